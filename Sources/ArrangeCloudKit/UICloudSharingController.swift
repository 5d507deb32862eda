import ArrangeUIKit
import Foundation

/// UIKit's screen for sharing a record through iCloud, as `UICloudSharingController`: a view
/// controller presented from a representable, which at rest is its placeholder.
open class UICloudSharingController: UIViewController {
    /// What people the record is shared with may do.
    public struct PermissionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowPublic = PermissionOptions(rawValue: 1 << 0)
        public static let allowPrivate = PermissionOptions(rawValue: 1 << 1)
        public static let allowReadOnly = PermissionOptions(rawValue: 1 << 2)
        public static let allowReadWrite = PermissionOptions(rawValue: 1 << 3)
    }

    /// The share shown.
    public let share: CKShare?
    /// The container it is in.
    public let container: CKContainer?
    /// The permissions offered.
    open var availablePermissions: PermissionOptions = []
    /// Who is told what the user does.
    open weak var delegate: (any UICloudSharingControllerDelegate)?

    /// A controller showing `share` of `container`.
    public init(share: CKShare, container: CKContainer) {
        self.share = share
        self.container = container
        super.init()
    }

    /// A controller that makes its share when the user first shares.
    public init(preparationHandler: @escaping (UICloudSharingController, @escaping (CKShare?, CKContainer?, (any Error)?) -> Void) -> Void) {
        share = nil
        container = nil
        super.init()
    }
}

/// Who is told what the user does in a `UICloudSharingController`, as UIKit's
/// `UICloudSharingControllerDelegate`; the optional requirements do nothing unless written.
public protocol UICloudSharingControllerDelegate: AnyObject {
    /// Saving the share failed with `error`.
    func cloudSharingController(_ csc: UICloudSharingController, failedToSaveShareWithError error: any Error)
    /// The title shown for the shared item.
    func itemTitle(for csc: UICloudSharingController) -> String?
    /// A thumbnail's data for the shared item.
    func itemThumbnailData(for csc: UICloudSharingController) -> Data?
    /// The share was saved.
    func cloudSharingControllerDidSaveShare(_ csc: UICloudSharingController)
    /// The user stopped sharing.
    func cloudSharingControllerDidStopSharing(_ csc: UICloudSharingController)
}

extension UICloudSharingControllerDelegate {
    public func itemThumbnailData(for csc: UICloudSharingController) -> Data? { nil }
    public func cloudSharingControllerDidSaveShare(_ csc: UICloudSharingController) {}
    public func cloudSharingControllerDidStopSharing(_ csc: UICloudSharingController) {}
}

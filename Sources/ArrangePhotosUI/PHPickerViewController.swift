import ArrangeUIKit
import Foundation

// PhotosUI's UIKit picker, as apps wrap it in a `UIViewControllerRepresentable`. At rest the
// picker is not shown (it is a sheet the user opens): the representable is its placeholder and
// the delegate is never told of a pick.

/// What a photo picker offers, as PhotosUI's `PHPickerConfiguration`.
public struct PHPickerConfiguration: Sendable {
    /// How picked assets are handed over.
    public enum AssetRepresentationMode: Int, Sendable {
        case automatic, current, compatible
    }

    /// How the picker lets the user pick.
    public enum Selection: Int, Sendable {
        case `default`, ordered, continuous
    }

    /// The kinds of assets offered (all, when `nil`).
    public var filter: PHPickerFilter?
    /// The most assets picked (0: any number).
    public var selectionLimit = 1
    /// How picked assets are handed over.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// How the user picks.
    public var selection: Selection = .default

    /// A configuration offering every asset, one at a time.
    public init() {}
}

/// An asset the user picked, as PhotosUI's `PHPickerResult`.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    /// Loads the picked asset.
    public let itemProvider: NSItemProvider
    /// The asset's identifier in the library, when the picker was given one.
    public let assetIdentifier: String?
}

/// Who is told what the user picked, as PhotosUI's `PHPickerViewControllerDelegate`.
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The user finished picking `results` (never at rest).
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// PhotosUI's photo picker screen, as `PHPickerViewController`: a view controller that, in a
/// representable, is its placeholder; nothing is picked at rest.
open class PHPickerViewController: UIViewController {
    /// What it offers.
    public let configuration: PHPickerConfiguration
    /// Who is told what the user picked.
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker offering what `configuration` says.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init()
    }
}

import Arrange
import Foundation

// Foundation's item providers, which UIKit's pickers and drag and drop hand out and Linux's
// Foundation lacks. At rest nothing is picked or dropped, so a provider that exists holds no
// item: loading answers with no object and an error.

/// A type an item provider can make from its data, as Foundation's `NSItemProviderReading`.
public protocol NSItemProviderReading: AnyObject {}

extension UIImage: NSItemProviderReading {}

/// A type an item provider can be made from, as Foundation's `NSItemProviderWriting`:
/// strings, URLs and images, as `NSItemProvider(object: id as NSString)` writes them.
public protocol NSItemProviderWriting: AnyObject {}

extension NSString: NSItemProviderWriting {}
extension NSURL: NSItemProviderWriting {}
extension UIImage: NSItemProviderWriting {}

/// Why an item provider could not load.
public struct NSItemProviderError: Error, Hashable, Sendable {
    /// The type asked for that the provider has no item of.
    public let typeName: String
}

/// Items to be loaded, as Foundation's `NSItemProvider`: an empty one holds none.
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The type identifiers of the items it holds: none.
    open var registeredTypeIdentifiers: [String] { [] }
    /// The name it suggests for a file of its item.
    open var suggestedName: String?

    public override init() { super.init() }

    /// A provider of `object` (a string, URL or image). Nothing is dragged or pasted at rest,
    /// so the object is not kept: the provider holds no item.
    public convenience init(object: any NSItemProviderWriting) { self.init() }

    /// A provider of `item` as `typeIdentifier`; like the others it holds no item at rest.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) { self.init() }

    /// A provider of the file at `fileURL`, or `nil` where there is none; it holds no item.
    public convenience init?(contentsOf fileURL: URL) { self.init() }

    /// Whether it can make an object of `aClass`: no, it holds no item.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }

    /// Makes an object of `aClass` and gives it to `completionHandler`: no object, and an error.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type, completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        completionHandler(nil, NSItemProviderError(typeName: String(describing: aClass)))
        return Progress(totalUnitCount: 0)
    }

    /// Whether it holds an item of `typeIdentifier`: no.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }

    /// Loads the data of its item of `typeIdentifier`: no data, and an error.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        completionHandler(nil, NSItemProviderError(typeName: typeIdentifier))
        return Progress(totalUnitCount: 0)
    }
}

/// Saves `image` to the photo library and then sends `completionSelector` to
/// `completionTarget`: nothing is saved and nothing is sent at rest (there is no library).
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?, _ contextInfo: UnsafeMutableRawPointer?
) {}

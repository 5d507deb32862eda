import Arrange
import Foundation

/// A picture, as UIKit's `UIImage`, standing for the SwiftUI `Image` it becomes with
/// `Image(uiImage:)`: a named image is the catalog's (`Image(_:)`), a symbol is
/// `Image(systemName:)`. Arrange decodes no image data: `UIImage(data:)` is `nil`, as UIKit's
/// is for data it cannot read, and `pngData()`/`jpegData(compressionQuality:)` give an asset
/// catalog picture's file as it is (else `nil`).
/// docs/DIFFERENCES.md lists it under "Stand-ins".
public final class UIImage: Sendable {
    /// Where the picture comes from.
    let source: Image.Source?

    /// How a symbol or template image is drawn.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// A symbol's point size, weight and scale, as UIKit's `UIImage.SymbolConfiguration`.
    public final class SymbolConfiguration: Sendable {
        /// A configuration for symbols of `pointSize` points.
        public init(pointSize: CGFloat) {}
        /// A configuration for symbols of `pointSize` points and `weight`.
        public init(pointSize: CGFloat, weight: UIFont.Weight) {}
        /// A configuration for symbols in the text style `textStyle`.
        public init(textStyle: UIFont.TextStyle) {}
        /// A configuration with `weight`.
        public init(weight: UIFont.Weight) {}
    }

    /// An empty image (no size).
    public init() { source = nil }

    /// An image of `source`.
    init(source: Image.Source?) { self.source = source }

    /// The image named `name` in the app's catalog; never `nil` (Arrange has no catalog to miss).
    public init?(named name: String) { source = .named(name) }

    /// The image named `name` in the app's catalog (`bundle` and `traitCollection` are not read).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration? = nil) {
        self.init(named: name)
    }

    /// The SF Symbol named `name`; never `nil`.
    public init?(systemName name: String) { source = .system(name) }

    /// The SF Symbol named `name`, configured with `configuration` (not read).
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
    }

    /// `nil`: Arrange decodes no image data.
    public init?(data: Data) { return nil }

    /// `nil`: Arrange decodes no image data.
    public init?(contentsOfFile path: String) { return nil }

    /// The natural size: an image set's of the app's asset catalog (`AppAssetCatalog`, its
    /// picture's pixels over its scale), or a sized placeholder's; zero otherwise (the sizes of
    /// `--images` pictures are the SwiftUI environment's `imageCatalog`).
    public var size: CGSize {
        switch source {
        case .named(let name)?: AppAssetCatalog.imageSize(named: name) ?? .zero
        case .sized(let size)?: size
        default: .zero
        }
    }

    /// The same image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    /// The same image tinted `color`.
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// The same image with the symbol configuration `configuration`.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    /// The bytes of the app's asset catalog picture a named image is drawn from (its file as it
    /// is, a PNG or a JPEG, not encoded again); `nil` for any other image: Arrange encodes none.
    public func pngData() -> Data? { catalogPictureData }
    /// The bytes of the asset catalog picture a named image is drawn from, as `pngData()`.
    public func jpegData(compressionQuality: CGFloat) -> Data? { catalogPictureData }

    /// The file of the asset catalog's image set this image names, read, when there is one.
    private var catalogPictureData: Data? {
        guard case .named(let name)? = source, let picture = AppAssetCatalog.allPictures[name] else { return nil }
        return FileManager.default.contents(atPath: picture.path)
    }

    /// The SwiftUI image it stands for.
    var image: Image {
        switch source {
        case .named(let name)?: Image(name)
        case .system(let name)?: Image(systemName: name)
        case .sized(let size)?: Image(size: size)
        case .rendered(let rendered)?: Image(_source: .rendered(rendered))
        case nil: Image(size: .zero)
        }
    }
}

extension Image {
    /// The image `uiImage` stands for: a catalog image, a symbol, or (for `UIImage()`) an empty one.
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}

extension UIImage: Hashable {
    /// Whether `lhs` and `rhs` are the same image object, as `NSObject.isEqual(_:)`, which
    /// UIKit's `UIImage` inherits, says; so a model holding a `UIImage?` can be `Hashable`.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }

    /// The object's identity, as `NSObject.hash`.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

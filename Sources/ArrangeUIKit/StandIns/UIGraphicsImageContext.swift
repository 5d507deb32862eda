import Arrange
import Foundation

// UIKit's image contexts, as code that redraws a picked photo uses them
// (`UIGraphicsBeginImageContext(size)`, `image.draw(at: .zero)`,
// `UIGraphicsGetImageFromCurrentImageContext()`). Arrange decodes and draws no image data
// (`UIImage`): the context draws nothing and its image is an empty one
// (docs/DIFFERENCES.md, "Stand-ins").

/// Starts an image context of `size` (nothing is drawn into it).
public func UIGraphicsBeginImageContext(_ size: CGSize) {}

/// Starts an image context of `size`, opaque or not, at `scale` (nothing is drawn into it).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}

/// The current context's picture: an empty image.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { UIImage() }

/// Ends the current image context.
public func UIGraphicsEndImageContext() {}

extension UIImage {
    /// Draws the image with its corner at `point` in the current context: nothing is drawn.
    public func draw(at point: CGPoint) {}
    /// Draws the image into `rect` of the current context: nothing is drawn.
    public func draw(in rect: CGRect) {}
}

/// How a renderer's pictures are made, as UIKit's `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point (the screen's, 3, by default).
    open var scale: CGFloat = 3
    /// Whether the picture has no transparency.
    open var opaque = false
    /// Whether it uses the extended colour range.
    open var prefersExtendedRange = false

    public override init() { super.init() }

    /// The format the device prefers.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The default format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure is given, as UIKit's `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    /// The Core Graphics context (nothing is drawn through it).
    public let cgContext = CGContext()
    /// The format of the picture being made.
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    init(format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.format = format
        self.size = size
    }

    /// The picture so far: an empty picture of the renderer's size.
    open var currentImage: UIImage { UIImage(source: .sized(size)) }
    /// Fills `rect` with the current colour (nothing is drawn).
    open func fill(_ rect: CGRect) {}
    /// Strokes `rect` (nothing is drawn).
    open func stroke(_ rect: CGRect) {}
    /// Clips to `rect` (nothing is drawn).
    open func clip(to rect: CGRect) {}
}

/// Makes pictures by drawing, as UIKit's `UIGraphicsImageRenderer`: the drawing closure runs,
/// and Arrange, which draws nothing through Core Graphics (docs/DIFFERENCES.md, "Stand-ins"),
/// gives back an image of the renderer's size that is laid out at that size and drawn as a
/// placeholder.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    /// The format of its pictures.
    public let format: UIGraphicsImageRendererFormat
    /// The size of its pictures, in points (negative or not finite sides are zero).
    public let size: CGSize

    /// A renderer of pictures `size` points large.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .preferred()) {
        self.size = CGSize(
            width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
        self.format = format
    }

    /// A renderer of pictures of `bounds`' size.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .preferred()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` and gives the picture: an image of `size` (nothing drawn into it).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format, size: size)
        actions(context)
        return context.currentImage
    }

    /// Runs `actions` and gives the picture as PNG data: empty, as nothing is drawn.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format, size: size))
        return Data()
    }

    /// Runs `actions` and gives the picture as JPEG data: empty, as nothing is drawn.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        actions(UIGraphicsImageRendererContext(format: format, size: size))
        return Data()
    }
}

/// How carefully Core Graphics resamples pictures, as `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4
}

extension CGContext {
    /// How carefully pictures drawn into it are resampled (accepted: nothing is drawn).
    public var interpolationQuality: CGInterpolationQuality {
        get { .default }
        set {}
    }
}

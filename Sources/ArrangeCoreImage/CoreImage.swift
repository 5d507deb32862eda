import Arrange
import ArrangeUIKit
import Foundation

// Core Image's names as a snippet's `import CoreImage` (and `import CoreImage.CIFilterBuiltins`)
// finds them. At rest an app has no picture to process yet (one is chosen or loaded later), so
// Arrange processes none: a filter remembers its parameters and has no output, a context makes
// no bitmap, and code that guards on them takes its "nothing yet" branch, as the app does
// before the user picks a photo (docs/DIFFERENCES.md, "Apple frameworks at rest").

extension UIImage {
    /// The image's Core Image image: `nil` (Arrange decodes no bitmaps).
    public var ciImage: CIImage? { nil }
}

/// An image to be processed, as Core Image's `CIImage`: a recipe with an extent, no pixels.
public final class CIImage: @unchecked Sendable {
    /// The rectangle the image covers, in its own coordinates (empty for an image of nothing).
    public let extent: CGRect

    init(extent: CGRect) { self.extent = extent }

    /// The image of `image`; `nil` when UIKit's image has no bitmap, which at rest is always.
    public convenience init?(image: UIImage) {
        guard let bitmap = image.cgImage else { return nil }
        self.init(cgImage: bitmap)
    }
    /// The image of `cgImage`, its extent the bitmap's pixel size.
    public init(cgImage: CGImage) { extent = CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height) }
    /// The image decoded from `data`; `nil`: Arrange decodes no image data.
    public init?(data: Data) { return nil }
    /// The image in the file at `url`; `nil`: Arrange decodes no image data.
    public init?(contentsOf url: URL) { return nil }
    /// An image of one colour, infinite in extent.
    public init(color: CIColor) { extent = .infinite }
    /// An image of nothing.
    public static var empty: CIImage { CIImage(extent: .null) }
    /// The part of the image inside `rect`.
    public func cropped(to rect: CGRect) -> CIImage { CIImage(extent: extent.intersection(rect)) }
    /// The image with `filterName` applied (processed by nobody at rest: the same extent).
    public func applyingFilter(_ filterName: String, parameters: [String: Any] = [:]) -> CIImage { self }
    /// The image transformed by `matrix` (its extent is kept).
    public func transformed(by matrix: CGAffineTransform) -> CIImage { self }
}

/// A colour for Core Image, as `CIColor`.
public final class CIColor: @unchecked Sendable {
    /// The components.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The colour of these components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}

/// Where Core Image renders, as `CIContext`: Arrange renders no bitmaps, so it returns `nil`.
public final class CIContext: @unchecked Sendable {
    /// A context with default options.
    public init() {}
    /// A context with `options` (not read).
    public init(options: [CIContextOption: Any]?) {}
    /// `nil`: at rest there is no processed picture to render (see the file's note).
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? { nil }
}

/// An option of a `CIContext`.
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    /// The option's name.
    public let rawValue: String
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Whether software rendering is used.
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
}

// The keys filters' parameters are set with, as Core Image names them.
/// The input image's key.
public let kCIInputImageKey = "inputImage"
/// The intensity's key.
public let kCIInputIntensityKey = "inputIntensity"
/// The radius's key.
public let kCIInputRadiusKey = "inputRadius"
/// The scale's key.
public let kCIInputScaleKey = "inputScale"
/// The centre's key.
public let kCIInputCenterKey = "inputCenter"
/// The amount's key.
public let kCIInputAmountKey = "inputAmount"
/// The angle's key.
public let kCIInputAngleKey = "inputAngle"
/// The width's key.
public let kCIInputWidthKey = "inputWidth"
/// The sharpness's key.
public let kCIInputSharpnessKey = "inputSharpness"
/// The colour's key.
public let kCIInputColorKey = "inputColor"
/// The output image's key.
public let kCIOutputImageKey = "outputImage"

/// An image filter, as Core Image's `CIFilter`: a name, the parameters it takes and their
/// values. Its output is `nil` until an input image is set — which at rest nobody does.
open class CIFilter: @unchecked Sendable {
    /// The filter's name, such as "CISepiaTone".
    public let name: String
    /// The names of the parameters the filter takes.
    public let inputKeys: [String]
    var values: [String: Any] = [:]

    /// The filter named `name`, with the parameters Core Image gives it; `nil` for a name we do not know.
    public init?(name: String) {
        guard let keys = CIFilter.builtinInputKeys[name] else { return nil }
        self.name = name
        self.inputKeys = keys
    }

    /// The filter named `name` with `parameters` set.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    init(builtin name: String) {
        self.name = name
        self.inputKeys = CIFilter.builtinInputKeys[name] ?? [kCIInputImageKey]
    }

    /// Sets the parameter `key` to `value`.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    /// The parameter `key`'s value.
    open func value(forKey key: String) -> Any? { values[key] }
    /// The processed image: `nil` without an input image; with one, an image of its extent.
    open var outputImage: CIImage? { (values[kCIInputImageKey] as? CIImage).map { CIImage(extent: $0.extent) } }
    /// The filter's names of the output parameters.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The parameters of the built-in filters snippets use, as Core Image lists them.
    static let builtinInputKeys: [String: [String]] = [
        "CISepiaTone": [kCIInputImageKey, kCIInputIntensityKey],
        "CICrystallize": [kCIInputImageKey, kCIInputRadiusKey, kCIInputCenterKey],
        "CIEdges": [kCIInputImageKey, kCIInputIntensityKey],
        "CIGaussianBlur": [kCIInputImageKey, kCIInputRadiusKey],
        "CIPixellate": [kCIInputImageKey, kCIInputCenterKey, kCIInputScaleKey],
        "CIUnsharpMask": [kCIInputImageKey, kCIInputRadiusKey, kCIInputIntensityKey],
        "CIVignette": [kCIInputImageKey, kCIInputIntensityKey, kCIInputRadiusKey],
        "CITwirlDistortion": [kCIInputImageKey, kCIInputCenterKey, kCIInputRadiusKey, kCIInputAngleKey],
        "CIColorInvert": [kCIInputImageKey],
        "CIPhotoEffectNoir": [kCIInputImageKey],
        "CIBloom": [kCIInputImageKey, kCIInputRadiusKey, kCIInputIntensityKey],
        "CIQRCodeGenerator": ["inputMessage", "inputCorrectionLevel"],
    ]
}

/// A built-in filter with typed parameters, as `CIFilter.sepiaTone()` and its kin return
/// (`CIFilterBuiltins`): each property reads and writes the parameter of Core Image's key.
public final class CIBuiltinFilter: CIFilter, @unchecked Sendable {
    /// The image to process.
    public var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { values[kCIInputImageKey] = newValue }
    }
    /// The intensity (sepia tone, edges, vignette, unsharp mask, bloom).
    public var intensity: Float {
        get { number(kCIInputIntensityKey, default: 1) }
        set { values[kCIInputIntensityKey] = newValue }
    }
    /// The radius (blur, crystallize, vignette …).
    public var radius: Float {
        get { number(kCIInputRadiusKey, default: 10) }
        set { values[kCIInputRadiusKey] = newValue }
    }
    /// The scale (pixellate).
    public var scale: Float {
        get { number(kCIInputScaleKey, default: 8) }
        set { values[kCIInputScaleKey] = newValue }
    }
    /// The angle in radians (twirl).
    public var angle: Float {
        get { number(kCIInputAngleKey, default: 3.14) }
        set { values[kCIInputAngleKey] = newValue }
    }
    /// The centre (crystallize, pixellate, twirl).
    public var center: CGPoint {
        get { values[kCIInputCenterKey] as? CGPoint ?? CGPoint(x: 150, y: 150) }
        set { values[kCIInputCenterKey] = newValue }
    }
    /// The message (QR code generator).
    public var message: Data {
        get { values["inputMessage"] as? Data ?? Data() }
        set { values["inputMessage"] = newValue }
    }

    func number(_ key: String, default fallback: Float) -> Float {
        switch values[key] {
        case let value as Float: value
        case let value as Double: Float(value)
        case let value as CGFloat: Float(value)
        case let value as Int: Float(value)
        default: fallback
        }
    }
}

extension CIFilter {
    /// Sepia tone, intensity 1.
    public static func sepiaTone() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CISepiaTone") }
    /// Crystallize, radius 20.
    public static func crystallize() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CICrystallize") }
    /// Edges, intensity 1.
    public static func edges() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CIEdges") }
    /// Gaussian blur, radius 10.
    public static func gaussianBlur() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CIGaussianBlur") }
    /// Pixellate, scale 8.
    public static func pixellate() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CIPixellate") }
    /// Unsharp mask.
    public static func unsharpMask() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CIUnsharpMask") }
    /// Vignette.
    public static func vignette() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CIVignette") }
    /// Twirl distortion.
    public static func twirlDistortion() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CITwirlDistortion") }
    /// Colour invert.
    public static func colorInvert() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CIColorInvert") }
    /// Noir photo effect.
    public static func photoEffectNoir() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CIPhotoEffectNoir") }
    /// Bloom.
    public static func bloom() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CIBloom") }
    /// QR code generator.
    public static func qrCodeGenerator() -> CIBuiltinFilter { CIBuiltinFilter(builtin: "CIQRCodeGenerator") }
}

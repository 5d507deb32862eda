import Arrange
import Foundation

/// The surface a layout is drawn on: its size in points, where the root goes, and its size in
/// device units (pixels for PNG, points for PDF, px for SVG).
///
/// Invariants: every length is finite; each side is 1…`maximumSide` device units and the whole
/// at most `maximumPixels`, so nothing absurd is ever allocated.
///
/// 1. The canvas is `RenderOptions.canvas`, or the root's reported size.
/// 2. With a canvas, the root's frame is centred on it (like a device screen) — or, for a
///    layout with safe-area insets (the root placed away from (0, 0)), the whole screen the
///    layout was proposed, so the insets keep their sides. Without one the root's frame fills it.
/// 3. Device units are points × scale, rounded up, at least 1.
public struct RenderCanvas: Sendable {
    /// The most device units a side may have.
    public static let maximumSide = 16_384
    /// The most pixels a raster picture may have.
    public static let maximumPixels = 100_000_000

    /// The canvas in points.
    public let size: CGSize
    /// Device units per point: the scale for PNG, 1 for PDF and SVG.
    public let scale: CGFloat
    /// How far layout coordinates are moved to land on the canvas, in points.
    public let translation: CGSize
    /// The width in device units.
    public let deviceWidth: Int
    /// The height in device units.
    public let deviceHeight: Int

    /// The canvas for `layout` drawn as `options` say; throws for sizes it refuses.
    public init(layout: ViewLayout, options: RenderOptions) throws {
        let rootFrame = layout.root.frame ?? CGRect(origin: .zero, size: layout.size)
        // 1.
        let size = options.canvas ?? rootFrame.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw RenderError.invalidCanvas(width: Double(size.width), height: Double(size.height))
        }
        let scale: CGFloat
        switch options.format {
        case .png:
            guard options.scale.isFinite, options.scale > 0, options.scale <= 16 else {
                throw RenderError.invalidScale(Double(options.scale))
            }
            scale = options.scale
        case .pdf, .svg:
            scale = 1
        }
        // 2.
        var centred = rootFrame
        if rootFrame.origin != .zero, let width = layout.proposal.width, let height = layout.proposal.height, width.isFinite, height.isFinite {
            centred = CGRect(x: 0, y: 0, width: width, height: height)
        }
        let translation = options.canvas == nil
            ? CGSize(width: -rootFrame.minX, height: -rootFrame.minY)
            : CGSize(width: (size.width - centred.width) / 2 - centred.minX, height: (size.height - centred.height) / 2 - centred.minY)
        guard translation.width.isFinite, translation.height.isFinite else {
            throw RenderError.invalidCanvas(width: Double(rootFrame.width), height: Double(rootFrame.height))
        }
        // 3.
        let limit = Double(Self.maximumSide)
        let width = Self.deviceLength(size.width * scale)
        let height = Self.deviceLength(size.height * scale)
        guard width <= limit, height <= limit else {
            throw RenderError.tooLarge(
                width: Double(size.width), height: Double(size.height), scale: Double(scale),
                limit: "at most \(Self.maximumSide) device units a side")
        }
        if options.format == .png, width * height > Double(Self.maximumPixels) {
            throw RenderError.tooLarge(
                width: Double(size.width), height: Double(size.height), scale: Double(scale),
                limit: "at most \(Self.maximumPixels) pixels")
        }
        self.size = size
        self.scale = scale
        self.translation = translation
        self.deviceWidth = Int(width)
        self.deviceHeight = Int(height)
    }

    /// A length in device units, rounded up (ignoring floating-point dust), at least 1.
    private static func deviceLength(_ length: CGFloat) -> Double {
        max((Double(length) - 1e-6).rounded(.up), 1)
    }
}

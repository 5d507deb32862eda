import Foundation

/// Makes an image of a view (SwiftUI's `ImageRenderer`, iOS 16): the view is laid out for
/// `proposedSize` and drawn, `scale` pixels a point, by Arrange's own layout and renderer.
///
/// The image is made lazily: `cgImage` is a `CGImage` that holds the view (`ViewRendering`),
/// sized by laying the view out here; when an `Image` of it is drawn, the renderer module lays
/// the view out again with its real text metrics and draws it into the image's frame (or into
/// tiles, for an `ImagePaint`). So a file that builds an image from a view and shows it draws
/// that view.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view drawn.
    public var content: Content
    /// The image's accessibility label (accepted).
    public var label: Text?
    /// The proposal the view is laid out for; unspecified (its ideal size) by default.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels a point.
    public var scale: CGFloat = 1
    /// Whether the image is opaque (accepted).
    public var isOpaque = false
    /// The colour mode (accepted).
    public var colorMode: ColorRenderingMode = .nonLinear

    /// A renderer of `view`.
    public init(content view: Content) {
        content = view
    }

    /// The image of the view; `nil` when the view lays out with no width or height.
    public var cgImage: CGImage? {
        let rendering = ViewRendering(content: AnyView(content), proposal: proposedSize, scale: scale)
        let image = CGImage(rendering: rendering)
        return image.width > 0 && image.height > 0 ? image : nil
    }

    /// Calls `renderer` with the view's size and a function drawing it into a Core Graphics
    /// context; Arrange has no Core Graphics, so that function draws nothing.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        renderer(ViewRendering(content: AnyView(content), proposal: proposedSize, scale: scale).size) { _ in }
    }
}

/// A view an `ImageRenderer` made an image of: what the renderer module draws for it.
public struct ViewRendering: @unchecked Sendable {
    /// The view.
    public let content: AnyView
    /// The proposal it is laid out for.
    public let proposal: ProposedViewSize
    /// Pixels a point.
    public let scale: CGFloat
    /// The view's size, laid out with the default environment.
    public let size: CGSize

    init(content: AnyView, proposal: ProposedViewSize, scale: CGFloat) {
        self.content = content
        self.proposal = proposal
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.size = ViewLayout(content, proposal: proposal).size
    }
}

/// A bitmap image, as Core Graphics' `CGImage`. Arrange decodes no bitmaps: an image is either
/// a size only (`init(width:height:)`, drawn as nothing by the frameworks that make one), or
/// the view an `ImageRenderer` made it of, drawn as that view.
public final class CGImage: @unchecked Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The view it was made of, `nil` for a size only.
    public let _rendering: ViewRendering?

    /// A bitmap of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        _rendering = nil
    }

    /// The image of `rendering`: its size times its scale, in whole pixels.
    init(rendering: ViewRendering) {
        func pixels(_ points: CGFloat) -> Int {
            let value = (points * rendering.scale).rounded(.up)
            return value.isFinite && value > 0 ? Int(min(value, CGFloat(1 << 20))) : 0
        }
        width = pixels(rendering.size.width)
        height = pixels(rendering.size.height)
        _rendering = rendering
    }
}

extension Image {
    /// An image of `cgImage`, `scale` pixels a point.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init(cgImage: cgImage, scale: scale)
    }

    /// An image of `cgImage`, `scale` pixels a point, hidden from accessibility.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(cgImage: cgImage, scale: scale)
    }

    init(cgImage: CGImage, scale: CGFloat) {
        self.init(_source: Self._source(of: cgImage, scale: scale))
    }

    /// What an image of `cgImage` at `scale` pixels a point shows: the view it was made of,
    /// else a placeholder of its size (for the UIKit stand-ins).
    public static func _source(of cgImage: CGImage, scale: CGFloat) -> Source {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let size = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        return cgImage._rendering != nil ? .rendered(RenderedView(image: cgImage, size: size)) : .sized(size)
    }

    /// An image of `source` (for the UIKit stand-ins).
    public init(_source source: Source) {
        self.init(source: source)
    }

    /// How an image's pixels are turned (accepted: images are drawn upright).
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// An image made of a view (`ImageRenderer`), `size` points.
    public struct RenderedView: Hashable, @unchecked Sendable {
        /// The image.
        public let image: CGImage
        /// Its size in points.
        public let size: CGSize

        /// The same image object.
        public static func == (lhs: RenderedView, rhs: RenderedView) -> Bool { lhs.image === rhs.image && lhs.size == rhs.size }
        /// The image object's identity.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(image)) }
    }
}

import Arrange
import Foundation

/// The area the explainer's picture and highlights are drawn in, in the root's coordinates:
/// the root's frame, the screen it was proposed (from the root's origin, so that every
/// proposal box nests inside it as in the book's diagrams, rather than centred as a device
/// shows a smaller view), every view's frame, every finite highlight, and a margin for the
/// labels.
///
/// Invariant: every number is finite and the bounds' size is positive and at most `maxExtent`
/// plus the margins, whatever the layout's numbers; infinite highlights are clipped to it. The
/// picture keeps the root's true (finite) size, so it is never stretched, only cut off.
/// `viewport` lies inside `bounds`.
struct HTMLStage: Equatable {
    /// The visible area in root coordinates (the overlay's viewBox).
    var bounds: CGRect
    /// Where the picture of the root goes.
    var picture: CGRect
    /// What the page fits to its pane: the screen and the picture with the margin, not the
    /// content a scroll view holds beyond its bounds (which lies outside, faded), so a screen
    /// with a long `ScrollView` shows at its real size rather than as a sliver.
    var viewport: CGRect

    /// Room around the views for the highlight labels.
    static let margin: CGFloat = 24
    /// The widest and tallest the views' area may get (the renderer's largest picture side), so
    /// a view far away does not make everything else vanish; what lies beyond is cut off.
    static let maxExtent: CGFloat = 16_384

    /// The stage for `layout`, large enough to show `highlights` whole where they are finite.
    ///
    /// 1. The picture is the root's frame (or `pictureArea`, a canvas the root is centred on);
    ///    non-finite or negative parts count as 0.
    /// 2. The screen is the root's proposal from the picture's origin, along each axis where the
    ///    proposal is finite.
    /// 3. Every view's finite frame is added, so views outside the root can be highlighted, and
    ///    every highlight's finite extents from its view's origin (infinite ones are clipped).
    /// 4. The result is limited to `maxExtent` along each axis around the picture's centre, then
    ///    the margin is added.
    /// 5. The viewport is the picture and the screen with the margin, inside the bounds.
    init(_ layout: ViewLayout, highlights: [HTMLHighlight] = [], pictureArea: CGRect? = nil) {
        // 1.
        let rootFrame = pictureArea ?? layout.nodes.first?.frame ?? CGRect(origin: .zero, size: layout.size)
        let picture = CGRect(
            x: Self.finiteOrZero(rootFrame.origin.x), y: Self.finiteOrZero(rootFrame.origin.y),
            width: Self.finite(rootFrame.size.width), height: Self.finite(rootFrame.size.height))
        var minX = picture.minX, minY = picture.minY, maxX = picture.maxX, maxY = picture.maxY
        // 2.
        let screen = Self.screen(layout, picture: picture)
        minX = min(minX, screen.minX)
        minY = min(minY, screen.minY)
        maxX = max(maxX, screen.maxX)
        maxY = max(maxY, screen.maxY)
        // 3.
        for node in layout.nodes {
            guard let frame = node.frame, [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
            else { continue }
            let standard = frame.standardized
            minX = min(minX, standard.minX)
            minY = min(minY, standard.minY)
            maxX = max(maxX, standard.maxX)
            maxY = max(maxY, standard.maxY)
        }
        for highlight in highlights {
            guard layout.nodes.indices.contains(highlight.node), let origin = layout.nodes[highlight.node].frame?.origin,
                  origin.x.isFinite, origin.y.isFinite else { continue }
            let widths = [highlight.proposal?.width, highlight.size?.width].compactMap { $0 }.filter { $0.isFinite && $0 > 0 }
            let heights = [highlight.proposal?.height, highlight.size?.height].compactMap { $0 }.filter { $0.isFinite && $0 > 0 }
            minX = min(minX, origin.x)
            minY = min(minY, origin.y)
            maxX = max(maxX, origin.x + (widths.max() ?? 0))
            maxY = max(maxY, origin.y + (heights.max() ?? 0))
        }
        // 4.
        minX = max(minX, picture.midX - Self.maxExtent / 2)
        maxX = min(max(maxX, minX + 1), minX + Self.maxExtent)
        minY = max(minY, picture.midY - Self.maxExtent / 2)
        maxY = min(max(maxY, minY + 1), minY + Self.maxExtent)
        bounds = CGRect(
            x: minX - Self.margin, y: minY - Self.margin,
            width: maxX - minX + 2 * Self.margin, height: maxY - minY + 2 * Self.margin)
        self.picture = picture
        // 5.
        viewport = picture.union(screen).insetBy(dx: -Self.margin, dy: -Self.margin).intersection(bounds)
    }

    /// The nodes a scroll view holds beyond its bounds, wholly or in part (the picture does not
    /// draw them: a scroll view clips its content), in layout order: the page draws their frames
    /// faded, outside the screen.
    ///
    /// A node counts when its finite frame is not inside the frame of the nearest `ScrollView`
    /// above it.
    static func scrolledOut(_ layout: ViewLayout) -> [Int] {
        let nodes = layout.nodes
        var result: [Int] = []
        for node in nodes {
            guard let frame = node.frame, Self.isFinite(frame) else { continue }
            var above = node.parent
            while let index = above, nodes[index].kind != "ScrollView" { above = nodes[index].parent }
            guard let scroll = above, let bounds = nodes[scroll].frame, Self.isFinite(bounds) else { continue }
            if !bounds.insetBy(dx: -0.5, dy: -0.5).contains(frame.standardized) { result.append(node.index) }
        }
        return result
    }

    private static func isFinite(_ rect: CGRect) -> Bool {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
    }

    /// The screen: the root's proposal from the picture's origin; along an axis where the
    /// proposal is unspecified or not finite, the picture's own extent.
    static func screen(_ layout: ViewLayout, picture: CGRect) -> CGRect {
        func extent(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite, proposed > 0 else { return own }
            return min(proposed, maxExtent)
        }
        return CGRect(
            origin: picture.origin,
            size: CGSize(width: extent(layout.proposal.width, picture.width), height: extent(layout.proposal.height, picture.height)))
    }

    private static func finiteOrZero(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}

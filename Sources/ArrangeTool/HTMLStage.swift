import Arrange
import Foundation

/// The area the explainer's picture and highlights are drawn in, in the root's coordinates:
/// the root's frame, the screen it was proposed (centred on it, as a device shows a view
/// smaller than its screen), every view's frame, and a margin for the labels.
///
/// Invariant: every number is finite and the size is positive and at most `maxExtent` plus the
/// margins, whatever the layout's numbers; infinite highlights are clipped to it.
struct HTMLStage: Equatable {
    /// The visible area in root coordinates (the overlay's viewBox).
    var bounds: CGRect
    /// Where the picture of the root goes.
    var picture: CGRect

    /// Room around the views for the highlight labels.
    static let margin: CGFloat = 24
    /// The widest and tallest the views' area may get, so a view thousands of points away does
    /// not make everything else tiny.
    static let maxExtent: CGFloat = 4096

    /// The stage for `layout`.
    ///
    /// 1. The picture is the root's frame; non-finite or negative parts count as 0.
    /// 2. The screen is the root's proposal centred on the picture, along each axis where the
    ///    proposal is finite.
    /// 3. Every view's finite frame is added, so views outside the root can be highlighted.
    /// 4. The result is limited to `maxExtent` along each axis, then the margin is added.
    init(_ layout: ViewLayout) {
        // 1.
        let rootFrame = layout.nodes.first?.frame ?? CGRect(origin: .zero, size: layout.size)
        let picture = CGRect(
            x: Self.finiteOrZero(rootFrame.origin.x), y: Self.finiteOrZero(rootFrame.origin.y),
            width: min(Self.finite(rootFrame.size.width), Self.maxExtent),
            height: min(Self.finite(rootFrame.size.height), Self.maxExtent))
        var minX = picture.minX, minY = picture.minY, maxX = picture.maxX, maxY = picture.maxY
        // 2.
        if let width = layout.proposal.width, width.isFinite, width > 0 {
            minX = min(minX, picture.midX - width / 2)
            maxX = max(maxX, picture.midX + width / 2)
        }
        if let height = layout.proposal.height, height.isFinite, height > 0 {
            minY = min(minY, picture.midY - height / 2)
            maxY = max(maxY, picture.midY + height / 2)
        }
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
        // 4.
        minX = max(minX, picture.midX - Self.maxExtent / 2)
        maxX = min(max(maxX, minX + 1), minX + Self.maxExtent)
        minY = max(minY, picture.midY - Self.maxExtent / 2)
        maxY = min(max(maxY, minY + 1), minY + Self.maxExtent)
        bounds = CGRect(
            x: minX - Self.margin, y: minY - Self.margin,
            width: maxX - minX + 2 * Self.margin, height: maxY - minY + 2 * Self.margin)
        self.picture = picture
    }

    private static func finiteOrZero(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}

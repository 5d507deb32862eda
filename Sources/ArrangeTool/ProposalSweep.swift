import Arrange
import ArrangeRender
import Foundation

/// The layout of one view at a range of proposed widths, for the explainer page's proposal
/// slider (as swiftuifieldguide.com lets a reader drag a proposal): dragging it shows every
/// view's frame and the root's size at that proposal.
///
/// 1. The widths run evenly from 0 to the proposal's width, `count` of them (the last is the
///    proposal itself); the height stays the proposal's.
/// 2. Each is laid out as the page's layout was (same view, fonts, colour scheme).
/// 3. The page carries, for each, the root's size and every node's frame rounded to a
///    hundredth of a point, as one flat array (`x, y, width, height` per node; `null`s for a
///    node never placed), so that 500 views at 41 proposals stay well under a few megabytes.
/// 4. With `drawPictures`, each proposal also carries its picture (PNG at 1×, a `data:` URL), so
///    the slider shows the views redrawn at that proposal, not only their frames; within
///    `pictureBudget` bytes in all, by leaving out every other picture when they weigh more.
public struct ProposalSweep {
    /// How many proposals the page carries (every 10 points of a 390-point screen, and more
    /// finely on narrower proposals).
    public static let count = 41

    /// The proposed widths, from 0 to the proposal's.
    public let widths: [CGFloat]
    /// The proposed height, the same for all (`nil`: unspecified).
    public let height: CGFloat?
    /// The layout at each width.
    public let layouts: [ViewLayout]
    /// The picture of each layout as a `data:` URL (`nil` where drawing failed), or none.
    public var pictures: [String?] = []
    /// Device pixels per point of `pictures`: 1 keeps 41 pictures of a screen near a megabyte.
    public static let pictureScale: CGFloat = 1

    /// The most bytes the slider's pictures may add to a page (a choice: 41 pictures of a tall
    /// 500-view screen took 3.4 MB and the page 5.1 MB, over the 5 MB a page may weigh).
    public static let pictureBudget = 2_500_000

    /// Draws every layout's picture with `renderer` (`pictures`). When together they weigh more
    /// than `budget` bytes, only every second (third, …) position keeps its picture, counted
    /// back from the page's own proposal, which always keeps it; the others show their frames
    /// over the faded picture, as a position whose picture could not be drawn does.
    public mutating func drawPictures(with renderer: Renderer, budget: Int = ProposalSweep.pictureBudget) {
        // 4.
        var drawn = layouts.map { HTMLPicture.draw($0, renderer: renderer, format: .png, scale: Self.pictureScale).dataURL }
        let total = drawn.reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        if total > budget, budget > 0 {
            let step = Int((Double(total) / Double(budget)).rounded(.up))
            for index in drawn.indices where (drawn.count - 1 - index) % step != 0 { drawn[index] = nil }
        }
        pictures = drawn
    }

    /// The sweep for `proposal`, each width laid out by `layout`; `nil` when the proposal has no
    /// finite width above 0 to sweep.
    public static func make(proposal: ProposedViewSize, layout: (ProposedViewSize) -> ViewLayout) -> ProposalSweep? {
        guard let width = proposal.width, width.isFinite, width > 0 else { return nil }
        // 1.
        let widths = (0..<count).map { (width * CGFloat($0) / CGFloat(count - 1) * 2).rounded() / 2 }
        // 2.
        let layouts = widths.map { layout(ProposedViewSize(width: $0, height: proposal.height)) }
        return ProposalSweep(widths: widths, height: proposal.height, layouts: layouts)
    }

    /// The page's data: `{"height": …, "proposals": [{"width": …, "size": {…}, "frames": [x, y, w, h, …], "picture": "data:…"}, …]}`.
    func json() -> FramesJSON {
        // 3.
        func rounded(_ value: CGFloat) -> FramesJSON {
            value.isFinite ? .number((Double(value) * 100).rounded() / 100) : .length(value)
        }
        let proposals: [FramesJSON] = zip(widths, layouts).enumerated().map { position, pair in
            let (width, layout) = pair
            var frames: [FramesJSON] = []
            frames.reserveCapacity(layout.nodes.count * 4)
            for node in layout.nodes {
                guard let frame = node.frame else {
                    frames += [.null, .null, .null, .null]
                    continue
                }
                frames += [rounded(frame.minX), rounded(frame.minY), rounded(frame.width), rounded(frame.height)]
            }
            // The size rounded as the frames are: the slider's label shows it (`244×3435.89`, not `…3435.89453125`).
            let size = FramesJSON.object([("width", rounded(layout.size.width)), ("height", rounded(layout.size.height))])
            var members: [(String, FramesJSON)] = [("width", rounded(width)), ("size", size), ("frames", .array(frames))]
            if pictures.indices.contains(position), let picture = pictures[position] { members.append(("picture", .string(picture))) }
            return .object(members)
        }
        return .object([("height", .length(height)), ("proposals", .array(proposals))])
    }
}

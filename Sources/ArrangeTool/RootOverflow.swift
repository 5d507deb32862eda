import Arrange
import Foundation

/// The warning `render` gives when the root view does not fit what it was given: it reports a
/// size larger than its proposal (a fixed frame, text that cannot wrap, `.fixedSize()`), so on
/// a device it would stick out of the screen, or it is larger than the `--canvas` or device
/// screen it is drawn on, which then cuts it off.
enum RootOverflow {
    /// How far the root may pass a length before it is said to overflow it: layout arithmetic
    /// rounds in the last places.
    static let tolerance: CGFloat = 0.01

    /// The warning for `layout`, whose root was given `proposal` (`nil` on a device screen) and
    /// drawn on `canvas` (`nil`: the picture is the root's own size), or `nil` when it fits.
    static func warning(layout: ViewLayout, proposal: ProposedViewSize?, canvas: CGSize?) -> String? {
        let size = layout.size
        let frame = layout.root.frame ?? CGRect(origin: .zero, size: size)
        if let canvas {
            if frame.width > canvas.width + tolerance || frame.height > canvas.height + tolerance {
                return "the root reports \(LengthFormat.size(size)), larger than the \(LengthFormat.size(canvas)) it is drawn on; "
                    + "the picture cuts it off. Give it a frame that fits, or propose the size it needs with --size."
            }
            let edges = edgesPassed(by: frame, on: canvas)
            if !edges.isEmpty {
                return "the root, \(LengthFormat.size(frame.size)) at \(LengthFormat.point(frame.origin)), reaches "
                    + edges.map { "\(LengthFormat.length($0.by)) pt past the \($0.edge) edge" }.joined(separator: " and ")
                    + " of the \(LengthFormat.size(canvas)) it is drawn on; the picture cuts it off. "
                    + "A screen's root is centred in the safe area: give it a frame that fits there."
            }
        }
        guard let proposal else { return nil }
        var sides: [String] = []
        if let width = proposal.width, width.isFinite, size.width > width + tolerance { sides.append("wider") }
        if let height = proposal.height, height.isFinite, size.height > height + tolerance { sides.append("taller") }
        guard !sides.isEmpty else { return nil }
        return "the root reports \(LengthFormat.size(size)), \(sides.joined(separator: " and ")) than its proposal \(proposal); "
            + "on a screen of that size it would stick out. Let it shrink (a flexible frame, lineLimit, minimumScaleFactor) "
            + "or propose more with --size."
    }

    /// The edges of a `canvas`-sized picture that `frame` passes, each with how far: a root no
    /// larger than the screen still passes its bottom edge when it is taller than the safe area
    /// it is centred in.
    private static func edgesPassed(by frame: CGRect, on canvas: CGSize) -> [(edge: String, by: CGFloat)] {
        let passed: [(edge: String, by: CGFloat)] = [
            ("left", -frame.minX), ("top", -frame.minY),
            ("right", frame.maxX - canvas.width), ("bottom", frame.maxY - canvas.height),
        ]
        return passed.filter { $0.by > tolerance }
    }
}

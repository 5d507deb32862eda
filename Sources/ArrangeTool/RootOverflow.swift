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
            let bounds = CGRect(origin: .zero, size: canvas)
            let sticksOut = frame.width > canvas.width + tolerance || frame.height > canvas.height + tolerance
                || (frame.origin != .zero && !bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(frame))
            if sticksOut {
                return "the root reports \(LengthFormat.size(size)), larger than the \(LengthFormat.size(canvas)) it is drawn on; "
                    + "the picture cuts it off. Give it a frame that fits, or propose the size it needs with --size."
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
}

import Arrange
import Foundation

/// Text whose size the layout assumed instead of measuring (`BookTextMetrics`, the tool's
/// `--assume-text 'Favorite=51x17'`): the frame has the assumed size, but the glyphs can only be
/// set in a real font, whose size differs. So that the picture shows what the numbers say, the
/// text is drawn inside its frame:
///
/// 1. The text is set in the real font for the proposal it was placed with, as any text is.
/// 2. When that is larger than the frame along either axis, it is scaled down, the same factor
///    on both axes, until it fits; it is never scaled up (a box larger than its text keeps the
///    text at its real size, as a frame around a text would).
/// 3. It is centred in the frame, so the slack (or none) is shared on both sides.
enum AssumedTextDrawing {
    /// The factor text set at `real` size is drawn at, and its top-leading corner relative to
    /// the frame's, for a frame of `frame` size.
    static func fit(_ real: CGSize, in frame: CGSize) -> (scale: CGFloat, offset: CGPoint) {
        // 2.
        var scale: CGFloat = 1
        if real.width > frame.width, real.width > 0 { scale = min(scale, frame.width / real.width) }
        if real.height > frame.height, real.height > 0 { scale = min(scale, frame.height / real.height) }
        if !scale.isFinite || scale < 0 { scale = 0 }
        // 3.
        let offset = CGPoint(x: (frame.width - real.width * scale) / 2, y: (frame.height - real.height * scale) / 2)
        return (scale, offset)
    }
}

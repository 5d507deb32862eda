import Arrange
import ArrangeRender
import ArrangeText
import Foundation

/// Image files as the tool reads them: the input bytes are a picture file (seeded with small
/// PNGs of every colour type, bit depth and interlacing, and JPEGs, baseline, progressive and
/// CMYK), written to a file, read by `ImageFiles` (the header) and drawn by `Renderer` as a
/// resizable `Image` (decoding: Cairo's PNG reader, the JPEG decoder).
///
/// Invariants: no trap; a file is either left out with a problem or drawn (a decoding failure
/// is a warning, not a trap); drawing the same file twice gives the same pixels.
public enum ImageFuzzTarget {
    /// The side of the square the picture is drawn into, in points (small: drawing is not
    /// what is fuzzed, decoding is).
    public static let side: CGFloat = 16

    /// Runs one input, written to `file` (one scratch file per fuzzing process).
    public static func run(_ bytes: [UInt8], file: URL, metrics: PangoTextMetrics) {
        guard (try? Data(bytes).write(to: file)) != nil else { return }
        let images = ImageFiles(files: ["fuzz": file])
        if images["fuzz"] == nil {
            precondition(!images.problems.isEmpty, "a file left out without a problem")
            return
        }
        let renderer = Renderer(textMetrics: metrics, images: images)
        let layout = renderer.layout(Image("fuzz").resizable().frame(width: side, height: side), proposal: ProposedViewSize(width: side, height: side))
        var firstWarnings: [String] = [], secondWarnings: [String] = []
        let first = try? renderer.render(layout, options: RenderOptions(format: .png), warnings: &firstWarnings)
        let second = try? renderer.render(layout, options: RenderOptions(format: .png), warnings: &secondWarnings)
        precondition(first == second && firstWarnings == secondWarnings, "drawing one file twice differs")
    }
}

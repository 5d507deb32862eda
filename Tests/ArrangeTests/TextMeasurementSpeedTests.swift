// The shortcuts that make text measurement cheap must not change a single answer: ASCII text
// measured byte by byte gives what grapheme-by-grapheme measurement gives.
@testable import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Text measurement shortcuts")
struct TextMeasurementSpeedTests {
    /// Random ASCII texts of words, runs of spaces and every ASCII line break (LF, VT, FF, CR,
    /// CR LF), measured under random proposals and options both ways.
    @Test func asciiTextMeasuresAsItsGraphemesDo() {
        let pieces = ["a", "bb", "Level", "text", " ", "  ", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\t", "-", "x7"]
        let metrics = [MonospacedTextMetrics.default, MonospacedTextMetrics(advance: 10, lineHeight: 20), MonospacedTextMetrics(advance: 7.1, lineHeight: 17.3)]
        for seed in UInt64(0)..<2000 {
            var random = SplitMix64(seed: seed)
            let text = (0..<Int.random(in: 0...9, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            var options = TextLayoutOptions()
            if Bool.random(using: &random) { options.lineLimit = Int.random(in: 0...3, using: &random) }
            options.reservesSpace = Bool.random(using: &random)
            options.minimumLines = Int.random(in: 0...2, using: &random)
            if Bool.random(using: &random) { options.minimumScaleFactor = [0.5, 0.9, 0][Int.random(in: 0...2, using: &random)] }
            options.truncationMode = Text.TruncationMode.allCases.randomElement(using: &random)!
            options.lineSpacing = [0, 3][Int.random(in: 0...1, using: &random)]
            options.tracking = [0, 1.5, -2][Int.random(in: 0...2, using: &random)]
            options.font = [Font.body, .caption, .largeTitle, .system(size: 0.01)][Int.random(in: 0...3, using: &random)]
            let widths: [CGFloat?] = [nil, 0, 3, 10, 35, 70, 71, 120, 390, .infinity, 1e30]
            let heights: [CGFloat?] = [nil, 0, 10, 17, 20, 40, 61, .infinity]
            let proposal = ProposedViewSize(
                width: widths.randomElement(using: &random)!, height: heights.randomElement(using: &random)!)
            let metric = metrics.randomElement(using: &random)!
            let fast = metric.measure(text, options: options, proposal: proposal)
            let slow = metric.measure(text, options: options, proposal: proposal, byGraphemes: true)
            #expect(fast == slow, "seed \(seed): \(text.unicodeScalars.map(\.value)) \(proposal)")
            // What layout asks for: the same size, baselines and scale, counted without lines.
            let forLayout = metric.measureForLayout(text, options: options, proposal: proposal)
            #expect(forLayout.size == slow.size, "seed \(seed): \(text.unicodeScalars.map(\.value)) \(proposal)")
            #expect(forLayout.firstBaseline == slow.firstBaseline && forLayout.lastBaseline == slow.lastBaseline, "seed \(seed)")
            #expect(forLayout.fontScale == slow.fontScale, "seed \(seed)")
        }
    }

    /// Text with any byte outside ASCII is measured grapheme by grapheme: "é" written as two
    /// scalars is one grapheme, 10 points at this advance.
    @Test func nonASCIITextStillCountsGraphemes() {
        let metrics = MonospacedTextMetrics(advance: 10, lineHeight: 20)
        let m = metrics.measure("e\u{301}e\u{301} ab", options: TextLayoutOptions(), proposal: ProposedViewSize(width: 30, height: nil))
        #expect(m.lines.map(\.text) == ["e\u{301}e\u{301}", "ab"])
        #expect(m.size == CGSize(width: 20, height: 40))
        #expect(metrics.measureForLayout("e\u{301}e\u{301} ab", options: TextLayoutOptions(), proposal: ProposedViewSize(width: 30, height: nil)).size == m.size)
    }
}

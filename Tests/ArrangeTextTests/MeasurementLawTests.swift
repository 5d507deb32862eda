import Arrange
import ArrangeTestSupport
import Foundation
import Testing
@testable import ArrangeText

/// The laws every measurement keeps, checked on a seeded random sample of strings and options
/// (sizes, proposals, line limits, truncation modes, scale factors, tracking):
/// the reported width is at most the proposed width (unless the text is clipped because one
/// grapheme alone is wider), the height is at least one line, and asking twice — set anew,
/// then from the cache — gives the same answer.
@Suite("PangoTextMetrics: measurement laws")
struct MeasurementLawTests {
    /// One random request.
    struct Case: CustomStringConvertible {
        var text: String
        var options: TextLayoutOptions
        var proposal: ProposedViewSize
        var description: String {
            "\(text.debugDescription) size \(options.font.pointSize) proposal \(proposal) lineLimit \(options.lineLimit.map(String.init) ?? "nil") "
                + "truncation \(options.truncationMode) minimumScaleFactor \(options.minimumScaleFactor) tracking \(options.tracking)"
        }
    }

    static let pieces = ["a", "b", "word", "Hello", " ", "  ", "\n", "가", "나다", "한국어", "—", "i", "W"]

    static func randomCase(_ random: inout SplitMix64) -> Case {
        let count = Int.random(in: 0...14, using: &random)
        let text = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
        let size = [CGFloat(9), 13, 17, 24, 40].randomElement(using: &random)!
        let width: CGFloat? = Bool.random(using: &random) && Int.random(in: 0..<5, using: &random) == 0
            ? nil : [0, 1e-9, 3, 10, 25, 50, 80, 120, 300].randomElement(using: &random)!
        let height: CGFloat? = Int.random(in: 0..<3, using: &random) == 0 ? [0, 10, 30, 100].randomElement(using: &random)! : nil
        let lineLimit: Int? = Bool.random(using: &random) ? nil : Int.random(in: 1...3, using: &random)
        let mode = [Text.TruncationMode.tail, .head, .middle].randomElement(using: &random)!
        let factor = [CGFloat(1), 1, 0.5, 0.1].randomElement(using: &random)!
        let tracking = [CGFloat(0), 0, 0, -1, -30, 2].randomElement(using: &random)!
        return Case(
            text: text,
            options: TextLayoutOptions(
                font: .system(size: size), lineLimit: lineLimit, truncationMode: mode, minimumScaleFactor: factor, tracking: tracking),
            proposal: ProposedViewSize(width: width, height: height))
    }

    @Test func threeHundredRandomRequestsKeepTheLaws() {
        // ARRANGE_TEST_SEED replays a reported failure.
        let seed = ProcessInfo.processInfo.environment["ARRANGE_TEST_SEED"].flatMap { UInt64($0) } ?? 20_261_130
        // A fresh engine, so that the first answer is set anew and the second comes from the cache.
        let fresh = PangoTextMetrics(engine: PangoTextEngine(fonts: .standard))
        var random = SplitMix64(seed: seed)
        for index in 0..<300 {
            let request = Self.randomCase(&random)
            let cold = fresh.measure(request.text, options: request.options, proposal: request.proposal)
            let cached = fresh.measure(request.text, options: request.options, proposal: request.proposal)
            let line = fresh.lineMetrics(of: request.options.font).lineHeight
            let where_ = "seed \(seed), case \(index): \(request)"
            #expect(cold == cached, "cold and cached answers differ; \(where_)")
            if request.proposal.width == 0, request.proposal.height == 0 {
                #expect(cold.size == .zero, "\(where_)")
                continue
            }
            // A shrunk font's metrics are looked up at its own (rounded) size: within 0.1 %.
            #expect(cold.size.height >= line * cold.fontScale * 0.999, "shorter than one line (\(cold.size)); \(where_)")
            if let width = request.proposal.width {
                #expect(cold.size.width <= width + 0.001, "wider than proposed (\(cold.size)); \(where_)")
            }
            #expect(cold.size.width >= 0 && cold.size.width.isFinite && cold.size.height.isFinite, "\(where_)")
            #expect(cold.lines.count >= 1, "no lines; \(where_)")
            if let limit = request.options.lineLimit {
                #expect(cold.lines.count <= limit, "more lines than the limit; \(where_)")
            }
            for line in cold.lines where !line.isTruncated {
                #expect(!line.text.contains("\n"), "a line holds a line break; \(where_)")
            }
        }
    }
}

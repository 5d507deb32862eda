// Inside a user's `Layout` the explanation tells what the layout asked its subviews and why:
// each `sizeThatFits`/`dimensions(in:)` with its proposal and answer (in sizing and while
// placing), which answers the engine remembered (and from which step), when the layout made
// its cache, how many questions its own answer took, and where and how it placed each subview.
import Foundation
import Testing
@testable import Arrange

/// Two children side by side, each centred on a point (the anchor is `.center`), asked with
/// `dimensions(in:)` while placing.
private struct CentredPair: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let width = subview.dimensions(in: .unspecified).width
            subview.place(at: CGPoint(x: x + width / 2, y: bounds.midY), anchor: .center, proposal: .unspecified)
            x += width
        }
    }
}

@MainActor
struct CustomLayoutExplanationTests {
    static let metrics = MonospacedTextMetrics(advance: 7, lineHeight: 17)

    static func layout<V: View>(_ view: V, direction: LayoutDirection = .leftToRight) -> ViewLayout {
        var environment = EnvironmentValues()
        environment.textMetrics = metrics
        environment.layoutDirection = direction
        return ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 100), environment: environment)
    }

    @Test func aLayoutsQuestionsAreToldWithTheirProposalsAndAnswers() {
        let layout = Self.layout(CentredPair { Text("ab"); Text("cde") })
        let sizing = layout.explanation.sizingSteps.map(\.english)
        // "ab" is 2 × 7 = 14 wide and 17 tall with the monospaced metrics.
        #expect(sizing.contains("CentredPair asks text for its size in nil×nil (sizeThatFits)."))
        #expect(sizing.contains("text reports its size as 14×17."))
        #expect(sizing.contains("CentredPair's sizeThatFits works its size out from the answers of its subviews (asked 2 times) and reports 35×17."))
        let korean = layout.explanation.sizingSteps.map(\.korean)
        #expect(korean.contains("CentredPair가 sizeThatFits로 text에 nil×nil에서의 크기를 묻습니다."))
    }

    @Test func questionsWhilePlacingAndRememberedAnswersPointAtTheStepThatWorkedThemOut() throws {
        let layout = Self.layout(CentredPair { Text("ab"); Text("cde") })
        let sizing = layout.explanation.sizingSteps
        let placement = layout.explanation.placementSteps.map(\.english)
        let first = try #require(sizing.first { $0.english == "text reports its size as 14×17." })
        #expect(placement.contains("Placing its subviews, CentredPair asks text for its dimensions in nil×nil (dimensions(in:): its size and alignment guides)."))
        #expect(placement.contains("text answers 14×17 again: its answer to nil×nil is remembered from sizing step \(first.number), so it is not worked out again."))
    }

    @Test func aPlacementByAnAnchorShowsThePointTheProposalAndTheOriginArithmetic() {
        let layout = Self.layout(CentredPair { Text("ab"); Text("cde") })
        let placement = layout.explanation.placementSteps.map(\.english)
        // The pair is 35×17 and centred in 200×100: its bounds start at (82.5, 41.5); "ab" is
        // centred on (7, 8.5) of them.
        #expect(placement.contains("CentredPair places text with its center at (7, 8.5), proposing nil×nil: text takes 14×17, so its origin is (7-7, 8.5-8.5) = (0, 0)."))
        #expect(placement.contains("CentredPair places text with its center at (24.5, 8.5), proposing nil×nil: text takes 21×17, so its origin is (24.5-10.5, 8.5-8.5) = (14, 0)."))
        let korean = layout.explanation.placementSteps.map(\.korean)
        #expect(korean.contains("CentredPair가 text의 center를 (24.5, 8.5)에 두고 nil×nil을 제안해 배치합니다. text의 크기는 21×17이므로 origin은 (24.5-10.5, 8.5-8.5) = (14, 0)입니다."))
    }

    @Test func rightToLeftTheRequestedPlacementShowsTheMirroring() {
        let layout = Self.layout(CentredPair { Text("ab"); Text("cde") }, direction: .rightToLeft)
        let placement = layout.explanation.placementSteps.map(\.english)
        // From the leading edge "ab" starts at 0; mirrored in the 35-wide pair it starts at 35 − 0 − 14.
        #expect(placement.contains("CentredPair places text with its center at (7, 8.5), proposing nil×nil: text takes 14×17; its origin from the leading edge is (7-7, 8.5-8.5), which right to left is (35-0-14, 0) = (21, 0)."))
    }

    @Test func aLayoutWithACacheSaysWhenItMadeItAndThatItsAnswerCameFromIt() {
        let layout = Self.layout(FlowLayout(spacing: 4) { Text("ab"); Text("cde") })
        let sizing = layout.explanation.sizingSteps.map(\.english)
        let made = sizing.firstIndex(of: "FlowLayout makes its cache for its 2 subviews (makeCache), once for this layout pass; its methods read and write it.")
        let asked = sizing.firstIndex(of: "FlowLayout asks text for its size in nil×nil (sizeThatFits).")
        #expect(made != nil && asked != nil && made! < asked!)
        #expect(sizing.contains("FlowLayout's sizeThatFits asks its subviews nothing: it works 39×17 out from its cache and reports it."))
        // Placing from its cache, it asks nothing more: each placement still says where and how.
        let placement = layout.explanation.placementSteps.map(\.english)
        #expect(!placement.contains { $0.contains("asks text") })
        #expect(placement.contains("FlowLayout places text with its top-leading corner at (0, 0), proposing nil×nil: text takes 14×17."))
        #expect(placement.contains("FlowLayout places text with its top-leading corner at (18, 0), proposing nil×nil: text takes 21×17."))
    }

    @Test func builtInContainersStillTellTheirOwnSteps() {
        let layout = Self.layout(HStack { Text("ab"); Text("cde") })
        #expect(!layout.explanation.steps.contains { $0.english.contains(" asks ") || $0.english.contains("makes its cache") })
    }
}

// A user's `Layout` that misbehaves (issue 13, "Bad input"): each misbehaviour gets a defined
// result and a diagnostic, and leaves nothing behind in what the process keeps between layouts
// (the node columns `ColumnBufferPool` holds, the node-count estimates), so that the next layout
// gives the numbers a fresh one does. (A layout that traps ends the program: that is the user's,
// and `arrange` reports it, `Tests/ArrangeToolTests/LayoutTrapEndToEndTests.swift`.)
import Arrange
import Foundation
import Testing

/// Proposes `proposal` to its one subview, reports the subview's answer, and places it with it.
private struct ProposesBadly: Layout {
    var proposal: ProposedViewSize

    func sizeThatFits(proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal _: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// Reports `size` whatever it is proposed, and places its subview with the proposal it got.
private struct ReportsBadly: Layout {
    var size: CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// Every answer a `Drifting` layout gave, in order (its own state, outside the engine).
private final class AnswerLog: @unchecked Sendable {
    var answers: [(proposal: ProposedViewSize, size: CGSize)] = []
}

/// Answers 10 points wider each time it is asked, whatever the proposal: the same question
/// never gets the same answer twice from it.
private struct Drifting: Layout {
    let log: AnswerLog

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = CGSize(width: CGFloat(10 * (log.answers.count + 1)), height: 10)
        log.answers.append((proposal, size))
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

/// How many caches a `CacheScrambler` made.
private final class CacheCount: @unchecked Sendable {
    var made = 0
}

/// Answers from a count its cache keeps of the questions it was asked, and scrambles the
/// count while placing: its answers depend on the order of the questions of the pass.
private struct CacheScrambler: Layout {
    struct Cache {
        var questions = 0
    }
    let count: CacheCount

    func makeCache(subviews: Subviews) -> Cache {
        count.made += 1
        return Cache()
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache.questions = -1_000
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.questions += 1
        return CGSize(width: CGFloat(20 * cache.questions), height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.questions = Int.max / 2
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
}

/// Places its subview while it is being sized (at 500, 500), then again where it belongs.
private struct PlacesWhileSizing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.place(at: CGPoint(x: 500, y: 500), proposal: .zero)
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// Gives `value` for every horizontal guide.
private struct ConstantGuide: Layout {
    var value: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        value
    }
}

/// Measures its subview at widths 1, 2, 3, … until measuring gives nothing back.
private struct Insatiable: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        while true {
            width += 1
            if subviews.first?.sizeThatFits(ProposedViewSize(width: width, height: 10)) == .zero { return CGSize(width: width, height: 10) }
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// Places its first subview twice, the second time at an infinite x, and its second never.
private struct PlacesTwiceOrNever: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
        subviews.first?.place(at: CGPoint(x: CGFloat.infinity, y: bounds.minY), proposal: proposal)
    }
}

private let square = ProposedViewSize(width: 50, height: 50)

/// A 10 × 10 child to misbehave around.
private var child: some View { Color.red.id("child") }

/// Each way a layout misbehaves here, laid out beside 3,000 small views: enough nodes that the
/// layout's node columns come from, and go back to, the buffers the process keeps between
/// layouts (`ColumnBufferPool` keeps those of 64 KB and more).
enum Misbehaviour: String, CaseIterable, Sendable {
    case proposesNaN, proposesInfinity, reportsNaN, reportsInfinity, placesTwiceOrNever, drifts, scramblesItsCache
    case placesWhileSizing, givesAConstantGuide, asksAMillionQuestions

    func layOut() -> ViewLayout {
        let misbehaving: AnyView =
            switch self {
            case .proposesNaN: AnyView(ProposesBadly(proposal: ProposedViewSize(width: .nan, height: -5)) { child })
            case .proposesInfinity: AnyView(ProposesBadly(proposal: .infinity) { child })
            case .reportsNaN: AnyView(ReportsBadly(size: CGSize(width: CGFloat.nan, height: -3)) { child })
            case .reportsInfinity: AnyView(ReportsBadly(size: CGSize(width: CGFloat.infinity, height: 20)) { child })
            case .placesTwiceOrNever: AnyView(PlacesTwiceOrNever { child; Color.blue })
            case .drifts: AnyView(Drifting(log: AnswerLog()) { child })
            case .scramblesItsCache: AnyView(CacheScrambler(count: CacheCount()) { child })
            case .placesWhileSizing: AnyView(PlacesWhileSizing { child })
            case .givesAConstantGuide: AnyView(ConstantGuide(value: .nan) { child.alignmentGuide(.leading) { _ in 0 } })
            case .asksAMillionQuestions: AnyView(Insatiable { child })
            }
        return ViewLayout(
            VStack(alignment: .leading, spacing: 0) {
                misbehaving
                ForEach(0..<3_000) { _ in Color.clear.frame(width: 1, height: 1) }
            },
            // A budget of 1,000,000 questions, as for a small tree.
            proposal: ProposedViewSize(width: 100, height: 5_000), options: LayoutOptions(measurementsPerNode: 100))
    }
}

/// What two layouts must agree on to give the same numbers.
private struct LayoutNumbers: Equatable {
    var size: CGSize
    var frames: [CGRect?]
    var warnings: [String]
    var measureCount: Int
    var requestCount: Int

    init(_ layout: ViewLayout) {
        size = layout.size
        frames = layout.nodes.map(\.frame)
        warnings = layout.warnings
        measureCount = layout.statistics.measureCount
        requestCount = layout.statistics.requestCount
    }
}

/// A well-behaved tree of 7,261 views (`ColumnBufferPoolTests`' grid): 60 rows of 60 cells of
/// 10 points with gaps of 2 and 1.
private func referenceGrid() -> ViewLayout {
    ViewLayout(
        VStack(spacing: 1) {
            ForEach(0..<60, id: \.self) { _ in
                HStack(spacing: 2) {
                    ForEach(0..<60, id: \.self) { _ in Color.clear.frame(width: 10, height: 10) }
                }
            }
        }, proposal: ProposedViewSize(width: 1000, height: 1000))
}

@Suite("Bad input: a custom Layout that misbehaves")
struct MisbehavingLayoutTests {
    @Test func aNaNOrNegativeProposalToASubviewBecomesUnspecifiedOrZeroWithADiagnostic() {
        let layout = ViewLayout(ProposesBadly(proposal: ProposedViewSize(width: .nan, height: -5)) { child }, proposal: square)
        expectSaneFrames(layout)
        // Unspecified width: Color's ideal 10; height 0.
        #expect(layout.size == CGSize(width: 10, height: 0))
        #expect(layout.frame(of: "child") == CGRect(x: 0, y: 0, width: 10, height: 0))
        let invalid = layout.diagnostics.filter { if case .invalidProposal = $0.kind { true } else { false } }
        #expect(!invalid.isEmpty)
        #expect(invalid.allSatisfy { $0.path == "ProposesBadly › Color" })
        #expect(layout.warnings.first?.hasPrefix("A proposal of NaN×-5 is invalid") == true)
    }

    @Test func anInfiniteProposalToASubviewIsLegalButTheLayoutsAnswerIsCutToItsOwnProposal() {
        let layout = ViewLayout(ProposesBadly(proposal: .infinity) { child }, proposal: square)
        expectSaneFrames(layout)
        // The colour takes ∞ × ∞; the layout reports it for a 50 × 50 proposal, which is cut to 50 × 50.
        #expect(layout.size == CGSize(width: 50, height: 50))
        #expect(kinds(layout) == [.invalidReportedSize(CGSize(width: CGFloat.infinity, height: .infinity))])
        #expect(layout.frame(of: "child")?.origin == .zero)
    }

    @Test(arguments: [
        (CGSize(width: CGFloat.infinity, height: 20), CGSize(width: 50, height: 20)),
        (CGSize(width: -3, height: CGFloat.nan), CGSize.zero),
        (CGSize(width: -CGFloat.infinity, height: 1e300), CGSize(width: 0, height: 1e300)),
    ])
    func aNaNNegativeOrInfiniteAnswerIsCleanedWithADiagnostic(answer: CGSize, cleaned: CGSize) {
        let layout = ViewLayout(ReportsBadly(size: answer) { child }, proposal: square)
        expectSaneFrames(layout)
        #expect(layout.size == cleaned)
        #expect(layout.diagnostics.count == 1)
        #expect(layout.diagnostics.first?.path == "ReportsBadly")
        #expect(layout.warnings.first?.contains("\(answer.width)".replacingOccurrences(of: "inf", with: "∞")) == true || answer.width == -3)
        // Under an unspecified proposal an infinite length has nothing to be cut to: 0.
        if answer.width == .infinity {
            #expect(ViewLayout(ReportsBadly(size: answer) { child }, proposal: .unspecified).size == CGSize(width: 0, height: 20))
        }
    }

    @Test func aLayoutAnsweringDifferentlyEveryTimeIsAskedOncePerProposalAndPlacedAtItsFirstAnswer() {
        let log = AnswerLog()
        let layout = ViewLayout(
            HStack(spacing: 0) {
                Drifting(log: log) { child }.id("drifting")
                Color.blue.frame(width: 30, height: 30)
            }, proposal: ProposedViewSize(width: 200, height: 50))
        expectSaneFrames(layout)
        let proposals = log.answers.map(\.proposal)
        #expect(Set(proposals.map { "\($0)" }).count == proposals.count)  // no proposal asked twice
        let frame = try! #require(layout.frame(of: "drifting"))
        let placedWith = log.answers.last { $0.size.width == frame.width }
        #expect(placedWith != nil)
        #expect(layout.size.width == frame.width + 30)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func aLayoutThatScramblesItsCacheGetsAFreshCacheEveryPassAndTheSameNumbers() {
        let count = CacheCount()
        func view() -> some View {
            HStack(spacing: 0) {
                CacheScrambler(count: count) { child }.id("scrambler")
                Color.blue.frame(width: 30, height: 30)
            }
        }
        let first = ViewLayout(view(), proposal: ProposedViewSize(width: 200, height: 50))
        #expect(count.made == 1)
        let second = ViewLayout(view(), proposal: ProposedViewSize(width: 200, height: 50))
        #expect(count.made == 2)
        #expect(first.nodes.map(\.frame) == second.nodes.map(\.frame))
        #expect(first.frame(of: "scrambler") == second.frame(of: "scrambler"))
        #expect(first.diagnostics.isEmpty)
    }

    @Test func aSubviewPlacedWhileSizingEndsWhereThePlacementPassPutsIt() {
        let layout = ViewLayout(PlacesWhileSizing { child }, proposal: square)
        expectSaneFrames(layout)
        #expect(layout.size == CGSize(width: 50, height: 50))
        #expect(layout.frame(of: "child") == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    /// A stack of a `ConstantGuide` around a 10 × 10 colour, over a 20 × 10 one, aligned by
    /// their leading guides; `guided` gives the colour inside a leading guide of its own.
    private static func leadingStack(_ value: CGFloat, guided: Bool) -> ViewLayout {
        ViewLayout(
            VStack(alignment: .leading, spacing: 0) {
                if guided {
                    ConstantGuide(value: value) { Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in 0 } }.id("guide")
                } else {
                    ConstantGuide(value: value) { Color.red.frame(width: 10, height: 10) }.id("guide")
                }
                Color.blue.frame(width: 20, height: 10).id("blue")
            }, proposal: square)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteGuideFromALayoutFallsBackToTheDefaultWithADiagnostic(value: CGFloat) {
        let layout = Self.leadingStack(value, guided: true)
        expectSaneFrames(layout)
        #expect(layout.size == CGSize(width: 20, height: 20))
        #expect(layout.frame(of: "guide") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layout.frame(of: "blue") == CGRect(x: 0, y: 10, width: 20, height: 10))
        #expect(layout.warnings == [
            "ConstantGuide's explicitAlignment(of:) returned \(value.isNaN ? "NaN" : value > 0 ? "∞" : "-∞") for .leading; the guide's default value is used "
                + "instead. Return a finite value from explicitAlignment, or nil for the guide's default. (at VStack › ConstantGuide[0])"
        ])
    }

    @Test func aFiniteGuideFromALayoutMovesItInItsStack() {
        // Its leading guide 5 points in lines up with the blue colour's leading edge.
        let layout = Self.leadingStack(5, guided: true)
        #expect(layout.size == CGSize(width: 25, height: 20))
        #expect(layout.frame(of: "guide") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layout.frame(of: "blue") == CGRect(x: 5, y: 10, width: 20, height: 10))
        #expect(layout.diagnostics.isEmpty)
    }

    /// Regression: the engine asked a layout for its explicit guides only when a view inside it
    /// stated that guide, so a user's layout over plain subviews had its own guide ignored.
    @Test func aUsersLayoutIsAskedForItsGuidesWhateverItsSubviewsState() {
        let plain = Self.leadingStack(5, guided: false)
        #expect(plain.size == CGSize(width: 25, height: 20))
        #expect(plain.frame(of: "guide") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(plain.frame(of: "blue") == CGRect(x: 5, y: 10, width: 20, height: 10))
        // Through AnyLayout too; and a NaN is still dropped with its diagnostic.
        let erased = ViewLayout(
            VStack(alignment: .leading, spacing: 0) {
                AnyLayout(ConstantGuide(value: 5)) { Color.red.frame(width: 10, height: 10) }
                Color.blue.frame(width: 20, height: 10).id("blue")
            }, proposal: square)
        #expect(erased.frame(of: "blue") == CGRect(x: 5, y: 10, width: 20, height: 10))
        let nan = Self.leadingStack(.nan, guided: false)
        #expect(nan.size == CGSize(width: 20, height: 20))
        #expect(nan.warnings.count == 1)
    }

    @Test func aLayoutAskingAMillionQuestionsStopsAtTheWorkBudgetWithExactNumbers() {
        let layout = ViewLayout(Insatiable { child }, proposal: square)
        expectSaneFrames(layout)
        #expect(kinds(layout) == [.workBudgetExceeded(limit: 1_000_000)])
        #expect(layout.warnings.first?.hasPrefix("The layout asked for more than 1000000 sizes; measuring stopped and further sizes are zero.") == true)
        // The colour measured at widths 1 to 999,999 (and the root asked once, then placed with
        // that answer); the millionth question is past the budget and answered zero, so the
        // layout reports 1,000,000 × 10.
        #expect(layout.statistics.measureCount == 1_000_000)
        #expect(layout.statistics.requestCount == 1_000_002)
        #expect(layout.size == CGSize(width: 1_000_000, height: 10))
        // Placing asks past the budget too: the colour, never measured at 50 × 50, gets zero.
        #expect(layout.frame(of: "child") == CGRect(x: 0, y: 0, width: 0, height: 0))
    }

    /// No misbehaviour of a user's layout leaves engine state behind: a well-behaved tree laid
    /// out after it gives the numbers it gave before, and the misbehaving tree laid out again
    /// gives its own numbers again (but for the layout whose answers drift by design).
    @Test(arguments: Misbehaviour.allCases)
    func theNextLayoutAfterAMisbehavingOneGivesTheNumbersOfAFreshOne(_ misbehaviour: Misbehaviour) {
        let before = LayoutNumbers(referenceGrid())
        let first = misbehaviour.layOut()
        // (A subview never placed is not shown: the one frame-sanity rule that case breaks.)
        if misbehaviour != .placesTwiceOrNever { expectSaneFrames(first, misbehaviour.rawValue) }
        #expect(!first.diagnostics.isEmpty || misbehaviour == .drifts || misbehaviour == .scramblesItsCache || misbehaviour == .placesWhileSizing)
        let after = LayoutNumbers(referenceGrid())
        #expect(after == before)
        #expect(after.size == CGSize(width: 718, height: 659))
        #expect(after.frames.count == 1 + 60 + 3_600 * 2)
        #expect(after.warnings.isEmpty)
        let again = misbehaviour.layOut()
        if misbehaviour != .drifts { #expect(LayoutNumbers(again) == LayoutNumbers(first)) }
        #expect(again.nodes.count == first.nodes.count)
    }
}

@testable import Arrange
import Foundation
import Testing

/// A layout that answers a NaN width for every proposal: the pass warns about it each time it
/// is asked, always at the same node.
struct NaNWideLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Problems are told by one rule (`ToldOnce`) whoever tells them: the same words once, in the
/// order they came, at most a limit (issue 13 item 6, "diagnostic de-duplication written once").
@Suite("Problems are told once, by one rule")
struct ToldOnceTests {
    @Test func aProblemThatReadsTheSameIsToldOnceWhereItFirstCame() {
        var list = ToldOnce<String>()
        let answers = ["b", "a", "b", "c"].map { list.tell($0) }
        #expect(answers == [true, true, false, true])
        #expect(list.told == ["b", "a", "c"])
    }

    @Test func aDiagnosticAboutNaNMatchesItself() {
        let nan = LayoutDiagnostic(kind: .invalidFrameDimension(.nan), path: "frame")
        var list = ToldOnce<LayoutDiagnostic>()
        list.tell(nan)
        list.tell(nan)
        #expect(list.told.count == 1)
        var array: [LayoutDiagnostic] = []
        array.tell(nan)
        array.tell(nan)
        #expect(array.count == 1)
    }

    @Test func pastTheLimitProblemsAreDroppedUnread() {
        var list = ToldOnce<String>(limit: 2)
        list.tell("a")
        #expect(!list.isFull)
        list.tell("b")
        #expect(list.isFull)
        let toldC = list.tell("c")
        #expect(!toldC)
        #expect(list.told == ["a", "b"])
    }

    @Test func theListsKeptWhileALayoutRunsTellByTheSameRule() {
        // The tree builder's, the pass's and the rounds' lists are plain arrays: they keep
        // exactly what `ToldOnce` keeps, for repeats, NaNs and the limit alike.
        let values: [CGFloat] = [1, .nan, 2, 1, .nan, 3, 4, 2, 5, 6]
        let diagnostics = values.map { LayoutDiagnostic(kind: .invalidValue(modifier: "padding", value: $0), path: "padding") }
        for limit in [3, 5, LayoutDiagnostic.limit] {
            var array: [LayoutDiagnostic] = []
            var list = ToldOnce<LayoutDiagnostic>(limit: limit)
            for diagnostic in diagnostics {
                array.tell(diagnostic, limit: limit)
                list.tell(diagnostic)
            }
            #expect(array.map(\.description) == list.told.map(\.description), "limit \(limit)")
        }
        var array: [LayoutDiagnostic] = []
        for diagnostic in diagnostics { array.tell(diagnostic) }
        #expect(array.count == 7)
    }

    @Test func theSameDiagnosticRaisedTwiceAtOneNodeIsReportedOnce() {
        let layout = ViewLayout(
            HStack { NaNWideLayout { Color.red }; Color.blue }, proposal: ProposedViewSize(width: 100, height: 100))
        let node = try! #require(layout.nodes.first { $0.kind.contains("NaNWideLayout") })
        // The stack asked it more than once, and each answer was warned about.
        #expect(node.answers.count > 1)
        let found = layout.diagnostics.filter { if case .invalidReportedSize = $0.kind { true } else { false } }
        #expect(found.count == 1)
        #expect(found.first?.node == node.index)
        #expect(layout.warnings.filter { $0.hasPrefix("A view reported NaN") }.count == 1)
    }
}

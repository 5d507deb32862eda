import Arrange
import ArrangeTestSupport
@testable import ArrangeTool
import Foundation
import Testing

/// A card as a user writes one, its text padded deep enough that its written name is shortened.
private struct Card: View {
    var body: some View {
        Text("Favorite").padding(1).padding(2).padding(3).padding(4).background(Color.red)
    }
}

/// A layout that answers a NaN width for every proposal: the pass warns about it each time it
/// is asked, always at the same node.
private struct NaNWide: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// The tool's names and warnings shorten paths and tell each problem once by the engine's
/// rules (`NodePath.Elision.written`, `ToldOnce`; issue 13 item 6).
@Suite("The tool's names and warnings follow the one path rule and the one telling rule")
struct WrittenRulesTests {
    @Test func aWrittenNameIsShortenedByTheOnePathRule() {
        let layout = ViewLayout(Card(), proposal: ProposedViewSize(width: 200, height: 100))
        let names = WrittenNames(layout, sourcePath: nil)
        let text = try! #require(layout.nodes.first { $0.kind == "text" })
        let parts = ["Card", "background", "padding", "padding", "padding", "padding", "text \"Favorite\""]
        #expect(names.path(of: text.index) == NodePath.Elision.written.shorten(parts).joined(separator: NodePath.separator))
        #expect(names.path(of: text.index) == "Card › background › … › padding › padding › text \"Favorite\"")
    }

    @Test func theSameDiagnosticRaisedTwiceAtOneNodeIsToldOnceByTheTool() {
        let layout = ViewLayout(HStack { NaNWide { Color.red }; Color.blue }, proposal: ProposedViewSize(width: 100, height: 100))
        let names = WrittenNames(layout, sourcePath: nil)
        #expect(names.warnings(of: layout).filter { $0.hasPrefix("A view reported NaN") }.count == 1)
        let table = FramesReport.table(layout)
        #expect(table.components(separatedBy: "A view reported NaN").count == 2, "\(table)")
    }
}

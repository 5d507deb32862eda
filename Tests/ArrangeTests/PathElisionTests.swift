@testable import Arrange
import Foundation
import Testing

/// A path too long to quote whole is shortened by one rule (`NodePath.Elision`), with a named
/// value for each kind of message: a diagnostic's, a picture's warning's, the tool's written
/// names (issue 13 item 6, "node paths written once").
@Suite("Long paths are shortened by one rule")
struct PathElisionTests {
    private let parts = (0..<20).map { "v\($0)" }

    @Test func everyElisionLeavesOutAtLeastOneLevelWhenItShortens() {
        for elision in [NodePath.Elision.diagnostic, .picture, .written, .nearest(3)] {
            #expect(elision.head + elision.tail <= elision.most)
            let shortened = elision.shorten(Array(parts.prefix(elision.most + 1)))
            #expect(shortened.count - 1 < elision.most + 1)
            #expect(elision.shorten(Array(parts.prefix(elision.most))) == Array(parts.prefix(elision.most)))
        }
        #expect(NodePath.Elision.none.shorten(parts) == parts)
    }

    @Test func aPicturesPathKeepsItsFirstFourAndLastEightLevelsAndCountsTheRest() {
        #expect(NodePath.Elision.picture.shorten(parts) == ["v0", "v1", "v2", "v3", "… 8 more …"] + parts.suffix(8))
        #expect(NodePath.Elision.picture.shorten(Array(parts.prefix(12))) == Array(parts.prefix(12)))
    }

    @Test func aWrittenNameOfMoreThanSixPartsKeepsTwoAndThreeAroundAnEllipsis() {
        #expect(NodePath.Elision.written.shorten(Array(parts.prefix(7))) == ["v0", "v1", "…", "v4", "v5", "v6"])
        #expect(NodePath.Elision.written.shorten(Array(parts.prefix(6))) == Array(parts.prefix(6)))
    }

    @Test func aDiagnosticsPathKeepsTheNearestTwelveLevels() {
        #expect(NodePath.Elision.diagnostic.shorten(parts) == ["…"] + parts.suffix(12))
    }

    @Test func aFinishedLayoutShortensAPathAsTheRuleShortensItsLevels() {
        var view = AnyView(Color.clear)
        for _ in 0..<30 { view = AnyView(view.padding(1)) }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 100, height: 100))
        let leaf = layout.nodes[layout.nodes.count - 1]
        let full = layout.path(of: leaf).components(separatedBy: NodePath.separator)
        for elision in [NodePath.Elision.picture, .written, .diagnostic, .none] {
            #expect(layout.path(of: leaf, shortenedBy: elision) == elision.shorten(full).joined(separator: NodePath.separator))
        }
        // The tree under layout spells a diagnostic's path by the same rule.
        #expect(layout.nodes.storedNode(at: leaf.index).path == NodePath.Elision.diagnostic.shorten(full).joined(separator: NodePath.separator))
    }
}

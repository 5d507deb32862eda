import ArrangeTestSupport
import Foundation
import Testing

@testable import Arrange

/// A node's path is spelled by one rule (`NodePath`) whichever tree it is read from: the tree
/// under layout (`LayoutNode.path`, quoted by diagnostics) and the finished layout
/// (`ViewLayout.path(of:)`) (issue 13 item 6, "node paths written once").
@Suite("Node paths: one rule for the tree under layout and the finished layout")
struct NodePathTests {
    @Test func bothTreesSpellEveryNodeOfTheRandomTreesAlike() {
        var compared = 0
        for seed in 0..<120 {
            let tree = RandomViewTree(seed: UInt64(seed))
            guard !mayTrap(tree) else { continue }
            let layout = ViewLayout(tree.view, proposal: ProposedViewSize(width: 390, height: 844))
            for info in layout.nodes {
                let stored = layout.nodes.storedNode(at: info.index)
                let described = layout.path(of: info)
                #expect(stored.path(levels: .max) == described, "seed \(seed), node \(info.index)")
                compared += 1
            }
        }
        #expect(compared > 500)
    }

    @Test func aPathNamesEachLevelWithItsPositionAmongSeveralSiblings() {
        let layout = ViewLayout(
            VStack {
                Color.red.frame(width: 10, height: 10)
                HStack {
                    Color.clear
                    Color.blue.padding(2)
                }
            },
            proposal: ProposedViewSize(width: 100, height: 100))
        let padding = layout.nodes.first { $0.kind == "padding" }!
        #expect(layout.path(of: padding) == "VStack › HStack[1] › padding[1]")
        #expect(layout.nodes.storedNode(at: padding.index).path == "VStack › HStack[1] › padding[1]")
        let colour = layout.nodes[padding.children[0]]
        #expect(layout.path(of: colour).hasSuffix("padding[1] › \(colour.kind)"))
    }

    @Test func aDiagnosticsPathNamesTheNearestTwelveLevelsAndTheFinishedLayoutsNamesThemAll() {
        var view = AnyView(Color.clear)
        for _ in 0..<20 { view = AnyView(view.padding(1)) }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 100, height: 100))
        let leaf = layout.nodes[layout.nodes.count - 1]
        let full = layout.path(of: leaf).components(separatedBy: NodePath.separator)
        #expect(full.count > NodePath.diagnosticLevels + 1)
        let short = layout.nodes.storedNode(at: leaf.index).path.components(separatedBy: NodePath.separator)
        #expect(short == ["…"] + full.suffix(NodePath.diagnosticLevels))
    }
}

/// The finished layout numbers a node among any number of siblings; diagnostics, spelled during
/// layout, stop numbering past `NodePath.mostNumberedSiblings` (a walk over the siblings each).
@Suite("node paths among many siblings")
struct NodePathManySiblingsTests {
    @Test func theFinishedLayoutNumbersANodeAmongMoreThanAThousandSiblings() {
        let layout = ViewLayout(
            VStack(spacing: 0) { ForEach(0..<1_500, id: \.self) { _ in Color.red.frame(width: 1, height: 1) } },
            proposal: ProposedViewSize(width: 10, height: 2_000))
        let last = layout.nodes.last { $0.kind == "frame" }
        #expect(last.map { layout.path(of: $0) } == "VStack › frame[1499]")
        let diagnostic = last.map { layout.nodes.storedNode(at: $0.index).path }
        #expect(diagnostic == "VStack › frame")
    }
}

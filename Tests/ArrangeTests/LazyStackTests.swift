// Lazy stacks and List: rows proposed nil along the axis, and only the visible ones built.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Lazy stacks and List")
struct LazyStackTests {
    let screen = ProposedViewSize(width: 320, height: 480)

    @Test func lazyVStackProposesNilHeightAndTakesTheProposedWidth() {
        let view = LazyVStack(spacing: 0) {
            Text("View 0").padding(.vertical).id(0)
            Text("View 1").padding(.vertical).id(1)
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.size == CGSize(width: 320, height: 2 * 49))
        #expect(layout.node(id: 0)?.placedProposal == ProposedViewSize(width: 320, height: nil))
        #expect(layout.frame(of: 1) == CGRect(x: 139, y: 49, width: 42, height: 49))
    }

    @Test func lazyStackSpacingOfNaNIsWarnedAndTheDefaultUsed() {
        let layout = ViewLayout(
            LazyVStack(spacing: .nan) { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) },
            proposal: screen)
        #expect(layout.diagnostics.contains { if case .invalidValue("LazyVStack(spacing:)", _) = $0.kind { true } else { false } })
        // Two rows of 10 and the default 8 between them.
        #expect(layout.size == CGSize(width: 320, height: 28))
    }

    @Test func lazyHStackProposesNilWidth() {
        let view = LazyHStack(spacing: 4) { Color.red.id(0); Color.blue.id(1) }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 300, height: 50))
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 10, height: 50))
        #expect(layout.frame(of: 1) == CGRect(x: 14, y: 0, width: 10, height: 50))
        #expect(layout.size == CGSize(width: 24, height: 50))
    }

    @Test func onlyTheVisibleRowsOfAHundredThousandAreBuilt() {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100_000) { index in
                    Text("View \(index)").padding(.vertical).id(index)
                }
            }
        }
        let layout = ViewLayout(view, proposal: screen)
        // Rows are 49 tall: ten fill the 480 points shown (the tenth partly).
        #expect(layout.frame(of: 0) == CGRect(x: 139, y: 0, width: 42, height: 49))
        #expect(layout.frame(of: 9)?.minY == 441)
        #expect(layout.frame(of: 10) == nil)
        #expect(layout.frame(of: 99_999) == nil)
        #expect(layout.statistics.nodeCount < 60)
        // The height of the rows never built is estimated from those that were.
        #expect(layout.root.children.count == 1)
        let content = layout.nodes[layout.root.children[0]]
        #expect(content.answers.first?.size.height == 4_900_000)
    }

    @Test func scrollingFarDownBuildsOnlyTheRowsShownThere() {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(0..<100_000) { index in Color.red.frame(height: 20).id(index) }
            }
        }
        .scrollContentOffset(CGPoint(x: 0, y: 20 * 50_000))
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: 50_000) == CGRect(x: 0, y: 0, width: 320, height: 20))
        #expect(layout.frame(of: 50_023)?.minY == 460)
        #expect(layout.frame(of: 49_990) == nil)
        #expect(layout.statistics.nodeCount < 150)
        #expect(layout.warnings.isEmpty)
    }

    @Test func listTakesTheProposalAndInsetsItsRows() {
        let view = List {
            ForEach(0..<1_000) { index in Text("Row \(index)").id(index) }
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.size == CGSize(width: 320, height: 480))
        // Inset-grouped by default: the card 16 in, text 20 further, the section 35 down; rows
        // at least 44 tall with the text centred (ios-metrics.md §4).
        #expect(layout.frame(of: 0) == CGRect(x: 36, y: 35 + 13.5, width: 35, height: 17))
        #expect(layout.frame(of: 1)?.minY == 35 + 44 + 13.5)
        #expect(layout.frame(of: 11) == nil)
        #expect(layout.statistics.nodeCount < 80)
    }

    @Test func staticRowsBesideAForEachAreRowsToo() {
        let view = ScrollView {
            LazyVStack(spacing: 0) {
                Color.red.frame(height: 100).id("header")
                ForEach(0..<10_000) { Color.blue.frame(height: 100).id($0) }
            }
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "header")?.minY == 0)
        #expect(layout.frame(of: 0)?.minY == 100)
        #expect(layout.frame(of: 3)?.minY == 400)
        #expect(layout.frame(of: 5) == nil)
    }
}

@Suite("Sections")
struct SectionTests {
    @Test func sectionsAreRowsInAListAndAGroupElsewhere() {
        let list = List {
            Section("Fruit") {
                ForEach(0..<500) { Text("Fruit \($0)").id($0) }
            }
        }
        let layout = ViewLayout(list, proposal: ProposedViewSize(width: 320, height: 480))
        // The header (13-point footnote text, 22 below the top, 7 above the card) comes first;
        // fruit 0 follows in the card (ios-metrics.md §4; spacing choices in ListMetrics).
        #expect(layout.frame(of: 0)?.minY == 22 + 13 + 7 + 13.5)
        #expect(layout.frame(of: 499) == nil)
        let stacked = VStack(spacing: 0) {
            Section { Color.red.frame(height: 10).id("content") } header: { Color.blue.frame(height: 5) } footer: { Color.green.frame(height: 7) }
        }
        let plain = ViewLayout(stacked, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(plain.size.height == 22)
        #expect(plain.frame(of: "content")?.minY == 5)
    }
}

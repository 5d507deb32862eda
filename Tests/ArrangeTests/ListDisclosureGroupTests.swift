// A DisclosureGroup inside a List or Form, as iOS 17 shows it on an iPhone 15 Pro (393 points
// wide): its label is a row and, when expanded, each view of its content is a row of its own.
// Row geometry as in ListLayoutTests (ios-metrics.md §4: card 16 in, text 20 further, rows at
// least 44 tall, the first row 35 below the top); text measured with the monospaced metrics.
import Arrange
import Foundation
import Testing

@Suite("DisclosureGroup in a list")
struct ListDisclosureGroupTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    private func separators(_ layout: ViewLayout) -> [CGRect] {
        layout.nodes.filter { $0.kind == "Rectangle" && $0.frame?.height == 0.5 }.compactMap(\.frame)
    }

    @Test func anExpandedGroupInAListMakesItsLabelAndEachContentViewARow() {
        let view = List {
            DisclosureGroup(isExpanded: .constant(true)) {
                Text("Wi-Fi").id("a")
                Text("Bluetooth").id("b")
            } label: {
                Text("Radios").id("label")
            }
            Text("After").id("after")
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "label")?.origin == CGPoint(x: 36, y: 35 + 13.5))
        #expect(layout.frame(of: "a")?.origin == CGPoint(x: 36, y: 35 + 44 + 13.5))
        #expect(layout.frame(of: "b")?.origin == CGPoint(x: 36, y: 35 + 88 + 13.5))
        #expect(layout.frame(of: "after")?.origin == CGPoint(x: 36, y: 35 + 132 + 13.5))
        // Four rows in one section: a separator under each but the last, at the text.
        #expect(separators(layout).map(\.minY) == [78.5, 122.5, 166.5])
    }

    @Test func aCollapsedGroupInAListIsOnlyItsLabelRow() {
        let view = List {
            DisclosureGroup("Radios", isExpanded: .constant(false)) {
                Text("Wi-Fi").id("a")
            }
            Text("After").id("after")
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "a") == nil)
        #expect(layout.frame(of: "after")?.origin == CGPoint(x: 36, y: 35 + 44 + 13.5))
    }

    @Test func theLabelRowPutsTheChevronAtTheRowsTrailingInset() throws {
        let view = Form {
            DisclosureGroup("Radios", isExpanded: .constant(true)) { Text("Wi-Fi") }
        }
        let layout = ViewLayout(view, proposal: phone)
        // The card ends at 393 − 16 = 377 and the row's content 20 before it.
        let chevron = try #require(layout.nodes.first { $0.kind == "image" })
        #expect(chevron.frame?.maxX == 357)
        #expect(chevron.frame.map { $0.minY > 35 && $0.maxY < 35 + 44 } == true)
    }

    @Test func aForEachInsideAnExpandedGroupStaysLazy() {
        let view = List {
            DisclosureGroup("Numbers", isExpanded: .constant(true)) {
                ForEach(0..<100_000, id: \.self) { Text("Row \($0)").id($0) }
            }
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: 0)?.origin == CGPoint(x: 36, y: 35 + 44 + 13.5))
        #expect(layout.frame(of: 99_999) == nil)
        #expect(layout.nodes.count < 400)
    }

    @Test func outsideAListTheGroupStaysOneView() {
        let view = LazyVStack(spacing: 0) {
            DisclosureGroup("Radios", isExpanded: .constant(true)) { Text("Wi-Fi").id("a") }.id("group")
        }
        let layout = ViewLayout(view, proposal: phone)
        let group = layout.frame(of: "group")
        let content = layout.frame(of: "a")
        #expect(group != nil && content != nil)
        // The content is inside the group's frame, 8 below the 17-point label row.
        #expect(content?.minY == (group?.minY ?? 0) + 17 + 8)
    }
}

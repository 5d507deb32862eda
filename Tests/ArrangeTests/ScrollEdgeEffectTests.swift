// iOS 26's scroll edge effects: the fade where content passes under a bar. At rest no content
// lies under a bar, so they are recorded and move nothing.
import Arrange
import Foundation
import Testing

@Suite("iOS 26's scroll edge effects")
struct ScrollEdgeEffectTests {
    private let screen = ProposedViewSize(width: 390, height: 844)

    private func rows() -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { index in Color.blue.frame(height: 100).id("row-\(index)") }
            }
        }
    }

    @Test func hidingTheEffectIsRecordedAndMovesNothing() {
        let plain = ViewLayout(rows(), proposal: screen)
        let hidden = ViewLayout(rows().scrollEdgeEffectHidden(for: .bottom), proposal: screen)
        #expect(hidden.frame(of: "row-2") == plain.frame(of: "row-2"))
        #expect(hidden.frame(of: "row-2") == CGRect(x: 0, y: 200, width: 390, height: 100))
        #expect(hidden.nodes.flatMap(\.modifiers).map(\.description) == ["scrollEdgeEffectHidden(true, for: .bottom)"])
    }

    @Test func hidingDefaultsToEveryEdge() {
        let layout = ViewLayout(rows().scrollEdgeEffectHidden(), proposal: screen)
        #expect(layout.nodes.flatMap(\.modifiers).map(\.description) == ["scrollEdgeEffectHidden(true, for: .all)"])
    }

    @Test func theStyleIsRecordedWithItsEdges() {
        let layout = ViewLayout(rows().scrollEdgeEffectStyle(.hard, for: [.top, .leading]), proposal: screen)
        #expect(layout.frame(of: "row-0") == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(layout.nodes.flatMap(\.modifiers).map(\.description) == ["scrollEdgeEffectStyle(.hard, for: [.top, .leading])"])
        let inherited = ViewLayout(rows().scrollEdgeEffectStyle(nil, for: .vertical), proposal: screen)
        #expect(inherited.nodes.flatMap(\.modifiers).map(\.description) == ["scrollEdgeEffectStyle(nil, for: .vertical)"])
        #expect(ScrollEdgeEffectStyle.soft != ScrollEdgeEffectStyle.automatic)
    }
}

@Suite("iOS 26's safeAreaBar")
struct SafeAreaBarTests {
    private let screen = ProposedViewSize(width: 390, height: 844)

    private func rows() -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { index in Color.blue.frame(height: 100).id("row-\(index)") }
            }
        }
    }

    @Test func aBarIsLaidOutAsAnInsetIs() {
        let inset = ViewLayout(rows().safeAreaInset(edge: .top, spacing: 0) { Color.gray.frame(height: 44).id("bar") }, proposal: screen)
        let bar = ViewLayout(rows().safeAreaBar(edge: .top, spacing: 0) { Color.gray.frame(height: 44).id("bar") }, proposal: screen)
        #expect(bar.frame(of: "bar") == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(bar.frame(of: "row-0") == inset.frame(of: "row-0"))
        #expect(bar.frame(of: "row-0")?.minY == 44)
        #expect(bar.nodes.flatMap(\.modifiers).map(\.description) == ["safeAreaBar(edge: .top)"])
    }

    @Test func aLeadingBarNarrowsTheView() {
        let bar = ViewLayout(rows().safeAreaBar(edge: .leading, spacing: 0) { Color.gray.frame(width: 60).id("bar") }, proposal: screen)
        #expect(bar.frame(of: "bar")?.width == 60)
        #expect(bar.frame(of: "row-0")?.minX == 60)
    }
}

// Presentation modifiers and onReceive: a still picture shows the view before anything is
// presented or emitted, so they move nothing, build no content and are recorded on the node.
import Arrange
import Foundation
import Testing

@Suite("Presentations and publishers at rest")
@MainActor
struct PresentationModifierTests {
    private let screen = ProposedViewSize(width: 320, height: 480)

    @Test func presentationsAreRecordedAndTheirContentIsNotBuilt() {
        let shown = Binding.constant(true)
        let box = Color.red.frame(width: 40, height: 20)
        let view = box
            .sheet(isPresented: shown) { Color.blue.id("sheet") }
            .fullScreenCover(isPresented: .constant(false)) { Color.green.id("cover") }
            .alert("Delete?", isPresented: shown) { Text("OK") }
            .confirmationDialog("Share", isPresented: .constant(false)) { Text("Copy") }
            .navigationDestination(for: Int.self) { number in Text("\(number)") }
            .id("box")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "box") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(layout.frame(of: "sheet") == nil)
        #expect(layout.frame(of: "cover") == nil)
        let records = layout.nodes.flatMap(\.modifiers).map(\.description)
        #expect(records == [
            "sheet(isPresented: true)", "fullScreenCover(isPresented: false)",
            "alert(\"Delete?\", isPresented: true)", "confirmationDialog(\"Share\", isPresented: false)",
            "navigationDestination(for: Int)",
        ])
    }

    @Test func onReceiveIsRecordedAndItsActionDoesNotRun() {
        final class Counter { var received = 0 }
        let counter = Counter()
        let view = Color.red.frame(width: 10, height: 10)
            .onReceive(Just(5)) { counter.received += $0 }
            .id("box")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "box")?.size == CGSize(width: 10, height: 10))
        #expect(counter.received == 0)
        #expect(layout.nodes.flatMap(\.modifiers).map(\.description) == ["onReceive(Just<Int>)"])
    }
}

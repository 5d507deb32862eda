// iOS 13's drag and drop with item providers, as a reorderable board writes it: recorded on the
// views, no frame changed, and neither the provider nor the drop delegate ever reached.
import Arrange
import ArrangeUIKit
import ArrangeUniformTypeIdentifiers
import Foundation
import Testing

@Suite("onDrag and onDrop")
@MainActor
struct ItemProviderDragAndDropTests {
    final class Calls: @unchecked Sendable { var names: [String] = [] }

    struct ReorderDelegate: DropDelegate {
        let calls: Calls
        func performDrop(info: DropInfo) -> Bool {
            calls.names.append("performDrop")
            return info.hasItemsConforming(to: [.plainText])
        }
        func dropEntered(info: DropInfo) { calls.names.append("dropEntered") }
    }

    struct Board: View {
        let calls: Calls
        let cards = ["Plan", "Build", "Ship"]
        @State private var isTargeted = false
        var body: some View {
            VStack(spacing: 8) {
                ForEach(cards, id: \.self) { card in
                    Text(card).frame(maxWidth: .infinity).frame(height: 40).id(card)
                        .onDrag {
                            calls.names.append("onDrag")
                            return NSItemProvider(object: card as NSString)
                        }
                        .onDrop(of: [.plainText], delegate: ReorderDelegate(calls: calls))
                }
                Color.gray.frame(height: 60).id("bin")
                    .onDrop(of: [UTType.text], isTargeted: $isTargeted) { providers in
                        calls.names.append("bin")
                        return !providers.isEmpty
                    }
                    .onDrop(of: ["public.image"], isTargeted: nil) { providers, location in
                        calls.names.append("image at \(location)")
                        return true
                    }
            }
        }
    }

    @Test func dragAndDropWithItemProvidersIsRecordedAndChangesNoFrame() {
        let calls = Calls()
        let layout = ViewLayout(Board(calls: calls), proposal: ProposedViewSize(width: 200, height: nil))
        #expect(layout.frame(of: "Build") == CGRect(x: 0, y: 48, width: 200, height: 40))
        #expect(layout.frame(of: "bin") == CGRect(x: 0, y: 144, width: 200, height: 60))
        let recorded: [String] = layout.nodes.flatMap { $0.modifiers.map(\.name) }
        #expect(recorded.filter { $0 == "onDrag" }.count == 3)
        #expect(recorded.filter { $0 == "onDrop" }.count == 5)
        #expect(calls.names.isEmpty)
        #expect(DropProposal(operation: .move).operation == .move)
        // A provider made from an object holds no item at rest, as one made empty.
        let provider = NSItemProvider(object: "Plan" as NSString)
        #expect(provider.registeredTypeIdentifiers.isEmpty)
        #expect(!provider.hasItemConformingToTypeIdentifier("public.plain-text"))
    }
}

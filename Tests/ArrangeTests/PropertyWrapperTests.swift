// SwiftUI's property wrappers as app code writes them, each read into a frame: a view at rest
// shows its initial state and the objects its ancestors provide.
import Arrange
import Foundation
import Observation
import Testing

private final class Settings: ObservableObject {
    @Published var rowHeight: CGFloat = 44
    @Published var showsBadge = true
}

@Observable private final class Library {
    var shelfWidth: CGFloat = 120
    var books: [String] = ["A", "B", "C"]
}

private struct Counter: View {
    @State private var count = 3
    var body: some View {
        Color.red.frame(width: CGFloat(count) * 10, height: 10).id("bar")
    }
}

/// A child that widens through a binding while the layout evaluates it.
private struct Widening: View {
    @Binding var width: CGFloat
    var body: some View {
        width += 5
        return Color.blue.frame(width: width, height: 10).id("widened")
    }
}

private struct WideningParent: View {
    @State private var width: CGFloat = 20
    var body: some View {
        VStack(spacing: 0) {
            Widening(width: $width)
            Color.green.frame(width: width, height: 10).id("after")
        }
    }
}

private struct Row: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        Color.gray.frame(height: settings.rowHeight).id("row")
    }
}

private struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View {
        HStack(spacing: 0) {
            ForEach(library.books, id: \.self) { book in
                Color.brown.frame(width: library.shelfWidth / 3, height: 30).id(book)
            }
        }
    }
}

private struct OwnedSettings: View {
    @StateObject private var settings = Settings()
    var body: some View {
        Toggled(isOn: $settings.showsBadge, height: settings.rowHeight)
    }
}

private struct Toggled: View {
    @Binding var isOn: Bool
    let height: CGFloat
    var body: some View {
        Color.orange.frame(width: isOn ? 50 : 10, height: height).id("toggled")
    }
}

private struct Item: Identifiable {
    let id: Int
    var width: CGFloat
}

private struct EditableList: View {
    @State private var items = [Item(id: 1, width: 10), Item(id: 2, width: 20)]
    var body: some View {
        HStack(spacing: 0) {
            ForEach($items) { $item in
                Color.red.frame(width: item.width * 2, height: 10).id("item\(item.id)")
            }
        }
    }
}

private struct Icon: View {
    @ScaledMetric private var side = 24.0
    @Namespace private var namespace
    @FocusState private var isFocused: Bool
    @GestureState private var dragOffset = CGSize.zero
    @SceneStorage("tab") private var tab = 2
    @AppStorage("columns") private var columns = 3
    var body: some View {
        Color.black.frame(width: side * CGFloat(columns) + dragOffset.width, height: isFocused ? 0 : side * CGFloat(tab)).id("icon")
    }
}

private struct Editor: View {
    @Bindable var library: Library
    var body: some View {
        Widening(width: $library.shelfWidth)
    }
}

@Suite("Property wrappers")
struct PropertyWrapperTests {
    let unspecified = ProposedViewSize.unspecified

    @Test func stateIsItsInitialValue() {
        #expect(ViewLayout(Counter(), proposal: unspecified).frame(of: "bar") == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func aBindingWritesTheStateItIsBoundTo() {
        let layout = ViewLayout(WideningParent(), proposal: unspecified)
        #expect(layout.frame(of: "widened")?.width == 25)
        // The parent's body ran before its child changed the state: a still picture is one
        // update (SwiftUI shows 25 only on its next frame, after warning about the change).
        #expect(layout.frame(of: "after")?.width == 20)
    }

    @Test func constantAndComputedBindings() {
        let stored = Box<CGFloat>(value: 7)
        let computed = Binding(get: { stored.value }, set: { stored.value = $0 })
        #expect(ViewLayout(Widening(width: .constant(10)), proposal: unspecified).frame(of: "widened")?.width == 10)
        #expect(ViewLayout(Widening(width: computed), proposal: unspecified).frame(of: "widened")?.width == 12)
        #expect(stored.value == 12)
    }

    @Test func bindingsReachMembersAndElements() {
        var items = [Item(id: 1, width: 10)]
        let binding = Binding(get: { items }, set: { items = $0 })
        binding[0].width.wrappedValue = 30
        #expect(items[0].width == 30)
        #expect(binding.count == 1)
        #expect(Binding<CGFloat?>(binding[0].width).wrappedValue == 30)
        #expect(Binding(Binding<CGFloat?>.constant(nil)) == nil)
    }

    @Test func forEachOverBindingsGivesEachRowItsElement() {
        let layout = ViewLayout(EditableList(), proposal: unspecified)
        #expect(layout.frame(of: "item1") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(layout.frame(of: "item2") == CGRect(x: 20, y: 0, width: 40, height: 10))
    }

    @Test func anEnvironmentObjectReachesDescendants() {
        let settings = Settings()
        settings.rowHeight = 60
        let layout = ViewLayout(VStack { Row() }.environmentObject(settings), proposal: ProposedViewSize(width: 300, height: 500))
        #expect(layout.frame(of: "row")?.height == 60)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func aMissingEnvironmentObjectLeavesTheViewOutWithSwiftUIsMessage() {
        let layout = ViewLayout(VStack(spacing: 0) { Row(); Color.red.frame(width: 10, height: 10) }, proposal: unspecified)
        #expect(layout.frame(of: "row") == nil)
        #expect(layout.size == CGSize(width: 10, height: 10))
        #expect(layout.warnings.contains {
            $0.hasPrefix("No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view.")
        })
    }

    @Test func anObservableModelInTheEnvironmentIsRead() {
        let library = Library()
        library.shelfWidth = 90
        let layout = ViewLayout(Shelf().environment(library), proposal: unspecified)
        #expect(layout.frame(of: "C") == CGRect(x: 60, y: 0, width: 30, height: 30))
        let missing = ViewLayout(Shelf(), proposal: unspecified)
        #expect(missing.warnings.contains { $0.hasPrefix("No Observable object of type Library found.") })
    }

    @Test func aStateObjectIsMadeOnceAndBindsItsProperties() {
        #expect(ViewLayout(OwnedSettings(), proposal: unspecified).frame(of: "toggled") == CGRect(x: 0, y: 0, width: 50, height: 44))
    }

    @Test @MainActor func bindableBindsAnObservableModelsProperties() {
        let library = Library()
        let layout = ViewLayout(Editor(library: library), proposal: unspecified)
        #expect(layout.frame(of: "widened")?.width == 125)
        #expect(library.shelfWidth == 125)
    }

    @Test func wrappersAtRestTakeTheirDefaults() {
        // ScaledMetric at the default Dynamic Type size (.large) is its value; no focus, no gesture.
        #expect(ViewLayout(Icon(), proposal: unspecified).frame(of: "icon") == CGRect(x: 0, y: 0, width: 72, height: 48))
    }

    @Test func aScaledMetricGrowsWithTheDynamicTypeSize() {
        // Body text is 17 pt at .large and 28 pt at .accessibility1 (Apple's HIG, ios-metrics.md §7).
        let layout = ViewLayout(Icon().dynamicTypeSize(.accessibility1), proposal: unspecified)
        let side = 24.0 * 28 / 17
        #expect(layout.frame(of: "icon") == CGRect(x: 0, y: 0, width: side * 3, height: side * 2))
    }

    @Test func namespacesAreDistinctPerProperty() {
        let first = Namespace(), second = Namespace()
        #expect(first.wrappedValue == first.wrappedValue)
        #expect(first.wrappedValue != second.wrappedValue)
    }

    @Test func stateOutsideAViewIsTheInitialValueAndIgnoresWrites() {
        let state = State(wrappedValue: 1)
        state.wrappedValue = 5
        #expect(state.wrappedValue == 1)
    }

    @Test func publishersDeliverWhatTheyHaveNow() {
        var received: [Int] = []
        var cancellables = Set<AnyCancellable>()
        Just(4).sink { received.append($0) }.store(in: &cancellables)
        let subject = PassthroughSubject<Int, Never>()
        subject.map { $0 * 10 }.sink { received.append($0) }.store(in: &cancellables)
        subject.send(2)
        let settings = Settings()
        settings.$rowHeight.sink { received.append(Int($0)) }.store(in: &cancellables)
        settings.rowHeight = 50
        Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in received.append(-1) }.store(in: &cancellables)
        #expect(received == [4, 20, 44, 50])
    }
}

private final class Box<Value> {
    var value: Value
    init(value: Value) { self.value = value }
}

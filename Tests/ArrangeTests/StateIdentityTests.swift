// Which view keeps which state from one layout to the next: SwiftUI's identity rules, checked on
// screens whose onAppear changes what they build, so that the second layout shows whether a
// view kept its state (it shows the width its state started from) or started afresh.
import Arrange
import Foundation
import Testing

private let screen = ProposedViewSize(width: 390, height: 844)

/// A bar whose width is its own `@State`, started from its argument: SwiftUI uses the argument
/// only when the view first appears at its place.
private struct Bar: View {
    @State private var width: CGFloat
    let name: String

    init(width: CGFloat, name: String = "bar") {
        _width = State(initialValue: width)
        self.name = name
    }

    var body: some View {
        Color.teal.frame(width: width, height: 10).id(name)
    }
}

/// A bar as wide as its argument, with no state: its body depends on its value alone.
private struct PlainBar: View {
    let width: CGFloat
    var body: some View {
        Color.teal.frame(width: width, height: 10).id("bar")
    }
}

/// A bar as wide as the environment's Dynamic Type size makes it: 10 points per step.
private struct SizedBar: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View {
        Color.teal.frame(width: size == .large ? 40 : 80, height: 10).id("bar")
    }
}

/// A screen that builds its child with `grown` false, then, once it has appeared, true.
private struct Growing<Content: View>: View {
    @State private var grown = false
    let content: (Bool) -> Content

    init(@ViewBuilder content: @escaping (Bool) -> Content) {
        self.content = content
    }

    var body: some View {
        // The column is as wide as its child; it is found by its own id, which stays the same.
        VStack { content(grown) }
            .id("column")
            .onAppear { grown = true }
    }
}

@Suite("state identity")
struct StateIdentityTests {
    /// The width of the growing screen's child, in the picture of `view`.
    private func barWidth<Content: View>(_ view: Growing<Content>) -> CGFloat? {
        ViewLayout(view, proposal: screen).frame(of: "column")?.width
    }

    @Test func stateStartedFromAnArgumentKeepsItsFirstValueWhileTheViewStays() {
        // The parent builds Bar(width: 80) in the second layout; Bar keeps the state it had.
        #expect(barWidth(Growing { grown in Bar(width: grown ? 80 : 40) }) == 40)
    }

    @Test func aViewGivenAnotherIdIsAnotherViewWithFreshState() {
        #expect(barWidth(Growing { grown in Bar(width: grown ? 80 : 40).id(grown) }) == 80)
    }

    @Test func aViewGivenTheSameIdKeepsItsState() {
        #expect(barWidth(Growing { grown in Bar(width: grown ? 80 : 40).id("same") }) == 40)
    }

    @Test func theBranchesOfAnIfElseHaveStateOfTheirOwn() {
        let width = barWidth(Growing { grown in
            if grown {
                Bar(width: 80)
            } else {
                Bar(width: 40)
            }
        })
        #expect(width == 80)
    }

    @Test func anAnyViewOfAnotherTypeIsAnotherViewWithFreshState() {
        let width = barWidth(Growing { grown in
            grown ? AnyView(HStack { Bar(width: 80) }) : AnyView(VStack { Bar(width: 40) })
        })
        #expect(width == 80)
    }

    @Test func anAnyViewOfTheSameTypeKeepsItsState() {
        #expect(barWidth(Growing { grown in AnyView(VStack { Bar(width: grown ? 80 : 40) }) }) == 40)
    }

    @Test func aViewWithoutStateWhoseValueChangedShowsItsNewValue() {
        // PlainBar's body is kept only while its value is the same (BodyMemo).
        #expect(barWidth(Growing { grown in PlainBar(width: grown ? 80 : 40) }) == 80)
    }

    @Test func aViewReadingTheEnvironmentShowsTheEnvironmentOfTheLatestLayout() {
        #expect(barWidth(Growing { grown in SizedBar().dynamicTypeSize(grown ? .xxxLarge : .large) }) == 80)
    }

    @Test func aViewBelowAKeptBodyShowsTheEnvironmentOfTheLatestLayout() {
        // The wrapper's body is kept (its value is the same); the view in it still reads the
        // environment of the layout it is built in.
        struct Wrapper: View {
            var body: some View { SizedBar() }
        }
        #expect(barWidth(Growing { grown in Wrapper().dynamicTypeSize(grown ? .xxxLarge : .large) }) == 80)
    }

    @Test func aClosurePropertyCapturingStateShowsTheLatestValue() {
        struct Measured: View {
            let width: () -> CGFloat
            var body: some View { Color.teal.frame(width: width(), height: 10).id("bar") }
        }
        #expect(barWidth(Growing { grown in Measured { grown ? 80 : 40 } }) == 80)
    }

    // MARK: ForEach

    /// Birds whose bars start as wide as ten points per letter of their names.
    private struct Aviary: View {
        let before: [String]
        let after: [String]
        let appeared: Recorded<[String]>
        /// Whether the rows are in a lazy stack, which builds them as it places them.
        let isLazy: Bool
        @State private var names: [String]

        init(before: [String], after: [String], appeared: Recorded<[String]>, isLazy: Bool) {
            self.before = before
            self.after = after
            self.appeared = appeared
            self.isLazy = isLazy
            _names = State(initialValue: before)
        }

        var body: some View {
            Group {
                if isLazy {
                    LazyVStack { rows }
                } else {
                    VStack { rows }
                }
            }
            .onAppear { names = after }
        }

        private var rows: some View {
            ForEach(names, id: \.self) { name in
                Bar(width: CGFloat(name.count * 10), name: name)
                    .onAppear { appeared.value.append(name) }
            }
        }
    }

    @Test(arguments: [false, true])
    func forEachRowsKeepTheirStateWithTheirElementWhenOneIsInsertedBefore(isLazy: Bool) {
        let appeared = Recorded<[String]>([])
        let aviary = Aviary(before: ["Wren", "Robin"], after: ["Jay", "Wren", "Robin"], appeared: appeared, isLazy: isLazy)
        let layout = ViewLayout(aviary, proposal: screen)
        // By position, Jay would take Wren's 40 points and Wren Robin's 50.
        #expect(layout.frame(of: "Jay")?.width == 30)
        #expect(layout.frame(of: "Wren")?.width == 40)
        #expect(layout.frame(of: "Robin")?.width == 50)
        // Only the inserted row appears in the second layout.
        #expect(appeared.value == ["Wren", "Robin", "Jay"])
    }

    @Test(arguments: [false, true])
    func forEachRowsKeepTheirStateWithTheirElementWhenOneIsRemovedBefore(isLazy: Bool) {
        let appeared = Recorded<[String]>([])
        let layout = ViewLayout(Aviary(before: ["Wren", "Robin"], after: ["Robin"], appeared: appeared, isLazy: isLazy), proposal: screen)
        // By position, Robin would take Wren's 40 points.
        #expect(layout.frame(of: "Robin")?.width == 50)
        #expect(layout.frame(of: "Wren") == nil)
        #expect(appeared.value == ["Wren", "Robin"])
    }

    @Test func forEachOverIdentifiableElementsKeepsStateByTheirIds() {
        struct Bird: Identifiable {
            let id: Int
            let name: String
        }
        struct Birds: View {
            @State private var birds = [Bird(id: 2, name: "Wren"), Bird(id: 3, name: "Robin")]
            var body: some View {
                VStack {
                    ForEach(birds) { bird in Bar(width: CGFloat(bird.name.count * 10), name: bird.name) }
                }
                .onAppear { birds.insert(Bird(id: 1, name: "Jay"), at: 0) }
            }
        }
        let layout = ViewLayout(Birds(), proposal: screen)
        #expect(layout.frame(of: "Jay")?.width == 30)
        #expect(layout.frame(of: "Wren")?.width == 40)
        #expect(layout.frame(of: "Robin")?.width == 50)
    }
}

// A still picture shows a view once it has appeared: onAppear, onChange(of:initial: true) and
// task run after the first layout, and the view is laid out again with the state they set,
// each view keeping its state by its place in the tree, until nothing more runs.
import Arrange
import Foundation
import Testing

private let screen = ProposedViewSize(width: 390, height: 844)

/// Species names, as a screen that loads them when it appears shows them.
private let species = ["Robin", "Wren", "Finch"]

/// Loads without waiting: an async function that never suspends.
private struct SpeciesLoader {
    func load() async -> [String] { species }
}

/// The species its task loads, one text each: the loader returns without waiting.
private struct SpeciesList: View {
    @State private var names: [String] = []
    var body: some View {
        VStack {
            ForEach(names, id: \.self) { Text($0).id($0) }
        }
        .task { names = await SpeciesLoader().load() }
    }
}

/// A model whose data arrives when `load()` is called, as a screen's `onAppear` calls it.
private final class SightingsModel: ObservableObject {
    @Published var sightings: [String] = []
    func load() { sightings = species }
}

@Suite("lifecycle actions")
struct LifecycleTests {
    @Test func aListFilledInOnAppearShowsItsRows() {
        struct Birds: View {
            @State private var names: [String] = []
            var body: some View {
                List(names, id: \.self) { name in
                    Text(name).id(name)
                }
                .onAppear { names = species }
            }
        }
        let layout = ViewLayout(Birds(), proposal: screen)
        let frames = species.map { layout.frame(of: $0) }
        #expect(frames.allSatisfy { $0 != nil }, "\(frames)")
        // One row under another, in order.
        #expect(frames.compactMap { $0?.minY } == frames.compactMap { $0?.minY }.sorted())
        #expect(Set(frames.compactMap { $0?.minY }).count == 3)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    @Test func aTaskThatLoadsWithoutWaitingShowsTheData() {
        let layout = ViewLayout(SpeciesList(), proposal: screen)
        #expect(layout.frame(of: "Robin") != nil)
        #expect(layout.frame(of: "Finch") != nil)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    @Test func aTaskThatSleepsDoesNotHoldThePictureUpAndIsReported() {
        struct Delayed: View {
            @State private var loaded = false
            var body: some View {
                Text(loaded ? "Loaded" : "Loading")
                    .id("status")
                    .task {
                        try? await Task.sleep(for: .seconds(10))
                        loaded = true
                    }
            }
        }
        let layout = ViewLayout(Delayed(), proposal: screen)
        // Half a second of patience per layout, not ten seconds of sleep: the warning below says
        // the picture was taken while the task still ran. (Not timed here: on a loaded two-core
        // machine the half second alone took from 5.7 to 17 s of wall time.)
        // "Loading" is 7 graphemes of the monospaced metrics' 7 points; "Loaded" would be 6.
        #expect(layout.frame(of: "status")?.width == 49)
        #expect(layout.warnings.contains { $0.contains("task was still running 0.5 s after its view appeared") }, "\(layout.warnings)")
    }

    @MainActor @Test func aTaskOfALayoutStartedOnTheMainActorFinishesInTime() {
        // The test holds the main actor (it is a job of the main queue) while the layout waits
        // for the task, whose body is isolated to the main actor and awaits a nonisolated loader.
        // (A task that really suspends — a sleep — still times out here: docs/DIFFERENCES.md.)
        let layout = ViewLayout(SpeciesList(), proposal: screen)
        #expect(layout.frame(of: "Robin") != nil)
        #expect(layout.frame(of: "Finch") != nil)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    @Test func aStateObjectLoadedInOnAppearShowsItsData() {
        struct Sightings: View {
            @StateObject private var model = SightingsModel()
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(model.sightings, id: \.self) { Text($0).id($0) }
                }
                .onAppear { model.load() }
            }
        }
        let layout = ViewLayout(Sightings(), proposal: screen)
        #expect(layout.frame(of: "Robin") != nil)
        #expect(layout.frame(of: "Wren") != nil)
    }

    @Test func onChangeWithInitialRunsOnceWhenTheViewAppears() {
        let runs = Recorded(0)
        struct Watched: View {
            let runs: Recorded<Int>
            @State private var selection = "Wren"
            var body: some View {
                Text(selection)
                    .onChange(of: selection, initial: true) { old, new in
                        runs.value += 1
                        runs.calls = old == new ? 1 : 2
                    }
            }
        }
        _ = ViewLayout(Watched(runs: runs), proposal: screen)
        #expect(runs.value == 1)
        #expect(runs.calls == 1)  // old and new were the same value
    }

    @Test func onChangeRunsWhenAnOnAppearChangesTheValueItWatches() {
        let changes = Recorded<[String]>([])
        struct Watched: View {
            let changes: Recorded<[String]>
            @State private var selection = "Wren"
            var body: some View {
                Text(selection)
                    .onChange(of: selection) { old, new in changes.value.append("\(old)→\(new)") }
                    .onAppear { selection = "Finch" }
            }
        }
        _ = ViewLayout(Watched(changes: changes), proposal: screen)
        #expect(changes.value == ["Wren→Finch"])
    }

    @Test func anOnAppearThatKeepsReplacingItsViewStopsAtTheBoundWithAWarning() {
        // Each branch's onAppear shows the other branch, which appears anew and flips back.
        let appearances = Recorded(0)
        struct Flipping: View {
            let appearances: Recorded<Int>
            @State private var isOn = false
            var body: some View {
                if isOn {
                    Text("On").onAppear { appearances.value += 1; isOn = false }
                } else {
                    Text("Off").onAppear { appearances.value += 1; isOn = true }
                }
            }
        }
        let layout = ViewLayout(Flipping(appearances: appearances), proposal: screen)
        // The actions after layouts 1 … 7 ran; the 8th layout (LayoutRounds.limit) is shown.
        #expect(appearances.value == 7)
        #expect(layout.warnings.contains { $0.contains("onAppear was due again after each of 8 layouts") }, "\(layout.warnings)")
    }

    @Test func stateIsKeptByStructuralIdentityAcrossLayouts() {
        // The child is built anew by its parent's body in each layout; it keeps its count by its
        // place, and its onAppear runs once: it shows 1, not 2 (and not 0).
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Text("Count \(count)").id("count \(count)")
                    .onAppear { count += 1 }
            }
        }
        struct Screen: View {
            @State private var title = "Counter"
            var body: some View {
                VStack {
                    Text(title)
                    Counter()
                }
                .onAppear { title = "Counted" }
            }
        }
        let layout = ViewLayout(Screen(), proposal: screen)
        #expect(layout.frame(of: "count 1") != nil)
        #expect(layout.frame(of: "count 2") == nil)
        #expect(layout.frame(of: "count 0") == nil)
    }

    @Test func childrenAppearBeforeTheirParentsAndTasksStartLast() {
        let order = Recorded<[String]>([])
        struct Nested: View {
            let order: Recorded<[String]>
            var body: some View {
                VStack {
                    Text("a").onAppear { order.value.append("a") }.task { order.value.append("a task") }
                    Text("b").onAppear { order.value.append("b") }
                }
                .onAppear { order.value.append("stack") }
            }
        }
        _ = ViewLayout(Nested(order: order), proposal: screen)
        #expect(order.value == ["a", "b", "stack", "a task"])
    }

    @Test func aLayoutOfTheSameViewValueStartsFromItsInitialState() {
        // Laying the same value out again (the explanation does) runs onAppear on fresh state.
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Text("Count").id("count \(count)").onAppear { count += 1 }
            }
        }
        let view = Counter()
        #expect(ViewLayout(view, proposal: screen).frame(of: "count 1") != nil)
        #expect(ViewLayout(view, proposal: screen).frame(of: "count 1") != nil)
    }
}

import Arrange
import Foundation
import Testing

/// Issue 13's deepest tree: 100,000 levels lay out completely under the default options, on
/// stack segments (building, sizing and placing recurse once a level; `StackSegmentTests`).
@Suite("Hostile trees: 100,000 levels")
struct HundredThousandLevelTests {
    /// What a layout of a chain of `steps` `AnyView(….padding(1))` around a 10 × 10 colour gave.
    struct Outcome: Sendable {
        var size: CGSize
        var nodes: Int
        var deepestFrame: CGRect?
        var diagnostics: [String]
    }

    /// Builds, lays out and releases the chain on a thread with a 1 GiB stack: the nested
    /// `AnyView` values themselves are made and released recursively, a level at a time, which
    /// a test thread's stack cannot hold at this depth (the engine is not involved in that:
    /// `StackSegmentTests` lays out as deep a tree on an ordinary thread).
    static func layOutChain(steps: Int) -> Outcome {
        final class Box: @unchecked Sendable { var outcome: Outcome? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var view = AnyView(Color.red.frame(width: 10, height: 10))
            for _ in 0..<steps { view = AnyView(view.padding(1)) }
            let layout = ViewLayout(view, proposal: .unspecified)
            box.outcome = Outcome(
                size: layout.size, nodes: layout.nodes.count, deepestFrame: layout.nodes.last?.frame,
                diagnostics: layout.diagnostics.map(\.description))
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        done.wait()
        return box.outcome!
    }

    @Test func aChainOfAHundredThousandLevelsLaysOutCompletely() {
        // Each step is two levels (the `AnyView` and its padding): 49,990 steps and the frame
        // and colour are 99,982 levels, within the default budget of 100,000.
        let outcome = Self.layOutChain(steps: 49_990)
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.nodes == 49_992)
        #expect(outcome.size == CGSize(width: 99_990, height: 99_990))
        #expect(outcome.deepestFrame == CGRect(x: 49_990, y: 49_990, width: 10, height: 10))
    }
}

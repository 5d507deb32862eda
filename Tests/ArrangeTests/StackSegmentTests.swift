@testable import Arrange
import Foundation
import Testing

/// A chain of `depth` bodies, each a padding of 1 around the next, behind an `AnyView` (three
/// levels a step: the body, the `AnyView`, the padding), ending in a leaf that reads the
/// environment. The values are shallow (each body is made when built), so releasing them
/// needs no deep stack, unlike a chain of nested `AnyView` values.
private struct PaddedChain: View {
    let depth: Int
    var guideAtLeaf: CGFloat?

    var body: some View {
        if depth == 0 {
            AnyView(ChainLeaf(guide: guideAtLeaf))
        } else {
            AnyView(PaddedChain(depth: depth - 1, guideAtLeaf: guideAtLeaf).padding(1))
        }
    }
}

private struct ChainLeafWidth: EnvironmentKey {
    static var defaultValue: CGFloat { 10 }
}

extension EnvironmentValues {
    fileprivate var chainLeafWidth: CGFloat {
        get { self[ChainLeafWidth.self] }
        set { self[ChainLeafWidth.self] = newValue }
    }
}

/// The chain's end: as wide as the environment says, 10 high, with an explicit top guide when
/// given one.
private struct ChainLeaf: View {
    let guide: CGFloat?
    @Environment(\.chainLeafWidth) private var width

    var body: some View {
        Color.red.frame(width: width, height: 10).alignmentGuide(.top) { dimensions in guide ?? dimensions[.top] }
            .id("leaf")
    }
}

/// Layouts deeper than the thread's stack go on on stack segments (`StackSegments`): on the
/// caller's thread, with no thread of their own, whatever the caller's stack.
@Suite("Stack segments")
struct StackSegmentTests {
    /// What a layout on a thread of its own gave, and what the thread's segments were after it.
    struct Outcome: @unchecked Sendable {
        var layout: ViewLayout
        var segmentsKept = 0
        var segmentsInUse = 0
    }

    /// Lays out what `make` gives on a new thread with `stackSize` bytes of stack, after letting
    /// `prepare` set up the thread's segments.
    static func layOut(
        onThreadWithStack stackSize: Int, prepare: @escaping @Sendable (StackSegments) -> Void = { _ in },
        _ make: @escaping @Sendable () -> ViewLayout
    ) -> Outcome {
        final class Box: @unchecked Sendable { var outcome: Outcome? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            prepare(StackSegments.current)
            let layout = make()
            let segments = StackSegments.current
            box.outcome = Outcome(layout: layout, segmentsKept: segments.segmentCount, segmentsInUse: segments.inUse)
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.outcome!
    }

    @Test func aHundredThousandLevelsLayOutOnAnOrdinaryThreadsStack() {
        // 33,000 steps of three levels and the leaf's few: about 99,000 levels, within the
        // default budget of 100,000, on a thread with the 8 MB stack of an ordinary thread.
        // Its nodes: a padding a step, and the leaf's frame and colour.
        let outcome = Self.layOut(onThreadWithStack: 8 << 20) {
            ViewLayout(PaddedChain(depth: 33_000).environment(\.chainLeafWidth, 4), proposal: .unspecified)
        }
        #expect(outcome.layout.diagnostics.isEmpty)
        #expect(outcome.layout.nodes.count == 33_002)
        #expect(outcome.layout.size == CGSize(width: 66_004, height: 66_010))
        // The environment set at the root reaches the leaf across every segment.
        #expect(outcome.layout.frame(of: "leaf") == CGRect(x: 33_000, y: 33_000, width: 4, height: 10))
    }

    @Test func aLayoutGivesBackAllButItsFirstSegmentWhenItEnds() {
        let outcome = Self.layOut(onThreadWithStack: 8 << 20) {
            ViewLayout(PaddedChain(depth: 20_000), proposal: .unspecified)
        }
        #expect(outcome.layout.size == CGSize(width: 40_010, height: 40_010))
        #expect(outcome.segmentsInUse == 0)
        #expect(outcome.segmentsKept == 1)
    }

    /// `make()`, called once the stack in use has less than `StackSegments.spareBytes` left:
    /// each level below holds a frame of it.
    static func whenTheStackRunsLow<Result>(_ make: () -> Result) -> Result {
        if StackSegments.current.isRunningLow { return make() }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2_048) { buffer in
            buffer.initialize(repeating: 1)
            return whenTheStackRunsLow(make)
        }
    }

    @Test func aLayoutStartedWithAlmostNoStackLeftRunsOnASegmentFromTheStart() {
        let outcome = Self.layOut(onThreadWithStack: 1 << 20) {
            Self.whenTheStackRunsLow { ViewLayout(PaddedChain(depth: 3), proposal: .unspecified) }
        }
        #expect(outcome.layout.diagnostics.isEmpty)
        #expect(outcome.layout.frame(of: "leaf") == CGRect(x: 3, y: 3, width: 10, height: 10))
        #expect(outcome.segmentsKept == 1)
    }

    @Test func siblingsPastTheLimitEachGoOnASegmentAndComeBack() {
        // Forty chains of 400 steps side by side, on a 1 MB thread: every chain crosses onto a
        // segment and returns, and each lands where it does on a large stack.
        @Sendable func rows() -> ViewLayout {
            ViewLayout(VStack(spacing: 0) { ForEach(0..<40, id: \.self) { _ in PaddedChain(depth: 400) } }, proposal: .unspecified)
        }
        let small = Self.layOut(onThreadWithStack: 1 << 20, rows)
        let large = Self.layOut(onThreadWithStack: 512 << 20, rows)
        #expect(small.layout.diagnostics.isEmpty)
        #expect(small.layout.size == CGSize(width: 810, height: 40 * 810))
        #expect(small.layout.nodes.map(\.frame) == large.layout.nodes.map(\.frame))
        // The small thread's layout did cross onto a segment (each chain needs megabytes of a
        // debug build's stack, more than glibc's reuse of a cached stack could give it); the
        // large thread's never did.
        #expect(small.segmentsKept == 1)
        #expect(large.segmentsKept == 0)
    }

    @Test func aSegmentSizeBelowAMegabyteIsUsedAsOne() {
        // 2,000 steps (6,000 levels) on segments of 1 MB, the least: hundreds of them in a debug
        // build, each used and given back in turn.
        var options = LayoutOptions()
        options.stackSize = 0
        let outcome = Self.layOut(onThreadWithStack: 1 << 20) { [options] in
            ViewLayout(PaddedChain(depth: 2_000), proposal: .unspecified, options: options)
        }
        #expect(outcome.layout.diagnostics.isEmpty)
        #expect(outcome.layout.size == CGSize(width: 4_010, height: 4_010))
        #expect(options.segmentBytes == 1 << 20)
        #expect(LayoutOptions(stackSize: .max).segmentBytes == 1 << 40)
    }

    @Test func anAlignmentGuideDeepInAChainIsFoundAcrossSegments() {
        // The chain's top guide is its leaf's (4 below the leaf's top) plus a point for each
        // padding above the leaf: the square beside it is aligned 20,004 points down.
        let outcome = Self.layOut(onThreadWithStack: 8 << 20) {
            ViewLayout(
                HStack(alignment: .top, spacing: 0) {
                    Color.blue.frame(width: 10, height: 10).id("square")
                    PaddedChain(depth: 20_000, guideAtLeaf: 4).id("chain")
                }, proposal: .unspecified)
        }
        let square = outcome.layout.frame(of: "square")
        let chain = outcome.layout.frame(of: "chain")
        #expect(chain?.height == 40_010)
        #expect(square.map { $0.minY - (chain?.minY ?? 0) } == 20_004)
    }

    @Test func whenNoSegmentCanBeHadTheViewsBelowAreLeftOutAndTold() {
        let outcome = Self.layOut(onThreadWithStack: 1 << 20, prepare: { $0.mostSegments = 0 }) {
            ViewLayout(PaddedChain(depth: 20_000), proposal: .unspecified)
        }
        let exhausted = outcome.layout.diagnostics.filter { if case .stackExhausted = $0.kind { true } else { false } }
        #expect(exhausted.count >= 1)
        #expect(exhausted.first?.message.contains("64 MB") == true)
        // Tied, like the depth budget's diagnostic, to the nearest node made above the cut.
        #expect(exhausted.first?.node != nil)
        // Building stopped where the thread's stack ran low, well above the leaf.
        #expect(outcome.layout.nodes.count < 20_000)
        #expect(outcome.layout.frame(of: "leaf") == nil)
        #expect(outcome.segmentsKept == 0)
    }
}

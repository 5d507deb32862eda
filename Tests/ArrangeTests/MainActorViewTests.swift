// `View` is isolated to the main actor, as in SwiftUI: bodies call `@MainActor` code, and
// layout still runs from nonisolated code, on any thread.
@testable import Arrange
import Foundation
import Testing

/// Main-actor state a view's body reads, as an app's shared style or model would be.
@MainActor private enum BadgeStyle {
    static var width: CGFloat = 40
    /// How many bodies are being evaluated right now, and the most there ever were at once.
    static var running = 0
    static var mostAtOnce = 0
}

@MainActor private func badgeHeight(for count: Int) -> CGFloat {
    CGFloat(10 + count)
}

private struct Badge: View {
    let count: Int
    var body: some View {
        Color.red.frame(width: BadgeStyle.width, height: badgeHeight(for: count)).id("badge")
    }
}

/// A body that notes how many bodies run at once while it runs.
private struct CountingBadge: View {
    var body: some View {
        BadgeStyle.running += 1
        BadgeStyle.mostAtOnce = max(BadgeStyle.mostAtOnce, BadgeStyle.running)
        Thread.sleep(forTimeInterval: 0.002)
        BadgeStyle.running -= 1
        return Color.blue.frame(width: 10, height: 10)
    }
}

/// A body that lays another view out to size itself (a layout inside a body).
private struct MeasuringBadge: View {
    var body: some View {
        let inner = ViewLayout(Badge(count: 5), proposal: .unspecified).size
        return Color.green.frame(width: inner.width * 2, height: inner.height).id("measured")
    }
}

/// `depth` paddings around a badge: deeper than an ordinary thread's stack affords.
private struct DeepBadge: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            AnyView(Badge(count: 0))
        } else {
            AnyView(DeepBadge(depth: depth - 1).padding(0))
        }
    }
}

@Suite("View is @MainActor")
struct MainActorViewTests {
    @Test func aBodyCallsMainActorHelpersFromANonisolatedTest() {
        let layout = ViewLayout(Badge(count: 3), proposal: .unspecified)
        #expect(layout.frame(of: "badge") == CGRect(x: 0, y: 0, width: 40, height: 13))
    }

    @Test @MainActor func aLayoutOnTheMainActorGivesTheSameFrames() {
        let layout = ViewLayout(Badge(count: 3), proposal: .unspecified)
        #expect(layout.frame(of: "badge") == CGRect(x: 0, y: 0, width: 40, height: 13))
    }

    @Test func layoutsOnManyThreadsNeverRunTwoBodiesAtOnce() async {
        let sizes = await withTaskGroup(of: CGSize.self) { group in
            for _ in 0..<8 {
                group.addTask { ViewLayout(CountingBadge(), proposal: .unspecified).size }
            }
            var sizes: [CGSize] = []
            for await size in group { sizes.append(size) }
            return sizes
        }
        #expect(sizes == Array(repeating: CGSize(width: 10, height: 10), count: 8))
        #expect(await BadgeStyle.mostAtOnce == 1)
    }

    @Test func aLayoutInsideABodyDoesNotWaitForItself() {
        let layout = ViewLayout(MeasuringBadge(), proposal: .unspecified)
        #expect(layout.frame(of: "measured") == CGRect(x: 0, y: 0, width: 80, height: 15))
    }

    @Test func aTreeTooDeepForTheCallersStackRunsItsBodiesOnStackSegments() {
        // 20,000 levels of bodies and paddings need more stack than the test thread has, so
        // building and the pass go on on stack segments (`StackSegments`), on the same thread.
        let layout = ViewLayout(DeepBadge(depth: 20_000), proposal: .unspecified)
        #expect(layout.frame(of: "badge") == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(layout.diagnostics.isEmpty)
        // The thread keeps the first segment it went on (the test is synchronous: one thread).
        #expect(StackSegments.current.segmentCount >= 1)
    }
}

// TimelineView shows the entry current at the moment of layout; ScrollViewReader lays its
// content out unscrolled; Animatable's types compile and compute as SwiftUI's do.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

/// A value an animation would interpolate, as real code declares one.
private struct Pulse: Animatable {
    var scale: Double
    var animatableData: Double {
        get { scale }
        set { scale = newValue }
    }
}

/// A 10-point-high bar `width` wide.
private func bar(_ width: CGFloat) -> some View {
    Color.red.frame(width: width, height: 10).id("bar")
}

@Suite("TimelineView, ScrollViewReader and Animatable")
struct TimelineAndAnimatableTests {
    let free = ProposedViewSize.unspecified

    @Test func aTimelineShowsTheLatestEntryNotAfterNow() {
        let past = Date(timeIntervalSinceNow: -3600), future = Date(timeIntervalSinceNow: 3600)
        let view = TimelineView(.explicit([past, future])) { context in
            bar(context.date == past ? 20 : 40)
        }
        #expect(ViewLayout(view, proposal: free).frame(of: "bar")?.width == 20)
    }

    @Test func aPeriodicTimelineIsAtItsLatestTick() {
        let start = Date(timeIntervalSinceNow: -95)
        // 95 seconds after the start, the current tick is the one at 60 seconds.
        let view = TimelineView(.periodic(from: start, by: 60)) { context in
            bar(abs(context.date.timeIntervalSince(start) - 60) < 1 ? 20 : 40)
        }
        #expect(ViewLayout(view, proposal: free).frame(of: "bar")?.width == 20)
    }

    @Test func anAnimationTimelineIsNow() {
        let before = Date(timeIntervalSinceNow: -1)
        let view = TimelineView(.animation) { context in
            bar(context.date >= before ? 20 : 40)
        }
        #expect(ViewLayout(view, proposal: free).frame(of: "bar")?.width == 20)
    }

    @Test func aScrollViewReaderLaysItsContentOutAsWritten() {
        let plain = ViewLayout(ScrollView { VStack { Color.red.frame(height: 50).id("top") } }, proposal: ProposedViewSize(width: 100, height: 200))
        let read = ViewLayout(ScrollViewReader { proxy in
            ScrollView { VStack { Color.red.frame(height: 50).id("top") } }
                .onAppear { proxy.scrollTo("top", anchor: .bottom) }
        }, proposal: ProposedViewSize(width: 100, height: 200))
        #expect(read.frame(of: "top") == plain.frame(of: "top"))
    }

    @Test func animatablePairsAddAndScaleComponentWise() {
        var pair = AnimatablePair(2.0, 3.0) + AnimatablePair(1.0, 1.0)
        pair.scale(by: 2)
        #expect(pair.first == 6 && pair.second == 8)
        #expect(pair.magnitudeSquared == 100)
        #expect((AnimatablePair(1.0, 1.0) - .zero).first == 1)
        var pulse = Pulse(scale: 1)
        pulse.animatableData = 3
        #expect(pulse.scale == 3)
    }

    /// iOS 17's interpolation: a quarter of the way from -10 to 10 is -5 (the WWDC24 Charts
    /// sample draws its function's domain growing this way).
    @Test func interpolationMovesTheGivenShareOfTheWay() {
        #expect((-10.0).interpolated(towards: 10, amount: 0.25) == -5)
        #expect((-10.0).interpolated(towards: 10, amount: 0) == -10)
        #expect(CGFloat(4).interpolated(towards: 8, amount: 1.5) == 10)
        var pair = AnimatablePair(0.0, 10.0)
        pair.interpolate(towards: AnimatablePair(4.0, 20.0), amount: 0.5)
        #expect(pair.first == 2 && pair.second == 15)
    }
}

// A scroll view that an action or a scroll position scrolls to a view rests there in a still
// picture: `ScrollViewProxy.scrollTo(_:anchor:)` from `onAppear`, `ScrollPosition(id:)`,
// `scrollPosition(id:)`. Twenty 50-point rows in a 200-point scroll view: 1,000 points of
// content, 800 of them out of sight at most.
import Foundation
import Testing

@testable import Arrange

/// `ScrollTargets`' rule for one axis.
private func scrollOffset(start: CGFloat, length: CGFloat, visible: CGFloat, current: CGFloat, anchor: CGFloat?) -> CGFloat {
    ScrollTargets.offset(showing: (start, length), in: visible, from: current, anchor: anchor)
}

private let window = ProposedViewSize(width: 300, height: 200)

/// Twenty rows, 50 points each, named 0…19 with `.id`, in a `VStack` named "content".
private struct NumberedRows: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { index in
                Color.blue.frame(height: 50).id(index)
            }
        }
        .id("content")
    }
}

/// A scroll view of `NumberedRows` that scrolls to `target` at `anchor` when it appears.
private struct ScrolledOnAppear<Target: Hashable>: View {
    let target: Target
    let anchor: UnitPoint?
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                NumberedRows()
            }
            .onAppear { proxy.scrollTo(target, anchor: anchor) }
        }
    }
}

/// How far the content of the laid-out view is scrolled: how far above the scroll view's top
/// its top lies.
private func scrolled(_ layout: ViewLayout) -> CGFloat? {
    layout.frame(of: "content").map { -$0.minY }
}

@Suite("scrolling to a view")
struct ScrollToViewTests {
    @Test func scrollToInOnAppearPutsTheViewsAnchorAtTheScrollViewsAnchor() {
        // Row 19 spans 950…1000; its bottom at the scroll view's bottom: 1000 − 200.
        let bottom = ViewLayout(ScrolledOnAppear(target: 19, anchor: .bottom), proposal: window)
        #expect(scrolled(bottom) == 800)
        #expect(bottom.frame(of: 19)?.maxY == 200)
        // Row 8 spans 400…450; its centre (425) at the scroll view's centre (100).
        let centre = ViewLayout(ScrolledOnAppear(target: 8, anchor: .center), proposal: window)
        #expect(scrolled(centre) == 325)
        // Row 5 at the top.
        let top = ViewLayout(ScrolledOnAppear(target: 5, anchor: .top), proposal: window)
        #expect(scrolled(top) == 250)
        #expect(top.warnings.isEmpty, "\(top.warnings)")
    }

    @Test func scrollToWithoutAnAnchorScrollsAsLittleAsShowsTheWholeView() {
        // Row 10 (500…550) lies below: its bottom comes to the scroll view's bottom.
        #expect(scrolled(ViewLayout(ScrolledOnAppear(target: 10, anchor: nil), proposal: window)) == 350)
        // Row 2 (100…150) is already in sight: nothing moves.
        #expect(scrolled(ViewLayout(ScrolledOnAppear(target: 2, anchor: nil), proposal: window)) == 0)
    }

    @Test func scrollingPastTheContentIsClampedToItsEnds() {
        // Row 19 at the top would need 950; the content can scroll 800 at most.
        #expect(scrolled(ViewLayout(ScrolledOnAppear(target: 19, anchor: .top), proposal: window)) == 800)
        // Row 0 at the bottom would need −150.
        #expect(scrolled(ViewLayout(ScrolledOnAppear(target: 0, anchor: .bottom), proposal: window)) == 0)
    }

    @Test func scrollToAnIdentityNoViewHasDoesNothing() {
        let layout = ViewLayout(ScrolledOnAppear(target: "nowhere", anchor: .top), proposal: window)
        #expect(scrolled(layout) == 0)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    @Test func forEachElementsAreFoundByTheirIdentityWithoutAnId() {
        struct Letters: View {
            let letters = (0..<20).map { String(UnicodeScalar(UInt8(97 + $0))) }
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(letters, id: \.self) { _ in Color.green.frame(height: 50) }
                        }
                        .id("content")
                    }
                    .onAppear { proxy.scrollTo("k", anchor: .top) }
                }
            }
        }
        // "k" is the eleventh row: 500 points down.
        #expect(scrolled(ViewLayout(Letters(), proposal: window)) == 500)
    }

    @Test func aReaderInsideTheScrollViewScrollsIt() {
        struct ReaderInside: View {
            var body: some View {
                ScrollView {
                    ScrollViewReader { proxy in
                        NumberedRows()
                            .onAppear { proxy.scrollTo(12, anchor: .top) }
                    }
                }
            }
        }
        #expect(scrolled(ViewLayout(ReaderInside(), proposal: window)) == 600)
    }

    @Test func aHorizontalScrollViewScrollsAlongItsAxis() {
        struct Strip: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(0..<10, id: \.self) { index in
                                Color.red.frame(width: 100, height: 40).id(index)
                            }
                        }
                    }
                    .onAppear { proxy.scrollTo(6, anchor: .leading) }
                }
            }
        }
        // Card 6 spans 600…700 in a 300-wide scroll view.
        let layout = ViewLayout(Strip(), proposal: window)
        #expect(layout.frame(of: 6)?.minX == 0)
        #expect(layout.frame(of: 0)?.minX == -600)
    }

    @Test func aScrollPositionNamingAViewRestsWithTheViewAtTheTop() {
        struct Positioned: View {
            @State private var position = ScrollPosition(id: 10)
            var body: some View {
                ScrollView { NumberedRows() }
                    .scrollPosition($position)
            }
        }
        #expect(scrolled(ViewLayout(Positioned(), proposal: window)) == 500)
    }

    @Test func scrollPositionIdRestsAtTheViewItHolds() {
        struct Bound: View {
            @State private var selected: Int? = 4
            var body: some View {
                ScrollView { NumberedRows() }
                    .scrollPosition(id: $selected, anchor: .center)
            }
        }
        // Row 4's centre (225) at the scroll view's centre (100).
        #expect(scrolled(ViewLayout(Bound(), proposal: window)) == 125)
        struct Unset: View {
            @State private var selected: Int? = nil
            var body: some View {
                ScrollView { NumberedRows() }
                    .scrollPosition(id: $selected)
            }
        }
        #expect(scrolled(ViewLayout(Unset(), proposal: window)) == 0)
    }

    @Test func theOffsetForAnAnchorIsTheAnchorsPointOfTheViewAtTheSamePointOfTheScrollView() {
        #expect(scrollOffset(start: 400, length: 50, visible: 200, current: 0, anchor: 0.5) == 325)
        #expect(scrollOffset(start: 400, length: 300, visible: 200, current: 0, anchor: nil) == 400)
        #expect(scrollOffset(start: 100, length: 50, visible: 200, current: 300, anchor: nil) == 100)
    }

    @Test func aLazyRowOutOfSightIsBuiltWhereTheStackExpectsItAndThenShownExactly() {
        struct Chat: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<100, id: \.self) { index in
                                Color.blue.frame(height: 50).id(index)
                            }
                        }
                        .id("content")
                    }
                    .onAppear { proxy.scrollTo(99, anchor: .bottom) }
                }
            }
        }
        // 100 rows of 50: the last one's bottom at the scroll view's bottom, 4,800 down.
        let layout = ViewLayout(Chat(), proposal: window)
        #expect(scrolled(layout) == 4_800)
        #expect(layout.frame(of: 99)?.maxY == 200)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    @Test func aListScrollsToARowOutOfSight() {
        struct Rows: View {
            var body: some View {
                ScrollViewReader { proxy in
                    List(0..<100, id: \.self) { index in
                        Text("Row \(index)").id(index)
                    }
                    .onAppear { proxy.scrollTo(60, anchor: .top) }
                }
            }
        }
        let layout = ViewLayout(Rows(), proposal: window)
        // Row 60's text at the top of the list; the first row long out of sight.
        #expect(layout.frame(of: 60)?.minY == 0)
        #expect(layout.frame(of: 0) == nil)
    }

    @Test func lazyRowsOfUnevenLengthsAreFoundByTheirElementIdentityAndShownExactly() {
        struct Uneven: View {
            var body: some View {
                ScrollViewReader { proxy in
                    ScrollView {
                        LazyVStack(spacing: 8) {
                            ForEach(0..<40, id: \.self) { index in
                                Color.orange.frame(height: index % 3 == 0 ? 90 : 40)
                            }
                        }
                    }
                    .onAppear { proxy.scrollTo(39, anchor: .bottom) }
                }
            }
        }
        // The stack's estimate of the rows out of sight is the average of those measured, so
        // the first move misses; the rows found once built (tagged with their element's
        // identity, no `.id` needed) put the last one's bottom at the scroll view's bottom.
        let layout = ViewLayout(Uneven(), proposal: window)
        let last = layout.nodes.first { $0.tag == AnyHashable(39) }
        // (The offset is a sum of 39 estimated and measured lengths: equal to a billionth.)
        #expect(abs((last?.frame?.maxY ?? 0) - 200) < 1e-9, "\(String(describing: last?.frame))")
        #expect(last?.frame?.height == 90)
    }
}

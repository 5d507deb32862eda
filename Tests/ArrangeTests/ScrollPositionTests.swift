// Where a scroll view rests in a still picture (iOS 17's defaultScrollAnchor, iOS 18's
// ScrollPosition) and what iOS 18's scroll observers hear once it is laid out.
import Arrange
import Foundation
import Testing

private let screen = ProposedViewSize(width: 320, height: 480)

/// Twenty 50-point rows: 1000 points of content, 520 more than the 480-point screen shows.
private func rows(_ count: Int = 20) -> some View {
    VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Color.blue.frame(height: 50).id($0) } }
}

private struct Chat: View {
    @State private var position = ScrollPosition(edge: .bottom)
    var body: some View {
        ScrollView { rows() }.scrollPosition($position)
    }
}

@Suite("Scroll position at rest")
@MainActor
struct ScrollPositionTests {
    @Test func defaultScrollAnchorBottomStartsAtTheEndOfLongContent() {
        let layout = ViewLayout(ScrollView { rows() }.defaultScrollAnchor(.bottom), proposal: screen)
        #expect(layout.frame(of: 19)?.maxY == 480)
        #expect(layout.frame(of: 0)?.minY == -520)
    }

    @Test func defaultScrollAnchorAlignsContentShorterThanTheScrollView() {
        // Three rows, 150 points, in 480: the anchor's fraction of the 330 left over.
        let bottom = ViewLayout(ScrollView { rows(3) }.defaultScrollAnchor(.bottom), proposal: screen)
        #expect(bottom.frame(of: 0)?.minY == 330)
        let center = ViewLayout(ScrollView { rows(3) }.defaultScrollAnchor(.center), proposal: screen)
        #expect(center.frame(of: 0)?.minY == 165)
        let plain = ViewLayout(ScrollView { rows(3) }, proposal: screen)
        #expect(plain.frame(of: 0)?.minY == 0)
    }

    @Test func defaultScrollAnchorForOneRoleLeavesTheOtherRolesAlone() {
        let initial = ViewLayout(ScrollView { rows(3) }.defaultScrollAnchor(.bottom, for: .initialOffset), proposal: screen)
        #expect(initial.frame(of: 0)?.minY == 0)
        let long = ViewLayout(ScrollView { rows() }.defaultScrollAnchor(.bottom, for: .initialOffset), proposal: screen)
        #expect(long.frame(of: 19)?.maxY == 480)
        let aligned = ViewLayout(ScrollView { rows() }.defaultScrollAnchor(.bottom, for: .alignment), proposal: screen)
        #expect(aligned.frame(of: 0)?.minY == 0)
    }

    @Test func scrollPositionAtAnEdgeRestsAtThatEdge() {
        let layout = ViewLayout(Chat(), proposal: screen)
        #expect(layout.frame(of: 19)?.maxY == 480)
        let top = ViewLayout(ScrollView { rows() }.scrollPosition(.constant(ScrollPosition(edge: .top))).defaultScrollAnchor(.bottom), proposal: screen)
        #expect(top.frame(of: 0)?.minY == 0)
    }

    @Test func scrollPositionAtAPointIsClampedToTheContent() {
        let point = ViewLayout(ScrollView { rows() }.scrollPosition(.constant(ScrollPosition(y: 120))), proposal: screen)
        #expect(point.frame(of: 0)?.minY == -120)
        let beyond = ViewLayout(ScrollView { rows() }.scrollPosition(.constant(ScrollPosition(point: CGPoint(x: 0, y: 5000)))), proposal: screen)
        #expect(beyond.frame(of: 19)?.maxY == 480)
        let horizontal = ViewLayout(
            ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<10, id: \.self) { Color.red.frame(width: 100).id($0) } } }
                .scrollPosition(.constant(ScrollPosition(edge: .trailing))), proposal: screen)
        #expect(horizontal.frame(of: 9)?.maxX == 320)
    }

    @Test func scrollPositionToAViewIsKeptAndTheScrollViewRestsWithTheViewAtItsTop() {
        var position = ScrollPosition(idType: Int.self)
        #expect(position.viewID == nil && position.edge == nil && position.point == nil)
        position.scrollTo(id: 5)
        #expect(position.viewID(type: Int.self) == 5)
        #expect(!position.isPositionedByUser)
        let layout = ViewLayout(ScrollView { rows() }.scrollPosition(.constant(position)), proposal: screen)
        // Row 5 starts 250 points down the content.
        #expect(layout.frame(of: 5)?.minY == 0)
        #expect(layout.frame(of: 0)?.minY == -250)
        let recorded: [String] = layout.nodes.flatMap { $0.modifiers.map(\.name) }
        #expect(recorded.contains("scrollPosition"))
        position.scrollTo(edge: .bottom)
        #expect(position.edge == .bottom && position.viewID == nil)
        position.scrollTo(x: 10, y: 20)
        #expect(position.point == CGPoint(x: 10, y: 20))
    }

    @Test func onScrollGeometryChangeReportsTheRestingGeometry() {
        final class Seen: @unchecked Sendable { var geometries: [ScrollGeometry] = []; var distances: [CGFloat] = [] }
        let seen = Seen()
        let view = ScrollView { rows() }
            .defaultScrollAnchor(.bottom)
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, geometry in seen.geometries.append(geometry) }
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y - $0.contentSize.height + $0.containerSize.height }) { _, distance in
                seen.distances.append(distance)
            }
        _ = ViewLayout(view, proposal: screen)
        #expect(seen.geometries == [
            ScrollGeometry(contentOffset: CGPoint(x: 0, y: 520), contentSize: CGSize(width: 320, height: 1000), contentInsets: EdgeInsets(), containerSize: CGSize(width: 320, height: 480))
        ])
        #expect(seen.geometries.first?.visibleRect == CGRect(x: 0, y: 520, width: 320, height: 480))
        // Resting at the bottom: no distance left to scroll.
        #expect(seen.distances == [0])
    }

    @Test func scrollGeometryCountsContentMarginsAsInsets() {
        final class Seen: @unchecked Sendable { var geometry: ScrollGeometry? }
        let seen = Seen()
        let view = ScrollView { rows() }.contentMargins(.vertical, 20)
            .onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, geometry in seen.geometry = geometry }
        _ = ViewLayout(view, proposal: screen)
        #expect(seen.geometry?.contentInsets == EdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0))
        #expect(seen.geometry?.contentSize == CGSize(width: 320, height: 1000))
        #expect(seen.geometry?.contentOffset == CGPoint(x: 0, y: -20))
        #expect(seen.geometry?.bounds == CGRect(x: 0, y: 0, width: 320, height: 440))
    }

    @Test func onScrollVisibilityChangeRunsForTheRowsThatShowAtLeastTheThreshold() {
        final class Seen: @unchecked Sendable { var visible: [Int] = [] }
        let seen = Seen()
        let view = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    Color.blue.frame(height: 50).onScrollVisibilityChange { if $0 { seen.visible.append(index) } }
                }
            }
        }
        _ = ViewLayout(view, proposal: screen)
        // Row 9 (450–500) shows 30 of its 50 points: 0.6, past the default 0.5.
        #expect(seen.visible == Array(0...9))
        seen.visible = []
        let strict = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { index in
                    Color.blue.frame(height: 50).onScrollVisibilityChange(threshold: 0.9) { if $0 { seen.visible.append(index) } }
                }
            }
        }
        _ = ViewLayout(strict, proposal: screen)
        #expect(seen.visible == Array(0...8))
    }

    @Test func onScrollPhaseChangeIsRecordedAndNeverRunsAtRest() {
        final class Seen: @unchecked Sendable { var phases: [ScrollPhase] = [] }
        let seen = Seen()
        let view = ScrollView { rows() }
            .onScrollPhaseChange { _, phase in seen.phases.append(phase) }
            .onScrollPhaseChange { _, phase, context in seen.phases.append(phase) }
        let layout = ViewLayout(view, proposal: screen)
        #expect(seen.phases.isEmpty)
        let recorded: [String] = layout.nodes.flatMap { $0.modifiers.map(\.name) }
        #expect(recorded.filter { $0 == "onScrollPhaseChange" }.count == 2)
        #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.decelerating.isScrolling)
    }
}

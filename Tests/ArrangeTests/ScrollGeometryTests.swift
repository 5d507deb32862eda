// iOS 17's scroll geometry names that view code uses at rest: `CoordinateSpace.scrollView`,
// `GeometryProxy.bounds(of:)`, `scrollTransition` and `flipsForRightToLeftLayoutDirection`.
import Arrange
import Foundation
import Testing

@Suite("scroll geometry at rest")
struct ScrollGeometryTests {
    let screen = ProposedViewSize(width: 320, height: 480)

    @Test func boundsOfANamedSpaceAreInTheViewsOwnCoordinates() {
        var named: CGRect?
        var scroll: CGRect? = .zero
        var global: CGRect? = .zero
        var local: CGRect?
        let probe = GeometryReader { proxy in
            let _ = (named, scroll, global, local) = (
                proxy.bounds(of: .named("card")), proxy.bounds(of: .scrollView), proxy.bounds(of: .global), proxy.bounds(of: .local))
            Color.clear
        }
        _ = ViewLayout(probe.frame(width: 50, height: 40).padding(10).coordinateSpace(name: "card"), proposal: screen)
        // The card (70 × 60) starts 10 points above and left of the reader.
        #expect(named == CGRect(x: -10, y: -10, width: 70, height: 60))
        #expect(local == CGRect(x: 0, y: 0, width: 50, height: 40))
        // No scroll view names its space, and the global space has no bounds: nil, as SwiftUI's
        // `guard let height = bounds(of: .scrollView)?.height` expects outside a scroll view.
        #expect(scroll == nil)
        #expect(global == nil)
    }

    @Test func scrollTransitionAndFlippingAreRecordedAndMoveNothing() {
        let plain = Color.red.frame(width: 40, height: 20).id("box")
        let recorded = Color.red.frame(width: 40, height: 20)
            .scrollTransition { effect, phase in effect.scaleEffect(phase.isIdentity ? 1 : 0.8) }
            .scrollTransition(topLeading: .animated, bottomTrailing: .identity) { effect, phase in effect.opacity(1 - abs(phase.value)) }
            .flipsForRightToLeftLayoutDirection(true)
            .id("box")
        let layout = ViewLayout(recorded, proposal: screen)
        #expect(layout.frame(of: "box") == ViewLayout(plain, proposal: screen).frame(of: "box"))
        #expect(layout.nodes.flatMap(\.modifiers).map(\.name) == ["scrollTransition", "scrollTransition", "flipsForRightToLeftLayoutDirection"])
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
    }
}

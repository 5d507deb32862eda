// containerRelativeFrame, contentMargins, safeAreaPadding, onGeometryChange, visualEffect and
// the scroll-behaviour modifiers: layout effects where SwiftUI has them, none where it has not.
import Arrange
import Foundation
import Testing

private let screen = ProposedViewSize(width: 320, height: 480)

@Suite("Geometry modifiers")
@MainActor
struct GeometryModifierTests {
    @Test func containerRelativeFrameSharesTheScrollViewsWidthInParts() {
        // Apple's example: three parts of the scroll view's width with 10 between them:
        // (320 − 2 × 10) ÷ 3 = 100; spanning two: 2 × 100 + 10 = 210.
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5) { index in
                    Color.red.containerRelativeFrame(.horizontal, count: 3, span: index == 4 ? 2 : 1, spacing: 10).id(index)
                }
            }
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 100, height: 480))
        #expect(layout.frame(of: 1)?.minX == 110)
        #expect(layout.frame(of: 4)?.width == 210)
        #expect(layout.warnings.isEmpty)
    }

    @Test func containerRelativeFrameOutsideAScrollViewUsesTheScreen() {
        let view = VStack {
            Color.blue.containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 2 }.id("half")
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "half")?.size == CGSize(width: 160, height: 240))
        // With safe-area insets the container is the safe area: 320 × (480 − 40 − 20) ÷ 2.
        let inset = ViewLayout(view, proposal: screen, safeAreaInsets: EdgeInsets(top: 40, leading: 0, bottom: 20, trailing: 0))
        #expect(inset.frame(of: "half")?.size == CGSize(width: 160, height: 210))
    }

    @Test func containerRelativeFrameWithZeroPartsCountsOneAndWarns() {
        let view = Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 8).id("bad")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "bad")?.width == 320)
        #expect(layout.warnings.contains { $0.contains("containerRelativeFrame(count:) got 0") })
    }

    @Test func contentMarginsInsetTheScrolledContentButNotTheScrollView() {
        let content = ScrollView { Color.red.frame(height: 100).id("content") }.id("scroll")
        let margins = ViewLayout(content.contentMargins(20), proposal: screen)
        #expect(margins.frame(of: "scroll") == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(margins.frame(of: "content") == CGRect(x: 20, y: 20, width: 280, height: 100))
        // Margins for the indicators only change nothing in layout.
        let indicators = ViewLayout(content.contentMargins(.horizontal, 30, for: .scrollIndicators), proposal: screen)
        #expect(indicators.frame(of: "content") == CGRect(x: 0, y: 0, width: 320, height: 100))
        // Horizontal margins only: 30 on each side, none above.
        let sides = ViewLayout(content.contentMargins(.horizontal, 30), proposal: screen)
        #expect(sides.frame(of: "content") == CGRect(x: 30, y: 0, width: 260, height: 100))
    }

    @Test func safeAreaPaddingInsetsAScrollViewsContentAndPadsAnyOtherView() {
        let scroll = ScrollView { Color.red.frame(height: 100).id("content") }.id("scroll").safeAreaPadding(.horizontal, 24)
        let layout = ViewLayout(scroll, proposal: screen)
        #expect(layout.frame(of: "scroll")?.width == 320)
        #expect(layout.frame(of: "content") == CGRect(x: 24, y: 0, width: 272, height: 100))
        // On a view that does not scroll it is padding: 16 by default.
        let padded = ViewLayout(Color.red.frame(width: 50, height: 50).id("square").safeAreaPadding(), proposal: screen)
        #expect(padded.size == CGSize(width: 82, height: 82))
        #expect(padded.frame(of: "square")?.origin == CGPoint(x: 16, y: 16))
    }

    @Test func onGeometryChangeReportsTheViewsGeometryAfterLayout() {
        final class Seen: @unchecked Sendable { var frames: [CGRect] = [] }
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 80, height: 20)
                .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { seen.frames.append($0) }
        }
        _ = ViewLayout(view, proposal: screen)
        // Once: the next layout gives the same frame, so the action does not run again.
        #expect(seen.frames == [CGRect(x: 0, y: 10, width: 80, height: 20)])
    }

    @Test func visualEffectAndScrollBehaviourModifiersLeaveTheLayoutAsItWas() {
        let plain = ScrollView(.horizontal) {
            LazyHStack { ForEach(0..<3) { Color.red.frame(width: 100).id($0) } }
        }
        let modified = ScrollView(.horizontal) {
            LazyHStack {
                ForEach(0..<3) { index in
                    Color.red.frame(width: 100)
                        .visualEffect { content, proxy in content.offset(y: proxy.frame(in: .global).minY).scaleEffect(0.9).opacity(0.5) }
                        .id(index)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned(limitBehavior: .alwaysByOne))
        .scrollIndicators(.hidden)
        .scrollDisabled(true)
        let before = ViewLayout(plain, proposal: screen), after = ViewLayout(modified, proposal: screen)
        for index in 0..<3 {
            #expect(before.frame(of: index) == after.frame(of: index))
        }
        #expect(after.frame(of: 1) == CGRect(x: 108, y: 0, width: 100, height: 480))
        _ = ViewLayout(Text("Pages").scrollTargetBehavior(.paging), proposal: screen)
    }
}

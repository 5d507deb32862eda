// Lists drawn at 1× and 3×: the grouped background, the cards, their rounded corners and the
// one-pixel separators, in iOS 17's light colours (ios-metrics.md §4 and §8).
import Arrange
import Foundation
import Testing

@testable import ArrangeRender

@Suite("List drawing")
struct ListDrawingTests {
    /// systemGroupedBackground #F2F2F7; a card's secondarySystemGroupedBackground #FFFFFF;
    /// separator rgba(60, 60, 67, 0.29) over white (ios-metrics §8).
    static let groupedBackground = [242, 242, 247]
    static let separatorOnWhite = [198, 198, 200]

    @Test(arguments: [1, 3])
    func insetGroupedCardsSitOnTheGroupedBackground(scale: Int) throws {
        let view = List {
            Color.clear.frame(height: 22)
            Color.clear.frame(height: 22)
        }
        .environment(\.displayScale, CGFloat(scale))
        let image = try RenderTesting.pixels(view, scale: CGFloat(scale), proposal: ProposedViewSize(width: 393, height: 200)).image
        let s = scale
        // Above the card (35 points of section gap) and beside it (16 points of margin).
        #expect(image[200 * s, 10 * s].isClose(to: Self.groupedBackground))
        #expect(image[8 * s, 60 * s].isClose(to: Self.groupedBackground))
        // Inside the card.
        #expect(image[200 * s, 50 * s].isClose(to: Expected.white))
        // The card's top-leading corner is rounded (radius 10): its very corner shows the background.
        #expect(image[16 * s, 35 * s].isClose(to: Self.groupedBackground, tolerance: 6))
        // The separator: one pixel at the bottom of the first row (35 + 44), from the row inset
        // (16 + 20) to the card's trailing edge (377).
        let line = 79 * s - 1
        #expect(image[200 * s, line].isClose(to: Self.separatorOnWhite, tolerance: 3))
        #expect(image[200 * s, line - 1].isClose(to: Expected.white))
        #expect(image[30 * s, line].isClose(to: Expected.white))
        // No separator under the last row.
        #expect(image[200 * s, 123 * s - 1].isClose(to: Expected.white))
    }

    @Test(arguments: [1, 3])
    func navigationRowsEndInAGreyChevron(scale: Int) throws {
        let view = List { NavigationLink("General") { Text("Detail") } }.environment(\.displayScale, CGFloat(scale))
        let image = try RenderTesting.pixels(view, scale: CGFloat(scale), proposal: ProposedViewSize(width: 393, height: 120)).image
        // The chevron's tip: 8 wide ending at 357, centred on the row (35 + 22).
        let tip = image[355 * scale, 57 * scale]
        #expect(tip.red < 240 && abs(tip.red - tip.blue) < 12, "\(tip)")
        #expect(image[340 * scale, 57 * scale].isClose(to: Expected.white))
    }

    @Test(arguments: [1, 3])
    func theTabBarIsAHairlineOverTheBarMaterial(scale: Int) throws {
        let view = TabView { Color.white.tabItem { Text("A") } }.environment(\.displayScale, CGFloat(scale))
        let image = try RenderTesting.pixels(view, scale: CGFloat(scale), proposal: ProposedViewSize(width: 393, height: 300)).image
        // The bar's top hairline at 300 − 49, and its 94 % rgb(249, 249, 249) fill below.
        #expect(image[10 * scale, 251 * scale].red < 230)
        #expect(image[10 * scale, 290 * scale].isClose(to: [249, 249, 249], tolerance: 3))
        #expect(image[10 * scale, 200 * scale].isClose(to: Expected.white))
    }
}

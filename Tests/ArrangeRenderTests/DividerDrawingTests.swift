import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// `Divider()` is drawn as iOS draws a separator: one device pixel in the middle of its
/// 1-point frame, in the separator colour, rgba(60, 60, 67, 0.29) (dark rgba(84, 84, 88, 0.6);
/// ios-metrics.md §8).
@Suite struct DividerDrawingTests {
    static let separatorLight = composited([60, 60, 67], opacity: 0.29)

    static func divided() -> some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 10)
            Divider()
            Color.clear.frame(width: 40, height: 10)
        }
    }

    @Test func horizontalDividerIsOnePixelAt1x() throws {
        let image = try RenderTesting.pixels(Self.divided()).image
        // The divider's frame is y = 10 ..< 11.
        #expect(image[20, 10].isClose(to: Self.separatorLight, tolerance: 1), "\(image[20, 10])")
        #expect(image[20, 9].rgb == Expected.white)
        #expect(image[20, 11].rgb == Expected.white)
    }

    @Test func horizontalDividerIsAHairlineAt3x() throws {
        let image = try RenderTesting.pixels(Self.divided(), scale: 3).image
        // Frame y = 30 ..< 33 pixels: only the middle one is drawn.
        #expect(image[60, 31].isClose(to: Self.separatorLight, tolerance: 1), "\(image[60, 31])")
        #expect(image[60, 30].rgb == Expected.white)
        #expect(image[60, 32].rgb == Expected.white)
    }

    @Test func verticalDividerInAnHStack() throws {
        let image = try RenderTesting.pixels(
            HStack(spacing: 0) { Color.clear.frame(width: 10, height: 20); Divider(); Color.clear.frame(width: 10, height: 20) }, scale: 3
        ).image
        #expect(image[31, 30].isClose(to: Self.separatorLight, tolerance: 1), "\(image[31, 30])")
        #expect(image[30, 30].rgb == Expected.white)
        #expect(image[32, 30].rgb == Expected.white)
    }

    @Test func darkDividerIsTheDarkSeparator() throws {
        let image = try RenderTesting.pixels(Self.divided().environment(\.colorScheme, .dark)).image
        #expect(image[20, 10].isClose(to: composited([84, 84, 88], opacity: 0.6, over: Expected.black), tolerance: 1), "\(image[20, 10])")
    }
}

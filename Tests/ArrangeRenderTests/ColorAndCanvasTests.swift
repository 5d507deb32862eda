import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Pixel-exact checks of colours, sizes, scales and the canvas, independent of goldens.
@Suite struct ColorAndCanvasTests {
    @Test func redColorAtScale2IsTwiceTheSizeWithSystemRedInTheMiddle() throws {
        let (image, warnings, _) = try RenderTesting.pixels(Color.red.frame(width: 20, height: 10), scale: 2)
        #expect(image.width == 40)
        #expect(image.height == 20)
        #expect(image[20, 10].rgb == [255, 59, 48])
        #expect(image[0, 0].rgb == [255, 59, 48])
        #expect(image[39, 19].rgb == [255, 59, 48])
        #expect(warnings.isEmpty)
    }

    @Test(arguments: [1, 2, 3])
    func pictureIsTheRootSizeTimesTheScaleRoundedUp(scale: Int) throws {
        let (image, _, _) = try RenderTesting.pixels(Color.blue.frame(width: 33.3, height: 10), scale: CGFloat(scale))
        #expect(image.width == [34, 67, 100][scale - 1])
        #expect(image.height == [10, 20, 30][scale - 1])
    }

    @Test(arguments: [1, 2, 3])
    func touchingRectanglesLeaveNoBackgroundPixelBetweenThem(scale: Int) throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 33.3)
            Color.blue.frame(width: 33.3)
        }
        .frame(height: 10)
        let layout = RenderTesting.layout(view)
        let frames = layout.nodes.filter { $0.kind == "Color" }.compactMap(\.frame)
        #expect(frames.count == 2)
        #expect(abs(frames[0].maxX - 33.3) < 1e-9)
        #expect(frames[1].minX == frames[0].maxX)
        let (image, _, _) = try RenderTesting.pixels(view, scale: CGFloat(scale))
        let covered = Int((66.6 * Double(scale)).rounded())
        for y in [0, image.height / 2, image.height - 1] {
            let row = image.row(y, to: covered)
            #expect(row.allSatisfy { $0.rgb == Expected.red || $0.rgb == Expected.blue }, "row \(y) at \(scale)×: \(row)")
        }
        // The shared edge lands on one pixel boundary: red then blue, nothing blended.
        let edge = Int((33.3 * Double(scale)).rounded())
        #expect(image[edge - 1, 0].rgb == Expected.red)
        #expect(image[edge, 0].rgb == Expected.blue)
    }

    @Test func canvasCentresTheRootLikeADeviceScreen() throws {
        let (image, _, _) = try RenderTesting.pixels(Color.red.frame(width: 20, height: 10)) { $0.canvas = CGSize(width: 100, height: 50) }
        #expect(image.width == 100)
        #expect(image.height == 50)
        #expect(image[50, 25].rgb == Expected.red)
        #expect(image[40, 20].rgb == Expected.red)
        #expect(image[39, 25].rgb == Expected.white)
        #expect(image[60, 25].rgb == Expected.white)
        #expect(image[50, 19].rgb == Expected.white)
    }

    @Test func backgroundIsWhiteByDefaultAndTransparentWithoutOne() throws {
        let view = Color.red.frame(width: 10, height: 10).padding(5)
        let white = try RenderTesting.pixels(view).image
        #expect(white[1, 1] == PixelImage.RGBA(red: 255, green: 255, blue: 255, alpha: 255))
        let clear = try RenderTesting.pixels(view) { $0.background = nil }.image
        #expect(clear[1, 1].alpha == 0)
        #expect(clear[10, 10] == PixelImage.RGBA(red: 255, green: 59, blue: 48, alpha: 255))
    }

    @Test func semanticColoursResolveAsIOSLabelColoursInLightMode() throws {
        let view = HStack(spacing: 0) {
            Color.primary.frame(width: 10, height: 10)
            Color.secondary.frame(width: 10, height: 10)
            Color.clear.frame(width: 10, height: 10)
        }
        let image = try RenderTesting.pixels(view).image
        #expect(image[5, 5].rgb == Expected.black)
        // iOS's secondaryLabel, rgba(60, 60, 67, 0.6) (ios-metrics.md §8), over white.
        #expect(image[15, 5].isClose(to: [138, 138, 142], tolerance: 1))
        #expect(image[25, 5].rgb == Expected.white)
    }

    @Test func colorWithOpacityBlendsOverWhite() throws {
        let image = try RenderTesting.pixels(Color.blue.opacity(0.5).frame(width: 10, height: 10)).image
        // (0, 122, 255) at half over white: (128, 189, 255).
        #expect(image[5, 5].isClose(to: [128, 189, 255], tolerance: 1))
    }
}

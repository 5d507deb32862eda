import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Light and dark mode as iOS 17 draws them: the screen's background is systemBackground,
/// the system colours and label colours take their dark values (ios-metrics.md §8).
@Suite struct ColorSchemeTests {
    static func swatches() -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
            Color.primary.frame(width: 10, height: 10)
            Rectangle().frame(width: 10, height: 10)
            Color.accentColor.frame(width: 10, height: 10)
        }
        .padding(5)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func lightModeIsTheDefault(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Self.swatches(), scale: scale).image
        let s = Int(scale)
        #expect(image[1, 1].rgb == Expected.white)
        #expect(image[10 * s, 10 * s].rgb == [255, 59, 48])
        #expect(image[20 * s, 10 * s].rgb == [0, 122, 255])
        #expect(image[30 * s, 10 * s].rgb == Expected.black)
        #expect(image[40 * s, 10 * s].rgb == Expected.black)
        #expect(image[50 * s, 10 * s].rgb == [0, 122, 255])
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func darkModeSwitchesEverySemanticColourAndTheBackground(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Self.swatches().environment(\.colorScheme, .dark), scale: scale).image
        let s = Int(scale)
        #expect(image[1, 1].rgb == Expected.black)
        #expect(image[10 * s, 10 * s].rgb == [255, 69, 58])
        #expect(image[20 * s, 10 * s].rgb == [10, 132, 255])
        #expect(image[30 * s, 10 * s].rgb == Expected.white)
        #expect(image[40 * s, 10 * s].rgb == Expected.white)
        #expect(image[50 * s, 10 * s].rgb == [10, 132, 255])
    }

    @Test func preferredColorSchemeDarkensTheView() throws {
        let image = try RenderTesting.pixels(Self.swatches().preferredColorScheme(.dark)).image
        #expect(image[1, 1].rgb == Expected.black)
        #expect(image[10, 10].rgb == [255, 69, 58])
        let light = try RenderTesting.pixels(Self.swatches().preferredColorScheme(nil)).image
        #expect(light[1, 1].rgb == Expected.white)
    }

    @Test func darkTextIsWhiteOnBlack() throws {
        let image = try RenderTesting.pixels(
            Text("I").font(.system(size: 60, weight: .black)).environment(\.colorScheme, .dark), scale: 3
        ).image
        #expect(image[0, 0].rgb == Expected.black)
        #expect(image.mostCovered(against: Expected.black).rgb == Expected.white)
    }

    @Test func systemColoursTakeTheirDarkValues() throws {
        let colors: [(Arrange.SystemColor, light: [Int], dark: [Int])] = [
            (.systemGray5, [229, 229, 234], [44, 44, 46]),
            (.secondarySystemBackground, [242, 242, 247], [28, 28, 30]),
            (.systemGroupedBackground, [242, 242, 247], [0, 0, 0]),
            (.opaqueSeparator, [198, 198, 200], [56, 56, 58]),
            (.systemMint, [0, 199, 190], [102, 212, 207]),
        ]
        for (color, light, dark) in colors {
            let lightImage = try RenderTesting.pixels(Color(system: color).frame(width: 4, height: 4)).image
            let darkImage = try RenderTesting.pixels(Color(system: color).frame(width: 4, height: 4).environment(\.colorScheme, .dark)).image
            #expect(lightImage[2, 2].rgb == light, "\(color)")
            #expect(darkImage[2, 2].rgb == dark, "\(color)")
        }
    }

    @Test func separatorIsTranslucent() throws {
        let image = try RenderTesting.pixels(Color(system: .separator).frame(width: 4, height: 4)).image
        #expect(image[2, 2].isClose(to: composited([60, 60, 67], opacity: 0.29), tolerance: 1), "\(image[2, 2])")
    }
}

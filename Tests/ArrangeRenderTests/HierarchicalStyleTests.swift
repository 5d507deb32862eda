import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// `.primary` … `.quaternary` as iOS draws them: with the default foreground they are iOS's
/// label colours (ios-metrics.md §8: secondaryLabel rgba(60, 60, 67, 0.6), tertiaryLabel
/// 0.3, quaternaryLabel 0.18; dark 235, 235, 245 at 0.6, 0.3, 0.16), on text, on stacks that
/// pass them down, on shapes and on symbols.
@Suite struct HierarchicalStyleTests {
    static let secondaryLight = composited([60, 60, 67], opacity: 0.6)
    static let tertiaryLight = composited([60, 60, 67], opacity: 0.3)
    static let quaternaryLight = composited([60, 60, 67], opacity: 0.18)
    static let secondaryDark = composited([235, 235, 245], opacity: 0.6, over: Expected.black)

    /// A thick glyph: at 3× its strokes have pixels of full coverage.
    static func glyph() -> Text { Text("I").font(.system(size: 60, weight: .black)) }

    @Test(arguments: [1, 3] as [CGFloat])
    func secondaryTextIsTheSecondaryLabelColour(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Self.glyph().foregroundStyle(.secondary), scale: scale).image
        #expect(image.mostCovered().isClose(to: Self.secondaryLight, tolerance: 2), "\(image.mostCovered())")
    }

    @Test func tertiaryAndQuaternaryTextAreTheirLabelColours() throws {
        let tertiary = try RenderTesting.pixels(Self.glyph().foregroundStyle(.tertiary), scale: 3).image
        #expect(tertiary.mostCovered().isClose(to: Self.tertiaryLight, tolerance: 2), "\(tertiary.mostCovered())")
        let quaternary = try RenderTesting.pixels(Self.glyph().foregroundStyle(.quaternary), scale: 3).image
        #expect(quaternary.mostCovered().isClose(to: Self.quaternaryLight, tolerance: 2), "\(quaternary.mostCovered())")
    }

    @Test func aStackPassesTheSecondaryStyleToItsText() throws {
        let image = try RenderTesting.pixels(VStack { Self.glyph() }.foregroundStyle(.secondary), scale: 3).image
        #expect(image.mostCovered().isClose(to: Self.secondaryLight, tolerance: 2), "\(image.mostCovered())")
    }

    @Test func secondaryOfAColourIsThatColourFaded() throws {
        let image = try RenderTesting.pixels(
            VStack { Rectangle().frame(width: 10, height: 10).foregroundStyle(.secondary) }.foregroundStyle(Color.blue)
        ).image
        #expect(image[5, 5].isClose(to: composited([0, 122, 255], opacity: 0.6), tolerance: 1), "\(image[5, 5])")
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func shapesFilledWithLevelsUseTheLabelColours(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(
            HStack(spacing: 0) {
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
                Rectangle().foregroundStyle(.tertiary).frame(width: 10, height: 10)
                Rectangle().fill(.quaternary).frame(width: 10, height: 10)
            },
            scale: scale
        ).image
        let s = Int(scale)
        #expect(image[5 * s, 5 * s].isClose(to: Self.secondaryLight, tolerance: 1), "\(image[5 * s, 5 * s])")
        #expect(image[15 * s, 5 * s].isClose(to: Self.tertiaryLight, tolerance: 1), "\(image[15 * s, 5 * s])")
        #expect(image[25 * s, 5 * s].isClose(to: Self.quaternaryLight, tolerance: 1), "\(image[25 * s, 5 * s])")
    }

    @Test func symbolsTakeTheSecondaryStyle() throws {
        let image = try RenderTesting.pixels(Image(systemName: "questionmark.app.dashed").font(.system(size: 60)).foregroundStyle(.secondary), scale: 3).image
        #expect(image.mostCovered().isClose(to: Self.secondaryLight, tolerance: 2), "\(image.mostCovered())")
    }

    @Test func secondaryTextInDarkModeIsTheDarkSecondaryLabel() throws {
        let image = try RenderTesting.pixels(
            Self.glyph().foregroundStyle(.secondary).environment(\.colorScheme, .dark), scale: 3
        ).image
        #expect(image[0, 0].rgb == Expected.black)
        #expect(image.mostCovered(against: Expected.black).isClose(to: Self.secondaryDark, tolerance: 2), "\(image.mostCovered(against: Expected.black))")
    }

    @Test func colorSecondaryIsTheSecondaryLabelColour() throws {
        let image = try RenderTesting.pixels(Color.secondary.frame(width: 10, height: 10)).image
        #expect(image[5, 5].isClose(to: Self.secondaryLight, tolerance: 1), "\(image[5, 5])")
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func primaryWithOpacityKeepsTheOpacity(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(
            HStack(spacing: 0) {
                Color.primary.opacity(0.1).frame(width: 10, height: 10)
                Rectangle().fill(Color.secondary.opacity(0.5)).frame(width: 10, height: 10)
            },
            scale: scale
        ).image
        let s = Int(scale)
        #expect(image[5 * s, 5 * s].isClose(to: composited([0, 0, 0], opacity: 0.1), tolerance: 1), "\(image[5 * s, 5 * s])")
        #expect(image[15 * s, 5 * s].isClose(to: composited([60, 60, 67], opacity: 0.3), tolerance: 1), "\(image[15 * s, 5 * s])")
    }
}

import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// `symbolRenderingMode` and `foregroundStyle(_:_:)`/`(_:_:_:)` on symbols (SymbolRendering.swift,
/// SymbolLayers.swift): the points are unit points of the 48-point square of a 40-point symbol,
/// as in `SymbolDrawingTests` — the plus's bar at (0.5, 0.4), the disc beside it at (0.3, 0.3).
@Suite struct SymbolRenderingModeTests {
    static func draw<V: View>(_ view: V, scale: CGFloat = 1) throws -> (PixelImage, CGFloat) {
        (try RenderTesting.pixels(view.font(.system(size: 40)), scale: scale).image, scale)
    }

    static func at(_ drawn: (PixelImage, CGFloat), _ x: CGFloat, _ y: CGFloat) -> PixelImage.RGBA {
        let (image, scale) = drawn
        return image[min(Int(x * 48 * scale), image.width - 1), min(Int(y * 48 * scale), image.height - 1)]
    }

    static let red = [255.0, 59, 48], blue = [0.0, 122, 255]

    @Test(arguments: [1.0, 3.0])
    func hierarchicalDrawsTheContainerAtTheSecondaryLevelUnderTheGlyph(scale: CGFloat) throws {
        let drawn = try Self.draw(
            Image(systemName: "plus.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.blue), scale: scale)
        // The glyph in the colour, over the disc (not cut out of it).
        #expect(Self.at(drawn, 0.5, 0.4).rgb == Expected.blue, "\(Self.at(drawn, 0.5, 0.4))")
        // The disc at the secondary level: the colour at secondaryLabel's 60 % (ios-metrics.md §8).
        #expect(Self.at(drawn, 0.3, 0.3).isClose(to: composited(Self.blue, opacity: 0.6), tolerance: 2), "\(Self.at(drawn, 0.3, 0.3))")
    }

    @Test func hierarchicalInTheEnvironmentReachesEverySymbol() throws {
        let drawn = try Self.draw(VStack { Image(systemName: "plus.circle.fill") }.symbolRenderingMode(.hierarchical).foregroundStyle(.blue))
        #expect(Self.at(drawn, 0.5, 0.4).rgb == Expected.blue)
        #expect(Self.at(drawn, 0.3, 0.3).isClose(to: composited(Self.blue, opacity: 0.6), tolerance: 2))
    }

    @Test(arguments: [1.0, 3.0])
    func twoForegroundStylesDrawSymbolsInPalette(scale: CGFloat) throws {
        // No mode written: several styles make palette the default (Apple's foregroundStyle(_:_:)).
        let drawn = try Self.draw(Image(systemName: "plus.circle.fill").foregroundStyle(.red, .blue), scale: scale)
        #expect(Self.at(drawn, 0.5, 0.4).rgb == Expected.red, "\(Self.at(drawn, 0.5, 0.4))")
        #expect(Self.at(drawn, 0.3, 0.3).rgb == Expected.blue, "\(Self.at(drawn, 0.3, 0.3))")
    }

    @Test func paletteWithThreeStylesAndAnIconFontSymbol() throws {
        // car.circle.fill: the car comes from the icon font; its circle is the second layer.
        let drawn = try Self.draw(
            Image(systemName: "car.circle.fill").symbolRenderingMode(.palette).foregroundStyle(.red, .blue, .green))
        #expect(Self.at(drawn, 0.3, 0.2).rgb == Expected.blue, "\(Self.at(drawn, 0.3, 0.2))")
        #expect(Self.at(drawn, 0.5, 0.5).rgb != Expected.white)
    }

    @Test func anOwnMonochromeModeOverridesThePalette() throws {
        let drawn = try Self.draw(Image(systemName: "plus.circle.fill").symbolRenderingMode(.monochrome).foregroundStyle(.red, .blue))
        // One colour, the primary, the plus cut out of the disc.
        #expect(Self.at(drawn, 0.5, 0.4).rgb == Expected.white, "\(Self.at(drawn, 0.5, 0.4))")
        #expect(Self.at(drawn, 0.3, 0.3).rgb == Expected.red, "\(Self.at(drawn, 0.3, 0.3))")
    }

    @Test func oneStyleInsideReplacesThePalette() throws {
        let drawn = try Self.draw(VStack { Image(systemName: "plus.circle.fill").foregroundStyle(.green) }.foregroundStyle(.red, .blue))
        #expect(Self.at(drawn, 0.3, 0.3).rgb == Expected.green, "\(Self.at(drawn, 0.3, 0.3))")
        #expect(Self.at(drawn, 0.5, 0.4).rgb == Expected.white, "monochrome again: the plus cut out")
    }

    @Test func multicolorDrawsTheSymbolsOwnColourElseTheForeground() throws {
        let heart = try Self.draw(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        #expect(Self.at(heart, 0.5, 0.55).rgb == Expected.red, "\(Self.at(heart, 0.5, 0.55))")
        let minus = try Self.draw(Image(systemName: "minus").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        #expect(Self.at(minus, 0.5, 0.5).rgb == Expected.blue, "\(Self.at(minus, 0.5, 0.5))")
    }

    @Test func secondaryTextTakesTheSecondStyle() throws {
        let image = try RenderTesting.pixels(
            VStack { Text("H").font(.system(size: 40, weight: .black)).foregroundStyle(.secondary) }.foregroundStyle(.red, .green)
        ).image
        #expect(image.mostCovered().isClose(to: Expected.green, tolerance: 8), "\(image.mostCovered())")
    }

    @Test func theRecordCarriesTheModeAndColours() throws {
        let layout = RenderTesting.layout(Image(systemName: "star").symbolRenderingMode(.hierarchical))
        let node = try #require(layout.nodes.first { $0.kind == "image" })
        let layers = try #require(SymbolRenderingRecord.layers(in: node.modifiers))
        #expect(layers.mode == .hierarchical)
        // label, secondaryLabel and tertiaryLabel (ios-metrics.md §8).
        #expect(layers.colors.map(\.opacity) == [1, 0.6, 0.3])
        let plain = try #require(RenderTesting.layout(Image(systemName: "star")).nodes.first { $0.kind == "image" })
        #expect(SymbolRenderingRecord.layers(in: plain.modifiers) == nil)
    }
}

import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// `Image(systemName:)` draws Arrange's own line drawing of the symbol (`SymbolArtwork`), not a
/// lettered tile: the points checked are where the drawing's strokes run in its unit square,
/// the symbol being 1.2 × the font size (48 points at 40).
@Suite struct SymbolDrawingTests {
    static func symbol(_ name: String, color: Color = .black) throws -> (PixelImage, [String]) {
        let (image, warnings, _) = try RenderTesting.pixels(Image(systemName: name).font(.system(size: 40)).foregroundStyle(color), scale: 1)
        return (image, warnings)
    }

    /// The pixel at unit point (`x`, `y`) of the 48-point square.
    static func at(_ image: PixelImage, _ x: CGFloat, _ y: CGFloat) -> PixelImage.RGBA {
        image[min(Int(x * 48), 47), min(Int(y * 48), 47)]
    }

    @Test func aChevronIsTwoStrokesMeetingAtAPoint() throws {
        let (image, warnings) = try Self.symbol("chevron.right")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(image.width == 48)
        #expect(Self.at(image, 0.64, 0.5).red < 80, "the point of the chevron")
        #expect(Self.at(image, 0.52, 0.34).red < 80, "its upper stroke")
        #expect(Self.at(image, 0.08, 0.5).rgb == Expected.white, "no tile edge on the left")
        #expect(Self.at(image, 0.85, 0.5).rgb == Expected.white, "nothing right of the point")
    }

    @Test func anXmarkCrossesInTheMiddle() throws {
        let (image, _) = try Self.symbol("xmark")
        #expect(Self.at(image, 0.5, 0.5).red < 80)
        #expect(Self.at(image, 0.5, 0.2).rgb == Expected.white)
        #expect(Self.at(image, 0.3, 0.3).red < 80)
    }

    @Test func aFilledCircleSymbolCutsItsGlyphOutOfTheDisc() throws {
        let (image, _) = try Self.symbol("plus.circle.fill", color: .blue)
        // The plus's bar, cut out: the white background shows through.
        #expect(Self.at(image, 0.5, 0.4).rgb == Expected.white, "\(Self.at(image, 0.5, 0.4))")
        // The disc beside the bar.
        #expect(Self.at(image, 0.3, 0.3).rgb == Expected.blue, "\(Self.at(image, 0.3, 0.3))")
        let (outline, _) = try Self.symbol("plus.circle", color: .blue)
        #expect(Self.at(outline, 0.5, 0.4).rgb == Expected.blue, "the plus drawn, not cut")
        #expect(Self.at(outline, 0.3, 0.3).rgb == Expected.white, "an outlined circle is empty")
    }

    @Test func fillVariantsFillTheOutline() throws {
        let (outline, _) = try Self.symbol("heart")
        let (filled, _) = try Self.symbol("heart.fill")
        #expect(Self.at(outline, 0.5, 0.55).rgb == Expected.white)
        #expect(Self.at(filled, 0.5, 0.55).rgb == Expected.black)
    }

    @Test func symbolsAreTheForegroundColourAtItsOpacity() throws {
        let (image, _) = try Self.symbol("minus", color: .red)
        #expect(Self.at(image, 0.5, 0.5).rgb == Expected.red)
        let (faded, _) = try Self.symbol("minus", color: Color.red.opacity(0.5))
        #expect(Self.at(faded, 0.5, 0.5).isClose(to: composited([255, 59, 48], opacity: 0.5), tolerance: 1), "\(Self.at(faded, 0.5, 0.5))")
    }

    @Test func everyDrawnNameResolvesAndItsVariantsToo() {
        for name in SymbolArtwork.table.keys {
            #expect(SymbolArtwork.resolve(name) != nil)
            #expect(SymbolArtwork.resolve(name + ".fill")?.filled == true)
            #expect(SymbolArtwork.resolve(name + ".circle.fill")?.container == .circle)
        }
        #expect(SymbolArtwork.resolve("person.crop.circle")?.container == .circle)
        #expect(SymbolArtwork.resolve("no.such.symbol") == nil)
        #expect(SymbolArtwork.table.count >= 70)
    }
}

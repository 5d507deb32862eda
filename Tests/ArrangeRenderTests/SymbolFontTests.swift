import Arrange
import CPangoCairo
import Foundation
import Testing

@testable import ArrangeRender

/// Symbol names Arrange has no drawing of are drawn from Material Design Icons
/// (`SymbolFontTable`, docs/drawing/symbols.md): real icons, sized as the symbol's square frame
/// (1.2 × the font size: 48 points at 40), in the foreground colour.
@Suite struct SymbolFontTests {
    static func symbol(_ name: String, color: Color = .black, scale: CGFloat = 1, dark: Bool = false) throws -> (PixelImage, [String]) {
        let view = Image(systemName: name).font(.system(size: 40)).foregroundStyle(color).preferredColorScheme(dark ? .dark : .light)
        let (image, warnings, _) = try RenderTesting.pixels(view, scale: scale)
        return (image, warnings)
    }

    /// How many pixels are darker than mid-grey in red.
    static func inked(_ image: PixelImage) -> Int {
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].red < 128 { count += 1 } }
        return count
    }

    @Test func atLeastThreeHundredNamesAreMapped() {
        #expect(SymbolFontTable.icons.count >= 300, "\(SymbolFontTable.icons.count)")
        for name in ["cloud.rain", "cart.badge.plus", "trophy", "figure.walk", "creditcard.fill", "chart.bar", "wrench", "arrow.circlepath"] {
            #expect(SymbolFontTable.icons[name] != nil, "\(name)")
        }
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func aMappedNameDrawsItsIconWithoutAWarning(scale: CGFloat) throws {
        let (image, warnings) = try Self.symbol("cloud.rain", scale: scale)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(image.width == 48 * Int(scale))
        let share = Double(Self.inked(image)) / Double(image.width * image.height)
        // A rain cloud covers some of its square, neither nothing nor a filled tile.
        #expect(share > 0.1 && share < 0.6, "\(share)")
    }

    @Test func theFilledFormInksMoreThanTheOutline() throws {
        let outline = Self.inked(try Self.symbol("trophy").0)
        let filled = Self.inked(try Self.symbol("trophy.fill").0)
        #expect(filled > outline + 50, "outline \(outline), filled \(filled)")
    }

    @Test func aCircleFormDrawsTheIconInACircle() throws {
        let (image, warnings) = try Self.symbol("cart.circle.fill", color: .blue)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(image[24, 4].rgb == Expected.blue, "the disc near its top")
        #expect(image[1, 1].rgb == Expected.white, "outside the disc")
    }

    @Test func inDarkModeTheIconIsWhite() throws {
        let (image, _) = try Self.symbol("cloud.rain", color: .primary, dark: true)
        var lightest = 0
        for y in 0..<image.height { for x in 0..<image.width { lightest = max(lightest, image[x, y].red) } }
        #expect(lightest == 255)
    }

    @Test func anUnmappedNameKeepsThePlaceholderAndWarns() throws {
        let (_, warnings) = try Self.symbol("no.such.symbol")
        #expect(warnings.contains { $0.contains("\"no.such.symbol\"") && $0.contains("placeholder") }, "\(warnings)")
    }

    @Test func everyMappedCodePointHasAGlyph() throws {
        // Each row of the table names a glyph the font has (an empty glyph would draw nothing).
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        for (name, icon) in SymbolFontTable.icons {
            #expect(SymbolFont.shared.addIcon(icon.codePoint, side: 20, centre: .zero, on: context), "\(name)")
            cairo_new_path(context)
        }
    }
}

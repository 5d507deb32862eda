import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Symbols inside text (`InlineSymbol`): `Text(Image(systemName:))` and an image interpolated in
/// a string key are set as a box of the symbol's size on the line and drawn in it, in the text's
/// colour, as SwiftUI sets them.
@Suite struct InlineSymbolTests {
    /// The columns holding ink (red below 128) in rows `y0..<y1`.
    static func inkColumns(_ image: PixelImage, rows: Range<Int>) -> [Int] {
        (0..<image.width).filter { x in rows.contains { image[x, $0].red < 128 } }
    }

    @Test func anInterpolatedSymbolTakesItsWidthInTheLine() throws {
        // 30 pt: the box is 36 points wide, so the text is that much wider than "HH" alone.
        let font = Font.system(size: 30)
        let plain = RenderTesting.layout(Text("HH").font(font)).nodes[0].frame
        let withSymbol = RenderTesting.layout(Text("\(Image(systemName: "circle.fill"))HH").font(font)).nodes[0].frame
        let difference = try #require(withSymbol).width - (try #require(plain)).width
        #expect(abs(difference - 36) < 0.5, "\(difference)")
    }

    @Test(arguments: [1.0, 3.0])
    func anInlineSymbolIsDrawnCentredOnTheCapHeight(scale: CGFloat) throws {
        let view = Text("\(Image(systemName: "circle.fill"))HH").font(.system(size: 30))
        let (image, warnings, _) = try RenderTesting.pixels(view, scale: scale)
        #expect(warnings.isEmpty, "\(warnings)")
        let s = Int(scale)
        // The disc fills most of the 36-point box; the letters start after it.
        let discColumns = Self.inkColumns(image, rows: 0..<image.height).filter { $0 < 36 * s }
        #expect(discColumns.count > 28 * s, "\(discColumns.count)")
        var discRows: [Int] = [], letterRows: [Int] = []
        for y in 0..<image.height {
            if (0..<(36 * s)).contains(where: { image[$0, y].red < 128 }) { discRows.append(y) }
            if ((36 * s + 2)..<image.width).contains(where: { image[$0, y].red < 128 }) { letterRows.append(y) }
        }
        let discMiddle = CGFloat(discRows.first! + discRows.last!) / 2 / scale
        let capMiddle = CGFloat(letterRows.first! + letterRows.last!) / 2 / scale
        // As beside text in a first-baseline stack: within a point (Inter's caps are taller).
        #expect(abs(discMiddle - capMiddle) < 1, "disc \(discMiddle) caps \(capMiddle)")
    }

    @Test func anInlineSymbolTakesTheTextsColour() throws {
        let image = try RenderTesting.pixels(Text(Image(systemName: "circle.fill")).font(.system(size: 30)).foregroundStyle(.blue)).image
        #expect(image[18, image.height / 2].rgb == Expected.blue, "\(image[18, image.height / 2])")
    }

    @Test func anUnknownInlineSymbolIsNamedInAWarning() throws {
        let (_, warnings, _) = try RenderTesting.pixels(Text("\(Image(systemName: "no.such.symbol")) x"))
        #expect(warnings.contains { $0.contains("no.such.symbol") }, "\(warnings)")
    }
}

// Text as real code writes it, drawn: Markdown weights, redacted placeholders.
import Arrange
import Foundation
import Testing

@testable import ArrangeRender

@Suite("Styled and redacted text, drawn")
struct StyledTextRenderTests {
    /// The number of dark pixels (every channel under 128) in `image`.
    private func darkPixels(_ image: PixelImage) -> Int {
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].red < 128 && image[x, y].green < 128 && image[x, y].blue < 128 { count += 1 }
        }
        return count
    }

    @Test func boldMarkdownDrawsHeavierGlyphsThanTheRegularWeight() throws {
        let bold = try RenderTesting.pixels(Text("**Bold**").padding(4), scale: 2).image
        let regular = try RenderTesting.pixels(Text("Bold").padding(4), scale: 2).image
        #expect(bold.width > regular.width)
        #expect(Double(darkPixels(bold)) > Double(darkPixels(regular)) * 1.3)
    }

    @Test func placeholderRedactionDrawsEachLineAsAFaintBar() throws {
        let view = Text("Hello world").id("t").redacted(reason: .placeholder).padding(10)
        let layout = RenderTesting.layout(view)
        let frame = try #require(layout.frame(of: "t"))
        let image = try RenderTesting.pixels(view).image
        // No glyphs: nothing dark anywhere.
        #expect(darkPixels(image) == 0)
        // The bar's middle is black at 18 % on white: 255 × 0.82 ≈ 209.
        let middle = image[Int(frame.midX), Int(frame.midY)]
        #expect(middle.isClose(to: [209, 209, 209], tolerance: 3), "\(middle)")
        // Above and below the bar (15 % of the line each side) the background shows.
        #expect(image[Int(frame.midX), Int(frame.minY) + 1].isClose(to: Expected.white))
        #expect(image[Int(frame.midX), Int(frame.maxY) - 1].isClose(to: Expected.white))
        // Unredacted, the same text draws dark glyphs.
        #expect(darkPixels(try RenderTesting.pixels(Text("Hello world").padding(10)).image) > 20)
    }

    @Test func everyLineOfRedactedTextGetsItsBar() throws {
        let view = Text("Sunny with a light breeze and a line that wraps").id("t").frame(width: 150).redacted(reason: .placeholder)
        let frame = try #require(RenderTesting.layout(view).frame(of: "t"))
        let image = try RenderTesting.pixels(view).image
        let lines = Int((frame.height / 20).rounded())
        #expect(lines >= 3)
        let lineHeight = frame.height / CGFloat(lines)
        for line in 0..<lines {
            let y = Int(frame.minY + (CGFloat(line) + 0.5) * lineHeight)
            #expect(!image[Int(frame.minX) + 4, y].isClose(to: Expected.white), "line \(line)")
        }
    }

    @Test func aBarSpansItsLinesMeasuredWidth() throws {
        let view = Text("Hello world").id("t").redacted(reason: .placeholder).padding(10)
        let frame = try #require(RenderTesting.layout(view).frame(of: "t"))
        let image = try RenderTesting.pixels(view).image
        let row = Int(frame.midY)
        #expect(!image[Int(frame.minX) + 3, row].isClose(to: Expected.white))
        #expect(!image[Int(frame.maxX) - 3, row].isClose(to: Expected.white))
        #expect(image[Int(frame.maxX) + 3, row].isClose(to: Expected.white))
    }
}

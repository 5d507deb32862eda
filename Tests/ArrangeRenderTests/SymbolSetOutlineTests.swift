import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// An asset catalog's symbol set is drawn from its SVG template: the "Regular-M" glyph's
/// outline, fitted to the symbol's frame and filled in the foreground colour, as a template.
/// The template here is our own: two bars as the regular glyph and a full square as the bold
/// one, so the gap between the bars shows which glyph was drawn.
@Suite struct SymbolSetOutlineTests {
    static let template = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
         <g id="Notes"><text>Bars</text></g>
         <g id="Symbols">
          <g id="Bold-M" transform="matrix(1 0 0 1 1380 1126)">
           <path d="M0 -60L60 -60L60 0L0 0Z"/>
          </g>
          <g id="Regular-M" transform="matrix(1 0 0 1 1680 1126)">
           <path d="M0-60h15v60h-15z"/>
           <path d="M45 -60 L60 -60 L60 0 L45 0 Z"/>
          </g>
         </g>
        </svg>
        """

    static func renderer() throws -> (Renderer, URL) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bars-\(UUID().uuidString).svg")
        try Data(template.utf8).write(to: url)
        var images = ImageFiles()
        images.addSymbolSet(url, as: "custom.bars")
        return (Renderer(images: images), url)
    }

    @Test func theRegularMediumGlyphIsDrawnFittedToTheFrameInTheForegroundColour() throws {
        let (renderer, url) = try Self.renderer()
        defer { try? FileManager.default.removeItem(at: url) }
        let view = Image(systemName: "custom.bars").resizable().frame(width: 60, height: 60).foregroundStyle(.red)
        var warnings: [String] = []
        let png = try renderer.render(renderer.layout(view), options: RenderOptions(), warnings: &warnings)
        let image = try PixelImage(png: png)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(image.width == 60)
        // The bars: x 0–15 and 45–60 of the 60-unit glyph, the whole height.
        #expect(image[7, 30].rgb == Expected.red, "\(image[7, 30])")
        #expect(image[52, 5].rgb == Expected.red, "\(image[52, 5])")
        // Between them nothing: the bold glyph (a full square) was not drawn.
        #expect(image[30, 30].rgb == Expected.white, "\(image[30, 30])")
    }

    @Test func pathDataReadsRelativeCommandsRepeatsAndRunTogetherNumbers() {
        let path = SVGPathData.path("m10-20h5v5H10zM0 0L1 1 2 0.5.5 3")
        #expect(path.boundingRect == CGRect(x: 0, y: -20, width: 15, height: 23))
        // Bad data keeps what was read before it.
        let cut = SVGPathData.path("M0 0L10 10#L50 50")
        #expect(cut.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aTemplateWithoutGlyphGroupsGivesAllItsPathsAndOneWithoutPathsNothing() {
        let single = SymbolSetOutline.outline(of: #"<svg><path d="M0 0L8 0L8 4Z"/></svg>"#)
        #expect(single?.path.boundingRect == CGRect(x: 0, y: 0, width: 8, height: 4))
        #expect(SymbolSetOutline.outline(of: "<svg><g id=\"Regular-M\"></g></svg>") == nil)
    }
}

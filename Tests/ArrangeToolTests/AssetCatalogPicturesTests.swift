import Arrange
import ArrangeRender
import Foundation
import Testing

/// The pictures of the app's asset catalog are drawn, as on an iPhone: `Image(.name)` and
/// `Image("name")` of an image set show its own picture, not a placeholder, with no flag.
@Suite("asset catalog pictures, end to end", .serialized)
struct AssetCatalogPicturesTests {
    /// A catalog beside the snippet: `Dot` is a picture of 60 × 40 blue pixels written as
    /// `dot-blue.png` with `"scale": "2x"` in `Contents.json` (so its scale comes from the catalog,
    /// not from the file's name), `Stone` a PDF; and an `--images` folder whose `Dot` is red.
    static let setUp: (snippet: String, redFolder: String) = {
        let app = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/App")
        let catalog = app.appendingPathComponent("Assets.xcassets")
        var warnings: [String] = []
        func picture(_ color: Color) -> Data? {
            try? Renderer().render(color.frame(width: 30, height: 20), options: RenderOptions(scale: 2), warnings: &warnings)
        }
        try? CatalogFixture.make([
            "Contents.json": CatalogFixture.json(#"{ "info": { "author": "xcode", "version": 1 } }"#),
            "Dot.imageset/Contents.json": CatalogFixture.json(
                #"{ "images": [{ "idiom": "universal", "scale": "1x" }, { "filename": "dot-blue.png", "idiom": "universal", "scale": "2x" }] }"#),
            "Dot.imageset/dot-blue.png": picture(Color(red: 0, green: 0, blue: 1)) ?? Data(),
            "Stone.imageset/Contents.json": CatalogFixture.json(#"{ "images": [{ "filename": "Stone.pdf", "idiom": "universal" }] }"#),
            "Stone.imageset/Stone.pdf": Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 90 30] >> endobj\n".utf8),
        ], in: catalog)
        let red = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/red")
        try? FileManager.default.createDirectory(at: red, withIntermediateDirectories: true)
        try? picture(Color(red: 1, green: 0, blue: 0))?.write(to: red.appendingPathComponent("Dot@2x.png"))
        let snippet = ArrangeExecutable.write(
            """
            import SwiftUI

            struct Badge: View {
                var body: some View { Image(.dot).padding(5) }
            }

            struct Named: View {
                var body: some View { Image("Dot").padding(5) }
            }

            struct Carved: View {
                var body: some View { Image(.stone) }
            }
            """, to: "catalog-pictures/App/Badge.swift")
        return (snippet, red.path)
    }()

    /// The pixel at (`x`, `y`) of the PNG at `path`, 0xAARRGGBB.
    static func pixel(_ x: Int, _ y: Int, of path: String) throws -> UInt32 {
        let picture = try #require(DecodedPNG(try Data(contentsOf: URL(fileURLWithPath: path))))
        return picture.pixels[y * picture.width + x]
    }

    @Test func anImageSetOfTheCatalogBesideTheFileIsDrawnFromItsPicture() throws {
        let (snippet, _) = Self.setUp
        for view in ["Badge", "Named"] {
            let path = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/\(view).png").path
            let render = ArrangeExecutable.run(["render", snippet, "--view", view, "--size", "200x200", "--scale", "2", "-o", path])
            #expect(render.status == 0, "\(render.errors)")
            // 60 × 40 pixels at the catalog's 2× are 30 × 20 points; 5 points of padding round them.
            #expect(render.output.contains("\(view): wrote \(path) (40×30 pt, 80×60 px)"), "\(render.output)")
            #expect(!render.errors.contains("placeholder"), "\(render.errors)")
            // The middle is the picture's opaque blue; the padding's corner is not.
            #expect(try Self.pixel(40, 30, of: path) == 0xFF00_00FF)
            #expect(try Self.pixel(2, 2, of: path) != 0xFF00_00FF)
        }
    }

    @Test func aPictureGivenWithImagesWinsOverTheCatalogs() throws {
        let (snippet, red) = Self.setUp
        let path = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/Named-red.png").path
        let render = ArrangeExecutable.run(["render", snippet, "--view", "Named", "--images", red, "--size", "200x200", "--scale", "2", "-o", path])
        #expect(render.status == 0, "\(render.errors)")
        #expect(try Self.pixel(40, 30, of: path) == 0xFFFF_0000)
    }

    @Test func anImageSetWhosePictureIsNotAPNGOrJPEGIsAPlaceholderThatSaysWhy() throws {
        let (snippet, _) = Self.setUp
        let path = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/Carved.png").path
        let render = ArrangeExecutable.run(["render", snippet, "--view", "Carved", "--size", "200x200", "--scale", "1", "-o", path])
        #expect(render.status == 0, "\(render.errors)")
        // Laid out at the PDF's 90 × 30 points, drawn as a placeholder with the reason.
        #expect(render.output.contains("(90×30 pt, 90×30 px)"), "\(render.output)")
        #expect(render.errors.contains("image \"Stone\""), "\(render.errors)")
        #expect(render.errors.contains("Stone.pdf was left out"), "\(render.errors)")
    }
}

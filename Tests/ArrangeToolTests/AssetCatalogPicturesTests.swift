import Arrange
import ArrangeRender
import Foundation
import Testing

/// The pictures of the app's asset catalog are drawn, as on an iPhone: `Image(.name)` and
/// `Image("name")` of an image set show its own picture (PNG, JPEG or PDF), not a placeholder,
/// with no flag.
@Suite("asset catalog pictures, end to end", .serialized)
struct AssetCatalogPicturesTests {
    /// A catalog beside the snippet: `Dot` is a picture of 60 × 40 blue pixels written as
    /// `dot-blue.png` with `"scale": "2x"` in `Contents.json` (so its scale comes from the catalog,
    /// not from the file's name), `Stone` a PDF page of 45 × 15 points of green drawn by our
    /// Renderer, `Cloud` an SVG; and an `--images` folder whose `Dot` is red.
    static let setUp: (snippet: String, redFolder: String) = {
        let app = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/App")
        let catalog = app.appendingPathComponent("Assets.xcassets")
        var warnings: [String] = []
        func picture(_ color: Color) -> Data? {
            try? Renderer().render(color.frame(width: 30, height: 20), options: RenderOptions(scale: 2), warnings: &warnings)
        }
        let pdf = try? Renderer().render(
            Color(red: 0, green: 1, blue: 0).frame(width: 45, height: 15), options: RenderOptions(format: .pdf), warnings: &warnings)
        try? CatalogFixture.make([
            "Contents.json": CatalogFixture.json(#"{ "info": { "author": "xcode", "version": 1 } }"#),
            "Dot.imageset/Contents.json": CatalogFixture.json(
                #"{ "images": [{ "idiom": "universal", "scale": "1x" }, { "filename": "dot-blue.png", "idiom": "universal", "scale": "2x" }] }"#),
            "Dot.imageset/dot-blue.png": picture(Color(red: 0, green: 0, blue: 1)) ?? Data(),
            "Stone.imageset/Contents.json": CatalogFixture.json(#"{ "images": [{ "filename": "Stone.pdf", "idiom": "universal" }] }"#),
            "Stone.imageset/Stone.pdf": pdf ?? Data(),
            "Cloud.imageset/Contents.json": CatalogFixture.json(#"{ "images": [{ "filename": "Cloud.svg", "idiom": "universal" }] }"#),
            "Cloud.imageset/Cloud.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"></svg>"#.utf8),
            // A template image set (Xcode's "Render As: Template Image") and a custom symbol.
            "Ink.imageset/Contents.json": CatalogFixture.json(
                #"{ "images": [{ "filename": "ink.png", "idiom": "universal", "scale": "2x" }], "properties": { "template-rendering-intent": "template" } }"#),
            "Ink.imageset/ink.png": picture(Color(red: 0, green: 0, blue: 1)) ?? Data(),
            "donut.symbolset/Contents.json": CatalogFixture.json(#"{ "symbols": [{ "filename": "donut.svg", "idiom": "universal" }] }"#),
            "donut.symbolset/donut.svg": Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200"></svg>"#.utf8),
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
                var body: some View { Image(.stone).resizable().frame(width: 90, height: 30) }
            }

            struct Tinted: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Image(.dot).renderingMode(.template)
                        Image(.dot).renderingMode(.original)
                    }
                    .foregroundStyle(.red)
                }
            }

            struct Cloudy: View {
                var body: some View { Image(.cloud) }
            }

            struct Inked: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Image("Ink")
                        Image("Ink").renderingMode(.original)
                    }
                    .foregroundStyle(.red)
                }
            }

            struct Donut: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Image("donut").font(.system(size: 20)).id("named")
                        Image(.donut).imageScale(.large).font(.system(size: 10)).id("resource")
                    }
                }
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

    @Test func aPDFImageSetIsDrawnFromItsPageAtTheSizeItIsDrawnAt() throws {
        let (snippet, _) = Self.setUp
        let path = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/Carved.png").path
        let render = ArrangeExecutable.run(["render", snippet, "--view", "Carved", "--size", "200x200", "--scale", "3", "-o", path])
        #expect(render.status == 0, "\(render.errors)")
        #expect(render.output.contains("(90×30 pt, 270×90 px)"), "\(render.output)")
        #expect(!render.errors.contains("placeholder"), "\(render.errors)")
        // The page is green all over: the middle and a pixel one in from the corner.
        #expect(try Self.pixel(135, 45, of: path) == 0xFF00_FF00)
        #expect(try Self.pixel(1, 1, of: path) == 0xFF00_FF00)
    }

    @Test func aTemplateImageIsItsShapeFilledWithTheForegroundStyle() throws {
        let (snippet, _) = Self.setUp
        let path = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/Tinted.png").path
        let render = ArrangeExecutable.run(["render", snippet, "--view", "Tinted", "--size", "200x200", "--scale", "2", "-o", path])
        #expect(render.status == 0, "\(render.errors)")
        #expect(render.output.contains("(60×20 pt, 120×40 px)"), "\(render.output)")
        // The template is the style's red (iOS's systemRed, 255, 59, 48) through the picture's
        // opacity; the original keeps its blue.
        let template = try Self.pixel(30, 20, of: path)
        #expect(template == 0xFFFF_3B30, "\(String(template, radix: 16))")
        #expect(try Self.pixel(90, 20, of: path) == 0xFF00_00FF)
    }

    @Test func anImageSetWhosePictureIsNotAPNGJPEGOrPDFIsAPlaceholderThatSaysWhy() throws {
        let (snippet, _) = Self.setUp
        let path = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/Cloudy.png").path
        let render = ArrangeExecutable.run(["render", snippet, "--view", "Cloudy", "--size", "200x200", "--scale", "1", "-o", path])
        #expect(render.status == 0, "\(render.errors)")
        // Laid out at the SVG's 20 × 10 points, drawn as a placeholder with the reason.
        #expect(render.output.contains("(20×10 pt, 20×10 px)"), "\(render.output)")
        #expect(render.errors.contains("image \"Cloud\""), "\(render.errors)")
        #expect(render.errors.contains("Cloud.svg was left out: SVG pictures are not drawn (PNG, JPEG and PDF are)"), "\(render.errors)")
    }

    /// An image set whose `Contents.json` says `"template-rendering-intent": "template"` is
    /// drawn in the foreground style without `renderingMode(.template)`, as Xcode's catalog
    /// makes it; `renderingMode(.original)` still shows its own colours.
    @Test func anImageSetRenderedAsATemplateInTheCatalogIsTintedByTheForegroundStyle() throws {
        let (snippet, _) = Self.setUp
        let path = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/Inked.png").path
        let render = ArrangeExecutable.run(["render", snippet, "--view", "Inked", "--size", "200x200", "--scale", "2", "-o", path])
        #expect(render.status == 0, "\(render.errors)")
        #expect(render.output.contains("(60×20 pt, 120×40 px)"), "\(render.output)")
        // iOS's systemRed (255, 59, 48) through the picture's opacity; the original keeps its blue.
        let template = try Self.pixel(30, 20, of: path)
        #expect(template == 0xFFFF_3B30, "\(String(template, radix: 16))")
        #expect(try Self.pixel(90, 20, of: path) == 0xFF00_00FF)
    }

    /// `Image("donut")` and `Image(.donut)` of a symbol set are symbols: sized by the font as
    /// `Image(systemName:)` is (1.2 × the point size a side, × 1.3 for `.large`), not a
    /// zero-sized missing image; the symbol's own drawing is a placeholder, with a warning.
    @Test func aSymbolSetIsSizedByTheFontLikeASystemSymbol() throws {
        let (snippet, _) = Self.setUp
        let path = ArrangeExecutable.workspace.appendingPathComponent("catalog-pictures/Donut.png").path
        let render = ArrangeExecutable.run(["render", snippet, "--view", "Donut", "--size", "200x200", "--scale", "1", "-o", path])
        #expect(render.status == 0, "\(render.errors)")
        // 1.2 × 20 = 24 a side; 1.2 × 10 × 1.3 = 15.6.
        let frames = ArrangeExecutable.run(["frames", snippet, "--view", "Donut", "--json", "--size", "200x200"])
        #expect(frames.status == 0, "\(frames.errors)")
        let document = FramesDocument.documents(frames.output).first ?? [:]
        #expect(FramesDocument.frame(of: "named", in: document)?.size == CGSize(width: 24, height: 24), "\(frames.output)")
        let resource = FramesDocument.frame(of: "resource", in: document)?.size ?? .zero
        #expect(abs(resource.width - 15.6) < 0.001 && abs(resource.height - 15.6) < 0.001, "\(frames.output)")
        #expect(!render.errors.contains("No image named"), "\(render.errors)")
        #expect(render.errors.contains("symbol \"donut\""), "\(render.errors)")
    }
}

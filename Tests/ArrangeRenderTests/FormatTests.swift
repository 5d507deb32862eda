import Arrange
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import ArrangeRender

/// The three file formats: PNG bytes, PDF with real text, SVG in px that parses as XML.
@Suite struct FormatTests {
    static var sample: some View {
        VStack(spacing: 4) {
            Color.red.frame(width: 40, height: 20)
            Text("Hello PDF")
            RoundedRectangle(cornerRadius: 4).stroke(Color.blue, lineWidth: 2).frame(width: 30, height: 10)
        }
        .padding(6)
    }

    @Test func pngStartsWithItsSignature() throws {
        let png = try RenderTesting.data(Self.sample).data
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func pdfIsAVectorDocumentWithExtractableText() throws {
        let layout = RenderTesting.layout(Self.sample)
        var options = RenderOptions(format: .pdf, scale: 3)
        options.showsProposals = true
        var warnings: [String] = []
        let pdf = try RenderTesting.renderer.render(layout, options: options, warnings: &warnings)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        // The page is the root's size in points, rounded up: the scale applies to PNG only.
        let text = String(decoding: pdf, as: UTF8.self)
        let width = DiagramLabel.length(layout.size.width.rounded(.up))
        #expect(text.contains("/MediaBox [ 0 0 \(width) "))
        guard let pdftotext = ExternalTools.find("pdftotext") else {
            print("skipped: pdftotext is not installed (apt-get install poppler-utils) — the PDF's text was not read back")
            return
        }
        let extracted = try ExternalTools.pdfText(pdf, pdftotext: pdftotext)
        // The Text as real text, and the diagram's labels.
        #expect(extracted.contains("Hello") && extracted.contains("PDF"))
        #expect(extracted.contains("\(DiagramLabel.length(layout.size.width))×\(DiagramLabel.length(layout.size.height))"))
    }

    @Test func svgIsWellFormedXMLSizedInPixels() throws {
        let layout = RenderTesting.layout(Self.sample)
        var warnings: [String] = []
        let svg = try RenderTesting.renderer.render(layout, options: RenderOptions(format: .svg), warnings: &warnings)
        let width = "\(DiagramLabel.length(layout.size.width.rounded(.up)))px"
        let height = "\(DiagramLabel.length(layout.size.height.rounded(.up)))px"
        #if canImport(FoundationXML) || os(macOS)
        let document = try XMLDocument(data: svg)
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        // FoundationXML's attribute(forName:) misses attributes of an element in a default
        // namespace, so they are read from the list.
        let attributes = Dictionary((root.attributes ?? []).map { ($0.name ?? "", $0.stringValue ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(attributes["width"] == width)
        #expect(attributes["height"] == height)
        #expect(try root.nodes(forXPath: "//*[local-name()='path']").count >= 2)
        #else
        let text = String(decoding: svg, as: UTF8.self)
        #expect(text.contains("<svg") && text.contains("width=\"\(width)\"") && text.hasSuffix("</svg>\n"))
        #endif
    }

    @Test func renderToAFileWritesTheBytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-render-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: url) }
        var warnings: [String] = []
        let layout = RenderTesting.layout(Color.red.frame(width: 10, height: 10))
        let format = try #require(ImageFormat(pathExtension: url.pathExtension))
        try RenderTesting.renderer.render(layout, to: url, options: RenderOptions(format: format), warnings: &warnings)
        #expect(String(decoding: try Data(contentsOf: url), as: UTF8.self).contains("width=\"10px\""))
        #expect(throws: RenderError.self) {
            try RenderTesting.renderer.render(layout, to: URL(fileURLWithPath: "/nonexistent/x.png"), options: RenderOptions(), warnings: &warnings)
        }
    }

    @Test func formatsAreNamedByTheirExtensions() {
        #expect(ImageFormat(pathExtension: "PNG") == .png)
        #expect(ImageFormat(pathExtension: "pdf") == .pdf)
        #expect(ImageFormat(pathExtension: "svg") == .svg)
        #expect(ImageFormat(pathExtension: "gif") == nil)
    }

    @Test func renderingAViewIncludesTheLayoutsWarnings() throws {
        var warnings: [String] = []
        _ = try RenderTesting.renderer.render(Color.red.frame(width: -5, height: 10), options: RenderOptions(), warnings: &warnings)
        #expect(!warnings.isEmpty)
    }
}

/// Text in a PDF is real text, Korean included.
@Suite struct PDFTextTests {
    @Test func koreanTextIsExtractable() throws {
        let pdf = try RenderTesting.data(VStack { Text("알림 설정"); Text("짧음").font(.title) }.padding(), options: { $0.format = .pdf }).data
        guard let pdftotext = ExternalTools.find("pdftotext") else {
            print("skipped: pdftotext is not installed (apt-get install poppler-utils) — the PDF's text was not read back")
            return
        }
        let text = try ExternalTools.pdfText(pdf, pdftotext: pdftotext)
        #expect(text.contains("알림 설정"))
        #expect(text.contains("짧음"))
    }
}

/// Shadows in vector output: an embedded bitmap mask at two pixels a point.
@Suite struct VectorShadowTests {
    @Test func pdfShadowIsAnEmbeddedMask() throws {
        let plain = try RenderTesting.data(Color.blue.frame(width: 40, height: 40).padding(10), options: { $0.format = .pdf }).data
        let shadowed = try RenderTesting.data(
            Color.blue.frame(width: 40, height: 40).shadow(radius: 4).padding(10), options: { $0.format = .pdf }
        ).data
        #expect(!String(decoding: plain, as: UTF8.self).contains("/Subtype /Image"))
        let text = String(decoding: shadowed, as: UTF8.self)
        #expect(text.contains("/Subtype /Image"))
        // The mask covers the square grown by the blur's reach (3σ + 2 = 8 points each side):
        // 56 points, at two pixels a point.
        #expect(text.contains("/Width 112"))
    }
}

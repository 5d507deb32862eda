import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// The book's diagrams: "점선 사각형은 proposed size를, 실선 사각형은 reported size를".
@Suite struct DiagramTests {
    static let blue = [0, 122, 255]
    static let red = [255, 59, 48]
    static let magenta = [255, 0, 255]

    /// A circle proposed 80 × 40 that reports 40 × 40, at (10, 10).
    static var circle: some View {
        Circle().id("c").frame(width: 80, height: 40, alignment: .leading).padding(10)
    }

    @Test func proposalIsDashedFromTheOriginAndTheReportedSizeSolid() throws {
        let image = try RenderTesting.pixels(Self.circle) { $0.showsProposals = true; $0.diagramIDs = ["c"] }.image
        #expect(image.width == 100)
        // The proposal's right edge, 80 from the origin: dashed, so blue and white alternate.
        let dashed = (20..<46).map { image[89, $0] }
        #expect(dashed.contains { $0.rgb == Self.blue })
        #expect(dashed.contains { $0.rgb == Expected.white })
        // The reported size's right edge, 40 from the origin: solid red above the label.
        #expect((12..<36).allSatisfy { image[49, $0].rgb == Self.red })
        // Nothing is drawn around the views that were not picked.
        #expect(image[0, 0].rgb == Expected.white)
        #expect(image[99, 59].rgb == Expected.white)
    }

    @Test func everyViewGetsADiagramWhenNoneArePicked() throws {
        let image = try RenderTesting.pixels(Self.circle) { $0.showsProposals = true }.image
        // The padding (the root) reports 100 × 60: its solid edge is on the canvas's edge.
        #expect((0..<40).allSatisfy { image[99, $0].rgb == Self.red })
    }

    @Test func proposalLabelsReadAsTheBookWritesNumbers() throws {
        #expect(DiagramLabel.length(150) == "150")
        #expect(DiagramLabel.length(33.333) == "33.33")
        #expect(DiagramLabel.length(0.5) == "0.5")
        #expect(DiagramLabel.length(.infinity) == "∞")
        #expect(DiagramLabel.length(nil) == "nil")
    }

    @Test func unspecifiedProposalDrawsOnlyTheReportedSize() throws {
        let view = Color.green.frame(width: 60, height: 40).id("f").fixedSize().padding(10)
        let layout = RenderTesting.layout(view)
        let frame = try #require(layout.node(id: "f"))
        #expect(frame.placedProposal == .unspecified)
        let image = try RenderTesting.pixels(view) { $0.showsProposals = true; $0.diagramIDs = ["f"] }.image
        #expect(image[69, 30].rgb == Self.red)
        // No dashed rectangle: the only blue is the "nil×nil" label's, at the top-left.
        let blueRows = (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].rgb == Self.blue } }
        #expect(blueRows.allSatisfy { $0 < 22 })
        // The diagram of f alone: in an 80×60 picture of four nested views, labels that would
        // cover each other are left out (DiagramLabelLayout).
        let pdf = try RenderTesting.data(view) { $0.format = .pdf; $0.showsProposals = true; $0.diagramIDs = ["f"] }.data
        try expectPDFText(pdf: pdf, contains: ["nil×nil", "60×40"])
    }

    @Test func infiniteProposalReachesTheCanvasEdge() throws {
        let view = Color.red.frame(width: 30).id("f")
        let layout = RenderTesting.layout(view, proposal: ProposedViewSize(width: .infinity, height: 50))
        var warnings: [String] = []
        var options = RenderOptions()
        options.canvas = CGSize(width: 100, height: 50)
        let session = RenderSession(
            layout: layout, options: options, canvas: try RenderCanvas(layout: layout, options: options),
            textMetrics: RenderTesting.renderer.textMetrics, images: ImageFiles())
        let node = try #require(layout.node(id: "f"))
        // The frame sits at 35 on the canvas; ∞ is cut at the canvas's right edge, 65 further.
        #expect(session.proposalRect(node) == CGRect(x: 0, y: 0, width: 65, height: 50))
        options.showsProposals = true
        options.format = .pdf
        let pdf = try RenderTesting.renderer.render(layout, options: options, warnings: &warnings)
        try expectPDFText(pdf: pdf, contains: ["∞×50", "30×50"])
    }

    @Test func unknownIDsDrawNothingAndSaySo() throws {
        let (image, warnings, _) = try RenderTesting.pixels(Self.circle) { $0.showsProposals = true; $0.diagramIDs = ["nope"] }
        #expect(image[89, 30].rgb == Expected.white)
        #expect(warnings == ["no view marked with any of the ids [\"nope\"] was placed; no diagram drawn"])
    }

    @Test func bordersEverythingOutlinesEveryFrame() throws {
        let view = HStack(spacing: 10) {
            Color.white.frame(width: 20, height: 20)
            Color.white.frame(width: 20, height: 20)
        }
        .padding(5)
        let image = try RenderTesting.pixels(view, scale: 2) { $0.bordersEverything = true }.image
        #expect(image.width == 120)
        // The root's edge, each colour's edges (2 px in from the padding), one device pixel wide.
        #expect(image[0, 30].rgb == Self.magenta)
        #expect(image[1, 30].rgb == Expected.white)
        #expect(image[10, 30].rgb == Self.magenta)
        #expect(image[11, 30].rgb == Expected.white)
        #expect(image[49, 30].rgb == Self.magenta)
        #expect(image[60, 30].rgb == Expected.white)
        #expect(image[70, 30].rgb == Self.magenta)
        #expect(image[109, 30].rgb == Self.magenta)
        #expect(image[119, 30].rgb == Self.magenta)
    }

    private func expectPDFText<V: View>(_ view: V, contains expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pdf = try RenderTesting.data(view) { $0.format = .pdf; $0.showsProposals = true }.data
        try expectPDFText(pdf: pdf, contains: expected, sourceLocation: sourceLocation)
    }

    private func expectPDFText(pdf: Data, contains expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard let pdftotext = ExternalTools.find("pdftotext") else {
            print("skipped: pdftotext is not installed (apt-get install poppler-utils) — the PDF's labels were not read back")
            return
        }
        let text = try ExternalTools.pdfText(pdf, pdftotext: pdftotext)
        for string in expected {
            #expect(text.contains(string), "\(string) not in the PDF's text: \(text)", sourceLocation: sourceLocation)
        }
    }
}

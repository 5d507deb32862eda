import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// The seed's "같은 .frame(150×60)에 대한 네 가지 반응" (004, ProposalDemo).
struct ProposalDemo: View {
    var body: some View {
        VStack(spacing: 16) {
            Color.blue
                .frame(width: 150, height: 60)
            Text("짧음")
                .frame(width: 150, height: 60)
                .border(Color.red)
            Image(systemName: "star.fill")
                .frame(width: 150, height: 60)
                .border(Color.green)
            Image(systemName: "star.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 150, height: 60)
                .border(Color.orange)
        }
    }
}

/// The seed's "Apple 문서 예제를 세 가지로 비교" (004, FixedSizeDemo).
struct FixedSizeDemo: View {
    var body: some View {
        VStack(spacing: 40) {
            Text("A single line of text, too long to fit in a box.")
                .frame(width: 200, height: 80)
                .border(Color.gray)
            Text("A single line of text, too long to fit in a box.")
                .fixedSize()
                .frame(width: 200, height: 80)
                .border(Color.gray)
            Text("A single line of text, too long to fit in a box.")
                .fixedSize(horizontal: false, vertical: true)
                .frame(width: 200)
                .border(Color.gray)
        }
    }
}

/// The seed's prediction exercise: (A) paints the 200-wide frame, (B) only the text.
struct PaintOrderDemo: View {
    var body: some View {
        VStack {
            Text("Hi").frame(width: 200).background(Color.red).id("A")
            Text("Hi").background(Color.red).frame(width: 200).id("B")
        }
    }
}

/// The seed snippets drawn, compared with goldens and checked by pixels.
@Suite struct SeedSnippetTests {
    @Test func proposalDemo() throws {
        try RenderTesting.assertGolden(ProposalDemo(), named: "seed-proposal-demo", configure: { $0.canvas = CGSize(width: 200, height: 320) })
        let layout = RenderTesting.layout(ProposalDemo())
        let image = try RenderTesting.pixels(ProposalDemo(), scale: 1).image
        // ① the blue colour takes exactly 150 × 60 at the top.
        let blue = try #require(layout.nodes.first { $0.kind == "Color" }?.frame)
        #expect(blue == CGRect(x: 0, y: 0, width: 150, height: 60))
        #expect(image[1, 1].rgb == Expected.blue)
        #expect(image[148, 58].rgb == Expected.blue)
        // ②–④ each framed 150 × 60 with its border's colour on the frame's left edge.
        #expect(image[0, 76 + 30].rgb == Expected.red)
        #expect(image[0, 152 + 30].rgb == Expected.green)
        #expect(image[0, 228 + 30].rgb == [255, 149, 0])
    }

    @Test func fixedSizeDemo() throws {
        try RenderTesting.assertGolden(FixedSizeDemo(), named: "seed-fixed-size-demo", configure: { $0.canvas = CGSize(width: 380, height: 300) })
    }

    @Test func paintOrderDemoWithDiagrams() throws {
        try RenderTesting.assertGolden(PaintOrderDemo(), named: "seed-paint-order") { $0.showsProposals = true; $0.diagramIDs = ["A", "B"] }
    }

    @Test func backgroundAfterTheFramePaintsTheWholeWidth() throws {
        let layout = RenderTesting.layout(PaintOrderDemo())
        let image = try RenderTesting.pixels(PaintOrderDemo(), scale: 2).image
        let a = try #require(layout.frame(of: "A"))
        #expect(a.width == 200)
        let y = Int((a.midY * 2).rounded(.down))
        let red = image.row(y).filter { $0.rgb == Expected.red }.count
        // Red across the full 200 points (400 pixels), but where the glyphs are.
        #expect(red > 360)
        #expect(image[1, y].rgb == Expected.red)
        #expect(image[398, y].rgb == Expected.red)
    }

    @Test func backgroundBeforeTheFramePaintsOnlyTheText() throws {
        let layout = RenderTesting.layout(PaintOrderDemo())
        let image = try RenderTesting.pixels(PaintOrderDemo(), scale: 2).image
        let b = try #require(layout.frame(of: "B"))
        #expect(b.width == 200)
        let text = try #require(layout.nodes.last { $0.kind == "text" }?.frame)
        #expect(text.width < 40)
        // Scan a row near the text's top edge (above the glyphs): red exactly over the text's width.
        let y = Int((text.minY * 2).rounded(.up)) + 1
        let redColumns = (0..<image.width).filter { image[$0, y].rgb == Expected.red }
        let first = try #require(redColumns.first)
        let last = try #require(redColumns.last)
        #expect(abs(Double(first) - Double(text.minX * 2)) <= 1)
        #expect(abs(Double(last + 1) - Double(text.maxX * 2)) <= 1)
        #expect(image[1, y].rgb == Expected.white)
        #expect(image[398, y].rgb == Expected.white)
    }
}

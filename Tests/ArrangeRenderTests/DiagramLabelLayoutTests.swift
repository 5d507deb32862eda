import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Where the `--debug` labels go on a real screen (`DiagramLabelLayout`).
@Suite struct DiagramLabelLayoutTests {
    typealias Layout = DiagramLabelLayout
    static let label = CGSize(width: 40, height: 11)
    static let canvas = CGRect(x: 0, y: 0, width: 390, height: 844)

    static func request(_ text: String, _ kind: Layout.Kind, _ frame: CGRect, root: Bool = false) -> Layout.Request {
        Layout.Request(text: text, size: label, kind: kind, frame: frame, isRoot: root)
    }

    @Test func theRootsProposalIsAlwaysShownAtItsCorner() {
        let root = CGRect(x: 0, y: 0, width: 200, height: 80)
        let text = CGRect(x: 0, y: 0, width: 200, height: 80)
        let placed = Layout.place([Self.request("390×844", .proposal, root, root: true)], content: [text], canvas: Self.canvas)
        #expect(placed.map(\.origin) == [CGPoint(x: 1.5, y: 1.5)])
    }

    @Test func labelsCoverNeitherEachOtherNorText() {
        let row = CGRect(x: 0, y: 20, width: 390, height: 44)
        let title = CGRect(x: 16, y: 31, width: 120, height: 21)
        let requests = [
            Self.request("390×844", .proposal, Self.canvas, root: true),
            Self.request("390×44", .reported, row), Self.request("390×nil", .proposal, row),
            Self.request("120×21", .reported, title), Self.request("358×nil", .proposal, title),
        ]
        let placed = Layout.place(requests, content: [title], canvas: Self.canvas)
        for (index, label) in placed.enumerated() {
            #expect(!label.rect.intersects(title) || label.request.isRoot, "\(label.request.text) covers the title")
            for other in placed[(index + 1)...] { #expect(!label.rect.intersects(other.rect), "\(label.request.text) and \(other.request.text)") }
            #expect(Self.canvas.contains(label.rect))
        }
        // The title's size goes just below it, right-aligned, since inside it would cover the text.
        #expect(placed.first { $0.request.text == "120×21" }?.origin == CGPoint(x: 96, y: 53.5))
        // The row's proposal slides down its leading edge below the title; the title's goes above it.
        #expect(placed.map(\.request.text).sorted() == ["120×21", "358×nil", "390×44", "390×844", "390×nil"])
        #expect(placed.first { $0.request.text == "358×nil" }?.origin == CGPoint(x: 16, y: 18.5))
    }

    @Test func viewsSmallerThanALabelAndRepeatedLabelsAreLeftOut() {
        let icon = CGRect(x: 100, y: 100, width: 20, height: 20)
        let view = CGRect(x: 10, y: 200, width: 100, height: 50)
        let padding = CGRect(x: 10, y: 200, width: 100.5, height: 50)
        let placed = Layout.place([
            Self.request("20×20", .reported, icon), Self.request("20×20", .proposal, icon),
            Self.request("100×50", .proposal, view), Self.request("100×50", .proposal, padding),
        ], content: [], canvas: Self.canvas)
        #expect(placed.map(\.request.text) == ["100×50"])
        #expect(Layout.isTooSmall(icon, for: Self.label))
    }

    /// Regression: labels of a stack's rows were drawn over the rows' text, each at its view's
    /// corner whatever was there.
    @Test func aDebugPictureOfRowsKeepsTheirTextReadable() throws {
        let rows = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<6) { index in
                Text("Row \(index)").frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 16).frame(height: 44)
            }
        }
        let layout = RenderTesting.layout(rows)
        let plain = try RenderTesting.pixels(rows).image
        let debug = try RenderTesting.pixels(rows) { $0.showsProposals = true }.image
        // The glyphs' pixels (dark in the plain picture) stay as they are: no label plate or
        // number lies on them (a diagram line may cross a few).
        var glyphs = 0
        var covered = 0
        for node in layout.nodes {
            guard case .text = node.content, let frame = node.frame else { continue }
            for y in Int(frame.minY)..<Int(frame.maxY.rounded(.up)) {
                for x in Int(frame.minX)..<Int(frame.maxX.rounded(.up)) where plain[x, y].rgb.reduce(0, +) < 300 {
                    glyphs += 1
                    if debug[x, y].rgb != plain[x, y].rgb { covered += 1 }
                }
            }
        }
        #expect(glyphs > 100)
        #expect(Double(covered) < 0.05 * Double(glyphs), "\(covered) of \(glyphs) glyph pixels covered")
    }
}

import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// LabeledContent, Link, Menu, ShareLink, EditButton, PasteButton, GroupBox,
/// ContentUnavailableView and AsyncImage.
@Suite struct ContainerControlTests {
    // OSUI LeadingTrailingLabeledContentStyle (ios-metrics.md §4): label, flexible space, content.
    @Test func labeledContentPutsTheLabelLeadingAndTheValueTrailing() throws {
        let view = LabeledContent { Text("17.2").id("v") } label: { Text("Version").id("l") }.id("c")
        let layout = RenderTesting.layout(view, proposal: ProposedViewSize(width: 300, height: 100))
        let content = try #require(layout.frame(of: "c")), label = try #require(layout.frame(of: "l")), value = try #require(layout.frame(of: "v"))
        #expect(content.width == 300)
        #expect(label.minX == 0)
        #expect(approximatelyEqual(value.maxX, 300))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func labeledContentDrawsTheValueInSecondaryGrey(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(LabeledContent("Version", value: "17.2").frame(width: 300), scale: scale).image
        let s = Int(scale)
        #expect(ControlTesting.count(SystemColor.black, in: image, x: 0..<60 * s, y: 0..<image.height, tolerance: 30) > 0)
        // secondaryLabel over white: (60, 60, 67) at 60 % = (138, 138, 142); the darkest value pixels.
        #expect(ControlTesting.count(SystemColor.black, in: image, x: 250 * s..<300 * s, y: 0..<image.height, tolerance: 60) == 0)
        #expect(ControlTesting.count(ControlTesting.overWhite([60, 60, 67], opacity: 0.6), in: image, x: 250 * s..<300 * s, y: 0..<image.height) > 0)
    }

    @Test func labelsHiddenLeavesTheContentAlone() throws {
        let frame = try ControlTesting.frame("c", in: LabeledContent("Version", value: "17.2").labelsHidden().id("c"))
        #expect(approximatelyEqual(frame.size, ControlTesting.textSize("17.2")))
    }

    @Test func linkMenuAndShareLinkAreDrawnLikeButtons() throws {
        let title = ControlTesting.textSize("Apple")
        let url = URL(string: "https://apple.com")!
        #expect(approximatelyEqual(try ControlTesting.frame("l", in: Link("Apple", destination: url).id("l")).size, title))
        #expect(approximatelyEqual(try ControlTesting.frame("m", in: Menu("Apple") { Button("A") {} }.id("m")).size, title))
        let bordered = try ControlTesting.frame("l", in: Link("Apple", destination: url).buttonStyle(.bordered).id("l"))
        #expect(approximatelyEqual(bordered.size, CGSize(width: title.width + 24, height: title.height + 14)))
        let share = RenderTesting.layout(ShareLink(item: url))
        #expect(share.root.kind == "ShareLink")
        #expect(share.nodes.contains { $0.kind == "Label" })
        let image = try RenderTesting.pixels(Link("Apple", destination: url), scale: 3).image
        #expect(ControlTesting.count(SystemColor.blue, in: image, tolerance: 8) > 100)
    }

    @Test func editButtonIsTitledEditAndPasteButtonIsACapsule() throws {
        #expect(approximatelyEqual(try ControlTesting.frame("e", in: EditButton().id("e")).size, ControlTesting.textSize("Edit")))
        let image = try RenderTesting.pixels(PasteButton(payloadType: String.self) { _ in }, scale: 1).image
        #expect(image[image.width / 2, 2].isClose(to: SystemColor.blue))
        #expect(!image[1, 1].isClose(to: SystemColor.blue))
    }

    // GroupBoxMetrics (Arrange's choice): 16 padding, 8 between label and content, radius 8.
    @Test func groupBoxPadsItsLabelAndContent() throws {
        let label = ControlTesting.textSize("Settings", font: .headline), content = ControlTesting.textSize("Content")
        let frame = try ControlTesting.frame("g", in: GroupBox("Settings") { Text("Content") }.id("g"))
        #expect(approximatelyEqual(frame.size, CGSize(width: max(label.width, content.width) + 32, height: label.height + 8 + content.height + 32)))
        let image = try RenderTesting.pixels(GroupBox("Settings") { Text("Content") }, scale: 3).image
        // secondarySystemBackground (242, 242, 247) inside, clear outside the rounded corner.
        #expect(image[6 * 3, image.height / 2].isClose(to: [242, 242, 247]))
        #expect(image[0, 0].isClose(to: SystemColor.white))
    }

    @Test func contentUnavailableViewFillsTheProposalAndCentresItsLabel() throws {
        let layout = RenderTesting.layout(ContentUnavailableView.search.id("c"), proposal: ProposedViewSize(width: 390, height: 600))
        #expect(layout.frame(of: "c")?.size == CGSize(width: 390, height: 600))
        let title = try #require(layout.nodes.first { $0.kind == "text" })
        #expect(approximatelyEqual(title.frame!.midX, 195))
    }

    @Test func searchWithTextNamesTheQuery() {
        let layout = RenderTesting.layout(ContentUnavailableView.search(text: "pizza"))
        let texts = layout.nodes.compactMap { node -> String? in
            if case .text(let string, _, _) = node.content { return string }
            return nil
        }
        #expect(texts.contains("No Results for \u{201C}pizza\u{201D}"))
        #expect(texts.contains("Check the spelling or try a new search."))
    }

    @Test func asyncImageShowsItsPlaceholder() throws {
        let frame = try ControlTesting.frame("a", in: AsyncImage(url: URL(string: "https://x.y/z.png")).frame(width: 80, height: 50).id("a"))
        #expect(frame.size == CGSize(width: 80, height: 50))
        let image = try RenderTesting.pixels(AsyncImage(url: nil).frame(width: 80, height: 50), scale: 1).image
        #expect(image[40, 25].isClose(to: ControlTesting.overWhite([120, 120, 128], opacity: 0.16)))
        let custom = try ControlTesting.frame("a", in: AsyncImage(url: nil) { $0.resizable() } placeholder: { ProgressView() }.id("a"))
        #expect(custom.size == CGSize(width: 20, height: 20))
        let phased = RenderTesting.layout(AsyncImage(url: nil) { phase in
            if let image = phase.image { image } else { Color.red.frame(width: 7, height: 7) }
        })
        #expect(phased.size == CGSize(width: 7, height: 7))
    }
}

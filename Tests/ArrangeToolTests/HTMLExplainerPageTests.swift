import Arrange
import ArrangeRender
import Foundation
import Testing
@testable import ArrangeTool

/// The JSON block the page's script reads, parsed with Foundation.
private func explainerData(in page: String) throws -> [String: Any] {
    let open = "<script type=\"application/json\" id=\"explainer-data\">"
    let start = try #require(page.range(of: open))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = String(page[start.upperBound..<end.lowerBound])
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
}

/// A page with no picture (the renderer is not needed for what these tests check).
private func page(
    _ layout: ViewLayout, title: String = "Favorite", source: String? = nil, language: ExplanationLanguage = .english
) -> String {
    HTMLExplainerPage.page(
        layout, title: title, source: source, language: language,
        picture: HTMLPicture(dataURL: nil, problem: nil, warnings: []))
}

private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}

@Suite("HTML explainer: page")
struct HTMLExplainerPageTests {
    @Test func everyStepOfFavoriteIsInTheDataWithItsView() throws {
        let layout = FramesExamples.favorite()
        let data = try explainerData(in: page(layout))
        let steps = try #require(data["steps"] as? [[String: Any]])
        let expected = layout.explanation.sizingSteps + layout.explanation.placementSteps
        #expect(layout.explanation.sizingSteps.count == 8)
        #expect(steps.count == expected.count)
        for (step, original) in zip(steps, expected) {
            #expect(step["text"] as? String == original.english)
            #expect(step["nodeIndex"] as? Int == original.nodeIndex)
            #expect(step["number"] as? Int == original.number)
        }
        #expect(steps.map { $0["id"] as? String }.prefix(3) == ["sizing-1", "sizing-2", "sizing-3"])
        #expect(steps.map { $0["nodeIndex"] as? Int }.prefix(8) == [0, 1, 2, 2, 1, 3, 3, 0])
        #expect(steps[2]["text"] as? String == "padding subtracts 10 points from each edge and proposes 300×460 to text.")
        let nodes = try #require(data["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["kind"] as? String } == ["background", "padding", "text", "Color"])
        #expect(nodes[2]["id"] as? String == "text")
    }

    @Test func eachStepHighlightsTheProposalTheViewHandledAndItsAnswer() {
        let layout = FramesExamples.favorite()
        let steps = layout.explanation.sizingSteps + layout.explanation.placementSteps
        let highlights = HTMLHighlight.steps(steps, nodes: layout.nodes)
        let sizing = Array(highlights.prefix(8))
        // 3: padding proposes 300×460 to text; 4: text reports 51×17.
        #expect(sizing[2] == HTMLHighlight(node: 2, proposal: ProposedViewSize(width: 300, height: 460), size: CGSize(width: 51, height: 17)))
        #expect(sizing[3] == sizing[2])
        // 1: the system proposes 320×480 to background, which ends up 71×37.
        #expect(sizing[0] == HTMLHighlight(node: 0, proposal: ProposedViewSize(width: 320, height: 480), size: CGSize(width: 71, height: 37)))
        // 6: background proposes 71×37 to Color.
        #expect(sizing[5] == HTMLHighlight(node: 3, proposal: ProposedViewSize(width: 71, height: 37), size: CGSize(width: 71, height: 37)))
        // Placement: the proposal placed with and the size placed.
        let text = highlights[8...].first { $0.node == 2 }
        #expect(text == HTMLHighlight(node: 2, proposal: ProposedViewSize(width: 300, height: 460), size: CGSize(width: 51, height: 17)))
    }

    @Test func aDecisionHighlightsTheProposalBeingWorkedOnAndTheAnswerToIt() throws {
        // The book's HStack at 180 (p. 74): the HStack decides an order before it answers 180×180.
        let metrics = BookTextMetrics([
            "Hello, World!": .init(ideal: CGSize(width: 100, height: 20), narrower: [(atMost: 60, size: CGSize(width: 50, height: 40))]),
        ])
        let view = HStack(spacing: 0) {
            Color.cyan
            Text("Hello, World!")
            Color.teal
        }
        let layout = ViewLayout(view.environment(\.textMetrics, metrics), proposal: ProposedViewSize(width: 180, height: 180))
        let steps = layout.explanation.sizingSteps
        let decision = try #require(steps.firstIndex { $0.event == .decision })
        let highlights = HTMLHighlight.steps(steps, nodes: layout.nodes)
        #expect(highlights[decision] == HTMLHighlight(
            node: steps[decision].nodeIndex, proposal: ProposedViewSize(width: 180, height: 180), size: CGSize(width: 180, height: 180)))
    }

    @Test func pagesOfNonFiniteLayoutsCarryValidJSON() throws {
        for value in [CGFloat.nan, .infinity, -.infinity] {
            let layout = ViewLayout(
                Color.blue.frame(width: value, height: 20).frame(maxWidth: .infinity), proposal: ProposedViewSize(width: value, height: value))
            let data = try explainerData(in: page(layout))
            let stage = try #require(data["stage"] as? [String: Any])
            #expect(stage["width"] is Double)
            #expect(stage["height"] is Double)
            #expect((data["steps"] as? [Any])?.isEmpty == false)
        }
    }

    @Test func aViewHighlightsItsPlacedProposalAndFrame() {
        let layout = FramesExamples.favorite()
        #expect(HTMLHighlight.view(layout.nodes[2]) == HTMLHighlight(node: 2, proposal: ProposedViewSize(width: 300, height: 460), size: CGSize(width: 51, height: 17)))
    }

    @Test func theStageIsTheScreenFromTheRootsOriginWithAMargin() {
        let stage = HTMLStage(FramesExamples.favorite())
        #expect(stage.picture == CGRect(x: 0, y: 0, width: 71, height: 37))
        // The 320×480 screen from (0, 0), with 24 points of margin around it.
        #expect(stage.bounds == CGRect(x: -24, y: -24, width: 368, height: 528))
    }

    @Test func theStageGrowsToShowFiniteHighlightsWhole() {
        let layout = FramesExamples.favorite()
        let wide = HTMLHighlight(node: 2, proposal: ProposedViewSize(width: 400, height: 10), size: CGSize(width: 51, height: 17))
        let endless = HTMLHighlight(node: 2, proposal: ProposedViewSize(width: .infinity, height: nil), size: nil)
        let stage = HTMLStage(layout, highlights: [wide, endless])
        // Text sits at (10, 10): the wide proposal reaches x = 410, past the screen's 320.
        #expect(stage.bounds == CGRect(x: -24, y: -24, width: 458, height: 528))
    }

    @Test func aFarAwayViewIsCutOffAndThePictureKeepsItsSize() {
        let view = ZStack {
            Color.red.frame(width: 100, height: 50)
            Color.blue.frame(width: 10, height: 10).position(x: 1_000_000, y: 25)
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 100, height: 50))
        let stage = HTMLStage(layout)
        #expect(stage.picture == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(stage.bounds.size.width == 16_432)
        #expect(stage.bounds.origin.x == -24)
    }

    @Test func theStageStaysFiniteForEndlessLayouts() {
        let stage = HTMLStage(FramesExamples.endless())
        for value in [stage.bounds.origin.x, stage.bounds.origin.y, stage.bounds.size.width, stage.bounds.size.height] {
            #expect(value.isFinite)
        }
        #expect(stage.bounds.size.width <= HTMLStage.maxExtent + 48)
        #expect(stage.bounds.size.width > 48)
    }

    @Test func infiniteAndUnspecifiedProposalsAreWrittenAsInfAndNull() throws {
        let data = try explainerData(in: page(FramesExamples.endless()))
        let steps = try #require(data["steps"] as? [[String: Any]])
        let first = try #require(steps.first?["proposal"] as? [String: Any])
        #expect(first["width"] as? String == "inf")
        #expect(first["height"] as? Double == 100)
        #expect(steps.first?["proposalLabel"] as? String == "∞×100")
        let unspecified = steps.compactMap { $0["proposal"] as? [String: Any] }.first { $0["width"] is NSNull }
        #expect(unspecified?["height"] as? Double == 100)
        #expect(steps.contains { $0["proposalLabel"] as? String == "nil×100" })
    }

    @Test func markupInTheTitleSourceAndIdsIsShownNotObeyed() throws {
        let hostile = "</script><b>bold</b> & <!-- \u{2028}"
        let layout = ViewLayout(Color.red.id(hostile), proposal: FramesExamples.screen)
        let html = page(layout, title: hostile, source: "Text(\"</script><script>alert(1)</script>\") // <b>")
        // Only the page's own two scripts end.
        #expect(count("</script>", in: html) == 2)
        #expect(count("<script", in: html) == 2)
        #expect(!html.contains("<b>"))
        #expect(html.contains("<title>&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt; &amp; &lt;!-- \u{2028}</title>"))
        #expect(html.contains("<code>Text(&quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;) // &lt;b&gt;</code>"))
        let data = try explainerData(in: html)
        let nodes = try #require(data["nodes"] as? [[String: Any]])
        #expect(nodes.contains { $0["id"] as? String == hostile })
        #expect(html.contains("\\u003c/script\\u003e\\u003cb\\u003ebold"))
        #expect(!html.contains("\u{2028}\","))
    }

    @Test func thePageIsSelfContained() throws {
        let layout = FramesExamples.favorite()
        let html = try HTMLExplainerPage.make(
            layout, title: "Favorite", source: "Text(\"Favorite\").padding(10).background(Color.teal)",
            language: .english, renderer: Renderer())
        #expect(!html.contains("http://"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("<link"))
        #expect(!html.contains(" src="))
        #expect(!html.contains("@import"))
        #expect(!html.contains("url("))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("window.explainerReady = true"))
    }

    @Test func listsHoldEveryStepAndViewOnce() {
        let layout = FramesExamples.favorite()
        let html = page(layout)
        for number in 1...8 {
            #expect(count("<li id=\"step-sizing-\(number)\" data-step=\"sizing-\(number)\"", in: html) == 1)
        }
        #expect(html.contains("<li id=\"step-sizing-3\" data-step=\"sizing-3\" data-node=\"2\"><span class=\"number\">3</span><span class=\"text\">padding subtracts 10 points from each edge and proposes 300×460 to text.</span></li>"))
        #expect(html.contains("<li id=\"node-2\" data-node=\"2\" role=\"treeitem\" aria-level=\"3\" style=\"--depth:2\"><span class=\"kind\">text</span> <span class=\"quote\">&quot;Favorite&quot;</span><span class=\"view-id\">#text</span><span class=\"frame\">(10, 10) 51×17</span></li>"))
        #expect(count("role=\"treeitem\"", in: html) == 4)
        #expect(count("data-step=\"placement-", in: html) == layout.explanation.placementSteps.count)
    }

    @Test func koreanPagesUseKoreanLabelsAndSteps() throws {
        let html = page(FramesExamples.favorite(), language: .korean)
        #expect(html.contains("<html lang=\"ko\">"))
        #expect(html.contains("<h3>크기 결정</h3>"))
        #expect(html.contains("<h3>배치</h3>"))
        #expect(html.contains("← 이전"))
        #expect(html.contains("320×480 제안, 71×37 보고"))
        let steps = try #require(try explainerData(in: html)["steps"] as? [[String: Any]])
        #expect(steps.first?["text"] as? String == "system이 background에 320×480을 제안합니다.")
        let labels = try #require(try explainerData(in: html)["labels"] as? [String: String])
        #expect(labels["proposed"] == "제안")
    }

    @Test func withoutAPictureThePageShowsAPlaceholderAndSaysWhy() {
        let html = HTMLExplainerPage.page(
            FramesExamples.favorite(), title: "t", source: nil, language: .english,
            picture: HTMLPicture(dataURL: nil, problem: "The renderer returned no picture.", warnings: ["an image was not found"]))
        #expect(html.contains("<g id=\"picture-placeholder\"><rect class=\"placeholder\" x=\"0\" y=\"0\" width=\"71\" height=\"37\"/>"))
        #expect(html.contains("picture unavailable"))
        #expect(html.contains("<li>The renderer returned no picture.</li>"))
        #expect(html.contains("<li>an image was not found</li>"))
        #expect(!html.contains("id=\"picture\""))
    }

    @Test func aDrawnPictureIsADataURLOverTheRootsFrame() {
        let html = HTMLExplainerPage.page(
            FramesExamples.favorite(), title: "t", source: nil, language: .english,
            picture: HTMLPicture(dataURL: "data:image/svg+xml;base64,PHN2Zy8+", problem: nil, warnings: []))
        #expect(html.contains("<image id=\"picture\" x=\"0\" y=\"0\" width=\"71\" height=\"37\" preserveAspectRatio=\"none\" href=\"data:image/svg+xml;base64,PHN2Zy8+\"/>"))
        #expect(html.contains("<rect class=\"screen\" x=\"0\" y=\"0\" width=\"320\" height=\"480\"/>"))
        #expect(html.contains("viewBox=\"-24 -24 368 528\""))
    }

    @Test func thePictureCoversWholeDevicePixelsFromTheRootsOrigin() {
        let png = HTMLPicture(dataURL: "data:image/png;base64,", problem: nil, warnings: [], scale: 2)
        #expect(png.imageRect(for: CGRect(x: 3, y: 4, width: 70.3, height: 37)) == CGRect(x: 3, y: 4, width: 70.5, height: 37))
        let svg = HTMLPicture(dataURL: "data:image/svg+xml;base64,", problem: nil, warnings: [], scale: 1)
        #expect(svg.imageRect(for: CGRect(x: 0, y: 0, width: 70.3, height: 0)) == CGRect(x: 0, y: 0, width: 71, height: 1))
        #expect(svg.imageRect(for: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)).size.width == 0)
    }

    @Test func onlyPicturesThatLookRightAreShown() {
        #expect(HTMLPicture.looksLike(.png, Data([0x89, 0x50, 0x4E, 0x47, 0x0D])))
        #expect(!HTMLPicture.looksLike(.png, Data()))
        #expect(HTMLPicture.looksLike(.svg, Data("<?xml version=\"1.0\"?>\n<svg width=\"1\"/>".utf8)))
        #expect(!HTMLPicture.looksLike(.svg, Data("garbage".utf8)))
    }

    @Test func aDeepTreeIsOneFlatListIndentedByDepth() {
        var view = AnyView(Color.red)
        for _ in 0..<600 { view = AnyView(view.padding(1)) }
        let layout = ViewLayout(view, proposal: FramesExamples.screen)
        let html = page(layout)
        // Browsers stop nesting elements about 512 deep; one list with aria-level does not nest.
        #expect(count("<ul", in: html) == 1)
        let deepest = layout.nodes.last!
        #expect(deepest.depth >= 600)
        #expect(html.contains("<li id=\"node-\(deepest.index)\" data-node=\"\(deepest.index)\" role=\"treeitem\" aria-level=\"\(deepest.depth + 1)\" style=\"--depth:40\">"))
    }

    @Test func aThousandViewPageHasEveryViewAndUniqueStepIDs() throws {
        let layout = FramesExamples.rows(334)
        #expect(layout.nodes.count >= 1000)
        let html = page(layout)
        let data = try explainerData(in: html)
        let nodes = try #require(data["nodes"] as? [[String: Any]])
        #expect(nodes.count == layout.nodes.count)
        let steps = try #require(data["steps"] as? [[String: Any]])
        let ids = steps.compactMap { $0["id"] as? String }
        #expect(ids.count == steps.count)
        #expect(Set(ids).count == ids.count)
        #expect(count("role=\"treeitem\"", in: html) == layout.nodes.count)
    }
}

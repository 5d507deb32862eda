// The explainer page for real screens: a scroll view's content beyond the screen faded and
// outside what Fit shows, the picture drawn as `render` draws it (`--scale`, `--canvas`), and
// the proposal slider redrawing the picture at each position.
import Arrange
import ArrangeRender
import ArrangeText
import Foundation
import Testing
@testable import ArrangeTool

/// A screen of 30 rows 50 points tall in a scroll view: 1,500 points of content on an 844-point screen.
@MainActor
func scrollingScreen(proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844)) -> ViewLayout {
    ViewLayout(
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<30, id: \.self) { row in
                    Color(red: 0.2, green: 0.4, blue: Double(row) / 30).frame(height: 50)
                }
            }
        },
        proposal: proposal)
}

@MainActor
@Suite("HTML explainer: real screens")
struct HTMLScreenPageTests {
    @Test func aScrollViewsContentBeyondTheScreenIsFadedAndFitShowsTheScreen() throws {
        let layout = scrollingScreen()
        let stage = HTMLStage(layout)
        // The stage reaches the last row (30 × 50 = 1500) with the margin; Fit shows the screen.
        #expect(stage.bounds == CGRect(x: -24, y: -24, width: 438, height: 1548))
        #expect(stage.viewport == CGRect(x: -24, y: -24, width: 438, height: 892))
        // Rows 17 … 30 lie wholly or partly below 844 (row 17 spans 800 … 850): each is a frame
        // node and a colour, 14 rows; and the stack holding them, 1500 tall.
        let hidden = HTMLStage.scrolledOut(layout)
        #expect(hidden.count == 29)
        #expect(layout.nodes[hidden[0]].kind == "VStack")
        #expect(hidden.allSatisfy { (layout.nodes[$0].frame?.maxY ?? 0) > 844 })
        let html = HTMLExplainerPage.page(layout, title: "Rows", source: nil, language: .english, picture: HTMLPicture(dataURL: nil, problem: nil, warnings: []))
        #expect(html.contains("<g id=\"scrolled-out\" data-count=\"29\">"))
        #expect(html.contains("<path id=\"outside-screen\" fill-rule=\"evenodd\" d=\"M-24 -24H414V1524H-24ZM0 0H390V844H0Z\"/>"))
        #expect(html.contains("\"viewport\":{\"x\":-24,\"y\":-24,\"width\":438,\"height\":892}"))
        // A screen without a scroll view has nothing faded, and its viewport is its stage.
        let favorite = FramesExamples.favorite()
        #expect(HTMLStage.scrolledOut(favorite).isEmpty)
        #expect(HTMLStage(favorite).viewport == HTMLStage(favorite).bounds)
    }

    @Test func scaleDrawsThePictureAsPNGAtThatScaleAndCanvasCentresTheRoot() throws {
        let layout = FramesExamples.favorite()  // 71×37 for 320×480
        let renderer = Renderer(textMetrics: PangoTextMetrics())
        let png = HTMLPicture.draw(layout, renderer: renderer, format: .png, scale: 3)
        #expect(png.dataURL?.hasPrefix("data:image/png;base64,") == true)
        #expect(png.scale == 3)
        let bytes = try #require(png.dataURL.flatMap { Data(base64Encoded: String($0.dropFirst("data:image/png;base64,".count))) })
        // PNG's width and height, big-endian at bytes 16 and 20: 71 × 3 = 213, 37 × 3 = 111.
        #expect(bytes[16..<20].reduce(0) { $0 << 8 | Int($1) } == 213)
        #expect(bytes[20..<24].reduce(0) { $0 << 8 | Int($1) } == 111)
        // --canvas: the picture is the proposed 320×480 with the root centred ((320 − 71) / 2 = 124.5).
        let canvas = HTMLPicture.draw(layout, renderer: renderer, format: .svg, canvas: CGSize(width: 320, height: 480))
        #expect(canvas.area == CGRect(x: -124.5, y: -221.5, width: 320, height: 480))
        let stage = HTMLStage(layout, pictureArea: canvas.area)
        #expect(stage.picture == CGRect(x: -124.5, y: -221.5, width: 320, height: 480))
        let html = HTMLExplainerPage.page(layout, title: "Favorite", source: nil, language: .english, picture: canvas)
        #expect(html.contains("<image id=\"picture\" x=\"-124.5\" y=\"-221.5\" width=\"320\" height=\"480\""))
    }

    @Test func theSliderCarriesAPictureAtEachProposal() throws {
        let proposal = ProposedViewSize(width: 390, height: 844)
        let renderer = Renderer(textMetrics: PangoTextMetrics())
        var sweep = try #require(ProposalSweep.make(proposal: proposal) { FramesExamples.rows(3, proposal: $0) })
        sweep.drawPictures(with: renderer)
        #expect(sweep.pictures.count == 41)
        #expect(sweep.pictures.allSatisfy { $0?.hasPrefix("data:image/png;base64,") == true })
        // At 1× the picture at position 10 is as wide as the root there (97.5 → 98 pixels).
        let tenth = try #require(sweep.pictures[10].flatMap { Data(base64Encoded: String($0.dropFirst("data:image/png;base64,".count))) })
        #expect(tenth[16..<20].reduce(0) { $0 << 8 | Int($1) } == Int((sweep.layouts[10].size.width - 1e-6).rounded(.up)))
        let json = sweep.json().compact()
        #expect(json.components(separatedBy: "\"picture\":\"data:image/png;base64,").count - 1 == 41)
    }

    /// Pictures weighing more than the budget: every second (third, …) position keeps its
    /// picture, counted back from the page's own proposal, which always keeps it.
    @Test func theSlidersPicturesStayWithinTheirBudget() throws {
        let proposal = ProposedViewSize(width: 390, height: 844)
        let renderer = Renderer(textMetrics: PangoTextMetrics())
        var sweep = try #require(ProposalSweep.make(proposal: proposal) { FramesExamples.rows(3, proposal: $0) })
        sweep.drawPictures(with: renderer)
        let total = sweep.pictures.reduce(0) { $0 + ($1?.utf8.count ?? 0) }
        // A budget of a little less than half: every third position keeps its picture.
        var thinned = sweep
        thinned.drawPictures(with: renderer, budget: total * 2 / 5)
        let kept = thinned.pictures.indices.filter { thinned.pictures[$0] != nil }
        #expect(kept == Array(stride(from: 1, through: 40, by: 3)), "\(kept)")
        #expect(thinned.pictures[40] == sweep.pictures[40])
        #expect(thinned.pictures.reduce(0) { $0 + ($1?.utf8.count ?? 0) } <= total * 2 / 5 + total / 41 * 2)
        // Sizes are rounded to hundredths, as frames are, for the slider's label.
        let odd = try #require(ProposalSweep.make(proposal: proposal) { _ in
            ViewLayout(Color.red.frame(width: 10.123456, height: 3435.89453125), proposal: proposal)
        })
        #expect(odd.json().compact().contains("\"size\":{\"width\":10.12,\"height\":3435.89}"))
        // The default budget is the page's share of 5 MB left to the pictures.
        #expect(ProposalSweep.pictureBudget == 2_500_000)
    }
}

/// The same in a driven chromium: Fit shows the screen of a scrolling page, and the slider
/// swaps the picture for the one drawn at its position.
@MainActor
@Suite("HTML explainer: real screens in chromium", .serialized)
struct HTMLScreenBrowserTests {
    /// Writes `html` to a fresh temporary file and returns its `file:` URL.
    func write(_ html: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-screen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("screen.html")
        try html.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func fitShowsTheScreenOfAScrollingPageAndTheRestIsBelow() throws {
        try #require(ChromeDriver.missingReason == nil, "\(ChromeDriver.missingReason ?? "")")
        let layout = scrollingScreen()
        let html = try HTMLExplainerPage.make(layout, title: "Rows", source: nil, language: .english, renderer: Renderer(textMetrics: PangoTextMetrics()))
        let page = try write(html)
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let browser = try ChromeDriver(window: (1000, 800))
        defer { browser.quit() }
        try browser.open(page.absoluteString)
        #expect(browser.wait(for: "return window.explainerReady === true", within: 20) != nil)
        // The screen (844 tall, 892 with the margins) fits the pane's width and 70 % of the
        // window's height.
        let height = try #require(try browser.evaluate("return window.innerHeight") as? Double)
        let screen = try #require(try browser.evaluate("var r = document.querySelector('#stage .screen').getBoundingClientRect(); return [r.width, r.height]") as? [Double])
        let frame = try #require(try browser.evaluate("var f = document.getElementById('stage-frame'); return [f.clientWidth, f.clientHeight, f.scrollHeight]") as? [Double])
        let scale = min(frame[0] / 438, height * 0.7 / 892)
        #expect(abs(screen[1] - 844 * scale) < 1.5, "screen \(screen), frame \(frame)")
        #expect(abs(screen[0] - 390 * scale) < 1.5)
        // The whole screen shows in the pane; the content below it is reached by scrolling.
        #expect(screen[1] <= frame[1] + 1)
        #expect(frame[2] > frame[1] + 300)
        #expect(try browser.evaluate("return document.getElementById('zoom-level').textContent") as? String == "\(Int((scale * 100).rounded())) %")
        // The faded rows below are there and selectable: a click at the last row selects it.
        #expect(try browser.evaluate("return document.querySelectorAll('#scrolled-out rect').length") as? Int == 29)
        let last = layout.nodes.count - 1
        _ = try browser.evaluate("location.hash = 'at=100,1480'; return true")
        #expect(browser.wait(for: "return document.getElementById('node-\(last)').classList.contains('selected')", within: 10) != nil)
    }

    @Test func theSliderShowsThePictureDrawnAtItsPosition() throws {
        try #require(ChromeDriver.missingReason == nil, "\(ChromeDriver.missingReason ?? "")")
        let proposal = ProposedViewSize(width: 390, height: 844)
        let layout = FramesExamples.rows(3, proposal: proposal)
        var sweep = try #require(ProposalSweep.make(proposal: proposal) { FramesExamples.rows(3, proposal: $0) })
        let renderer = Renderer(textMetrics: PangoTextMetrics())
        sweep.drawPictures(with: renderer)
        let html = try HTMLExplainerPage.make(layout, title: "Rows", source: nil, language: .english, renderer: renderer, sweep: sweep)
        let page = try write(html)
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        let browser = try ChromeDriver(window: (1000, 800))
        defer { browser.quit() }
        try browser.open(page.absoluteString + "#proposal=10")
        #expect(browser.wait(for: "return window.explainerReady === true", within: 20) != nil)
        let picture = "var p = document.getElementById('picture'); return [p.getAttribute('href').slice(0, 22), p.getAttribute('width'), p.getAttribute('height')]"
        let at10 = try #require(try browser.evaluate(picture) as? [String])
        let size = sweep.layouts[10].size
        #expect(at10 == ["data:image/png;base64,", "\(Int((size.width - 1e-6).rounded(.up)))", "\(Int((size.height - 1e-6).rounded(.up)))"])
        #expect(try browser.evaluate("return document.body.classList.contains('sweep-drawn')") as? Bool == true)
        #expect(try browser.evaluate("return getComputedStyle(document.getElementById('picture')).opacity") as? String == "1")
        // Back at the page's own proposal: its own picture (SVG) again.
        _ = try browser.evaluate("var s = document.getElementById('proposal-slider'); s.value = '40'; s.dispatchEvent(new Event('input')); return true")
        let own = try #require(try browser.evaluate(picture) as? [String])
        #expect(own[0] == "data:image/svg+xml;bas")
        #expect(try browser.evaluate("return document.body.classList.contains('sweep-drawn')") as? Bool == false)
    }
}

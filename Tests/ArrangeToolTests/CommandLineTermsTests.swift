import Arrange
import ArrangeRender
@testable import ArrangeTool
import Foundation
import Testing

/// Failures and warnings said in the command line's terms: `-o` extensions that do not match
/// the format, pictures too large to draw, a root that overflows what it was given.
@Suite("Messages in the command line's terms")
struct CommandLineTermsTests {
    private func failure(_ command: ToolCommand, _ arguments: [String]) -> String? {
        if case .failure(let failure) = ToolOptions.parse(command: command, arguments, environment: [:]) { return failure.message }
        return nil
    }

    @Test func anOutputExtensionThatIsNotTheFormatIsRefused() {
        #expect(failure(.render, ["-o", "out.jpg"]) == "-o out.jpg: render writes PNG, PDF or SVG, not .jpg; name it out.png, out.pdf, out.svg.")
        #expect(failure(.render, ["-o", "out.pdf", "--format", "png"]) == "-o out.pdf ends in .pdf but --format is png: make them agree, or leave --format out.")
        #expect(failure(.render, ["--format", "svg", "-o", "shot.jpeg"]) == "-o shot.jpeg: --format svg writes .svg files, not .jpeg; name it shot.svg.")
        #expect(failure(.html, ["-o", "page.png"]) == "-o page.png: html writes an HTML page, not .png; name it page.html.")
        // The format's own extension in any case, a folder, no extension, or a name with digits after its dot.
        for arguments in [["-o", "out.PNG"], ["-o", "out.pdf"], ["-o", "pictures/"], ["-o", "out"], ["-o", "shot.2024"], ["--format", "pdf", "-o", "a.pdf"]] {
            #expect(failure(.render, arguments) == nil, "\(arguments)")
        }
        #expect(failure(.html, ["-o", "page.htm"]) == nil)
    }

    @Test func aPictureTooLargeIsSaidInPointsPixelsAndFlags() {
        let message = RenderFailureWording.message(
            for: RenderError.tooLarge(width: 8000, height: 8000, scale: 2, limit: "at most 100000000 pixels"),
            view: "Wide", size: CGSize(width: 8000, height: 8000), scale: 2, format: .png)
        #expect(message == "Wide would be 8000×8000 pt at --scale 2, 16000×16000 px: more than arrange draws "
            + "(at most 16384 pixels a side and 100000000 in all). Propose a smaller --size, or a smaller --scale.")
        #expect(!message.contains("RenderOptions") && !message.contains("8000.0"))
        let infinite = RenderFailureWording.message(
            for: RenderError.invalidCanvas(width: .infinity, height: 20), view: "Row", size: CGSize(width: CGFloat.infinity, height: 20),
            scale: 2, format: .pdf)
        #expect(infinite == "Row reports ∞×20: a picture needs a finite size of at least 0. Propose finite lengths with --size.")
    }

    @Test func aRootLargerThanItsProposalOrCanvasIsWarnedAbout() {
        let wide = ViewLayout(Color.blue.frame(width: 500, height: 100), proposal: ProposedViewSize(width: 390, height: 844))
        #expect(RootOverflow.warning(layout: wide, proposal: ProposedViewSize(width: 390, height: 844), canvas: nil)
            == "the root reports 500×100, wider than its proposal 390×844; on a screen of that size it would stick out. "
            + "Let it shrink (a flexible frame, lineLimit, minimumScaleFactor) or propose more with --size.")
        #expect(RootOverflow.warning(layout: wide, proposal: ProposedViewSize(width: 390, height: 844), canvas: CGSize(width: 390, height: 844))
            == "the root reports 500×100, larger than the 390×844 it is drawn on; the picture cuts it off. "
            + "Give it a frame that fits, or propose the size it needs with --size.")
        // A root that fits, and an unspecified or infinite proposal, which nothing overflows.
        let fits = ViewLayout(Color.blue.frame(width: 300, height: 100), proposal: ProposedViewSize(width: 390, height: 844))
        #expect(RootOverflow.warning(layout: fits, proposal: ProposedViewSize(width: 390, height: 844), canvas: CGSize(width: 390, height: 844)) == nil)
        #expect(RootOverflow.warning(layout: wide, proposal: ProposedViewSize(width: nil, height: .infinity), canvas: nil) == nil)
    }

    /// A root that fits the screen's size but is centred past its edge (taller than the safe
    /// area it is centred in) is said to pass that edge, by how much, not to be larger than the
    /// screen: held-out 4's ChangeLayout, 667 pt tall on an iPhone 8, was warned "the root
    /// reports 375×667, larger than the 375×667 it is drawn on".
    @Test func aRootCentredPastTheScreenNamesTheEdgeItPasses() {
        // An iPhone 8's screen as Arrange draws it (PreviewDeviceMatch: the iPhone SE, 375 × 667 pt
        // with a 20-pt status bar).
        let screen = CGSize(width: 375, height: 667)
        let tall = ViewLayout(
            Color.blue.frame(width: 200, height: 667), proposal: ProposedViewSize(screen),
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        // Centred in the 647-pt safe area from y = 20: 20 + (647 − 667) / 2 = 10.
        #expect(tall.root.frame == CGRect(x: 87.5, y: 10, width: 200, height: 667))
        #expect(RootOverflow.warning(layout: tall, proposal: nil, canvas: screen)
            == "the root, 200×667 at (87.5, 10), reaches 10 pt past the bottom edge of the 375×667 it is drawn on; "
            + "the picture cuts it off. A screen's root is centred in the safe area: give it a frame that fits there.")
        // 647 pt tall fits the safe area and passes nothing.
        let fitting = ViewLayout(
            Color.blue.frame(width: 200, height: 647), proposal: ProposedViewSize(screen),
            safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(RootOverflow.warning(layout: fitting, proposal: nil, canvas: screen) == nil)
    }
}

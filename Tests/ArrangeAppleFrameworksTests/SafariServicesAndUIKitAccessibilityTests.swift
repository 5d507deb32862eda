// SafariServices and UIKit's accessibility names at rest (the held-out survey of 2026-12-03
// found them in screens): a Safari view controller keeps its page without loading it, no
// assistive technology runs, and NSUnderlineStyle becomes a Text.LineStyle.
import Arrange
import ArrangeSafariServices
import ArrangeUIKit
import Foundation
import Testing

@Suite("SafariServices and UIKit's accessibility settings at rest")
@MainActor
struct SafariServicesAtRestTests {
    private struct SafariPage: UIViewControllerRepresentable {
        let url: URL
        func makeUIViewController(context: Context) -> SFSafariViewController {
            let controller = SFSafariViewController(url: url, entersReaderIfAvailable: true)
            controller.preferredControlTintColor = .systemBlue
            return controller
        }
        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
    }

    @Test func aSafariViewControllerKeepsItsURLAndStandsInForItsPage() {
        let url = URL(string: "https://example.com/help")!
        let controller = SFSafariViewController(url: url, entersReaderIfAvailable: true)
        #expect(controller.url == url)
        #expect(controller.configuration.entersReaderIfAvailable)
        #expect(controller.view.backgroundColor == .white)
        let layout = ViewLayout(SafariPage(url: url).frame(height: 300).id("page"), proposal: ProposedViewSize(width: 320, height: 480))
        #expect(layout.frame(of: "page") == CGRect(x: 0, y: 0, width: 320, height: 300))
        #expect(SafariPage(url: url).body.typeName == "SFSafariViewController")
    }

    @Test func noAssistiveTechnologyRunsAtRest() {
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(!UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
    }

    @Test func nsUnderlineStylesBecomeTextLineStyles() {
        #expect(Text.LineStyle(nsUnderlineStyle: .single) == Text.LineStyle(pattern: .solid))
        #expect(Text.LineStyle(nsUnderlineStyle: [.thick, .patternDash]) == Text.LineStyle(pattern: .dash))
        #expect(Text.LineStyle(nsUnderlineStyle: .patternDashDotDot) == Text.LineStyle(pattern: .dashDotDot))
        #expect(Text.LineStyle(nsUnderlineStyle: []) == nil)
        // UIKit's raw values.
        #expect(NSUnderlineStyle.double.rawValue == 0x09 && NSUnderlineStyle.byWord.rawValue == 0x8000)
        #expect(UITextContentType.birthdate.rawValue == "birthdate")
    }
}

// WebKit and Core Motion at rest (the held-out survey of 2026-12-02 found both imported by
// screens): a web view is the empty white page before anything loads; a motion manager has no
// sensor and delivers no reading.
import Arrange
import ArrangeCoreMotion
import ArrangeUIKit
import ArrangeWebKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

private struct WebPage: UIViewRepresentable {
    let html: String
    func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView()
        view.scrollView.isScrollEnabled = false
        view.loadHTMLString(html, baseURL: nil)
        return view
    }
    func updateUIView(_ uiView: WKWebView, context: Context) { uiView.reload() }
}

private struct Map: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ uiView: MKMapView, context: Context) {}
}

@Suite("WebKit and Core Motion at rest")
@MainActor
struct WebKitAndCoreMotionTests {
    @Test func aWebViewIsAnEmptyWhitePageTakingTheProposal() {
        let layout = ViewLayout(WebPage(html: "<b>Hi</b>").frame(height: 200).id("page"), proposal: ProposedViewSize(width: 300, height: 400))
        #expect(layout.frame(of: "page") == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(WebPage(html: "").body.restingColor == Color.white)
        // Other UIKit views keep the named placeholder.
        #expect(Map().body.restingColor == nil)
        #expect(Map().body.typeName == "MKMapView")
    }

    @Test func aWebViewKeepsWhatItIsGivenAndLoadsNothing() throws {
        let view = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        view.loadHTMLString("<p>x</p>", baseURL: URL(string: "https://example.com"))
        #expect(view.loadedHTML == "<p>x</p>")
        view.load(URLRequest(url: try #require(URL(string: "https://example.com/a"))))
        #expect(view.url?.absoluteString == "https://example.com/a")
        #expect(!view.isLoading && view.title == nil && view.estimatedProgress == 0 && !view.canGoBack)
        var answered: (Any?, (any Error)?)?
        view.evaluateJavaScript("1 + 1") { answered = ($0, $1) }
        #expect(answered?.0 == nil && answered?.1 is WKError)
    }

    @Test func aMotionManagerHasNoSensorAndDeliversNothing() {
        let manager = CMMotionManager()
        #expect(!manager.isDeviceMotionAvailable && !manager.isAccelerometerAvailable && !manager.isGyroAvailable)
        var delivered = 0
        manager.deviceMotionUpdateInterval = 1 / 40
        manager.startDeviceMotionUpdates(to: .main) { _, _ in delivered += 1 }
        #expect(manager.isDeviceMotionActive)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        #expect(delivered == 0 && manager.deviceMotion == nil)
        manager.stopDeviceMotionUpdates()
        #expect(!manager.isDeviceMotionActive)
        #expect(CMDeviceMotion().attitude.roll == 0)
    }
}

// What the held-out surveys of 2026-12-02 found the tool lacking, in the idioms app code is
// written in: `#selector` with keyboard notifications, iOS 18's `@Entry` environment values,
// main-actor default arguments (Swift 6's isolated default values), `import WebKit` and
// `import CoreMotion`.
import ArrangeSnippet
import Foundation
import Testing

@Suite("What the held-out surveys found the tool lacking", .serialized)
struct HeldOutSurveyToolTests {
    @Test func selectorsAndEntriesAreRewrittenKeepingTheirLines() {
        let source = """
            import SwiftUI
            final class Keyboard: ObservableObject {
                init() {
                    NotificationCenter.default.addObserver(self, selector: #selector(willShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func willShow(notification: Notification) {}
            }
            extension EnvironmentValues {
                @Entry var accent = SwiftUI.Color.red
                @Entry
                public var rowHeight: CGFloat = 44
                @Entry var note: String?
            }
            """
        let scan = SnippetScanner.scan(source, path: "keyboard.swift")
        let program = SnippetProgram.applying(scan.edits, to: source)
        #expect(program.contains("selector: Selector(\"willShow(notification:)\"), name:"))
        #expect(program.contains(
            "struct __ArrangeEntryKey_accent: Arrange.EnvironmentKey { static let defaultValue = Arrange.Color.red }; "
                + "var accent: __ArrangeEntryKey_accent.Value { get { self[__ArrangeEntryKey_accent.self] } set { self[__ArrangeEntryKey_accent.self] = newValue } }"))
        #expect(program.contains("struct __ArrangeEntryKey_rowHeight: Arrange.EnvironmentKey { static let defaultValue: CGFloat = 44 }; public var rowHeight: CGFloat {"))
        #expect(program.contains("struct __ArrangeEntryKey_note: Arrange.EnvironmentKey { static let defaultValue: String? = nil }"))
        // The same number of lines: compiler messages keep pointing at the user's.
        #expect(program.split(separator: "\n", omittingEmptySubsequences: false).count
            == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        #expect(SnippetToolchain.upcomingFeatures == ["IsolatedDefaultValues"])
    }

    /// Core Motion and WebKit import Foundation, which brings Combine on Apple's systems: a
    /// motion manager file importing CoreMotion alone declares an `ObservableObject`.
    @Test func coreMotionAndWebKitBringFoundationsCombine() {
        let source = "import CoreGraphics\nimport CoreMotion\nfinal class Motion: ObservableObject { @Published var roll = 0.0 }\n"
        let program = SnippetProgram.applying(SnippetScanner.scan(source, path: "motion.swift").edits, to: source)
        #expect(program.contains("import ArrangeCoreMotion; import Arrange\n"))
    }

    @Test func aScreenWithKeyboardObserversEntriesMainActorDefaultsAWebViewAndMotionRenders() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI
            import WebKit
            import CoreMotion

            final class KeyboardHeight: ObservableObject {
                @Published var height: CGFloat = 0
                init() {
                    NotificationCenter.default.addObserver(self, selector: #selector(willShow(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func willShow(notification: Notification) {
                    if let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
                        height = frame.height
                    }
                }
            }

            final class Tilt: ObservableObject {
                let manager = CMMotionManager()
                @Published var roll: Double = 0
                func start() {
                    manager.startDeviceMotionUpdates(to: .main) { [weak self] motion, _ in self?.roll = motion?.attitude.roll ?? 0 }
                }
            }

            @MainActor struct Setup { static func rowHeight() -> CGFloat { 30 } }
            @MainActor struct Metrics {
                let row: CGFloat
                init(row: CGFloat = Setup.rowHeight()) { self.row = row }
            }

            extension EnvironmentValues {
                @Entry var bannerWidth: CGFloat = 120
            }

            struct Page: UIViewRepresentable {
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ uiView: WKWebView, context: Context) {}
            }

            struct Screen: View {
                @StateObject private var keyboard = KeyboardHeight()
                @StateObject private var tilt = Tilt()
                @Environment(\\.bannerWidth) private var bannerWidth
                var body: some View {
                    VStack(spacing: 0) {
                        Color.blue.frame(width: bannerWidth, height: Metrics().row).id("banner")
                        Page().frame(height: 50 + tilt.roll + keyboard.height).id("page")
                    }
                    .onAppear { tilt.start() }
                }
            }
            """, to: "held-out-idioms.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json", "--size", "300x200"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        #expect(FramesDocument.frame(of: "banner", in: document) == CGRect(x: 90, y: 0, width: 120, height: 30))
        #expect(FramesDocument.frame(of: "page", in: document) == CGRect(x: 0, y: 30, width: 300, height: 50))
    }
}

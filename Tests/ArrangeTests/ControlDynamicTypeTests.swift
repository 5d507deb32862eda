// Every standard control at the Dynamic Type sizes (`dynamicTypeSize`, the tool's
// `--dynamic-type`): text styles take the sizes Apple publishes (HIG Typography, "iOS, iPadOS
// Dynamic Type sizes", reproduced in /work/shared/notes/ios-metrics.md §7: body 17 at large,
// 33 at accessibility2), symbols grow with the text beside them, and the large navigation
// title grows while UIKit's fixed parts (the switch, the stepper's segments) keep their sizes.
import Arrange
import Foundation
import Testing

@Suite("Controls at Dynamic Type sizes")
struct ControlDynamicTypeTests {
    private func layout<V: View>(_ view: V, _ size: DynamicTypeSize) -> ViewLayout {
        ViewLayout(view.dynamicTypeSize(size), proposal: ProposedViewSize(width: 393, height: 852))
    }

    @Test func aSymbolIsSizedByItsFontAtTheDynamicTypeSize() {
        // 1.2 × the font's point size (Image's symbol stand-in): body 17 → 20.4; AX2 33 → 39.6.
        let symbol = Image(systemName: "star").id("s")
        #expect(layout(symbol, .large).frame(of: "s")?.size == CGSize(width: 20.4, height: 20.4))
        let ax2 = layout(symbol, .accessibility2).frame(of: "s")?.size
        #expect(abs((ax2?.width ?? 0) - 39.6) < 0.001, "\(String(describing: ax2))")
        // A fixed-size font keeps its symbol's size.
        #expect(layout(symbol.font(.system(size: 20)), .accessibility2).frame(of: "s")?.width == 24)
    }

    @Test func everyControlWithTextGrowsAtAnAccessibilitySize() {
        let date = Date(timeIntervalSince1970: 0)
        let views: [(String, AnyView)] = [
            ("Button", AnyView(Button("Go") {})),
            ("bordered Button", AnyView(Button("Go") {}.buttonStyle(.bordered))),
            ("prominent Button", AnyView(Button("Go") {}.buttonStyle(.borderedProminent))),
            ("Link", AnyView(Link("Go", destination: URL(string: "https://example.com")!))),
            ("Menu", AnyView(Arrange.Menu("Go") { Text("A") })),
            ("Label", AnyView(Label("Go", systemImage: "star"))),
            ("LabeledContent", AnyView(LabeledContent("Go", value: "1"))),
            ("Toggle", AnyView(Toggle("Go", isOn: .constant(true)))),
            ("button Toggle", AnyView(Toggle("Go", isOn: .constant(true)).toggleStyle(.button))),
            ("Stepper", AnyView(Stepper("Go", value: .constant(1), in: 0...3))),
            ("menu Picker", AnyView(Picker("Go", selection: .constant(1)) { Text("One").tag(1) })),
            ("DatePicker", AnyView(DatePicker("Go", selection: .constant(date)))),
            ("ColorPicker", AnyView(ColorPicker("Go", selection: .constant(.red)))),
            ("TextField", AnyView(TextField("Go", text: .constant("")))),
            ("SecureField", AnyView(SecureField("Go", text: .constant("")))),
            ("TextEditor", AnyView(TextEditor(text: .constant("Go")))),
            ("ProgressView", AnyView(ProgressView("Go", value: 0.5))),
            ("Gauge", AnyView(Gauge(value: 0.5) { Text("Go") })),
            ("GroupBox", AnyView(GroupBox("Go") { Text("A") })),
            ("DisclosureGroup", AnyView(DisclosureGroup("Go") { Text("A") })),
            ("ContentUnavailableView", AnyView(ContentUnavailableView("Go", systemImage: "star"))),
            ("ShareLink", AnyView(ShareLink("Go", item: "x"))),
        ]
        for (name, view) in views {
            let large = layout(view.fixedSize().id("v"), .large).frame(of: "v")
            let huge = layout(view.fixedSize().id("v"), .accessibility3).frame(of: "v")
            #expect((huge?.height ?? 0) > (large?.height ?? 0), "\(name): \(String(describing: large)) → \(String(describing: huge))")
        }
    }

    @Test func theSwitchAndTheStepperSegmentsKeepUIKitsSizes() {
        // ios-metrics §5: the switch is 51 × 31, the stepper 94 × 32, at every text size (UIKit
        // draws them as images that do not scale).
        let toggle = Toggle("", isOn: .constant(true)).labelsHidden().id("t")
        #expect(layout(toggle, .accessibility5).frame(of: "t")?.size == CGSize(width: 51, height: 31))
        let stepper = Stepper("", value: .constant(1)).labelsHidden().id("s")
        #expect(layout(stepper, .accessibility5).frame(of: "s")?.size == layout(stepper, .large).frame(of: "s")?.size)
        // Its − and + too (StepperMetrics.glyphFont).
        let glyphs = { (size: DynamicTypeSize) in
            layout(stepper, size).nodes.filter { $0.kind == "image" }.compactMap(\.frame?.size)
        }
        #expect(!glyphs(.large).isEmpty)
        #expect(glyphs(.accessibility5) == glyphs(.large))
    }

    @Test func theLargeNavigationTitleGrowsAndItsBandHoldsIt() {
        // The large-title band is 52 at the default size (ios-metrics §2) and grows with the
        // title (largeTitle 34 → 52 at accessibility3, HIG §7); the inline bar stays 44.
        let screen = NavigationStack { Color.red.id("content").navigationTitle("Settings") }
        let large = layout(screen, .large).frame(of: "content")
        let huge = layout(screen, .accessibility3).frame(of: "content")
        #expect(abs((large?.minY ?? 0) - (44 + 52)) < 1e-9, "\(String(describing: large))")
        #expect((huge?.minY ?? 0) > 44 + 52 + 1, "\(String(describing: huge))")
        let inline = NavigationStack {
            Color.red.id("content").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
        }
        #expect(layout(inline, .accessibility5).frame(of: "content")?.minY == 44)
    }
}

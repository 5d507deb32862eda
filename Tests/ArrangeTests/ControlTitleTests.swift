// Controls' titles as SwiftUI reads them: a literal (with or without interpolations) is a
// `LocalizedStringKey` — its inline Markdown rendered and its numbers formatted as a strings
// table would (`%lf`: 1.5 → "1.500000") — while a `String` value is shown exactly as written.
// Source: SwiftUI's documentation of `Text.init(_:tableName:bundle:comment:)` and of each
// control's `init(_ titleKey: LocalizedStringKey, …)` / `init<S: StringProtocol>(_ title: S, …)`
// pair. Text is measured with the monospaced metrics: 7 points a grapheme at body size.
import Arrange
import Foundation
import Testing

@Suite("Control titles")
struct ControlTitleTests {
    /// The width of the view marked `id`.
    private func width<V: View>(of id: String, in view: V) -> CGFloat? {
        ViewLayout(view, proposal: ProposedViewSize(width: 393, height: 852)).frame(of: id)?.width
    }

    /// The width `characters` graphemes take at body size.
    private func body(_ characters: Int) -> CGFloat { CGFloat(characters * 7) }

    @Test func aLiteralTitleIsALocalizedStringKeyWithItsMarkdownRead() {
        // "**Bold**" shows "Bold": 4 graphemes, not 8.
        #expect(width(of: "b", in: Button("**Bold**") {}.id("b")) == body(4))
        #expect(width(of: "t", in: Toggle("*On*", isOn: .constant(true)).labelsHidden().id("t")) == 51)
        #expect(width(of: "l", in: Label("`code`", systemImage: "star").labelStyle(.titleOnly).id("l")) == body(4))
        #expect(width(of: "c", in: LabeledContent("~~x~~", value: "1").labelsHidden().id("c")) == body(1))
    }

    @Test func aStringValueTitleIsShownAsWritten() {
        let title: String = "**Bold**"
        #expect(width(of: "b", in: Button(title) {}.id("b")) == body(8))
        #expect(width(of: "l", in: Label(title, systemImage: "star").labelStyle(.titleOnly).id("l")) == body(8))
    }

    @Test func anInterpolatedDoubleInALiteralTitleIsFormattedAsAStringsTableWould() {
        let value = 1.5
        // "Volume 1.500000": 15 graphemes (a String would show "Volume 1.5", 10).
        #expect(width(of: "b", in: Button("Volume \(value)") {}.id("b")) == body(15))
        #expect(width(of: "b", in: Button(String("Volume \(value)")) {}.id("b")) == body(10))
    }

    /// The strings of the texts `view` shows.
    private func texts<V: View>(in view: V) -> [String] {
        ViewLayout(view, proposal: ProposedViewSize(width: 393, height: 852)).nodes.compactMap { node in
            if case .text(let string, _, _) = node.content { return string }
            return nil
        }
    }

    /// A habit tracker's target field: `TextField("6", value: $target, format: .number)` over an
    /// optional `Int` shows its title while the value is `nil`, and the formatted value after.
    @Test func aFieldEditingAValueShowsItAsItsFormatWrites() {
        let count: Int? = 1234
        let none: Int? = nil
        #expect(texts(in: TextField(String("6"), value: .constant(count), format: .number)).contains("1,234"))
        #expect(texts(in: TextField("6", value: .constant(none), format: .number)) == ["6"])
        #expect(texts(in: TextField("Price", value: .constant(2.5), format: .number)).contains("2.5"))
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        #expect(texts(in: TextField("Share", value: .constant(0.25), formatter: formatter)).contains("25%"))
    }

    @Test func everyControlWithATitleTakesAKeyAndReadsItsMarkdown() {
        let date = Date(timeIntervalSince1970: 0)
        let views: [(String, AnyView)] = [
            ("Button", AnyView(Button("**Name**") {})),
            ("Button role", AnyView(Button("**Name**", role: .destructive) {})),
            ("Button systemImage", AnyView(Button("**Name**", systemImage: "star") {})),
            ("Link", AnyView(Link("**Name**", destination: URL(string: "https://example.com")!))),
            ("Menu", AnyView(Arrange.Menu("**Name**") { Text("A") })),
            ("Label", AnyView(Label("**Name**", systemImage: "star"))),
            ("LabeledContent", AnyView(LabeledContent("**Name**") { Text("1") })),
            ("LabeledContent value", AnyView(LabeledContent("**Name**", value: "1"))),
            ("Toggle", AnyView(Toggle("**Name**", isOn: .constant(true)))),
            ("Toggle systemImage", AnyView(Toggle("**Name**", systemImage: "star", isOn: .constant(true)))),
            ("Stepper", AnyView(Stepper("**Name**", value: .constant(1), in: 0...3))),
            ("Picker", AnyView(Form { Picker("**Name**", selection: .constant(1)) { Text("One").tag(1) } })),
            ("DatePicker", AnyView(DatePicker("**Name**", selection: .constant(date)))),
            ("ColorPicker", AnyView(ColorPicker("**Name**", selection: .constant(.red)))),
            ("ProgressView", AnyView(ProgressView("**Name**", value: 0.5))),
            ("GroupBox", AnyView(GroupBox("**Name**") { Text("A") })),
            ("DisclosureGroup", AnyView(DisclosureGroup("**Name**") { Text("A") })),
            ("ContentUnavailableView", AnyView(ContentUnavailableView("**Name**", systemImage: "star"))),
            ("ShareLink", AnyView(ShareLink("**Name**", item: "x"))),
            ("TextField", AnyView(TextField("**Name**", text: .constant("")))),
            ("SecureField", AnyView(SecureField("**Name**", text: .constant("")))),
            ("Section", AnyView(List { Section("**Name**") { Text("A") } })),
            ("NavigationLink", AnyView(NavigationStack { List { NavigationLink("**Name**") { Text("A") } } })),
            ("navigationTitle", AnyView(NavigationStack { Text("A").navigationTitle("**Name**") })),
            ("searchable", AnyView(NavigationStack { Text("A").searchable(text: .constant(""), prompt: "**Name**") })),
            ("Tab", AnyView(TabView { Tab("**Name**", systemImage: "star") { Text("A") } })),
        ]
        for (name, view) in views {
            let shown = texts(in: view)
            // (A grouped list's section header shows its title uppercase: "NAME".)
            #expect(shown.contains { $0.uppercased() == "NAME" } && !shown.contains { $0.contains("*") }, "\(name) shows \(shown)")
        }
    }
}

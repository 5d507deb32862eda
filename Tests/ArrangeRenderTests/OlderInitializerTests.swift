import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// The older and formatted initialisers real code writes (Recorded/OlderInitializers.swift):
/// each builds what its newer form builds.
@Suite struct OlderInitializerTests {
    func texts(_ layout: ViewLayout) -> [String] {
        layout.nodes.compactMap { node in
            if case .text(let string, _, _) = node.content { return string }
            return nil
        }
    }

    @Test func aFieldWithAFormatShowsTheFormattedValue() {
        let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2))
        let layout = RenderTesting.layout(TextField("Amount", value: .constant(3.5), format: style))
        #expect(texts(layout) == [style.format(3.5)])
        #expect(texts(layout) == ["3.50"])
    }

    @Test func theOlderFieldIsTheFieldOfItsTitleAndText() {
        let older = RenderTesting.layout(TextField("Search", text: .constant("Paris"), onEditingChanged: { _ in }, onCommit: {}))
        let newer = RenderTesting.layout(TextField("Search", text: .constant("Paris")))
        #expect(texts(older) == ["Paris"])
        // A literal title stays a LocalizedStringKey, older form or not: its Markdown is read.
        let key = RenderTesting.layout(TextField("**Search**", text: .constant(""), onCommit: {}))
        #expect(texts(key) == ["Search"])
        let title: String = "**Search**"
        #expect(texts(RenderTesting.layout(TextField(title, text: .constant(""), onCommit: {}))) == ["**Search**"])
        #expect(older.nodes.map(\.frame) == newer.nodes.map(\.frame))
    }

    /// Regression: with the `String`-title initialiser disfavoured (issue 11), the older form's
    /// call to `init(_:text:)` chose itself again and overflowed the stack.
    @Test func aFieldTitledByAStringVariableIsBuiltWithoutRecursing() {
        let title: String = "Search"
        let layout = RenderTesting.layout(TextField(title, text: .constant("Paris")))
        #expect(texts(layout) == ["Paris"])
        let secure = RenderTesting.layout(SecureField(title, text: .constant("")))
        #expect(secure.nodes.isEmpty == false)
    }

    @Test func theOlderLinksShowTheirLabels() {
        let active = RenderTesting.layout(NavigationLink(destination: Text("Next"), isActive: .constant(true)) { Text("Go") })
        #expect(texts(active) == ["Go"])
        let tagged = RenderTesting.layout(NavigationLink("Open", destination: Text("Next"), tag: 1, selection: .constant(Int?.none)))
        #expect(texts(tagged) == ["Open"])
    }

    @Test func decorativeAndBundledImagesAreTheNamedImage() {
        let named = RenderTesting.layout(Image("photo"))
        #expect(RenderTesting.layout(Image(decorative: "photo")).nodes.map(\.frame) == named.nodes.map(\.frame))
        #expect(RenderTesting.layout(Image("photo", bundle: .main)).nodes.map(\.frame) == named.nodes.map(\.frame))
    }
}

import Foundation

/// A multi-line text editor: it fills all the space proposed, with its text wrapped from the
/// top-leading corner inside UITextView's insets (8 above and below, 5 at the sides).
public nonisolated struct TextEditor: View {
    let text: String

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `TextEditor` node around the text, which fills the proposal.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let body = Text(verbatim: view.text)
            .padding(EdgeInsets(top: TextEditorMetrics.verticalInset, leading: TextEditorMetrics.horizontalInset,
                                bottom: TextEditorMetrics.verticalInset, trailing: TextEditorMetrics.horizontalInset))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        makeControlNodes(named: "TextEditor", body: body, inputs: inputs, outputs: &outputs)
    }
}

/// UITextView's default insets: `textContainerInset` 8 above and below, `lineFragmentPadding` 5
/// at the sides (UIKit defaults; the SwiftUI editor is a text view).
enum TextEditorMetrics {
    static let verticalInset: CGFloat = 8
    static let horizontalInset: CGFloat = 5
}

import Foundation

/// A value that marks part of a `Text` for a `TextRenderer` (iOS 18's `TextAttribute`):
/// `Text("key").customAttribute(Secret())`, read back as `run[Secret.self]`.
public protocol TextAttribute: Hashable {}

/// Draws the text views inside the view it is set on (iOS 18's `TextRenderer`): at rest,
/// `draw(layout:in:)` is called with the text's own line layout (`Text.Layout`) and draws
/// through a `GraphicsContext` in the text's frame. The text is sized as it would be without
/// the renderer; `sizeThatFits` and `displayPadding` are accepted (docs/DIFFERENCES.md).
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose origin is the text's top-leading corner.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The text's size for `proposal` (accepted: the text's own size is used).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far drawing may reach outside the text's frame (accepted).
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    /// None.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A text's sizing, as a `TextRenderer` sees it.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize
    /// The text's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

extension Text {
    /// This text marked with `value`, which a `TextRenderer` reads from the runs it covers.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var text = self
        for index in text.runs.indices { text.runs[index].customAttributes.values.append(AnyHashable(value)) }
        return text
    }
}

nonisolated extension View {
    /// Draws the text views inside this view with `renderer` (iOS 18). No effect on layout.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        transformEnvironment(\.self) { $0[TextRendererKey.self] = AnyTextRenderer(renderer) }
    }
}

/// The renderer `textRenderer(_:)` set, type-erased.
struct AnyTextRenderer: @unchecked Sendable {
    let draw: (Text.Layout, inout GraphicsContext) -> Void

    init<T: TextRenderer>(_ renderer: T) {
        draw = { layout, context in renderer.draw(layout: layout, in: &context) }
    }
}

/// Where `textRenderer(_:)` keeps its renderer.
struct TextRendererKey: EnvironmentKey {
    static let defaultValue: AnyTextRenderer? = nil
}

extension TextRendering {
    /// What a text drawn by `renderer` shows: a canvas whose drawing runs the renderer over
    /// the text's layout for its frame.
    /// Inside, text is drawn plainly: the renderer is taken out of the environment its lines
    /// are drawn in, or each line would be drawn by the renderer again, without end.
    static func content(of text: Text, renderer: AnyTextRenderer, environment: EnvironmentValues) -> _CanvasContent {
        var plain = environment
        plain[TextRendererKey.self] = nil
        return _CanvasContent(
            renderer: { context, size in renderer.draw(Text.Layout(text, environment: plain, size: size), &context) },
            symbols: nil, environment: plain)
    }
}

/// Texts drawn by a `TextRenderer`.
enum TextRendering {}

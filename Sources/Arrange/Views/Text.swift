import Foundation

/// A run of text. It fits any proposal: it wraps at word boundaries, then breaks inside words,
/// then truncates, then clips, and reports exactly the size of what it shows — a width no
/// larger than the proposed width and a height of at least one line (0 × 0 for a 0 × 0
/// proposal). Its ideal size (`fixedSize()`) is the whole text on one line per paragraph.
/// Measurement comes from the environment's `textMetrics`.
public struct Text: View, Equatable {
    let content: String
    var font: Font?
    var drawingStyle = TextDrawingStyle()

    /// Text showing `content`.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing `content` exactly as given.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Where text is cut when it does not fit.
    public enum TruncationMode: Hashable, Sendable, CaseIterable {
        /// "Hello, W…"
        case tail
        /// "…o, World!"
        case head
        /// "Hell…orld!"
        case middle
    }

    public var body: Never { builtinViewHasNoBody(Self.self) }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        let options = TextLayoutOptions(
            font: view.font ?? environment.font ?? .body,
            lineLimit: environment.lineLimit,
            reservesSpace: environment.lineLimitReservesSpace,
            truncationMode: environment.truncationMode,
            minimumScaleFactor: environment.minimumScaleFactor,
            alignment: environment.multilineTextAlignment,
            lineSpacing: environment.lineSpacing,
            layoutDirection: environment.layoutDirection)
        let layout = TextLayout(content: view.content, options: options, metrics: environment.textMetrics)
        let node = LayoutNode(layout, environment: environment, guides: .textBaselines)
        node.content = .text(view.content, options: options, style: view.drawingStyle)
        outputs.nodes.append(node)
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text in bold.
    public func bold() -> Text {
        var text = self
        text.font = (font ?? .body).bold()
        return text
    }

    /// This text in italics.
    public func italic() -> Text {
        var text = self
        text.font = (font ?? .body).italic()
        return text
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.drawingStyle.color = color
        return text
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content && lhs.font == rhs.font && lhs.drawingStyle == rhs.drawingStyle
    }
}

/// How a `Text` is coloured when drawn.
public struct TextDrawingStyle: Hashable, Sendable {
    /// The colour of the glyphs, `nil` for the foreground style.
    public var color: Color?
}

extension View {
    /// The font of text inside this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The most lines text inside this view shows; `nil` for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        _EnvironmentWriter(content: self) {
            $0.lineLimit = number
            $0.lineLimitReservesSpace = false
        }
    }

    /// The most lines text inside this view shows, and whether it always takes their height.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        _EnvironmentWriter(content: self) {
            $0.lineLimit = limit
            $0.lineLimitReservesSpace = reservesSpace
        }
    }

    /// Where text inside this view is cut when it must truncate.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// How far text inside this view may shrink its font to fit before truncating.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    /// How the lines of multi-line text inside this view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Extra space between lines of text inside this view.
    public func lineSpacing(_ spacing: CGFloat) -> some View {
        environment(\.lineSpacing, spacing.isFinite ? max(spacing, 0) : 0)
    }
}

import Foundation

/// A run of text. It fits any proposal: it wraps at word boundaries, then breaks inside words,
/// then truncates, then clips, and reports exactly the size of what it shows — a width no
/// larger than the proposed width and a height of at least one line (0 × 0 for a 0 × 0
/// proposal). Its ideal size (`fixedSize()`) is the whole text on one line per paragraph.
/// Measurement comes from the environment's `textMetrics`.
public nonisolated struct Text: View, Equatable {
    let content: String
    var font: Font?
    var tracking: CGFloat?
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

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one leaf node sized by the environment's text metrics, with the text's baselines as
    /// guides.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        var font = view.font ?? environment.font ?? .body
        if view.font == nil, let weight = environment.fontWeight { font = font.weight(weight) }
        let options = TextLayoutOptions(
            font: font,
            lineLimit: environment.lineLimit,
            reservesSpace: environment.lineLimitReservesSpace,
            truncationMode: environment.truncationMode,
            minimumScaleFactor: environment.minimumScaleFactor,
            alignment: environment.multilineTextAlignment,
            lineSpacing: environment.lineSpacing,
            layoutDirection: environment.layoutDirection,
            minimumLines: environment.lineLimitMinimum,
            tracking: view.tracking ?? environment.tracking)
        let (usable, outOfRange) = options.broughtIntoRange()
        for problem in outOfRange { inputs.builder.warn(problem, in: "Text") }
        let layout = TextLayout(content: view.content, options: usable, metrics: environment.textMetrics)
        let node = LayoutNode(layout, environment: environment, guides: .textBaselines)
        var style = view.drawingStyle
        // Text drawn without its own colour takes the environment's foreground colour.
        if style.color == nil, let color = environment.foregroundStyle?.base as? Color { style.color = color }
        node.content = .text(view.content, options: usable, style: style)
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

    /// This text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        var text = self
        text.font = (font ?? .body).weight(weight)
        return text
    }

    /// This text with `tracking` points after every grapheme.
    public func tracking(_ tracking: CGFloat) -> Text {
        var text = self
        text.tracking = tracking.isFinite ? tracking : 0
        return text
    }

    /// This text with `kerning` points between graphemes (measured as tracking).
    public func kerning(_ kerning: CGFloat) -> Text {
        tracking(kerning)
    }

    /// The two texts as one run: the first's font and style where they differ.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(verbatim: lhs.content + rhs.content)
        text.font = lhs.font ?? rhs.font
        text.tracking = lhs.tracking ?? rhs.tracking
        text.drawingStyle = lhs.drawingStyle
        return text
    }

    /// This text drawn with `style` when it is a colour. No effect on layout.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        guard let color = style as? Color else { return self }
        return foregroundColor(color)
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.drawingStyle.color = color
        return text
    }

    /// Equal when the content, font, tracking and drawing style match.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content && lhs.font == rhs.font && lhs.tracking == rhs.tracking && lhs.drawingStyle == rhs.drawingStyle
    }
}

/// How a `Text` is coloured when drawn.
public struct TextDrawingStyle: Hashable, Sendable {
    /// The colour of the glyphs, `nil` for the foreground style.
    public var color: Color?
}

nonisolated extension View {
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

    /// Text inside this view takes the height of at least `limits.lowerBound` lines and shows
    /// at most `limits.upperBound`.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        _EnvironmentWriter(content: self) {
            $0.lineLimit = limits.upperBound
            $0.lineLimitMinimum = limits.lowerBound
            $0.lineLimitReservesSpace = false
        }
    }

    /// Text inside this view takes the height of at least `limits.lowerBound` lines, with no
    /// upper limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        _EnvironmentWriter(content: self) {
            $0.lineLimit = nil
            $0.lineLimitMinimum = limits.lowerBound
            $0.lineLimitReservesSpace = false
        }
    }

    /// Text inside this view shows at most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        lineLimit(limits.upperBound)
    }

    /// The weight of text inside this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Extra space after every grapheme of text inside this view.
    public func tracking(_ tracking: CGFloat) -> some View {
        environment(\.tracking, tracking.isFinite ? tracking : 0)
    }

    /// Text inside this view in bold.
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.fontWeight, isActive ? .bold : nil)
    }

    /// The size of symbol images inside this view relative to the font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
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

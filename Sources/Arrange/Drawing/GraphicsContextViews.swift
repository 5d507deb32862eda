import Foundation

/// Text, images and symbol views drawn into a `GraphicsContext`. Each is laid out by Arrange's
/// own pass (one door: a canvas's text measures and draws as the same `Text` view would) and
/// recorded as a `.view` command at the frame worked out here:
///
/// - at a point: the view at its ideal size (unspecified proposal), its `anchor` on the point;
/// - in a rectangle: text proposed the rectangle's size and drawn from its top-leading corner;
///   an image stretched to fill it; a symbol scaled from its laid-out size to the rectangle.
extension GraphicsContext {
    /// A text prepared for drawing in a context: measured with the canvas's environment.
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        /// The shading the text is drawn with (the foreground style unless set).
        public var shading: Shading = .foreground

        /// The text's size when proposed `size`.
        public func measure(in size: CGSize) -> CGSize {
            layout(proposal: ProposedViewSize(size)).size
        }

        /// The distance from the top to the first line's baseline, for a text proposed `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            measurement(proposal: ProposedViewSize(size)).firstBaseline
        }

        /// The distance from the top to the last line's baseline, for a text proposed `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            measurement(proposal: ProposedViewSize(size)).lastBaseline
        }

        /// The text set by the environment's metrics, as its `Text` view measures it.
        func measurement(proposal: ProposedViewSize) -> TextMeasurement {
            let resolved = Arrange.ResolvedText(text, in: environment)
            let options = TextLayoutOptions(resolved, in: environment).broughtIntoRange().0
            return environment.textMetrics.measure(resolved.string, options: options, proposal: proposal)
        }

        func layout(proposal: ProposedViewSize) -> ViewLayout {
            var environment = environment
            if case .style(let style) = shading.kind { environment.foregroundStyle = AnyShapeStyle(style) }
            return ViewLayout(text, proposal: proposal, environment: environment)
        }
    }

    /// An image prepared for drawing in a context, with its natural size.
    public struct ResolvedImage {
        let image: Image
        let environment: EnvironmentValues
        /// The image's natural size in points.
        public let size: CGSize
        /// The image's baseline: its height.
        public var baseline: CGFloat { size.height }
        /// The shading a template image (a symbol) is drawn with.
        public var shading: Shading?

        func layout(proposal: ProposedViewSize, resizable: Bool) -> ViewLayout {
            var environment = environment
            if case .style(let style)? = shading?.kind { environment.foregroundStyle = AnyShapeStyle(style) }
            return resizable
                ? ViewLayout(image.resizable(), proposal: proposal, environment: environment)
                : ViewLayout(image, proposal: proposal, environment: environment)
        }
    }

    /// A symbol view of the canvas, laid out, ready to draw.
    public struct ResolvedSymbol {
        let layout: ViewLayout
        let node: Int
        /// The symbol's laid-out size.
        public var size: CGSize { layout.nodes[node].frame?.size ?? .zero }
    }

    /// `text` prepared in this context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, environment: environment)
    }

    /// `image` prepared in this context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        let size = ViewLayout(image, proposal: .unspecified, environment: environment).size
        return ResolvedImage(image: image, environment: environment, size: size)
    }

    /// The symbol view tagged `id`, or `nil` when the canvas has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let layout = symbols.layout, let node = symbols.nodes[AnyHashable(id)] else { return nil }
        return ResolvedSymbol(layout: layout, node: node)
    }

    /// Draws `text` at its ideal size with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` proposed `rect`'s size, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws a resolved text at its ideal size with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let layout = text.layout(proposal: .unspecified)
        record(.view(layout, node: 0, frame: Self.frame(of: layout.size, at: point, anchor: anchor)))
    }

    /// Draws a resolved text proposed `rect`'s size, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let layout = text.layout(proposal: ProposedViewSize(rect.size))
        record(.view(layout, node: 0, frame: CGRect(origin: rect.origin, size: layout.size)))
    }

    /// Draws `image` at its natural size with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` stretched to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image at its natural size with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let layout = image.layout(proposal: .unspecified, resizable: false)
        record(.view(layout, node: 0, frame: Self.frame(of: layout.size, at: point, anchor: anchor)))
    }

    /// Draws a resolved image stretched to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        let layout = image.layout(proposal: ProposedViewSize(rect.size), resizable: true)
        record(.view(layout, node: 0, frame: rect))
    }

    /// Draws a symbol at its laid-out size with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.view(symbol.layout, node: symbol.node, frame: Self.frame(of: symbol.size, at: point, anchor: anchor)))
    }

    /// Draws a symbol scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        record(.view(symbol.layout, node: symbol.node, frame: rect))
    }

    /// The rectangle of `size` whose `anchor` lies at `point`.
    static func frame(of size: CGSize, at point: CGPoint, anchor: UnitPoint) -> CGRect {
        CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }
}

import Foundation

/// A view that draws with immediate-mode commands, as SwiftUI's `Canvas`.
///
/// Layout: the canvas takes whatever size it is proposed, 10 points standing in for an
/// unspecified dimension, as `Color` and shapes do. SwiftUI documents no sizing
/// for `Canvas` (its examples always give it a frame); a canvas in a stack fills the space
/// offered like a shape, which is what this reproduces (docs/DIFFERENCES.md). It has no children
/// in layout: its `symbols` are laid out only when the renderer asks for them.
///
/// Drawing: the renderer closure runs when the picture is drawn (not when the view is built),
/// with the canvas's laid-out size and a `GraphicsContext` whose commands are recorded
/// (`CanvasRecording`) and painted by the renderer module in the canvas's frame, clipped to
/// it as SwiftUI's canvas layer is.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
/// }
/// .frame(width: 300, height: 200)
/// ```
public nonisolated struct Canvas<Symbols: View>: View {
    /// The views the renderer can draw, each found by its `tag(_:)` (`resolveSymbol(id:)`).
    public var symbols: Symbols
    /// The drawing closure: the context to draw into and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque (accepted: drawing is the same).
    public var isOpaque: Bool
    /// The working colour space (accepted: drawing is in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether drawing happens off the main thread (accepted: a still picture is drawn once).
    public var rendersAsynchronously: Bool

    /// A canvas whose renderer can draw the views of `symbols`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbols = symbols()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one leaf node that takes the proposed size, whose content
    /// is the recorded drawing.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let node = LayoutNode(ShapeLayout(name: "Canvas"), inputs: inputs)
        let symbols = Symbols.self == EmptyView.self ? nil : AnyView(view.symbols)
        node.content = .canvas(_CanvasContent(renderer: view.renderer, symbols: symbols, environment: inputs.environment))
        outputs.nodes.append(node)
    }
}

nonisolated extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

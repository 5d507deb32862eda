import Foundation

/// What a `Canvas` shows, for renderers: its drawing closure, its symbol views and the
/// environment it was built in. `record(size:)` runs the closure for the laid-out size and
/// returns the commands it drew, which the renderer module paints in order.
///
/// Invariants: recording never touches the layout that placed the canvas; a closure that draws
/// nothing records no command; symbols are laid out once per recording, proposed the canvas's
/// size each, as SwiftUI proposes them.
public struct _CanvasContent: @unchecked Sendable {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: AnyView?
    /// The environment the canvas was built in: the context's `environment`.
    public let environment: EnvironmentValues

    /// The commands the renderer closure draws into a canvas of `size`.
    public func record(size: CGSize) -> [_CanvasCommand] {
        let recording = GraphicsContext.Recording()
        var context = GraphicsContext(
            recording: recording, environment: environment, bounds: CGRect(origin: .zero, size: size),
            symbols: CanvasSymbols(symbols, proposal: size, environment: environment))
        renderer(&context, size)
        return recording.commands
    }
}

/// One drawing operation with the context's state when it was drawn.
public struct _CanvasCommand: @unchecked Sendable {
    /// What is drawn.
    public let operation: _CanvasOperation
    /// The transform, opacity, blend mode, clips and filters in force.
    public let state: _CanvasState
}

/// A drawing operation of a `GraphicsContext`, in the context's user space.
public enum _CanvasOperation: @unchecked Sendable {
    /// A path filled with a paint by the rule of `style`.
    case fill(Path, _CanvasPaint, FillStyle)
    /// A path's outline stroked with a paint.
    case stroke(Path, _CanvasPaint, StrokeStyle)
    /// Views laid out by Arrange (a text, an image, a symbol): the subtree of `layout` at node
    /// `node`, whose frame is drawn at `frame` (scaled when their sizes differ).
    case view(ViewLayout, node: Int, frame: CGRect)
    /// Commands drawn as one layer, then composited with this command's state.
    case layer([_CanvasCommand])
    /// Core Graphics drawing (`withCGContext`): recorded, not drawn.
    case coreGraphics
}

/// A `GraphicsContext`'s state at one command.
public struct _CanvasState: @unchecked Sendable {
    /// User space to the canvas's space.
    public var transform = CGAffineTransform.identity
    /// The opacity the command is composited with.
    public var opacity: Double = 1
    /// The blend the command is composited with.
    public var blendMode: GraphicsContext.BlendMode = .normal
    /// The clips in force, outermost first.
    public var clips: [_CanvasClip] = []
    /// The filters in force, in the order added: the last added applies first (each filter
    /// wraps the drawing after it, as nested effects do).
    public var filters: [GraphicsContext.Filter] = []
}

/// A clip of a `GraphicsContext`: a path in the user space of its time, or the alpha of a
/// layer (`clipToLayer`); `inverse` keeps what lies outside.
public enum _CanvasClip: @unchecked Sendable {
    case path(Path, transform: CGAffineTransform, style: FillStyle, inverse: Bool)
    case layer([_CanvasCommand], opacity: Double, inverse: Bool)
}

/// A paint resolved where the canvas was built: a shape style with its colours fixed, and the
/// rectangle its unit points refer to (`nil`: the bounds of the path painted, as for a shape;
/// gradients given in points use the unit square, so that their points are user-space points).
public struct _CanvasPaint: @unchecked Sendable {
    /// The style, colours resolved.
    public let style: AnyShapeStyle
    /// The rectangle unit points are relative to, `nil` for the painted path's bounds.
    public let unitRect: CGRect?
}

/// The symbol views of a canvas laid out together, each found by its tag (or id).
struct CanvasSymbols {
    let layout: ViewLayout?
    /// The node of each symbol, by tag.
    let nodes: [AnyHashable: Int]

    init(_ symbols: AnyView?, proposal: CGSize, environment: EnvironmentValues) {
        guard let symbols else {
            layout = nil
            nodes = [:]
            return
        }
        // 1. Lay the symbols out as the children of a ZStack proposed the canvas's size.
        let layout = ViewLayout(ZStack { symbols }, proposal: ProposedViewSize(proposal), environment: environment)
        // 2. Each child of the stack (through the AnyView) is a symbol: the first node in it
        //    with a tag or an id names it.
        var nodes: [AnyHashable: Int] = [:]
        let all = Array(layout.nodes)
        func firstNamed(from index: Int) -> AnyHashable? {
            let node = all[index]
            if let tag = node.tag ?? node.id { return tag }
            for child in node.children { if let name = firstNamed(from: child) { return name } }
            return nil
        }
        var stackChildren = all.first?.children ?? []
        while stackChildren.count == 1, let only = stackChildren.first, all[only].tag == nil, all[only].id == nil,
            all[only].kind == "AnyView" || all[only].kind == "Group"
        {
            stackChildren = all[only].children
        }
        for child in stackChildren {
            if let name = firstNamed(from: child), nodes[name] == nil { nodes[name] = child }
        }
        self.layout = layout
        self.nodes = nodes
    }
}

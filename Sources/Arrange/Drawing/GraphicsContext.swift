import Foundation

/// An immediate-mode drawing destination and its current state, as SwiftUI's `GraphicsContext`
/// (what a `Canvas` renderer and a `TextRenderer` draw into).
///
/// Invariants: copies share the destination and keep their own state — `var inner = context`
/// draws into the same canvas, and its transforms, clips, filters and opacity change nothing
/// for `context`; every drawing call records one `_CanvasCommand` with the state of its time.
///
/// The state: `transform` maps user space to the canvas (changed by `translateBy`, `scaleBy`,
/// `rotate`, `concatenate`), `opacity` and `blendMode` composite each command, `clip(to:)` and
/// `clipToLayer` cut later drawing, `addFilter` filters it (blur, shadow, colour filters and
/// `alphaThreshold` are drawn; shaders are accepted and skipped). `drawLayer` draws a group
/// that is composited as one command.
public struct GraphicsContext {
    /// Where commands go; shared by copies of one context.
    final class Recording {
        var commands: [_CanvasCommand] = []
    }

    let recording: Recording
    var state = _CanvasState()
    /// The canvas's rectangle in its own space (for `clipBoundingRect`).
    let bounds: CGRect
    let symbols: CanvasSymbols
    /// The environment of the canvas.
    public let environment: EnvironmentValues

    init(recording: Recording, environment: EnvironmentValues, bounds: CGRect, symbols: CanvasSymbols) {
        self.recording = recording
        self.environment = environment
        self.bounds = bounds
        self.symbols = symbols
    }

    /// The opacity drawing is composited with (multiplied into each command), from 0 to 1.
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue.isFinite ? min(max(newValue, 0), 1) : 1 }
    }

    /// How drawing mixes with what is already drawn.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// The transform from user space to the canvas's space.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// A rectangle holding the clip, in user space: the canvas's bounds through the inverse
    /// transform (clips are not intersected in).
    public var clipBoundingRect: CGRect {
        bounds.applying(state.transform.inverted())
    }

    /// Moves user space's origin by (`x`, `y`) user-space points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform)
    }

    /// Scales user space by `x` and `y` about its origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform)
    }

    /// Turns user space by `angle` about its origin (clockwise for positive angles on screen).
    public mutating func rotate(by angle: Angle) {
        state.transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(state.transform)
    }

    /// Applies `matrix` to user space before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        state.transform = matrix.concatenating(state.transform)
    }

    /// Cuts later drawing to the inside of `path` (outside with `.inverse`), filled by `style`'s rule.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        state.clips.append(.path(path, transform: state.transform, style: style, inverse: options.contains(.inverse)))
    }

    /// Cuts later drawing to the alpha of what `content` draws (times `opacity`).
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        let commands = try layerCommands(content)
        state.clips.append(.layer(commands, opacity: opacity, inverse: options.contains(.inverse)))
    }

    /// Filters later drawing. Filters added later apply first to what is drawn, as nested
    /// effects do (a blur added after an `alphaThreshold` blurs, then thresholds).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        state.filters.append(filter.resolved(in: environment))
    }

    /// Draws what `content` draws as one layer, composited with this context's opacity, blend
    /// mode, clips and filters. The layer's context starts with this transform and no other state.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let commands = try layerCommands(content)
        guard !commands.isEmpty else { return }
        record(.layer(commands))
    }

    /// Runs `content` with Core Graphics' context. Arrange has no Core Graphics: the call is
    /// recorded, and nothing it draws appears (docs/DIFFERENCES.md).
    public func withCGContext(content: (CGContext) throws -> Void) rethrows {
        try content(CGContext())
        record(.coreGraphics)
    }

    /// The commands `content` draws in a fresh layer sharing this transform.
    private func layerCommands(_ content: (inout GraphicsContext) throws -> Void) rethrows -> [_CanvasCommand] {
        let inner = Recording()
        var context = GraphicsContext(recording: inner, environment: environment, bounds: bounds, symbols: symbols)
        context.state.transform = state.transform
        try content(&context)
        return inner.commands
    }

    /// Records `operation` with the current state.
    func record(_ operation: _CanvasOperation) {
        recording.commands.append(_CanvasCommand(operation: operation, state: state))
    }

    /// Options of `clip(to:style:options:)` and `clipToLayer`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what lies outside the clip instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options of `addFilter` (accepted).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// An option set.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Filters in linear colour (accepted; filters work in sRGB).
        public static let linearColor = FilterOptions(rawValue: 1)
    }
}

/// Core Graphics' drawing context, as a stand-in: `GraphicsContext.withCGContext` and
/// `ImageRenderer.render` hand one out, and Arrange draws nothing through it.
public final class CGContext {
    package init() {}
    /// Saves the graphics state (nothing is drawn).
    public func saveGState() {}
    /// Restores the graphics state (nothing is drawn).
    public func restoreGState() {}
    /// Moves the origin (nothing is drawn).
    public func translateBy(x: CGFloat, y: CGFloat) {}
    /// Scales the space (nothing is drawn).
    public func scaleBy(x: CGFloat, y: CGFloat) {}
}

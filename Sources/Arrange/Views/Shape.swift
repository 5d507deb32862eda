import Foundation

/// A 2D shape drawn in the rectangle layout gives it. As a view, a shape takes any proposed
/// size (10 × 10 standing in for unspecified dimensions) unless it implements
/// `sizeThatFits(_:)` itself, as `Circle` and the book's 2:3 `Bookmark` do.
public protocol Shape: View, Sendable {
    /// The outline of the shape in `rect`.
    nonisolated func path(in rect: CGRect) -> Path

    /// The size the shape takes for `proposal`.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
    /// The proposal, with 10 × 10 standing in for unspecified dimensions.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The shape filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill)
    }

    /// Lays out as its body: one leaf node sized by `sizeThatFits(_:)`.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _ShapeView<Self, ForegroundStyle>._makeNodes(view.body, inputs: inputs, outputs: &outputs)
    }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, drawing: .fill)
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: style.drawing)
    }

    /// The shape filled with `content` by the rule `style` gives (`FillStyle(eoFill: true)`
    /// leaves holes where subpaths overlap an even number of times).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: style.drawing)
    }

    /// The shape's outline stroked with `style`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, drawing: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline stroked with `style` as `strokeStyle` says (width, caps, dashes).
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, drawing: .stroke(strokeStyle))
    }

    /// The shape's stroke, `lineWidth` wide, as a shape: drawn with the foreground style, or
    /// filled with another (`_StrokedShape`).
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's stroke as `style` says, as a shape: drawn with the foreground style, or
    /// filled with another (`_StrokedShape`).
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The shape's outline stroked with `style`, inset so the stroke stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline stroked inside the frame with `style` as `strokeStyle` says.
    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, drawing: .strokeBorder(strokeStyle))
    }
}

/// How a shape view paints its shape.
public enum ShapeDrawing: Hashable, Sendable {
    /// The inside, filled by the non-zero winding rule.
    case fill
    /// The inside, filled by the even-odd rule: a point is inside when a ray from it crosses
    /// the outline an odd number of times (`FillStyle(eoFill: true)`).
    case evenOddFill
    /// The outline, stroked along its centre.
    case stroke(StrokeStyle)
    /// The outline, stroked inside the frame.
    case strokeBorder(StrokeStyle)
}

/// A shape painted with a style: lays out as the shape does.
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The style it is painted with.
    public var style: Style
    /// Whether it is filled or stroked.
    public var drawing: ShapeDrawing

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one leaf node sized by the shape's `sizeThatFits(_:)`, drawn with the style.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var shape: any Shape = view.shape
        var drawing = view.drawing
        // A filled stroke (`stroke(lineWidth:).fill(style)`) is the wrapped outline stroked
        // with the style: the renderer's stroke draws it, as it draws `stroke(style, …)`.
        if let stroked = shape as? any StrokedShapeRepresentable, drawing == .fill {
            shape = stroked.strokedShape
            drawing = .stroke(stroked.strokeStyle)
        }
        if var relative = shape as? ContainerRelativeShape {
            relative.container = inputs.environment.containerShape
            shape = relative
        }
        let node = LayoutNode(
            ShapeLayout(name: Content.displayName) { shape.sizeThatFits($0) }, inputs: inputs)
        // Colours and the foreground style resolve in the environment where the shape is drawn.
        let style = ShapeStyleResolution.resolve(view.style, inputs: inputs)
        node.content = .shape(shape, style: style, drawing: drawing)
        outputs.nodes.append(node)
    }
}

nonisolated extension Shape {
    /// The name explanations use: the type's name, `Rectangle`, `Bookmark`. Worked out once
    /// per type (`String(describing:)` of a type reflects on it: a tenth of a settings form's
    /// layout time when asked for every shape of every layout).
    static var displayName: String {
        ShapeDisplayNames.name(of: Self.self)
    }
}

/// The display names of shape types, by type, worked out once each.
private enum ShapeDisplayNames {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var names: [ObjectIdentifier: String] = [:]

    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let name = names[key] {
            lock.unlock()
            return name
        }
        lock.unlock()
        let name = shownName(String(describing: type))
        lock.lock()
        names[key] = name
        lock.unlock()
        return name
    }

    /// The name of the shape `described` (`String(describing:)` of its type) without generic
    /// arguments; a wrapper that only reshapes its shape inside the same frame (`_StrokedShape`,
    /// `_TrimmedShape`, `ScaledShape` …) takes the name of the shape it wraps: `Circle` for
    /// `Circle().stroke(lineWidth: 2)`, as the user wrote it.
    static func shownName(_ described: String) -> String {
        let wrappers: Set<Substring> = ["_StrokedShape", "_TrimmedShape", "ScaledShape", "OffsetShape", "RotatedShape", "TransformedShape"]
        var name = Substring(described)
        while let open = name.firstIndex(of: "<"), wrappers.contains(name[..<open]), name.last == ">" {
            name = name[name.index(after: open)..<name.index(before: name.endIndex)]
        }
        return String(name.split(separator: "<").first ?? name)
    }
}

/// A rectangle that fills its frame.
public nonisolated struct Rectangle: Shape {
    /// A rectangle; it takes any proposed size.
    public init() {}
    /// The whole of `rect`.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners that fills its frame.
public nonisolated struct RoundedRectangle: Shape {
    /// The size of each corner's ellipse.
    public var cornerSize: CGSize
    /// The shape of the corners' curves.
    public var style: RoundedCornerStyle

    /// Corners of radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Corners of elliptical size `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// `rect` with each corner rounded by `cornerSize`.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

/// A rectangle whose shorter sides are semicircles; fills its frame.
public nonisolated struct Capsule: Shape {
    /// The shape of the ends' curves.
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }
    /// `rect` with its shorter sides rounded into semicircles.
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style)
    }
}

/// The ellipse inscribed in its frame, which it fills.
public nonisolated struct Ellipse: Shape {
    /// An ellipse; it takes any proposed size.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A circle: unlike the other shapes it fits itself into the proposal and reports its real,
/// square size — the smaller proposed dimension (the one given, when only one is and it is
/// finite; 10 × 10 otherwise, as for an unspecified proposal).
public nonisolated struct Circle: Shape {
    /// A circle; it takes the largest square that fits the proposal.
    public init() {}

    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// A square with the smaller proposed side; a lone finite side when only one is given; 10 × 10
    /// otherwise.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side: CGFloat
        switch (proposal.width, proposal.height) {
        case let (width?, height?): side = min(width, height)
        case let (width?, nil): side = width.isFinite ? width : 10
        case let (nil, height?): side = height.isFinite ? height : 10
        case (nil, nil): side = 10
        }
        return CGSize(width: side, height: side)
    }
}

/// How rounded corners curve: `circular` (quarter circles) or `continuous` (iOS's smoother
/// curve, which leaves the edge earlier and bends gradually; `RoundedCorners`). Layout is the
/// same.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// How a shape's outline is stroked.
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's width.
    public var lineWidth: CGFloat
    /// The ends of open subpaths.
    public var lineCap: LineCap
    /// The corners between segments.
    public var lineJoin: LineJoin
    /// How far a mitred corner may reach, in line widths.
    public var miterLimit: CGFloat
    /// Alternating lengths of dashes and gaps; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the stroke starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The ends of open subpaths: `butt` (flat at the end point), `round` (a semicircle past it)
    /// or `square` (half a line width past it, squared off).
    public enum LineCap: Hashable, Sendable { case butt, round, square }
    /// The corners between segments: `miter` (sharp, up to `miterLimit`), `round` or `bevel`
    /// (cut off flat).
    public enum LineJoin: Hashable, Sendable { case miter, round, bevel }
}

/// Core Graphics' name of a stroke's line ends, which SwiftUI's `StrokeStyle` takes
/// (`StrokeStyle(lineWidth: 4, lineCap: CGLineCap.round)`).
public typealias CGLineCap = StrokeStyle.LineCap
/// Core Graphics' name of a stroke's corners, which SwiftUI's `StrokeStyle` takes.
public typealias CGLineJoin = StrokeStyle.LineJoin

/// A shape whose type is erased.
public nonisolated struct AnyShape: Shape, @unchecked Sendable {
    private let makePath: @Sendable (CGRect) -> Path
    private let fit: @Sendable (ProposedViewSize) -> CGSize

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        makePath = { shape.path(in: $0) }
        fit = { shape.sizeThatFits($0) }
    }

    /// The wrapped shape's path in `rect`.
    public func path(in rect: CGRect) -> Path { makePath(rect) }
    /// The wrapped shape's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fit(proposal) }
}

/// A path is a shape drawn as given, whatever its frame.
nonisolated extension Path: Shape {
    /// This path, unchanged: it is not scaled to `rect`.
    public func path(in rect: CGRect) -> Path { self }
}

import Foundation

/// A 2D shape drawn in the rectangle layout gives it. As a view, a shape takes any proposed
/// size (10 × 10 standing in for unspecified dimensions) unless it implements
/// `sizeThatFits(_:)` itself, as `Circle` and the book's 2:3 `Bookmark` do.
public protocol Shape: View, Sendable {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path

    /// The size the shape takes for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// The proposal, with 10 × 10 standing in for unspecified dimensions.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill)
    }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _ShapeView<Self, ForegroundStyle>._makeNodes(view.body, inputs: inputs, outputs: &outputs)
    }

    /// The shape filled with `style`.
    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, drawing: .fill)
    }

    /// The shape filled with the foreground style.
    public func fill() -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill)
    }

    /// The shape's outline stroked with `style`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, drawing: .stroke(lineWidth: lineWidth))
    }

    /// The shape's outline stroked with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .stroke(lineWidth: lineWidth))
    }

    /// The shape's outline stroked with `style`, inset so the stroke stays inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: style, drawing: .strokeBorder(lineWidth: lineWidth))
    }
}

/// How a shape view paints its shape.
public enum ShapeDrawing: Hashable, Sendable {
    /// The inside, filled.
    case fill
    /// The outline, stroked along its centre.
    case stroke(lineWidth: CGFloat)
    /// The outline, stroked inside the frame.
    case strokeBorder(lineWidth: CGFloat)
}

/// A shape painted with a style: lays out as the shape does.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The style it is painted with.
    public var style: Style
    /// Whether it is filled or stroked.
    public var drawing: ShapeDrawing

    public var body: Never { builtinViewHasNoBody(Self.self) }

    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let shape = view.shape
        let node = LayoutNode(
            ShapeLayout(name: Content.displayName) { shape.sizeThatFits($0) }, environment: inputs.environment)
        node.content = .shape(shape, style: AnyShapeStyle(view.style), drawing: view.drawing)
        outputs.nodes.append(node)
    }
}

extension Shape {
    /// The name explanations use: the type's name, `Rectangle`, `Bookmark`.
    static var displayName: String {
        let name = String(describing: Self.self)
        return name.split(separator: "<").first.map(String.init) ?? name
    }
}

/// A rectangle that fills its frame.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners that fills its frame.
public struct RoundedRectangle: Shape {
    /// The size of each corner's ellipse.
    public var cornerSize: CGSize

    /// Corners of radius `cornerRadius`.
    public init(cornerRadius: CGFloat) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    }

    /// Corners of elliptical size `cornerSize`.
    public init(cornerSize: CGSize) {
        self.cornerSize = cornerSize
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

/// A rectangle whose shorter sides are semicircles; fills its frame.
public struct Capsule: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius)
    }
}

/// The ellipse inscribed in its frame, which it fills.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A circle: unlike the other shapes it fits itself into the proposal and reports its real,
/// square size — the smaller proposed dimension (the one given, when only one is and it is
/// finite; 10 × 10 otherwise, as for an unspecified proposal).
public struct Circle: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

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

import Foundation

/// A shape's stroke as a shape of its own: `stroke(lineWidth:)` and `stroke(style:)` return it,
/// as SwiftUI's return `some Shape`, so a stroke can be filled with a style
/// (`Circle().stroke(lineWidth: 20).fill(gradient)`), trimmed, scaled or moved like any shape.
/// Its outline is the stroke's (`Path.strokedPath(_:)`); drawn directly or filled, the stroke is
/// painted along the wrapped shape's outline, so the picture is the same as stroking it.
public nonisolated struct _StrokedShape<Content: Shape>: Shape {
    /// The shape whose outline is stroked.
    public var shape: Content
    /// How it is stroked (width, caps, joins, dashes).
    public var style: StrokeStyle

    /// The area the stroke paints in `rect`.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// The wrapped shape's size: stroking never changes layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    /// Lays out and draws as the wrapped shape stroked with the foreground style.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        _ShapeView<Content, ForegroundStyle>._makeNodes(
            _ShapeView(shape: view.shape, style: ForegroundStyle(), drawing: .stroke(view.style)), inputs: inputs, outputs: &outputs)
    }
}

/// A shape that is another shape's stroke, seen without its type: lets a shape view filled with
/// a style stroke the wrapped outline instead (the same picture, drawn by the renderer's stroke).
protocol StrokedShapeRepresentable {
    /// The shape whose outline is stroked.
    var strokedShape: any Shape { get }
    /// How it is stroked.
    var strokeStyle: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeRepresentable {
    var strokedShape: any Shape { shape }
    var strokeStyle: StrokeStyle { style }
}

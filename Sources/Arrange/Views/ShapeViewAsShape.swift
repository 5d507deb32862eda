import Foundation

/// A shape view is itself a shape, so that a stroked or filled shape can be reshaped or used
/// where a shape is asked for, as iOS 17's shape views can: its outline is the shape's outline,
/// or, when stroked, the outline of the stroke (`strokedPath`). (`stroke(lineWidth:)` and
/// `stroke(style:)` without a style return `_StrokedShape`, SwiftUI's `some Shape`.)
///
/// - Filled (either rule): the shape's own path.
/// - Stroked: the stroke's outline along the shape's path.
/// - Stroked inside the frame (`strokeBorder`): the stroke's outline along the path of the
///   frame inset by half the line width (for an insettable shape; other shapes' own path).
/// - Sized as the shape is.
///
/// (`@unchecked Sendable`: every stored property is, but Swift takes the conformance only in
/// the file that declares the type.)
extension _ShapeView: Shape, @unchecked Sendable {
    /// The outline, as the type's list says.
    public nonisolated func path(in rect: CGRect) -> Path {
        switch drawing {
        case .fill, .evenOddFill:
            return shape.path(in: rect)
        case .stroke(let style):
            return shape.path(in: rect).strokedPath(style)
        case .strokeBorder(let style):
            let inset = style.lineWidth / 2
            guard let insettable = shape as? any InsettableShape else { return shape.path(in: rect).strokedPath(style) }
            return Self.insetPath(insettable, by: inset, in: rect).strokedPath(style)
        }
    }

    /// The size the shape takes.
    public nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    private nonisolated static func insetPath<S: InsettableShape>(_ shape: S, by amount: CGFloat, in rect: CGRect) -> Path {
        shape.inset(by: amount).path(in: rect)
    }
}

nonisolated extension Shape {
    /// The shape's outline stroked inside the frame with the foreground style (`Capsule().strokeBorder()`).
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .strokeBorder(StrokeStyle(lineWidth: lineWidth)))
    }

    /// The shape's outline stroked inside the frame with the foreground style as `style` says.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .strokeBorder(style))
    }
}

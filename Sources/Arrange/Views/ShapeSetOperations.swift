import Foundation

nonisolated extension Shape {
    /// A shape filling what this shape or `other` fills in the same frame, as SwiftUI's
    /// `union(_:eoFill:)` (`Path.union`). Lays out as this shape.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        SetOperationShape(shape: self, other: other, eoFill: eoFill) { $0.union($1, eoFill: $2) }
    }

    /// A shape filling what both this shape and `other` fill, as SwiftUI's
    /// `intersection(_:eoFill:)` (`Path.intersection`). Lays out as this shape.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        SetOperationShape(shape: self, other: other, eoFill: eoFill) { $0.intersection($1, eoFill: $2) }
    }

    /// A shape filling what this shape fills and `other` does not, as SwiftUI's
    /// `subtracting(_:eoFill:)` (`Path.subtracting`): `Rectangle().subtracting(Circle())`
    /// leaves the corners. Lays out as this shape.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        SetOperationShape(shape: self, other: other, eoFill: eoFill) { $0.subtracting($1, eoFill: $2) }
    }

    /// A shape filling what exactly one of this shape and `other` fills, as SwiftUI's
    /// `symmetricDifference(_:eoFill:)` (`Path.symmetricDifference`). Lays out as this shape.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        SetOperationShape(shape: self, other: other, eoFill: eoFill) { $0.symmetricDifference($1, eoFill: $2) }
    }

    /// This shape's outline where it runs inside what `other` fills, as lines, as SwiftUI's
    /// `lineIntersection(_:eoFill:)` (`Path.lineIntersection`); stroke it to draw it. Lays out
    /// as this shape.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        SetOperationShape(shape: self, other: other, eoFill: eoFill) { $0.lineIntersection($1, eoFill: $2) }
    }

    /// This shape's outline where it runs outside what `other` fills, as lines, as SwiftUI's
    /// `lineSubtraction(_:eoFill:)` (`Path.lineSubtraction`); stroke it to draw it. Lays out
    /// as this shape.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        SetOperationShape(shape: self, other: other, eoFill: eoFill) { $0.lineSubtraction($1, eoFill: $2) }
    }
}

/// Two shapes in the same frame combined by a path operation: what the `Shape` set
/// operations return.
nonisolated struct SetOperationShape<Content: Shape, Other: Shape>: Shape {
    /// The receiver, whose size the combination takes.
    var shape: Content
    /// The shape combined with it.
    var other: Other
    /// Whether both are filled by the even-odd rule.
    var eoFill: Bool
    /// The path operation.
    var combine: @Sendable (Path, Path, Bool) -> Path

    /// Both shapes' paths in `rect`, combined.
    func path(in rect: CGRect) -> Path {
        combine(shape.path(in: rect), other.path(in: rect), eoFill)
    }

    /// The receiver's size: combining never changes layout.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

import Foundation

// Shapes moved, scaled, rotated or transformed inside their frame. As in SwiftUI, these change
// the outline only: each lays out exactly as the shape it wraps, so the frame, its neighbours
// and the explanations stay those of the shape (`Circle().offset(x: 10)` is drawn 10 points to
// the right of the frame that `Circle()` gets, unlike `View.offset`, which moves the frame).

nonisolated extension Shape {
    /// This shape scaled by `x` across and `y` down about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// This shape scaled by `scale` on both axes about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// This shape moved by `offset` inside its frame.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// This shape moved by `offset`'s coordinates inside its frame.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved `x` across and `y` down inside its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// This shape turned by `angle` (clockwise on screen) about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// This shape's outline mapped through `transform`, in the frame's coordinates.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

/// `transform` applied about the point `anchor` names in `rect`: that point stays where it is.
private func anchored(_ transform: CGAffineTransform, about anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let fixed = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
    return CGAffineTransform(translationX: -fixed.x, y: -fixed.y)
        .concatenating(transform)
        .concatenating(CGAffineTransform(translationX: fixed.x, y: fixed.y))
}

/// A shape scaled about an anchor of its frame (`scale(x:y:anchor:)`).
public nonisolated struct ScaledShape<Content: Shape>: Shape {
    /// The shape before scaling.
    public var shape: Content
    /// The scale across and down.
    public var scale: CGSize
    /// The fixed point of the scaling, in unit coordinates of the frame.
    public var anchor: UnitPoint

    /// A shape scaled by `scale` about `anchor`.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, scaled about the anchor.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(anchored(CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor, in: rect))
    }

    /// The wrapped shape's size: scaling never changes layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape moved inside its frame (`offset(x:y:)`).
public nonisolated struct OffsetShape<Content: Shape>: Shape {
    /// The shape before moving.
    public var shape: Content
    /// How far it moves across and down.
    public var offset: CGSize

    /// A shape moved by `offset`.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The shape's outline in `rect`, moved.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The wrapped shape's size: moving never changes layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape turned about an anchor of its frame (`rotation(_:anchor:)`).
public nonisolated struct RotatedShape<Content: Shape>: Shape {
    /// The shape before turning.
    public var shape: Content
    /// How far it turns, clockwise on screen (y grows downwards).
    public var angle: Angle
    /// The fixed point of the turn, in unit coordinates of the frame.
    public var anchor: UnitPoint

    /// A shape turned by `angle` about `anchor`.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's outline in `rect`, turned about the anchor.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(anchored(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), about: anchor, in: rect))
    }

    /// The wrapped shape's size: turning never changes layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape whose outline is mapped through an affine transform (`transform(_:)`).
public nonisolated struct TransformedShape<Content: Shape>: Shape {
    /// The shape before the transform.
    public var shape: Content
    /// The map applied to its outline, in the frame's coordinates.
    public var transform: CGAffineTransform

    /// A shape mapped through `transform`.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The shape's outline in `rect`, mapped.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }

    /// The wrapped shape's size: the transform never changes layout.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

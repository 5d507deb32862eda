import Foundation

/// A shape that can be inset by an amount while keeping its kind, as SwiftUI's
/// `InsettableShape` (`Capsule().inset(by: 4)`, `.circle.inset(by:)`): the inset shape is the
/// same shape drawn in its frame made smaller by `amount` on every side, and it takes the same
/// size in layout as the shape itself.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// This shape inset by `amount` on every side (a negative amount grows it).
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount: `base` in its frame made smaller by `amount` on each
/// side. Corner radii are kept (SwiftUI shrinks a rounded rectangle's radius with its frame;
/// docs/DIFFERENCES.md).
public nonisolated struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    /// `base` in `rect` inset by `amount` (nothing when the inset leaves no room).
    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        guard amount.isFinite, !inset.isNull, inset.width >= 0, inset.height >= 0 else { return Path() }
        return base.path(in: inset)
    }

    /// The size the base shape takes: an inset draws inside the same frame.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }

    /// Inset further by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount` (its ends stay semicircles).
    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The circle inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension ContainerRelativeShape: InsettableShape {
    /// The container's shape inset by `amount`.
    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container around (`containerShape(_:)`).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

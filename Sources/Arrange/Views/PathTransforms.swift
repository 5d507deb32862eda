import Foundation

nonisolated extension Path {
    /// This path with every point (end points and curve controls) mapped through `transform`,
    /// as SwiftUI's `applying(_:)`. Affine maps keep lines straight and Bézier curves Bézier
    /// curves, so mapping the control points maps the curves exactly.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var mapped = Path()
        for element in elements {
            switch element {
            case .move(let point): mapped.move(to: point.applying(transform))
            case .line(let point): mapped.addLine(to: point.applying(transform))
            case .quadCurve(let point, let control):
                mapped.addQuadCurve(to: point.applying(transform), control: control.applying(transform))
            case .curve(let point, let control1, let control2):
                mapped.addCurve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
            case .closeSubpath: mapped.closeSubpath()
            }
        }
        return mapped
    }

    /// This path moved by `dx` across and `dy` down.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

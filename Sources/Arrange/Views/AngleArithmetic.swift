import Foundation

/// Angles add and subtract as SwiftUI's do (`.degrees(720) + .degrees(120)`, `angle += step`,
/// `a - b`), through `AdditiveArithmetic`: `zero` is no turn, a sum turns by both angles.
///
/// The sum and difference are the protocol's own `+` and `-` (`@_implements`), not new
/// overloads of the operators: the type checker already weighs the protocol's generic `+` in
/// every sum, while each concrete overload more made layout arithmetic such as the book's
/// `FlowLayout` (`….reduce(0, +) + spacing * CGFloat(…)`, seed 001) too complex to type-check
/// in reasonable time. `+=` and `-=` are the protocol's too.
extension Angle: AdditiveArithmetic {
    /// The angle turning by both: radians added.
    @_implements(AdditiveArithmetic, +(_:_:))
    public static func sumOfTurns(_ lhs: Angle, _ rhs: Angle) -> Angle {
        Angle(radians: lhs.radians + rhs.radians)
    }

    /// The angle turning by `lhs` less `rhs`: radians subtracted.
    @_implements(AdditiveArithmetic, -(_:_:))
    public static func differenceOfTurns(_ lhs: Angle, _ rhs: Angle) -> Angle {
        Angle(radians: lhs.radians - rhs.radians)
    }
}

extension Angle {
    /// The opposite turn (`-layer.rotation`): radians negated.
    public static prefix func - (angle: Angle) -> Angle {
        Angle(radians: -angle.radians)
    }
}

extension Angle: Animatable {
    /// The angle in radians, which an animation interpolates.
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

extension Angle: _VectorMath {}

/// Scaling for values whose `animatableData` is a vector, as SwiftUI's `_VectorMath` (which
/// `Angle` adopts): `angle * 2`, `step / 3`, `angle *= 0.5`. The factor is a `Double` on the
/// right, as in SwiftUI (there is no `Double * Angle`).
public protocol _VectorMath: Animatable {}

extension _VectorMath {
    /// The value with its animatable data scaled by `rhs`.
    public static func * (lhs: Self, rhs: Double) -> Self {
        var result = lhs
        result.animatableData.scale(by: rhs)
        return result
    }

    /// The value with its animatable data divided by `rhs`.
    public static func / (lhs: Self, rhs: Double) -> Self {
        lhs * (1 / rhs)
    }

    /// Scales the value by `rhs`.
    public static func *= (lhs: inout Self, rhs: Double) {
        lhs = lhs * rhs
    }

    /// Divides the value by `rhs`.
    public static func /= (lhs: inout Self, rhs: Double) {
        lhs = lhs / rhs
    }

    /// The length of the animatable data as a vector (an angle's size in radians).
    public var magnitude: Double { animatableData.magnitudeSquared.squareRoot() }

    /// Turns the value to its opposite.
    public mutating func negate() {
        animatableData = .zero - animatableData
    }
}

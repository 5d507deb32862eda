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

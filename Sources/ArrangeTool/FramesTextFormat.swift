import Arrange
import Foundation

/// Lengths, sizes and frames as the book's step lists write them: `51×17`, `∞`, `nil`, numbers
/// rounded to two decimals with trailing zeros dropped (`10.5`, `33.33`).
enum FramesTextFormat {
    /// One length: `320`, `10.5`, `∞`, `-∞`, `NaN` (the core's `LengthFormat`).
    static func length(_ value: CGFloat) -> String {
        LengthFormat.length(value)
    }

    /// A possibly unspecified length: `nil` when unspecified.
    static func length(_ value: CGFloat?) -> String {
        value.map { length($0) } ?? "nil"
    }

    /// `320×480`, `nil×480`, `∞×0`.
    static func proposal(_ proposal: ProposedViewSize) -> String {
        "\(length(proposal.width))×\(length(proposal.height))"
    }

    /// `51×17`.
    static func size(_ size: CGSize) -> String {
        "\(length(size.width))×\(length(size.height))"
    }

    /// `(10, 10) 51×17`: the origin, then the size.
    static func frame(_ rect: CGRect) -> String {
        "(\(length(rect.origin.x)), \(length(rect.origin.y))) \(length(rect.size.width))×\(length(rect.size.height))"
    }
}

import Foundation

/// How lengths read in explanations, warnings, tools and test messages: whole numbers without a
/// decimal point (`320`), others with at most two decimals and no trailing zeros (`266.67`,
/// `10.5`), `∞` and `-∞` for infinities, `NaN`, and `nil` for an unspecified proposal.
public enum LengthFormat {
    /// One length: `320`, `10.5`, `∞`, `-∞`, `NaN`; beyond 10¹⁵, Swift's own spelling (`1e+20`).
    public static func length(_ value: CGFloat) -> String {
        if value.isNaN { return "NaN" }
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        let rounded = (value * 100).rounded() / 100
        guard abs(rounded) < 1e15 else { return "\(Double(value))" }
        if rounded == rounded.rounded() {
            return String(Int64(rounded))
        }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A proposed dimension: its length, or `nil` when unspecified.
    public static func proposal(_ value: CGFloat?) -> String {
        value.map(length) ?? "nil"
    }

    /// `51×17`.
    public static func size(_ size: CGSize) -> String {
        "\(length(size.width))×\(length(size.height))"
    }

    /// `(10, 10)`.
    public static func point(_ point: CGPoint) -> String {
        "(\(length(point.x)), \(length(point.y)))"
    }
}

import Foundation

/// How lengths read in explanations, warnings and test messages: whole numbers without a
/// decimal point, others with at most two decimals (266.67), `∞` for infinity, `nil` for an
/// unspecified proposal.
enum LengthFormat {
    static func length(_ value: CGFloat) -> String {
        if value.isNaN { return "NaN" }
        if value == .infinity { return "∞" }
        if value == -.infinity { return "-∞" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func proposal(_ value: CGFloat?) -> String {
        value.map(length) ?? "nil"
    }

    static func size(_ size: CGSize) -> String {
        "\(length(size.width))×\(length(size.height))"
    }

    static func point(_ point: CGPoint) -> String {
        "(\(length(point.x)), \(length(point.y)))"
    }
}

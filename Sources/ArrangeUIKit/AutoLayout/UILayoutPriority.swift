import Foundation

/// How much a constraint matters, 1 … 1000, as UIKit spells it.
///
/// Invariants: 1000 (`required`) must hold; below that a higher priority always wins over any
/// number of lower ones (the solver compares priority levels lexicographically, `Strength`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The priority as a number, 1 … 1000.
    public var rawValue: Float

    /// The priority `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// The priority written as a number, as in `priority = 999.5`.
    public init(floatLiteral value: Float) { rawValue = value }
    /// The priority written as a number, as in `priority = 999`.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` pulls the size towards the target with.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// UIKit's scene-resizing levels; here they are ordinary levels.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 490: just below `sceneSizeStayPut`.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 500: between the two drag levels.
    public static let sceneSizeStayPut = UILayoutPriority(500)

    /// Whether `lhs` is the weaker priority, the one that gives way.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` stronger, as in `.defaultLow + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` weaker, as in `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The number, without a fraction when whole (`750`), as constraint descriptions print it;
    /// values no `Int` holds (±∞, NaN, beyond 1e15) print as the `Float` does (`inf`, `1e+19`).
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e15 ? "\(Int(rawValue))" : "\(rawValue)"
    }
}

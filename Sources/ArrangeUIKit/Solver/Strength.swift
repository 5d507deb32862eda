/// How much a constraint matters: a priority level and a weight within that level.
///
/// Invariants: `priority` lies in 1 … 1000; 1000 is required (must hold, or the constraint is
/// refused). Levels are compared lexicographically, never added up: however many constraints
/// of priority `p` are violated, and by however much, satisfying one constraint of a priority
/// above `p` better always wins. This is the "a higher priority always wins" rule UIKit documents
/// for `UILayoutPriority`; Cassowary calls it a symbolic weight. `weight` only trades off
/// constraints of the same level.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The level, 1 … 1000.
    public var priority: Double
    /// The weight within the level (positive).
    public var weight: Double

    /// A strength at `priority` (clamped to 1 … 1000) with `weight` within its level.
    public init(_ priority: Double, weight: Double = 1) {
        self.priority = priority.isNaN ? 1000 : min(max(priority, 1), 1000)
        self.weight = weight.isFinite && weight > 0 ? weight : 1
    }

    /// Must hold.
    public static let required = Strength(1000)
    /// UIKit's `defaultHigh`.
    public static let strong = Strength(750)
    /// Between `strong` and `weak`.
    public static let medium = Strength(500)
    /// UIKit's `defaultLow`.
    public static let weak = Strength(250)

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// Whether `lhs` is weaker: a lower priority level, or the same level with a smaller weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        (lhs.priority, lhs.weight) < (rhs.priority, rhs.weight)
    }

    /// `required`, the level, or `level×weight` when the weight is not 1.
    public var description: String {
        isRequired ? "required" : weight == 1 ? "\(priority)" : "\(priority)×\(weight)"
    }
}

/// A vector of coefficients, one per priority level, compared lexicographically from the
/// highest level down. The objective function's coefficients are symbolic weights.
///
/// Invariants: `components` is sorted by level, highest first, levels unique, and holds no
/// component whose value is exactly zero.
struct SymbolicWeight: CustomStringConvertible {
    private(set) var components: [(level: Double, value: Double)] = []

    static let zero = SymbolicWeight()

    init() {}

    init(level: Double, value: Double) {
        if value != 0 { components = [(level, value)] }
    }

    /// Values this close to zero count as zero.
    static let epsilon = 1.0e-8

    /// Adds `factor × other`.
    mutating func add(_ other: SymbolicWeight, times factor: Double = 1) {
        guard factor != 0 else { return }
        var merged: [(level: Double, value: Double)] = []
        merged.reserveCapacity(components.count + other.components.count)
        var i = 0, j = 0
        while i < components.count || j < other.components.count {
            if j == other.components.count || (i < components.count && components[i].level > other.components[j].level) {
                merged.append(components[i]); i += 1
            } else if i == components.count || other.components[j].level > components[i].level {
                let v = other.components[j].value * factor
                if v != 0 { merged.append((other.components[j].level, v)) }
                j += 1
            } else {
                let v = components[i].value + other.components[j].value * factor
                if abs(v) >= Self.epsilon * 1e-3 { merged.append((components[i].level, v)) }
                i += 1; j += 1
            }
        }
        components = merged
    }

    func scaled(by factor: Double) -> SymbolicWeight {
        var result = SymbolicWeight.zero
        result.add(self, times: factor)
        return result
    }

    /// The sign of the first component that is not near zero (0 if none).
    var sign: Int {
        for component in components where abs(component.value) >= Self.epsilon {
            return component.value < 0 ? -1 : 1
        }
        return 0
    }

    var isNearZero: Bool { sign == 0 }

    static func < (lhs: SymbolicWeight, rhs: SymbolicWeight) -> Bool {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference.sign < 0
    }

    var description: String {
        "[" + components.map { "\($0.level):\($0.value)" }.joined(separator: ", ") + "]"
    }
}

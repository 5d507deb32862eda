/// A linear expression `Σ coefficient × variable + constant`.
///
/// Invariants: a variable appears at most once in `terms` (adding merges coefficients); terms
/// keep the order in which their variables first appeared, so messages are stable.
public struct Expression: CustomStringConvertible {
    /// The terms, in order of first appearance.
    public private(set) var terms: [(variable: Variable, coefficient: Double)] = []
    /// The constant part.
    public var constant: Double

    /// The constant expression `constant`.
    public init(_ constant: Double = 0) {
        self.constant = constant
    }

    /// The expression `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        constant = 0
        add(variable, coefficient)
    }

    /// Adds `coefficient × variable`.
    public mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }

    /// Adds `factor × other`.
    public mutating func add(_ other: Expression, times factor: Double = 1) {
        for term in other.terms { add(term.variable, term.coefficient * factor) }
        constant += other.constant * factor
    }

    /// The terms and constant as a sum, as `2.0*x + y + 5.0`.
    public var description: String {
        var parts: [String] = []
        for term in terms where term.coefficient != 0 {
            parts.append(term.coefficient == 1 ? "\(term.variable)" : "\(term.coefficient)*\(term.variable)")
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

/// The sum of two expressions.
public func + (lhs: Expression, rhs: Expression) -> Expression {
    var result = lhs
    result.add(rhs)
    return result
}
/// The difference of two expressions.
public func - (lhs: Expression, rhs: Expression) -> Expression {
    var result = lhs
    result.add(rhs, times: -1)
    return result
}
/// The expression with `rhs` added to its constant.
public func + (lhs: Expression, rhs: Double) -> Expression {
    var result = lhs
    result.constant += rhs
    return result
}
/// The expression with `rhs` taken from its constant.
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
/// The expression scaled by `rhs`.
public func * (lhs: Expression, rhs: Double) -> Expression {
    var result = Expression(0)
    result.add(lhs, times: rhs)
    return result
}
/// The expression scaled by `lhs`.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
/// The variable plus a constant.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
/// The variable minus a constant.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
/// The sum of two variables.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
/// The difference of two variables.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
/// The expression plus a variable.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
/// The expression minus a variable.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
/// The variable with coefficient `lhs`.
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs, lhs) }
/// The variable with coefficient `rhs`.
public func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs, rhs) }
/// The variable plus an expression.
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// The variable minus an expression.
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }

extension Expression {
    /// Whether the constant and every coefficient are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Whether the constant and every coefficient are at most `limit` in magnitude.
    public func isWithin(_ limit: Double) -> Bool {
        abs(constant) <= limit && terms.allSatisfy { abs($0.coefficient) <= limit }
    }
}

/// How an expression compares with zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// The expression is at most zero.
    case lessThanOrEqual
    /// The expression is zero.
    case equal
    /// The expression is at least zero.
    case greaterThanOrEqual

    /// The relation as an operator, `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression <relation> 0` with a strength.
///
/// Invariants: identity is the object (the solver holds constraints by identity); the expression
/// can change only through `Solver.updateConstant(of:to:)` while the constraint is in a solver,
/// so the solver's tableau and the constraint never disagree.
public final class Constraint: Hashable, CustomStringConvertible {
    /// The left side minus the right side.
    public internal(set) var expression: Expression
    /// How `expression` compares with zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength
    /// A label for messages.
    public var label: String

    /// The constraint `lhs <relation> rhs`.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required, label: String = "") {
        expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// The constraint `lhs <relation> rhs`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Double, strength: Strength = .required, label: String = "") {
        self.init(Expression(lhs), relation, Expression(rhs), strength: strength, label: label)
    }

    /// The constraint `lhs <relation> rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Double, strength: Strength = .required, label: String = "") {
        self.init(lhs, relation, Expression(rhs), strength: strength, label: label)
    }

    /// The constraint `lhs <relation> rhs`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Expression, strength: Strength = .required, label: String = "") {
        self.init(Expression(lhs), relation, rhs, strength: strength, label: label)
    }

    /// The constraint `lhs <relation> rhs`.
    public convenience init(_ lhs: Variable, _ relation: Relation, _ rhs: Variable, strength: Strength = .required, label: String = "") {
        self.init(Expression(lhs), relation, Expression(rhs), strength: strength, label: label)
    }

    /// Whether both are the same constraint object.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The constraint as `label: expression <relation> 0 @strength`.
    public var description: String {
        let body = "\(expression) \(relation) 0 @\(strength)"
        return label.isEmpty ? body : "\(label): \(body)"
    }
}

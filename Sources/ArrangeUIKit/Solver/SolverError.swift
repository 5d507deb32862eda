/// Why the solver refused a request. The solver's state is unchanged by a refused request,
/// except where a case says otherwise.
///
/// The payloads identify the constraint or variable concerned; like the solver, they belong to
/// the thread that uses it (hence `@unchecked Sendable`: an error only carries them back).
public enum SolverError: Error, @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints already added;
    /// it was not added (or, from `updateConstant`, its constant was left as it was).
    case unsatisfiableConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// A coefficient or constant is larger in magnitude than `Solver.largestMagnitude`; the
    /// constraint was not added (or its constant not moved).
    case valueOutOfRange(Constraint)
    /// Edit variables must be weaker than required.
    case badRequiredStrength
    /// A pivot loop hit its bound or found no pivot where the algorithm guarantees one: a bug,
    /// reported rather than looping or crashing.
    case internalError(String)

    /// What went wrong, with the constraint or variable concerned.
    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint \(c)"
        case .unsatisfiableConstraint(let c): "unsatisfiable required constraint \(c)"
        case .unknownConstraint(let c): "unknown constraint \(c)"
        case .duplicateEditVariable(let v): "duplicate edit variable \(v)"
        case .unknownEditVariable(let v): "unknown edit variable \(v)"
        case .valueOutOfRange(let c): "\(c) has a coefficient or constant beyond \(Solver.largestMagnitude) in magnitude"
        case .badRequiredStrength: "edit variables cannot be required"
        case .internalError(let message): "internal solver error: \(message)"
        }
    }
}

/// An unknown of the linear system: one number the solver chooses.
///
/// Invariants: a variable is identified by the object, never by its name (two variables may share
/// a name); `value` is the solver's answer as of the last `Solver.updateVariables()` and is `0`
/// before the first one.
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for messages; not used for identity.
    public let name: String
    /// The value from the last `Solver.updateVariables()`. Unchecked for exclusivity: a solver
    /// and its variables are used from one thread, and every layout reads and writes each
    /// value (the dynamic checks were a quarter of a constants-only layout's instructions).
    @exclusivity(unchecked) public internal(set) var value: Double = 0

    /// A variable called `name`.
    public init(_ name: String = "") {
        self.name = name
    }

    /// Whether both are the same variable object.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    /// The name, or `var` when it has none.
    public var description: String { name.isEmpty ? "var" : name }
}

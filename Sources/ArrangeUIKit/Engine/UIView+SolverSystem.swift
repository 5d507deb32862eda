@_spi(Benchmarking)
extension UIView {
    /// The linear system this hierarchy's Auto Layout engine solved in its last pass: the solver
    /// constraints, in the order they were added (empty before the first layout). The benchmark
    /// hands exactly these to other solvers to compare times on the identical system.
    public var installedSolverConstraints: [Constraint] {
        layoutEngineIfCreated?.installedSolverConstraints ?? []
    }
}

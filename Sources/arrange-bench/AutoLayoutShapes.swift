@_spi(Benchmarking) import ArrangeUIKit
import Foundation

/// Auto Layout cases: a vertical `UIStackView` of views with intrinsic sizes, pinned to the top
/// and sides of a 375 × 667 root.
enum AutoLayoutShapes {
    /// Times the first layout of a stack of `count` views (solving every generated constraint),
    /// or, with `timingEdit`, the layout after the stack's top constant changes (an incremental
    /// re-solve). Calls per view are not applicable and reported as 0.
    static func stackView(_ count: Int, timingEdit: Bool) -> Sample {
        let (root, top) = makeStack(count)
        let clock = ContinuousClock()
        if timingEdit {
            root.layoutIfNeeded()
            let start = clock.now
            top.constant = 10
            root.layoutIfNeeded()
            return Sample(nanoseconds: start.duration(to: clock.now).nanoseconds, views: count, callsPerView: 0, timings: nil)
        }
        let start = clock.now
        root.layoutIfNeeded()
        return Sample(nanoseconds: start.duration(to: clock.now).nanoseconds, views: count, callsPerView: 0, timings: nil)
    }

    /// The linear system the engine solves for the first layout of `stackView(count, …)`.
    static func stackViewSystem(_ count: Int) -> SolverSystem {
        let (root, _) = makeStack(count)
        root.layoutIfNeeded()
        return SolverSystem(root.installedSolverConstraints)
    }

    /// Times the solver alone on `system`: a fresh `Solver` given every constraint in order,
    /// then `updateVariables()` (building the constraint objects is not timed), as
    /// Benchmarks/autolayout-vs-kiwi times kiwisolver on the same system.
    static func solve(_ system: SolverSystem, views: Int) -> Sample {
        solveReturningValues(system, views: views).sample
    }

    /// `solve`, also returning each variable's value (in the system's variable order).
    static func solveReturningValues(_ system: SolverSystem, views: Int) -> (sample: Sample, values: [Double]) {
        let (variables, constraints) = system.makeSolverConstraints()
        let clock = ContinuousClock()
        let start = clock.now
        let solver = Solver()
        for constraint in constraints {
            // A refused constraint is left out, as the engine leaves it out (broken).
            try? solver.addConstraint(constraint)
        }
        solver.updateVariables()
        let elapsed = start.duration(to: clock.now).nanoseconds
        return (Sample(nanoseconds: elapsed, views: views, callsPerView: 0, timings: nil), variables.map(\.value))
    }

    /// A 375 × 667 root holding a vertical stack (spacing 2) of `count` 10 × 20 views, pinned to
    /// the root's top and sides; also the top constraint, which the edit case moves.
    private static func makeStack(_ count: Int) -> (root: UIView, top: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let top = stack.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([
            top, stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        for _ in 0..<count {
            stack.addArrangedSubview(SizedView(CGSize(width: 10, height: 20)))
        }
        return (root, top)
    }
}

/// A view with a fixed intrinsic content size.
private final class SizedView: UIView {
    private let size: CGSize

    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize { size }
}

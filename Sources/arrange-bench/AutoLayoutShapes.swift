@_spi(Benchmarking) import ArrangeUIKit
import Foundation

/// Auto Layout cases: a vertical `UIStackView` of views with intrinsic sizes, pinned to the top
/// and sides of a 375 × 667 root.
enum AutoLayoutShapes {
    /// An edit whose layout `stackView(_:timing:)` times.
    enum Edit {
        /// The stack's top constant changes (the engine moves constants in place).
        case constant
        /// The middle view's intrinsic height changes (the stack regenerates its constraints,
        /// finds only constants changed, and the engine moves them in place).
        case intrinsicSize
        /// The stack's spacing changes from 2 to 3 (the stack moves its spacing constraints'
        /// constants, and the engine moves them in the solver).
        case spacing
    }

    /// Times the first layout of a stack of `count` views (solving every generated constraint),
    /// or, with an `edit`, the layout after that edit. Calls per view are not applicable and
    /// reported as 0.
    static func stackView(_ count: Int, timing edit: Edit?) -> Sample {
        let (root, stack, top, views) = makeStack(count)
        let clock = ContinuousClock()
        if let edit {
            root.layoutIfNeeded()
            let start = clock.now
            switch edit {
            case .constant: top.constant = 10
            case .intrinsicSize: views[count / 2].size = CGSize(width: 10, height: 30)
            case .spacing: stack.spacing = 3
            }
            root.layoutIfNeeded()
            return Sample(nanoseconds: start.duration(to: clock.now).nanoseconds, views: count, callsPerView: 0, timings: nil)
        }
        let start = clock.now
        root.layoutIfNeeded()
        return Sample(nanoseconds: start.duration(to: clock.now).nanoseconds, views: count, callsPerView: 0, timings: nil)
    }

    /// The linear system the engine solves for the first layout of `stackView(count, …)`.
    static func stackViewSystem(_ count: Int) -> SolverSystem {
        let (root, _, _, _) = makeStack(count)
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
    /// the root's top and sides; also the stack, the top constraint and the views, which the edits change.
    private static func makeStack(_ count: Int) -> (root: UIView, stack: UIStackView, top: NSLayoutConstraint, views: [SizedView]) {
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
        let views = (0..<count).map { _ in SizedView(CGSize(width: 10, height: 20)) }
        for view in views { stack.addArrangedSubview(view) }
        return (root, stack, top, views)
    }
}

/// A view with an intrinsic content size, which it invalidates when it changes.
private final class SizedView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }

    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: CGSize { size }
}

// Redundant required equalities (a constraint implied by those already added): removing one copy
// leaves the other enforced, and a copy cannot be given a contradicting constant. Minimal
// reproductions from issue 15, part 1 (found by the kiwisolver differential).
import Foundation
import Testing
@testable import ArrangeUIKit

@Suite("Redundant required constraints")
struct RedundantConstraintTests {
    @Test func removingOneOfTwoEqualRequiredConstraintsKeepsTheOtherEnforced() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = Constraint(x, .equal, 10), second = Constraint(x, .equal, 10)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .weak))
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.removeConstraint(second)
        solver.updateVariables()
        #expect(x.value == 0)
    }

    @Test func removingARequiredEqualityKeepsAMultipleOfItEnforced() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let first = Constraint(2 * a - 2 * b, .equal, 11)
        try solver.addConstraint(first)
        try solver.addConstraint(Constraint(4 * a - 4 * b, .equal, 22))
        try solver.addConstraint(Constraint(a, .equal, 0, strength: .weak))
        try solver.addConstraint(Constraint(b, .equal, 0, strength: .weak))
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(abs(4 * a.value - 4 * b.value - 22) < 1e-9)
    }

    @Test func aRedundantCopyRefusesAContradictingConstant() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = Constraint(x, .equal, 10), second = Constraint(x, .equal, 10)
        try solver.addConstraint(first)
        try solver.addConstraint(second)
        #expect(throws: SolverError.unsatisfiableConstraint(second)) { try solver.updateConstant(of: second, to: -20) }
        #expect(throws: SolverError.unsatisfiableConstraint(first)) { try solver.updateConstant(of: first, to: -20) }
        // The refused constants were not taken: removing the first leaves x == 10.
        try solver.removeConstraint(first)
        solver.updateVariables()
        #expect(x.value == 10)
        // Alone, the copy may move.
        try solver.updateConstant(of: second, to: -20)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func deactivatingOneOfTwoEqualWidthsKeepsTheOther() {
        let (root, view) = Self.viewWithIntrinsicSize()
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([first, second])
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
        first.isActive = false
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
        second.constant = 120
        root.layoutIfNeeded()
        #expect(view.frame.width == 120)
        #expect(root.layoutLog.messages == [])
    }

    @Test func aContradictingConstantOnACopyIsReportedAndHonouredOnceTheCopyIsGone() {
        let (root, view) = Self.viewWithIntrinsicSize()
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([first, second])
        root.layoutIfNeeded()
        second.constant = 200
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
        #expect(root.layoutLog.messages.count == 1)
        #expect(root.layoutLog.messages.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(root.layoutEngine.violatedRequiredConstraints().isEmpty)
        // UIKit breaks the constraint for as long as it conflicts; without the first, it holds.
        first.isActive = false
        root.layoutIfNeeded()
        #expect(view.frame.width == 200)
        #expect(root.layoutLog.messages.count == 1)
    }

    /// A 50 × 50 intrinsic-size view pinned to the top-left of a 375 × 667 root.
    static func viewWithIntrinsicSize() -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = ColorView(color: .red, preferredWidth: 50, preferredHeight: 50)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, view)
    }
}

// Auto Layout inputs found hostile by fuzzing from outside (issue 15, part 2): each has a defined
// result and a message, never a trap, a hang or a NaN frame.
import Foundation
import Testing
@testable import ArrangeUIKit

@Suite("Hostile Auto Layout input")
struct HostileInputTests {
    @Test func priorityDescriptionsNeverTrap() {
        #expect(UILayoutPriority(.infinity).description == "inf")
        #expect(UILayoutPriority(-.infinity).description == "-inf")
        #expect(UILayoutPriority(.nan).description == "nan")
        #expect(UILayoutPriority(1e19).description == "1e+19")
        #expect(UILayoutPriority(750).description == "750")
        #expect(UILayoutPriority(999.5).description == "999.5")
    }

    @Test func aNaNConstraintWithAnInfinitePriorityIsLoggedWithoutTrapping() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: .nan)
        width.priority = UILayoutPriority(.infinity)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(root.layoutLog.messages.contains { $0.contains("NaN or infinite") && $0.contains("priority inf") })
        #expect(view.frame.width.isFinite)
    }

    @Test func aHugeFiniteMultiplierIsRefusedWithAMessageNotANaNSize() {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthAnchor.constraint(lessThanOrEqualTo: view.heightAnchor, multiplier: -1e308, constant: 14).isActive = true
        let size = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size.width.isFinite && size.height.isFinite)
        #expect(view.layoutLog.messages.contains { $0.contains("larger than 1000000000.0 in magnitude") })
    }

    @Test func aHugeNegativeSpacingGivesFiniteFramesAndAMessage() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = -1e308
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        for view in views + [stack] {
            #expect([view.frame.minX, view.frame.minY, view.frame.width, view.frame.height].allSatisfy { $0.isFinite })
        }
        #expect(stack.frame.width == 375)
        #expect(root.layoutLog.messages.contains { $0.contains("more than the solver can hold") })
    }

    @Test func theSolverRefusesMagnitudesItCannotHold() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let huge = Constraint(x - 1e300 * y, .equal, 0)
        #expect(throws: SolverError.valueOutOfRange(huge)) { try solver.addConstraint(huge) }
        let fine = Constraint(x, .equal, 10)
        try solver.addConstraint(fine)
        #expect(throws: SolverError.valueOutOfRange(fine)) { try solver.updateConstant(of: fine, to: -1e12) }
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func addingAnAncestorAsASubviewIsRefusedAndReturns() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let child = UIView(), grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        child.addSubview(root)
        grandchild.addSubview(root)
        #expect(root.superview == nil)
        #expect(child.subviews.count == 1)
        #expect(grandchild.subviews.isEmpty)
        #expect(root.layoutLog.messages.filter { $0.contains("is an ancestor of") }.count == 2)
        root.addSubview(root)
        #expect(root.layoutLog.messages.last?.hasPrefix("Can't add self as subview") == true)
        root.layoutIfNeeded()
        #expect(child.frame.width.isFinite)
    }

    /// Found by AutoLayoutFuzz under LeakSanitizer: arranging the stack itself or an ancestor was
    /// refused as a subview but kept in `arrangedSubviews`, a strong cycle that leaked the whole
    /// hierarchy with its engine.
    @Test func arrangingTheStackItselfOrAnAncestorIsRefusedWithoutACycle() {
        weak var released: UIStackView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let stack = UIStackView()
            root.addSubview(stack)
            stack.addArrangedSubview(root)
            stack.addArrangedSubview(stack)
            stack.insertArrangedSubview(root, at: 0)
            #expect(stack.arrangedSubviews.isEmpty)
            #expect(root.layoutLog.messages.filter { $0.contains("is an ancestor of") || $0.hasPrefix("Can't add self as subview") }.count == 3)
            root.layoutIfNeeded()
            released = stack
        }
        #expect(released == nil, "the stack outlived its hierarchy")
    }
}

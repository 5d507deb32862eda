// Large hierarchies stay incremental: a stack of many views, then one constant changed.
import Foundation
import Testing
@testable import ArrangeUIKit

@Suite("Scale")
struct ScaleTests {
    @Test func aLongStackSolvesAndOneConstantReSolvesIncrementally() throws {
        let count = 200
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let top = stack.topAnchor.constraint(equalTo: root.topAnchor)
        NSLayoutConstraint.activate([top, stack.leadingAnchor.constraint(equalTo: root.leadingAnchor), stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
        let views = (0..<count).map { _ in ColorView(color: .red, preferredWidth: 10, preferredHeight: 20) }
        for view in views { stack.addArrangedSubview(view) }
        root.layoutIfNeeded()
        #expect(views.last!.frame.minY == CGFloat(count - 1) * 22)
        let engine = try #require(root.layoutEngineIfCreated)
        let pivotsBefore = engine.solver.pivotCount
        top.constant = 10
        root.layoutIfNeeded()
        #expect(stack.frame.minY == 10)
        #expect(views.last!.frame.minY == CGFloat(count - 1) * 22)
        #expect(engine.violatedRequiredConstraints().isEmpty)
        // Moving the top moves every view without re-adding anything: a few pivots at most.
        #expect(engine.solver.pivotCount - pivotsBefore < 10)
    }
}

@Suite("Stack edits stay incremental")
struct StackEditTests {
    private func labelStack(_ count: Int) -> (root: UIView, stack: UIStackView, labels: [UILabel]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        let labels = (0..<count).map { index -> UILabel in
            let label = UILabel()
            label.text = "Label \(index)"
            return label
        }
        for label in labels { stack.addArrangedSubview(label) }
        root.layoutIfNeeded()
        return (root, stack, labels)
    }

    @Test func oneLabelsNewTextCostsAFewPivots() throws {
        let (root, stack, labels) = labelStack(100)
        let engine = try #require(root.layoutEngineIfCreated)
        let before = engine.solver.pivotCount
        labels[50].text = "A much longer label text"
        root.layoutIfNeeded()
        #expect(engine.solver.pivotCount - before < 40)
        #expect(labels[50].frame.width == 168)
        #expect(stack.frame.width == 168)
        #expect(engine.violatedRequiredConstraints().isEmpty)
    }

    @Test func aNewSpacingMovesEveryViewWithoutRebuilding() throws {
        let (root, stack, labels) = labelStack(100)
        let engine = try #require(root.layoutEngineIfCreated)
        let before = engine.solver.pivotCount
        stack.spacing = 4
        root.layoutIfNeeded()
        #expect(labels[99].frame.minY == 2079)
        #expect(engine.solver.pivotCount - before < 400)
    }
}

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

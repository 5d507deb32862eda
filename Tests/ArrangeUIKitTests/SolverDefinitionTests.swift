// Constraints that define a fresh variable are kept as written (Solver's definitions): the
// tableau stays as long as the constraints, and definitions behave exactly like reduced rows
// when they are used later, moved, or removed.
import ArrangeTestSupport
import Foundation
import Testing
@testable import ArrangeUIKit

/// `y[i] = y[i-1] + h[i-1] + spacing` with every `h` pulled towards 20 (≤ weak, ≥ strong), as a
/// vertical stack chains its views; `y[0]` pinned to `top`.
private struct Chain {
    let solver = Solver()
    let ys: [Variable]
    let hs: [Variable]
    let top: Constraint
    var links: [Constraint] = []

    init(_ count: Int, spacing: Double = 2) throws {
        ys = (0..<count).map { Variable("y\($0)") }
        hs = (0..<count).map { Variable("h\($0)") }
        for h in hs {
            try solver.addConstraint(Constraint(h, .lessThanOrEqual, 20, strength: .weak))
            try solver.addConstraint(Constraint(h, .greaterThanOrEqual, 20, strength: .strong))
        }
        top = Constraint(ys[0], .equal, 0)
        try solver.addConstraint(top)
        for i in 1..<count {
            let link = Constraint(ys[i], .equal, ys[i - 1] + hs[i - 1] + spacing)
            try solver.addConstraint(link)
            links.append(link)
        }
        solver.updateVariables()
    }
}

private func violation(_ constraint: Constraint) -> Double {
    let e = constraint.expression
    let value = e.terms.reduce(e.constant) { $0 + $1.coefficient * $1.variable.value }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(value, 0)
    case .greaterThanOrEqual: return max(-value, 0)
    }
}

/// Σ weight × violation per priority level.
private func levels(_ constraints: [Constraint]) -> [Double: Double] {
    var result: [Double: Double] = [:]
    for c in constraints where !c.strength.isRequired { result[c.strength.priority, default: 0] += c.strength.weight * violation(c) }
    return result
}

/// The error `solver` refused `constraint` with, `nil` when it took it.
private func refusal(of constraint: Constraint, by solver: Solver) -> SolverError? {
    do {
        try solver.addConstraint(constraint)
        return nil
    } catch {
        return error
    }
}

extension SolverError {
    var isUnsatisfiable: Bool {
        if case .unsatisfiableConstraint = self { return true }
        return false
    }
}

@Suite("Solver definitions")
struct SolverDefinitionTests {
    @Test func aChainOfConstraintsKeepsTheTableauAsLongAsTheConstraints() throws {
        let chain = try Chain(2_000)
        #expect(chain.ys[1_999].value == 1_999 * 22)
        // Reduced, the last position would mention every height before it: about n²/2 cells.
        // Kept as written, each row is as short as its constraint.
        #expect(chain.solver.tableauCellCount < 6 * chain.solver.constraintCount)
    }

    @Test func aStackOfAThousandViewsKeepsTheTableauLinear() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor), stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        let views = (0..<1_000).map { _ in ColorView(color: .red, preferredWidth: 10, preferredHeight: 20) }
        for view in views { stack.addArrangedSubview(view) }
        root.layoutIfNeeded()
        #expect(views[999].frame == CGRect(x: 0, y: 999 * 22, width: 375, height: 20))
        #expect(stack.frame.height == 21_998)  // 1,000 × 20 + 999 × 2
        let engine = try #require(root.layoutEngineIfCreated)
        #expect(engine.solver.tableauCellCount < 8 * engine.solver.constraintCount)
        #expect(engine.violatedRequiredConstraints().isEmpty)
    }

    @Test func movingTheConstantOfAnEarlyLinkMovesEveryLaterPosition() throws {
        let chain = try Chain(50)
        try chain.solver.updateConstant(of: chain.links[9], to: -12)  // y10 = y9 + h9 + 12
        chain.solver.updateVariables()
        #expect(chain.ys[9].value == 9 * 22)
        #expect(chain.ys[10].value == 9 * 22 + 32)
        #expect(chain.ys[49].value == 49 * 22 + 10)
        try chain.solver.updateConstant(of: chain.top, to: -100)  // y0 = 100
        chain.solver.updateVariables()
        #expect(chain.ys[49].value == 100 + 49 * 22 + 10)
    }

    @Test func aDefinedVariableConstrainedLaterPullsTheChainWithIt() throws {
        let chain = try Chain(30)
        // The last position is defined by the chain; pinning it is a required constraint on
        // a defined variable, expanded over the chain, that the heights must give way to.
        try chain.solver.addConstraint(Constraint(chain.ys[29], .equal, 29 * 22 + 29))
        chain.solver.updateVariables()
        #expect(abs(chain.ys[29].value - (29 * 22 + 29)) < 1e-9)
        let total = chain.hs[0..<29].reduce(0) { $0 + $1.value }
        #expect(abs(total - (29 * 20 + 29)) < 1e-9)
    }

    @Test func removingALinkInTheMiddleFreesTheRestOfTheChainFromIt() throws {
        let chain = try Chain(20)
        try chain.solver.addConstraint(Constraint(chain.ys[19], .equal, 1_000))
        try chain.solver.removeConstraint(chain.links[9])  // y10 no longer follows y9
        chain.solver.updateVariables()
        #expect(chain.ys[9].value == 9 * 22)
        #expect(abs(chain.ys[19].value - 1_000) < 1e-9)
        #expect(abs(chain.ys[10].value - (1_000 - 9 * 22)) < 1e-9)
        for h in chain.hs { #expect(abs(h.value - 20) < 1e-9) }
    }

    @Test func removingTheConstraintThatDefinesAVariableThatOthersUseKeepsThemHolding() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let definesA = Constraint(a, .equal, 10)
        let bFollowsA = Constraint(b, .equal, a + 5)
        let cFollowsB = Constraint(c, .equal, b + 5)
        for constraint in [definesA, bFollowsA, cFollowsB] { try solver.addConstraint(constraint) }
        #expect(solver.definitionCount == 3)
        try solver.removeConstraint(definesA)
        try solver.addConstraint(Constraint(c, .equal, 100))
        solver.updateVariables()
        #expect(a.value == 90)
        #expect(b.value == 95)
        #expect(c.value == 100)
    }

    /// Seeded random chain-shaped systems (most constraints mention a fresh variable, so most
    /// become definitions), with removals and moved constants: required constraints hold at
    /// every step, and the weighted error at each priority level equals a from-scratch solve's.
    @Test(arguments: 1...30)
    func chainShapedSystemsMatchFromScratch(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let variables = (0..<40).map { Variable("v\($0)") }
        var introduced = 1
        let solver = Solver()
        var accepted: [Constraint] = []
        for step in 0..<80 {
            let roll = Int.random(in: 0..<10, using: &rng)
            if roll == 0, !accepted.isEmpty {
                try solver.removeConstraint(accepted.remove(at: Int.random(in: 0..<accepted.count, using: &rng)))
            } else if roll == 1, let target = accepted.randomElement(using: &rng) {
                try? solver.updateConstant(of: target, to: Double(Int.random(in: -50...50, using: &rng)))
            } else {
                // A fresh variable (when any is left) tied to one or two known ones.
                let fresh = introduced < variables.count && Int.random(in: 0..<3, using: &rng) > 0
                let subject = fresh ? variables[introduced] : variables[Int.random(in: 0..<introduced, using: &rng)]
                if fresh { introduced += 1 }
                var expression = Expression(subject) - Double(Int.random(in: -30...30, using: &rng))
                for _ in 0..<Int.random(in: 1...2, using: &rng) {
                    expression.add(variables[Int.random(in: 0..<introduced, using: &rng)], [-1, -0.5, 1, 2].randomElement(using: &rng)!)
                }
                let relation = [Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let strength = [Strength.required, .required, .strong, .weak, Strength(500, weight: 2)].randomElement(using: &rng)!
                let constraint = Constraint(expression, relation, Expression(0), strength: strength)
                if let refusal = refusal(of: constraint, by: solver) {
                    #expect(strength.isRequired && refusal.isUnsatisfiable, "seed \(seed) step \(step): \(constraint) refused: \(refusal)")
                } else {
                    accepted.append(constraint)
                }
            }
            solver.updateVariables()
            for c in accepted where c.strength.isRequired {
                #expect(violation(c) < 1e-6, "seed \(seed) step \(step): required \(c) violated by \(violation(c))")
            }
        }
        let incremental = levels(accepted)
        let fresh = Solver()
        for c in accepted { try fresh.addConstraint(Constraint(c.expression, c.relation, Expression(0), strength: c.strength)) }
        fresh.updateVariables()
        let scratch = levels(accepted)
        for (level, error) in scratch.sorted(by: { $0.key > $1.key }) {
            #expect(abs((incremental[level] ?? 0) - error) < 1e-6 * max(1, error), "seed \(seed): level \(level) incremental \(incremental[level] ?? 0) vs scratch \(error)")
            // Only the highest level that differs is meaningful; stop at the first difference.
            if abs((incremental[level] ?? 0) - error) >= 1e-6 * max(1, error) { break }
        }
    }
}

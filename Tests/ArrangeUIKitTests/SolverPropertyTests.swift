// Seeded random systems: whatever the solver accepts holds, and incremental solving reaches
// the same (lexicographic) optimum as solving the same constraints from scratch.
import ArrangeTestSupport
import Testing
@testable import ArrangeUIKit

private func violation(_ constraint: Constraint) -> Double {
    let e = constraint.expression
    let value = e.terms.reduce(e.constant) { $0 + $1.coefficient * $1.variable.value }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(value, 0)
    case .greaterThanOrEqual: return max(-value, 0)
    }
}

/// Σ weight × violation per priority level, highest level first.
private func objective(_ constraints: [Constraint]) -> [(Double, Double)] {
    var levels: [Double: Double] = [:]
    for c in constraints where !c.strength.isRequired {
        levels[c.strength.priority, default: 0] += c.strength.weight * violation(c)
    }
    return levels.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
}

private func randomConstraint(_ variables: [Variable], _ rng: inout SplitMix64) -> Constraint {
    var expression = Expression(Double(Int.random(in: -100...100, using: &rng)))
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
        expression.add(variables.randomElement(using: &rng)!, Double([-2, -1, -0.5, 0.5, 1, 2].randomElement(using: &rng)!))
    }
    let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
    let strength = [Strength.required, .required, Strength(750), Strength(500, weight: 2), Strength(250), Strength(1)].randomElement(using: &rng)!
    return Constraint(expression, relation, Expression(0), strength: strength)
}

/// Whether `body` threw `unsatisfiableConstraint`; any other error is a test failure.
private func refuses(_ body: () throws(SolverError) -> Void) -> Bool {
    do {
        try body()
        return false
    } catch {
        if case .unsatisfiableConstraint = error { return true }
        Issue.record("unexpected \(error)")
        return true
    }
}

@Suite("Solver properties")
struct SolverPropertyTests {
    @Test(arguments: 1...40)
    func incrementalMatchesFromScratch(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let variables = (0..<6).map { Variable("x\($0)") }
        let solver = Solver()
        var accepted: [Constraint] = []
        for step in 0..<60 {
            if !accepted.isEmpty && Int.random(in: 0..<4, using: &rng) == 0 {
                let victim = accepted.remove(at: Int.random(in: 0..<accepted.count, using: &rng))
                try solver.removeConstraint(victim)
            } else if let target = accepted.randomElement(using: &rng), Int.random(in: 0..<5, using: &rng) == 0 {
                let constant = Double(Int.random(in: -100...100, using: &rng))
                let refused = refuses { () throws(SolverError) in try solver.updateConstant(of: target, to: constant) }
                #expect(!refused || target.strength.isRequired, "seed \(seed) step \(step): a non-required constant was refused")
            } else {
                let constraint = randomConstraint(variables, &rng)
                let refused = refuses { () throws(SolverError) in try solver.addConstraint(constraint) }
                if !refused { accepted.append(constraint) }
                #expect(!refused || constraint.strength.isRequired, "seed \(seed) step \(step): a non-required constraint was refused")
            }
            solver.updateVariables()
            for c in accepted where c.strength.isRequired {
                #expect(violation(c) < 1e-6, "seed \(seed) step \(step): required \(c) violated by \(violation(c))")
            }
        }
        // The same constraints, from scratch, in the same order.
        let incremental = objective(accepted)
        let fresh = Solver()
        for c in accepted {
            let copy = Constraint(c.expression, c.relation, Expression(0), strength: c.strength)
            try fresh.addConstraint(copy)
        }
        fresh.updateVariables()
        let scratch = objective(accepted)
        #expect(incremental.count == scratch.count)
        for (a, b) in zip(incremental, scratch) {
            #expect(a.0 == b.0)
            #expect(abs(a.1 - b.1) < 1e-6 * max(1, abs(b.1)), "seed \(seed): level \(a.0) incremental \(a.1) vs scratch \(b.1)")
        }
    }
}

// The Cassowary solver on its own: equalities, priorities, edits, removal, conflicts.
import Testing
@testable import ArrangeUIKit

@Suite("Solver")
struct SolverTests {
    @Test func simpleEqualitiesChain() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(x, .equal, 20))
        try solver.addConstraint(Constraint(x + 10, .equal, Expression(y)))
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 30)
    }

    @Test func aHigherPriorityAlwaysWins() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        // Many low-priority pulls upward lose to one slightly higher pull downward.
        for _ in 0..<50 { try solver.addConstraint(Constraint(x, .equal, 90, strength: Strength(250, weight: 1000))) }
        try solver.addConstraint(Constraint(x, .equal, 10, strength: Strength(251)))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func requiredInequalityBeatsPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 40))
        try solver.addConstraint(Constraint(x, .equal, 10, strength: .strong))
        solver.updateVariables()
        #expect(x.value == 40)
    }

    @Test func equalWeightsSplitAtTheCheaperEnd() throws {
        // x ≥ 0 and x ≤ 100 required; x == 30 at 500 wins over x == 70 at 250.
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(x, .equal, 70, strength: .weak))
        try solver.addConstraint(Constraint(x, .equal, 30, strength: .medium))
        solver.updateVariables()
        #expect(x.value == 30)
    }

    @Test func editVariableFollowsSuggestions() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(Constraint(left + width, .equal, Expression(right)))
        try solver.addConstraint(Constraint(left, .equal, 0))
        try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 50))
        try solver.addEditVariable(right, strength: .strong)
        for (suggestion, expected) in [(200.0, 200.0), (120, 120), (10, 50), (300, 300)] {
            try solver.suggestValue(suggestion, for: right)
            solver.updateVariables()
            #expect(right.value == expected)
            #expect(width.value == expected)
        }
        #expect(throws: SolverError.badRequiredStrength) { try solver.addEditVariable(left, strength: .required) }
        #expect(throws: SolverError.duplicateEditVariable(right)) { try solver.addEditVariable(right, strength: .weak) }
        try solver.removeEditVariable(right)
        #expect(!solver.hasEditVariable(right))
    }

    @Test func removingAConstraintRestoresTheWeakerOne() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = Constraint(x, .equal, 10, strength: .strong)
        try solver.addConstraint(Constraint(x, .equal, 99, strength: .weak))
        try solver.addConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.removeConstraint(strong)
        #expect(!solver.hasConstraint(strong))
        solver.updateVariables()
        #expect(x.value == 99)
        #expect(throws: SolverError.unknownConstraint(strong)) { try solver.removeConstraint(strong) }
    }

    @Test func removingRequiredConstraintsInAnyOrder() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let c1 = Constraint(a, .equal, 10)
        let c2 = Constraint(b, .equal, a + 5)
        let c3 = Constraint(c, .greaterThanOrEqual, b + 5)
        try solver.addConstraint(Constraint(c, .equal, 0, strength: .weak))
        for constraint in [c1, c2, c3] { try solver.addConstraint(constraint) }
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [10, 15, 20])
        try solver.removeConstraint(c2)
        try solver.addConstraint(Constraint(b, .equal, 40))
        solver.updateVariables()
        #expect(c.value == 45)
        try solver.removeConstraint(c3)
        solver.updateVariables()
        #expect(c.value == 0)
    }

    @Test func unsatisfiableRequiredConstraintIsRefusedAndTheSolverStaysUsable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 10))
        let conflict = Constraint(x, .equal, 20)
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        #expect(!solver.hasConstraint(conflict))
        let inequality = Constraint(x, .greaterThanOrEqual, 11)
        #expect(throws: SolverError.unsatisfiableConstraint(inequality)) { try solver.addConstraint(inequality) }
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 50))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func unsatisfiableThroughAChainOfVariables() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraint(Constraint(a, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(b, .greaterThanOrEqual, a + 10))
        try solver.addConstraint(Constraint(c, .greaterThanOrEqual, b + 10))
        let conflict = Constraint(c, .lessThanOrEqual, 15)
        #expect(throws: SolverError.unsatisfiableConstraint(conflict)) { try solver.addConstraint(conflict) }
        try solver.addConstraint(Constraint(c, .lessThanOrEqual, 25))
        solver.updateVariables()
        #expect(c.value >= 20 && c.value <= 25)
    }

    @Test func updatingAConstantResolvesIncrementally() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let gap = Constraint(y, .equal, x + 8)
        try solver.addConstraint(Constraint(x, .equal, 100))
        try solver.addConstraint(gap)
        try solver.addConstraint(Constraint(y, .lessThanOrEqual, 200))
        // expression is y - x - 8: its constant becomes -50 for a gap of 50.
        try solver.updateConstant(of: gap, to: -50)
        solver.updateVariables()
        #expect(y.value == 150)
        // A gap of 150 would break y ≤ 200: refused, the old gap stays.
        #expect(throws: SolverError.unsatisfiableConstraint(gap)) { try solver.updateConstant(of: gap, to: -150) }
        solver.updateVariables()
        #expect(y.value == 150)
        #expect(gap.expression.constant == -50)
    }

    @Test func freeVariablesAreAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w"), fixed = Variable("fixed")
        try solver.addConstraint(Constraint(w, .equal, 100))
        try solver.addConstraint(Constraint(x + w, .lessThanOrEqual, 300))
        try solver.addConstraint(Constraint(fixed, .equal, 3))
        #expect(!solver.isAmbiguous(w))
        #expect(!solver.isAmbiguous(fixed))
        #expect(solver.isAmbiguous(x))
    }
}

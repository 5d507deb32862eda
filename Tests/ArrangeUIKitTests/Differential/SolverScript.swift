// Random solver scripts: adds (fresh constraints, and copies or multiples of live ones, so that
// redundant required equalities are common), removals and constant moves, run on Arrange's
// `Solver` as they are generated; the reference replays them (Scripts/autolayout-reference).
import ArrangeTestSupport
import Foundation
@testable import ArrangeUIKit

/// One generated script with Arrange's outcome, in the reference's JSON shape.
struct SolverScript: Codable {
    struct Spec: Codable {
        /// `[variable index, coefficient]` pairs.
        var terms: [[Double]]
        var constant: Double
        var relation: String
        var priority: Double
        var weight: Double
    }

    struct Operation: Codable {
        var op: String
        var id: Int
        var constraint: Spec?
        var constant: Double?
    }

    struct Outcome: Codable {
        var refused: [Bool]
        var values: [Double]
        /// Errors other than refusals (internal solver errors): each one is a defect.
        var failures: [String]
    }

    var seed: UInt64
    var variables: Int
    var ops: [Operation] = []
    var arrange: Outcome

    static let priorities: [Double] = [1, 25, 49, 150, 250, 251, 500, 750, 999]
    static let multiples: [Double] = [1, 1, 2, -1, 0.5, 3]

    /// The script for `seed`, generated as Arrange's solver runs it.
    init(seed: UInt64) {
        self.seed = seed
        var random = SplitMix64(seed: seed)
        variables = random.int(in: 1...4)
        let unknowns = (0..<variables).map { Variable("v\($0)") }
        let solver = Solver()
        var live: [(id: Int, spec: Spec, constraint: Constraint)] = []
        var refused: [Bool] = []
        var failures: [String] = []
        var nextID = 0

        func constraint(_ spec: Spec) -> Constraint {
            var expression = Expression(spec.constant)
            for term in spec.terms { expression.add(unknowns[Int(term[0])], term[1]) }
            let relation: Relation = spec.relation == "==" ? .equal : spec.relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            return Constraint(expression, relation, Expression(0), strength: Strength(spec.priority, weight: spec.weight))
        }

        for _ in 0..<random.int(in: 2...14) {
            let roll = random.below(20)
            if live.isEmpty || roll < 13 {
                var spec: Spec
                if live.isEmpty || roll < 8 {
                    spec = Self.freshSpec(&random, variables: variables)
                } else {
                    // A copy or multiple of a live constraint, often required: a redundant one.
                    let original = random.pick(live).spec
                    let k = random.pick(Self.multiples)
                    let flipped = k < 0 ? (original.relation == "<=" ? ">=" : original.relation == ">=" ? "<=" : "==") : original.relation
                    spec = Spec(terms: original.terms.map { [$0[0], $0[1] * k] }, constant: original.constant * k, relation: flipped,
                                priority: random.chance(1, in: 2) ? 1000 : original.priority, weight: original.weight)
                    if random.chance(1, in: 4) { spec.constant += Double(random.int(in: -3...3)) }
                }
                let made = constraint(spec)
                ops.append(Operation(op: "add", id: nextID, constraint: spec))
                do {
                    try solver.addConstraint(made)
                    refused.append(false)
                    live.append((nextID, spec, made))
                } catch .unsatisfiableConstraint {
                    refused.append(true)
                } catch {
                    refused.append(true)
                    failures.append("add #\(nextID): \(error)")
                }
                nextID += 1
            } else if roll < 16 {
                let index = random.below(live.count)
                let entry = live.remove(at: index)
                ops.append(Operation(op: "remove", id: entry.id))
                refused.append(false)
                do { try solver.removeConstraint(entry.constraint) } catch { failures.append("remove #\(entry.id): \(error)") }
            } else {
                let index = random.below(live.count)
                let entry = live[index]
                let constant = random.chance(1, in: 2)
                    ? Double(random.int(in: -40...40))
                    : entry.spec.constant + Double(random.int(in: -5...5))
                ops.append(Operation(op: "update", id: entry.id, constant: constant))
                do {
                    try solver.updateConstant(of: entry.constraint, to: constant)
                    refused.append(false)
                    live[index].spec.constant = constant
                } catch .unsatisfiableConstraint {
                    refused.append(true)
                } catch {
                    refused.append(true)
                    failures.append("update #\(entry.id): \(error)")
                }
            }
        }
        solver.updateVariables()
        arrange = Outcome(refused: refused, values: unknowns.map(\.value), failures: failures)
    }

    private static func freshSpec(_ random: inout SplitMix64, variables: Int) -> Spec {
        let count = random.int(in: 1...min(3, variables))
        var chosen: [Int] = []
        while chosen.count < count {
            let v = random.below(variables)
            if !chosen.contains(v) { chosen.append(v) }
        }
        let terms = chosen.map { [Double($0), random.pick([1, -1, 2, -2, 0.5, 3])] }
        return Spec(terms: terms, constant: Double(random.int(in: -40...40)), relation: random.pick(["==", "<=", ">="]),
                    priority: random.chance(9, in: 20) ? 1000 : random.pick(priorities), weight: random.chance(1, in: 5) ? random.pick([0.5, 2]) : 1)
    }

    /// The script as text, to reproduce a disagreement by hand.
    var listing: String {
        ops.enumerated().map { index, op in
            let outcome = arrange.refused[index] ? " (refused)" : ""
            switch op.op {
            case "add":
                let spec = op.constraint!
                let lhs = spec.terms.map { "\($0[1])·v\(Int($0[0]))" }.joined(separator: " + ")
                return "#\(op.id) add \(lhs) + \(spec.constant) \(spec.relation) 0 @\(spec.priority)×\(spec.weight)\(outcome)"
            case "remove": return "remove #\(op.id)"
            default: return "#\(op.id) constant → \(op.constant!)\(outcome)"
            }
        }.joined(separator: "\n")
    }
}

/// The reference's answer for one script.
struct SolverScriptAnswer: Decodable {
    let refused: [Bool]
    let feasible: Bool
    let optimum: [String: Double]
    let arrangeErrors: [String: Double]
    let requiredViolation: Double
    let ranges: [String: ReferenceRange]

    /// What disagrees between Arrange's run of `script` and the reference (empty: they agree).
    func disagreements(with script: SolverScript) -> [String] {
        var found = script.arrange.failures
        for (index, (a, r)) in zip(script.arrange.refused, refused).enumerated() where a != r {
            found.append("operation \(index): Arrange \(a ? "refused" : "accepted"), the reference \(r ? "refuses" : "accepts")")
        }
        guard feasible else { return found + ["the reference finds the final required constraints infeasible"] }
        if requiredViolation > 1e-6 { found.append("a required constraint is violated by \(requiredViolation)") }
        if let level = firstLevelDifference(arrange: arrangeErrors, optimum: optimum) { found.append(level) }
        for (index, value) in script.arrange.values.enumerated() {
            if let range = ranges[String(index)], !range.agrees(with: value) {
                found.append("v\(index) = \(value), the reference's unique value \(range.low!)")
            }
        }
        return found
    }
}

import ArrangeUIKit
import Foundation

/// A linear system as ArrangeUIKit's `Solver` receives it, written as text so that another
/// solver (kiwisolver, in `Benchmarks/autolayout-vs-kiwi`) can be given exactly the same
/// constraints in the same order.
///
/// Invariants: every term names a variable by its index in `variableNames`; constraints keep
/// the order they were added to the solver in; numbers are written with 17 significant digits,
/// so reading the text back gives the same doubles.
///
/// The text, version 1, one item a line:
/// ```
/// arrange-solver-system 1
/// variable NAME
/// constraint RELATION PRIORITY WEIGHT CONSTANT TERMS (INDEX COEFFICIENT){TERMS}
/// ```
/// `expression RELATION 0`, RELATION one of `<=` `==` `>=`, PRIORITY 1 … 1000 (1000 required),
/// the expression `Σ COEFFICIENT × variable[INDEX] + CONSTANT`.
struct SolverSystem {
    struct Item {
        var relation: Relation
        var priority: Double
        var weight: Double
        var constant: Double
        var terms: [(index: Int, coefficient: Double)]
    }

    var variableNames: [String] = []
    var constraints: [Item] = []

    static let header = "arrange-solver-system 1"

    /// The system of `constraints`, variables numbered in order of first appearance.
    init(_ constraints: [Constraint]) {
        var indices: [ObjectIdentifier: Int] = [:]
        for constraint in constraints {
            var item = Item(
                relation: constraint.relation, priority: constraint.strength.priority, weight: constraint.strength.weight,
                constant: constraint.expression.constant, terms: [])
            for term in constraint.expression.terms {
                let id = ObjectIdentifier(term.variable)
                let index = indices[id] ?? {
                    variableNames.append(term.variable.name)
                    indices[id] = variableNames.count - 1
                    return variableNames.count - 1
                }()
                item.terms.append((index, term.coefficient))
            }
            self.constraints.append(item)
        }
    }

    /// Reads the text `text`; `nil` with a message when it is not a version 1 system.
    init(text: String) throws(SolverSystemError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        guard lines.next() == Substring(Self.header) else { throw SolverSystemError("the first line is not `\(Self.header)`") }
        var number = 1
        while let line = lines.next() {
            number += 1
            let fields = line.split(separator: " ")
            switch fields.first {
            case "variable":
                variableNames.append(fields.dropFirst().joined(separator: " "))
            case "constraint":
                guard fields.count >= 6, let relation = Relation(symbol: fields[1]),
                      let priority = Double(fields[2]), let weight = Double(fields[3]), let constant = Double(fields[4]),
                      let count = Int(fields[5]), count >= 0, fields.count == 6 + 2 * count
                else { throw SolverSystemError("line \(number) is not a constraint: \(line)") }
                var item = Item(relation: relation, priority: priority, weight: weight, constant: constant, terms: [])
                for k in 0..<count {
                    guard let index = Int(fields[6 + 2 * k]), variableNames.indices.contains(index),
                          let coefficient = Double(fields[7 + 2 * k])
                    else { throw SolverSystemError("line \(number) names an unknown variable: \(line)") }
                    item.terms.append((index, coefficient))
                }
                constraints.append(item)
            default:
                throw SolverSystemError("line \(number) is neither a variable nor a constraint: \(line)")
            }
        }
    }

    /// The system as text (see the type's comment).
    var text: String {
        var lines = [Self.header]
        for name in variableNames {
            lines.append("variable " + (name.isEmpty ? "var" : name.split(whereSeparator: \.isWhitespace).joined(separator: "_")))
        }
        for item in constraints {
            var fields = ["constraint", item.relation.description, number(item.priority), number(item.weight), number(item.constant), "\(item.terms.count)"]
            for term in item.terms { fields += ["\(term.index)", number(term.coefficient)] }
            lines.append(fields.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fresh variables and constraints for a solver, in the system's order.
    func makeSolverConstraints() -> (variables: [Variable], constraints: [Constraint]) {
        let variables = variableNames.map { Variable($0) }
        let constraints = self.constraints.map { item in
            var expression = Expression(item.constant)
            for term in item.terms { expression.add(variables[term.index], term.coefficient) }
            return Constraint(expression, item.relation, Expression(0), strength: Strength(item.priority, weight: item.weight))
        }
        return (variables, constraints)
    }

    private func number(_ value: Double) -> String { String(format: "%.17g", value) }
}

/// Why a solver system's text could not be read.
struct SolverSystemError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Relation {
    /// The relation written as `symbol` (`<=`, `==`, `>=`).
    init?(symbol: Substring) {
        switch symbol {
        case "<=": self = .lessThanOrEqual
        case "==": self = .equal
        case ">=": self = .greaterThanOrEqual
        default: return nil
        }
    }
}

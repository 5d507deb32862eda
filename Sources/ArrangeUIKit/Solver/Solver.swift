/// An incremental Cassowary solver (Badros, Borning & Stuckey, 2001): a simplex tableau over
/// required constraints plus an objective that minimises the weighted errors of the non-required
/// ones, priority level by priority level.
///
/// Invariants, between public calls:
/// - the tableau is feasible (every restricted basic symbol has a constant ≥ 0) and optimal
///   (no non-dummy symbol has a negative objective coefficient);
/// - every constraint in the solver holds if required and is satisfied as well as the
///   lexicographic priorities allow if not;
/// - every loop is bounded (`pivotLimit`), and a refused request leaves the solver as it was.
///
/// The protocol: `addConstraint` / `removeConstraint` change the system incrementally (a new row
/// is solved into the tableau, a removed one pivoted out); `addEditVariable` + `suggestValue`
/// and `updateConstant(of:to:)` move a constraint's constant and restore feasibility with the
/// dual simplex; `updateVariables()` copies the solution into `Variable.value`.
///
/// Tableau bookkeeping goes through `setRow`, `takeRow` and `addScaled`, which keep the column
/// index (`columns`) exact.
///
/// A constraint that can be solved for an external symbol mentioned nowhere else becomes a
/// *definition* of that symbol (`Definitions`): its row is kept as written and never reduced, so
/// adding a chain of n constraints costs O(n) instead of the O(n²) of reduced rows that each
/// mention the whole chain. Definitions are expanded only where a reduced row needs one.
///
/// Terms: a *marker* symbol identifies a constraint's row (its slack, its positive error or its
/// dummy); *other* is its second error symbol; the *objective* is Σ strength × error. A
/// *redundant* required equality is one implied by those already added: its row reduces to
/// dummies alone, so its dummy marker stays basic, `dummy = Σ c × other dummies`, constant 0.
/// Such a row holds only while every dummy in it is non-basic (at 0), which is why removing a
/// constraint and moving a constant both look after these rows first.
public final class Solver {
    struct Tag {
        var marker: Symbol
        var other: Symbol?
        /// The marker's coefficient in `0 = expression + …` as created (before any sign flip).
        var markerCoefficient: Double
    }

    struct EditInfo {
        var constraint: Constraint
    }

    private var constraints: [Constraint: Tag] = [:]
    private var rows: [Symbol: Row] = [:]
    /// For each non-basic symbol, the basic symbols whose rows contain it. Substitution, the
    /// ratio tests and constant shifts visit only these rows, so one incremental change costs
    /// what it touches, not the size of the tableau.
    private var columns: [Symbol: Set<Symbol>] = [:]
    /// Basic external symbols whose rows are kept as written (see `Definitions`).
    private var definitions = Definitions()
    private var variables: [Variable: Symbol] = [:]
    /// The same pairs, for copying values out without walking the dictionary: variables are
    /// never forgotten, so the list is remade only when there are new ones.
    private var variableSymbols: [(variable: Variable, symbol: Symbol)] = []
    /// Each symbol's value by id, reused by every `updateVariables()` (unchecked for
    /// exclusivity: a solver is used from one thread, and it is written once per symbol).
    @exclusivity(unchecked) private var values: [Double] = []
    private var edits: [Variable: EditInfo] = [:]
    private var infeasibleRows: [Symbol] = []
    private var objective = ObjectiveRow()
    private var artificial: ObjectiveRow?
    private var nextSymbolID = 0
    /// Pivots performed so far (for tests and benchmarks).
    public private(set) var pivotCount = 0

    /// A solver with no constraints.
    public init() {}

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { constraints.count }

    /// The cells of every row, reduced and defined: what the tableau holds, for tests that
    /// check it grows linearly with the constraints.
    var tableauCellCount: Int { rows.values.reduce(0) { $0 + $1.cells.count } + definitions.cellCount }

    /// How many symbols have a definition instead of a reduced row (for tests).
    var definitionCount: Int { definitions.count }

    /// The largest magnitude a constraint's coefficient or constant may have (a named choice):
    /// beyond it, sums and products in the tableau overflow to ∞ and then NaN, which no
    /// comparison catches; such constraints are refused with `valueOutOfRange`. A billion
    /// points is far beyond any screen, and keeps 1e-8 steps (`Row.epsilon`) meaningful.
    public static let largestMagnitude = 1e9

    /// The most pivots one optimisation may take before it reports `internalError`.
    private var pivotLimit: Int { 10_000 + 50 * (rows.count + constraints.count) }

    // MARK: Constraints

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Adds `constraint`. Required constraints that conflict with those already added are refused
    /// with `unsatisfiableConstraint`, leaving the solver as it was.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        // NaN never fails a comparison, so it would spread through the whole tableau.
        guard constraint.expression.isFinite else { throw .internalError("\(constraint) has a NaN or infinite number") }
        guard constraint.expression.isWithin(Self.largestMagnitude) else { throw .valueOutOfRange(constraint) }
        // 1. Write the constraint as a row over its variables' symbols, with its slack, error or
        //    dummy symbols.
        var (row, tag) = createRow(for: constraint)
        // 2. A row with an external symbol mentioned nowhere else defines that symbol, as written.
        if let defined = definedSymbol(in: row) {
            row.solve(for: defined)
            definitions.define(defined, row)
            constraints[constraint] = tag
            try optimize(.main)
            return
        }
        // 3. Otherwise express it over the current non-basic symbols and choose the symbol to
        //    solve it for: an external variable, else a marker or error symbol with a negative
        //    coefficient.
        row = reduced(row)
        if row.constant < 0 { row.reverseSign() }
        var subject = chooseSubject(row, tag)
        // 4. A row of dummies alone is either redundant (constant 0) or contradictory.
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard abs(row.constant) < Row.epsilon else {
                removeErrorTerms(constraint, tag)
                throw .unsatisfiableConstraint(constraint)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else {
            // 5. No subject: find a feasible basis with an artificial variable (phase one).
            let satisfied = try addWithArtificialVariable(row)
            guard satisfied else {
                removeErrorTerms(constraint, tag)
                try optimize(.main)
                throw .unsatisfiableConstraint(constraint)
            }
        }
        constraints[constraint] = tag
        // 6. Restore optimality.
        try optimize(.main)
    }

    /// Removes `constraint`.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        removeErrorTerms(constraint, tag)
        // The marker's row goes; if the marker is not basic, pivot it into the basis first
        // (through a redundant copy's row when there is one, so that the copy takes over).
        // Definitions that mention the marker depend on the constraint: the marker's row is
        // substituted into them before it goes.
        if let row = takeRow(tag.marker) {
            definitions.substitute(tag.marker, with: row)
        } else {
            // Only definitions mention it: they become reduced rows until one keeps the marker
            // (a definition's mention can cancel once the symbols it names are expanded).
            for user in definitions.users(of: tag.marker) where columns[tag.marker] == nil {
                materialize(user)
            }
            guard let leaving = markerLeavingRow(tag.marker), var row = takeRow(leaving) else {
                throw .internalError("no row to pivot out the marker of \(constraint)")
            }
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, with: row)
            definitions.substitute(tag.marker, with: row)
            pivotCount += 1
        }
        try optimize(.main)
    }

    /// Moves `constraint`'s constant so that its expression's constant becomes `constant`,
    /// re-solving incrementally with the dual simplex. A required constraint that cannot hold
    /// with the new constant keeps the old one and `unsatisfiableConstraint` is thrown.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let tag = constraints[constraint] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .internalError("a constant of \(constant) for \(constraint); constants must be finite") }
        guard abs(constant) <= Self.largestMagnitude else { throw .valueOutOfRange(constraint) }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        // A redundant required equality given a different constant contradicts its copy: the
        // dual simplex cannot see it (dummies never enter), so it is caught here.
        guard shiftConstant(tag, by: delta) else {
            _ = shiftConstant(tag, by: -delta)
            infeasibleRows.removeAll()
            throw .unsatisfiableConstraint(constraint)
        }
        if try dualOptimize() {
            constraint.expression.constant = constant
            return
        }
        // Undo: the old constant was feasible, so the dual simplex finds its way back.
        _ = shiftConstant(tag, by: -delta)
        guard try dualOptimize() else {
            throw .internalError("could not restore \(constraint) after a refused constant")
        }
        throw .unsatisfiableConstraint(constraint)
    }

    // MARK: Edit variables

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Lets `suggestValue` move `variable`, pulling it with `strength` (not required).
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .badRequiredStrength }
        let constraint = Constraint(Expression(variable), .equal, Expression(0), strength: strength, label: "edit \(variable)")
        try addConstraint(constraint)
        edits[variable] = EditInfo(constraint: constraint)
    }

    /// Removes `variable`'s edit constraint.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try removeConstraint(info.constraint)
    }

    /// Pulls the edit variable towards `value` (with its edit strength) and re-solves.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let info = edits[variable] else { throw .unknownEditVariable(variable) }
        try updateConstant(of: info.constraint, to: -value)
    }

    // MARK: Results

    /// Copies the solution into every variable's `value`.
    public func updateVariables() {
        // Non-basic symbols are 0; basic ones are their row's constant.
        if values.count == nextSymbolID + 1 {
            for index in values.indices { values[index] = 0 }
        } else {
            values = [Double](repeating: 0, count: nextSymbolID + 1)
        }
        for (symbol, row) in rows { values[symbol.id] = row.constant }
        definitions.evaluate(into: &values)
        if variableSymbols.count != variables.count { variableSymbols = variables.map { ($0.key, $0.value) } }
        for (variable, symbol) in variableSymbols { variable.value = values[symbol.id] }
    }

    /// Whether `variable` could take another value with every constraint as well satisfied:
    /// it is a free parameter of the solution, or moves with a non-basic symbol that costs
    /// nothing and is not blocked. (Exact along single edges of the optimal face.)
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = variables[variable] else { return true }
        let dependence: [Symbol: Double]
        if let row = rows[symbol] {
            dependence = row.cells
        } else if let row = definitions[symbol] {
            dependence = reduced(row).cells
        } else {
            dependence = [symbol: 1]
        }
        for (parameter, _) in dependence where parameter.kind != .dummy && objective.coefficient(for: parameter).isNearZero {
            let directions: [Double] = parameter.isRestricted ? [1] : [1, -1]
            for direction in directions where canMove(parameter, direction: direction) { return true }
        }
        return false
    }

    private func canMove(_ parameter: Symbol, direction: Double) -> Bool {
        for basic in columns[parameter] ?? [] where basic.isRestricted {
            let row = rows[basic]!
            let change = row.coefficient(for: parameter) * direction
            if change < 0 && row.constant / -change < Row.epsilon { return false }
        }
        return true
    }

    // MARK: The tableau

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        return symbol
    }

    private func weight(_ strength: Strength) -> SymbolicWeight {
        SymbolicWeight(level: strength.priority, value: strength.weight)
    }

    private func createRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where abs(term.coefficient) >= Row.epsilon {
            row.insert(symbol(for: term.variable), term.coefficient)
        }
        let tag: Tag
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            if strength.isRequired {
                tag = Tag(marker: slack, other: nil, markerCoefficient: coefficient)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -coefficient)
                objective.insert(error, weight(strength))
                tag = Tag(marker: slack, other: error, markerCoefficient: coefficient)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight(strength))
                objective.insert(minus, weight(strength))
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
            }
        }
        return (row, tag)
    }

    /// The external symbol `written` can define: mentioned nowhere but in `written` (not basic,
    /// not defined, in no row, definition or objective). Ties go to the smallest id.
    private func definedSymbol(in written: Row) -> Symbol? {
        var best: Symbol?
        for symbol in written.cells.keys where symbol.kind == .external && (best == nil || symbol < best!) {
            guard rows[symbol] == nil, columns[symbol] == nil, !definitions.isDefined(symbol),
                  !definitions.isMentioned(symbol), objective.cells[symbol] == nil else { continue }
            best = symbol
        }
        return best
    }

    /// `written` over non-basic symbols only: definitions expanded, basic symbols replaced by
    /// their rows.
    private func reduced(_ written: Row) -> Row {
        let expanded = definitions.count == 0 ? written : definitions.expanding(written)
        var result = Row(constant: expanded.constant)
        for (symbol, coefficient) in expanded.cells {
            if let basic = rows[symbol] { result.insert(basic, coefficient) } else { result.insert(symbol, coefficient) }
        }
        return result
    }

    /// Turns `symbol`'s definition into a reduced row of the tableau (its symbol stays basic).
    private func materialize(_ symbol: Symbol) {
        guard let written = definitions.remove(symbol) else { return }
        setRow(symbol, reduced(written))
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        // Any external symbol will do; the one in the fewest other rows keeps substitution cheap
        // and the tableau sparse (a Markowitz-style choice; ties go to the smallest id).
        var best: (uses: Int, symbol: Symbol)?
        for symbol in row.cells.keys where symbol.kind == .external {
            let uses = columns[symbol]?.count ?? 0
            if best == nil || uses < best!.uses || (uses == best!.uses && symbol < best!.symbol) { best = (uses, symbol) }
        }
        if let best { return best.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Takes a constraint's error terms back out of the objective.
    private func removeErrorTerms(_ constraint: Constraint, _ tag: Tag) {
        guard !constraint.strength.isRequired else { return }
        let negative = weight(constraint.strength).scaled(by: -1)
        for error in [tag.marker, tag.other].compactMap({ $0 }) where error.kind == .error {
            if let row = rows[error] { objective.insert(row, negative) } else { objective.insert(error, negative) }
        }
    }

    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = makeSymbol(.slack)
        setRow(art, row)
        var phaseOne = ObjectiveRow()
        phaseOne.insert(row, SymbolicWeight(level: 2000, value: 1))
        artificial = phaseOne
        defer { artificial = nil }
        try optimize(.artificial)
        let success = artificial!.constant.isNearZero
        if var artRow = takeRow(art) {
            // A basic artificial symbol appears in no other row: dropping its row drops the
            // constraint and leaves the others exactly as they were (kiwi pivots here even on
            // failure, which leaves an infeasible row behind).
            if artRow.cells.isEmpty || !success { return success }
            guard let entering = artRow.firstSymbol(where: { symbol, _ in symbol.isPivotable }) else { return false }
            artRow.solve(for: entering, replacing: art)
            substitute(entering, with: artRow)
            setRow(entering, artRow)
            pivotCount += 1
        }
        for key in columns.removeValue(forKey: art) ?? [] { rows[key]!.cells[art] = nil }
        objective.remove(art)
        return success
    }

    private func substitute(_ symbol: Symbol, with row: Row) {
        for key in columns.removeValue(forKey: symbol) ?? [] {
            guard let coefficient = rows[key]!.cells.removeValue(forKey: symbol) else { continue }
            addScaled(row, coefficient, into: key)
            if key.isRestricted && rows[key]!.constant < 0 { infeasibleRows.append(key) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Adds the row `basic` to the tableau and indexes its cells.
    private func setRow(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    /// Takes the row `basic` out of the tableau and out of the index.
    private func takeRow(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys {
            columns[symbol]?.remove(basic)
            if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
        }
        return row
    }

    /// `rows[key] += coefficient × source`, keeping the index exact.
    private func addScaled(_ source: Row, _ coefficient: Double, into key: Symbol) {
        rows[key]!.constant += source.constant * coefficient
        for (symbol, value) in source.cells {
            let old = rows[key]!.cells[symbol]
            let new = (old ?? 0) + value * coefficient
            if abs(new) < Row.epsilon {
                if old != nil {
                    rows[key]!.cells[symbol] = nil
                    columns[symbol]?.remove(key)
                    if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
                }
            } else {
                rows[key]!.cells[symbol] = new
                if old == nil { columns[symbol, default: []].insert(key) }
            }
        }
    }

    private enum Which { case main, artificial }

    /// Primal simplex: pivots until no symbol with a negative objective coefficient remains.
    private func optimize(_ which: Which) throws(SolverError) {
        for _ in 0..<pivotLimit {
            guard let entering = which == .main ? enteringSymbol(&objective) : enteringSymbol(&artificial!) else { return }
            guard let leaving = leavingRow(for: entering), var row = takeRow(leaving) else {
                throw .internalError("the objective is unbounded")
            }
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            setRow(entering, row)
            pivotCount += 1
        }
        throw .internalError("optimisation exceeded \(pivotLimit) pivots")
    }

    /// Bland's rule: the smallest-id symbol whose objective coefficient is negative. Only the
    /// symbols touched since the last search can be negative; the others are forgotten.
    private func enteringSymbol(_ goal: inout ObjectiveRow) -> Symbol? {
        var entering: Symbol?
        var stillNegative: Set<Symbol> = []
        for symbol in goal.touched {
            guard symbol.kind != .dummy, let weight = goal.cells[symbol], weight.sign < 0 else { continue }
            stillNegative.insert(symbol)
            if entering == nil || symbol < entering! { entering = symbol }
        }
        goal.touched = stillNegative
        return entering
    }

    /// The restricted row that limits `entering` first (ties: smallest id).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (ratio: Double, symbol: Symbol)?
        for basic in columns[entering] ?? [] where basic.isRestricted {
            let row = rows[basic]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio - Row.epsilon || (abs(ratio - best!.ratio) <= Row.epsilon && basic < best!.symbol) {
                best = (ratio, basic)
            }
        }
        return best?.symbol
    }

    /// The row to pivot a non-basic marker into the basis with: a redundant copy's row (its
    /// basic symbol a dummy) first — exchanging the two dummies leaves the copy's marker
    /// non-basic, so the copy is enforced once the marker's row is dropped; otherwise kiwi's
    /// rule: the restricted row limiting it first, else any restricted row, else an external one.
    /// (Kiwi, without the first choice, can leave the copy's dummy basic at a non-zero value:
    /// the copy then silently stops holding.)
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: (Double, Symbol)?, second: (Double, Symbol)?, third: Symbol?
        for basic in (columns[marker] ?? []).sorted() {
            let row = rows[basic]!
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if basic.kind == .dummy { return basic }
            if !basic.isRestricted {
                if third == nil { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.0 { first = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.0 { second = (ratio, basic) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }

    /// Substitutes `marker → marker + delta / markerCoefficient` everywhere: the tableau then
    /// describes the constraint with its expression's constant moved by `delta`. `false` when a
    /// redundant required equality's row (a basic dummy) moved off zero: the new constant
    /// contradicts an equal-but-for-its-constant required constraint.
    private func shiftConstant(_ tag: Tag, by delta: Double) -> Bool {
        let shift = delta / tag.markerCoefficient
        var consistent = true
        definitions.shiftConstants(mentioning: tag.marker, by: shift)
        func shifted(_ key: Symbol) {
            guard key.isRestricted else { return }
            let constant = rows[key]!.constant
            if key.kind == .dummy && abs(constant) >= Row.epsilon { consistent = false }
            if constant < 0 { infeasibleRows.append(key) }
        }
        if rows[tag.marker] != nil {
            rows[tag.marker]!.constant -= shift
            shifted(tag.marker)
            return consistent
        }
        for key in columns[tag.marker] ?? [] {
            let coefficient = rows[key]!.coefficient(for: tag.marker)
            guard coefficient != 0 else { continue }
            rows[key]!.constant += coefficient * shift
            shifted(key)
        }
        return consistent
    }

    /// Dual simplex: pivots infeasible rows back to feasibility while keeping optimality.
    /// `false` when a row cannot be made feasible: the required constraints conflict.
    private func dualOptimize() throws(SolverError) -> Bool {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < -Row.epsilon else { continue }
            pivots += 1
            guard pivots <= pivotLimit else { throw .internalError("dual optimisation exceeded \(pivotLimit) pivots") }
            var best: (ratio: SymbolicWeight, symbol: Symbol)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(for: symbol).scaled(by: 1 / coefficient)
                if best == nil || ratio < best!.ratio || (!(best!.ratio < ratio) && symbol < best!.symbol) {
                    best = (ratio, symbol)
                }
            }
            guard let entering = best?.symbol else {
                infeasibleRows.removeAll()
                return false
            }
            var pivotRow = takeRow(leaving)!
            pivotRow.solve(for: entering, replacing: leaving)
            substitute(entering, with: pivotRow)
            setRow(entering, pivotRow)
            pivotCount += 1
        }
        return true
    }
}

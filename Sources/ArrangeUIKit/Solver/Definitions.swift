/// The rows of external symbols that the simplex never needs in reduced form: each defined
/// symbol `v` has a row `v = constant + Σ c × s` exactly as its constraint was written, over any
/// symbols (basic, non-basic or defined), and is worked out only when values are read.
///
/// Why: a basic external symbol is unrestricted, so it never limits a ratio test, is never
/// infeasible and never enters the objective. Keeping its row reduced (in non-basic symbols
/// only) is pure cost, and for a chain of views each pinned to the previous one it is the whole
/// cost: the last view's position, reduced, mentions every view before it, so the tableau grows
/// with the square of the chain and every pivot rewrites the rows below it. Kept as written,
/// each row is as short as its constraint.
///
/// Invariants:
/// - a defined symbol is external, not basic, in no reduced row, not in the objective, and
///   mentioned by no definition made before it; definitions therefore form a DAG whose creation
///   order is a topological order (`order`);
/// - a definition states a linear relation that the constraints in the solver imply, whatever
///   the basis: pivots never touch it. It depends on a constraint exactly when it mentions that
///   constraint's marker directly, which is why removing a constraint and moving a constant
///   look only at `users` of the marker.
struct Definitions {
    private struct Slot {
        let symbol: Symbol
        var row: Row
    }

    /// The definitions in creation order; `nil` where one was taken away.
    private var slots: [Slot?] = []
    /// Each defined symbol's place in `slots`.
    private var index: [Symbol: Int] = [:]
    /// For each symbol, the defined symbols whose rows mention it directly.
    private var users: [Symbol: Set<Symbol>] = [:]

    var count: Int { index.count }

    /// The cells of every definition's row.
    var cellCount: Int { slots.reduce(0) { $0 + ($1?.row.cells.count ?? 0) } }

    /// `symbol`'s row, if it is defined.
    subscript(_ symbol: Symbol) -> Row? { index[symbol].map { slots[$0]!.row } }

    func isDefined(_ symbol: Symbol) -> Bool { index[symbol] != nil }

    /// Whether some definition mentions `symbol` directly.
    func isMentioned(_ symbol: Symbol) -> Bool { users[symbol] != nil }

    /// The defined symbols whose rows mention `symbol` directly, smallest id first.
    func users(of symbol: Symbol) -> [Symbol] { (users[symbol] ?? []).sorted() }

    /// Defines `symbol` as `row` (`symbol = row`).
    mutating func define(_ symbol: Symbol, _ row: Row) {
        index[symbol] = slots.count
        slots.append(Slot(symbol: symbol, row: row))
        for mentioned in row.cells.keys { users[mentioned, default: []].insert(symbol) }
    }

    /// Takes `symbol`'s definition away and returns its row.
    mutating func remove(_ symbol: Symbol) -> Row? {
        guard let place = index.removeValue(forKey: symbol) else { return nil }
        let row = slots[place]!.row
        slots[place] = nil
        for mentioned in row.cells.keys { forget(symbol, asUserOf: mentioned) }
        compactIfSparse()
        return row
    }

    /// Replaces `symbol` by `row` in every definition that mentions it.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for user in users.removeValue(forKey: symbol) ?? [] {
            let place = index[user]!
            guard let coefficient = slots[place]!.row.cells.removeValue(forKey: symbol) else { continue }
            slots[place]!.row.constant += row.constant * coefficient
            for (mentioned, value) in row.cells {
                let old = slots[place]!.row.cells[mentioned]
                slots[place]!.row.insert(mentioned, value * coefficient)
                let new = slots[place]!.row.cells[mentioned]
                if old == nil && new != nil { users[mentioned, default: []].insert(user) }
                if old != nil && new == nil { forget(user, asUserOf: mentioned) }
            }
        }
    }

    /// Adds `coefficient(symbol) × shift` to the constant of every definition that mentions
    /// `symbol`: the substitution `symbol → symbol + shift`.
    mutating func shiftConstants(mentioning symbol: Symbol, by shift: Double) {
        for user in users[symbol] ?? [] {
            let place = index[user]!
            slots[place]!.row.constant += slots[place]!.row.coefficient(for: symbol) * shift
        }
    }

    /// `written` with every defined symbol replaced, transitively, by its row: what remains
    /// mentions no defined symbol. Each definition reached is expanded once (its coefficients
    /// gathered first, then pushed down latest definition first, so a shared one is expanded
    /// once, not once per path).
    func expanding(_ written: Row) -> Row {
        var reached: [Int: Double] = [:]
        var stack: [Int] = []
        for symbol in written.cells.keys {
            guard let place = index[symbol], reached[place] == nil else { continue }
            reached[place] = 0
            stack.append(place)
        }
        while let place = stack.popLast() {
            for mentioned in slots[place]!.row.cells.keys {
                guard let other = index[mentioned], reached[other] == nil else { continue }
                reached[other] = 0
                stack.append(other)
            }
        }
        var result = Row(constant: written.constant)
        for (symbol, coefficient) in written.cells {
            if let place = index[symbol] { reached[place]! += coefficient } else { result.insert(symbol, coefficient) }
        }
        for place in reached.keys.sorted(by: >) {
            let coefficient = reached[place]!
            guard coefficient != 0 else { continue }
            let row = slots[place]!.row
            result.constant += row.constant * coefficient
            for (mentioned, value) in row.cells {
                if let other = index[mentioned] { reached[other]! += value * coefficient } else { result.insert(mentioned, value * coefficient) }
            }
        }
        return result
    }

    /// Works out every defined symbol's value, in creation order, into `values` (indexed by
    /// symbol id), which holds the value of every symbol that is not defined (a basic symbol's
    /// constant, 0 for a non-basic one).
    func evaluate(into values: inout [Double]) {
        for case let slot? in slots {
            var total = slot.row.constant
            for (mentioned, coefficient) in slot.row.cells { total += coefficient * values[mentioned.id] }
            values[slot.symbol.id] = total
        }
    }

    private mutating func forget(_ user: Symbol, asUserOf symbol: Symbol) {
        users[symbol]?.remove(user)
        if users[symbol]?.isEmpty == true { users[symbol] = nil }
    }

    /// Drops the holes `remove` left once they are more than half of `slots`.
    private mutating func compactIfSparse() {
        guard slots.count > 64 && index.count * 2 < slots.count else { return }
        slots = slots.filter { $0 != nil }
        for (place, slot) in slots.enumerated() { index[slot!.symbol] = place }
    }
}

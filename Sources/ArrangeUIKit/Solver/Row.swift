/// A column of the tableau. External symbols stand for user variables (unrestricted in sign);
/// slack and error symbols are restricted to be ≥ 0; dummy symbols are ≥ 0 markers of required
/// equalities and never enter the basis.
///
/// Invariants: ids are unique within one solver and increase in creation order; every choice
/// among candidate symbols takes the smallest id (Bland's rule), so the simplex never cycles and
/// the result never depends on dictionary order.
struct Symbol: Hashable, Comparable {
    enum Kind { case external, slack, error, dummy }
    let id: Int
    let kind: Kind

    var isRestricted: Bool { kind != .external }
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The hash dictionaries and sets of symbols use: the tableau's rows and columns are
    /// dictionaries keyed by symbol, hashed millions of times a solve, and SipHash was a third
    /// of the solver's time. Ids are small unique integers, so a multiplicative mix (Fibonacci
    /// hashing) with the table's seed spreads them as evenly, for a few instructions.
    func _rawHashValue(seed: Int) -> Int {
        var mixed = UInt64(bitPattern: Int64(id ^ seed)) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= mixed >> 29
        return Int(bitPattern: UInt(mixed))
    }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

/// One row of the tableau, `basic = constant + Σ cells[s] × s` once solved for its basic symbol
/// (before that, `0 = constant + Σ …`).
///
/// Invariants: no cell is near zero (cells are dropped when they cancel).
struct Row {
    var cells: [Symbol: Double] = [:]
    var constant: Double

    static let epsilon = 1.0e-8

    init(constant: Double = 0) { self.constant = constant }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let value = (cells[symbol] ?? 0) + coefficient
        if abs(value) < Self.epsilon { cells[symbol] = nil } else { cells[symbol] = value }
    }

    /// Adds `coefficient × other` (the constant too).
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells { insert(symbol, value * coefficient) }
    }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Turns `0 = constant + … + c × symbol + …` into `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for key in cells.keys { cells[key]! *= coefficient }
    }

    /// Turns `lhs = … + c × rhs + …` into `rhs = …`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right-hand side of `row`.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) { insert(row, coefficient) }
    }

    /// The smallest-id cell symbol satisfying `predicate`.
    func firstSymbol(where predicate: (Symbol, Double) -> Bool) -> Symbol? {
        var best: Symbol?
        for (symbol, value) in cells where predicate(symbol, value) {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }
}

/// The objective being minimised: `Σ cells[s] × s` with symbolic-weight coefficients.
///
/// Invariants: only non-basic symbols appear; the constant is the objective's current value.
struct ObjectiveRow {
    var cells: [Symbol: SymbolicWeight] = [:]
    var constant = SymbolicWeight.zero
    /// Symbols whose coefficient changed since the last search for an entering symbol: only
    /// these can have turned negative, so the search looks at them alone.
    var touched: Set<Symbol> = []

    func coefficient(for symbol: Symbol) -> SymbolicWeight { cells[symbol] ?? .zero }

    mutating func insert(_ symbol: Symbol, _ weight: SymbolicWeight) {
        var value = cells[symbol] ?? .zero
        value.add(weight)
        cells[symbol] = value.components.isEmpty ? nil : value
        touched.insert(symbol)
    }

    /// Adds `weight × row`.
    mutating func insert(_ row: Row, _ weight: SymbolicWeight) {
        constant.add(weight, times: row.constant)
        for (symbol, value) in row.cells {
            var cell = cells[symbol] ?? .zero
            cell.add(weight, times: value)
            cells[symbol] = cell.isNearZero ? nil : cell
            touched.insert(symbol)
        }
    }

    mutating func remove(_ symbol: Symbol) { cells[symbol] = nil }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        if let weight = cells.removeValue(forKey: symbol) { insert(row, weight) }
    }
}

import Foundation

/// `NSPredicate(format:)` for managed objects, which Foundation on Linux lacks: the format is
/// parsed once into a `PredicateFormat.Expression` and evaluated on each object (through
/// Foundation's `NSPredicate(block:)`, so compound predicates combine it as usual).
extension NSPredicate {
    /// A predicate of `predicateFormat` with `args` for its `%@`, `%K`, `%d` … (see
    /// `PredicateFormat`). A format that cannot be read takes no object and prints why.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate of `predicateFormat` with the arguments in `arguments`.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed = PredicateFormat.parse(predicateFormat, arguments: arguments ?? [])
        self.init(block: { object, _ in
            switch parsed {
            case .success(let expression): expression.evaluate(on: object)
            case .failure: false
            }
        })
        if case .failure(let error) = parsed {
            FileHandle.standardError.write(Data("warning: NSPredicate(format: \"\(predicateFormat)\"): \(error.message); it takes no object.\n".utf8))
        }
    }
}

/// The predicate format strings Core Data code writes, read as Apple's Predicate Programming
/// Guide describes them:
/// 1. Comparisons `left OP right`: `==` `=` `!=` `<>` `<` `<=` `>` `>=`, `BEGINSWITH`,
///    `ENDSWITH`, `CONTAINS`, `LIKE` (`*` and `?` wildcards), `MATCHES` (a regular expression),
///    `IN` (a collection), `BETWEEN {low, high}`; string operators take `[c]` (no case), `[d]`
///    (no diacritics) or `[cd]`. `ANY`/`SOME`/`ALL`/`NONE` before a key through a to-many
///    relationship.
/// 2. Operands: key paths (`author.name`, `SELF`), `%K` (a key from the arguments), `%@`, `%d`,
///    `%i`, `%ld`, `%f`, `%lf`, `%s` (values from the arguments), `'text'` and `"text"`,
///    numbers, `TRUE`/`YES`, `FALSE`/`NO`, `nil`/`NULL`, `{a, b}` lists.
/// 3. `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses, `TRUEPREDICATE`, `FALSEPREDICATE`.
enum PredicateFormat {
    struct ParseError: Error { let message: String }

    /// A comparison's operator.
    enum Operator: String {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
        case beginsWith, endsWith, contains, like, matches, within, between
    }

    /// How a comparison treats a to-many key's values.
    enum Quantifier { case none, any, all, noneOf }

    /// An operand.
    indirect enum Operand {
        case key(String)
        case value(Any?)
        case list([Operand])

        func value(of object: Any?) -> Any? {
            switch self {
            case .key(let key): ManagedKeyPath.value(of: object, at: key)
            case .value(let value): value
            case .list(let items): items.map { $0.value(of: object) as Any }
            }
        }
    }

    /// A parsed predicate.
    indirect enum Expression {
        case constant(Bool)
        case not(Expression)
        case and(Expression, Expression)
        case or(Expression, Expression)
        case comparison(Quantifier, Operand, Operator, Operand, caseInsensitive: Bool, diacriticInsensitive: Bool)

        /// Whether `object` satisfies the predicate.
        func evaluate(on object: Any?) -> Bool {
            switch self {
            case .constant(let value): return value
            case .not(let inner): return !inner.evaluate(on: object)
            case .and(let a, let b): return a.evaluate(on: object) && b.evaluate(on: object)
            case .or(let a, let b): return a.evaluate(on: object) || b.evaluate(on: object)
            case let .comparison(quantifier, left, op, right, c, d):
                let rightValue = right.value(of: object)
                let leftValue = left.value(of: object)
                func test(_ value: Any?) -> Bool { PredicateFormat.compare(value, op, rightValue, caseInsensitive: c, diacriticInsensitive: d) }
                let values = (ManagedKeyPath.unwrap(leftValue) as? [Any]) ?? []
                switch quantifier {
                case .none: return test(leftValue)
                case .any: return values.contains { test($0) }
                case .all: return values.allSatisfy { test($0) }
                case .noneOf: return !values.contains { test($0) }
                }
            }
        }
    }

    /// Whether `left op right` holds.
    static func compare(_ left: Any?, _ op: Operator, _ right: Any?, caseInsensitive c: Bool, diacriticInsensitive d: Bool) -> Bool {
        func strings() -> (String, String)? {
            guard var a = ManagedCompare.string(ManagedKeyPath.unwrap(left)), var b = ManagedCompare.string(ManagedKeyPath.unwrap(right)) else { return nil }
            if c { a = a.lowercased(); b = b.lowercased() }
            if d { a = a.folding(options: .diacriticInsensitive, locale: nil); b = b.folding(options: .diacriticInsensitive, locale: nil) }
            return (a, b)
        }
        switch op {
        case .equal: return ManagedCompare.equal(left, right, caseInsensitive: c, diacriticInsensitive: d)
        case .notEqual: return !ManagedCompare.equal(left, right, caseInsensitive: c, diacriticInsensitive: d)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard ManagedKeyPath.unwrap(left) != nil, ManagedKeyPath.unwrap(right) != nil else { return false }
            let order = ManagedCompare.compare(left, right, caseInsensitive: c, diacriticInsensitive: d)
            switch op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .beginsWith: return strings().map { $0.hasPrefix($1) } ?? false
        case .endsWith: return strings().map { $0.hasSuffix($1) } ?? false
        case .contains:
            if let items = ManagedKeyPath.unwrap(left) as? [Any] { return items.contains { ManagedCompare.equal($0, right) } }
            return strings().map { $1.isEmpty || $0.contains($1) } ?? false
        case .like:
            guard let (a, b) = strings() else { return false }
            return wildcard(b).map { a.range(of: $0, options: .regularExpression) != nil } ?? false
        case .matches:
            guard let (a, b) = strings() else { return false }
            return a.range(of: "^(?:\(b))$", options: .regularExpression) != nil
        case .within:
            if let items = ManagedKeyPath.unwrap(right) as? [Any] { return items.contains { ManagedCompare.equal(left, $0, caseInsensitive: c) } }
            if let set = ManagedKeyPath.unwrap(right) as? NSSet { return set.allObjects.contains { ManagedCompare.equal(left, $0, caseInsensitive: c) } }
            if let (a, b) = strings() { return b.contains(a) }
            return false
        case .between:
            guard let bounds = ManagedKeyPath.unwrap(right) as? [Any], bounds.count == 2 else { return false }
            return ManagedCompare.compare(left, bounds[0]) != .orderedAscending && ManagedCompare.compare(left, bounds[1]) != .orderedDescending
        }
    }

    /// A LIKE pattern (`*`, `?`) as an anchored regular expression.
    static func wildcard(_ pattern: String) -> String? {
        var regex = "^"
        for character in pattern {
            switch character {
            case "*": regex += ".*"
            case "?": regex += "."
            default: regex += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return regex + "$"
    }

    // MARK: parsing

    /// `format` read with `arguments`.
    static func parse(_ format: String, arguments: [Any]) -> Result<Expression, ParseError> {
        var parser = Parser(tokens: tokenize(format), arguments: arguments)
        do {
            let expression = try parser.parseOr()
            guard parser.position == parser.tokens.count else {
                throw ParseError(message: "unexpected \"\(parser.tokens[parser.position].text)\"")
            }
            return .success(expression)
        } catch let error as ParseError {
            return .failure(error)
        } catch {
            return .failure(ParseError(message: "\(error)"))
        }
    }

    struct Token {
        enum Kind { case word, string, number, symbol, argument }
        let kind: Kind
        let text: String
    }

    /// The tokens of `format`: words (keys, keywords), quoted strings, numbers, symbols and
    /// `%` arguments.
    static func tokenize(_ format: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace { index += 1; continue }
            if character == "'" || character == "\"" {
                var text = ""
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count { index += 1 }
                    text.append(characters[index])
                    index += 1
                }
                index += 1
                tokens.append(Token(kind: .string, text: text))
            } else if character == "%" {
                var text = "%"
                index += 1
                while index < characters.count, characters[index].isLetter || characters[index] == "@" {
                    text.append(characters[index])
                    index += 1
                    if text.last == "@" || text.last == "K" || text.last == "d" || text.last == "i" || text.last == "f" || text.last == "s" || text.last == "u" { break }
                }
                tokens.append(Token(kind: .argument, text: text))
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber && (tokens.last.map { $0.kind == .symbol } ?? true)) {
                var text = String(character)
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "." {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(Token(kind: .number, text: text))
            } else if character.isLetter || character == "_" || character == "@" || character == "$" {
                var text = ""
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || "_.@$".contains(characters[index]) {
                    text.append(characters[index])
                    index += 1
                }
                tokens.append(Token(kind: .word, text: text))
            } else {
                let two = index + 1 < characters.count ? String(characters[index...index + 1]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(Token(kind: .symbol, text: two))
                    index += 2
                } else {
                    tokens.append(Token(kind: .symbol, text: String(character)))
                    index += 1
                }
            }
        }
        return tokens
    }

    struct Parser {
        let tokens: [Token]
        let arguments: [Any]
        var position = 0
        var nextArgument = 0

        init(tokens: [Token], arguments: [Any]) {
            self.tokens = tokens
            self.arguments = arguments
        }

        var current: Token? { position < tokens.count ? tokens[position] : nil }

        func isKeyword(_ token: Token?, _ words: String...) -> Bool {
            guard let token, token.kind == .word || token.kind == .symbol else { return false }
            return words.contains { $0.caseInsensitiveCompare(token.text) == .orderedSame }
        }

        mutating func parseOr() throws -> Expression {
            var expression = try parseAnd()
            while isKeyword(current, "OR", "||") {
                position += 1
                expression = .or(expression, try parseAnd())
            }
            return expression
        }

        mutating func parseAnd() throws -> Expression {
            var expression = try parseNot()
            while isKeyword(current, "AND", "&&") {
                position += 1
                expression = .and(expression, try parseNot())
            }
            return expression
        }

        mutating func parseNot() throws -> Expression {
            if isKeyword(current, "NOT", "!") {
                position += 1
                return .not(try parseNot())
            }
            return try parsePrimary()
        }

        mutating func parsePrimary() throws -> Expression {
            if current?.text == "(" {
                position += 1
                let inner = try parseOr()
                guard current?.text == ")" else { throw ParseError(message: "missing \")\"") }
                position += 1
                return inner
            }
            if isKeyword(current, "TRUEPREDICATE") { position += 1; return .constant(true) }
            if isKeyword(current, "FALSEPREDICATE") { position += 1; return .constant(false) }
            return try parseComparison()
        }

        mutating func parseComparison() throws -> Expression {
            var quantifier = Quantifier.none
            if isKeyword(current, "ANY", "SOME") { quantifier = .any; position += 1 }
            else if isKeyword(current, "ALL") { quantifier = .all; position += 1 }
            else if isKeyword(current, "NONE") { quantifier = .noneOf; position += 1 }
            let left = try parseOperand()
            guard let token = current else { throw ParseError(message: "missing an operator after the left side") }
            position += 1
            var negate = false
            let op: Operator
            switch token.text.uppercased() {
            case "==", "=": op = .equal
            case "!=", "<>": op = .notEqual
            case "<": op = .less
            case "<=", "=<": op = .lessOrEqual
            case ">": op = .greater
            case ">=", "=>": op = .greaterOrEqual
            case "BEGINSWITH": op = .beginsWith
            case "ENDSWITH": op = .endsWith
            case "CONTAINS": op = .contains
            case "LIKE": op = .like
            case "MATCHES": op = .matches
            case "IN": op = .within
            case "BETWEEN": op = .between
            default: throw ParseError(message: "unknown operator \"\(token.text)\"")
            }
            _ = negate
            negate = false
            var caseInsensitive = false, diacriticInsensitive = false
            if current?.text == "[" {
                position += 1
                if let options = current, options.kind == .word {
                    caseInsensitive = options.text.lowercased().contains("c")
                    diacriticInsensitive = options.text.lowercased().contains("d")
                    position += 1
                }
                guard current?.text == "]" else { throw ParseError(message: "missing \"]\" after the options") }
                position += 1
            }
            let right = try parseOperand()
            return .comparison(quantifier, left, op, right, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
        }

        mutating func takeArgument() throws -> Any? {
            guard nextArgument < arguments.count else { throw ParseError(message: "more % placeholders than arguments") }
            defer { nextArgument += 1 }
            return arguments[nextArgument]
        }

        mutating func parseOperand() throws -> Operand {
            guard let token = current else { throw ParseError(message: "missing an operand") }
            position += 1
            switch token.kind {
            case .string: return .value(token.text)
            case .number: return .value(Double(token.text))
            case .argument:
                let argument = try takeArgument()
                if token.text == "%K" { return .key(ManagedCompare.string(argument) ?? "\(argument ?? "")") }
                if let set = argument as? NSSet { return .value(set.allObjects) }
                return .value(argument)
            case .symbol:
                if token.text == "{" {
                    var items: [Operand] = []
                    while current?.text != "}" {
                        items.append(try parseOperand())
                        if current?.text == "," { position += 1 }
                        guard current != nil else { throw ParseError(message: "missing \"}\"") }
                    }
                    position += 1
                    return .list(items)
                }
                throw ParseError(message: "unexpected \"\(token.text)\"")
            case .word:
                switch token.text.uppercased() {
                case "TRUE", "YES": return .value(true)
                case "FALSE", "NO": return .value(false)
                case "NIL", "NULL": return .value(nil)
                default: return .key(token.text)
                }
            }
        }
    }
}

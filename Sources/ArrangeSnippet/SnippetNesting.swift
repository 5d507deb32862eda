/// How deeply a snippet nests brackets and `#if` blocks, checked before it is parsed: SwiftParser
/// takes time exponential in the depth of nested `[` (its lookahead tries an array, a dictionary
/// and a type at each level: 16 levels took seconds, 24 more than a minute), and recursing
/// through thousands of levels overflows a thread's stack. Real view code nests far less than
/// these bounds; a file over one is refused as a syntax error that says where and why.
///
/// The scan is lexical: comments and string literals (plain, multi-line, raw) are skipped, so
/// brackets inside them do not count; and a line that starts a declaration (`let`, `var`,
/// `func` …) starts the bracket count afresh, as the parser recovers there from brackets left
/// open (a file of `let = (` lines is many errors, not one deep nesting).
enum SnippetNesting {
    /// The most levels of `[` a snippet may nest (12 levels parse in about 0.1 s).
    static let maximumSquareBrackets = 12
    /// The most levels of `(`, `[` and `{` together (below SwiftParser's own limit of 256).
    static let maximumBrackets = 200
    /// The most levels of `#if` blocks.
    static let maximumConditionalBlocks = 100

    /// The first place where `source` nests deeper than a bound, as a diagnostic, or `nil`.
    static func excess(in source: String) -> SnippetDiagnostic? {
        let bytes = Array(source.utf8)
        var line = 1
        var lineStart = 0
        var square = 0
        var brackets = 0
        var conditionals = 0
        var index = 0
        func diagnostic(_ message: String) -> SnippetDiagnostic {
            SnippetDiagnostic(line: line, column: index - lineStart + 1, message: message)
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
                if startsDeclaration(bytes, at: index + 1) {
                    square = 0
                    brackets = 0
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index = skipBlockComment(bytes, from: index, line: &line, lineStart: &lineStart)
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "#") where startsString(bytes, at: index):
                index = skipString(bytes, from: index, line: &line, lineStart: &lineStart)
                continue
            case UInt8(ascii: "#") where matches(bytes, at: index, "#if") && atLineStart(bytes, index):
                conditionals += 1
                if conditionals > maximumConditionalBlocks {
                    return diagnostic("#if blocks are nested more than \(maximumConditionalBlocks) deep here; arrange reads at most \(maximumConditionalBlocks) levels.")
                }
            case UInt8(ascii: "#") where matches(bytes, at: index, "#endif"):
                conditionals = max(0, conditionals - 1)
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                brackets += 1
                if byte == UInt8(ascii: "[") { square += 1 }
                if square > maximumSquareBrackets {
                    return diagnostic(
                        "'[' is nested more than \(maximumSquareBrackets) deep here; arrange reads at most \(maximumSquareBrackets) levels "
                            + "(Swift's parser takes exponential time on deeper ones).")
                }
                if brackets > maximumBrackets {
                    return diagnostic("brackets are nested more than \(maximumBrackets) deep here; arrange reads at most \(maximumBrackets) levels.")
                }
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                brackets = max(0, brackets - 1)
                if byte == UInt8(ascii: "]") { square = max(0, square - 1) }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The words that start a declaration the parser recovers at.
    private static let declarationWords = ["let", "var", "func", "struct", "class", "enum", "extension", "import", "protocol", "init"]
        .map { Array($0.utf8) }

    /// Whether the line starting at `start` begins (after spaces) with a declaration word.
    private static func startsDeclaration(_ bytes: [UInt8], at start: Int) -> Bool {
        var index = start
        while index < bytes.count && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) { index += 1 }
        return declarationWords.contains { word in
            index + word.count <= bytes.count && Array(bytes[index..<(index + word.count)]) == word
                && (index + word.count == bytes.count || !bytes[index + word.count].isLetterOrDigit)
        }
    }

    private static func matches(_ bytes: [UInt8], at index: Int, _ word: String) -> Bool {
        let word = Array(word.utf8)
        guard index + word.count <= bytes.count, Array(bytes[index..<(index + word.count)]) == word else { return false }
        // `#if` but not `#ifdef`-like identifiers: the next byte ends the word.
        let next = index + word.count
        return next == bytes.count || !(bytes[next].isLetterOrDigit)
    }

    /// Whether only spaces and tabs stand before `index` on its line.
    private static func atLineStart(_ bytes: [UInt8], _ index: Int) -> Bool {
        var position = index - 1
        while position >= 0 && (bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")) { position -= 1 }
        return position < 0 || bytes[position] == UInt8(ascii: "\n")
    }

    /// Whether a string literal starts at `index`: `"`, or `#`s followed by `"` (a raw string).
    private static func startsString(_ bytes: [UInt8], at index: Int) -> Bool {
        var position = index
        while position < bytes.count && bytes[position] == UInt8(ascii: "#") { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
    }

    /// The index after the string literal starting at `start` (or the end of the file).
    private static func skipString(_ bytes: [UInt8], from start: Int, line: inout Int, lineStart: inout Int) -> Int {
        var index = start
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiLine = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        let quotes = multiLine ? 3 : 1
        index += quotes
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                // A single-line string ends at its line's end, whether closed or not.
                if !multiLine { return index }
            }
            if byte == UInt8(ascii: "\\") && hashes == 0 {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") {
                var end = index
                var closing = 0
                while end < bytes.count && bytes[end] == UInt8(ascii: "\"") && closing < quotes {
                    closing += 1
                    end += 1
                }
                var closingHashes = 0
                while end < bytes.count && bytes[end] == UInt8(ascii: "#") && closingHashes < hashes {
                    closingHashes += 1
                    end += 1
                }
                if closing == quotes && closingHashes == hashes { return end }
            }
            index += 1
        }
        return index
    }

    /// The index after the (nesting) block comment starting at `start`.
    private static func skipBlockComment(_ bytes: [UInt8], from start: Int, line: inout Int, lineStart: inout Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
                continue
            }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return index
    }
}

private extension UInt8 {
    var isLetterOrDigit: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || self == UInt8(ascii: "_")
    }
}

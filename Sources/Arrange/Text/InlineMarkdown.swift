import Foundation

/// One stretch of text read from inline Markdown, with the styles Markdown gave it.
struct MarkdownRun: Hashable, Sendable {
    /// The characters shown.
    var text: String
    /// `**strong**` or `__strong__`.
    var isBold = false
    /// `*emphasis*` or `_emphasis_`.
    var isItalic = false
    /// `` `code` ``: drawn in the monospaced design.
    var isCode = false
    /// `~~strikethrough~~`.
    var isStrikethrough = false
    /// The destination of `[text](destination)`.
    var link: String?

    /// Whether `other` has the same styles (so the two can be one run).
    func hasSameStyle(as other: MarkdownRun) -> Bool {
        isBold == other.isBold && isItalic == other.isItalic && isCode == other.isCode
            && isStrikethrough == other.isStrikethrough && link == other.link
    }
}

/// Reads the inline Markdown that SwiftUI renders in a `LocalizedStringKey` (the Markdown of
/// `AttributedString`'s `inlineOnlyPreservingWhitespace`): emphasis and strong emphasis with `*`
/// and `_`, strikethrough with `~~`, code spans, links `[text](url)` and backslash escapes, by
/// CommonMark's rules. White space and line breaks are kept as written; block syntax (`#`,
/// lists) is plain text.
///
/// 1. Code spans and escapes are read first: inside them nothing else counts.
/// 2. Links: a `[` with its matching `]` followed at once by `(destination)`; the link's text
///    is read again for emphasis, the destination is its first word. Apple's attribute spans
///    `^[text](attributes)` show their text, agreed in number with the count it starts with when
///    the attributes say `inflect: true` (`EnglishInflection`); other attributes are not read.
/// 3. Runs of `*`, `_` and `~` are delimiters that may open or close by CommonMark's flanking
///    rules; each closer is paired with the nearest earlier opener of the same character (the
///    "rule of three" included): two characters on both sides make strong emphasis (or
///    strikethrough), one makes emphasis. Unpaired delimiters are plain text.
///
/// Linear in the length of the text but for emphasis pairing, which remembers per kind of
/// delimiter how far back a search already failed (CommonMark's `openers_bottom`).
enum InlineMarkdown {
    /// The runs of `source`, adjacent runs of equal style merged.
    static func runs(_ source: String) -> [MarkdownRun] {
        // Plain text without any Markdown character is one run (most texts).
        if !containsMarkdownCharacter(source) { return [MarkdownRun(text: source)] }
        var parser = Parser(Array(source), allowsLinks: true)
        return merged(parser.parse())
    }

    /// The characters shown for `source`, without its Markdown syntax.
    static func plainText(_ source: String) -> String {
        runs(source).map(\.text).joined()
    }

    /// `text` with every character Markdown would read escaped with a backslash, so that it
    /// shows as written (interpolated values of a `LocalizedStringKey`).
    static func escaped(_ text: String) -> String {
        guard containsMarkdownCharacter(text) else { return text }
        var out = ""
        for character in text {
            if markdownCharacters.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// Characters with a meaning in inline Markdown.
    static let markdownCharacters: Set<Character> = ["*", "_", "~", "`", "[", "]", "\\"]

    /// Whether `text` holds one of `markdownCharacters`. An ASCII text is read byte by byte
    /// (each of its characters is one byte, or "\r\n"): hashing every character into the set
    /// was most of building a `Text`. Any other text is read character by character, since a
    /// character may equal one of them only canonically (U+1FEF is "`") or hold one's byte and
    /// be another ("*" with a combining accent).
    static func containsMarkdownCharacter(_ text: String) -> Bool {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var found = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if isMarkdownByte(byte) { found = true }
            }
            return found
        }
        if let ascii, let found = ascii { return found }
        return text.contains(where: { markdownCharacters.contains($0) })
    }

    /// Whether `byte` is the ASCII code of one of `markdownCharacters`.
    private static func isMarkdownByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "\\"):
            true
        default:
            false
        }
    }

    private static func merged(_ runs: [MarkdownRun]) -> [MarkdownRun] {
        var result: [MarkdownRun] = []
        for run in runs where !run.text.isEmpty {
            if let last = result.last, last.hasSameStyle(as: run) {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
        return result.isEmpty ? [MarkdownRun(text: "")] : result
    }

    /// A delimiter run of `*`, `_` or `~`.
    private struct Delimiter {
        let character: Character
        let originalCount: Int
        var count: Int
        let canOpen: Bool
        let canClose: Bool
        /// The index of its token.
        let token: Int
    }

    /// A piece of the text: styled text already read, or a delimiter.
    private enum Token {
        case runs([MarkdownRun])
        case delimiter(Int)
    }

    private struct Parser {
        let characters: [Character]
        let allowsLinks: Bool
        var tokens: [Token] = []
        var delimiters: [Delimiter] = []
        /// Styles applied between two tokens: (opener token, closer token, bold/italic/strike).
        var spans: [(open: Int, close: Int, style: Style)] = []
        /// For each `]`, whether a `[` before it matches it; for each `[`, its `]`.
        var closingBracket: [Int: Int] = [:]

        enum Style { case bold, italic, strikethrough }

        init(_ characters: [Character], allowsLinks: Bool) {
            self.characters = characters
            self.allowsLinks = allowsLinks
        }

        mutating func parse() -> [MarkdownRun] {
            if allowsLinks { matchBrackets() }
            var pending = ""
            func flush(_ parser: inout Parser) {
                if !pending.isEmpty { parser.tokens.append(.runs([MarkdownRun(text: pending)])) }
                pending = ""
            }
            var index = 0
            let backtickRuns = self.backtickRuns()
            while index < characters.count {
                let character = characters[index]
                switch character {
                case "\\" where index + 1 < characters.count && Self.isASCIIPunctuation(characters[index + 1]):
                    pending.append(characters[index + 1])
                    index += 2
                case "`":
                    // 1. A code span: the next run of exactly as many backticks closes it.
                    let length = runLength(at: index)
                    if let close = backtickRuns[length]?.first(where: { $0 > index }) {
                        flush(&self)
                        var code = String(characters[(index + length)..<close]).replacingOccurrences(of: "\n", with: " ")
                        if code.count >= 2, code.first == " ", code.last == " ", code.contains(where: { $0 != " " }) {
                            code = String(code.dropFirst().dropLast())
                        }
                        tokens.append(.runs([MarkdownRun(text: code, isCode: true)]))
                        index = close + length
                    } else {
                        pending += String(repeating: "`", count: length)
                        index += length
                    }
                case "^" where allowsLinks && index + 1 < characters.count && characters[index + 1] == "[":
                    // 2. Apple's attributes `^[text](inflect: true)`: the text, agreed in number when inflected.
                    if let close = closingBracket[index + 1], let (attributes, end) = attributeList(after: close) {
                        flush(&self)
                        var inner = Parser(Array(characters[(index + 2)..<close]), allowsLinks: false)
                        let runs = inner.parse()
                        tokens.append(.runs(Self.inflects(attributes) ? EnglishInflection.agreeing(runs) : runs))
                        index = end
                    } else {
                        pending.append(character)
                        index += 1
                    }
                case "[" where allowsLinks:
                    // 2. A link.
                    if let close = closingBracket[index], let (destination, end) = linkDestination(after: close) {
                        flush(&self)
                        var inner = Parser(Array(characters[(index + 1)..<close]), allowsLinks: false)
                        let runs = inner.parse().map { run -> MarkdownRun in
                            var run = run
                            run.link = destination
                            return run
                        }
                        tokens.append(.runs(runs))
                        index = end
                    } else {
                        pending.append(character)
                        index += 1
                    }
                case "*", "_", "~":
                    // 3. A delimiter run.
                    flush(&self)
                    let length = runLength(at: index)
                    let before: Character? = index > 0 ? characters[index - 1] : nil
                    let after: Character? = index + length < characters.count ? characters[index + length] : nil
                    let (left, right) = Self.flanking(before: before, after: after)
                    let canOpen: Bool
                    let canClose: Bool
                    if character == "_" {
                        canOpen = left && (!right || before.map(Self.isPunctuation) == true)
                        canClose = right && (!left || after.map(Self.isPunctuation) == true)
                    } else {
                        canOpen = left
                        canClose = right
                    }
                    delimiters.append(Delimiter(character: character, originalCount: length, count: length, canOpen: canOpen, canClose: canClose, token: tokens.count))
                    tokens.append(.delimiter(delimiters.count - 1))
                    index += length
                default:
                    pending.append(character)
                    index += 1
                }
            }
            flush(&self)
            pairDelimiters()
            return styledRuns()
        }

        /// How many times the character at `index` repeats from there.
        func runLength(at index: Int) -> Int {
            var end = index
            while end < characters.count && characters[end] == characters[index] { end += 1 }
            return end - index
        }

        /// The start of every run of backticks (not escaped), by its length, in order.
        func backtickRuns() -> [Int: [Int]] {
            var runs: [Int: [Int]] = [:]
            var index = 0
            while index < characters.count {
                if characters[index] == "\\" {
                    index += 2
                } else if characters[index] == "`" {
                    let length = runLength(at: index)
                    runs[length, default: []].append(index)
                    index += length
                } else {
                    index += 1
                }
            }
            return runs
        }

        /// Pairs every `[` with its `]`, innermost first, in one pass.
        mutating func matchBrackets() {
            var open: [Int] = []
            var index = 0
            while index < characters.count {
                switch characters[index] {
                case "\\": index += 1
                case "[": open.append(index)
                case "]": if let start = open.popLast() { closingBracket[start] = index }
                default: break
                }
                index += 1
            }
        }

        /// The destination of a link whose text ends at `close`, and the index after the link:
        /// `(` at once after the `]`, the destination up to white space or `)`, an optional
        /// title, then `)`.
        func linkDestination(after close: Int) -> (String, Int)? {
            var index = close + 1
            guard index < characters.count, characters[index] == "(" else { return nil }
            index += 1
            var destination = ""
            while index < characters.count, characters[index] != ")", !characters[index].isWhitespace {
                destination.append(characters[index])
                index += 1
            }
            // A title ("…") or anything else up to the closing parenthesis on the same line.
            while index < characters.count, characters[index] != ")" {
                if characters[index].isNewline { return nil }
                index += 1
            }
            guard index < characters.count else { return nil }
            if destination.hasPrefix("<") && destination.hasSuffix(">") { destination = String(destination.dropFirst().dropLast()) }
            return (destination, index + 1)
        }

        /// The attribute list of Apple's `^[text](attributes)` whose text ends at `close`, and
        /// the index after it: `(` at once after the `]`, then anything up to `)` on the same line.
        func attributeList(after close: Int) -> (String, Int)? {
            var index = close + 1
            guard index < characters.count, characters[index] == "(" else { return nil }
            index += 1
            var list = ""
            while index < characters.count, characters[index] != ")" {
                if characters[index].isNewline { return nil }
                list.append(characters[index])
                index += 1
            }
            guard index < characters.count else { return nil }
            return (list, index + 1)
        }

        /// Whether an attribute list asks for grammatical agreement: `inflect: true` (JSON5, so
        /// with or without spaces and quotes around the key).
        static func inflects(_ attributes: String) -> Bool {
            let compact = attributes.filter { !$0.isWhitespace && $0 != "\"" && $0 != "'" }
            return compact.split(separator: ",").contains("inflect:true")
        }

        /// CommonMark's emphasis pairing (`process_emphasis`).
        mutating func pairDelimiters() {
            var openersBottom: [String: Int] = [:]
            var closerIndex = 0
            while closerIndex < delimiters.count {
                let closer = delimiters[closerIndex]
                guard closer.canClose, closer.count > 0 else {
                    closerIndex += 1
                    continue
                }
                let bottomKey = "\(closer.character)\(closer.canOpen)\(closer.originalCount % 3)"
                let bottom = openersBottom[bottomKey] ?? -1
                var openerIndex = closerIndex - 1
                var found: Int?
                while openerIndex > bottom {
                    let opener = delimiters[openerIndex]
                    if opener.character == closer.character, opener.canOpen, opener.count > 0, isPair(opener, closer) {
                        found = openerIndex
                        break
                    }
                    openerIndex -= 1
                }
                guard let opener = found else {
                    openersBottom[bottomKey] = closerIndex - 1
                    closerIndex += 1
                    continue
                }
                let used: Int
                let style: Style
                if closer.character == "~" {
                    used = delimiters[opener].count
                    style = .strikethrough
                } else {
                    used = delimiters[opener].count >= 2 && closer.count >= 2 ? 2 : 1
                    style = used == 2 ? .bold : .italic
                }
                spans.append((delimiters[opener].token, closer.token, style))
                delimiters[opener].count -= used
                delimiters[closerIndex].count -= used
                // Delimiters between the pair can no longer pair: they are plain text.
                for between in (opener + 1)..<closerIndex {
                    delimiters[between] = Delimiter(
                        character: delimiters[between].character, originalCount: delimiters[between].originalCount,
                        count: delimiters[between].count, canOpen: false, canClose: false, token: delimiters[between].token)
                }
                if delimiters[closerIndex].count == 0 { closerIndex += 1 }
            }
        }

        /// Whether `opener` and `closer` may pair: tildes only in equal runs of one or two; the
        /// rule of three for the rest.
        func isPair(_ opener: Delimiter, _ closer: Delimiter) -> Bool {
            if closer.character == "~" {
                return opener.count == closer.count && opener.count <= 2 && opener.originalCount == opener.count
            }
            if opener.canClose || closer.canOpen {
                let sum = opener.originalCount + closer.originalCount
                if sum % 3 == 0 && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0) { return false }
            }
            return true
        }

        /// The tokens as runs, each with the styles of the spans around it.
        func styledRuns() -> [MarkdownRun] {
            var bold = [Int](repeating: 0, count: tokens.count + 1)
            var italic = bold
            var strike = bold
            for span in spans {
                switch span.style {
                case .bold: bold[span.open + 1] += 1; bold[span.close] -= 1
                case .italic: italic[span.open + 1] += 1; italic[span.close] -= 1
                case .strikethrough: strike[span.open + 1] += 1; strike[span.close] -= 1
                }
            }
            var result: [MarkdownRun] = []
            var (b, i, s) = (0, 0, 0)
            for (index, token) in tokens.enumerated() {
                b += bold[index]
                i += italic[index]
                s += strike[index]
                let pieces: [MarkdownRun]
                switch token {
                case .runs(let runs): pieces = runs
                case .delimiter(let number):
                    let delimiter = delimiters[number]
                    pieces = [MarkdownRun(text: String(repeating: delimiter.character, count: delimiter.count))]
                }
                for var piece in pieces {
                    piece.isBold = piece.isBold || b > 0
                    piece.isItalic = piece.isItalic || i > 0
                    piece.isStrikethrough = piece.isStrikethrough || s > 0
                    result.append(piece)
                }
            }
            return result
        }

        /// CommonMark's left- and right-flanking tests for a delimiter run between `before` and
        /// `after` (`nil`: the start or end of the text, which counts as white space).
        static func flanking(before: Character?, after: Character?) -> (left: Bool, right: Bool) {
            let beforeSpace = before.map { $0.isWhitespace } ?? true
            let afterSpace = after.map { $0.isWhitespace } ?? true
            let beforePunctuation = before.map(isPunctuation) ?? false
            let afterPunctuation = after.map(isPunctuation) ?? false
            let left = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
            let right = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
            return (left, right)
        }

        static func isPunctuation(_ character: Character) -> Bool {
            character.isPunctuation || character.isSymbol
        }

        static func isASCIIPunctuation(_ character: Character) -> Bool {
            guard let ascii = character.asciiValue else { return false }
            return (33...47).contains(ascii) || (58...64).contains(ascii) || (91...96).contains(ascii) || (123...126).contains(ascii)
        }
    }
}

import Foundation

/// A value interpolated into a localized key (`Text("\(count) habits")`), kept so that the
/// key's text in the app's strings tables can place it and choose a plural form by it.
public struct LocalizedFormatArgument: Sendable, Equatable {
    /// What was interpolated.
    enum Value: Sendable, Equatable {
        case string(String)
        case integer(Int64)
        case floating(Double)
        case text(Text)
    }

    let value: Value
    /// The value as the key's own conversion showed it ("3", "3.140000", a formatted date).
    let shown: String

    /// The number a plural form is chosen by, when the value is one.
    var number: Double? {
        switch value {
        case .integer(let integer): Double(integer)
        case .floating(let floating): floating
        case .string, .text: nil
        }
    }
}

/// How a localized text (`LocalizedStringEntry`) is filled with the key's arguments, as
/// Foundation formats a localized format string.
///
/// 1. The entry's text is chosen: fixed, or by the plural category of the first number among
///    the arguments (`PluralCategory`).
/// 2. The text is read into pieces (`pieces(of:)`): literal characters, `%%`, conversions
///    (`%@`, `%lld`, `%.1f`, positional `%2$@`) and substitutions (`%#@name@`).
/// 3. A substitution is replaced by its form for its argument's plural category, read the same
///    way; inside it, conversions without a position (and a String Catalog's `%arg`) stand for
///    the substitution's argument. Substitutions nest at most `maximumNesting` deep.
/// 4. Conversions without a position take the arguments in order; each argument is shown with
///    the conversion the text gives it (a number formatted with its flags and precision; `%@`
///    shows it as the key's own conversion did). A conversion with no argument is shown as
///    written.
enum LocalizedFormat {
    /// A part of a filled-in text.
    enum Part: Equatable {
        case literal(String)
        /// The argument at `index` (from 0), shown with `conversion` (`"lld"`, `".1f"`, `"@"`).
        case argument(index: Int, conversion: String)
    }

    /// The deepest substitutions are nested in one another.
    static let maximumNesting = 4

    /// The parts of `entry` filled with `arguments` for `language`, as the type's steps say.
    static func fill(_ entry: LocalizedStringEntry, arguments: [LocalizedFormatArgument], language: String) -> [Part] {
        // 1.
        let text: String
        switch entry.text {
        case .fixed(let fixed): text = fixed
        case .plural(let forms):
            text = PluralCategory.form(in: forms, for: arguments.lazy.compactMap(\.number).first, language: language)
        }
        var next = 0
        return expand(text, entry: entry, arguments: arguments, language: language, bound: nil, next: &next, depth: 0)
    }

    /// The text of `parts` as a string (`String(localized:)`).
    static func string(_ parts: [Part], arguments: [LocalizedFormatArgument]) -> String {
        parts.map { part in
            switch part {
            case .literal(let literal): literal
            case .argument(let index, let conversion): shown(arguments, index, conversion)
            }
        }.joined()
    }

    /// The segments of a `LocalizedStringKey` for `parts`: literal characters are Markdown, values
    /// are escaped, interpolated texts keep their styles.
    static func segments(_ parts: [Part], arguments: [LocalizedFormatArgument]) -> [LocalizedStringKey.Segment] {
        var segments: [LocalizedStringKey.Segment] = []
        func append(markdown: String) {
            if case .markdown(let earlier) = segments.last {
                segments[segments.count - 1] = .markdown(earlier + markdown)
            } else {
                segments.append(.markdown(markdown))
            }
        }
        for part in parts {
            switch part {
            case .literal(let literal):
                append(markdown: literal)
            case .argument(let index, let conversion):
                if arguments.indices.contains(index), case .text(let text) = arguments[index].value {
                    segments.append(.text(text))
                } else {
                    append(markdown: InlineMarkdown.escaped(shown(arguments, index, conversion)))
                }
            }
        }
        return segments
    }

    // MARK: 2.–3. Reading a text

    /// One piece of a format as written.
    enum Piece: Equatable {
        case literal(String)
        /// `%[n$]<conversion>`; `position` from 1.
        case conversion(position: Int?, conversion: String)
        /// `%[n$]#@name@`.
        case substitution(position: Int?, name: String)
    }

    /// 2. The pieces of `format`, in order.
    static func pieces(of format: String) -> [Piece] {
        let characters = Array(format)
        var pieces: [Piece] = []
        var literal = ""
        var index = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(literal)); literal = "" }
        }
        while index < characters.count {
            guard characters[index] == "%", index + 1 < characters.count else {
                literal.append(characters[index])
                index += 1
                continue
            }
            if characters[index + 1] == "%" {
                literal.append("%")
                index += 2
                continue
            }
            var cursor = index + 1
            // An argument position: `2$`.
            var position: Int?
            let digits = characters[cursor...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, cursor + digits.count < characters.count, characters[cursor + digits.count] == "$", digits.count <= 3 {
                position = Int(String(digits))
                cursor += digits.count + 1
            }
            // A substitution: `#@name@`.
            if cursor + 1 < characters.count, characters[cursor] == "#", characters[cursor + 1] == "@",
                let close = characters[(cursor + 2)...].firstIndex(of: "@") {
                flush()
                pieces.append(.substitution(position: position, name: String(characters[(cursor + 2)..<close])))
                index = close + 1
                continue
            }
            // A String Catalog's `%arg` inside a substitution's form.
            if characters[cursor...].starts(with: "arg") {
                flush()
                pieces.append(.conversion(position: position, conversion: "arg"))
                index = cursor + 3
                continue
            }
            let start = cursor
            while cursor < characters.count, "-+ #0123456789.'".contains(characters[cursor]) { cursor += 1 }
            while cursor < characters.count, "hlLqjzt".contains(characters[cursor]) { cursor += 1 }
            guard cursor < characters.count, "diouxXfFeEgGaAcsSp@".contains(characters[cursor]) else {
                literal.append(characters[index])
                index += 1
                continue
            }
            flush()
            pieces.append(.conversion(position: position, conversion: String(characters[start...cursor])))
            index = cursor + 1
        }
        flush()
        return pieces
    }

    /// 3.–4. The parts of `text`; `bound` is the argument (and its `%arg` conversion) of the
    /// substitution `text` is a form of.
    private static func expand(
        _ text: String, entry: LocalizedStringEntry, arguments: [LocalizedFormatArgument], language: String,
        bound: (index: Int, conversion: String?)?, next: inout Int, depth: Int
    ) -> [Part] {
        var parts: [Part] = []
        for piece in pieces(of: text) {
            switch piece {
            case .literal(let literal):
                parts.append(.literal(literal))
            case .conversion(let position, var conversion):
                let index: Int
                if let position {
                    index = position - 1
                } else if let bound {
                    index = bound.index
                } else {
                    index = next
                    next += 1
                }
                if conversion == "arg" { conversion = bound?.conversion ?? "@" }
                parts.append(.argument(index: index, conversion: conversion))
            case .substitution(let position, let name):
                guard let substitution = entry.substitutions[name], depth < maximumNesting else {
                    parts.append(.literal("%#@\(name)@"))
                    continue
                }
                let index: Int
                if let argument = substitution.argument {
                    index = argument - 1
                } else if let position {
                    index = position - 1
                } else {
                    index = next
                    next += 1
                }
                let number = arguments.indices.contains(index) ? arguments[index].number : nil
                let form = PluralCategory.form(in: substitution.forms, for: number, language: language)
                parts += expand(
                    form, entry: entry, arguments: arguments, language: language,
                    bound: (index, substitution.formatSpecifier), next: &next, depth: depth + 1)
            }
        }
        return parts
    }

    // MARK: 4. Showing an argument

    /// The argument at `index` shown with `conversion`, or the conversion as written when there
    /// is no such argument.
    static func shown(_ arguments: [LocalizedFormatArgument], _ index: Int, _ conversion: String) -> String {
        guard arguments.indices.contains(index) else { return "%" + conversion }
        let argument = arguments[index]
        guard let kind = conversion.last else { return argument.shown }
        let specifier = "%" + conversion
        switch argument.value {
        case .integer(let integer):
            if PrintfSpecifier.integerConversions.contains(kind) { return integer._formatted(with: specifier) }
            if PrintfSpecifier.floatingConversions.contains(kind) { return Double(integer)._formatted(with: specifier) }
        case .floating(let floating):
            if PrintfSpecifier.floatingConversions.contains(kind) { return floating._formatted(with: specifier) }
            if PrintfSpecifier.integerConversions.contains(kind), floating.isFinite, abs(floating) < 9e18 {
                return Int64(floating)._formatted(with: specifier)
            }
        case .string(let string):
            return string
        case .text(let text):
            return text.plainText
        }
        return argument.shown
    }
}

extension LocalizedFormatArgument {
    /// The value of a number given with a `specifier:` (an integer or a floating-point one).
    static func number<T: _FormatSpecifiable>(_ value: T) -> Value {
        if let integer = value as? any BinaryInteger { return .integer(Int64(truncatingIfNeeded: integer)) }
        if let floating = value as? any BinaryFloatingPoint { return .floating(Double(floating)) }
        return .string(String(describing: value))
    }
}

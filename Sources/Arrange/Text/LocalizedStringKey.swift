import Foundation

/// The key SwiftUI looks a string up by in the app's strings tables — and, as a string literal
/// given to `Text` or a title is one, the way most text is written. The key's text is the one
/// the app's tables give it (`AppStringTables`: its String Catalog, `.strings` and
/// `.stringsdict` files, with plural forms chosen by the interpolated numbers), else the key
/// itself; its inline Markdown (`**bold**`, `*italic*`, `` `code` ``, `~~strike~~`,
/// `[link](url)`) is rendered as SwiftUI renders it.
///
/// Interpolated values are formatted as SwiftUI formats them (a `Double` as `%lf`: "3.140000";
/// `specifier:` as given; format styles with Foundation) and shown as written: Markdown
/// characters in a value are not read as Markdown. An interpolated `Text` keeps its own styles.
/// The key is the literal with each value a conversion (`"%lld habits"`), as Xcode extracts it.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The parts of the key in order: Markdown source (literal parts, with interpolated values
    /// escaped) and interpolated texts.
    let segments: [Segment]
    /// The key as a strings table would hold it: interpolations as format specifiers.
    let key: String
    /// The interpolated values, in order; `nil` for a key written without interpolation, whose
    /// table text is shown as it is (no conversions are read in it).
    let arguments: [LocalizedFormatArgument]?

    enum Segment: Equatable, Sendable {
        case markdown(String)
        case text(Text)
    }

    /// The key `value`.
    public init(_ value: String) {
        segments = [.markdown(value)]
        key = value
        arguments = nil
    }

    /// The key written as a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The key written with interpolations.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
    }

    /// The characters the key shows, without Markdown syntax or styles.
    var plainText: String { plainText(table: nil) }

    /// The characters the key shows from `table` (the default table when `nil`).
    func plainText(table: String?) -> String {
        shownSegments(table: table).map { segment in
            switch segment {
            case .markdown(let source): InlineMarkdown.plainText(source)
            case .text(let text): text.plainText
            }
        }.joined()
    }

    /// The text runs the key shows: its Markdown read, interpolated texts with their styles.
    var runs: [TextRun] { runs(table: nil) }

    /// The text runs the key shows from `table` (the default table when `nil`), in the
    /// translation into `translation` when given and it has the key.
    func runs(table: String?, translation: String? = nil) -> [TextRun] {
        shownSegments(table: table, translation: translation).flatMap { segment -> [TextRun] in
            switch segment {
            case .markdown(let source): InlineMarkdown.runs(source).map(TextRun.init(markdown:))
            case .text(let text): text.runs
            }
        }
    }

    /// The segments shown: the entry of `table` for the key filled with the arguments
    /// (`LocalizedFormat`), else the key's own.
    func shownSegments(table: String?, translation: String? = nil) -> [Segment] {
        guard let entry = AppStringTables.entry(forKey: key, table: table, translation: translation) else { return segments }
        guard let arguments else { return [.markdown(entry.text.form(for: .other))] }
        let parts = LocalizedFormat.fill(entry, arguments: arguments, language: translation ?? AppStringTables.language)
        return LocalizedFormat.segments(parts, arguments: arguments)
    }

    /// Builds a key from literal parts and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        var key = ""
        var arguments: [LocalizedFormatArgument] = []

        /// Room for a key of about `literalCapacity` characters.
        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        /// A literal part: Markdown is read in it.
        public mutating func appendLiteral(_ literal: String) {
            appendMarkdown(literal)
            // Most literals hold no "%": Foundation's replacing costs more than the rest of the key.
            key += literal.utf8.contains(UInt8(ascii: "%")) ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        }

        /// A string, shown as written.
        public mutating func appendInterpolation(_ string: String) {
            appendValue(string, specifier: "%@")
        }

        /// A value, as Swift describes it.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendValue(String(describing: value), specifier: "%@")
        }

        /// An integer, as `%lld` formats it.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            appendValue(String(value), specifier: "%lld", value: .integer(Int64(truncatingIfNeeded: value)))
        }

        /// A floating-point number, as `%lf` formats it (six decimals), as SwiftUI does.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            appendValue(String(format: "%lf", Double(value)), specifier: "%lf", value: .floating(Double(value)))
        }

        /// A number formatted with a printf `specifier` (`"%.2f"`, `"%d"`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            appendValue(value._formatted(with: specifier), specifier: specifier, value: LocalizedFormatArgument.number(value))
        }

        /// A value formatted with a Foundation format style (`.number`, `.percent`, dates).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendValue(format.format(input), specifier: "%@")
        }

        /// A value formatted by a Foundation `Formatter`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            appendValue(formatter?.string(for: subject) ?? String(describing: subject), specifier: "%@")
        }

        /// A date formatted by a Foundation `Formatter` (`DateFormatter`): SwiftUI takes any
        /// `ReferenceConvertible`, which `Date` is on Apple's platforms but not on Linux.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
            appendValue(formatter.string(for: date) ?? String(describing: date), specifier: "%@")
        }

        /// A date in one of `Text`'s date styles, as at the moment of layout.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendValue(style.text(for: date, now: Date(), calendar: .current), specifier: "%@")
        }

        /// A text, with its own styles.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.text(text))
            key += "%@"
            arguments.append(LocalizedFormatArgument(value: .text(text), shown: text.plainText))
        }

        /// An attributed string, as its characters.
        public mutating func appendInterpolation(_ string: AttributedString) {
            appendValue(String(string.characters), specifier: "%@")
        }

        private mutating func appendValue(_ text: String, specifier: String, value: LocalizedFormatArgument.Value? = nil) {
            appendMarkdown(InlineMarkdown.escaped(text))
            key += specifier
            arguments.append(LocalizedFormatArgument(value: value ?? .string(text), shown: text))
        }

        private mutating func appendMarkdown(_ source: String) {
            if case .markdown(let earlier) = segments.last {
                segments[segments.count - 1] = .markdown(earlier + source)
            } else {
                segments.append(.markdown(source))
            }
        }
    }
}

/// A number `LocalizedStringKey` interpolation formats with a printf specifier
/// (`"\(value, specifier: "%.1f")"`).
public protocol _FormatSpecifiable {
    /// The value formatted with `specifier`.
    func _formatted(with specifier: String) -> String
}

extension _FormatSpecifiable where Self: BinaryInteger {
    /// The value formatted with `specifier` as a 64-bit integer (`%d` reads as `%lld`); a
    /// specifier that is not one integer conversion gives the plain number.
    public func _formatted(with specifier: String) -> String {
        guard let conversion = PrintfSpecifier(specifier), PrintfSpecifier.integerConversions.contains(conversion.conversion) else {
            return String(self)
        }
        return String(format: conversion.prefix + "ll" + String(conversion.conversion) + conversion.suffix, Int64(truncatingIfNeeded: self))
    }
}

extension _FormatSpecifiable where Self: BinaryFloatingPoint {
    /// The value formatted with `specifier` as a `Double`; a specifier that is not one
    /// floating-point conversion gives the number as `%lf` would.
    public func _formatted(with specifier: String) -> String {
        guard let conversion = PrintfSpecifier(specifier), PrintfSpecifier.floatingConversions.contains(conversion.conversion) else {
            return String(format: "%lf", Double(self))
        }
        return String(format: conversion.prefix + String(conversion.conversion) + conversion.suffix, Double(self))
    }
}

/// A printf format with exactly one conversion (`"%.2f km"`), split around its conversion
/// character with any length modifier dropped, so that it can be handed only the one argument
/// type it reads: a mismatched format (`%s`, `%@`, two conversions) is never given to
/// `String(format:)`, where it would read memory that is not there.
struct PrintfSpecifier {
    /// Everything up to the conversion, length modifiers removed: `"%08.2"`.
    let prefix: String
    /// The conversion character: `f`, `d`.
    let conversion: Character
    /// Everything after it.
    let suffix: String

    static let integerConversions: Set<Character> = ["d", "i", "u", "x", "X", "o"]
    static let floatingConversions: Set<Character> = ["f", "F", "e", "E", "g", "G", "a", "A"]

    init?(_ format: String) {
        let characters = Array(format)
        var conversions: [(start: Int, end: Int)] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < characters.count, characters[index + 1] == "%" {
                index += 2
                continue
            }
            var end = index + 1
            while end < characters.count, "-+ #0123456789.".contains(characters[end]) { end += 1 }
            while end < characters.count, "hlLqjzt".contains(characters[end]) { end += 1 }
            guard end < characters.count else { return nil }
            conversions.append((index, end))
            index = end + 1
        }
        guard conversions.count == 1, let only = conversions.first else { return nil }
        let flags = String(characters[only.start..<only.end]).filter { !"hlLqjzt".contains($0) }
        // Widths and precisions beyond three digits would ask for enormous output.
        guard flags.split(whereSeparator: { !$0.isNumber }).allSatisfy({ $0.count <= 3 }) else { return nil }
        prefix = String(characters[..<only.start]) + flags
        conversion = characters[only.end]
        suffix = String(characters[(only.end + 1)...])
    }
}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

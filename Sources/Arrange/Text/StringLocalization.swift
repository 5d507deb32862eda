import Foundation

// Foundation's localization names that Apple's platforms have and Linux's Foundation lacks:
// `String(localized:)` with its interpolating `String.LocalizationValue`, and
// `LocalizedStringResource`. The localized text is the key's entry in the app's strings
// tables (`AppStringTables`) filled with the interpolated values, else the key with its
// interpolations formatted, as an app shows a key its tables lack.

extension String {
    /// A string to be localized with its interpolated values, as Foundation's `String.LocalizationValue`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The text with the interpolations formatted.
        public let text: String
        /// The key a strings table holds it by: interpolations as conversions (`"%lld habits"`).
        let key: String
        /// The interpolated values; `nil` when written without interpolation.
        let arguments: [LocalizedFormatArgument]?

        /// The value of the literal `value`.
        public init(stringLiteral value: String) { self.init(value) }
        /// The value of `value`.
        public init(_ value: String) {
            text = value
            key = value
            arguments = nil
        }
        /// The value of an interpolated literal.
        public init(stringInterpolation: StringInterpolation) {
            text = stringInterpolation.text
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// Values are equal when their texts and keys are (the arguments are what the text shows).
        public static func == (left: Self, right: Self) -> Bool { left.text == right.text && left.key == right.key }
        /// Hashes the text and the key.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(key)
        }

        /// The text shown from `table`: its entry for the key filled with the arguments, else `text`.
        func localized(table: String?) -> String {
            guard let entry = AppStringTables.entry(forKey: key, table: table) else { return text }
            guard let arguments else { return entry.text.form(for: .other) }
            return LocalizedFormat.string(LocalizedFormat.fill(entry, arguments: arguments, language: AppStringTables.language), arguments: arguments)
        }

        /// Builds a value from literals and formatted values.
        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""
            var key = ""
            var arguments: [LocalizedFormatArgument] = []
            /// An empty value.
            public init(literalCapacity: Int, interpolationCount: Int) {}
            /// Appends text.
            public mutating func appendLiteral(_ literal: String) {
                text += literal
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }
            /// Appends a value as Swift describes it.
            public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value), "%@") }
            /// Appends an integer, as `%lld` formats it.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                append(String(value), "%lld", .integer(Int64(truncatingIfNeeded: value)))
            }
            /// Appends a floating-point number, as `%lf` formats it.
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
                append(String(format: "%lf", Double(value)), "%lf", .floating(Double(value)))
            }
            /// Appends a number formatted with a printf `specifier` (`"%02d"`).
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
                append(value._formatted(with: specifier), specifier, LocalizedFormatArgument.number(value))
            }
            /// Appends a value formatted with a format style.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                append(format.format(input), "%@")
            }

            private mutating func append(_ shown: String, _ conversion: String, _ value: LocalizedFormatArgument.Value? = nil) {
                text += shown
                key += conversion
                arguments.append(LocalizedFormatArgument(value: value ?? .string(shown), shown: shown))
            }
        }
    }

    /// The localized text of `keyAndValue`: its entry in the app's table `table` (`AppStringTables`)
    /// filled with its values, else the key itself with its values formatted.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.localized(table: table)
    }

    /// The localized text of `key`: its entry in the app's table `table`, else `defaultValue`
    /// with its values formatted.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = AppStringTables.text(forKey: "\(key)", table: table) ?? defaultValue.text
    }

    /// The localized text of `resource`.
    public init(localized resource: LocalizedStringResource) { self = resource.value.localized(table: resource.table) }
}

/// A string to be localized later, as Foundation's `LocalizedStringResource`.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text shown: the entry of the app's strings tables for the key, else the key with its
    /// values formatted.
    public var key: String { value.localized(table: table) }
    /// The key and its values.
    let value: String.LocalizationValue
    /// The table the key is looked up in (`Localizable` when `nil`).
    let table: String?
    /// The resource of `key` in `table`.
    public init(_ key: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil, comment: StaticString? = nil) {
        value = key
        self.table = table
    }
    /// The resource of the literal `value`.
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    /// The resource of an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
    /// The text.
    public var description: String { key }
}

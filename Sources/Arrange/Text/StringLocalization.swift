import Foundation

// Foundation's localization names that Apple's platforms have and Linux's Foundation lacks:
// `String(localized:)` with its interpolating `String.LocalizationValue`, and
// `LocalizedStringResource`. Arrange has no string tables, so the localized text is the
// English key with its interpolations formatted, as an app shows it without a translation.

extension String {
    /// A string to be localized with its interpolated values, as Foundation's `String.LocalizationValue`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The text with the interpolations formatted.
        public let text: String

        /// The value of the literal `value`.
        public init(stringLiteral value: String) { text = value }
        /// The value of `value`.
        public init(_ value: String) { text = value }
        /// The value of an interpolated literal.
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

        /// Builds a value from literals and formatted values.
        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""
            /// An empty value.
            public init(literalCapacity: Int, interpolationCount: Int) {}
            /// Appends text.
            public mutating func appendLiteral(_ literal: String) { text += literal }
            /// Appends a value as Swift describes it.
            public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
            /// Appends a number formatted with a printf `specifier` (`"%02d"`).
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
                text += value._formatted(with: specifier)
            }
            /// Appends a value formatted with a format style.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                text += format.format(input)
            }
        }
    }

    /// The localized text of `keyAndValue`: the key itself, with its values formatted.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.text
    }

    /// The localized text of `key`: `defaultValue`, with its values formatted.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.text
    }

    /// The localized text of `resource`.
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}

/// A string to be localized later, as Foundation's `LocalizedStringResource`.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key, which is also the English text.
    public let key: String
    /// The resource of `key`.
    public init(_ key: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.key = key.text
    }
    /// The resource of the literal `value`.
    public init(stringLiteral value: String) { key = value }
    /// The resource of an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { key = stringInterpolation.text }
    /// The text.
    public var description: String { key }
}

import Arrange
import Foundation

/// One of the app's shortcuts, as App Intents' `AppShortcut`: an intent and the phrases that run it.
public struct AppShortcut: Sendable {
    /// The phrases, as written with the app's name and the parameters' placeholders.
    public let phrases: [String]
    /// The shortcut's title.
    public let shortTitle: String?
    /// The intent's title.
    public let intentTitle: String

    /// A shortcut running `intent` when the user says one of `phrases`.
    public init<Intent: AppIntent>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource? = nil,
        systemImageName: String? = nil
    ) {
        self.phrases = phrases.map(\.text)
        self.shortTitle = shortTitle?.key
        intentTitle = Intent.title.key
    }
}

/// A phrase that runs a shortcut, as `AppShortcutPhrase`: text with the app's name and
/// parameters as placeholders.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    /// The phrase with placeholders in braces: "${applicationName} Trends for ${timeframe}".
    public let text: String

    /// The phrase of the literal.
    public init(stringLiteral value: String) { text = value }
    /// The phrase of an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a phrase from text and placeholders.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// An empty phrase.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Appends text.
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// Appends a token such as the app's name.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { text += "${\(token.name)}" }
        /// Appends a parameter's placeholder.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            text += "${parameter}"
        }
    }
}

/// A placeholder of a phrase, as `AppShortcutPhraseToken`.
public struct AppShortcutPhraseToken: Sendable {
    let name: String
    /// The app's name.
    public static let applicationName = AppShortcutPhraseToken(name: "applicationName")
}

/// Builds the app's shortcuts, as `AppShortcutsBuilder`.
@resultBuilder
public enum AppShortcutsBuilder {
    /// The shortcuts in order.
    public static func buildBlock(_ shortcuts: AppShortcut...) -> [AppShortcut] { shortcuts }
    /// The shortcuts in order.
    public static func buildBlock(_ shortcuts: [AppShortcut]...) -> [AppShortcut] { shortcuts.flatMap { $0 } }
    /// One shortcut.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// An optional shortcut.
    public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] { shortcuts ?? [] }
    /// One branch.
    public static func buildEither(first shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    /// The other branch.
    public static func buildEither(second shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
}

/// The app's shortcuts, as `AppShortcutsProvider`.
public protocol AppShortcutsProvider {
    /// The shortcuts.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

extension AppShortcutsProvider {
    /// Asks the system to read the shortcuts again (nothing at rest).
    public static func updateAppShortcutParameters() {}
}

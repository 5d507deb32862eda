import Arrange
import Foundation

// App Intents' names as a snippet's `import AppIntents` finds them. Intents, their parameters
// and the app's shortcuts describe what Siri and Shortcuts may run later: nothing runs at
// rest, so they compile and are kept as values. `SiriTipView` and `ShortcutsLink`, which an
// app's screen shows, are drawn (docs/DIFFERENCES.md, "Apple frameworks at rest").

/// Something the system can run for the app, as App Intents' `AppIntent`.
public protocol AppIntent: Sendable {
    /// The intent's name, as Shortcuts shows it.
    static var title: LocalizedStringResource { get }
    /// An intent with its parameters unset.
    init()
    /// What the intent does, run by the system (never at rest).
    associatedtype PerformResult: IntentResult
    /// Runs the intent.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// Whether running it opens the app: no.
    public static var openAppWhenRun: Bool { false }
    /// The intent's description.
    public static var description: IntentDescription { IntentDescription("") }
}

/// An intent's description.
public struct IntentDescription: Sendable, ExpressibleByStringLiteral {
    /// The text.
    public let text: String
    /// The description `text`.
    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil) { self.text = text.key }
    /// The description of the literal.
    public init(stringLiteral value: String) { text = value }
}

/// What an intent's `perform()` returns, as App Intents' `IntentResult`.
public protocol IntentResult: Sendable {}
/// A result that shows a view in Siri's snippet.
public protocol ShowsSnippetView: IntentResult {}
/// A result that Siri speaks.
public protocol ProvidesDialog: IntentResult {}
/// A result that opens another intent.
public protocol OpensIntent: IntentResult {}

/// The one result type Arrange's intents return: every kind at once.
public struct IntentResultContainer: @unchecked Sendable, IntentResult, ShowsSnippetView, ProvidesDialog, OpensIntent {
    /// The snippet view, when there is one.
    public let view: AnyView?
    /// The dialog, when there is one.
    public let dialog: IntentDialog?
}

extension IntentResult where Self == IntentResultContainer {
    /// A result with nothing to show.
    public static func result() -> IntentResultContainer { IntentResultContainer(view: nil, dialog: nil) }
    /// A result showing `view`.
    public static func result<Content: View>(view: Content) -> IntentResultContainer {
        IntentResultContainer(view: AnyView(view), dialog: nil)
    }
    /// A result speaking `dialog`.
    public static func result(dialog: IntentDialog) -> IntentResultContainer { IntentResultContainer(view: nil, dialog: dialog) }
    /// A result speaking `dialog` and showing `view`.
    public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder view: () -> Content) -> IntentResultContainer {
        IntentResultContainer(view: AnyView(view()), dialog: dialog)
    }
    /// A result returning `value`.
    public static func result<Value>(value: Value) -> IntentResultContainer { IntentResultContainer(view: nil, dialog: nil) }
    /// A result returning `value` and speaking `dialog`.
    public static func result<Value>(value: Value, dialog: IntentDialog) -> IntentResultContainer {
        IntentResultContainer(view: nil, dialog: dialog)
    }
}

/// What Siri says, as App Intents' `IntentDialog`.
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
    /// The text.
    public let text: String
    /// The dialog `text`.
    public init(_ text: LocalizedStringResource) { self.text = text.key }
    /// The dialog of the literal.
    public init(stringLiteral value: String) { text = value }
    /// The dialog of an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
}

/// A parameter of an intent, as App Intents' `IntentParameter` (written `@Parameter`): its
/// title and, once set, its value.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
    /// The title Shortcuts shows.
    public let title: LocalizedStringResource
    var value: Value?

    /// A parameter titled `title`, unset until the system or the app sets it.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) { self.title = title }
    /// A parameter titled `title` with `defaultValue`.
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value) {
        self.title = title
        value = defaultValue
    }
    /// A parameter holding `wrappedValue`.
    public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.title = title
        value = wrappedValue
    }

    /// The value; reading it before it is set stops with App Intents' message.
    public var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("App Intents: the parameter “\(title.key)” was read before it was given a value") }
            return value
        }
        set { value = newValue }
    }

    /// The parameter itself (`$name`), which shortcut phrases name.
    public var projectedValue: IntentParameter<Value> { self }
}

/// `@Parameter`, as App Intents spells `IntentParameter`.
public typealias Parameter = IntentParameter

/// How a type is named in Shortcuts, as `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral {
    /// The name.
    public let name: String
    /// The representation named `name`.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name.key }
    /// The representation named by the literal.
    public init(stringLiteral value: String) { name = value }
}

/// How a value is shown in Shortcuts, as `DisplayRepresentation`.
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
    /// The title.
    public let title: String
    /// The subtitle.
    public let subtitle: String?
    /// A representation titled `title`.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title.key
        self.subtitle = subtitle?.key
    }
    /// A representation titled by the literal.
    public init(stringLiteral value: String) {
        title = value
        subtitle = nil
    }
    /// A representation titled by an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        title = String(stringInterpolation: stringInterpolation)
        subtitle = nil
    }
}

/// An enumeration whose cases Shortcuts offers, as `AppEnum`.
public protocol AppEnum: CaseIterable, Hashable, Sendable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A value of the app that intents take, as `AppEntity`.
public protocol AppEntity: Identifiable, Sendable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How the value is shown.
    var displayRepresentation: DisplayRepresentation { get }
}

import Foundation

// Custom VoiceOver rotors. A rotor changes nothing in a still picture: the modifiers are accepted
// and recorded (with the rotor's label), and their entries are not built. Entries are written
// with `@ViewBuilder` and `AccessibilityRotorEntry` is a view that draws nothing, where SwiftUI
// has a builder and protocol of their own (`AccessibilityRotorContentBuilder`,
// `AccessibilityRotorContent`): the same code compiles, including `ForEach` and `if` among the
// entries (docs/DIFFERENCES.md).

/// One stop of a custom VoiceOver rotor: the view with `id` (in `namespace`), read as `label`.
/// Takes no space and draws nothing.
public nonisolated struct AccessibilityRotorEntry<ID: Hashable>: View {
    /// What VoiceOver reads for the entry.
    public let label: Text?
    /// The identifier of the view the entry moves to.
    public let id: ID?

    /// An entry for the view with `id`, read as `label`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID? = nil, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label
        self.id = id
    }

    /// An entry for the view with `id`, read as the localized `labelKey`.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID? = nil, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    /// An entry for the view with `id`, read as `label`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID? = nil, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(String(label)), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    /// Draws nothing: an entry is read by VoiceOver, not shown.
    public var body: EmptyView { EmptyView() }
}

/// The rotors VoiceOver has without an app defining them, to which a view can add entries.
public nonisolated struct AccessibilitySystemRotor: Sendable, CustomStringConvertible {
    /// The rotor's name, as recorded.
    public let description: String

    public static let links = AccessibilitySystemRotor(description: "links")
    public static let headings = AccessibilitySystemRotor(description: "headings")
    public static let boldText = AccessibilitySystemRotor(description: "boldText")
    public static let italicText = AccessibilitySystemRotor(description: "italicText")
    public static let underlineText = AccessibilitySystemRotor(description: "underlineText")
    public static let misspelledWords = AccessibilitySystemRotor(description: "misspelledWords")
    public static let images = AccessibilitySystemRotor(description: "images")
    public static let textFields = AccessibilitySystemRotor(description: "textFields")
    public static let tables = AccessibilitySystemRotor(description: "tables")
    public static let lists = AccessibilitySystemRotor(description: "lists")
    public static let landmarks = AccessibilitySystemRotor(description: "landmarks")

    /// The links that are (or are not) visited.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(description: "links(visited: \(visited))")
    }

    /// The headings of `level`.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(description: "headings(level: \(level))")
    }
}

nonisolated extension View {
    /// Adds a custom VoiceOver rotor called `label` with `entries`. Recorded; the entries are
    /// not built.
    public func accessibilityRotor<Content: View>(_ label: Text, @ViewBuilder entries: () -> Content) -> some View {
        recording("accessibilityRotor", RecordedArgument.text(label))
    }

    /// Adds a custom VoiceOver rotor called by the localized `labelKey`. Recorded.
    public func accessibilityRotor<Content: View>(_ labelKey: LocalizedStringKey, @ViewBuilder entries: () -> Content) -> some View {
        recording("accessibilityRotor", RecordedArgument.text(labelKey))
    }

    /// Adds a custom VoiceOver rotor called `label`. Recorded.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: View>(_ label: L, @ViewBuilder entries: () -> Content) -> some View {
        recording("accessibilityRotor", RecordedArgument.text(String(label)))
    }

    /// Adds entries to one of VoiceOver's own rotors. Recorded.
    public func accessibilityRotor<Content: View>(_ systemRotor: AccessibilitySystemRotor, @ViewBuilder entries: () -> Content) -> some View {
        recording("accessibilityRotor", "\(systemRotor)")
    }

    /// Adds a custom rotor called `rotorLabel` with one entry per element of `entries`,
    /// identified and read through key paths. Recorded.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        recording("accessibilityRotor", RecordedArgument.text(rotorLabel))
    }

    /// Marks the view as an entry target of the rotors in `namespace`. Recorded.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        recording("accessibilityRotorEntry", RecordedArgument.text("\(id)"))
    }
}

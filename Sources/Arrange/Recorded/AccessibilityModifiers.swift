import Foundation

/// What VoiceOver and the other assistive technologies say about a view. Nothing of it is
/// drawn; each modifier is recorded on the node with its value, so tools can list a view's
/// accessibility.
nonisolated extension View {
    /// The label VoiceOver reads for the view. Recorded.
    public func accessibilityLabel(_ label: Text) -> some View {
        recording("accessibilityLabel", RecordedArgument.text(label))
    }

    /// The label VoiceOver reads for the view. Recorded.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        recording("accessibilityLabel", RecordedArgument.text(labelKey))
    }

    /// The label VoiceOver reads for the view. Recorded.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        recording("accessibilityLabel", RecordedArgument.text(String(label)))
    }

    /// What happens when the view is activated, read after the label. Recorded.
    public func accessibilityHint(_ hint: Text) -> some View {
        recording("accessibilityHint", RecordedArgument.text(hint))
    }

    /// What happens when the view is activated, read after the label. Recorded.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        recording("accessibilityHint", RecordedArgument.text(hintKey))
    }

    /// What happens when the view is activated, read after the label. Recorded.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        recording("accessibilityHint", RecordedArgument.text(String(hint)))
    }

    /// The view's current value, read after the label. Recorded.
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        recording("accessibilityValue", RecordedArgument.text(valueDescription))
    }

    /// The view's current value, read after the label. Recorded.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        recording("accessibilityValue", RecordedArgument.text(valueKey))
    }

    /// The view's current value, read after the label. Recorded.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        recording("accessibilityValue", RecordedArgument.text(String(value)))
    }

    /// Keeps the view's colours when Smart Invert inverts the screen (photos, video). Recorded:
    /// a still picture is not inverted.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        recording("accessibilityIgnoresInvertColors", String(active))
    }

    /// Hides the view from assistive technologies when `hidden`. Recorded.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        recording("accessibilityHidden", String(hidden))
    }

    /// Makes the view one accessibility element, its children ignored, combined or contained.
    /// Recorded.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        recording("accessibilityElement", "children: .\(children.name)")
    }

    /// Adds `traits` (button, header, selected …). Recorded.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        recording("accessibilityAddTraits", traits.description)
    }

    /// Removes `traits`. Recorded.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        recording("accessibilityRemoveTraits", traits.description)
    }

    /// The identifier UI tests find the view by. Recorded.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        recording("accessibilityIdentifier", RecordedArgument.text(identifier))
    }

    /// The order VoiceOver visits siblings in: higher first. Recorded.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        recording("accessibilitySortPriority", "\(sortPriority)")
    }

    /// An action assistive technologies can perform (`.default`, `.escape`, `.magicTap`).
    /// Recorded.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        recording("accessibilityAction", ".\(actionKind.name)")
    }

    /// A named custom action. Recorded.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        recording("accessibilityAction", RecordedArgument.text(name))
    }

    /// A named custom action. Recorded.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        recording("accessibilityAction", RecordedArgument.text(nameKey))
    }

    /// A named custom action. Recorded.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        recording("accessibilityAction", RecordedArgument.text(String(name)))
    }

    /// Says how the view's value goes up and down for swipes. Recorded.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        recording("accessibilityAdjustableAction")
    }

    /// The view's heading level. Recorded.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        recording("accessibilityHeading", ".\(level)")
    }

    /// Alternative labels for Voice Control. Recorded.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        recording("accessibilityInputLabels", inputLabels.map(RecordedArgument.text).joined(separator: ", "))
    }

    /// Alternative labels for Voice Control. Recorded.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        recording("accessibilityInputLabels", inputLabelKeys.map(RecordedArgument.text).joined(separator: ", "))
    }

    /// Alternative labels for Voice Control. Recorded.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        recording("accessibilityInputLabels", inputLabels.map { RecordedArgument.text(String($0)) }.joined(separator: ", "))
    }

    /// Which children an accessibility container shows (`accessibilityRepresentation`).
    /// Recorded; the view is drawn as written.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        recording("accessibilityRepresentation")
    }
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// Children are not elements of their own.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// Children's labels are combined into the element's.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// Children stay elements inside the container.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// Traits that say what kind of element a view is.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable, CustomStringConvertible {
    private var names: Set<String>

    private init(names: Set<String>) {
        self.names = names
    }

    private init(_ name: String) {
        names = [name]
    }

    /// No traits.
    public init() {
        names = []
    }

    /// The traits in order, `[.isButton, .isHeader]`.
    public var description: String { "[" + names.sorted().map { "." + $0 }.joined(separator: ", ") + "]" }

    /// The "is button" trait.
    public static let isButton = Self("isButton")
    /// The "is header" trait.
    public static let isHeader = Self("isHeader")
    /// The "is selected" trait.
    public static let isSelected = Self("isSelected")
    /// The "is link" trait.
    public static let isLink = Self("isLink")
    /// The "is search field" trait.
    public static let isSearchField = Self("isSearchField")
    /// The "is image" trait.
    public static let isImage = Self("isImage")
    /// The "plays sound" trait.
    public static let playsSound = Self("playsSound")
    /// The "is keyboard key" trait.
    public static let isKeyboardKey = Self("isKeyboardKey")
    /// The "is static text" trait.
    public static let isStaticText = Self("isStaticText")
    /// The "is summary element" trait.
    public static let isSummaryElement = Self("isSummaryElement")
    /// The "updates frequently" trait.
    public static let updatesFrequently = Self("updatesFrequently")
    /// The "starts media session" trait.
    public static let startsMediaSession = Self("startsMediaSession")
    /// The "allows direct interaction" trait.
    public static let allowsDirectInteraction = Self("allowsDirectInteraction")
    /// The "causes page turn" trait.
    public static let causesPageTurn = Self("causesPageTurn")
    /// The "is modal" trait.
    public static let isModal = Self("isModal")
    /// The "is toggle" trait.
    public static let isToggle = Self("isToggle")
    /// The "is tab bar" trait.
    public static let isTabBar = Self("isTabBar")

    /// Traits in either.
    public func union(_ other: Self) -> Self { Self(names: names.union(other.names)) }
    /// Traits in both.
    public func intersection(_ other: Self) -> Self { Self(names: names.intersection(other.names)) }
    /// Traits in one but not both.
    public func symmetricDifference(_ other: Self) -> Self { Self(names: names.symmetricDifference(other.names)) }
    /// Whether every trait of `member` is here.
    public func contains(_ member: Self) -> Bool { member.names.isSubset(of: names) }
    /// Adds `newMember`'s traits.
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    /// Removes `member`'s traits.
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    /// Adds `newMember`'s traits, returning it if it was here.
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        names.formUnion(newMember.names)
        return had ? newMember : nil
    }
    /// Adds `other`'s traits.
    public mutating func formUnion(_ other: Self) { names.formUnion(other.names) }
    /// Keeps only traits also in `other`.
    public mutating func formIntersection(_ other: Self) { names.formIntersection(other.names) }
    /// Keeps traits in exactly one of the two.
    public mutating func formSymmetricDifference(_ other: Self) { names.formSymmetricDifference(other.names) }
}

/// The kinds of action assistive technologies perform.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    /// Activating the element.
    public static let `default` = AccessibilityActionKind(name: "default")
    /// Dismissing (the two-finger scrub).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The two-finger double tap.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// A named action.
    public init(named name: Text) {
        self.name = name.plainText
    }
    init(name: String) {
        self.name = name
    }
}

/// Which way an adjustable element is swiped.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Up: the value grows.
    case increment
    /// Down: the value shrinks.
    case decrement
}

/// Heading levels.
public enum AccessibilityHeadingLevel: Hashable, Sendable {
    /// A heading of no particular level; `h1` … `h6` from the top level down.
    case unspecified, h1, h2, h3, h4, h5, h6
}

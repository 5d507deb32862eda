import Foundation

// How VoiceOver speaks a view or a text, and what it announces: nothing is spoken at rest, so
// each is recorded on the view (a `Text`'s own forms return the text unchanged).

nonisolated extension View {
    /// Has VoiceOver spell the view's text out letter by letter. Recorded.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
        recording("speechSpellsOutCharacters", "\(value)")
    }

    /// Has VoiceOver speak every punctuation mark of the view's text. Recorded.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        recording("speechAlwaysIncludesPunctuation", "\(value)")
    }

    /// Raises (towards 1) or lowers (towards −1) the pitch VoiceOver speaks the view in. Recorded.
    public func speechAdjustedPitch(_ value: Double) -> some View {
        recording("speechAdjustedPitch", "\(value)")
    }

    /// Has VoiceOver queue the view's announcements behind what it is saying. Recorded.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        recording("speechAnnouncementsQueued", "\(value)")
    }

    /// Whether assistive technologies treat the view as one that responds to touches. Recorded.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        recording("accessibilityRespondsToUserInteraction", "\(respondsToUserInteraction)")
    }

    /// A custom action named by the view `label` builds (iOS 15). Recorded with the label's text
    /// when it is a text.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        let name = (label() as? Text)?.plainText ?? "\(Label.self)"
        return recording("accessibilityAction", RecordedArgument.text(name))
    }
}

extension Text {
    /// This text, spelled out letter by letter by VoiceOver (not drawn differently).
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// This text, with every punctuation mark spoken by VoiceOver (not drawn differently).
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// This text, spoken at an adjusted pitch by VoiceOver (not drawn differently).
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// This text, its announcements queued by VoiceOver (not drawn differently).
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

/// Notifications an app posts to assistive technologies (iOS 17): nothing listens at rest, so
/// posting one does nothing.
public enum AccessibilityNotification {
    /// A message VoiceOver speaks.
    public struct Announcement: Sendable {
        /// The message.
        public let text: String

        /// An announcement of `text`.
        public init(_ text: Text) { self.text = text.plainText }
        /// An announcement of the text `key` stands for.
        public init(_ key: LocalizedStringKey) { self.text = Text(key).plainText }
        /// An announcement of `text`, as written.
        @_disfavoredOverload
        public init<S: StringProtocol>(_ text: S) { self.text = String(text) }
        /// An announcement of `text`'s characters.
        @_disfavoredOverload
        public init(_ text: AttributedString) { self.text = String(text.characters) }

        /// Posts the announcement (nobody hears it at rest).
        public func post() {}
    }

    /// The layout of the screen changed (focus moves to `element`).
    public struct LayoutChanged: Sendable {
        /// The change, with nothing to focus.
        public init() {}
        /// The change, focusing the element `id` names.
        public init<ID: Hashable>(_ id: ID) {}
        /// Posts the change (nobody hears it at rest).
        public func post() {}
    }

    /// A new screen appeared.
    public struct ScreenChanged: Sendable {
        /// The change, with nothing to focus.
        public init() {}
        /// The change, focusing the element `id` names.
        public init<ID: Hashable>(_ id: ID) {}
        /// Posts the change (nobody hears it at rest).
        public func post() {}
    }

    /// A scroll view scrolled by a page.
    public struct PageScrolled: Sendable {
        /// The scroll, described by `text`.
        public init(_ text: Text) {}
        /// Posts the scroll (nobody hears it at rest).
        public func post() {}
    }
}

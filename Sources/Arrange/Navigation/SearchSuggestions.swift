import Foundation

/// Where a search field's suggestions show: in the menu under the field or in its list of
/// results. Suggestions show while the field is being typed in; at rest none are drawn.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// The menu under the search field.
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    /// The list that replaces the content while searching.
    public static let content = SearchSuggestionsPlacement(name: "content")

    /// A set of placements, for `searchSuggestions(_:for:)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// A set of placements.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The menu under the search field.
        public static let menu = Set(rawValue: 1)
        /// The list of results.
        public static let content = Set(rawValue: 2)
    }
}

nonisolated extension View {
    /// Suggestions for the search field of `searchable` (shown while typing). At rest the field
    /// is not being typed in: the suggestions are not built; recorded.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        recording("searchSuggestions")
    }

    /// Shows or hides the search suggestions inside in `placements`. Recorded.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        recording("searchSuggestions", ".\(visibility)")
    }

    /// Adds a search field under the navigation title, showing `prompt` (else "Search"), with
    /// `suggestions` for it (iOS 15's form). At rest the field is not being typed in: the
    /// suggestions are not built; recorded.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).recording("searchSuggestions")
    }

    /// Adds a search field under the navigation title, showing the text `prompt` stands for,
    /// with `suggestions` for it (iOS 15's form; the suggestions recorded, not built).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).recording("searchSuggestions")
    }

    /// Adds a search field under the navigation title, showing `prompt`, with `suggestions` for
    /// it (iOS 15's form; the suggestions recorded, not built).
    @_disfavoredOverload
    public func searchable<V: View, P: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P, @ViewBuilder suggestions: () -> V
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).recording("searchSuggestions")
    }

    /// The text a suggestion puts in the search field when chosen. Recorded.
    public func searchCompletion(_ completion: String) -> some View {
        recording("searchCompletion", RecordedArgument.text(completion))
    }
}

import Foundation

// `AttributedString(localized:)` (iOS 15–16), which Linux's Foundation lacks: the localized text
// with its inline Markdown read, as Apple's reads it, and its `^[…](inflect: true)` phrases
// agreed in number (`EnglishInflection`). Linux's `AttributedString` has no inline presentation
// intents, so emphasis and code keep their characters without a style; links keep their
// destination (docs/DIFFERENCES.md).
extension AttributedString {
    /// The localized text of `resource`, its Markdown read.
    public init(localized resource: LocalizedStringResource) {
        self.init(markdownRuns: InlineMarkdown.runs(resource.key))
    }

    /// The localized text of `keyAndValue` (its entry in the app's table `table`, else the text
    /// with its values formatted), its Markdown read.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self.init(markdownRuns: InlineMarkdown.runs(keyAndValue.localized(table: table)))
    }

    /// The runs' characters, each link's run with its destination.
    init(markdownRuns runs: [MarkdownRun]) {
        self.init()
        for run in runs {
            var piece = AttributedString(run.text)
            if let link = run.link { piece.link = URL(string: link) }
            append(piece)
        }
    }
}

import Foundation

/// What an empty screen shows (iOS 17): a large grey symbol over a bold title, a description
/// in `secondaryLabel` below, and any actions, centred in all the space proposed.
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An unavailable-content view of `label`, `description` and `actions`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `ContentUnavailableView` node around the views it is made of.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        let body = VStack(spacing: ContentUnavailableMetrics.sectionSpacing) {
            view.label
                .labelStyle(ContentUnavailableLabelStyle())
            view.description
                .font(.body)
                .multilineTextAlignment(.center)
                .environment(\.foregroundStyle, AnyShapeStyle(ControlColors.secondaryLabel(environment)))
            view.actions
        }
        .padding(ContentUnavailableMetrics.padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        makeControlNodes(named: "ContentUnavailableView", body: body, inputs: inputs, outputs: &outputs)
    }
}

extension ContentUnavailableView where Label == Arrange.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An unavailable-content view titled `title` with the symbol `systemImage` and an optional
    /// description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Arrange.Label(title, systemImage: name) }, description: { description })
    }

    /// An unavailable-content view titled `titleKey` with the symbol `systemImage` and an optional
    /// description.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Arrange.Label(titleKey, systemImage: name) }, description: { description })
    }

    /// The view a search with no results shows: "No Results", the magnifying glass, and
    /// "Check the spelling or try a new search."
    public static var search: ContentUnavailableView<Arrange.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The view a search for `text` with no results shows: "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<Arrange.Label<Text, Image>, Text?, EmptyView> {
        if text.isEmpty { return search }
        return ContentUnavailableView(
            "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}

/// Arrange's choices for `ContentUnavailableView` (no public source gives iOS's numbers).
enum ContentUnavailableMetrics {
    /// The point size of the symbol.
    static let symbolSize: CGFloat = 48
    /// The space between the symbol and the title.
    static let symbolTitleSpacing: CGFloat = 12
    /// The space between the label, the description and the actions.
    static let sectionSpacing: CGFloat = 8
    /// The padding around it all.
    static let padding: CGFloat = 16
}

/// The symbol large and grey above the bold title, centred.
struct ContentUnavailableLabelStyle: LabelStyle {
    @Environment(\.controlContext) private var context

    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableMetrics.symbolTitleSpacing) {
            configuration.icon
                .font(.system(size: ContentUnavailableMetrics.symbolSize))
                .environment(\.foregroundStyle, AnyShapeStyle(ControlColors.secondaryLabel(context.environment)))
            configuration.title
                .font(.title2.bold())
                .multilineTextAlignment(.center)
        }
    }
}

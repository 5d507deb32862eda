import Foundation

/// The insets a row sets with `listRowInsets(_:)`.
enum ListRowInsetsKey: LayoutValueKey {
    static let defaultValue: EdgeInsets? = nil
}

/// The background a row sets with `listRowBackground(_:)`: how to build it.
enum ListRowBackgroundKey: LayoutValueKey {
    static var defaultValue: ListRowBackground? { nil }
}

/// A row's own background view, as how to build its nodes.
struct ListRowBackground {
    let make: (_ViewInputs) -> [LayoutNode]
}

/// The visibility a row sets with `listRowSeparator(_:edges:)`.
enum ListRowSeparatorKey: LayoutValueKey {
    static let defaultValue: Visibility? = nil
}

/// The spacing between a list's sections, for `listSectionSpacing(_:)`.
public struct ListSectionSpacing: Hashable, Sendable {
    let length: CGFloat?

    /// The style's own spacing (`ListMetrics.sectionSpacing`, 35).
    public static let `default` = ListSectionSpacing(length: nil)
    /// Tighter spacing (`ListMetrics.compactSectionSpacing`, 20).
    public static let compact = ListSectionSpacing(length: ListMetrics.compactSectionSpacing)
    /// `length` points between sections (negative or non-finite lengths count as 0).
    public static func custom(_ length: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(length: length.isFinite ? max(length, 0) : 0)
    }
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue = ListMetrics.minimumRowHeight
}

extension EnvironmentValues {
    /// The space between the sections of the lists inside, or `nil` for the style's own.
    var listSectionSpacing: CGFloat? {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// The space between adjacent rows of the lists inside (`listRowSpacing`), `nil` for none.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// Whether lists and scroll views inside draw their own background.
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }

    /// The least height of a list row: 44 on iPhone (`ListMetrics.minimumRowHeight`).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue.isFinite ? max(newValue, 0) : ListMetrics.minimumRowHeight }
    }
}

nonisolated extension View {
    /// In a list, insets the row's content from its cell by `insets` instead of the style's
    /// (`nil` restores the style's). No effect outside lists.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        let clean = insets.map {
            EdgeInsets(top: Self.usable($0.top), leading: Self.usable($0.leading), bottom: Self.usable($0.bottom), trailing: Self.usable($0.trailing))
        }
        return layoutValue(key: ListRowInsetsKey.self, value: clean)
    }

    /// In a list, draws `view` behind the row instead of the style's cell background (clipped to
    /// the card in inset-grouped lists). No effect outside lists.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let build = view.map { background in ListRowBackground { inputs in V.makeNodeList(background, inputs: inputs) } }
        return layoutValue(key: ListRowBackgroundKey.self, value: build)
    }

    /// In a list, shows or hides the separator below the row (the one above belongs to the row
    /// before and is not changed).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorKey.self, value: edges.contains(.bottom) ? visibility : nil)
    }

    /// Accepted for compatibility: separators are drawn in the `separator` colour.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Sets the space between the sections of the lists inside.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing.length)
    }

    /// Sets `length` points between the sections of the lists inside.
    public func listSectionSpacing(_ length: CGFloat) -> some View {
        listSectionSpacing(.custom(length))
    }

    /// Sets `spacing` points between adjacent rows of the lists inside (`nil`: the rows touch, as
    /// by default). In grouped styles each row then stands alone: its own rounded card, without
    /// a separator (ListMetrics.spacedRowsStandAlone). Negative or non-finite spacings count as 0.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing.map { $0.isFinite ? max($0, 0) : 0 })
    }

    /// Hides (or shows) the background lists draw behind their rows.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

    /// Accepted for compatibility: swipe actions show only when a row is swiped.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        self
    }

    private static func usable(_ length: CGFloat) -> CGFloat { length.isFinite ? length : 0 }
}

nonisolated extension ForEach {
    /// Accepted: deleting rows is an interaction; the rows are laid out as they are.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Accepted: moving rows is an interaction; the rows are laid out as they are.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
    /// Accepted: inserting by drag and drop is an interaction.
    public func onInsert(of supportedContentTypes: [String], perform action: @escaping (Int, [Any]) -> Void) -> Self { self }
}

nonisolated extension View {
    /// In a list, shows or hides the separators at the section's `edges`. Accepted: the
    /// section's separators are drawn as the list style draws them.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        recording("listSectionSeparator", ".\(visibility)")
    }

    /// Keeps the row from being selected in a list with a selection. Recorded: nothing is
    /// selected at rest.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        recording("selectionDisabled", String(isDisabled))
    }
}

import Foundation

/// How a `List` draws its rows and sections: set with `.listStyle(_:)` on the list or any
/// ancestor. Each style resolves to one `ListRowContext.Style`; on iPhone `.automatic` is
/// `.insetGrouped` (iOS 15 and later).
public protocol ListStyle: Sendable {
    /// The look this style gives rows on an iPhone.
    var _resolvedStyle: ListRowContext.Style { get }
}

/// The platform's default: inset-grouped on iPhone.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
    /// Resolves to `.insetGrouped` (`ListStyleDefaults.automaticOnPhone`).
    public var _resolvedStyle: ListRowContext.Style { ListStyleDefaults.automaticOnPhone }
}

/// Full-width rows on the plain background.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
    /// `.plain`.
    public var _resolvedStyle: ListRowContext.Style { .plain }
}

/// Full-width rows in sections on the grouped background.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
    /// `.grouped`.
    public var _resolvedStyle: ListRowContext.Style { .grouped }
}

/// Sections as rounded cards inset from the list's edges.
public struct InsetGroupedListStyle: ListStyle {
    /// The inset-grouped style.
    public init() {}
    /// `.insetGrouped`.
    public var _resolvedStyle: ListRowContext.Style { .insetGrouped }
}

/// Rows inset from the edges, without cards.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
    /// `.inset`.
    public var _resolvedStyle: ListRowContext.Style { .inset }
}

/// A sidebar; on iPhone drawn as inset-grouped cards.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
    /// `.sidebar`.
    public var _resolvedStyle: ListRowContext.Style { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Full-width rows on the plain background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Full-width rows in sections on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges, without cards.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// The named choices behind the default styles.
public enum ListStyleDefaults {
    /// What `.automatic` is for a `List` on iPhone: `.insetGrouped` (ios-metrics.md §4: OpenSwiftUI's
    /// `DefaultListStyleInsetGrouped`, iOS 15 SDK and later).
    public static let automaticOnPhone: ListRowContext.Style = .insetGrouped
    /// What `.automatic` is for a `Form` on iPhone: `.insetGrouped` too (Apple describes the form
    /// style as grouped sections; iOS 17 draws them as inset cards). See docs/DIFFERENCES.md.
    public static let formOnPhone: ListRowContext.Style = .insetGrouped
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue: ListRowContext.Style? = nil
}

extension EnvironmentValues {
    /// The style set with `.listStyle(_:)` by an ancestor, or `nil` for the container's default.
    var listStyle: ListRowContext.Style? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the lists inside this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style._resolvedStyle)
    }
}

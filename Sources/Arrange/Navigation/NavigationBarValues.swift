import Foundation

/// What a view inside a navigation stack asks of the bar: its title, display mode, toolbar
/// items, search field and visibility. Each modifier stores its part on the view's node (as a
/// layout value, inherited by wrapping nodes); the stack reads the first it finds, outermost
/// first.
struct NavigationBarRequest {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var items: [_ToolbarEntry] = []
    var searchPrompt: Text?
    var barHidden: Bool?
    var barBackground: Color?
    /// The colour scheme the bar's title and items are drawn in (`toolbarColorScheme`).
    var barColorScheme: ColorScheme?
    var tabBarHidden: Bool?
    var backButtonHidden: Bool?

    /// `later` filled in with what this one leaves unset (this one, nearer the stack, wins).
    func merged(over later: NavigationBarRequest) -> NavigationBarRequest {
        var result = self
        result.title = title ?? later.title
        result.displayMode = displayMode ?? later.displayMode
        result.items = items.isEmpty ? later.items : items
        result.searchPrompt = searchPrompt ?? later.searchPrompt
        result.barHidden = barHidden ?? later.barHidden
        result.barBackground = barBackground ?? later.barBackground
        result.barColorScheme = barColorScheme ?? later.barColorScheme
        result.tabBarHidden = tabBarHidden ?? later.tabBarHidden
        result.backButtonHidden = backButtonHidden ?? later.backButtonHidden
        return result
    }

    /// The requests in `nodes` and their subtrees (lazy rows not yet built are not searched),
    /// nearest the root first.
    static func collect(from nodes: [LayoutNode]) -> NavigationBarRequest {
        var result = NavigationBarRequest()
        var pending = Array(nodes.reversed())
        var visited = 0
        while let node = pending.popLast(), visited < 10_000 {
            visited += 1
            if let request = node.layoutValue(NavigationBarRequestKey.self) ?? nil {
                result = result.merged(over: request)
            }
            // A nested stack or tab view answers for its own content.
            if node.algorithm is NavigationContainerMarker { continue }
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

/// Marks the nodes of navigation containers, whose content's requests are their own.
protocol NavigationContainerMarker {}

enum NavigationBarRequestKey: LayoutValueKey {
    static var defaultValue: NavigationBarRequest? { nil }
}

/// Namespace of SwiftUI's navigation bar item types.
public enum NavigationBarItem {
    /// How the navigation title is shown.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the root of a stack when there is a title (iOS's default), else inline.
        case automatic
        /// In the bar, centred, 17 pt semibold.
        case inline
        /// Below the bar, leading, 34 pt bold.
        case large
    }
}

/// The `toolbarTitleDisplayMode(_:)` modes (iOS 17).
public typealias ToolbarTitleDisplayMode = NavigationBarItem.TitleDisplayMode

extension ToolbarTitleDisplayMode {
    /// The large title that collapses as the content scrolls (shown large at rest).
    public static var inlineLarge: ToolbarTitleDisplayMode { .large }
}

/// The bars `toolbar(_:for:)` and `toolbarBackground(_:for:)` address.
public struct ToolbarPlacement: Hashable, Sendable {
    let kind: Int
    /// The bars of the context.
    public static let automatic = ToolbarPlacement(kind: 0)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(kind: 1)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(kind: 2)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(kind: 3)
}

nonisolated extension View {
    fileprivate func navigationRequest(_ change: @escaping (inout NavigationBarRequest) -> Void) -> some View {
        modifyingNodes("navigation") { node in
            var request = (node.layoutValue(NavigationBarRequestKey.self) ?? nil) ?? NavigationBarRequest()
            change(&request)
            var values = node.layoutValues ?? [:]
            values[ObjectIdentifier(NavigationBarRequestKey.self)] = request
            node.layoutValues = values
        }
    }

    /// The title the enclosing navigation stack shows for this view.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationRequest { $0.title = Text(title) }
    }

    /// The title the enclosing navigation stack shows for this view: the text `titleKey`
    /// stands for, its Markdown read.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationRequest { $0.title = Text(titleKey) }
    }

    /// The title the enclosing navigation stack shows for this view.
    public func navigationTitle(_ title: Text) -> some View {
        navigationRequest { $0.title = title }
    }

    /// How the enclosing navigation stack shows this view's title.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationRequest { $0.displayMode = mode }
    }

    /// How the enclosing navigation stack shows this view's title (iOS 17's name).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationRequest { $0.displayMode = mode }
    }

    /// Hides (or shows) the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        navigationRequest { $0.barHidden = hidden }
    }

    /// Hides the back button (there is none at the root, where a still picture always is).
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View {
        navigationRequest { $0.backButtonHidden = hidden }
    }

    /// Shows or hides the bars named by `bars`.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barsShown(visibility, bars)
    }

    /// Shows or hides the bars named by `bars` (iOS 18's name for `toolbar(_:for:)`).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barsShown(visibility, bars)
    }

    /// The request showing or hiding `bars` (the navigation bar for `.automatic` or none named).
    private func barsShown(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        let hidden: Bool? = visibility == .automatic ? nil : visibility == .hidden
        let names = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
        return navigationRequest { request in
            if names.contains(.navigationBar) || names.contains(.automatic) { request.barHidden = hidden }
            if names.contains(.tabBar) { request.tabBarHidden = hidden }
        }
    }

    /// Gives the navigation bar, when `bars` names it (or names none), a background of
    /// `color`: the bar and the status bar above it, the screen below keeping its own.
    public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View {
        let named = namesNavigationBar(bars)
        return navigationRequest { if named { $0.barBackground = color } }
    }

    /// Gives the navigation bar, when `bars` names it (or names none), a background of `style`
    /// (a colour, else the default).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let color = namesNavigationBar(bars) ? style as? Color : nil
        return navigationRequest { if let color { $0.barBackground = color } }
    }

    /// Shows or hides the bars' backgrounds at rest (accepted; the background set is drawn).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }

    /// Draws the navigation bar's title and items, when `bars` names it (or names none), in
    /// `colorScheme` (`.dark`: light text on a dark bar); `nil` for the view's own scheme.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        let named = namesNavigationBar(bars)
        return navigationRequest { if named { $0.barColorScheme = colorScheme } }
    }

    /// Whether `bars` addresses the navigation bar: it names it, or `.automatic`, or nothing.
    private func namesNavigationBar(_ bars: [ToolbarPlacement]) -> Bool {
        bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
    }

    /// Adds a search field under the navigation title, showing `prompt` (else "Search").
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        navigationRequest { $0.searchPrompt = Text(prompt) }
    }

    /// Adds a search field under the navigation title, showing the text `prompt` stands for.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        navigationRequest { $0.searchPrompt = Text(prompt) }
    }

    /// Adds a search field under the navigation title, showing `prompt` (else "Search").
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        navigationRequest { $0.searchPrompt = prompt ?? Text("Search") }
    }

    /// Adds a search field under the navigation title (iOS 17's form with `isPresented`: at rest
    /// the field shows, not focused), showing `prompt` (else "Search").
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Adds a search field under the navigation title (iOS 17's form with `isPresented`),
    /// showing the text `prompt` stands for.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }
}

/// Where a search field goes; on iPhone always under the navigation title.
public struct SearchFieldPlacement: Hashable, Sendable {
    let kind: Int
    /// The platform's place: under the title.
    public static let automatic = SearchFieldPlacement(kind: 0)
    /// In the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 1)
    /// In the navigation bar, shown always or while scrolling.
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: 1)
    }
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(kind: 2)

    /// When a drawer's search field shows.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// As the platform decides.
        case automatic
        /// Always.
        case always
    }
}

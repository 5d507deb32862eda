import Foundation

/// Tabs with a tab bar: a still picture shows the first tab's content above the bar (proposed
/// the height the bar leaves), and the bar shows every tab's `tabItem` (or iOS 18 `Tab`) —
/// icon over title, the selected one in the tint colour, badges at the icon's corner. With
/// `.tabViewStyle(.page)` the tabs are pages with a row of dots instead of a bar.
public nonisolated struct TabView<Content: View>: View {
    let content: Content

    /// Tabs made of the views of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Tabs with a selection binding; a still picture shows the first tab.
    public init<Selection>(selection: Selection, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// A `TabView` node around the first tab's content and the bar or page dots.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.descending { inner in
            // A diagnostic from the tabs that names no node is tied to the tab view.
            outputs.nodes.append(inputs.tyingWarnings { node(of: view, inputs: inputs, inner: inner) })
        }
    }

    /// The tab view's node, its tabs built with `inner`.
    private static func node(of view: Self, inputs: _ViewInputs, inner: _ViewInputs) -> LayoutNode {
        var contentInputs = inner
        contentInputs.stackAxis = nil
        let rows = LazyRows.of(view.content, inputs: contentInputs)
        var tabs: [[LayoutNode]] = []
        for index in 0..<min(rows.count, TabViewLimits.maximumTabs) {
            tabs.append(rows.makeRow(index))
        }
        let items = tabs.map { TabBarItemRequest.find(in: $0) }
        let shown = PrebuiltNodes(nodes: tabs.first(where: { !$0.isEmpty }) ?? Color.makeNodeList(Color.clear, inputs: contentInputs))
        let screen: AnyListPart
        if let page = inputs.environment.tabViewPageStyle {
            screen = AnyListPart(PagedTabScreen(content: shown, count: tabs.count, showsIndex: page.showsIndex(count: tabs.count)))
        } else {
            let hidden = tabs.first.map { NavigationBarRequest.collect(from: $0).tabBarHidden == true } ?? false
            screen = AnyListPart(TabScreen(content: shown, bar: hidden ? nil : TabBar(items: items, selected: 0)))
        }
        let built = screen.make(inner)
        return LayoutNode(NavigationContainerLayout(name: "TabView"), children: built, inputs: inputs)
    }
}

/// Limits on tab views' input.
enum TabViewLimits {
    /// At most this many tabs are built (more would not fit a bar; iOS shows "More" past 5).
    static let maximumTabs = 64
}

/// A tab view's screen: the tab's content filling what the bar leaves, then the bar.
nonisolated struct TabScreen: View {
    let content: PrebuiltNodes
    let bar: TabBar?

    var body: some View {
        VStack(spacing: 0) {
            content.frame(maxWidth: .infinity, maxHeight: .infinity)
            if let bar { bar }
        }
    }
}

/// A page-style tab view's screen: the page filling the proposal, dots over its bottom, on a
/// capsule when `indexViewStyle(.page(backgroundDisplayMode: .always))` says so.
nonisolated struct PagedTabScreen: View {
    let content: PrebuiltNodes
    let count: Int
    let showsIndex: Bool
    @Environment(\.pageIndexBackgroundDisplayMode) private var backgroundDisplayMode

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .bottom) {
                if showsIndex {
                    dots
                        .padding(backgroundDisplayMode.showsAtRest ? PageIndexMetrics.backgroundPadding : EdgeInsets())
                        .background {
                            if backgroundDisplayMode.showsAtRest { Capsule().fill(PageIndexMetrics.backgroundFill) }
                        }
                        // The background grows around the dots, which stay where they are.
                        .padding(.bottom, NavigationMetrics.pageIndicatorBottomPadding
                            - (backgroundDisplayMode.showsAtRest ? PageIndexMetrics.backgroundPadding.bottom : 0))
                }
            }
    }

    private var dots: some View {
        HStack(spacing: NavigationMetrics.pageDotSpacing) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == 0 ? NavigationPalette.currentPageDot : NavigationPalette.otherPageDot)
                    .frame(width: NavigationMetrics.pageDotSize, height: NavigationMetrics.pageDotSize)
            }
        }
    }
}

/// The tab bar: a hairline on top, then the tabs in equal widths, 49 points tall, on the bar
/// material down through the home indicator.
nonisolated struct TabBar: View {
    let items: [TabBarItemRequest?]
    let selected: Int

    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(NavigationPalette.separator).frame(height: 0.5)
            HStack(spacing: 0) {
                ForEach(0..<items.count, id: \.self) { index in
                    TabBarButton(item: items[index], isSelected: index == selected)
                        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                }
            }
            .frame(height: NavigationMetrics.tabBarHeight - 0.5)
        }
        .background(NavigationPalette.tabBar, ignoresSafeAreaEdges: .bottom)
    }
}

/// One tab in the bar: icon over title, tinted when selected, grey otherwise, with its badge.
nonisolated struct TabBarButton: View {
    let item: TabBarItemRequest?
    let isSelected: Bool

    var body: Never { builtinViewHasNoBody(Self.self) }

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        guard let item = view.item else { return }
        let mark = inputs.withBuilder { $0.warningMark }
        let iconBuild = inputs.withBuilder { $0.nextSlot }
        let colour = isSelectedColour(view.isSelected, inputs.environment)
        let tinted = inputs.with { $0.foregroundStyle = AnyShapeStyle(colour) }
        let icons = item.make(tinted.with { $0.font = NavigationMetrics.tabIconFont }).filter {
            if case .image = $0.content { return true }
            return false
        }
        // The bar draws a symbol or template picture in the tab's colour, whatever foreground
        // the item's view gave it (UITabBarItem takes the picture, not the view's modifiers).
        for icon in icons {
            if case .image(let source, let size, let caps, let mode, let tint?) = icon.content, tint != colour {
                icon.content = .image(source, naturalSize: size, capInsets: caps, resizingMode: mode, tint: colour)
            }
        }
        let titleBuild = inputs.withBuilder { $0.nextSlot }
        let titles = item.make(tinted.with { $0.font = NavigationMetrics.tabTitleFont }).filter {
            if case .text = $0.content { return true }
            return false
        }
        var parts: [LayoutNode]
        if icons.isEmpty && titles.isEmpty {
            // A Label: its style lays the icon over the title.
            let labelBuild = inputs.withBuilder { $0.nextSlot }
            parts = item.make(tinted.with {
                $0.font = NavigationMetrics.tabTitleFont
                $0[LabelStyleKey.self] = AnyLabelStyle(TabItemLabelStyle())
            })
            // Where the label style changed nothing, this build made the same nodes as the
            // first two: a diagnostic about a node of theirs names its counterpart here.
            inputs.withBuilder { builder in
                let count = builder.nextSlot - labelBuild
                for build in [iconBuild..<titleBuild, titleBuild..<labelBuild] where build.count == count {
                    builder.moveWarnings(since: mark, madeIn: build, builtAgainFrom: labelBuild)
                }
            }
        } else {
            parts = Array(icons.prefix(1)) + Array(titles.prefix(1))
        }
        let stack = VStack(spacing: NavigationMetrics.tabIconTitleSpacing) { PrebuiltNodes(nodes: parts) }
            .overlay(alignment: .topTrailing) {
                if let badge = item.badge { TabBadge(text: badge) }
            }
            .padding(.top, NavigationMetrics.tabItemTopPadding)
        let built = makeNodes(of: stack, inputs: tinted)
        outputs.nodes += built
        // The label is built several times to pick its icon and title: a diagnostic about a
        // node of a build the bar left out (and not moved above) is about the tab's button.
        if let button = built.first {
            inputs.withBuilder { $0.tieWarningsOfNodesLeftOut(since: mark, keeping: built, to: button) }
        }
    }

    private static func isSelectedColour(_ selected: Bool, _ environment: EnvironmentValues) -> Color {
        selected ? environment.controlTint : NavigationPalette.unselectedTab
    }
}

/// A tab item's label style: the icon in the tab icon size over the 10-point title.
nonisolated struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: NavigationMetrics.tabIconTitleSpacing) {
            configuration.icon.font(NavigationMetrics.tabIconFont)
            configuration.title.font(NavigationMetrics.tabTitleFont)
        }
    }
}

/// A tab's badge: white text on a red capsule at least as wide as it is tall.
nonisolated struct TabBadge: View {
    let text: Text

    var body: some View {
        text.font(.system(size: 13))
            .foregroundStyle(Color.white)
            .padding(.horizontal, 5)
            .frame(minWidth: 18, minHeight: 18)
            .background(Color.red, in: Capsule())
            .offset(x: 9, y: -2)
    }
}

/// What a tab asks the bar to show: how to build its `tabItem` label, and its badge.
struct TabBarItemRequest {
    let make: (_ViewInputs) -> [LayoutNode]
    var badge: Text?

    /// The request of the first node in `nodes` (or their subtrees) that has one.
    static func find(in nodes: [LayoutNode]) -> TabBarItemRequest? {
        var pending = Array(nodes.reversed())
        var visited = 0
        while let node = pending.popLast(), visited < 10_000 {
            visited += 1
            if var request = node.layoutValue(TabItemKey.self) ?? nil {
                if request.badge == nil { request.badge = node.layoutValue(TabBadgeKey.self) ?? nil }
                return request
            }
            if node.algorithm is NavigationContainerMarker { continue }
            pending.append(contentsOf: node.children.reversed())
        }
        return nil
    }
}

enum TabItemKey: LayoutValueKey {
    static var defaultValue: TabBarItemRequest? { nil }
}

enum TabBadgeKey: LayoutValueKey {
    static var defaultValue: Text? { nil }
}

nonisolated extension View {
    /// The label of this view's tab in the enclosing `TabView`'s bar (a `Label`, or an `Image`
    /// and a `Text`).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let label = label()
        return modifyingNodes("tabItem") { node in
            let badge = node.layoutValue(TabBadgeKey.self) ?? nil
            var values = node.layoutValues ?? [:]
            values[ObjectIdentifier(TabItemKey.self)] = TabBarItemRequest(make: { V.makeNodeList(label, inputs: $0) }, badge: badge)
            node.layoutValues = values
        }
    }

    /// A count on this view's tab (0 shows none).
    public func badge(_ count: Int) -> some View {
        setTabBadge(count == 0 ? nil : Text("\(count)"))
    }

    /// A label on this view's tab (`nil` shows none).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        setTabBadge(label.map { Text($0) })
    }

    /// A label on this view's tab (`nil` shows none).
    public func badge(_ labelKey: LocalizedStringKey?) -> some View {
        setTabBadge(labelKey.map { Text($0) })
    }

    /// A label on this view's tab (`nil` shows none).
    public func badge(_ label: Text?) -> some View {
        setTabBadge(label)
    }

    private func setTabBadge(_ badge: Text?) -> some View {
        modifyingNodes("badge") { node in
            var values = node.layoutValues ?? [:]
            values[ObjectIdentifier(TabBadgeKey.self)] = badge
            if var item = node.layoutValue(TabItemKey.self) ?? nil {
                item.badge = badge
                values[ObjectIdentifier(TabItemKey.self)] = item
            }
            node.layoutValues = values
        }
    }
}

/// iOS 18's tab: a title and icon for the bar, and the tab's content.
public nonisolated struct Tab<Content: View>: View {
    let title: Text
    let systemImage: String?
    let content: Content

    /// A tab titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = systemImage
        self.content = content()
    }

    /// A tab titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = Text(titleKey)
        self.systemImage = systemImage
        self.content = content()
    }

    /// A tab with a selection value.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, systemImage: String, value: V, @ViewBuilder content: () -> Content) {
        self.init(title, systemImage: systemImage, content: content)
    }

    /// A tab with a selection value.
    public init<V>(_ titleKey: LocalizedStringKey, systemImage: String, value: V, @ViewBuilder content: () -> Content) {
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// The content, with the tab's item for the bar.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let title = view.title
        let image = view.systemImage
        let content = view.content.tabItem {
            if let image { Image(systemName: image) }
            title
        }
        outputs.nodes += makeNodes(of: content, inputs: inputs)
    }
}

/// How a `TabView` shows its tabs.
public protocol TabViewStyle: Sendable {
    /// The page style's settings, or `nil` for a tab bar.
    var _page: PageTabViewStyle? { get }
}

/// Tabs with a tab bar (iOS's default).
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
    /// No pages.
    public var _page: PageTabViewStyle? { nil }
}

/// Tabs as pages side by side, with a row of dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots show.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// When there are at least two pages.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    /// The page style with dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// Itself.
    public var _page: PageTabViewStyle? { self }

    func showsIndex(count: Int) -> Bool {
        switch indexDisplayMode {
        case .automatic: count > 1
        case .always: true
        case .never: false
        }
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages with dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewPageStyleKey: EnvironmentKey {
    static let defaultValue: PageTabViewStyle? = nil
}

extension EnvironmentValues {
    /// The page style set with `tabViewStyle(.page)`, `nil` for a tab bar.
    var tabViewPageStyle: PageTabViewStyle? {
        get { self[TabViewPageStyleKey.self] }
        set { self[TabViewPageStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the tab views inside show their tabs.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewPageStyle, style._page)
    }
}

// Navigation bars and tab bars on an iPhone 15 Pro (393 × 852, all of it safe unless stated).
// Expected numbers come from /work/shared/notes/ios-metrics.md §2 (navigation bar) and §3 (tab
// bar); where that file has no figure, from the named choices in NavigationMetrics
// (docs/DIFFERENCES.md). Text uses the monospaced metrics (7 × 17 points a grapheme at 17 pt).
import Arrange
import Foundation
import Testing

@Suite("Navigation and tab bars")
struct NavigationLayoutTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    @Test func aTitledRootShowsALargeTitleAndTheContentStartsBelowIt() {
        // ios-metrics §2: bar 44, large title +52 (HACK, Flutter, QIITA); DOC-TDM: large by default.
        let view = NavigationStack {
            Color.red.id("content").navigationTitle("Settings")
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "content") == CGRect(x: 0, y: 96, width: 393, height: 852 - 96))
        let title = layout.nodes.first { node in
            if case .text(let string, _, _) = node.content { return string == "Settings" }
            return false
        }
        // 34-point bold text (34-point lines), 16 in, its bottom 8 above the bar's bottom.
        #expect(title?.frame == CGRect(x: 16, y: 96 - 8 - 34, width: 8 * 7 * 34 / 17.0, height: 34))
    }

    @Test func inlineTitlesAreCentredInTheFortyFourPointBar() {
        let view = NavigationStack {
            Color.red.id("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "content")?.minY == 44)
        let title = layout.nodes.first { node in
            if case .text(let string, _, _) = node.content { return string == "Inbox" }
            return false
        }
        // 17-point semibold, centred: 5 × 7 wide.
        #expect(title?.frame == CGRect(x: (393 - 35) / 2.0, y: (44 - 17) / 2.0, width: 35, height: 17))
    }

    @Test func withoutATitleTheBarIsInline() {
        let layout = ViewLayout(NavigationStack { Color.red.id("content") }, proposal: phone)
        #expect(layout.frame(of: "content")?.minY == 44)
    }

    @Test func hiddenBarsLeaveTheWholeHeight() {
        let hidden = ViewLayout(NavigationStack { Color.red.id("c").navigationTitle("T").toolbar(.hidden, for: .navigationBar) }, proposal: phone)
        #expect(hidden.frame(of: "c")?.minY == 0)
        let older = ViewLayout(NavigationView { Color.red.id("c").navigationBarHidden(true) }, proposal: phone)
        #expect(older.frame(of: "c")?.minY == 0)
        // iOS 18's name for the same request.
        let newer = ViewLayout(NavigationStack { Color.red.id("c").navigationTitle("T").toolbarVisibility(.hidden, for: .navigationBar) }, proposal: phone)
        #expect(newer.frame(of: "c")?.minY == 0)
        let tabs = TabView { Color.red.id("c").toolbarVisibility(.hidden, for: .tabBar).tabItem { Text("A") } }
        #expect(ViewLayout(tabs, proposal: phone).frame(of: "c")?.height == 852)
    }

    @Test func toolbarItemsSitSixteenInAtEitherEnd() {
        let view = NavigationStack {
            Color.red.navigationTitle("T")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Cancel").id("leading") }
                    ToolbarItem(placement: .confirmationAction) { Text("Done").id("trailing") }
                    ToolbarItem(placement: .keyboard) { Text("Hidden").id("keyboard") }
                }
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "leading") == CGRect(x: 16, y: 13.5, width: 42, height: 17))
        #expect(layout.frame(of: "trailing") == CGRect(x: 393 - 16 - 28, y: 13.5, width: 28, height: 17))
        #expect(layout.frame(of: "keyboard") == nil)
    }

    @Test func aPrincipalItemReplacesTheInlineTitle() {
        let view = NavigationStack {
            Color.red.navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Color.blue.frame(width: 100, height: 30).id("principal") } }
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "principal") == CGRect(x: 146.5, y: 7, width: 100, height: 30))
    }

    /// A principal item as wide as it can be (`maxWidth: .infinity`, a custom leading title)
    /// fills the space between the bar's items, 8 from each, as UIKit lays out a title view;
    /// a narrow one stays centred in the bar.
    @Test func aPrincipalItemFillsTheSpaceBetweenTheItemsAndNeverRunsUnderThem() {
        let view = NavigationStack {
            Color.red.navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .principal) { Color.blue.frame(maxWidth: .infinity).frame(height: 30).id("principal") }
                    ToolbarItem(placement: .topBarLeading) { Text("Cancel").id("leading") }
                    ToolbarItem(placement: .topBarTrailing) { Text("Done").id("trailing") }
                }
        }
        let layout = ViewLayout(view, proposal: phone)
        // 16 + 42 (Cancel) + 8 … 8 + 28 (Done) + 16.
        #expect(layout.frame(of: "principal") == CGRect(x: 66, y: 7, width: 393 - 66 - 52, height: 30))
        #expect(layout.frame(of: "leading")?.minX == 16)
        #expect(layout.frame(of: "trailing")?.maxX == CGFloat(393 - 16))
    }

    /// A title wider than the space centring leaves is moved clear of the wider side's items,
    /// not cut off under them.
    @Test func anOffCentreTitleIsMovedClearOfTheItems() {
        let view = NavigationStack {
            Color.red.navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .principal) { Color.blue.frame(width: 200, height: 30).id("principal") }
                    ToolbarItem(placement: .topBarTrailing) { Color.green.frame(width: 100, height: 30).id("trailing") }
                }
        }
        let layout = ViewLayout(view, proposal: phone)
        // Centred it would end at 296.5, past the trailing item's start less 8 (393 − 16 − 100 − 8 = 269).
        #expect(layout.frame(of: "principal") == CGRect(x: 69, y: 7, width: 200, height: 30))
    }

    /// iOS shows a label in a toolbar as its icon alone (the automatic label style in a bar):
    /// `Button("Add", systemImage: "plus")` is a plus; a label style set on the item wins.
    @Test func labelsInABarShowTheirIconAlone() {
        let view = NavigationStack {
            Color.red.navigationTitle("T")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { } label: { Label { Text("Add").id("add-title") } icon: { Color.blue.frame(width: 20, height: 20).id("add-icon") } }
                    }
                    ToolbarItem(placement: .topBarLeading) {
                        Button { } label: { Label { Text("Edit").id("edit-title") } icon: { Color.blue.frame(width: 20, height: 20) } }
                            .labelStyle(.titleAndIcon)
                    }
                }
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "add-title") == nil)
        #expect(layout.frame(of: "add-icon")?.maxX == CGFloat(393 - 16))
        #expect(layout.frame(of: "edit-title") != nil)
    }

    /// `toolbarBackground` colours the bar (and the status bar above it), not the screen; the
    /// content keeps the system background. A UI practice app's orange bar had turned its
    /// whole home screen orange, hiding its orange text.
    @Test func aBarBackgroundStopsAtTheBar() {
        let view = NavigationStack {
            Color.clear.id("content").navigationTitle("Home")
                .toolbarBackground(Color.orange, for: .navigationBar)
        }
        let layout = ViewLayout(view, proposal: phone)
        /// The colours drawn, by frame, in order.
        func colourFrames(_ layout: ViewLayout) -> [CGRect] {
            layout.nodes.compactMap { node in
                if case .color = node.content { return node.frame }
                return nil
            }
        }
        let lower = CGRect(x: 0, y: 96, width: 393, height: 852 - 96)
        // The bar's; the content (clear) and the screen's background under it (the system
        // background); and the outermost, in the bar's colour, that fills the status bar.
        #expect(colourFrames(layout) == [CGRect(x: 0, y: 0, width: 393, height: 96), lower, lower, CGRect(x: 0, y: 0, width: 393, height: 852)])
        #expect(layout.frame(of: "content") == CGRect(x: 0, y: 96, width: 393, height: 852 - 96))
        // A background for the tab bar is not the navigation bar's: nothing under the content.
        let tabs = ViewLayout(
            NavigationStack { Color.clear.id("content").navigationTitle("Home").toolbarBackground(Color.orange, for: .tabBar) }, proposal: phone)
        #expect(colourFrames(tabs) == [CGRect(x: 0, y: 0, width: 393, height: 96), lower, CGRect(x: 0, y: 0, width: 393, height: 852)])
    }

    /// `toolbarColorScheme(.dark, for: .navigationBar)` draws the bar's title and items in the
    /// dark scheme (light text on the bar's colour); the content keeps its own.
    @Test func aBarsColourSchemeReachesItsItemsNotTheContent() {
        struct SchemeProbe: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Color.red.frame(width: scheme == .dark ? 20 : 10, height: 10) }
        }
        let view = NavigationStack {
            SchemeProbe().id("content").navigationTitle("Home")
                .toolbar { ToolbarItem(placement: .topBarTrailing) { SchemeProbe().id("item") } }
                .toolbarColorScheme(.dark, for: .navigationBar)
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "item")?.width == 20)
        #expect(layout.frame(of: "content")?.width == 10)
    }

    @Test func searchableAddsItsFieldUnderTheTitle() {
        let view = NavigationStack { Color.red.id("content").navigationTitle("Mail").searchable(text: .constant("")) }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "content")?.minY == CGFloat(96 + 36 + 8))
    }

    @Test func bottomBarItemsGetABottomToolbar() {
        let view = NavigationStack {
            Color.red.id("content").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItemGroup(placement: .bottomBar) { Text("A"); Text("B").id("b") } }
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "content") == CGRect(x: 0, y: 44, width: 393, height: 852 - 44 - 44))
        #expect(layout.frame(of: "b")?.maxX == CGFloat(393 - 16))
    }

    @Test func aListUnderTheBarStartsItsFirstSectionThirtyFiveBelowIt() {
        let view = NavigationStack {
            List { Text("Row").id("row") }.navigationTitle("Settings")
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "row")?.origin == CGPoint(x: 36, y: 96 + 35 + 13.5))
    }

    @Test func aSplitViewAtCompactWidthShowsItsSidebarInAStack() {
        let view = NavigationSplitView {
            Color.red.id("sidebar").navigationTitle("Folders")
        } detail: {
            Color.blue.id("detail")
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "sidebar")?.minY == 96)
        #expect(layout.frame(of: "detail") == nil)
    }

    @Test func navigationLinksInARowEndInAChevron() {
        let view = List { NavigationLink("General") { Text("Detail") }.id("link") }
        let layout = ViewLayout(view, proposal: phone)
        let chevron = layout.nodes.first { $0.kind == "ChevronShape" }
        // The row's trailing inset is 20 from the card's edge (16 in): the chevron ends at 357.
        #expect(chevron?.frame == CGRect(x: 393 - 16 - 20 - 8, y: 35 + (44 - 14) / 2.0, width: 8, height: 14))
        let outside = ViewLayout(NavigationLink("Open") { Text("Detail") }, proposal: phone)
        #expect(outside.nodes.contains { $0.kind == "ChevronShape" } == false)
    }

    @Test func theBarReachesUpIntoTheTopInsetOnDynamicIslandPhones() {
        // ios-metrics §2 (KOUKI, SO-97): the bar starts at 53.667, so content under an inline bar
        // starts at 97.667 on an iPhone 15 Pro.
        var environment = EnvironmentValues()
        environment.navigationBarOverlap = 59 - 53 - 2.0 / 3
        let view = NavigationStack { Color.red.id("content").navigationBarTitleDisplayMode(.inline) }
        let layout = ViewLayout(view, proposal: phone, safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), environment: environment)
        #expect(abs((layout.frame(of: "content")?.minY ?? 0) - (53 + 2.0 / 3 + 44)) < 1e-9)
    }

    @Test func aTabViewShowsItsFirstTabAboveAFortyNinePointBar() {
        // ios-metrics §3: tab bar 49 (UIKit tables).
        let view = TabView {
            Color.red.id("first").tabItem { Label("Home", systemImage: "house") }
            Color.blue.id("second").tabItem { Image(systemName: "gear"); Text("Settings") }.badge(2)
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "first") == CGRect(x: 0, y: 0, width: 393, height: 852 - 49))
        #expect(layout.frame(of: "second") == nil)
        let titles = layout.nodes.compactMap { node -> CGRect? in
            if case .text(let string, _, _) = node.content, string == "Home" || string == "Settings" { return node.frame }
            return nil
        }
        #expect(titles.count == 2)
        // Each tab is half the bar; titles are 10-point text under the icons.
        #expect(titles.allSatisfy { $0.height == 10 })
        #expect(titles.first.map { abs($0.midX - 393 / 4) < 1e-9 } == true)
        let badge = layout.nodes.first { node in
            if case .text(let string, _, _) = node.content { return string == "2" }
            return false
        }
        #expect(badge?.frame != nil)
    }

    /// The tab bar draws a tab's symbol or template picture in the tab's own colour: the
    /// item's `foregroundColor` is not read (the gift tracker's template tree, coloured by the
    /// app, is grey in its unselected tab on iOS, as UITabBarItem takes only the picture).
    @Test func aTabsIconTakesTheBarsColourNotTheItemsForeground() {
        let view = TabView {
            Color.red.tabItem { Label("Home", systemImage: "house") }
            Color.blue.tabItem { Image(systemName: "star").foregroundColor(.green); Text("Stars") }
            Color.blue.tabItem { Image(systemName: "gear"); Text("Settings") }
        }
        let layout = ViewLayout(view, proposal: phone)
        let tints = layout.nodes.compactMap { node -> Color? in
            if case .image(_, _, _, _, let tint) = node.content { return tint }
            return nil
        }
        #expect(tints.count == 3)
        #expect(tints[1] == tints[2])
        #expect(tints[1] != Color.green)
        #expect(tints[0] != tints[1])
    }

    @Test func iOS18TabsAndHiddenTabBars() {
        let view = TabView {
            Tab("Home", systemImage: "house") { Color.red.id("home") }
            Tab("More", systemImage: "ellipsis") { Color.blue }
        }
        #expect(ViewLayout(view, proposal: phone).frame(of: "home")?.height == CGFloat(852 - 49))
        let hidden = TabView { Color.red.id("c").toolbar(.hidden, for: .tabBar).tabItem { Text("A") } }
        #expect(ViewLayout(hidden, proposal: phone).frame(of: "c")?.height == 852)
    }

    @Test func pageStyleShowsDotsInsteadOfABar() {
        let view = TabView {
            Color.red.id("page")
            Color.blue
            Color.green
        }
        .tabViewStyle(.page)
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "page") == CGRect(x: 0, y: 0, width: 393, height: 852))
        let dots = layout.nodes.filter { $0.kind == "Circle" }.compactMap(\.frame)
        // Three 8-point dots, 8 apart, centred, 12 above the bottom (NavigationMetrics choices).
        #expect(dots.count == 3)
        #expect(dots.first == CGRect(x: (393 - 40) / 2.0, y: 852 - 12 - 8.0, width: 8, height: 8))
        let single = ViewLayout(TabView { Color.red }.tabViewStyle(.page(indexDisplayMode: .automatic)), proposal: phone)
        #expect(single.nodes.contains { $0.kind == "Circle" } == false)
    }

    @Test func anEmptyTabViewIsAnEmptyScreen() {
        let layout = ViewLayout(TabView { EmptyView() }, proposal: phone)
        #expect(layout.size == CGSize(width: 393, height: 852))
    }
}

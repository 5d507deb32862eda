import Foundation

/// iOS 17's navigation and tab bar metrics on iPhone, one named value each. Sources:
/// /work/shared/notes/ios-metrics.md §2 (navigation bar) and §3 (tab bar); choices are listed in
/// docs/DIFFERENCES.md.
public enum NavigationMetrics {
    /// The inline bar's height: 44 (ios-metrics §2, UYL-X, HACK, Flutter agree).
    public static let barHeight: CGFloat = 44
    /// What a large title adds below the inline bar: 52 (ios-metrics §2, HACK, Flutter, QIITA),
    /// at least: at larger Dynamic Type sizes it grows to hold the title and its padding.
    public static let largeTitleHeight: CGFloat = 52
    /// The large title's text sits this far above the bottom of its 52 points (choice).
    public static let largeTitleBottomPadding: CGFloat = 8
    /// The bar's items and large title sit this far in from the screen's edges: 16, the layout
    /// margin (ios-metrics §2, Flutter's `_kNavBarEdgePadding`).
    public static let barEdgePadding: CGFloat = 16
    /// The space between adjacent bar items (ios-metrics §2, FYC: fixed space 8).
    public static let barItemSpacing: CGFloat = 8
    /// The search field's height under the title (choice: 36) and the space around it (choice:
    /// 8 below), so `searchable` adds 44 to the bar.
    public static let searchFieldHeight: CGFloat = 36
    /// The space below the search field (choice).
    public static let searchFieldBottomPadding: CGFloat = 8
    /// The search field's corner radius (choice: 10).
    public static let searchFieldCornerRadius: CGFloat = 10
    /// The large title's font: the large-title text style in bold, 34 pt at the default
    /// Dynamic Type size (ios-metrics §2: Flutter's 34/w700, HIG emphasized); it grows with
    /// the Dynamic Type size as UIKit's large titles do (40 at xxxLarge, HIG §7).
    public static let largeTitleFont = Font.largeTitle.bold()
    /// The inline title's font: 17 pt semibold (ios-metrics §2, FYC and Flutter); fixed, as
    /// UIKit's bar titles do not follow Dynamic Type.
    public static let inlineTitleFont = Font.system(size: 17, weight: .semibold)
    /// A bottom toolbar's height above the home indicator: 44 (choice, as the navigation bar).
    public static let bottomBarHeight: CGFloat = 44
    /// The tab bar's height above the home indicator: 49 (ios-metrics §3, UIKit tables; Flutter
    /// says 50).
    public static let tabBarHeight: CGFloat = 49
    /// A tab's icon size (ios-metrics §3, HIG-TB: 25 × 25 for a circular glyph, regular bar).
    public static let tabIconFont = Font.system(size: 22)
    /// A tab's title font: 10 pt medium (ios-metrics §3; weight commonly described as medium).
    public static let tabTitleFont = Font.system(size: 10, weight: .medium)
    /// The tab bar's icons sit this far below its top edge (choice).
    public static let tabItemTopPadding: CGFloat = 6
    /// The space between a tab's icon and title (choice).
    public static let tabIconTitleSpacing: CGFloat = 2
    /// A page-style `TabView`'s indicator: dots of this diameter (choice: 8), this far apart
    /// (choice: 8), this far above the bottom (choice: 12).
    public static let pageDotSize: CGFloat = 8
    /// The space between page dots (choice).
    public static let pageDotSpacing: CGFloat = 8
    /// The page indicator's distance from the bottom of the page (choice).
    public static let pageIndicatorBottomPadding: CGFloat = 12
}

/// The colours bars draw with, by iOS's semantic names (ios-metrics.md §8), each light or dark
/// where its view is built.
enum NavigationPalette {
    /// `systemBackground`: white; dark black.
    static let background = Color(system: .systemBackground)
    /// The tab bar's translucent material at rest: rgb(249, 249, 249) at 94 %, dark
    /// rgb(29, 29, 29) at 94 % (FL `bottom_tab_bar.dart`, `_kDefaultTabBarBackgroundColor`
    /// 0xF0F9F9F9 / 0xF01D1D1D).
    static let tabBar = Color(
        light: Color.Resolved(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 0.94),
        dark: Color.Resolved(red: 29 / 255, green: 29 / 255, blue: 29 / 255, opacity: 0.94))
    /// `separator`.
    static let separator = ListPalette.separator
    /// An unselected tab: `systemGray` (ios-metrics §3, Flutter's inactive grey), both schemes.
    static let unselectedTab = Color(system: .systemGray)
    /// The search field's fill: `tertiarySystemFill` rgba(118, 118, 128, 0.12); dark at 0.24.
    static let searchField = Color(system: .tertiarySystemFill)
    /// The search field's placeholder: `secondaryLabel`.
    static let placeholder = ListPalette.secondaryLabel
    /// The page indicator's current dot (white) and other dots (white at 30 %).
    static let currentPageDot = Color(red: 1, green: 1, blue: 1)
    /// The other dots.
    static let otherPageDot = Color(red: 1, green: 1, blue: 1, opacity: 0.3)
}

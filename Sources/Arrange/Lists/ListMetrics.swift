import Foundation

/// iOS 17's list metrics on iPhone, one named value each. Sources: /work/shared/notes/ios-metrics.md
/// §4 (List and Form); values marked "choice" are undocumented there and listed in
/// docs/DIFFERENCES.md.
public enum ListMetrics {
    /// The least height of a row (`defaultMinListRowHeight`): 44 (ios-metrics §4, WUI and Flutter's
    /// `_kMinHeight`, both re-implementations).
    public static let minimumRowHeight: CGFloat = 44
    /// The insets of a row's content from its cell in every style: 11 above and below, 20 at the
    /// sides (ios-metrics §4, WUI's "SwiftUI's default inset-grouped row insets"; choice for the
    /// other styles).
    public static let rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// How far an inset-grouped card sits from the list's edges on phones narrower than
    /// `wideLayoutMarginWidth`: 16, UIKit's compact layout margin (ios-metrics §4, TOIG + UYL-M;
    /// Flutter says 20 — choice).
    public static let cardMargin: CGFloat = 16
    /// The card margin on phones at least `wideLayoutMarginWidth` wide (15 Pro Max): 20 (UYL-M's
    /// regular layout margin — choice).
    public static let wideCardMargin: CGFloat = 20
    /// From this list width on, cards use `wideCardMargin` (choice: between 393 and 430).
    public static let wideLayoutMarginWidth: CGFloat = 414
    /// The corner radius of an inset-grouped card: 10 (ios-metrics §4, TOIG and Flutter agree).
    public static let cardCornerRadius: CGFloat = 10
    /// The space above a section without a header, and below the last section (choice: 35, UIKit's
    /// grouped-table spacing of two 17.5-point empty headers and footers).
    public static let sectionSpacing: CGFloat = 35
    /// The space above a section's header text (choice: 22, iOS 15's `sectionHeaderTopPadding`).
    public static let headerTopSpacing: CGFloat = 22
    /// From a header's text down to its section's first row (choice: 7; Flutter uses 6).
    public static let headerBottomSpacing: CGFloat = 7
    /// From a section's last row down to its footer's text (choice: 7).
    public static let footerTopSpacing: CGFloat = 7
    /// `listSectionSpacing(.compact)`: 20 (choice).
    public static let compactSectionSpacing: CGFloat = 20
    /// A plain list's section header: 6 above and below its text (choice), on the plain background.
    public static let plainHeaderVerticalPadding: CGFloat = 6
    /// The disclosure chevron of a `NavigationLink` row: its width and the gap before it (choice:
    /// `chevron.right` at body size is about 8 wide, drawn in `tertiaryLabel` grey).
    public static let chevronSize = CGSize(width: 8, height: 14)
    /// The gap between a navigation row's content and its chevron (choice).
    public static let chevronSpacing: CGFloat = 12

    /// The font of grouped and inset-grouped section headers and of every footer: footnote, 13 pt
    /// (ios-metrics §4), in `secondaryLabel`.
    public static let headerFont = Font.footnote
    /// The font of a plain list's section headers (choice: headline, 17 pt semibold).
    public static let plainHeaderFont = Font.headline
    /// Whether rows with `listRowSpacing` between them stand alone in grouped styles — each its
    /// own card, rounded all round, with no separator — as iOS 17 draws spaced rows (choice, from
    /// how spaced lists look on iOS; no source gives it).
    public static let spacedRowsStandAlone = true
    /// How grouped and inset-grouped section headers show their text: uppercase, as iOS 14 to
    /// 18 show them (ios-metrics §4: "rendered UPPERCASE", dropped only in iOS 26; WEAK source,
    /// a choice). A header's own `textCase(nil)` shows it as written. Plain lists' and
    /// sidebars' headers and every footer keep their case.
    public static let groupedHeaderTextCase: Text.Case? = .uppercase

    /// The card margin for a list `width` wide.
    static func cardMargin(forWidth width: CGFloat?) -> CGFloat {
        guard let width, width.isFinite else { return cardMargin }
        return width >= wideLayoutMarginWidth ? wideCardMargin : cardMargin
    }
}

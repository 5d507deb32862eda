import Foundation

/// How the page dots of the views inside look, as SwiftUI's `IndexViewStyle`
/// (`indexViewStyle(_:)`).
public protocol IndexViewStyle: Sendable {
    /// The page style's background mode, as the page dots read it.
    var _backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode { get }
}

/// The page dots of a page-style `TabView` with or without a background behind them, as
/// SwiftUI's `PageIndexViewStyle`.
///
/// At rest nobody touches the dots, so only `.always` draws the background: a capsule
/// around the row of dots, `PageIndexMetrics.backgroundPadding` beyond it, filled with
/// `PageIndexMetrics.backgroundFill`. `.automatic` and `.interactive` show it only while the
/// user touches the dots (iOS's minimal page control), `.never` never.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots' background shows, as `PageIndexViewStyle.BackgroundDisplayMode`.
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// The system's choice: shown only while the dots are touched on iOS.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = BackgroundDisplayMode(name: "always")
        /// Shown only while the dots are touched.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Never shown.
        public static let never = BackgroundDisplayMode(name: "never")

        /// Whether the background shows in a still picture: only for `.always`.
        var showsAtRest: Bool { self == .always }
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Page dots whose background shows as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    /// Its background mode.
    public var _backgroundDisplayMode: BackgroundDisplayMode { backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots with the system's background (none at rest).
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Page dots whose background shows as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// The page dots' background. No public source gives iOS's numbers: the padding makes the
/// capsule 26 points tall around 8-point dots, the height UIKit's page control takes (choice,
/// as observed), and the fill is a translucent dark platter that keeps the white dots
/// readable on a light page (choice; iOS blurs what is behind, docs/DIFFERENCES.md).
enum PageIndexMetrics {
    /// Space between the dots and the capsule's edge: 9 above and below, 12 at the ends.
    static let backgroundPadding = EdgeInsets(top: 9, leading: 12, bottom: 9, trailing: 12)
    /// The capsule's fill: black at 25 %.
    static let backgroundFill = Color(red: 0, green: 0, blue: 0, opacity: 0.25)
}

private struct PageIndexBackgroundKey: EnvironmentKey {
    static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic
}

extension EnvironmentValues {
    /// When the page dots inside show their background (`indexViewStyle(_:)`).
    var pageIndexBackgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how the page dots of the page-style tab views inside look: `.page(backgroundDisplayMode:
    /// .always)` puts a capsule behind them.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\.pageIndexBackgroundDisplayMode, style._backgroundDisplayMode)
    }
}

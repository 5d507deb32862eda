import Foundation

/// The environment values views read to decide what to show — size classes, locale, whether
/// controls are enabled, the actions a view may call — with the values of an iPhone in
/// portrait at rest. They change no layout by themselves; views that read them with
/// `@Environment(\.x)` lay out what they choose.
extension EnvironmentValues {
    /// The horizontal size class; an iPhone in portrait is `.compact`.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class; an iPhone in portrait is `.regular`.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The locale text is formatted for: dates, numbers and `textCase`. By default en_US.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are shown in. By default the Gregorian calendar.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in. By default the machine's.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Whether controls inside the view take input; `disabled(true)` turns it off for
    /// everything inside, and nothing inside can turn it on again.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Why the view's content is shown redacted (`redacted(reason:)`); empty when it is not.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Dismisses the presentation the view is in; at rest nothing is presented, so calling it
    /// does nothing.
    public var dismiss: DismissAction { DismissAction() }

    /// Opens a URL; in a still picture nothing opens.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Opens a window; in a still picture nothing opens.
    public var openWindow: OpenWindowAction { OpenWindowAction() }

    /// Whether the view is in a presentation (a sheet, a pushed view) now; `false` at rest.
    public var isPresented: Bool { false }

    /// Whether the app is in the foreground; `.active` at rest.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The Dynamic Type size under its older name (`ContentSizeCategory`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// Whether the person asked for less motion; `false` by default.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// The contrast the colours are shown with; `.standard` by default.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The locale's default, a named choice: an iPhone set up in the United States.
    public static let defaultLocale = Locale(identifier: "en_US")
}

private enum HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private enum VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private enum LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { EnvironmentValues.defaultLocale }
}

private enum CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = EnvironmentValues.defaultLocale
        return calendar
    }
}

private enum TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

private enum IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private enum RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

private enum OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

private enum ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}

private enum ReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum ColorSchemeContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
}

/// How much room a dimension has: iPhones are compact in width in portrait, regular in height.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    /// Little room: an iPhone's width in portrait.
    case compact
    /// Ample room: an iPhone's height in portrait, an iPad's width.
    case regular
}

/// The contrast colours are shown with.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// The standard contrast.
    case standard
    /// Increased contrast (Settings › Accessibility).
    case increased
}

/// Whether the app runs in the foreground.
public enum ScenePhase: Hashable, Sendable, Comparable {
    /// Not visible.
    case background
    /// Visible but not taking input.
    case inactive
    /// In the foreground, taking input.
    case active
}

/// Why a view's content is shown redacted.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Reasons from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The content is a placeholder: text is drawn as grey bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private (`privacySensitive()` views are hidden).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// Dismisses the current presentation when called: `dismiss()`. At rest there is none.
public struct DismissAction: Sendable {
    /// Dismisses the presentation; in a still picture nothing happens.
    public func callAsFunction() {}
}

/// Opens a URL when called: `openURL(url)`. In a still picture nothing opens.
public struct OpenURLAction: @unchecked Sendable {
    private let handler: (URL) -> Result

    /// An action that hands the URL to `handler`.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Asks the action to open `url`.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Asks the action to open `url`, then tells `completion` whether it was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).kind != .discarded)
    }

    /// What became of a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded, systemAction
        }

        let kind: Kind

        /// The handler opened it.
        public static let handled = Result(kind: .handled)
        /// The handler dropped it.
        public static let discarded = Result(kind: .discarded)
        /// The system should open it.
        public static let systemAction = Result(kind: .systemAction)

        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction) }
    }
}

/// Opens a window of a scene when called. In a still picture nothing opens.
public struct OpenWindowAction: Sendable {
    /// Opens the window with `id`.
    public func callAsFunction(id: String) {}
    /// Opens a window showing `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Opens the window with `id` showing `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// The Dynamic Type size under UIKit's older names.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The category of `size`.
    public init(_ size: DynamicTypeSize) {
        self = Self.allCases[size.rawValue]
    }

    /// The same size as a `DynamicTypeSize`.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? DynamicTypeSize.large.rawValue]
    }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }
}

nonisolated extension View {
    /// Turns off input for controls inside this view when `disabled` (sets `isEnabled`).
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
    }

    /// Shows this view redacted for `reason`: `.placeholder` draws its text as grey bars.
    public func redacted(reason: RedactionReasons) -> some View {
        _EnvironmentWriter(content: self) {
            $0.redactionReasons.formUnion(reason)
            if reason.contains(.placeholder) { $0.textStyleDefaults.isRedacted = true }
        }
    }

    /// Shows this view without redaction, whatever an ancestor asked.
    public func unredacted() -> some View {
        _EnvironmentWriter(content: self) {
            $0.redactionReasons = []
            $0.textStyleDefaults.isRedacted = false
        }
    }

}

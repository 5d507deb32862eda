import Foundation

// WidgetKit's names that an app (not its widget extension) calls, as `import WidgetKit` finds
// them. A program laid out by Arrange has no widgets on any Home Screen: reloading their
// timelines does nothing, and the list of configured widgets is empty
// (docs/DIFFERENCES.md, "Apple frameworks at rest").

/// The app's widgets on the Home Screen, as WidgetKit's `WidgetCenter`: none are configured at
/// rest, so asking their timelines to reload changes nothing.
public final class WidgetCenter: Sendable {
    /// The app's one widget center.
    public static let shared = WidgetCenter()

    private init() {}

    /// Asks every widget of the app to reload its timeline: no widget is configured at rest,
    /// so nothing reloads.
    public func reloadAllTimelines() {}

    /// Asks the widgets of `kind` to reload their timelines: none is configured at rest.
    public func reloadTimelines(ofKind kind: String) {}

    /// Asks the system to fetch the app's widget recommendations again: none at rest.
    public func invalidateConfigurationRecommendations() {}

    /// Hands `completion` the widgets the user has configured: none at rest.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// The widgets the user has configured: none at rest.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
}

/// A widget the user has configured, as WidgetKit's `WidgetInfo`.
public struct WidgetInfo: Sendable {
    /// The widget's kind, as its configuration names it.
    public let kind: String
    /// The widget's size.
    public let family: WidgetFamily
}

/// A widget's size, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: String, CaseIterable, Hashable, Sendable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline
}

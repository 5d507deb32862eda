import Foundation

// Modifiers whose effect shows only as the view changes: focus moving, a view's geometry
// matched across an animation, a scroll position kept. A still picture is the view at rest, so
// each is recorded on the node and changes nothing.

/// Which of a view's geometry `matchedGeometryEffect` matches, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Matches this view's geometry with the other views of `id` in `namespace` while they
    /// change. At rest the view keeps its own frame; recorded.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        recording("matchedGeometryEffect", "id: \(RecordedArgument.text(id))\(isSource ? "" : ", isSource: false")")
    }

    /// Binds the view's focus to `condition` (focus moves only when the user acts); recorded.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        recording("focused", "\(condition.wrappedValue)")
    }

    /// Focuses the view when `binding` is `value`; recorded.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        recording("focused", "equals: \(RecordedArgument.text(value))")
    }

    /// Binds VoiceOver's focus on the view to `condition`; recorded (no assistive technology
    /// runs at rest).
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        recording("accessibilityFocused", "\(condition.wrappedValue)")
    }

    /// Puts VoiceOver's focus on the view when `binding` is `value`; recorded.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        recording("accessibilityFocused", "equals: \(RecordedArgument.text(value))")
    }

    /// Lets the view take focus; recorded.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        recording("focusable", "\(isFocusable)")
    }

    /// Makes the view one layer for its ancestors' opacity, shadow and blend mode, which
    /// otherwise apply to each view inside it; blend modes inside blend only with the layer.
    /// Recorded, and drawn so by renderers.
    public func compositingGroup() -> some View {
        recording("compositingGroup")
    }

    /// How prominent section headers are. Recorded; headers keep the standard style.
    public func headerProminence(_ prominence: Prominence) -> some View {
        recording("headerProminence", "\(prominence)")
    }

    /// How SF Symbols inside the view are coloured (`SymbolLayerColors`); recorded too.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode).recording("symbolRenderingMode", mode.map { "\($0)" } ?? "nil")
    }
}

/// How an SF Symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// The foreground styles, one a layer.
    public static let palette = SymbolRenderingMode(name: "palette")
    public var description: String { "." + name }
}

extension Image {
    /// Whether an image is drawn in its own colours or as a template tinted by the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// The image drawn as `renderingMode` says: a named picture as a `.template` is its shape
    /// (its opacity) filled with the foreground style, as SwiftUI tints it; `.original` or `nil`
    /// draws its own colours. Symbols are drawn in the foreground style either way.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.isTemplate = renderingMode == .template
        return image
    }

    /// How much care a resized bitmap is drawn with, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The image resampled with `interpolation` when resized. Accepted: Arrange draws
    /// resized images with Cairo's default filter whatever the choice.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// The image drawn with or without antialiasing. Accepted: always antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The image's symbol layers coloured as `mode` says (`SymbolLayerColors`), whatever the
    /// environment's mode.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.symbolRenderingMode = mode
        return image
    }
}

/// Whether a view's content can be edited, as SwiftUI's `EditMode` (`@Environment(\.editMode)`).
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe).
    case transient
    /// Editing.
    case active

    /// Whether it is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    /// Not editing: a still picture shows a list before Edit is tapped.
    static var defaultValue: Binding<EditMode>? { .constant(.inactive) }
}

extension EnvironmentValues {
    /// The edit mode of the views inside (`.inactive` unless set with `.environment(\.editMode, …)`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// How prominent a section header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The standard header.
    case standard
    /// A larger, bolder header.
    case increased
}

import Foundation

/// The person's accessibility settings as views read them, and the older presentation mode.
///
/// Each is `false` (the setting off) by default, as on an iPhone as it ships; a preview or a
/// test sets them with `.environment(\.accessibilityReduceTransparency, true)`. Arrange's own
/// views do not change with them yet (docs/DIFFERENCES.md): the value is for the user's code,
/// which picks what to show.
extension EnvironmentValues {
    /// Whether the person asked for shapes or text where colour alone tells things apart
    /// (Settings › Accessibility › Display › Differentiate Without Color).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the person asked for less transparency (solid backgrounds for materials).
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the display's colours are inverted (Smart Invert).
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether VoiceOver is running; in a still picture it is not.
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether Switch Control is running; in a still picture it is not.
    public var accessibilitySwitchControlEnabled: Bool { false }

    /// Whether the person asked for buttons drawn with shapes (Button Shapes).
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Whether the person asked for bold text: `.bold` then, else `.regular`.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }

    /// The older way to dismiss a presentation: a binding to whether the view is presented,
    /// `presentationMode.wrappedValue.dismiss()`. At rest nothing is presented.
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode())
    }
}

/// The weight the person asked text to be drawn with.
public enum LegibilityWeight: Hashable, Sendable {
    /// The weight fonts ask for.
    case regular
    /// Bold Text is on.
    case bold
}

/// Whether a view is presented, and how to dismiss it (`EnvironmentValues.presentationMode`,
/// deprecated in SwiftUI in favour of `dismiss`).
public struct PresentationMode: Sendable {
    /// Whether the view is presented now; at rest `false`.
    public var isPresented: Bool { false }
    /// Dismisses the view; in a still picture nothing happens.
    public mutating func dismiss() {}
}

private enum DifferentiateWithoutColorKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum ReduceTransparencyKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum InvertColorsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum ShowButtonShapesKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private enum LegibilityWeightKey: EnvironmentKey {
    static var defaultValue: LegibilityWeight? { .regular }
}

import Foundation

/// The view modifiers that style every `Text` inside a view that states nothing itself: they
/// set `EnvironmentValues.textStyleDefaults`, which `Text` reads when laid out.
nonisolated extension View {
    /// Text inside this view in italics, when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyleDefaults) { $0.isItalic = isActive }
    }

    /// Text inside this view in `design`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.textStyleDefaults) { $0.design = design }
    }

    /// Text inside this view at `width`.
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment(\.textStyleDefaults) { $0.width = width }
    }

    /// Text inside this view with digits of equal advance.
    public func monospacedDigit() -> some View {
        transformEnvironment(\.textStyleDefaults) { $0.hasMonospacedDigits = true }
    }

    /// Text inside this view with every character of equal advance, when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyleDefaults) { $0.isMonospaced = isActive }
    }

    /// Text inside this view with `kerning` points between graphemes.
    public func kerning(_ kerning: CGFloat) -> some View {
        let clean = kerning.isFinite ? kerning : 0
        return transformEnvironment(\.textStyleDefaults) { $0.kerning = clean }
    }

    /// Text inside this view raised `offset` points above its baseline.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        let clean = offset.isFinite ? offset : 0
        return transformEnvironment(\.textStyleDefaults) { $0.baselineOffset = clean }
    }

    /// Text inside this view underlined, when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textStyleDefaults) { $0.underline = isActive ? TextDecoration(pattern: pattern, color: color) : nil }
    }

    /// Text inside this view struck through, when `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textStyleDefaults) { $0.strikethrough = isActive ? TextDecoration(pattern: pattern, color: color) : nil }
    }

    /// Text inside this view shown in upper- or lowercase (`nil`: as written), in the
    /// environment's locale. Section headers of grouped lists use `.uppercase`.
    public func textCase(_ textCase: Text.Case?) -> some View {
        transformEnvironment(\.textStyleDefaults) { $0.textCase = textCase }
    }

    /// Lets people select text inside this view. Recorded; a still picture shows no selection.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        recording("textSelection", S.allowsSelection ? "enabled" : "disabled")
    }

    /// Marks this view as private: hidden when redacted for `.privacy`. Recorded otherwise.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        recording("privacySensitive", sensitive ? "" : "false")
    }
}

/// Whether text can be selected: `.enabled` or `.disabled`.
public protocol TextSelectability {
    /// Whether people can select the text.
    static var allowsSelection: Bool { get }
}

/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {
    /// `true`.
    public static var allowsSelection: Bool { true }
}

/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    /// `false`.
    public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

import Foundation

/// The colour `.tint(_:)` set, `nil` for the app's accent colour.
struct ControlTintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The tint controls draw their accented parts in: the nearest `.tint(_:)`, else the accent
    /// colour (`systemBlue`).
    var controlTint: Color {
        self[ControlTintKey.self] ?? .accentColor
    }
}

nonisolated extension View {
    /// The colour controls inside this view draw their accented parts in (a borderless button's
    /// title, a slider's track, a bordered prominent button's fill); `nil` for the accent colour.
    /// No effect on layout.
    public func tint(_ tint: Color?) -> some View {
        _EnvironmentWriter(content: self) { $0[ControlTintKey.self] = tint }
    }

    /// The style controls inside this view are tinted with; only colours tint (other styles
    /// leave the accent colour). No effect on layout.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        _EnvironmentWriter(content: self) { $0[ControlTintKey.self] = tint as? Color }
    }

    /// The accent colour of controls inside this view (the older spelling of `tint(_:)`).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}

/// What a standard control reads from its environment, resolved once where it is built.
struct ControlContext {
    /// The colour of its accented parts.
    let tint: Color
    /// Whether it accepts input; a disabled control is drawn dimmed.
    let isEnabled: Bool
    /// Its size class.
    let size: ControlSizeClass
    /// Whether controls leave out their labels (`labelsHidden()`).
    let labelsHidden: Bool
    /// The environment itself, for the colours.
    let environment: EnvironmentValues

    init(_ environment: EnvironmentValues) {
        self.environment = environment
        tint = environment.controlTint
        isEnabled = environment.isEnabled
        size = ControlSizeClass(environment.controlSize)
        labelsHidden = environment[LabelsHiddenKey.self]
    }

    /// The tint, or the disabled grey (`tertiaryLabel`) when the control is disabled.
    var accent: Color {
        isEnabled ? tint : ControlColors.tertiaryLabel(environment)
    }
}

/// The sizes SwiftUI's `ControlSize` names, for the controls' metric tables.
enum ControlSizeClass: Hashable, CaseIterable {
    case mini, small, regular, large, extraLarge

    init(_ size: ControlSize) {
        switch size {
        case .mini: self = .mini
        case .small: self = .small
        case .regular: self = .regular
        case .large: self = .large
        case .extraLarge: self = .extraLarge
        }
    }
}

extension EnvironmentValues {
    /// What a standard control reads, resolved: for the built-in styles' `@Environment`.
    var controlContext: ControlContext { ControlContext(self) }
}

/// Whether `labelsHidden()` is in force.
struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

nonisolated extension View {
    /// Controls inside this view leave out their labels (a `Toggle` shows its switch alone, a
    /// `LabeledContent` its content alone).
    public func labelsHidden() -> some View {
        _EnvironmentWriter(content: self) { $0[LabelsHiddenKey.self] = true }
    }
}

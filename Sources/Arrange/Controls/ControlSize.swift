import Foundation

/// The size classes of controls, smallest to largest: a bordered button's padding and font, a
/// spinner's diameter follow it (`controlSize(_:)`; `.regular` by default).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest controls.
    case mini
    /// Small controls.
    case small
    /// The default size.
    case regular
    /// Large controls.
    case large
    /// The largest controls (iOS 17).
    case extraLarge
}

/// The size set with `controlSize(_:)`.
struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size controls inside the view take; `.regular` unless `controlSize(_:)` says otherwise.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Controls inside this view take `controlSize`: a bordered button's padding, corner radius
    /// and font, a spinner's diameter.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}

import Foundation

/// The outline of a bordered button's fill: `.automatic` (a rounded rectangle whose radius
/// follows the control size), `.capsule`, `.circle`, `.roundedRectangle` with the size's
/// radius or `.roundedRectangle(radius:)`. As a shape it fills its frame.
public nonisolated struct ButtonBorderShape: Shape, Hashable {
    enum Kind: Hashable {
        case automatic, capsule, circle, roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind

    /// The style's choice: a rounded rectangle on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule: the shorter sides are semicircles.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle in the middle of the frame.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the control size's corner radius.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle with corners of `radius` (a negative or non-finite radius counts as 0).
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? max(radius, 0) : 0))
    }

    /// This shape with the automatic choices made: `defaultRadius` for `.automatic` and a
    /// `.roundedRectangle` without a radius.
    func resolved(defaultRadius: CGFloat) -> ButtonBorderShape {
        switch kind {
        case .automatic, .roundedRectangle(radius: nil): .roundedRectangle(radius: defaultRadius)
        default: self
        }
    }

    /// This shape for a Liquid Glass button (`.glass`, `.glassProminent`, iOS 26): `.automatic`
    /// is a capsule, as iOS 26 draws glass buttons; another shape is kept.
    func resolvedForGlass() -> ButtonBorderShape {
        if case .automatic = kind { return .capsule }
        return self
    }

    /// The outline in `rect`; an unresolved rounded rectangle uses the regular size's radius.
    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule:
            return Capsule().path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        case .automatic, .roundedRectangle(radius: nil):
            return RoundedRectangle(cornerRadius: BorderedButtonMetrics.regular.cornerRadius).path(in: rect)
        case .roundedRectangle(radius: let radius?):
            return RoundedRectangle(cornerRadius: radius).path(in: rect)
        }
    }
}

nonisolated extension Shape where Self == ButtonBorderShape {
    /// iOS 17's button border as a shape of its own (`.clipShape(.buttonBorder)`): the
    /// automatic border, a rounded rectangle with the regular control size's radius (8).
    /// SwiftUI resolves it from the environment's `buttonBorderShape`; outside a button
    /// Arrange does not (docs/DIFFERENCES.md).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

/// The border shape set with `buttonBorderShape(_:)`.
struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The border shape bordered buttons fill.
    var buttonBorderShape: ButtonBorderShape { self[ButtonBorderShapeKey.self] }
}

nonisolated extension View {
    /// The outline bordered buttons inside this view fill. No effect on layout.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        _EnvironmentWriter(content: self) { $0[ButtonBorderShapeKey.self] = shape }
    }
}

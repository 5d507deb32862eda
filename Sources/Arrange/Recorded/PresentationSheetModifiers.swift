import Foundation

// How a presented sheet looks (its detents, background, corner radius, drag indicator). A
// still picture presents no sheet: each is recorded on the view inside the sheet's content.

/// A height a sheet rests at, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// The full height.
    public static let large = PresentationDetent(name: "large")
    /// About half the height.
    public static let medium = PresentationDetent(name: "medium")
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
}

/// Whether a sheet lets the view behind it take touches, as SwiftUI's `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = PresentationBackgroundInteraction(name: "automatic")
    /// Touches pass to the view behind.
    public static let enabled = PresentationBackgroundInteraction(name: "enabled")
    /// Touches pass to the view behind up to `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled(upThrough: \(detent.name))")
    }
    /// The view behind takes no touches.
    public static let disabled = PresentationBackgroundInteraction(name: "disabled")
}

/// How a sheet adapts in a compact size class, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation.
    public static let none = PresentationAdaptation(name: "none")
    /// As a popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// As a sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// As a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

nonisolated extension View {
    /// The heights the sheet showing this view rests at. Recorded.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        recording("presentationDetents", detents.map(\.name).sorted().joined(separator: ", "))
    }

    /// The heights the sheet rests at, the current one bound to `selection`. Recorded.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        recording("presentationDetents", detents.map(\.name).sorted().joined(separator: ", "))
    }

    /// Whether the sheet shows its drag indicator. Recorded.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        recording("presentationDragIndicator", ".\(visibility)")
    }

    /// The sheet's background. Recorded.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        recording("presentationBackground", String(describing: S.self))
    }

    /// The sheet's background view. Recorded; not built.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        recording("presentationBackground")
    }

    /// The sheet's corner radius. Recorded.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        recording("presentationCornerRadius", cornerRadius.map { "\($0)" } ?? "nil")
    }

    /// Whether the view behind the sheet takes touches. Recorded.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        recording("presentationBackgroundInteraction", interaction.name)
    }

    /// How the sheet adapts in compact size classes. Recorded.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        recording("presentationCompactAdaptation", adaptation.name)
    }

    /// Whether a swipe may dismiss the sheet. Recorded.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        recording("interactiveDismissDisabled", String(isDisabled))
    }

    /// Makes the view one group for geometry changes during animations (iOS 17): at rest the
    /// view is where its layout puts it. Recorded.
    public func geometryGroup() -> some View {
        recording("geometryGroup")
    }
}

import Foundation

/// The kind of container a `containerBackground` is for: the container draws it behind its
/// whole area (a navigation stack, a widget, StoreKit's subscription store).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String

    /// The placement named `name` (frameworks beside SwiftUI add theirs: StoreKit's
    /// `.subscriptionStoreFullHeight`).
    package init(_ name: String) {
        self.name = name
    }

    /// Behind a navigation stack's or split view's content.
    public static let navigation = ContainerBackgroundPlacement("navigation")
    /// Behind a navigation split view.
    public static let navigationSplitView = ContainerBackgroundPlacement("navigationSplitView")
    /// Behind a tab view's content.
    public static let tabView = ContainerBackgroundPlacement("tabView")
    /// Behind a widget.
    public static let widget = ContainerBackgroundPlacement("widget")
}

nonisolated extension View {
    /// Sets the background the enclosing container of kind `container` draws behind its whole
    /// area. Recorded: Arrange's containers do not draw it yet (docs/DIFFERENCES.md).
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        recording("containerBackground", "for: .\(container.name)")
    }

    /// Sets `style` as the background the enclosing container of kind `container` draws.
    /// Recorded, as the view form is.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        recording("containerBackground", "for: .\(container.name)")
    }
}

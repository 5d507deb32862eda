import Foundation

// Context menus open on a long press: a still picture shows the view without its menu. The
// modifiers record themselves on the node; the menu's items and preview are never built.

/// A context menu's items, as the deprecated `contextMenu(_:)` takes them.
public struct ContextMenu<MenuItems: View> {
    /// The menu of the views `menuItems` builds.
    public init(@ViewBuilder menuItems: () -> MenuItems) {}
}

nonisolated extension View {
    /// Adds a context menu of the views `menuItems` builds. Recorded.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        recording("contextMenu")
    }

    /// Adds a context menu with a preview shown above it while open. Recorded.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        recording("contextMenu", "preview")
    }

    /// Adds the context menu `contextMenu`, or none for `nil` (the older form). Recorded.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        recording("contextMenu", contextMenu == nil ? "nil" : "")
    }

    /// Adds a context menu for the selected rows of a list or table. Recorded.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        recording("contextMenu", "forSelectionType: \(I.self)")
    }
}

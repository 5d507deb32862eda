import Foundation

/// The tint of a list row's icon, as SwiftUI's `ListItemTint`.
public struct ListItemTint: Sendable {
    let color: Color?
    /// `color`, whatever the environment says.
    public static func fixed(_ color: Color) -> ListItemTint { ListItemTint(color: color) }
    /// `color`, unless the environment tints rows.
    public static func preferred(_ color: Color) -> ListItemTint { ListItemTint(color: color) }
    /// The monochrome tint.
    public static let monochrome = ListItemTint(color: nil)
}

nonisolated extension View {
    /// Shows or hides a menu's indicator (the chevron of a menu button on macOS). Recorded:
    /// iOS's menu buttons draw no indicator either way.
    public func menuIndicator(_ visibility: Visibility) -> some View {
        recording("menuIndicator", "\(visibility)")
    }

    /// The tint of list rows' icons (a sidebar's on iPad and Mac). Recorded: an iPhone list
    /// tints its icons with the accent colour either way.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        recording("listItemTint")
    }

    /// The tint of list rows' icons. Recorded (see `listItemTint(_:)` with a `ListItemTint`).
    public func listItemTint(_ color: Color?) -> some View {
        recording("listItemTint")
    }
}

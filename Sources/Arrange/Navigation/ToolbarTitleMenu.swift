import Foundation

/// A menu opened from the navigation title, as SwiftUI's `ToolbarTitleMenu`. At rest the menu
/// is closed; iOS marks the title with a small chevron, which Arrange does not draw yet
/// (docs/DIFFERENCES.md): the menu adds no toolbar item.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
    let content: Content

    /// A title menu of `content`'s buttons.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// No entries: the closed menu draws nothing of its own.
    public var _entries: [_ToolbarEntry] { [] }
}

/// What a toolbar is for, as SwiftUI's `ToolbarRole`: it decides where items go and whether
/// the back button shows the previous title.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A browser's toolbar.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar: on iOS the back button shows no title.
    public static let editor = ToolbarRole(name: "editor")
    /// A navigation stack's toolbar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}

nonisolated extension View {
    /// The role of the toolbar. Recorded: Arrange's navigation bar at rest has no back button
    /// (a preview shows the root), so the role changes nothing drawn.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        recording("toolbarRole", role.name)
    }
}

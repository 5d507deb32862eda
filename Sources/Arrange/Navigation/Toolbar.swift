import Foundation

/// Where a toolbar item goes. On iPhone: the leading or trailing end of the navigation bar, its
/// middle (`.principal`), or the bottom toolbar; `.keyboard` items show only with a keyboard.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case leading, trailing, principal, bottom, hidden
    }

    let slot: Slot

    /// The platform's choice: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the navigation bar (the older name).
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the navigation bar (the older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The middle of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// Above the keyboard: not shown at rest.
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
    /// A confirming action (Done, Save): the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A cancelling action: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// A destructive action: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// The primary action: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A secondary action: the trailing end.
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// The status area: the bottom toolbar's middle.
    public static let status = ToolbarItemPlacement(slot: .bottom)
}

/// One item of a toolbar: how to build its view, and where it goes. Not meant to be used directly.
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let make: (_ViewInputs) -> [LayoutNode]
}

/// Content of a toolbar: items built by `@ToolbarContentBuilder`.
public protocol ToolbarContent {
    /// The items, in order.
    var _entries: [_ToolbarEntry] { get }
}

/// A toolbar item: `content` at `placement`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The item's entries: one.
    public var _entries: [_ToolbarEntry] {
        let content = self.content
        return [_ToolbarEntry(placement: placement) { Content.makeNodeList(content, inputs: $0) }]
    }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (for customisable toolbars).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items showing the views of `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The group's entries: one per view.
    public var _entries: [_ToolbarEntry] {
        let content = self.content
        return [_ToolbarEntry(placement: placement) { Content.makeNodeList(content, inputs: $0) }]
    }
}

/// Toolbar content made of several pieces.
public struct _ToolbarContentList: ToolbarContent {
    /// The pieces' entries, in order.
    public let _entries: [_ToolbarEntry]
}

/// Builds toolbar content from items, groups, conditions and loops.
@resultBuilder
public enum ToolbarContentBuilder {
    /// Items one after another.
    public static func buildBlock(_ parts: any ToolbarContent...) -> _ToolbarContentList {
        _ToolbarContentList(_entries: parts.flatMap(\._entries))
    }
    /// An item shown when a condition holds.
    public static func buildOptional(_ part: (any ToolbarContent)?) -> _ToolbarContentList {
        _ToolbarContentList(_entries: part?._entries ?? [])
    }
    /// The first branch of an `if`.
    public static func buildEither(first: any ToolbarContent) -> _ToolbarContentList {
        _ToolbarContentList(_entries: first._entries)
    }
    /// The second branch of an `if`.
    public static func buildEither(second: any ToolbarContent) -> _ToolbarContentList {
        _ToolbarContentList(_entries: second._entries)
    }
    /// Items for each element of a loop.
    public static func buildArray(_ parts: [any ToolbarContent]) -> _ToolbarContentList {
        _ToolbarContentList(_entries: parts.flatMap(\._entries))
    }
    /// An item available on this OS.
    public static func buildLimitedAvailability(_ part: any ToolbarContent) -> _ToolbarContentList {
        _ToolbarContentList(_entries: part._entries)
    }
}

nonisolated extension View {
    /// Puts toolbar items in the enclosing navigation stack's bars.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = content()._entries
        return modifyingNodes("toolbar") { node in
            var request = (node.layoutValue(NavigationBarRequestKey.self) ?? nil) ?? NavigationBarRequest()
            request.items += entries
            var values = node.layoutValues ?? [:]
            values[ObjectIdentifier(NavigationBarRequestKey.self)] = request
            node.layoutValues = values
        }
    }

    /// Puts views in the trailing end of the enclosing navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return toolbar { ToolbarItemGroup(placement: .automatic) { items } }
    }
}

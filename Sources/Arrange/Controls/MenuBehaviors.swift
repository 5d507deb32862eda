import Foundation

/// The order a menu lists its items in once open (iOS 16). A still picture shows menus closed.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    /// The platform's choice: the first item nearest the control that opened it.
    public static let automatic = MenuOrder(name: "automatic")
    /// The order written, from the top.
    public static let fixed = MenuOrder(name: "fixed")
    /// The first item nearest the finger.
    public static let priority = MenuOrder(name: "priority")
}

/// Whether choosing an item closes its menu (iOS 16.4).
public struct MenuActionDismissBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice: the menu closes.
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// Whether holding a button repeats its action (iOS 17).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice: no repeat.
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    /// The action repeats while held.
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    /// The action runs once.
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

nonisolated extension View {
    /// The order menus inside list their items in. Recorded.
    public func menuOrder(_ order: MenuOrder) -> some View {
        recording("menuOrder", ".\(order.name)")
    }

    /// Whether choosing an item of menus inside closes the menu. Recorded.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
        recording("menuActionDismissBehavior", ".\(behavior.name)")
    }

    /// Whether holding buttons inside repeats their action. Recorded.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        recording("buttonRepeatBehavior", ".\(behavior.name)")
    }
}

import Foundation

/// What a button does, which may change how it looks: a destructive button is drawn in red.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// The button deletes or discards something: its title is drawn in `systemRed`.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}

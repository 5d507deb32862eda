import Foundation

/// The context of a state change (SwiftUI's animation and its options). A still picture shows
/// no change happening, so it carries nothing.
public struct Transaction: Sendable {
    /// An empty transaction.
    public init() {}
}

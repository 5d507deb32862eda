import Foundation

/// The views pushed on a `NavigationStack(path:)`, as SwiftUI's `NavigationPath`: a list of
/// hashable values of any types. A still picture shows the stack's root (docs/DIFFERENCES.md),
/// so the path is kept and counted but nothing of it is shown.
public struct NavigationPath: Hashable, Sendable {
    private var elements: [AnyHashableSendable] = []

    /// An empty path (the root shown).
    public init() {}

    /// A path of `elements`, in push order.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Sendable {
        self.elements = elements.map(AnyHashableSendable.init)
    }

    /// How many views are pushed.
    public var count: Int { elements.count }
    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable & Sendable>(_ value: V) {
        elements.append(AnyHashableSendable(value))
    }

    /// Pops `k` values (all of them when fewer are pushed).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }
}

/// A hashable, sendable value of any type.
private struct AnyHashableSendable: Hashable, @unchecked Sendable {
    let value: AnyHashable
    init<V: Hashable & Sendable>(_ value: V) { self.value = AnyHashable(value) }
}

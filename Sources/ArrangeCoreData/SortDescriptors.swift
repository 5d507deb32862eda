import ArrangeFoundation
import Foundation

/// Core Data's sort descriptors on Foundation's `NSSortDescriptor`, which on Linux sorts by
/// Swift key paths to `Comparable` values only: by a key read from managed objects
/// (`NSSortDescriptor(key: "title", ascending: true)`), by a key path to an optional
/// (`\Book.title`, a `String?` as Xcode generates it: `nil` first), and as Foundation's
/// `SortDescriptor` for `@FetchRequest(sortDescriptors: [SortDescriptor(\.title)])`.
extension NSSortDescriptor {
    /// Sorts managed objects by their value for `key` (numbers as numbers, strings as strings,
    /// `nil` first); `ascending` or not.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSManagedObject.[managedSortKey: key ?? "SELF"], ascending: ascending)
    }

    /// Sorts by the optional value at `keyPath`, `nil` first.
    public convenience init<Root, Value: Comparable>(keyPath: KeyPath<Root, Value?>, ascending: Bool) {
        self.init(keyPath: keyPath.appending(path: \Value?.managedSortKey), ascending: ascending)
    }
}

extension NSManagedObject {
    /// The value for `key` as a comparable key.
    public subscript(managedSortKey key: String) -> ManagedSortKey { ManagedSortKey(value: key == "SELF" ? self : value(forKeyPath: key), caseInsensitive: false)
    }
}

extension Optional where Wrapped: Comparable {
    /// The optional as a comparable key: `nil` first.
    public var managedSortKey: ManagedSortKey { ManagedSortKey(value: self, caseInsensitive: false) }
}

/// A value read by key, ordered as `ManagedCompare` orders values (`nil` first).
public struct ManagedSortKey: Comparable, @unchecked Sendable {
    let value: Any?
    let caseInsensitive: Bool

    public static func < (lhs: ManagedSortKey, rhs: ManagedSortKey) -> Bool {
        ManagedCompare.compare(lhs.value, rhs.value, caseInsensitive: lhs.caseInsensitive) == .orderedAscending
    }

    public static func == (lhs: ManagedSortKey, rhs: ManagedSortKey) -> Bool {
        ManagedCompare.compare(lhs.value, rhs.value, caseInsensitive: lhs.caseInsensitive) == .orderedSame
    }
}

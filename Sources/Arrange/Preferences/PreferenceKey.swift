import Foundation

/// A named value that views hand up to their ancestors: set with `preference(key:value:)`
/// (or from geometry with `anchorPreference`), read with `onPreferenceChange`,
/// `overlayPreferenceValue` or `backgroundPreferenceValue`.
///
/// A view's value is what its own modifiers set, else its children's values combined in order
/// with `reduce` (children that set nothing take no part); a view with no value anywhere below
/// it reads `defaultValue`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value read where no view set one.
    static var defaultValue: Value { get }
    /// Combines `value` with the value of the next sibling, `nextValue()`, in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// What a node's own preference modifiers do, innermost first, and who watches its value.
struct NodePreferences {
    /// One `preference`, `transformPreference`, `anchorPreference` or
    /// `transformAnchorPreference`: it changes the value of `key` (nil: none yet) given the
    /// node's frame in root coordinates.
    struct Writer {
        let key: ObjectIdentifier
        let write: (inout Any?, CGRect) -> Void
    }

    /// One `onPreferenceChange`: after layout its action runs with the node's value of the key.
    struct Observer {
        let keyName: String
        /// The node's value, or the key's default.
        let read: (LayoutNode) -> Any
        let isEqual: (Any, Any) -> Bool
        let perform: (Any) -> Void
    }

    var writers: [Writer] = []
    var observers: [Observer] = []
}

extension LayoutNode {
    /// The value of `key` for this node's subtree, or `nil` when no view in it set one: each
    /// node's children combined in order with `reduce`, then changed by the node's own writers.
    /// Walked without recursion, children before parents.
    func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        let identifier = ObjectIdentifier(key)
        var values: [Int32: K.Value] = [:]
        let nodes = subtree
        for node in nodes.reversed() {
            var combined: K.Value?
            for child in node.children {
                guard let value = values.removeValue(forKey: child.slot) else { continue }
                if combined == nil {
                    combined = value
                } else {
                    K.reduce(value: &combined!, nextValue: { value })
                }
            }
            if let writers = node.preferences?.writers, writers.contains(where: { $0.key == identifier }) {
                var erased: Any? = combined
                for writer in writers where writer.key == identifier {
                    writer.write(&erased, node.frame ?? .zero)
                }
                combined = erased as? K.Value
            }
            if let combined {
                values[node.slot] = combined
            }
        }
        return values[slot]
    }

    /// Adds a preference writer to the node.
    func addPreferenceWriter(_ writer: NodePreferences.Writer) {
        var preferences = self.preferences ?? NodePreferences()
        preferences.writers.append(writer)
        self.preferences = preferences
    }

    /// Adds an `onPreferenceChange` observer to the node.
    func addPreferenceObserver(_ observer: NodePreferences.Observer) {
        var preferences = self.preferences ?? NodePreferences()
        preferences.observers.append(observer)
        self.preferences = preferences
    }
}

/// The name of a key type in messages: `WidthKey`.
func preferenceKeyName<K>(_ key: K.Type) -> String {
    String(describing: key)
}

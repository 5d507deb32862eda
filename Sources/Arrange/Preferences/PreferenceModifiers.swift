import Foundation

nonisolated extension View {
    /// Sets this view's value of `key` to `value`, replacing what the views inside it set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifyingNodes("preference") {
            $0.addPreferenceWriter(NodePreferences.Writer(key: ObjectIdentifier(key)) { current, _ in current = value })
        }
    }

    /// Changes this view's value of `key` (its children's combined value, or the default) with
    /// `callback`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifyingNodes("transformPreference") {
            $0.addPreferenceWriter(NodePreferences.Writer(key: ObjectIdentifier(key)) { current, _ in
                var value = (current as? K.Value) ?? K.defaultValue
                callback(&value)
                current = value
            })
        }
    }

    /// Sets this view's value of `key` from an anchor on its own frame (`.bounds`, `.center`, …),
    /// which an ancestor resolves with `GeometryProxy[anchor]`.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        modifyingNodes("anchorPreference") {
            $0.addPreferenceWriter(NodePreferences.Writer(key: ObjectIdentifier(key)) { current, frame in
                current = transform(value.anchor(in: frame))
            })
        }
    }

    /// Changes this view's value of `key` with an anchor on its own frame.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        modifyingNodes("transformAnchorPreference") {
            $0.addPreferenceWriter(NodePreferences.Writer(key: ObjectIdentifier(key)) { current, frame in
                var preference = (current as? K.Value) ?? K.defaultValue
                transform(&preference, value.anchor(in: frame))
                current = preference
            })
        }
    }

    /// Runs `action` with this view's value of `key` once laid out, and again whenever a new
    /// layout (after `action` changed state) gives a different value, as SwiftUI does on the
    /// next frame; see `LayoutRounds`.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        let observer = NodePreferences.Observer(
            keyName: preferenceKeyName(key),
            read: { $0.preferenceValue(key) ?? K.defaultValue },
            isEqual: { ($0 as? K.Value) == ($1 as? K.Value) },
            perform: { value in
                if let value = value as? K.Value { action(value) }
            })
        return modifyingNodes("onPreferenceChange") { $0.addPreferenceObserver(observer) }
    }

    /// Draws the view `transform` makes from this view's value of `key` over this view, once
    /// this view is laid out (so anchors in the value resolve to final frames). The overlay is
    /// offered this view's size and placed in it by `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueModifier<K, V>(transform: transform, alignment: alignment, isBackground: false))
    }

    /// Draws the view `transform` makes from this view's value of `key` behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        modifier(PreferenceValueModifier<K, V>(transform: transform, alignment: alignment, isBackground: true))
    }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: each node of the content gets a
/// reader over (or behind) it that builds its view from the content's value once placed.
nonisolated struct PreferenceValueModifier<K: PreferenceKey, V: View>: ViewModifier {
    typealias Body = Never
    let transform: (K.Value) -> V
    let alignment: Alignment
    let isBackground: Bool

    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        inputs.descending { inner in
            var inner = inner
            let transform = modifier.transform
            for primary in content.nodes(inner) {
                inner.stackAxis = nil
                let reader = PreferenceReaderLayout(
                    name: modifier.isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue",
                    source: primary, alignment: modifier.alignment, inputs: inner
                ) { source, inputs in
                    V.makeNodeList(transform(source.preferenceValue(K.self) ?? K.defaultValue), inputs: inputs)
                }
                let readerNode = LayoutNode(reader, inputs: inner)
                readerNode.buildsChildrenWhenPlaced = true
                let node = LayoutNode(
                    OverlayLayout(alignment: .center, isBackground: modifier.isBackground), children: [primary, readerNode],
                    inputs: inputs, spacing: primary.spacing)
                node.drawsSecondaryBehind = modifier.isBackground
                node.inheritTraits(from: primary)
                outputs.nodes.append(node)
            }
        }
    }
}

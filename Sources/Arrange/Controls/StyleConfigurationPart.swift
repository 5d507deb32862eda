import Foundation

/// A type-erased part of a style's configuration (a button's label, a toggle's label, a group
/// box's content …): it lays out as the view it wraps, in the environment where it is placed.
/// SwiftUI gives each configuration its own part types; they share this one behaviour.
protocol StyleConfigurationPart: View where Body == Never {
    /// The view this part stands for.
    var content: AnyView { get }
}

nonisolated extension StyleConfigurationPart {
    /// Never evaluated: the part lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Appends the nodes of the wrapped view.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        AnyView._makeNodes(view.content, inputs: inputs, outputs: &outputs)
    }
}

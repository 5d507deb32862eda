import Foundation

/// A 1-point line separating content: vertical inside an `HStack` (taking the proposed
/// height), horizontal anywhere else (taking the proposed width); 10 points when unspecified.
public nonisolated struct Divider: View, Equatable {
    /// A divider.
    public init() {}

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one 1-point line node, vertical when its stack is an `HStack`.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let node = LayoutNode(DividerLayout(runsVertically: inputs.stackAxis == .horizontal), environment: inputs.environment)
        outputs.nodes.append(node)
    }
}

import Foundation

/// Flexible space. In a stack it grows along the stack's axis from `minLength` (8 by default,
/// the default spacing) to anything, takes 0 across, yields space to every other child, and
/// has no spacing around it. Outside a stack it takes any size from `minLength` up.
public nonisolated struct Spacer: View, Equatable {
    /// The least length it takes; `nil` for the default spacing, 8.
    public var minLength: CGFloat?

    /// A spacer of at least `minLength`.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one flexible node with the lowest layout priority and no spacing along its stack's
    /// axis.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let axis = inputs.stackAxis
        let spacing: ViewSpacing
        switch axis {
        case .horizontal: spacing = ViewSpacing(top: nil, leading: 0, bottom: nil, trailing: 0)
        case .vertical: spacing = ViewSpacing(top: 0, leading: nil, bottom: 0, trailing: nil)
        case nil: spacing = .zero
        }
        let node = inputs.tyingWarnings {
            var minLength = ViewSpacing.defaultDistance
            if let given = view.minLength {
                if given.isFinite { minLength = max(given, 0) } else { inputs.builder.warn(.invalidValue(modifier: "Spacer(minLength:)", value: given), in: "Spacer") }
            }
            return LayoutNode(SpacerLayout(minLength: minLength, axis: axis), inputs: inputs, spacing: spacing)
        }
        node.layoutPriority = -.infinity
        outputs.nodes.append(node)
    }
}

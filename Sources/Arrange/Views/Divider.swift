import Foundation

/// A 1-point line separating content: vertical inside an `HStack` (taking the proposed
/// height), horizontal anywhere else (taking the proposed width); 10 points when unspecified.
/// It is drawn as iOS draws separators: a hairline, one device pixel thick, across the middle
/// of its frame, in iOS's `separator` colour.
public nonisolated struct Divider: View, Equatable {
    /// A divider.
    public init() {}

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one 1-point line node, vertical when its stack is an `HStack`, drawn as a hairline
    /// in the separator colour.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let runsVertically = inputs.stackAxis == .horizontal
        let node = LayoutNode(DividerLayout(runsVertically: runsVertically), inputs: inputs)
        node.content = .shape(
            _HairlineShape(runsVertically: runsVertically),
            style: ShapeStyleResolution.resolve(Color(system: .separator), inputs: inputs), drawing: .fill)
        outputs.nodes.append(node)
    }
}

/// The line a `Divider` draws: renderers make it one device pixel thick, across the middle of
/// the frame; as a path it is the frame's middle line, `hairlineThickness` thick.
public nonisolated struct _HairlineShape: Shape {
    /// Whether the line runs top to bottom (a divider in an `HStack`).
    public let runsVertically: Bool
    /// The thickness `path(in:)` gives the line when no pixel size is known: a pixel at 2×.
    public static let hairlineThickness: CGFloat = 0.5

    /// The middle line of `rect`, `thickness` thick.
    public func line(in rect: CGRect, thickness: CGFloat) -> CGRect {
        runsVertically
            ? CGRect(x: rect.midX - thickness / 2, y: rect.minY, width: thickness, height: rect.height)
            : CGRect(x: rect.minX, y: rect.midY - thickness / 2, width: rect.width, height: thickness)
    }

    /// The middle line of `rect`, `hairlineThickness` thick.
    public func path(in rect: CGRect) -> Path {
        Path(line(in: rect, thickness: Self.hairlineThickness))
    }
}

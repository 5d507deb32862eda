import Foundation

/// `HStack`'s layout as a `Layout` value, to switch layouts with `AnyLayout` or use inside your
/// own. Lays out exactly as `HStack` does.
public struct HStackLayout: Layout, BuiltinLayout {
    /// The vertical guide children line up on.
    public var alignment: VerticalAlignment
    /// The distance between children; `nil` for the children's preferences (8 by default).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks horizontally: child `Spacer`s grow in width, `Divider`s run vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackLayout {
        StackLayout(axis: .horizontal, alignment: alignment.key, spacing: ViewSpacing.checked(spacing, parameter: "HStackLayout(spacing:)").value)
    }
}

extension HStackLayout: DiagnosesItsValues {
    var valueProblems: [LayoutDiagnostic.Kind] { [ViewSpacing.checked(spacing, parameter: "HStackLayout(spacing:)").problem].compactMap { $0 } }
}

/// `VStack`'s layout as a `Layout` value. Lays out exactly as `VStack` does.
public struct VStackLayout: Layout, BuiltinLayout {
    /// The horizontal guide children line up on.
    public var alignment: HorizontalAlignment
    /// The distance between children; `nil` for the children's preferences (8 by default).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks vertically: child `Spacer`s grow in height, `Divider`s run horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackLayout {
        StackLayout(axis: .vertical, alignment: alignment.key, spacing: ViewSpacing.checked(spacing, parameter: "VStackLayout(spacing:)").value)
    }
}

extension VStackLayout: DiagnosesItsValues {
    var valueProblems: [LayoutDiagnostic.Kind] { [ViewSpacing.checked(spacing, parameter: "VStackLayout(spacing:)").problem].compactMap { $0 } }
}

/// `ZStack`'s layout as a `Layout` value. Lays out exactly as `ZStack` does.
public struct ZStackLayout: Layout, BuiltinLayout {
    /// The guides children line up on.
    public var alignment: Alignment

    /// An overlaying layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var algorithm: ZStackLayoutAlgorithm { ZStackLayoutAlgorithm(alignment: alignment) }
}

/// A public layout value that runs one of the engine's built-in algorithms: its `Layout`
/// requirements forward to the algorithm.
protocol BuiltinLayout: Layout where Cache == () {
    associatedtype Algorithm: LayoutAlgorithm
    /// The algorithm the container's node runs.
    var algorithm: Algorithm { get }
}

extension BuiltinLayout {
    /// The size the built-in algorithm reports.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// Places the children as the built-in algorithm does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// The built-in algorithm's explicit value for a horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// The built-in algorithm's explicit value for a vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}

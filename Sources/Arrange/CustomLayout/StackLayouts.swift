import Foundation

/// `HStack`'s layout as a `Layout` value, to switch layouts with `AnyLayout` or use inside your
/// own. Lays out exactly as `HStack` does.
public struct HStackLayout: Layout {
    /// The vertical guide children line up on.
    public var alignment: VerticalAlignment
    /// The distance between children; `nil` for the children's preferences (8 by default).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing.flatMap { $0.isFinite ? $0 : nil }) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// `VStack`'s layout as a `Layout` value. Lays out exactly as `VStack` does.
public struct VStackLayout: Layout {
    /// The horizontal guide children line up on.
    public var alignment: HorizontalAlignment
    /// The distance between children; `nil` for the children's preferences (8 by default).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing.flatMap { $0.isFinite ? $0 : nil }) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// `ZStack`'s layout as a `Layout` value. Lays out exactly as `ZStack` does.
public struct ZStackLayout: Layout {
    /// The guides children line up on.
    public var alignment: Alignment

    /// An overlaying layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var algorithm: ZStackLayoutAlgorithm { ZStackLayoutAlgorithm(alignment: alignment) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}

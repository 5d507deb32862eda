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

    /// Stacks horizontally: child `Spacer`s grow in width, `Divider`s run vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing.flatMap { $0.isFinite ? $0 : nil }) }

    /// `HStack`'s size for `proposal`: the children's widths plus spacing, by the height their
    /// aligned frames span.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// Places the children left to right on `alignment`, as `HStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// `HStack`'s explicit value for a horizontal guide, or `nil`.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// `HStack`'s explicit value for a vertical guide, or `nil`.
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

    /// Stacks vertically: child `Spacer`s grow in height, `Divider`s run horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing.flatMap { $0.isFinite ? $0 : nil }) }

    /// `VStack`'s size for `proposal`: the children's heights plus spacing, by the width their
    /// aligned frames span.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// Places the children top to bottom on `alignment`, as `VStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// `VStack`'s explicit value for a horizontal guide, or `nil`.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// `VStack`'s explicit value for a vertical guide, or `nil`.
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

    /// `ZStack`'s size for `proposal`: the union of the children's frames aligned on `alignment`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// Places every child on `alignment`, back to front, as `ZStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// `ZStack`'s explicit value for a horizontal guide, or `nil`.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// `ZStack`'s explicit value for a vertical guide, or `nil`.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        algorithm.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}

import Foundation

/// A layout whose type is erased, so that a container can switch between layouts
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) while its children stay
/// the same views. Lays out exactly as the layout it wraps.
public struct AnyLayout: Layout, InstanceLayoutProperties {
    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any
    }

    let base: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            base = erased.base
        } else {
            base = layout
        }
    }

    /// No stack orientation at the type level; each instance reports its wrapped layout's.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The wrapped layout's properties: a `Spacer` in `AnyLayout(HStackLayout())` grows
    /// horizontally.
    var instanceProperties: LayoutProperties { Self.properties(of: base) }

    private static func properties<L: Layout>(of layout: L) -> LayoutProperties {
        L.layoutProperties
    }

    /// The wrapped layout's fresh cache, type-erased.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: Self.makeCache(base, subviews))
    }

    /// The wrapped layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.sizeThatFits(base, proposal, subviews, &cache.value)
    }

    /// Places the children as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.placeSubviews(base, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        Self.spacing(base, subviews, &cache.value)
    }

    /// The wrapped layout's explicit value for a horizontal guide, or `nil`.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        Self.explicitAlignment(base, guide.key, bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's explicit value for a vertical guide, or `nil`.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        Self.explicitAlignment(base, guide.key, bounds, proposal, subviews, &cache.value)
    }

    // Each helper opens the existential layout and works with its concrete cache type.

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any {
        layout.makeCache(subviews: subviews)
    }

    private static func withCache<L: Layout, T>(_ layout: L, _ subviews: Subviews, _ erased: inout Any, _ body: (inout L.Cache) -> T) -> T {
        var cache = erased as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { erased = cache }
        return body(&cache)
    }

    private static func sizeThatFits<L: Layout>(_ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any) -> CGSize {
        withCache(layout, subviews, &cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    private static func placeSubviews<L: Layout>(_ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any) {
        withCache(layout, subviews, &cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    private static func spacing<L: Layout>(_ layout: L, _ subviews: Subviews, _ cache: inout Any) -> ViewSpacing {
        withCache(layout, subviews, &cache) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    private static func explicitAlignment<L: Layout>(
        _ layout: L, _ guide: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any
    ) -> CGFloat? {
        withCache(layout, subviews, &cache) { cache in
            guide.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

extension AnyLayout: DiagnosesItsValues {
    /// The problems of the layout it wraps.
    var valueProblems: [LayoutDiagnostic.Kind] { (base as? any DiagnosesItsValues)?.valueProblems ?? [] }
}

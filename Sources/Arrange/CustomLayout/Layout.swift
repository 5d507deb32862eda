import Foundation

/// A container whose layout you write yourself, as in SwiftUI: `sizeThatFits` answers how big
/// the container is for a proposal, `placeSubviews` puts each child in place. Use a layout as a
/// container by calling it: `FlowLayout(spacing: 8) { … }`.
///
/// Layouts talk to their children only through `Subviews` proxies, which measure (every answer
/// is remembered for the rest of the pass, so asking twice is free for the engine) and place.
/// A `Cache` holds what `sizeThatFits` and `placeSubviews` share; it lives for one layout pass.
public protocol Layout {
    /// What `sizeThatFits` and `placeSubviews` share within a pass; `Void` by default.
    associatedtype Cache = Void
    /// The children, as proxies.
    typealias Subviews = LayoutSubviews

    /// Facts about the layout: whether it stacks along an axis (which orients a child `Spacer`
    /// or `Divider`).
    static var layoutProperties: LayoutProperties { get }

    /// A fresh cache for `subviews`, made before the layout is first asked anything in a pass.
    func makeCache(subviews: Subviews) -> Cache

    /// Refreshes `cache` when the subviews change; by default makes it anew.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The container's spacing preferences; by default the union of its children's.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every child inside `bounds`, the container's frame (in the root's coordinates).
    /// A child that is not placed is not shown.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The container's explicit value for a horizontal guide, or `nil`; by default the
    /// children's explicit values merged at the positions `placeSubviews` gives them.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// The container's explicit value for a vertical guide, or `nil`; by default the children's
    /// explicit values merged at the positions `placeSubviews` gives them.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

/// Facts about a layout that its children's behaviour depends on.
public struct LayoutProperties: Sendable, Hashable {
    /// The axis the layout stacks its children along, if any: `Spacer`s grow and `Divider`s
    /// run across it as in an `HStack` (horizontal) or `VStack` (vertical).
    public var stackOrientation: Axis?

    /// No stack orientation.
    public init() {}
}

extension Layout {
    /// By default no stack orientation: a child `Spacer` grows in both dimensions.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// By default replaces `cache` with a fresh `makeCache(subviews:)`.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// By default the union of the children's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.standard) { $0.union($1.spacing) }
    }

    /// By default the children's explicit horizontal-guide values, merged at the places
    /// `placeSubviews` gives them.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key, in: bounds) { recording in
            placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
        }
    }

    /// By default the children's explicit vertical-guide values, merged at the places
    /// `placeSubviews` gives them.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        subviews.mergedExplicitAlignment(guide.key, in: bounds) { recording in
            placeSubviews(in: bounds, proposal: proposal, subviews: recording, cache: &cache)
        }
    }

    /// This layout as a container of the views built by `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A `Layout` used as a container.
public nonisolated struct _LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one container node running the layout, with a child node per subview.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let algorithm = CustomLayoutAlgorithm(layout: view.layout)
        let properties = (view.layout as? any InstanceLayoutProperties)?.instanceProperties ?? L.layoutProperties
        let node = makeContainer(algorithm, content: view.content, childAxis: properties.stackOrientation, inputs: inputs)
        // A user's layout may state a guide of its own whatever its subviews state (`SubviewGuidesOnly`).
        if (view.layout as? any SubviewGuidesOnly)?.statesSubviewGuidesOnly != true { node.guidesInSubtree = .every }
        if let checked = view.layout as? any DiagnosesItsValues {
            for problem in checked.valueProblems { inputs.builder.warn(problem, in: algorithm.name, at: node) }
        }
        outputs.nodes.append(node)
    }
}

/// A layout value whose arguments may be unusable (a spacing that is not a finite number): the
/// container it makes tells each problem, as a view tells those of its arguments.
protocol DiagnosesItsValues {
    /// What is wrong with the layout's values (`ViewSpacing.checked`).
    var valueProblems: [LayoutDiagnostic.Kind] { get }
}

/// A layout whose properties depend on the value, not only the type (`AnyLayout` has those of
/// the layout it wraps).
protocol InstanceLayoutProperties {
    var instanceProperties: LayoutProperties { get }
}

import Foundation

/// Runs a user's `Layout` inside the engine: makes its cache on first use in the pass and
/// keeps it in the node, and turns its answers into the engine's. Explanations show every
/// question it asks its subviews (`ExplainsSubviewQueries`), when it made its cache, and how
/// many questions each of its answers took.
struct CustomLayoutAlgorithm<L: Layout>: LayoutAlgorithm, ExplainsSubviewQueries {
    let layout: L
    private let storage = CacheStorage<L.Cache>()

    init(layout: L) {
        self.layout = layout
    }

    var name: String {
        let name = String(describing: L.self)
        return name.split(separator: "<").first.map(String.init) ?? name
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { cache in
            // The questions its own sizeThatFits asks (those of makeCache come before).
            let asked = subviews.explaining { subviews.reduce(0) { $0 + $1.node.queryCount } }
            let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            if let asked {
                storage.questionsAsked = (proposal, subviews.reduce(0) { $0 + $1.node.queryCount } - asked)
            }
            return size
        }
    }

    /// How many questions its sizing for `proposal` asked (counted only while explaining).
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> ReportReason? {
        guard let asked = storage.questionsAsked, asked.proposal == proposal else { return nil }
        return .customLayout(questions: asked.questions, hasCache: L.Cache.self != Void.self)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// The layout's value for `guide`; a NaN, or an infinity for a view of finite length along
    /// the guide's axis, is told and dropped for the guide's default, as an `alignmentGuide`
    /// closure's is (a container aligning by it would otherwise place views at NaN or ∞).
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        let value = withCache(subviews) { cache in
            guide.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: guide), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        guard let value, value.isNaN || (value.isInfinite && bounds.size[guide.axis].isFinite) else { return value }
        subviews.warn(.nonFiniteLayoutGuide(layout: name, guide: guide.name, value: value))
        return nil
    }

    func spacing(subviews: LayoutSubviews) -> ViewSpacing? {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    /// Runs `body` with the node's cache, made first if this is the first question of the pass.
    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        if storage.cache == nil {
            // Told before makeCache runs: the questions it asks follow.
            if L.Cache.self != Void.self, subviews.count > 0 { subviews.explain(.madeCache(subviews: subviews.count)) }
            storage.cache = layout.makeCache(subviews: subviews)
        }
        return body(&storage.cache!)
    }
}

/// Where a layout node keeps its `Layout`'s cache for the pass.
private final class CacheStorage<Cache> {
    var cache: Cache?
    /// The proposal of the layout's latest sizing while explaining, and how many questions it
    /// asked its subviews: what its reason is built from.
    var questionsAsked: (proposal: ProposedViewSize, questions: Int)?
}

/// A layout whose questions to its subviews explanations tell one by one (a user's `Layout`,
/// whose reasons the engine cannot phrase otherwise).
protocol ExplainsSubviewQueries {}

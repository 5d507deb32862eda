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
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        guard let asked = storage.questionsAsked, asked.proposal == proposal else { return nil }
        return Reason(questions: asked.questions, hasCache: L.Cache.self != Void.self)
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
            if L.Cache.self != Void.self, subviews.count > 0 { subviews.explain(Decision.madeCache(subviews: subviews.count)) }
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

// MARK: - What the explanation says

// The questions a user's layout asks its subviews and where it places them are told in the
// words of `LayoutSubview`'s own methods, which every `Layout` shares (`Phrases.proposal` for
// `ProposalReason.asked`, `Phrases.placement` for a `PlacementRequest`).
extension CustomLayoutAlgorithm {
    /// Its answer in words: worked out after asking its subviews `questions` times (0: from its
    /// cache when it has one, or without them).
    struct Reason: ReportReason {
        var questions: Int
        var hasCache: Bool

        func phrase(node: String, size: CGSize) -> Phrase {
            let s = LengthFormat.size(size)
            if questions == 0 {
                return hasCache
                    ? ("\(node)'s sizeThatFits asks its subviews nothing: it works \(s) out from its cache and reports it.",
                       "\(node)의 sizeThatFits는 subview에 묻지 않고 cache에서 \(K.object(s)) 구해 보고합니다.")
                    : ("\(node)'s sizeThatFits asks its subviews nothing and reports \(s).",
                       "\(node)의 sizeThatFits는 subview에 묻지 않고 \(K.object(s)) 보고합니다.")
            }
            let times = questions == 1 ? "once" : "\(questions) times"
            return ("\(node)'s sizeThatFits works its size out from the answers of its subviews (asked \(times)) and reports \(s).",
                    "\(node)의 sizeThatFits가 subview에 \(questions)번 물은 답으로 크기를 구해 \(K.object(s)) 보고합니다.")
        }
    }

    /// What it does worth a step of its own.
    enum Decision: LayoutDecision {
        /// It made its cache (`makeCache(subviews:)`) for its subviews.
        case madeCache(subviews: Int)

        func phrase(node: String) -> Phrase {
            switch self {
            case let .madeCache(count):
                let views = count == 1 ? "subview" : "\(count) subviews"
                return ("\(node) makes its cache for its \(views) (makeCache), once for this layout pass; its methods read and write it.",
                        "\(K.subject(node)) subview \(count)개를 위한 cache를 만듭니다(makeCache). 이번 layout pass에 한 번만 만들고, 이후 method들이 이 cache를 읽고 씁니다.")
            }
        }
    }

    private typealias K = KoreanParticles
}

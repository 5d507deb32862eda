import Arrange
import ArrangeTestSupport
import Foundation
import Testing

// Laws every layout keeps (reliability notes §5), checked over seeded random view trees from
// `RandomViewTree`. A failing case prints its seed, the tree as Swift source, and the smallest
// tree found by shrinking that still fails.

/// The seeds every run checks.
private let seeds: [UInt64] = Array(0..<300)

/// Per axis: zero, small, a phone's width, unspecified, infinite.
private let axisValues: [CGFloat?] = [0, 37, 390, nil, .infinity]

/// Every combination of `axisValues`.
private let proposals: [ProposedViewSize] = axisValues.flatMap { width in axisValues.map { ProposedViewSize(width: width, height: $0) } }

/// Proposals with no infinite axis.
private let boundedProposals = proposals.filter { $0.width != .infinity && $0.height != .infinity }

/// Whether neither axis of `proposal` is infinite.
private func isBounded(_ proposal: ProposedViewSize) -> Bool {
    proposal.width != .infinity && proposal.height != .infinity
}

// MARK: - The laws

/// Everything wrong with how `tree` lays out for `proposal`; empty when every law holds.
private func lawViolations(_ tree: RandomViewTree, _ proposal: ProposedViewSize) -> [String] {
    let layout = ViewLayout(tree.view, proposal: proposal)
    var problems = frameProblems(layout)
    problems += finitenessViolations(layout, proposal)
    problems += determinismViolations(tree, layout)
    let indices = tree.layoutIndices(in: layout)
    for (node, _) in tree.nodes {
        guard let index = indices[node.id] else {
            problems.append("#\(node.id) \(node.kind.layoutKind) has no layout node")
            continue
        }
        let info = layout.nodes[index]
        guard info.kind == node.kind.layoutKind else {
            problems.append("#\(node.id) is a \(info.kind) node, expected \(node.kind.layoutKind)")
            continue
        }
        let children = node.children.compactMap { indices[$0.id].map { layout.nodes[$0] } }
        guard children.count == node.children.count else {
            problems.append("#\(node.id): children missing")
            continue
        }
        problems += nodeLawViolations(node, info, children: children, layout: layout, tree: tree)
    }
    return problems
}

/// §5.3: finite everywhere under a bounded proposal; placed origins finite always.
private func finitenessViolations(_ layout: ViewLayout, _ proposal: ProposedViewSize) -> [String] {
    var problems: [String] = []
    for node in layout.nodes {
        guard let frame = node.frame else { continue }
        if !frame.origin.x.isFinite || !frame.origin.y.isFinite {
            problems.append("\(layout.path(of: node)) placed at a non-finite origin \(frame.origin)")
        }
        if isBounded(proposal) && (!frame.width.isFinite || !frame.height.isFinite) {
            problems.append("\(layout.path(of: node)) has a non-finite size \(frame.size) under the bounded proposal \(proposal)")
        }
    }
    // §5.24: a valid tree under a bounded proposal yields no diagnostics.
    if isBounded(proposal) && !layout.diagnostics.isEmpty {
        problems.append("diagnostics for a valid tree: \(layout.warnings.prefix(3))")
    }
    return problems
}

/// §5.5: the same input gives the same output.
private func determinismViolations(_ tree: RandomViewTree, _ first: ViewLayout) -> [String] {
    let second = ViewLayout(tree.view, proposal: first.proposal)
    var problems: [String] = []
    if first.size != second.size && !(first.size.width.isNaN || first.size.height.isNaN) {
        problems.append("size differs between two layouts: \(first.size) vs \(second.size)")
    }
    if first.nodes.map(\.frame) != second.nodes.map(\.frame) { problems.append("frames differ between two layouts") }
    if first.warnings != second.warnings { problems.append("diagnostics differ between two layouts") }
    if first.statistics != second.statistics { problems.append("statistics differ: \(first.statistics) vs \(second.statistics)") }
    let answers = { (layout: ViewLayout) in layout.nodes.map { $0.answers.map { "\($0.proposal)=\($0.size)" } } }
    if answers(first) != answers(second) { problems.append("answers differ between two layouts") }
    return problems
}

/// The laws about one generated node: fixed frames (§5.9), flexible frames' clamp (§5.10),
/// padding (§5.11), stacks (§5.14), ZStack (§5.15), overlays.
private func nodeLawViolations(
    _ node: RandomViewTree.Node, _ info: LayoutNodeInfo, children: [LayoutNodeInfo], layout: ViewLayout, tree: RandomViewTree
) -> [String] {
    var problems: [String] = []
    let name = "#\(node.id) \(layout.path(of: info))"
    switch node.kind {
    case .fixedFrame(let width, let height, _):
        for answer in info.answers {
            if let width, answer.size.width != width { problems.append("\(name): fixed width \(width) answered \(answer.size) to \(answer.proposal)") }
            if let height, answer.size.height != height { problems.append("\(name): fixed height \(height) answered \(answer.size) to \(answer.proposal)") }
        }
    case .flexibleFrame(let horizontal, let vertical, _):
        for answer in info.answers {
            for (axis, bounds, proposed, length) in [
                ("width", horizontal, answer.proposal.width, answer.size.width), ("height", vertical, answer.proposal.height, answer.size.height),
            ] {
                var expected: CGFloat?
                if let proposed, let minimum = bounds.min, let maximum = bounds.max {
                    expected = max(minimum, min(maximum, proposed))
                } else if proposed == nil, let ideal = bounds.ideal {
                    expected = ideal
                }
                if let expected, length != expected {
                    problems.append("\(name): flexible \(axis) \(bounds) answered \(length) to \(answer.proposal), expected \(expected)")
                }
            }
        }
    case .padding(let insets):
        let child = children[0]
        for answer in info.answers {
            let inner = ProposedViewSize(
                width: answer.proposal.width.map { max($0 - (insets.leading + insets.trailing), 0) },
                height: answer.proposal.height.map { max($0 - (insets.top + insets.bottom), 0) })
            guard let childSize = child.answers.first(where: { $0.proposal == inner })?.size else {
                problems.append("\(name): the child was never proposed \(inner) for \(answer.proposal)")
                continue
            }
            let expected = CGSize(width: childSize.width + insets.leading + insets.trailing, height: childSize.height + insets.top + insets.bottom)
            if !nearlyEqual(answer.size.width, expected.width) || !nearlyEqual(answer.size.height, expected.height) {
                problems.append("\(name): padding \(insets) answered \(answer.size) to \(answer.proposal), child \(childSize)")
            }
        }
        if let frame = info.frame, let childFrame = child.frame, allFinite(frame, childFrame) {
            if !nearlyEqual(childFrame.minX, frame.minX + insets.leading) || !nearlyEqual(childFrame.minY, frame.minY + insets.top) {
                problems.append("\(name): child at \(childFrame.origin), padding at \(frame.origin) with insets \(insets)")
            }
        }
    case .hStack(let alignment, let spacing):
        problems += stackViolations(
            name, info, children, axis: .horizontal, spacing: spacing,
            crossAlignment: alignment.isFrameGuide ? alignment.rawValue : nil, guidesFree: node.children.allSatisfy(isGuideFree))
    case .vStack(let alignment, let spacing):
        problems += stackViolations(
            name, info, children, axis: .vertical, spacing: spacing,
            crossAlignment: alignment.rawValue.replacingOccurrences(of: "leading", with: "top").replacingOccurrences(of: "trailing", with: "bottom"),
            guidesFree: node.children.allSatisfy(isGuideFree))
    case .zStack:
        let top = children.map(\.layoutPriority).max()
        let counted = children.filter { $0.layoutPriority == top }.compactMap(\.frame)
        if let frame = info.frame, let first = counted.first, allFinite([frame] + counted) {
            let union = counted.dropFirst().reduce(first) { $0.union($1) }
            if !nearlyEqual(union.minX, frame.minX) || !nearlyEqual(union.minY, frame.minY) || !nearlyEqual(union.width, frame.width)
                || !nearlyEqual(union.height, frame.height)
            {
                problems.append("\(name): ZStack frame \(frame) is not the union \(union) of its children")
            }
        }
    case .overlay, .background:
        if info.frame != children[0].frame {
            problems.append("\(name): \(node.kind.layoutKind) frame \(String(describing: info.frame)) differs from its primary's \(String(describing: children[0].frame))")
        }
        for answer in info.answers where children[0].answers.first(where: { $0.proposal == answer.proposal })?.size != answer.size {
            problems.append("\(name): answered \(answer.size) to \(answer.proposal), unlike its primary")
        }
    default:
        break
    }
    return problems
}

/// Whether no node in the subtree carries an alignment guide closure.
private func isGuideFree(_ node: RandomViewTree.Node) -> Bool {
    node.subtree.allSatisfy { $0.guide == nil }
}

private func allFinite(_ frames: CGRect...) -> Bool { allFinite(frames) }

private func allFinite(_ frames: [CGRect]) -> Bool {
    frames.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite }
}

/// §5.14: children in order along the axis, not overlapping, first at the start and last at the
/// end, separated by exactly the explicit spacing; across, as tall as the tallest child and
/// every child on the stack's guide (edge and centre guides, no explicit guides).
private func stackViolations(
    _ name: String, _ info: LayoutNodeInfo, _ children: [LayoutNodeInfo], axis: Axis, spacing: CGFloat?, crossAlignment: String?,
    guidesFree: Bool
) -> [String] {
    guard let frame = info.frame else { return [] }
    let frames = children.compactMap(\.frame)
    guard frames.count == children.count, !frames.isEmpty, allFinite([frame] + frames) else { return [] }
    var problems: [String] = []
    func start(_ rect: CGRect) -> CGFloat { axis == .horizontal ? rect.minX : rect.minY }
    func end(_ rect: CGRect) -> CGFloat { axis == .horizontal ? rect.maxX : rect.maxY }
    func across(_ rect: CGRect) -> (low: CGFloat, middle: CGFloat, high: CGFloat, length: CGFloat) {
        axis == .horizontal ? (rect.minY, rect.midY, rect.maxY, rect.height) : (rect.minX, rect.midX, rect.maxX, rect.width)
    }
    if !nearlyEqual(start(frames[0]), start(frame)) {
        problems.append("\(name): the first child starts at \(start(frames[0])), the stack at \(start(frame))")
    }
    if !nearlyEqual(end(frames[frames.count - 1]), end(frame)) {
        problems.append("\(name): the last child ends at \(end(frames[frames.count - 1])), the stack at \(end(frame))")
    }
    for index in frames.indices.dropLast() {
        let gap = start(frames[index + 1]) - end(frames[index])
        if gap < -1e-9 * max(1, abs(end(frames[index]))) {
            problems.append("\(name): children \(index) and \(index + 1) overlap by \(-gap)")
        }
        if let spacing, !nearlyEqual(gap, spacing) {
            problems.append("\(name): gap \(gap) between children \(index) and \(index + 1), spacing \(spacing)")
        }
    }
    if guidesFree, let crossAlignment {
        let stack = across(frame)
        let tallest = frames.map { across($0).length }.max() ?? 0
        if !nearlyEqual(stack.length, tallest) {
            problems.append("\(name): cross length \(stack.length), tallest child \(tallest)")
        }
        for (index, child) in frames.enumerated() {
            let value = across(child)
            let (mine, theirs): (CGFloat, CGFloat) =
                switch crossAlignment {
                case "top": (value.low, stack.low)
                case "bottom": (value.high, stack.high)
                default: (value.middle, stack.middle)
                }
            if !nearlyEqual(mine, theirs) {
                problems.append("\(name): child \(index) is not on the stack's \(crossAlignment) guide: \(mine) vs \(theirs)")
            }
        }
    }
    return problems
}

/// Records the violations of `check` for `tree`, with the tree and its shrunk form.
private func expectNoViolations(
    _ tree: RandomViewTree, _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ check: (RandomViewTree) -> [String]
) {
    let problems = check(tree)
    guard !problems.isEmpty else { return }
    let small = tree.shrunk { !check($0).isEmpty }
    let smallProblems = check(small)
    let message = """
        \(what) fails for \(tree)
        \(problems.prefix(5).joined(separator: "\n"))
        Shrunk to \(small)
        \(smallProblems.prefix(5).joined(separator: "\n"))
        """
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

// MARK: - Tests

@Suite("Properties of random view trees")
struct PropertyTests {
    @Test("The generator is deterministic and keeps its bounds")
    func generatorIsDeterministic() {
        for seed in seeds.prefix(50) {
            let tree = RandomViewTree(seed: seed)
            #expect(tree.root == RandomViewTree(seed: seed).root, "seed \(seed)")
            #expect(tree.description == RandomViewTree(seed: seed).description, "seed \(seed)")
            #expect(tree.nodeCount <= 60, "\(tree)")
            for (node, _) in tree.nodes {
                if case .hStack = node.kind { #expect(node.children.count <= 5, "\(tree)") }
                if case .vStack = node.kind { #expect(node.children.count <= 5, "\(tree)") }
                if case .zStack = node.kind { #expect(node.children.count <= 5, "\(tree)") }
            }
            #expect(depth(tree.root) <= 6, "\(tree)")
        }
        #expect(RandomViewTree(seed: 1).root != RandomViewTree(seed: 2).root)
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)  // the published first output for seed 0
    }

    @Test("Every generated tree keeps every law under every proposal", arguments: seeds)
    func lawsHold(seed: UInt64) {
        let tree = RandomViewTree(seed: seed)
        for proposal in proposals {
            expectNoViolations(tree, "proposal \(proposal)") { lawViolations($0, proposal) }
        }
    }

    @Test("A fixed frame around any tree reports exactly its size under any proposal", arguments: seeds)
    func fixedFrameLaw(seed: UInt64) {
        let tree = RandomViewTree(seed: seed)
        let lengths: [CGFloat] = [0, 1, 37, 100, 390]
        let width = lengths[Int(seed % 5)], height = lengths[Int((seed / 5) % 5)]
        for proposal in proposals {
            expectNoViolations(tree, "frame(width: \(width), height: \(height)), proposal \(proposal)") { tree in
                let layout = ViewLayout(tree.view.frame(width: width, height: height), proposal: proposal)
                var problems = frameProblems(layout)
                if layout.size != CGSize(width: width, height: height) { problems.append("reported \(layout.size)") }
                return problems
            }
        }
    }

    @Test("Right-to-left mirrors every frame: x′ = W − x − w", arguments: seeds)
    func mirroringLaw(seed: UInt64) {
        let tree = RandomViewTree(seed: seed, options: RandomViewTree.Options(allowsAlignmentGuides: false))
        for proposal in boundedProposals {
            expectNoViolations(tree, "mirroring under \(proposal)") { tree in
                let ltr = ViewLayout(tree.view, proposal: proposal)
                let rtl = ViewLayout(tree.view.environment(\.layoutDirection, .rightToLeft), proposal: proposal)
                guard ltr.nodes.count == rtl.nodes.count else { return ["\(ltr.nodes.count) nodes LTR, \(rtl.nodes.count) RTL"] }
                // Only layouts free of other problems: repaired origins (see the known bugs) are
                // not mirrored, and W must be finite.
                let width = ltr.size.width
                guard allFramesFinite(ltr), ltr.diagnostics.isEmpty, rtl.diagnostics.isEmpty else { return [] }
                var problems: [String] = []
                for (left, right) in zip(ltr.nodes, rtl.nodes) {
                    guard let l = left.frame, let r = right.frame else { continue }
                    if r.size != l.size || r.minY != l.minY || !nearlyEqual(r.minX, width - l.minX - l.width) {
                        problems.append("\(ltr.path(of: left)): LTR \(l), RTL \(r), expected x \(width - l.minX - l.width)")
                    }
                }
                return problems
            }
        }
    }

    @Test("Leaves in generated trees answer their own size with the same size", arguments: seeds)
    func placedLeavesAreFixedPoints(seed: UInt64) {
        let tree = RandomViewTree(seed: seed)
        for proposal in boundedProposals {
            let layout = ViewLayout(tree.view, proposal: proposal)
            let indices = tree.layoutIndices(in: layout)
            for (node, _) in tree.nodes where node.kind.isLeaf {
                guard let index = indices[node.id], let size = layout.nodes[index].frame?.size else { continue }
                let again = reproposedSize(of: node.kind, axis: tree.stackAxis(of: node.id), size)
                #expect(again == size, "#\(node.id) \(node.kind) placed at \(size) answers \(again) when proposed it; \(tree)")
            }
        }
    }

    @Test("Leaves are fixed points of re-proposal: size(size(p)) = size(p)")
    func leavesAreFixedPoints() {
        var kinds: [(RandomViewTree.Kind, Axis?)] = [(.color, nil), (.rectangle, nil), (.circle, nil), (.divider, nil), (.divider, .horizontal)]
        for string in ["", "a", "Hi", "Hello world", "The quick brown fox jumps", "a b c d e f g", "\n", "x\ny z"] {
            kinds.append((.text(string), nil))
        }
        for axis in [Axis.horizontal, .vertical] {
            kinds.append((.spacer(minLength: nil), axis))
            kinds.append((.spacer(minLength: 10), axis))
        }
        let extra: [CGFloat?] = [1, 5, 6.9, 7, 13, 17, 34, 50]
        let all = axisValues + extra
        for (kind, axis) in kinds {
            for width in all {
                for height in all {
                    let size = reproposedSize(of: kind, axis: axis, nil, proposal: ProposedViewSize(width: width, height: height))
                    let again = reproposedSize(of: kind, axis: axis, size)
                    #expect(again == size, "\(kind) in \(String(describing: axis)): \(width.map { "\($0)" } ?? "nil")×\(height.map { "\($0)" } ?? "nil") → \(size) → \(again)")
                }
            }
        }
    }

    @Test("Measuring is linear on deep alternating HStack/VStack chains")
    func callBound() {
        func chain(_ depth: Int) -> AnyView {
            var view = AnyView(Text("leaf"))
            for level in 0..<depth {
                view = level % 2 == 0 ? AnyView(HStack { view }) : AnyView(VStack { view })
            }
            return view
        }
        for proposal in [ProposedViewSize(width: 390, height: 844), .unspecified, .infinity, .zero, ProposedViewSize(width: 37, height: nil)] {
            let fifty = ViewLayout(chain(50), proposal: proposal)
            let hundred = ViewLayout(chain(100), proposal: proposal)
            expectSaneFrames(hundred)
            #expect(hundred.statistics.nodeCount == 101)
            #expect(hundred.statistics.measuresPerNode <= 10, "\(proposal): \(hundred.statistics)")
            let leaf = hundred.nodes[hundred.nodes.count - 1]
            #expect(leaf.kind == "text")
            #expect(leaf.answers.count <= 10, "\(proposal): the leaf was measured \(leaf.answers.count) times")
            let ratio = Double(hundred.statistics.measureCount) / Double(fifty.statistics.measureCount)
            #expect(ratio > 1.8 && ratio < 2.2, "\(proposal): \(fifty.statistics.measureCount) measures at depth 50, \(hundred.statistics.measureCount) at 100")
        }
    }
}

/// How deep a generated tree is (the root is level 1).
private func depth(_ node: RandomViewTree.Node) -> Int {
    1 + (node.children.map(depth).max() ?? 0)
}

/// The size the leaf of `kind` (in a stack along `axis`, if any) answers for `size` proposed
/// as is, or for `proposal` when given.
private func reproposedSize(of kind: RandomViewTree.Kind, axis: Axis?, _ size: CGSize?, proposal: ProposedViewSize? = nil) -> CGSize {
    let proposal = proposal ?? ProposedViewSize(size!)
    let leaf = RandomViewTree(root: RandomViewTree.Node(id: 0, kind: kind)).view
    switch axis {
    case .horizontal: return ViewLayout(HStack(spacing: 0) { leaf }, proposal: proposal).size
    case .vertical: return ViewLayout(VStack(spacing: 0) { leaf }, proposal: proposal).size
    case nil: return ViewLayout(leaf, proposal: proposal).size
    }
}

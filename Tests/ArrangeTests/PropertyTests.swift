@testable import Arrange
import ArrangeTestSupport
import Foundation
import Testing

// Laws every layout keeps (reliability notes §5), checked over seeded random view trees from
// `RandomViewTree`. A failing case prints its seed, the tree as Swift source, and the smallest
// tree found by shrinking that still fails. Trees that may trap the engine (`mayTrap`) are
// checked in a child process, so that a trap fails its own test case instead of the run.

/// The seeds every run checks, for trees with every kind of view.
private let seeds: [UInt64] = Array(0..<300)

/// The seeds checked with the classic options (the trees these seeds gave before the later
/// containers existed; they stay reproducible).
private let classicSeeds: [UInt64] = Array(0..<60)

/// Per axis: zero, small, a phone's width, unspecified, infinite.
private let axisValues: [CGFloat?] = [0, 37, 390, nil, .infinity]

/// Every combination of `axisValues`.
private let proposals: [ProposedViewSize] = axisValues.flatMap { width in axisValues.map { ProposedViewSize(width: width, height: $0) } }

/// Proposals with no infinite axis.
private let boundedProposals = proposals.filter { $0.width != .infinity && $0.height != .infinity }

/// An iPhone's unsafe area: status bar and home indicator.
private let phoneInsets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)

/// Whether neither axis of `proposal` is infinite.
private func isBounded(_ proposal: ProposedViewSize) -> Bool {
    proposal.width != .infinity && proposal.height != .infinity
}

// MARK: - The laws

/// Everything wrong with how `tree` lays out for `proposal` (on a screen with `safeAreaInsets`);
/// empty when every law holds.
///
/// The laws relating a node's answers to its children's are checked on the tree laid out with
/// every sizing run (`LayoutOptions.answersFromTraits` off, as while explaining): an answer the
/// pass put together from a node's earlier ones (`TraitRule`) has no children's answers of its
/// own. The layout users get must then agree with that one (`traitViolations`).
private func lawViolations(_ tree: RandomViewTree, _ proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets()) -> [String] {
    let layout = ViewLayout(tree.view, proposal: proposal, safeAreaInsets: safeAreaInsets)
    var problems = frameProblems(layout)
    problems += finitenessViolations(layout, proposal)
    problems += determinismViolations(tree, layout, safeAreaInsets: safeAreaInsets)
    let everySizing = ViewLayout(tree.view, proposal: proposal, safeAreaInsets: safeAreaInsets, answersFromTraits: false)
    problems += traitViolations(layout, everySizing)
    return problems + treeLawViolations(tree, everySizing, safeAreaInsets: safeAreaInsets)
}

/// The laws about each generated node, in `layout`.
private func treeLawViolations(_ tree: RandomViewTree, _ layout: ViewLayout, safeAreaInsets: EdgeInsets) -> [String] {
    var problems: [String] = []
    let indices = tree.layoutIndices(in: layout)
    for (node, _) in tree.nodes {
        let optional = tree.mayStayUnplaced(node.id)
        guard let index = indices[node.id] else {
            if !optional { problems.append("#\(node.id) \(node.kind.layoutKind) has no layout node") }
            continue
        }
        let info = layout.nodes[index]
        guard info.kind == node.kind.layoutKind else {
            problems.append("#\(node.id) is a \(info.kind) node, expected \(node.kind.layoutKind)")
            continue
        }
        if info.frame == nil && optional { continue }
        let children = node.children.map { indices[$0.id].map { layout.nodes[$0] } }
        if zip(node.children, children).contains(where: { $1 == nil && !tree.mayStayUnplaced($0.id) }) {
            problems.append("#\(node.id): children missing")
            continue
        }
        problems += nodeLawViolations(node, info, children: children, layout: layout, tree: tree, safeAreaInsets: safeAreaInsets)
    }
    return problems
}

/// The layout users get (`layout`) against the same tree with every sizing run
/// (`everySizing`): the same nodes and frames; every answer of a node one it gives there too,
/// to the same proposal; a rigid node answering every proposal alike, an axis-independent one
/// giving one width per proposed width and one height per proposed height.
private func traitViolations(_ layout: ViewLayout, _ everySizing: ViewLayout) -> [String] {
    guard layout.nodes.count == everySizing.nodes.count else {
        return ["\(layout.nodes.count) nodes, \(everySizing.nodes.count) with every sizing run"]
    }
    var problems: [String] = []
    for (info, reference) in zip(layout.nodes, everySizing.nodes) {
        let name = "\(layout.path(of: info))"
        if info.frame != reference.frame && !(info.frame.map { $0.width.isNaN || $0.height.isNaN } ?? false) {
            problems.append("\(name): framed \(String(describing: info.frame)), \(String(describing: reference.frame)) with every sizing run")
        }
        for answer in info.answers where !reference.answers.contains(answer) {
            problems.append("\(name): answered \(answer.size) to \(answer.proposal), which it does not with every sizing run")
        }
        if info.isRigid, let first = reference.answers.first {
            for answer in reference.answers where answer.size != first.size {
                problems.append("\(name): rigid, yet answered \(answer.size) to \(answer.proposal), unlike its first answer \(first.size)")
            }
        }
        if info.isAxisIndependent {
            for answer in reference.answers {
                for other in reference.answers where other.proposal.width == answer.proposal.width && other.size.width != answer.size.width {
                    problems.append("\(name): axis-independent, yet answered widths \(answer.size.width) and \(other.size.width) to the proposed width \(String(describing: answer.proposal.width))")
                }
                for other in reference.answers where other.proposal.height == answer.proposal.height && other.size.height != answer.size.height {
                    problems.append("\(name): axis-independent, yet answered heights \(answer.size.height) and \(other.size.height) to the proposed height \(String(describing: answer.proposal.height))")
                }
            }
        }
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
private func determinismViolations(_ tree: RandomViewTree, _ first: ViewLayout, safeAreaInsets: EdgeInsets) -> [String] {
    let second = ViewLayout(tree.view, proposal: first.proposal, safeAreaInsets: safeAreaInsets)
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
/// padding (§5.11), stacks (§5.14), ZStack (§5.15), overlays, and the later containers' own
/// (`laterContainerViolations`). `children` holds `nil` for a child documented to be missing.
private func nodeLawViolations(
    _ node: RandomViewTree.Node, _ info: LayoutNodeInfo, children optionalChildren: [LayoutNodeInfo?], layout: ViewLayout,
    tree: RandomViewTree, safeAreaInsets: EdgeInsets
) -> [String] {
    var problems: [String] = []
    let name = "#\(node.id) \(layout.path(of: info))"
    guard optionalChildren.allSatisfy({ $0 != nil }) else {
        return laterContainerViolations(node, info, children: optionalChildren, layout: layout, tree: tree, name: name)
    }
    let children = optionalChildren.map { $0! }
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
            crossAlignment: alignment.isFrameGuide ? alignment.rawValue : nil, guidesFree: node.children.allSatisfy(isGuideFree),
            placesWithOwnCrossLength: true)
    case .vStack(let alignment, let spacing):
        problems += stackViolations(
            name, info, children, axis: .vertical, spacing: spacing,
            crossAlignment: alignment.rawValue.replacingOccurrences(of: "leading", with: "top").replacingOccurrences(of: "trailing", with: "bottom"),
            guidesFree: node.children.allSatisfy(isGuideFree), placesWithOwnCrossLength: true)
    case .anyLayout(.hStack(let alignment, let spacing)):
        problems += stackViolations(
            name, info, children, axis: .horizontal, spacing: spacing,
            crossAlignment: alignment.isFrameGuide ? alignment.rawValue : nil, guidesFree: node.children.allSatisfy(isGuideFree),
            placesWithOwnCrossLength: true)
    case .anyLayout(.vStack(let alignment, let spacing)):
        problems += stackViolations(
            name, info, children, axis: .vertical, spacing: spacing,
            crossAlignment: alignment.rawValue.replacingOccurrences(of: "leading", with: "top").replacingOccurrences(of: "trailing", with: "bottom"),
            guidesFree: node.children.allSatisfy(isGuideFree), placesWithOwnCrossLength: true)
    case .zStack, .anyLayout(.zStack):
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
    case .ignoresSafeArea where safeAreaInsets != EdgeInsets():
        // On a screen with an unsafe area: sized as its child, which may reach past its frame
        // to the screen's edges but no further.
        let child = children[0]
        for answer in info.answers where child.answers.first(where: { $0.proposal == answer.proposal })?.size != answer.size {
            problems.append("\(name): answered \(answer.size) to \(answer.proposal), unlike its child")
        }
        // The region the child is given: its origin, and the size it was proposed when that
        // differs from the modifier's proposal (else the modifier's own frame).
        if let frame = info.frame, let childFrame = child.frame, let proposal = child.placedProposal, allFinite(frame, childFrame) {
            var region = frame
            if proposal != info.placedProposal, let width = proposal.width, let height = proposal.height {
                region = CGRect(x: childFrame.minX, y: childFrame.minY, width: width, height: height)
            } else if childFrame.origin != frame.origin {
                problems.append("\(name): the child at \(childFrame.origin), not extended, yet not at the modifier's \(frame.origin)")
            }
            let screen = CGRect(origin: .zero, size: layout.proposal.replacingUnspecifiedDimensions(by: CGSize(width: CGFloat.infinity, height: .infinity)))
            let tolerance: CGFloat = 1e-6
            if region.minX > frame.minX + tolerance || region.minY > frame.minY + tolerance || region.maxX < frame.maxX - tolerance
                || region.maxY < frame.maxY - tolerance
            {
                problems.append("\(name): the child's region \(region) does not cover the modifier's \(frame)")
            }
            if region.minX < min(frame.minX, screen.minX) - tolerance || region.minY < min(frame.minY, screen.minY) - tolerance
                || region.maxX > max(frame.maxX, screen.maxX) + tolerance || region.maxY > max(frame.maxY, screen.maxY) + tolerance
            {
                problems.append("\(name): the child's region \(region) reaches past the screen \(screen)")
            }
        }
    case .overlay, .background, .ignoresSafeArea:
        if info.frame != children[0].frame {
            problems.append("\(name): \(node.kind.layoutKind) frame \(String(describing: info.frame)) differs from its primary's \(String(describing: children[0].frame))")
        }
        for answer in info.answers where children[0].answers.first(where: { $0.proposal == answer.proposal })?.size != answer.size {
            problems.append("\(name): answered \(answer.size) to \(answer.proposal), unlike its primary")
        }
    default:
        problems += laterContainerViolations(node, info, children: optionalChildren, layout: layout, tree: tree, name: name)
    }
    return problems
}

/// The laws about the later containers: `ScrollView` reports the proposal along its axes and
/// shows its content moved by the (clamped) offset; lazy stacks outside scroll views place every
/// row like a stack with fixed spacing, inside them a contiguous run of rows; `List` rows are
/// inset 16 points; grid children in one column are proposed one width and, when they take
/// it, share their x; `GeometryReader` reports its proposal (10 for `nil`) and gives its content
/// its size; `ViewThatFits` shows exactly one child, in its own frame; `FlowLayout` is no wider
/// than proposed unless one child is, and places children at their ideal sizes; `position`
/// centres its child on the point.
private func laterContainerViolations(
    _ node: RandomViewTree.Node, _ info: LayoutNodeInfo, children: [LayoutNodeInfo?], layout: ViewLayout, tree: RandomViewTree, name: String
) -> [String] {
    var problems: [String] = []
    switch node.kind {
    case .scrollView(let axes, let offsetX, let offsetY):
        for answer in info.answers {
            if axes.contains(.horizontal), let width = answer.proposal.width, answer.size.width != width {
                problems.append("\(name): scrolling horizontally, answered \(answer.size) to \(answer.proposal)")
            }
            if axes.contains(.vertical), let height = answer.proposal.height, answer.size.height != height {
                problems.append("\(name): scrolling vertically, answered \(answer.size) to \(answer.proposal)")
            }
        }
        if let frame = info.frame, let contentIndex = info.children.first, let content = layout.nodes[contentIndex].frame, allFinite(frame, content) {
            func expectedOffset(_ wanted: CGFloat, _ axis: Axis) -> CGFloat {
                guard axes.contains(axis == .horizontal ? .horizontal : .vertical) else { return 0 }
                let limit = max(axis == .horizontal ? content.width - frame.width : content.height - frame.height, 0)
                return min(max(wanted, 0), limit)
            }
            let expected = CGPoint(x: frame.minX - expectedOffset(offsetX, .horizontal), y: frame.minY - expectedOffset(offsetY, .vertical))
            if !nearlyEqual(content.minX, expected.x) || !nearlyEqual(content.minY, expected.y) {
                problems.append("\(name): content at \(content.origin), expected \(expected) for offset (\(offsetX), \(offsetY)) in \(frame)")
            }
            if !axes.contains(.horizontal) && !nearlyEqual(content.width, frame.width) {
                problems.append("\(name): content \(content.width) wide in a scroll view \(frame.width) wide that does not scroll horizontally")
            }
            if !axes.contains(.vertical) && !nearlyEqual(content.height, frame.height) {
                problems.append("\(name): content \(content.height) tall in a scroll view \(frame.height) tall that does not scroll vertically")
            }
        }
    case .lazyVStack(_, let spacing), .lazyHStack(_, let spacing):
        let axis: Axis = if case .lazyVStack = node.kind { .vertical } else { .horizontal }
        for answer in info.answers {
            let across = axis == .vertical ? answer.proposal.width : answer.proposal.height
            if let across, (axis == .vertical ? answer.size.width : answer.size.height) != across {
                problems.append("\(name): answered \(answer.size) to \(answer.proposal), not the proposed length across")
            }
        }
        problems += lazyRowViolations(name, info, children, axis: axis, spacing: spacing ?? 8, scrolling: tree.mayStayUnplaced(node.children.first?.id ?? -1))
    case .list:
        // A row's content sits at the cell's leading inset (guide-free rows only).
        if let frame = info.frame {
            for (child, treeChild) in zip(children, node.children) {
                guard let child, isGuideFree(treeChild), let row = child.frame, allFinite(frame, row) else { continue }
                // Inset-grouped (the default): the card margin for the list's width, then the row's
                // leading inset (ListMetrics).
                // A list proposed no width measures its rows without a width: the narrow margin.
                let proposedWidth = info.placedProposal?.width
                let margin = (proposedWidth ?? 0) >= ListMetrics.wideLayoutMarginWidth ? ListMetrics.wideCardMargin : ListMetrics.cardMargin
                let inset = margin + ListMetrics.rowInsets.leading
                if !nearlyEqual(row.minX, frame.minX + inset) {
                    problems.append("\(name): a row at x \(row.minX), the list at \(frame.minX): rows are inset \(inset)")
                }
            }
        }
    case .lazyVGrid(let items, _, _) where !items.contains(where: \.isAdaptive):
        problems += gridColumnViolations(name, children, guidesFree: node.children.map(isGuideFree), columns: items.count, axis: .vertical)
    case .lazyHGrid(let items, _, _) where !items.contains(where: \.isAdaptive):
        problems += gridColumnViolations(name, children, guidesFree: node.children.map(isGuideFree), columns: items.count, axis: .horizontal)
    case .geometryReader(let fraction):
        for answer in info.answers where answer.size != answer.proposal.replacingUnspecifiedDimensions() {
            problems.append("\(name): answered \(answer.size) to \(answer.proposal), not its proposal (10 for nil)")
        }
        if let frame = info.frame, let contentIndex = info.children.first, let content = layout.nodes[contentIndex].frame, allFinite(frame, content) {
            let expected = CGRect(x: frame.minX, y: frame.minY, width: frame.width * fraction, height: frame.height * fraction)
            if content != expected {
                problems.append("\(name): content at \(content), expected \(expected) (its size × \(fraction) at its corner)")
            }
        }
    case .viewThatFits:
        guard let frame = info.frame else { break }
        let placed = children.compactMap { $0 }.filter { $0.frame != nil }
        if placed.count != min(children.count, 1) {
            problems.append("\(name): \(placed.count) of \(children.count) children placed, expected exactly one")
        } else if placed[0].frame != frame {
            problems.append("\(name): the chosen child at \(placed[0].frame!), the ViewThatFits at \(frame)")
        }
        for answer in info.answers where !children.isEmpty && !children.contains(where: { $0?.answers.contains(answer) ?? false }) {
            problems.append("\(name): answered \(answer.size) to \(answer.proposal), as none of its children did")
        }
    case .flow:
        let ideals = children.map { $0?.answers.first(where: { $0.proposal == .unspecified })?.size }
        for answer in info.answers {
            guard let width = answer.proposal.width, answer.size.width > width * (1 + 1e-9) + 1e-9 else { continue }
            if !ideals.contains(where: { $0?.width == answer.size.width }) {
                problems.append("\(name): answered \(answer.size) to \(answer.proposal): wider than proposed, and no child is that wide")
            }
        }
        for (child, ideal) in zip(children, ideals) {
            guard let child, let frame = child.frame else { continue }
            if frame.size != ideal {
                problems.append("\(name): a child placed at \(frame.size), its ideal size \(String(describing: ideal))")
            }
        }
    case .position(let x, let y):
        if let frame = info.frame, let child = children[0]?.frame, allFinite(frame, child) {
            if !nearlyEqual(child.midX, frame.minX + x) || !nearlyEqual(child.midY, frame.minY + y) {
                problems.append("\(name): the child's centre (\(child.midX), \(child.midY)), expected (\(frame.minX + x), \(frame.minY + y))")
            }
        }
    default:
        break
    }
    return problems
}

/// A lazy stack's rows: outside a scroll view, every row placed as in a stack with `spacing`
/// (first at the start, last at the end, exactly `spacing` apart); inside one, the rows placed
/// are consecutive and exactly `spacing` apart.
private func lazyRowViolations(
    _ name: String, _ info: LayoutNodeInfo, _ children: [LayoutNodeInfo?], axis: Axis, spacing: CGFloat, scrolling: Bool
) -> [String] {
    guard info.frame != nil else { return [] }
    if !scrolling {
        guard children.allSatisfy({ $0?.frame != nil }) else { return ["\(name): a row was not placed outside a scroll view"] }
        return stackViolations(name, info, children.map { $0! }, axis: axis, spacing: spacing, crossAlignment: nil, guidesFree: false)
    }
    let placed = children.enumerated().compactMap { index, child in child?.frame.map { (index, $0) } }
    var problems: [String] = []
    for (earlier, later) in zip(placed, placed.dropFirst()) {
        guard later.0 == earlier.0 + 1 else {
            problems.append("\(name): rows \(earlier.0) and \(later.0) placed, those between not")
            continue
        }
        guard allFinite(earlier.1, later.1) else { continue }
        let gap = axis == .vertical ? later.1.minY - earlier.1.maxY : later.1.minX - earlier.1.maxX
        if !nearlyEqual(gap, spacing) {
            problems.append("\(name): gap \(gap) between rows \(earlier.0) and \(later.0), spacing \(spacing)")
        }
    }
    return problems
}

/// §5.16 for lazy grids without adaptive items: the children in one column (`index % columns`)
/// were proposed the same width, and those that took it (and carry no alignment guides) share
/// their x (rows of a `LazyHGrid`: height and y).
private func gridColumnViolations(_ name: String, _ children: [LayoutNodeInfo?], guidesFree: [Bool], columns: Int, axis: Axis) -> [String] {
    var problems: [String] = []
    let across: Axis = axis == .vertical ? .horizontal : .vertical
    var firstInColumn: [Int: (proposed: CGFloat?, start: CGFloat?)] = [:]
    for (index, child) in children.enumerated() {
        guard let child, let frame = child.frame, let proposal = child.placedProposal, allFinite(frame) else { continue }
        let column = index % columns
        let length = across == .horizontal ? frame.width : frame.height
        let start = across == .horizontal ? frame.minX : frame.minY
        let proposed = across == .horizontal ? proposal.width : proposal.height
        let fills = guidesFree[index] && (proposed.map { nearlyEqual($0, length) } ?? false)
        guard let first = firstInColumn[column] else {
            firstInColumn[column] = (proposed, fills ? start : nil)
            continue
        }
        if first.proposed != proposed {
            problems.append("\(name): child \(index) proposed \(String(describing: proposed)) across, child \(column) of its column \(String(describing: first.proposed))")
        }
        if fills {
            if let firstStart = first.start {
                if !nearlyEqual(firstStart, start) { problems.append("\(name): child \(index) starts at \(start) in a column starting at \(firstStart)") }
            } else {
                firstInColumn[column] = (first.proposed, start)
            }
        }
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
///
/// A stack that `placesWithOwnCrossLength` (`HStack`, `VStack`) and was proposed nothing across
/// places its children with its own length across instead, sharing out its length again for
/// that proposal: then every child is proposed that length, and the last child ends where the
/// stack sized for that proposal would (not checked: the stack was not asked it), not
/// necessarily at the stack's end.
private func stackViolations(
    _ name: String, _ info: LayoutNodeInfo, _ children: [LayoutNodeInfo], axis: Axis, spacing: CGFloat?, crossAlignment: String?,
    guidesFree: Bool, placesWithOwnCrossLength: Bool = false
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
    let crossLength = axis == .horizontal ? frame.height : frame.width
    func acrossProposed(_ proposal: ProposedViewSize?) -> CGFloat?? { proposal.map { axis == .horizontal ? $0.height : $0.width } }
    if placesWithOwnCrossLength, acrossProposed(info.placedProposal) == .some(nil) {
        for (index, child) in children.enumerated() where acrossProposed(child.placedProposal) != .some(crossLength) {
            problems.append("\(name): child \(index) placed with \(String(describing: child.placedProposal)), not the stack's own \(crossLength) across")
        }
    } else if !nearlyEqual(end(frames[frames.count - 1]), end(frame)) {
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

/// The failure report for `check` on `tree`, with the tree and, when `shrinking`, its shrunk
/// form; `nil` when it holds.
func violationReport(_ tree: RandomViewTree, _ what: String, shrinking: Bool = true, _ check: (RandomViewTree) -> [String]) -> String? {
    let problems = check(tree)
    guard !problems.isEmpty else { return nil }
    guard shrinking else {
        return "\(what) fails for \(tree.seed.map { "seed \($0)" } ?? "the tree") (as above)\n\(problems.prefix(5).joined(separator: "\n"))"
    }
    // Shrink while the first problem's law still fails, not any law.
    let law = lawSignature(problems[0])
    let small = tree.shrunk { check($0).contains { lawSignature($0) == law } }
    let smallProblems = check(small)
    return """
        \(what) fails for \(tree)
        \(problems.prefix(5).joined(separator: "\n"))
        Shrunk to \(small)
        \(smallProblems.prefix(5).joined(separator: "\n"))
        """
}

/// Which law a problem message is about: the message without the node it names and without
/// numbers, cut to 40 characters.
private func lawSignature(_ problem: String) -> String {
    var text = Substring(problem)
    if text.hasPrefix("#"), let colon = text.range(of: ": ") { text = text[colon.upperBound...] }
    return String(text.filter { !$0.isNumber && $0 != "." && $0 != "-" }.prefix(40))
}

/// A law over every proposal for the tree of one seed, checked in this process or, when the
/// tree may trap the engine, in a child process (`checkLaw`).
enum TreeLaw: String, Codable, Sendable {
    /// Every law of `lawViolations`, under every proposal (and with safe-area insets when the
    /// tree ignores the safe area).
    case every
    /// The same over a tree generated with the classic options.
    case everyClassic
    /// A fixed frame around the tree reports exactly its size.
    case fixedFrame
    /// Right to left mirrors every frame.
    case mirroring
    /// Placed leaves are fixed points of re-proposal.
    case leaves

    /// The tree this law checks for `seed`.
    func tree(_ seed: UInt64) -> RandomViewTree {
        switch self {
        case .everyClassic: RandomViewTree(seed: seed, options: .classic)
        case .mirroring: RandomViewTree(seed: seed, options: RandomViewTree.Options(allowsAlignmentGuides: false))
        default: RandomViewTree(seed: seed)
        }
    }

    /// The failure reports for the tree of `seed`, one per failing proposal; only the first
    /// shows the shrunk tree (shrinking is the slow part). With `announcing`, each layout is
    /// first named on standard error, so that a trap's output says what trapped.
    func reports(seed: UInt64, announcing: Bool = false) -> [String] {
        let tree = tree(seed)
        var reports: [String] = []
        func check(_ what: String, _ law: (RandomViewTree) -> [String]) {
            if announcing { FileHandle.standardError.write(Data("checking \(self) of seed \(seed): \(what)\n".utf8)) }
            if let report = violationReport(tree, what, shrinking: reports.isEmpty, law) { reports.append(report) }
        }
        switch self {
        case .every, .everyClassic:
            for proposal in proposals {
                check("proposal \(proposal)") { lawViolations($0, proposal) }
            }
            // On a screen with an unsafe area, where `ignoresSafeArea` matters.
            if tree.root.subtree.contains(where: { $0.kind == .ignoresSafeArea }) {
                for proposal in [ProposedViewSize(width: 390, height: 844), ProposedViewSize(width: 390, height: nil), ProposedViewSize(width: 0, height: 100)] {
                    check("proposal \(proposal) with safe-area insets \(phoneInsets)") { lawViolations($0, proposal, safeAreaInsets: phoneInsets) }
                }
            }
        case .fixedFrame:
            let lengths: [CGFloat] = [0, 1, 37, 100, 390]
            let width = lengths[Int(seed % 5)], height = lengths[Int((seed / 5) % 5)]
            for proposal in proposals {
                check("frame(width: \(width), height: \(height)), proposal \(proposal)") { tree in
                    let layout = ViewLayout(tree.view.frame(width: width, height: height), proposal: proposal)
                    var problems = frameProblems(layout)
                    if layout.size != CGSize(width: width, height: height) { problems.append("reported \(layout.size)") }
                    return problems
                }
            }
        case .mirroring:
            for proposal in boundedProposals {
                check("mirroring under \(proposal)") { mirroringViolations($0, proposal) }
            }
        case .leaves:
            for proposal in boundedProposals {
                check("leaves re-proposed under \(proposal)") { placedLeafViolations($0, proposal) }
            }
        }
        return reports
    }
}

/// Whether laying `tree` out may trap the engine, so that its laws are checked in a child
/// process: a lazy stack inside a scroll view (a `List` is one) turns an infinite viewport into
/// an `Int` (see the report of `lazyStackInScrollViewUnderInfiniteProposal`).
func mayTrap(_ tree: RandomViewTree) -> Bool {
    tree.root.subtree.contains { node in node.kind == .list || (node.kind.isLazyStack && tree.ancestors(of: node.id).contains { $0.kind.scrolls }) }
}

/// Checks `law` for the tree of `seed` and records a failure for each proposal it fails, with the
/// shrunk tree. Trees that may trap the engine are checked in a child process, so that a trap
/// fails this one test, naming the proposal, instead of ending the whole run.
func checkLaw(_ law: TreeLaw, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) async {
    guard mayTrap(law.tree(seed)) else {
        for report in law.reports(seed: seed) { Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation) }
        return
    }
    // The child always ends with exit code 3 after writing its reports, so that the one
    // condition `.failure` matches both a finished check and a trap; the status tells them apart.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent], sourceLocation: sourceLocation) {
        [law = law as TreeLaw, seed = seed as UInt64] in
        let reports = law.reports(seed: seed, announcing: true)
        FileHandle.standardError.write(Data(("REPORTS\n" + reports.joined(separator: "\n---\n")).utf8))
        exit(3)
    }
    guard let result else { return }
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    if result.exitStatus == .exitCode(3), let reports = output.range(of: "REPORTS\n") {
        for report in output[reports.upperBound...].components(separatedBy: "\n---\n") where !report.isEmpty {
            Issue.record(Comment(rawValue: report), sourceLocation: sourceLocation)
        }
    } else {
        // A trap. The child's runtime message is not forwarded: its last announcement says what
        // it was laying out (lay that out in a plain test to see the message).
        let last = output.split(separator: "\n").last { $0.hasPrefix("checking ") } ?? "checking \(law) of seed \(seed)"
        let message = "the engine trapped (\(result.exitStatus)) while \(last)\nTree: \(law.tree(seed))"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Right to left mirrors every frame: x′ = W − x − w.
private func mirroringViolations(_ tree: RandomViewTree, _ proposal: ProposedViewSize) -> [String] {
    let ltr = ViewLayout(tree.view, proposal: proposal)
    let rtl = ViewLayout(tree.view.environment(\.layoutDirection, .rightToLeft), proposal: proposal)
    guard ltr.nodes.count == rtl.nodes.count else { return ["\(ltr.nodes.count) nodes LTR, \(rtl.nodes.count) RTL"] }
    // Only layouts free of other problems: repaired origins (see the known bugs) are
    // not mirrored, and W must be finite.
    let width = ltr.size.width
    guard allFramesFinite(ltr), ltr.diagnostics.isEmpty, rtl.diagnostics.isEmpty else { return [] }
    var problems: [String] = []
    for (left, right) in zip(ltr.nodes, rtl.nodes) {
        guard let l = left.frame, let r = right.frame else {
            if (left.frame == nil) != (right.frame == nil) { problems.append("\(ltr.path(of: left)): LTR \(String(describing: left.frame)), RTL \(String(describing: right.frame))") }
            continue
        }
        if r.size != l.size || r.minY != l.minY || !nearlyEqual(r.minX, width - l.minX - l.width) {
            problems.append("\(ltr.path(of: left)): LTR \(l), RTL \(r), expected x \(width - l.minX - l.width)")
        }
    }
    return problems
}

/// Placed leaves answer their own size with the same size.
private func placedLeafViolations(_ tree: RandomViewTree, _ proposal: ProposedViewSize) -> [String] {
    let layout = ViewLayout(tree.view, proposal: proposal)
    let indices = tree.layoutIndices(in: layout)
    var problems: [String] = []
    for (node, _) in tree.nodes where node.kind.isLeaf {
        guard let index = indices[node.id], let size = layout.nodes[index].frame?.size else { continue }
        let again = reproposedSize(of: node.kind, axis: tree.stackAxis(of: node.id), size)
        if again != size { problems.append("#\(node.id) \(node.kind) placed at \(size) answers \(again) when proposed it") }
    }
    return problems
}

// MARK: - Tests

@Suite("Properties of random view trees")
struct PropertyTests {
    @Test("The generator is deterministic and keeps its bounds")
    func generatorIsDeterministic() {
        var kinds: Set<String> = []
        for seed in seeds {
            let tree = RandomViewTree(seed: seed)
            #expect(tree.root == RandomViewTree(seed: seed).root, "seed \(seed)")
            #expect(tree.description == RandomViewTree(seed: seed).description, "seed \(seed)")
            #expect(tree.nodeCount <= 60, "\(tree)")
            for (node, _) in tree.nodes {
                kinds.insert(kindName(node.kind))
                switch node.kind {
                case .hStack, .vStack, .zStack, .anyLayout: #expect(node.children.count <= 5, "\(tree)")
                case .viewThatFits: #expect((1...3).contains(node.children.count), "\(tree)")
                case _ where node.kind.isContainer: #expect(node.children.count <= 10, "\(tree)")
                default: break
                }
            }
            #expect(depth(tree.root) <= 6, "\(tree)")
        }
        // Every kind turns up within the seeds the laws check.
        let everyKind = [
            "color", "rectangle", "circle", "text", "styledText", "spacer", "divider", "hStack", "vStack", "zStack", "fixedFrame",
            "flexibleFrame", "padding", "overlay", "background", "aspectRatio", "fixedSize", "scrollView", "lazyVStack", "lazyHStack",
            "list", "lazyVGrid", "lazyHGrid", "geometryReader", "viewThatFits", "flow", "anyLayout", "position", "ignoresSafeArea",
        ]
        #expect(kinds == Set(everyKind), "missing: \(Set(everyKind).subtracting(kinds))")
        #expect(RandomViewTree(seed: 1).root != RandomViewTree(seed: 2).root)
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)  // the published first output for seed 0
    }

    @Test("Classic options give the trees the seeds gave before the later containers")
    func classicTreesAreReproducible() {
        // The FNV-1a hash of seeds 0–299 printed, one tree after another separated by "\n---\n",
        // as the generator drew them before ScrollView and the rest existed (printed with
        // baseline alignments spelt `Alignment(horizontal:vertical:)`, which compiles).
        let printed = (0..<300).map { RandomViewTree(seed: UInt64($0), options: .classic).description }.joined(separator: "\n---\n")
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in printed.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        #expect(hash == 0xAB55_59EC_A2B4_EAA2)
        for seed in classicSeeds {
            let tree = RandomViewTree(seed: seed, options: .classic)
            #expect(tree.root.subtree.allSatisfy { !$0.kind.isLazyStack && kindName($0.kind) != "styledText" }, "\(tree)")
        }
    }

    @Test("Every generated tree keeps every law under every proposal", arguments: seeds)
    func lawsHold(seed: UInt64) async {
        await checkLaw(.every, seed: seed)
    }

    @Test("Classic trees keep every law under every proposal", arguments: classicSeeds)
    func classicLawsHold(seed: UInt64) async {
        await checkLaw(.everyClassic, seed: seed)
    }

    @Test("A fixed frame around any tree reports exactly its size under any proposal", arguments: seeds)
    func fixedFrameLaw(seed: UInt64) async {
        await checkLaw(.fixedFrame, seed: seed)
    }

    @Test("Right-to-left mirrors every frame: x′ = W − x − w", arguments: seeds)
    func mirroringLaw(seed: UInt64) async {
        await checkLaw(.mirroring, seed: seed)
    }

    @Test("Leaves in generated trees answer their own size with the same size", arguments: seeds)
    func placedLeavesAreFixedPoints(seed: UInt64) async {
        await checkLaw(.leaves, seed: seed)
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

/// The name of a kind's case, for counting which kinds a run generated.
private func kindName(_ kind: RandomViewTree.Kind) -> String {
    String(String(describing: kind).prefix { $0.isLetter })
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

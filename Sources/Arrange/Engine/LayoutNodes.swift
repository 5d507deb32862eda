import Foundation

/// Every node of a finished layout, parents before children, as a collection of
/// `LayoutNodeInfo`. Stored column by column (a few arrays for the whole tree rather than a
/// few per node), and each `LayoutNodeInfo` is put together when it is read.
public struct LayoutNodes: RandomAccessCollection {
    private var kinds: [String] = []
    private var ids: [Int: AnyHashable] = [:]
    /// The first node of each id, for `frame(of:)`.
    private var firstNodeOfID: [AnyHashable: Int] = [:]
    private var parents: [Int] = []
    private var depths: [Int] = []
    private var frames: [CGRect?] = []
    private var placedProposals: [ProposedViewSize?] = []
    private var answerStarts: [Int] = []
    private var answers: [ProposalAnswer] = []
    private var childStarts: [Int] = []
    private var childIndices: [Int] = []
    private var priorities: [Double] = []
    private var queryCounts: [Int] = []
    private var contents: [NodeContent] = []
    private var drawings: [Int: DrawingAttributes] = [:]
    private var directions: [LayoutDirection] = []
    private var secondaryBehind: Set<Int> = []
    private var recorded: [Int: [RecordedModifier]] = [:]
    private var tags: [Int: AnyHashable] = [:]

    /// The nodes of a laid-out tree, `all` being its nodes parents first (`LayoutNode.subtree`).
    init(describing all: [LayoutNode]) {
        let count = all.count
        for (position, node) in all.enumerated() { node.index = position }
        kinds.reserveCapacity(count)
        parents.reserveCapacity(count)
        depths.reserveCapacity(count)
        frames.reserveCapacity(count)
        placedProposals.reserveCapacity(count)
        answerStarts.reserveCapacity(count + 1)
        answers.reserveCapacity(count * 2)
        childStarts.reserveCapacity(count + 1)
        childIndices.reserveCapacity(count)
        priorities.reserveCapacity(count)
        contents.reserveCapacity(count)
        directions.reserveCapacity(count)
        for (position, node) in all.enumerated() {
            let parent = node.parent?.index ?? -1
            kinds.append(node.displayName)
            if let id = node.id {
                ids[position] = id
                if firstNodeOfID[id] == nil { firstNodeOfID[id] = position }
            }
            parents.append(parent)
            depths.append(parent < 0 ? 0 : depths[parent] + 1)
            frames.append(node.frame)
            placedProposals.append(node.placedProposal)
            answerStarts.append(answers.count)
            node.sizeCache.forEach { answers.append($0) }
            childStarts.append(childIndices.count)
            for child in node.children { childIndices.append(child.index) }
            priorities.append(node.layoutPriority)
            queryCounts.append(node.queryCount)
            contents.append(node.content)
            if !node.drawing.isIdentity { drawings[position] = node.drawing }
            directions.append(node.layoutDirection)
            if node.drawsSecondaryBehind { secondaryBehind.insert(position) }
            if !node.recordedModifiers.isEmpty { recorded[position] = node.recordedModifiers }
            if let tag = node.tag { tags[position] = tag }
        }
        answerStarts.append(answers.count)
        childStarts.append(childIndices.count)
    }

    /// The root's index: 0.
    public var startIndex: Int { 0 }
    /// One past the last node: the number of nodes in the layout.
    public var endIndex: Int { kinds.count }

    /// The node at `index` (parents before children), with its frame, proposals and answers.
    public subscript(index: Int) -> LayoutNodeInfo {
        LayoutNodeInfo(
            index: index, kind: kinds[index], id: ids[index], parent: parents[index] < 0 ? nil : parents[index],
            children: Array(childIndices[childStarts[index]..<childStarts[index + 1]]), depth: depths[index],
            frame: frames[index], placedProposal: placedProposals[index],
            answers: Array(answers[answerStarts[index]..<answerStarts[index + 1]]),
            layoutPriority: priorities[index], queryCount: queryCounts[index], content: contents[index], drawing: drawings[index] ?? DrawingAttributes(),
            layoutDirection: directions[index], drawsSecondaryBehind: secondaryBehind.contains(index),
            modifiers: recorded[index] ?? [], tag: tags[index])
    }

    /// The frame of node `index`, without putting the whole node together.
    func frame(at index: Int) -> CGRect? { frames[index] }

    /// The first node marked with `id`.
    func firstIndex(of id: AnyHashable) -> Int? {
        firstNodeOfID[id]
    }
}

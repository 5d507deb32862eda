import Arrange
import CPangoCairo
import Foundation

/// What SwiftUI draws as one item, and what a container's effects do to the items inside it.
///
/// SwiftUI applies a container's `opacity`, `shadow` and `blendMode` to each item the
/// container holds, not to the container drawn as a whole: a half-transparent `ZStack` of two
/// overlapping colours shows the lower one through the upper, a card's `shadow` also shades
/// each text on it, and a blended stack blends each of its views with what is behind it.
/// `compositingGroup()` (and `drawingGroup()`) makes the subtree one item: it is drawn into a
/// layer of its own, those effects apply to the layer, and blend modes inside it blend only
/// with what the layer holds (so `.blendMode(.destinationOut)` cuts a hole in the group, not
/// in the screen). Sources: Apple's documentation of `compositingGroup()` ("makes compositing
/// effects in this view's ancestor views, such as opacity and the blend mode, take effect
/// before this view is rendered"); clive819.github.io/posts/compositing-group (opacity on
/// three overlapping circles with and without the group); bam.tech, "SwiftUI in Shadowland"
/// (a card's shadow cast by every subview).
///
/// 1. A view is one item when it draws something itself (a colour, shape, text or image), is
///    a compositing or drawing group, or is changed as a picture: filtered (blur, colour
///    effects), masked, seen in perspective or clipped.
/// 2. Any other view passes its opacity (multiplied into `inheritedOpacity`), its shadow and
///    its blend mode (`inheritedEffects`) down to the items inside it.
/// 3. Each item casts the shadows passed down to it beneath itself and is painted with the
///    blend mode passed down to it, its own effects inside those.
/// 4. A compositing group is drawn at full opacity into its layer, which is painted with the
///    opacity of its ancestors and its own; its shadows are cast by the whole layer.
extension RenderSession {
    /// The shadows and blend mode a container passes down to each item inside it (step 2).
    struct InheritedEffects {
        /// Shadows to cast beneath each item, outermost first.
        var shadows: [CastShadow] = []
        /// The blend mode to paint each item with; the nearest container's wins.
        var blend: BlendMode?
    }

    /// Whether `node` is drawn as one item (step 1).
    func drawsAsOneItem(_ node: LayoutNodeInfo, filtered: Bool, projected: Bool) -> Bool {
        if node.children.isEmpty || filtered || projected || CompositingGroupRecord.isGrouped(node.modifiers) { return true }
        if case .none = node.content {} else { return true }
        return MaskRecord.isMasked(node.modifiers) || node.drawing.clipsToBounds || node.drawing.clipShape != nil
    }

    /// Whether an item paints nothing of its own and holds nothing, so casting shadows or
    /// blending it would only cost time: a `Spacer`, an `EmptyView`, `Color.clear`.
    func paintsNothing(_ node: LayoutNodeInfo) -> Bool {
        guard node.children.isEmpty else { return false }
        switch node.content {
        case .none: return true
        case .color(let color): return ResolvedColor(color, in: node.colorScheme).isInvisible
        default: return false
        }
    }
}

/// How `compositingGroup()` and `drawingGroup()` are recorded on a node.
enum CompositingGroupRecord {
    /// The records' names.
    static let names: Set<String> = ["compositingGroup", "drawingGroup"]

    /// Whether `records` make the node a compositing group.
    static func isGrouped(_ records: [RecordedModifier]) -> Bool { records.contains { names.contains($0.name) } }
}

extension RenderSession {
    /// Whether a view in the subtree of `index` (itself included) has a blend mode, which a
    /// compositing group must keep inside its layer; worked out for every node at the first
    /// question, in one pass from the leaves up.
    func holdsBlendMode(_ index: Int) -> Bool {
        if blendsInSubtree.isEmpty {
            var blends = nodes.map { BlendDrawing.blendMode(of: $0) != nil }
            // Children before their parents: the reverse of a depth-first preorder.
            var order: [Int] = []
            var pending = nodes.isEmpty ? [] : [0]
            while let next = pending.popLast() {
                order.append(next)
                pending += nodes[next].children
            }
            for index in order.reversed() where blends[index] {
                if let parent = nodes[index].parent { blends[parent] = true }
            }
            blendsInSubtree = blends
        }
        return index < blendsInSubtree.count && blendsInSubtree[index]
    }
}

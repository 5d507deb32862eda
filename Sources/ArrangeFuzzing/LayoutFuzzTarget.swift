import Arrange
import ArrangeTestSupport
import Foundation

/// The layout engine through its public API: the input bytes become a view tree — every kind of
/// `RandomViewTree.Kind` (stacks, frames, padding, overlays, lazy stacks and grids, lists,
/// scroll views, `GeometryReader`, `ViewThatFits`, a custom `Layout`, `AnyLayout`, text …) with
/// lengths from `FuzzBytes.lengths` (NaN, ±∞, 1e308, −0 included) — and a proposal, laid out
/// twice with `ViewLayout`.
///
/// Invariants: no trap; the two layouts are identical (determinism); no frame holds NaN; a tree
/// is at most `maximumNodes` nodes and `maximumDepth` deep, so each input's work is bounded.
public enum LayoutFuzzTarget {
    /// The most nodes a tree gets.
    public static let maximumNodes = 80
    /// The most levels a tree gets.
    public static let maximumDepth = 16

    /// Runs one input.
    public static func run(_ bytes: [UInt8]) {
        var input = FuzzBytes(bytes)
        let proposal = ProposedViewSize(width: input.flag() ? nil : input.length(), height: input.flag() ? nil : input.length())
        var builder = TreeBuilder(input: input)
        let root = builder.node(level: 1)
        let tree = RandomViewTree(root: root)
        let first = ViewLayout(tree.view, proposal: proposal)
        let second = ViewLayout(tree.view, proposal: proposal)
        precondition(first.nodes.count == second.nodes.count, "two layouts of one tree have \(first.nodes.count) and \(second.nodes.count) nodes")
        for index in first.nodes.indices {
            // A node left unplaced (a `ViewThatFits` choice not taken, a lazy row out of view)
            // has no frame; it must be unplaced in both layouts.
            let a = first.nodes[index].frame, b = second.nodes[index].frame
            precondition((a == nil) == (b == nil), "node \(index) is placed in one layout only: \(tree)")
            guard let a, let b else { continue }
            precondition(!a.minX.isNaN && !a.minY.isNaN && !a.width.isNaN && !a.height.isNaN, "node \(index) has a NaN frame \(a) in \(tree)")
            precondition(
                a.minX.bitPattern == b.minX.bitPattern && a.minY.bitPattern == b.minY.bitPattern
                    && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern,
                "node \(index) is \(a) in one layout and \(b) in the other: \(tree)")
        }
        precondition(first.warnings == second.warnings, "two layouts of one tree warn differently: \(tree)")
    }

    /// Decodes nodes from the input, parents first.
    struct TreeBuilder {
        var input: FuzzBytes
        var nodes = 0

        typealias Kind = RandomViewTree.Kind

        mutating func node(level: Int) -> RandomViewTree.Node {
            nodes += 1
            let id = nodes
            let mayHaveChildren = level < LayoutFuzzTarget.maximumDepth && nodes < LayoutFuzzTarget.maximumNodes && !input.isAtEnd
            let kind = mayHaveChildren ? anyKind() : leafKind()
            var children: [RandomViewTree.Node] = []
            for _ in 0..<arity(kind) { children.append(node(level: level + 1)) }
            let priority: Double? = input.byte() % 8 == 0 ? Double(input.length()) : nil
            var guide: RandomViewTree.GuideClosure?
            if input.byte() % 8 == 0 {
                let which: RandomViewTree.GuideClosure.Guide = input.flag()
                    ? .horizontal(input.pick(RandomViewTree.HorizontalGuide.allCases))
                    : .vertical(input.pick(RandomViewTree.VerticalGuide.allCases))
                guide = RandomViewTree.GuideClosure(guide: which, fraction: input.length(), offset: input.length(), readsOwnGuide: input.flag())
            }
            return RandomViewTree.Node(id: id, kind: kind, children: children, layoutPriority: priority, guide: guide)
        }

        /// How many children `kind` takes: none for leaves, one for modifiers, two for overlays
        /// and backgrounds, a byte's choice (up to 4) for containers.
        mutating func arity(_ kind: Kind) -> Int {
            switch kind {
            case .color, .rectangle, .circle, .text, .styledText, .spacer, .divider: 0
            case .fixedFrame, .flexibleFrame, .padding, .aspectRatio, .fixedSize, .geometryReader, .position, .ignoresSafeArea: 1
            case .overlay, .background: 2
            case .viewThatFits: 1 + input.count(upTo: 2)
            default: input.count(upTo: 4)
            }
        }

        mutating func leafKind() -> Kind {
            switch input.byte() % 7 {
            case 0: .color
            case 1: .rectangle
            case 2: .circle
            case 3: .text(input.pick(TextFuzzTarget.hostileStrings))
            case 4: .styledText(input.pick(TextFuzzTarget.hostileStrings), appended: input.flag() ? "+" : nil,
                                tracking: input.flag() ? input.length() : nil, lineLimit: input.flag() ? 1...max(1, input.count(upTo: 3)) : nil)
            case 5: .spacer(minLength: input.flag() ? input.length() : nil)
            default: .divider
            }
        }

        mutating func anyKind() -> Kind {
            let h = RandomViewTree.HorizontalGuide.allCases, v = RandomViewTree.VerticalGuide.allCases
            func alignment(_ input: inout FuzzBytes) -> RandomViewTree.AlignmentChoice { .init(input.pick(h), input.pick(v)) }
            func spacing(_ input: inout FuzzBytes) -> CGFloat? { input.flag() ? input.length() : nil }
            func optionalLength(_ input: inout FuzzBytes) -> CGFloat? { input.flag() ? input.length() : nil }
            func axis(_ input: inout FuzzBytes) -> RandomViewTree.FrameAxis {
                .init(min: optionalLength(&input), ideal: optionalLength(&input), max: optionalLength(&input))
            }
            func axes(_ input: inout FuzzBytes) -> Axis.Set { input.pick([.horizontal, .vertical, [.horizontal, .vertical], []]) }
            func gridItems(_ input: inout FuzzBytes) -> [RandomViewTree.GridItemChoice] {
                (0..<(1 + input.count(upTo: 3))).map { _ in
                    let size: RandomViewTree.GridItemChoice.Size = switch input.byte() % 3 {
                    case 0: .fixed(input.length())
                    case 1: .flexible(minimum: input.length(), maximum: input.length())
                    default: .adaptive(minimum: input.length(), maximum: input.length())
                    }
                    return .init(size, spacing: spacing(&input), alignment: input.flag() ? alignment(&input) : nil)
                }
            }
            switch input.byte() % 30 {
            case 0...6: return leafKind()
            case 7: return .hStack(alignment: input.pick(v), spacing: spacing(&input))
            case 8: return .vStack(alignment: input.pick(h), spacing: spacing(&input))
            case 9: return .zStack(alignment: alignment(&input))
            case 10: return .fixedFrame(width: optionalLength(&input), height: optionalLength(&input), alignment: alignment(&input))
            case 11: return .flexibleFrame(horizontal: axis(&input), vertical: axis(&input), alignment: alignment(&input))
            case 12: return .padding(EdgeInsets(top: input.length(), leading: input.length(), bottom: input.length(), trailing: input.length()))
            case 13: return .overlay(alignment: alignment(&input))
            case 14: return .background(alignment: alignment(&input))
            case 15: return .aspectRatio(optionalLength(&input), input.flag() ? .fit : .fill)
            case 16: return .fixedSize(horizontal: input.flag(), vertical: input.flag())
            case 17: return .scrollView(axes: axes(&input), offsetX: input.length(), offsetY: input.length())
            case 18: return .lazyVStack(alignment: input.pick(h), spacing: spacing(&input))
            case 19: return .lazyHStack(alignment: input.pick(v), spacing: spacing(&input))
            case 20: return .list
            case 21: return .lazyVGrid(columns: gridItems(&input), alignment: input.pick(h), spacing: spacing(&input))
            case 22: return .lazyHGrid(rows: gridItems(&input), alignment: input.pick(v), spacing: spacing(&input))
            case 23: return .geometryReader(fraction: input.length())
            case 24: return .viewThatFits(axes: axes(&input))
            case 25: return .flow(spacing: input.length(), lineSpacing: spacing(&input), alignment: alignment(&input))
            case 26:
                let choice: RandomViewTree.LayoutChoice = switch input.byte() % 3 {
                case 0: .hStack(alignment: input.pick(v), spacing: spacing(&input))
                case 1: .vStack(alignment: input.pick(h), spacing: spacing(&input))
                default: .zStack(alignment: alignment(&input))
                }
                return .anyLayout(choice)
            case 27: return .position(x: input.length(), y: input.length())
            default: return .ignoresSafeArea
            }
        }
    }
}

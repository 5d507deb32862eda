import Arrange
import Foundation

/// A small, fast random number generator whose sequence depends only on its seed: SplitMix64
/// (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014), the
/// generator Java's `SplittableRandom` and swift-collections' test support use.
///
/// Invariant: two generators with the same seed produce the same numbers, on every platform and
/// with every Swift version. For that reason the helpers below draw with their own arithmetic
/// instead of the standard library's `random(in:using:)`, whose algorithm may change.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The current state; the next number is derived from it.
    public private(set) var state: UInt64

    /// A generator that starts at `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits: advances the state and mixes it (SplitMix64).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0), by Lemire's multiply-shift (a negligible bias for
    /// the small bounds tests use).
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "below(_:) needs a positive bound")
        return Int((UInt64(bound).multipliedFullWidth(by: next())).high)
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// `true` with probability `numerator` / `denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[below(choices.count)]
    }
}

/// A random view tree, built from a seed: the same seed always gives the same tree.
///
/// The tree is kept as a value (`root`, a tree of `Node`s) so that tests can compute what the
/// layout must be, print it as Swift source (`description`) and shrink it when a law fails; `view`
/// builds the `AnyView` to lay out. Every node is marked `.id(node.id)`, so
/// `ViewLayout.node(id:)` finds the layout node of each generated view (see `layoutIndices`).
///
/// Invariants of generated trees: at most `Options.maxDepth` levels of generated nodes and
/// `Options.maxChildren` children per stack, at most about `Options.maxNodes` nodes; all
/// lengths finite and non-negative except `maxWidth`/`maxHeight`, which may be ∞; flexible
/// frames satisfy min ≤ ideal ≤ max on each axis. Valid input only: a generated tree should lay
/// out without diagnostics under a finite proposal.
public struct RandomViewTree: CustomStringConvertible, Sendable {
    /// What the generator may build.
    public struct Options: Sendable {
        /// Levels of generated nodes below the root (the root is level 1).
        public var maxDepth: Int
        /// The most children a stack gets.
        public var maxChildren: Int
        /// Roughly the most nodes in a tree (containers stop growing once it is spent).
        public var maxNodes: Int
        /// Whether nodes may carry `alignmentGuide` closures.
        public var allowsAlignmentGuides: Bool
        /// Whether nodes may carry a `layoutPriority`.
        public var allowsLayoutPriority: Bool

        /// Depth ≤ 6, ≤ 5 children, about 40 nodes, guides and priorities allowed.
        public init(
            maxDepth: Int = 6, maxChildren: Int = 5, maxNodes: Int = 40, allowsAlignmentGuides: Bool = true,
            allowsLayoutPriority: Bool = true
        ) {
            self.maxDepth = max(maxDepth, 1)
            self.maxChildren = max(maxChildren, 0)
            self.maxNodes = max(maxNodes, 1)
            self.allowsAlignmentGuides = allowsAlignmentGuides
            self.allowsLayoutPriority = allowsLayoutPriority
        }
    }

    /// A horizontal guide by name.
    public enum HorizontalGuide: String, CaseIterable, Sendable {
        /// `HorizontalAlignment.leading`.
        case leading
        /// `HorizontalAlignment.center`.
        case center
        /// `HorizontalAlignment.trailing`.
        case trailing

        /// The guide this name stands for.
        public var alignment: HorizontalAlignment {
            switch self {
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
        }
    }

    /// A vertical guide by name.
    public enum VerticalGuide: String, CaseIterable, Sendable {
        /// `VerticalAlignment.top`.
        case top
        /// `VerticalAlignment.center`.
        case center
        /// `VerticalAlignment.bottom`.
        case bottom
        /// `VerticalAlignment.firstTextBaseline`.
        case firstTextBaseline
        /// `VerticalAlignment.lastTextBaseline`.
        case lastTextBaseline

        /// The guide this name stands for.
        public var alignment: VerticalAlignment {
            switch self {
            case .top: .top
            case .center: .center
            case .bottom: .bottom
            case .firstTextBaseline: .firstTextBaseline
            case .lastTextBaseline: .lastTextBaseline
            }
        }

        /// Whether the guide is an edge or the centre (text baselines are not).
        public var isFrameGuide: Bool { self == .top || self == .center || self == .bottom }
    }

    /// A two-dimensional alignment by name.
    public struct AlignmentChoice: Hashable, Sendable, CustomStringConvertible {
        /// The horizontal guide.
        public var horizontal: HorizontalGuide
        /// The vertical guide.
        public var vertical: VerticalGuide

        /// The alignment of these two guides.
        public init(_ horizontal: HorizontalGuide, _ vertical: VerticalGuide) {
            self.horizontal = horizontal
            self.vertical = vertical
        }

        /// The `Alignment` these names stand for.
        public var alignment: Alignment { Alignment(horizontal: horizontal.alignment, vertical: vertical.alignment) }

        /// The alignment as Swift source: `.center`, `.top`, or `Alignment(horizontal:vertical:)`.
        public var description: String {
            switch (horizontal, vertical) {
            case (.center, .center): return ".center"
            case (.center, let v): return ".\(v.rawValue)"
            case (let h, .center): return ".\(h.rawValue)"
            case (let h, let v): return "Alignment(horizontal: .\(h.rawValue), vertical: .\(v.rawValue))"
            }
        }
    }

    /// One axis of a flexible frame.
    public struct FrameAxis: Hashable, Sendable {
        /// The minimum length, or `nil` for none.
        public var min: CGFloat?
        /// The ideal length, or `nil` for none.
        public var ideal: CGFloat?
        /// The maximum length (may be ∞), or `nil` for none.
        public var max: CGFloat?

        /// A frame axis with these bounds.
        public init(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) {
            self.min = min
            self.ideal = ideal
            self.max = max
        }

        /// Whether no bound is set: the frame leaves this axis to its child.
        public var isEmpty: Bool { min == nil && ideal == nil && max == nil }
    }

    /// An `alignmentGuide` closure, described so that it can be printed and rebuilt:
    /// `{ d in d.width * fraction + offset }` (or `d.height`), or, when `readsOwnGuide`,
    /// `{ d in d[guide] + offset }`, which reads the value the view has without this closure.
    public struct GuideClosure: Hashable, Sendable {
        /// Which guide the closure sets.
        public enum Guide: Hashable, Sendable {
            /// A horizontal guide, computed from the view's width.
            case horizontal(HorizontalGuide)
            /// A vertical guide, computed from the view's height.
            case vertical(VerticalGuide)
        }

        /// The guide the closure sets.
        public var guide: Guide
        /// The fraction of the view's length along the guide's axis.
        public var fraction: CGFloat
        /// The points added to the value.
        public var offset: CGFloat
        /// Whether the closure reads the guide's own value instead of a fraction of the length.
        public var readsOwnGuide: Bool

        /// A guide closure with these terms.
        public init(guide: Guide, fraction: CGFloat, offset: CGFloat, readsOwnGuide: Bool) {
            self.guide = guide
            self.fraction = fraction
            self.offset = offset
            self.readsOwnGuide = readsOwnGuide
        }
    }

    /// What a node is.
    public enum Kind: Hashable, Sendable {
        /// `Color.blue`: takes any proposed size; no children.
        case color
        /// `Rectangle()`: takes any proposed size; no children.
        case rectangle
        /// `Circle()`: the largest square that fits the proposal; no children.
        case circle
        /// `Text` of the string: sized by the text metrics; no children.
        case text(String)
        /// `Spacer(minLength:)`: flexible along its stack's axis; no children.
        case spacer(minLength: CGFloat?)
        /// `Divider()`: a 1-point line across its stack's axis; no children.
        case divider
        /// `HStack(alignment:spacing:)`; any number of children, left to right.
        case hStack(alignment: VerticalGuide, spacing: CGFloat?)
        /// `VStack(alignment:spacing:)`; any number of children, top to bottom.
        case vStack(alignment: HorizontalGuide, spacing: CGFloat?)
        /// `ZStack(alignment:)`; any number of children, back to front.
        case zStack(alignment: AlignmentChoice)
        /// `frame(width:height:alignment:)`; one child.
        case fixedFrame(width: CGFloat?, height: CGFloat?, alignment: AlignmentChoice)
        /// `frame(minWidth:…maxHeight:alignment:)`; one child.
        case flexibleFrame(horizontal: FrameAxis, vertical: FrameAxis, alignment: AlignmentChoice)
        /// `padding(_:)`; one child.
        case padding(EdgeInsets)
        /// `overlay(alignment:content:)`; children: the primary, then the secondary.
        case overlay(alignment: AlignmentChoice)
        /// `background(alignment:content:)`; children: the primary, then the secondary.
        case background(alignment: AlignmentChoice)
        /// `aspectRatio(_:contentMode:)`; one child.
        case aspectRatio(CGFloat?, ContentMode)
        /// `fixedSize(horizontal:vertical:)`; one child.
        case fixedSize(horizontal: Bool, vertical: Bool)

        /// Whether the node is a leaf view.
        public var isLeaf: Bool {
            switch self {
            case .color, .rectangle, .circle, .text, .spacer, .divider: true
            default: false
            }
        }

        /// The kind `LayoutNodeInfo.kind` reports for the node.
        public var layoutKind: String {
            switch self {
            case .color: "Color"
            case .rectangle: "Rectangle"
            case .circle: "Circle"
            case .text: "text"
            case .spacer: "Spacer"
            case .divider: "Divider"
            case .hStack: "HStack"
            case .vStack: "VStack"
            case .zStack: "ZStack"
            case .fixedFrame, .flexibleFrame: "frame"
            case .padding: "padding"
            case .overlay: "overlay"
            case .background: "background"
            case .aspectRatio: "aspectRatio"
            case .fixedSize: "fixedSize"
            }
        }
    }

    /// One generated view with its attributes and children.
    public struct Node: Hashable, Sendable {
        /// Unique in its tree; the view is marked `.id(id)`.
        public var id: Int
        /// What the node is.
        public var kind: Kind
        /// The node's children, in order; how many depends on `kind`.
        public var children: [Node]
        /// `layoutPriority(_:)`, when set.
        public var layoutPriority: Double?
        /// `alignmentGuide(_:computeValue:)`, when set.
        public var guide: GuideClosure?

        /// A node with these attributes.
        public init(id: Int, kind: Kind, children: [Node] = [], layoutPriority: Double? = nil, guide: GuideClosure? = nil) {
            self.id = id
            self.kind = kind
            self.children = children
            self.layoutPriority = layoutPriority
            self.guide = guide
        }

        /// This node and its descendants, parents first.
        public var subtree: [Node] {
            var result: [Node] = []
            var pending = [self]
            while let node = pending.popLast() {
                result.append(node)
                pending.append(contentsOf: node.children.reversed())
            }
            return result
        }
    }

    /// The seed the tree was generated from (`nil` for a tree built or shrunk by hand).
    public let seed: UInt64?
    /// The generated root view.
    public let root: Node

    /// The tree generated from `seed`.
    public init(seed: UInt64, options: Options = Options()) {
        var generator = Generator(random: SplitMix64(seed: seed), options: options)
        self.seed = seed
        self.root = generator.node(level: 1)
    }

    /// A tree of the given nodes (for hand-written cases and shrinking).
    public init(root: Node, seed: UInt64? = nil) {
        self.seed = seed
        self.root = root
    }

    /// The view to lay out.
    public var view: AnyView { Self.makeView(root) }

    /// Every node, parents first, with its parent.
    public var nodes: [(node: Node, parent: Node?)] {
        var result: [(Node, Node?)] = []
        var pending: [(Node, Node?)] = [(root, nil)]
        while let (node, parent) = pending.popLast() {
            result.append((node, parent))
            pending.append(contentsOf: node.children.reversed().map { ($0, node) })
        }
        return result
    }

    /// How many nodes the tree has.
    public var nodeCount: Int { root.subtree.count }

    /// Whether any node carries an `alignmentGuide` closure.
    public var containsAlignmentGuides: Bool { root.subtree.contains { $0.guide != nil } }

    /// The axis of the stack whose layout a `Spacer` or `Divider` at `id` follows: the nearest
    /// enclosing `HStack`/`VStack`, unless a `ZStack` or the secondary side of an overlay comes
    /// first (they clear it).
    public func stackAxis(of id: Int) -> Axis? {
        var chain: [(node: Node, index: Int)] = []
        func find(_ node: Node) -> Bool {
            if node.id == id { return true }
            for (index, child) in node.children.enumerated() {
                chain.append((node, index))
                if find(child) { return true }
                chain.removeLast()
            }
            return false
        }
        guard find(root) else { return nil }
        for (ancestor, index) in chain.reversed() {
            switch ancestor.kind {
            case .hStack: return .horizontal
            case .vStack: return .vertical
            case .zStack: return nil
            case .overlay, .background: if index > 0 { return nil }
            default: continue
            }
        }
        return nil
    }

    /// For each generated node id, the index of its node in `layout.nodes`.
    public func layoutIndices(in layout: ViewLayout) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for info in layout.nodes {
            if let id = info.id?.base as? Int, result[id] == nil { result[id] = info.index }
        }
        return result
    }

    /// The seed and the tree as Swift source, to paste into a regression test.
    public var description: String {
        let origin = seed.map { "seed \($0)" } ?? "hand-built tree"
        return "\(origin) (\(nodeCount) nodes):\n\(Self.source(of: root, indent: ""))"
    }

    /// Smaller variants of the tree, smallest change first: a node replaced by one of its
    /// children or by `Color`, a stack child deleted, a length halved.
    public func simplifications() -> [RandomViewTree] {
        var result: [RandomViewTree] = []
        for candidate in Self.simplifications(of: root) {
            result.append(RandomViewTree(root: candidate, seed: seed))
        }
        return result
    }

    /// The smallest tree reachable by repeated `simplifications()` that still `fails`, trying at
    /// most `budget` candidates.
    public func shrunk(budget: Int = 500, while fails: (RandomViewTree) -> Bool) -> RandomViewTree {
        var current = self
        var tried = 0
        var improved = true
        while improved && tried < budget {
            improved = false
            for candidate in current.simplifications() {
                tried += 1
                if tried > budget { break }
                if fails(candidate) {
                    current = candidate
                    improved = true
                    break
                }
            }
        }
        return current
    }
}

// MARK: - Building the view

extension RandomViewTree {
    static func makeView(_ node: Node) -> AnyView {
        let children = node.children.map(makeView)
        var view: AnyView
        switch node.kind {
        case .color:
            view = AnyView(Color.blue)
        case .rectangle:
            view = AnyView(Rectangle())
        case .circle:
            view = AnyView(Circle())
        case .text(let string):
            view = AnyView(Text(string))
        case .spacer(let minLength):
            view = AnyView(Spacer(minLength: minLength))
        case .divider:
            view = AnyView(Divider())
        case .hStack(let alignment, let spacing):
            view = AnyView(HStack(alignment: alignment.alignment, spacing: spacing) { ForEach(0..<children.count) { children[$0] } })
        case .vStack(let alignment, let spacing):
            view = AnyView(VStack(alignment: alignment.alignment, spacing: spacing) { ForEach(0..<children.count) { children[$0] } })
        case .zStack(let alignment):
            view = AnyView(ZStack(alignment: alignment.alignment) { ForEach(0..<children.count) { children[$0] } })
        case .fixedFrame(let width, let height, let alignment):
            view = AnyView(children[0].frame(width: width, height: height, alignment: alignment.alignment))
        case .flexibleFrame(let h, let v, let alignment):
            view = AnyView(
                children[0].frame(
                    minWidth: h.min, idealWidth: h.ideal, maxWidth: h.max, minHeight: v.min, idealHeight: v.ideal, maxHeight: v.max,
                    alignment: alignment.alignment))
        case .padding(let insets):
            view = AnyView(children[0].padding(insets))
        case .overlay(let alignment):
            let secondary = children[1]
            view = AnyView(children[0].overlay(alignment: alignment.alignment) { secondary })
        case .background(let alignment):
            let secondary = children[1]
            view = AnyView(children[0].background(alignment: alignment.alignment) { secondary })
        case .aspectRatio(let ratio, let mode):
            view = AnyView(children[0].aspectRatio(ratio, contentMode: mode))
        case .fixedSize(let horizontal, let vertical):
            view = AnyView(children[0].fixedSize(horizontal: horizontal, vertical: vertical))
        }
        if let priority = node.layoutPriority {
            view = AnyView(view.layoutPriority(priority))
        }
        if let closure = node.guide {
            let fraction = closure.fraction, offset = closure.offset
            switch closure.guide {
            case .horizontal(let guide):
                let alignment = guide.alignment
                view = AnyView(
                    closure.readsOwnGuide
                        ? AnyView(view.alignmentGuide(alignment) { $0[alignment] + offset })
                        : AnyView(view.alignmentGuide(alignment) { $0.width * fraction + offset }))
            case .vertical(let guide):
                let alignment = guide.alignment
                view = AnyView(
                    closure.readsOwnGuide
                        ? AnyView(view.alignmentGuide(alignment) { $0[alignment] + offset })
                        : AnyView(view.alignmentGuide(alignment) { $0.height * fraction + offset }))
            }
        }
        return AnyView(view.id(node.id))
    }
}

// MARK: - Generating

extension RandomViewTree {
    /// Lengths the generator draws from: 0, small, the proposals' 37, and large.
    static let lengths: [CGFloat] = [0, 1, 5, 10, 20, 37, 50, 100, 200]
    static let paddings: [CGFloat] = [0, 1, 5, 8, 16]
    static let spacings: [CGFloat?] = [nil, nil, 0, 4, 8, 10, 16]
    static let ratios: [CGFloat?] = [nil, 0.5, 1, 1.5, 2, 3]
    static let priorities: [Double] = [-1, 1, 2]
    static let strings = ["", "a", "Hi", "Hello", "Hello world", "The quick brown fox jumps", "a b c d e f g"]

    private struct Generator {
        var random: SplitMix64
        let options: Options
        var nextID = 0
        var nodesLeft: Int

        init(random: SplitMix64, options: Options) {
            self.random = random
            self.options = options
            self.nodesLeft = options.maxNodes
        }

        mutating func node(level: Int) -> Node {
            let id = nextID
            nextID += 1
            nodesLeft -= 1
            let canNest = level < options.maxDepth && nodesLeft > 0
            var kind: Kind
            var children: [Node] = []
            // Leaves get likelier with depth: 1 in 5 at the root, all at the bottom.
            if !canNest || random.below(options.maxDepth + 1) < level {
                kind = leaf()
            } else {
                switch random.below(14) {
                case 0, 1:
                    kind = .hStack(alignment: random.pick(VerticalGuide.allCases), spacing: random.pick(RandomViewTree.spacings))
                    children = stackChildren(level: level)
                case 2, 3:
                    kind = .vStack(alignment: random.pick(HorizontalGuide.allCases), spacing: random.pick(RandomViewTree.spacings))
                    children = stackChildren(level: level)
                case 4:
                    kind = .zStack(alignment: alignmentChoice())
                    children = stackChildren(level: level)
                case 5, 6:
                    kind = .fixedFrame(width: optionalLength(), height: optionalLength(), alignment: alignmentChoice())
                    if case .fixedFrame(nil, nil, let alignment) = kind { kind = .fixedFrame(width: random.pick(RandomViewTree.lengths), height: nil, alignment: alignment) }
                    children = [node(level: level + 1)]
                case 7, 8:
                    var horizontal = frameAxis(), vertical = frameAxis()
                    if horizontal.isEmpty && vertical.isEmpty { horizontal.max = .infinity }
                    if random.chance(1, in: 4) { vertical = FrameAxis() }
                    kind = .flexibleFrame(horizontal: horizontal, vertical: vertical, alignment: alignmentChoice())
                    children = [node(level: level + 1)]
                case 9:
                    kind = .padding(insets())
                    children = [node(level: level + 1)]
                case 10:
                    kind = random.chance(1, in: 2) ? .overlay(alignment: alignmentChoice()) : .background(alignment: alignmentChoice())
                    children = [node(level: level + 1), node(level: level + 1)]
                case 11:
                    kind = .aspectRatio(random.pick(RandomViewTree.ratios), random.chance(1, in: 2) ? .fit : .fill)
                    children = [node(level: level + 1)]
                case 12:
                    let which = random.below(3)
                    kind = .fixedSize(horizontal: which != 2, vertical: which != 1)
                    children = [node(level: level + 1)]
                default:
                    kind = .padding(insets())
                    children = [node(level: level + 1)]
                }
            }
            var result = Node(id: id, kind: kind, children: children)
            if options.allowsLayoutPriority && random.chance(1, in: 10) {
                result.layoutPriority = random.pick(RandomViewTree.priorities)
            }
            if options.allowsAlignmentGuides && random.chance(1, in: 8) {
                result.guide = guideClosure()
            }
            return result
        }

        mutating func leaf() -> Kind {
            switch random.below(10) {
            case 0, 1: return .color
            case 2: return .rectangle
            case 3: return .circle
            case 4, 5, 6: return .text(random.pick(RandomViewTree.strings))
            case 7: return .spacer(minLength: random.pick([nil, 0, 10]))
            case 8: return .divider
            default: return .color
            }
        }

        mutating func stackChildren(level: Int) -> [Node] {
            let count = random.int(in: 0...options.maxChildren)
            var children: [Node] = []
            for _ in 0..<count where nodesLeft > 0 || children.isEmpty {
                children.append(node(level: level + 1))
            }
            return children
        }

        mutating func optionalLength() -> CGFloat? {
            random.chance(1, in: 3) ? nil : random.pick(RandomViewTree.lengths)
        }

        /// One axis of a flexible frame, in order: min ≤ ideal ≤ max.
        mutating func frameAxis() -> FrameAxis {
            switch random.below(7) {
            case 0: return FrameAxis()
            case 1: return FrameAxis(max: .infinity)
            case 2: return FrameAxis(min: 0, max: .infinity)
            case 3: return FrameAxis(min: random.pick(RandomViewTree.lengths))
            case 4: return FrameAxis(max: random.pick(RandomViewTree.lengths))
            case 5: return FrameAxis(ideal: random.pick(RandomViewTree.lengths))
            default:
                let values = [random.pick(RandomViewTree.lengths), random.pick(RandomViewTree.lengths), random.pick(RandomViewTree.lengths)].sorted()
                return FrameAxis(min: values[0], ideal: random.chance(1, in: 2) ? values[1] : nil, max: random.chance(1, in: 3) ? .infinity : values[2])
            }
        }

        mutating func insets() -> EdgeInsets {
            if random.chance(1, in: 2) {
                let length = random.pick(RandomViewTree.paddings)
                return EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
            }
            return EdgeInsets(
                top: random.pick(RandomViewTree.paddings), leading: random.pick(RandomViewTree.paddings),
                bottom: random.pick(RandomViewTree.paddings), trailing: random.pick(RandomViewTree.paddings))
        }

        mutating func alignmentChoice() -> AlignmentChoice {
            if random.chance(1, in: 2) { return AlignmentChoice(.center, .center) }
            return AlignmentChoice(random.pick(HorizontalGuide.allCases), random.pick(VerticalGuide.allCases))
        }

        mutating func guideClosure() -> GuideClosure {
            let guide: GuideClosure.Guide =
                random.chance(1, in: 2)
                ? .horizontal(random.pick(HorizontalGuide.allCases)) : .vertical(random.pick(VerticalGuide.allCases))
            return GuideClosure(
                guide: guide, fraction: random.pick([0, 0.25, 0.5, 1]), offset: random.pick([0, 3, -4, 10]),
                readsOwnGuide: random.chance(1, in: 4))
        }
    }
}

// MARK: - Shrinking

extension RandomViewTree {
    static func simplifications(of node: Node) -> [Node] {
        var result: [Node] = []
        // The whole node replaced by one of its children, or by a plain leaf.
        for child in node.children { result.append(child) }
        if !node.kind.isLeaf || node.kind != .color { result.append(Node(id: node.id, kind: .color)) }
        // Attributes dropped.
        if node.layoutPriority != nil {
            var copy = node
            copy.layoutPriority = nil
            result.append(copy)
        }
        if node.guide != nil {
            var copy = node
            copy.guide = nil
            result.append(copy)
        }
        // A stack child deleted.
        switch node.kind {
        case .hStack, .vStack, .zStack:
            for index in node.children.indices {
                var copy = node
                copy.children.remove(at: index)
                result.append(copy)
            }
        default:
            break
        }
        // A length halved.
        if let halved = halvedKind(node.kind) {
            var copy = node
            copy.kind = halved
            result.append(copy)
        }
        // The same, one level down.
        for (index, child) in node.children.enumerated() {
            for simpler in simplifications(of: child) {
                var copy = node
                copy.children[index] = simpler
                result.append(copy)
            }
        }
        return result
    }

    private static func halvedKind(_ kind: Kind) -> Kind? {
        func half(_ value: CGFloat?) -> CGFloat? { value.map { $0.isFinite ? ($0 / 2).rounded(.down) : $0 } }
        switch kind {
        case .fixedFrame(let width, let height, let alignment):
            let halved = Kind.fixedFrame(width: half(width), height: half(height), alignment: alignment)
            return halved == kind ? nil : halved
        case .padding(let insets):
            let halved = Kind.padding(
                EdgeInsets(top: half(insets.top)!, leading: half(insets.leading)!, bottom: half(insets.bottom)!, trailing: half(insets.trailing)!))
            return halved == kind ? nil : halved
        case .text(let string) where !string.isEmpty:
            return .text(String(string.prefix(string.count / 2)))
        default:
            return nil
        }
    }
}

// MARK: - Printing

extension RandomViewTree {
    static func source(of node: Node, indent: String) -> String {
        let inner = indent + "    "
        func length(_ value: CGFloat) -> String {
            if value == .infinity { return ".infinity" }
            return value == value.rounded() ? String(Int(value)) : "\(value)"
        }
        func optional(_ value: CGFloat?) -> String { value.map(length) ?? "nil" }
        func block(_ head: String) -> String {
            if node.children.isEmpty { return "\(head) {}" }
            let body = node.children.map { inner + source(of: $0, indent: inner) }.joined(separator: "\n")
            return "\(head) {\n\(body)\n\(indent)}"
        }
        var text: String
        switch node.kind {
        case .color: text = "Color.blue"
        case .rectangle: text = "Rectangle()"
        case .circle: text = "Circle()"
        case .text(let string): text = "Text(\(string.debugDescription))"
        case .spacer(let minLength): text = minLength.map { "Spacer(minLength: \(length($0)))" } ?? "Spacer()"
        case .divider: text = "Divider()"
        case .hStack(let alignment, let spacing):
            text = block("HStack(alignment: .\(alignment.rawValue), spacing: \(optional(spacing)))")
        case .vStack(let alignment, let spacing):
            text = block("VStack(alignment: .\(alignment.rawValue), spacing: \(optional(spacing)))")
        case .zStack(let alignment):
            text = block("ZStack(alignment: \(alignment))")
        case .fixedFrame(let width, let height, let alignment):
            var arguments: [String] = []
            if let width { arguments.append("width: \(length(width))") }
            if let height { arguments.append("height: \(length(height))") }
            if alignment != AlignmentChoice(.center, .center) { arguments.append("alignment: \(alignment)") }
            text = source(of: node.children[0], indent: indent) + "\n\(inner).frame(\(arguments.joined(separator: ", ")))"
        case .flexibleFrame(let h, let v, let alignment):
            var arguments: [String] = []
            for (label, value) in [
                ("minWidth", h.min), ("idealWidth", h.ideal), ("maxWidth", h.max), ("minHeight", v.min), ("idealHeight", v.ideal),
                ("maxHeight", v.max),
            ] {
                if let value { arguments.append("\(label): \(length(value))") }
            }
            if alignment != AlignmentChoice(.center, .center) { arguments.append("alignment: \(alignment)") }
            text = source(of: node.children[0], indent: indent) + "\n\(inner).frame(\(arguments.joined(separator: ", ")))"
        case .padding(let e):
            let argument =
                e.top == e.leading && e.top == e.bottom && e.top == e.trailing
                ? length(e.top)
                : "EdgeInsets(top: \(length(e.top)), leading: \(length(e.leading)), bottom: \(length(e.bottom)), trailing: \(length(e.trailing)))"
            text = source(of: node.children[0], indent: indent) + "\n\(inner).padding(\(argument))"
        case .overlay(let alignment), .background(let alignment):
            let name = node.kind.layoutKind
            text = source(of: node.children[0], indent: indent)
                + "\n\(inner).\(name)(alignment: \(alignment)) {\n\(inner)    \(source(of: node.children[1], indent: inner + "    "))\n\(inner)}"
        case .aspectRatio(let ratio, let mode):
            text = source(of: node.children[0], indent: indent) + "\n\(inner).aspectRatio(\(optional(ratio)), contentMode: .\(mode))"
        case .fixedSize(let horizontal, let vertical):
            text = source(of: node.children[0], indent: indent) + "\n\(inner).fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        }
        if let priority = node.layoutPriority {
            text += "\n\(inner).layoutPriority(\(priority))"
        }
        if let closure = node.guide {
            let name: String
            let dimension: String
            switch closure.guide {
            case .horizontal(let guide): name = "HorizontalAlignment.\(guide.rawValue)"; dimension = "width"
            case .vertical(let guide): name = "VerticalAlignment.\(guide.rawValue)"; dimension = "height"
            }
            let expression = closure.readsOwnGuide ? "$0[\(name)]" : "$0.\(dimension) * \(closure.fraction)"
            text += "\n\(inner).alignmentGuide(\(name)) { \(expression) + \(closure.offset) }"
        }
        text += "\n\(inner).id(\(node.id))"
        return text
    }
}

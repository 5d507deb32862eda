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
/// Invariants of generated trees: at most `Options.maxDepth` levels of generated nodes,
/// `Options.maxChildren` children per stack (twice as many rows in lazy stacks, lists, grids
/// and flows; one to three in a `ViewThatFits`), at most about `Options.maxNodes` nodes; all
/// lengths finite and non-negative except `maxWidth`/`maxHeight` and grid item maxima, which
/// may be ∞; flexible frames satisfy min ≤ ideal ≤ max on each axis, grid items min ≤ max.
/// Valid input only: a generated tree should lay out without diagnostics under a finite
/// proposal. Some views are documented to stay unplaced (`mayStayUnplaced(_:)`).
///
/// Containers are printed with their children written out; the view built by `view` wraps them
/// in `ForEach`, which lazy containers build row by row (the layout is the same).
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
        /// Whether the generator also builds the containers added later: `ScrollView`, lazy
        /// stacks, `List`, lazy grids, `GeometryReader`, `ViewThatFits`, `FlowLayout`,
        /// `AnyLayout`, `position`, `ignoresSafeArea`, and text with tracking, concatenation and
        /// a line-limit range. Off, every seed gives exactly the tree it gave before they existed.
        public var allowsLaterContainers: Bool

        /// Depth ≤ 6, ≤ 5 children (10 rows in lazy containers, grids and flows), about 40
        /// nodes, guides, priorities and the later containers allowed.
        public init(
            maxDepth: Int = 6, maxChildren: Int = 5, maxNodes: Int = 40, allowsAlignmentGuides: Bool = true,
            allowsLayoutPriority: Bool = true, allowsLaterContainers: Bool = true
        ) {
            self.maxDepth = max(maxDepth, 1)
            self.maxChildren = max(maxChildren, 0)
            self.maxNodes = max(maxNodes, 1)
            self.allowsAlignmentGuides = allowsAlignmentGuides
            self.allowsLayoutPriority = allowsLayoutPriority
            self.allowsLaterContainers = allowsLaterContainers
        }

        /// The options trees were generated with before the later containers existed: the same
        /// seed gives the same tree as then.
        public static var classic: Options { Options(allowsLaterContainers: false) }
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
            case (.center, let v) where v.isFrameGuide: return ".\(v.rawValue)"
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
        /// `Text(string).tracking(tracking) + Text(appended)`, inside `.lineLimit(lineLimit)`: a
        /// text leaf with the later text features; `nil` leaves a feature out.
        case styledText(String, appended: String?, tracking: CGFloat?, lineLimit: ClosedRange<Int>?)
        /// `ScrollView(axes) { … }.scrollContentOffset(CGPoint(x: offsetX, y: offsetY))`; any
        /// number of children, stacked along the scroll axis when there are several.
        case scrollView(axes: Axis.Set, offsetX: CGFloat, offsetY: CGFloat)
        /// `LazyVStack(alignment:spacing:) { ForEach … }`; each child is a row.
        case lazyVStack(alignment: HorizontalGuide, spacing: CGFloat?)
        /// `LazyHStack(alignment:spacing:) { ForEach … }`; each child is a column.
        case lazyHStack(alignment: VerticalGuide, spacing: CGFloat?)
        /// `List { ForEach … }`; each child is a row. Its node is the list's outer frame.
        case list
        /// `LazyVGrid(columns:alignment:spacing:) { ForEach … }`; children fill the columns row by row.
        case lazyVGrid(columns: [GridItemChoice], alignment: HorizontalGuide, spacing: CGFloat?)
        /// `LazyHGrid(rows:alignment:spacing:) { ForEach … }`; children fill the rows column by column.
        case lazyHGrid(rows: [GridItemChoice], alignment: VerticalGuide, spacing: CGFloat?)
        /// `GeometryReader { proxy in child.frame(width: proxy.size.width * fraction, height:
        /// proxy.size.height * fraction) }`; one child, built from the reader's size.
        case geometryReader(fraction: CGFloat)
        /// `ViewThatFits(in: axes) { … }`; one child shown, the others left unplaced.
        case viewThatFits(axes: Axis.Set)
        /// `FlowLayout(spacing:lineSpacing:alignment:) { ForEach … }`; any number of children.
        case flow(spacing: CGFloat, lineSpacing: CGFloat?, alignment: AlignmentChoice)
        /// `AnyLayout(HStackLayout(…))`, `AnyLayout(VStackLayout(…))` or `AnyLayout(ZStackLayout(…))`
        /// around `ForEach …`; any number of children.
        case anyLayout(LayoutChoice)
        /// `position(x:y:)`; one child.
        case position(x: CGFloat, y: CGFloat)
        /// `ignoresSafeArea()`; one child.
        case ignoresSafeArea

        /// Whether the node is a leaf view.
        public var isLeaf: Bool {
            switch self {
            case .color, .rectangle, .circle, .text, .styledText, .spacer, .divider: true
            default: false
            }
        }

        /// Whether the node is one of the lazy containers whose rows are built only when seen
        /// inside a scroll view (`LazyVStack`, `LazyHStack`, `List`).
        public var isLazyStack: Bool {
            switch self {
            case .lazyVStack, .lazyHStack, .list: true
            default: false
            }
        }

        /// Whether the node is a lazy grid, whose rows are built only when seen inside a scroll
        /// view (`LazyVGrid`, `LazyHGrid`).
        public var isLazyGrid: Bool {
            switch self {
            case .lazyVGrid, .lazyHGrid: true
            default: false
            }
        }

        /// Whether the node scrolls its content (`ScrollView`, `List`).
        public var scrolls: Bool {
            switch self {
            case .scrollView, .list: true
            default: false
            }
        }

        /// Whether the node has a variable number of children that it lays out itself.
        public var isContainer: Bool {
            switch self {
            case .hStack, .vStack, .zStack, .scrollView, .lazyVStack, .lazyHStack, .list, .lazyVGrid, .lazyHGrid, .viewThatFits, .flow,
                .anyLayout:
                true
            default: false
            }
        }

        /// The kind `LayoutNodeInfo.kind` reports for the node.
        public var layoutKind: String {
            switch self {
            case .color: "Color"
            case .rectangle: "Rectangle"
            case .circle: "Circle"
            case .text, .styledText: "text"
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
            case .scrollView: "ScrollView"
            case .lazyVStack: "LazyVStack"
            case .lazyHStack: "LazyHStack"
            case .list: "frame"
            case .lazyVGrid: "LazyVGrid"
            case .lazyHGrid: "LazyHGrid"
            case .geometryReader: "GeometryReader"
            case .viewThatFits: "ViewThatFits"
            case .flow: "FlowLayout"
            case .anyLayout: "AnyLayout"
            case .position: "position"
            case .ignoresSafeArea: "ignoresSafeArea"
            }
        }
    }

    /// The layout an `AnyLayout` wraps.
    public enum LayoutChoice: Hashable, Sendable {
        /// `HStackLayout(alignment:spacing:)`.
        case hStack(alignment: VerticalGuide, spacing: CGFloat?)
        /// `VStackLayout(alignment:spacing:)`.
        case vStack(alignment: HorizontalGuide, spacing: CGFloat?)
        /// `ZStackLayout(alignment:)`.
        case zStack(alignment: AlignmentChoice)
    }

    /// A `GridItem`, described so that it can be printed and rebuilt.
    ///
    /// Invariants of generated items: lengths finite and non-negative except a maximum, which
    /// may be ∞; minimum ≤ maximum; an adaptive minimum is positive (valid items only).
    public struct GridItemChoice: Hashable, Sendable, CustomStringConvertible {
        /// How wide the column is.
        public enum Size: Hashable, Sendable {
            /// `.fixed(width)`.
            case fixed(CGFloat)
            /// `.flexible(minimum:maximum:)`.
            case flexible(minimum: CGFloat, maximum: CGFloat)
            /// `.adaptive(minimum:maximum:)`.
            case adaptive(minimum: CGFloat, maximum: CGFloat)
        }

        /// How wide the column is.
        public var size: Size
        /// The gap after the column, or `nil` for the default.
        public var spacing: CGFloat?
        /// How cells align their views, or `nil` for the grid's alignment.
        public var alignment: AlignmentChoice?

        /// An item of this size, spacing and alignment.
        public init(_ size: Size, spacing: CGFloat? = nil, alignment: AlignmentChoice? = nil) {
            self.size = size
            self.spacing = spacing
            self.alignment = alignment
        }

        /// Whether the item may split into several columns (`.adaptive`).
        public var isAdaptive: Bool {
            if case .adaptive = size { return true }
            return false
        }

        /// The `GridItem` this stands for.
        public var gridItem: GridItem {
            let itemSize: GridItem.Size =
                switch size {
                case .fixed(let width): .fixed(width)
                case .flexible(let minimum, let maximum): .flexible(minimum: minimum, maximum: maximum)
                case .adaptive(let minimum, let maximum): .adaptive(minimum: minimum, maximum: maximum)
                }
            return GridItem(itemSize, spacing: spacing, alignment: alignment?.alignment)
        }

        /// The item as Swift source: `GridItem(.fixed(50), spacing: 4)`.
        public var description: String {
            let sizeText: String =
                switch size {
                case .fixed(let width): ".fixed(\(RandomViewTree.lengthSource(width)))"
                case .flexible(let minimum, let maximum):
                    ".flexible(minimum: \(RandomViewTree.lengthSource(minimum)), maximum: \(RandomViewTree.lengthSource(maximum)))"
                case .adaptive(let minimum, let maximum):
                    ".adaptive(minimum: \(RandomViewTree.lengthSource(minimum)), maximum: \(RandomViewTree.lengthSource(maximum)))"
                }
            var arguments = [sizeText]
            if let spacing { arguments.append("spacing: \(RandomViewTree.lengthSource(spacing))") }
            if let alignment { arguments.append("alignment: \(alignment)") }
            return "GridItem(\(arguments.joined(separator: ", ")))"
        }
    }

    /// A length as Swift source: `37`, `2.5`, `.infinity`.
    static func lengthSource(_ value: CGFloat) -> String {
        if value == .infinity { return ".infinity" }
        return value == value.rounded() ? String(Int(value)) : "\(value)"
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

    /// A tree generated from `seed` whose root is of `kind` (its children, if any, generated as
    /// usual): for laws about one kind of container.
    public init(seed: UInt64, options: Options = Options(), rootKind kind: Kind) {
        var generator = Generator(random: SplitMix64(seed: seed), options: options)
        self.seed = seed
        self.root = generator.node(level: 1, kind: kind)
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
            case .hStack, .lazyHStack, .anyLayout(.hStack): return .horizontal
            case .vStack, .lazyVStack, .list, .anyLayout(.vStack): return .vertical
            case .scrollView(let axes, _, _): return axes == .horizontal ? .horizontal : .vertical
            case .zStack, .anyLayout(.zStack), .lazyVGrid, .lazyHGrid, .flow, .viewThatFits, .geometryReader: return nil
            case .overlay, .background: if index > 0 { return nil }
            default: continue
            }
        }
        return nil
    }

    /// The ancestors of the node `id`, nearest first (empty for the root or an unknown id).
    public func ancestors(of id: Int) -> [Node] {
        var chain: [Node] = []
        func find(_ node: Node) -> Bool {
            if node.id == id { return true }
            chain.append(node)
            for child in node.children where find(child) { return true }
            chain.removeLast()
            return false
        }
        guard find(root) else { return [] }
        return chain.reversed()
    }

    /// Whether the node `id` may legitimately be missing from a layout or left unplaced, as
    /// documented: it is inside one of a `ViewThatFits`'s children (only the chosen one is
    /// placed), or inside a row of a lazy stack, a lazy grid or `List` within a scroll view (rows
    /// out of sight are not built, rows measured for the estimate are not placed).
    public func mayStayUnplaced(_ id: Int) -> Bool {
        let chain = ancestors(of: id)
        for (index, ancestor) in chain.enumerated() {
            if case .viewThatFits = ancestor.kind { return true }
            if ancestor.kind == .list { return true }
            if (ancestor.kind.isLazyStack || ancestor.kind.isLazyGrid) && chain[(index + 1)...].contains(where: \.kind.scrolls) {
                return true
            }
        }
        return false
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
        case .styledText(let string, let appended, let tracking, let lineLimit):
            var text = Text(string)
            if let tracking { text = text.tracking(tracking) }
            if let appended { text = text + Text(appended) }
            view = lineLimit.map { AnyView(text.lineLimit($0)) } ?? AnyView(text)
        case .scrollView(let axes, let x, let y):
            view = AnyView(ScrollView(axes) { ForEach(0..<children.count) { children[$0] } }.scrollContentOffset(CGPoint(x: x, y: y)))
        case .lazyVStack(let alignment, let spacing):
            view = AnyView(LazyVStack(alignment: alignment.alignment, spacing: spacing) { ForEach(0..<children.count) { children[$0] } })
        case .lazyHStack(let alignment, let spacing):
            view = AnyView(LazyHStack(alignment: alignment.alignment, spacing: spacing) { ForEach(0..<children.count) { children[$0] } })
        case .list:
            view = AnyView(List { ForEach(0..<children.count) { children[$0] } })
        case .lazyVGrid(let columns, let alignment, let spacing):
            view = AnyView(
                LazyVGrid(columns: columns.map(\.gridItem), alignment: alignment.alignment, spacing: spacing) {
                    ForEach(0..<children.count) { children[$0] }
                })
        case .lazyHGrid(let rows, let alignment, let spacing):
            view = AnyView(
                LazyHGrid(rows: rows.map(\.gridItem), alignment: alignment.alignment, spacing: spacing) {
                    ForEach(0..<children.count) { children[$0] }
                })
        case .geometryReader(let fraction):
            let content = children[0]
            view = AnyView(
                GeometryReader { proxy in
                    content.frame(width: proxy.size.width * fraction, height: proxy.size.height * fraction)
                })
        case .viewThatFits(let axes):
            view = AnyView(ViewThatFits(in: axes) { ForEach(0..<children.count) { children[$0] } })
        case .flow(let spacing, let lineSpacing, let alignment):
            view = AnyView(
                FlowLayout(spacing: spacing, lineSpacing: lineSpacing, alignment: alignment.alignment) { ForEach(0..<children.count) { children[$0] } })
        case .anyLayout(let choice):
            let layout: AnyLayout =
                switch choice {
                case .hStack(let alignment, let spacing): AnyLayout(HStackLayout(alignment: alignment.alignment, spacing: spacing))
                case .vStack(let alignment, let spacing): AnyLayout(VStackLayout(alignment: alignment.alignment, spacing: spacing))
                case .zStack(let alignment): AnyLayout(ZStackLayout(alignment: alignment.alignment))
                }
            view = AnyView(layout { ForEach(0..<children.count) { children[$0] } })
        case .position(let x, let y):
            view = AnyView(children[0].position(x: x, y: y))
        case .ignoresSafeArea:
            view = AnyView(children[0].ignoresSafeArea())
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
    static let scrollOffsets: [CGFloat] = [0, 0, 15, 100]
    static let positions: [CGFloat] = [0, 10, 37, 100]

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

        /// A node at `level` (the root is 1): of `forced` kind when given, else drawn.
        mutating func node(level: Int, kind forced: Kind? = nil) -> Node {
            let id = nextID
            nextID += 1
            nodesLeft -= 1
            let canNest = level < options.maxDepth && nodesLeft > 0
            let kind: Kind
            if let forced {
                kind = forced
            } else if !canNest || random.below(options.maxDepth + 1) < level {
                // Leaves get likelier with depth: 1 in 5 at the root, all at the bottom.
                kind = leaf()
            } else {
                kind = containerKind(level: level)
            }
            let children = self.children(of: kind, level: level)
            var result = Node(id: id, kind: kind, children: children)
            if options.allowsLayoutPriority && random.chance(1, in: 10) {
                result.layoutPriority = random.pick(RandomViewTree.priorities)
            }
            if options.allowsAlignmentGuides && random.chance(1, in: 8) {
                result.guide = guideClosure()
            }
            return result
        }

        /// A container or modifier kind. Slots 0–13 are the original kinds, drawn exactly as
        /// before; 14–25 the later ones, only when `allowsLaterContainers`.
        mutating func containerKind(level: Int) -> Kind {
            switch random.below(options.allowsLaterContainers ? 26 : 14) {
            case 0, 1:
                return .hStack(alignment: random.pick(VerticalGuide.allCases), spacing: random.pick(RandomViewTree.spacings))
            case 2, 3:
                return .vStack(alignment: random.pick(HorizontalGuide.allCases), spacing: random.pick(RandomViewTree.spacings))
            case 4:
                return .zStack(alignment: alignmentChoice())
            case 5, 6:
                let kind = Kind.fixedFrame(width: optionalLength(), height: optionalLength(), alignment: alignmentChoice())
                if case .fixedFrame(nil, nil, let alignment) = kind { return .fixedFrame(width: random.pick(RandomViewTree.lengths), height: nil, alignment: alignment) }
                return kind
            case 7, 8:
                var horizontal = frameAxis(), vertical = frameAxis()
                if horizontal.isEmpty && vertical.isEmpty { horizontal.max = .infinity }
                if random.chance(1, in: 4) { vertical = FrameAxis() }
                return .flexibleFrame(horizontal: horizontal, vertical: vertical, alignment: alignmentChoice())
            case 10:
                return random.chance(1, in: 2) ? .overlay(alignment: alignmentChoice()) : .background(alignment: alignmentChoice())
            case 11:
                return .aspectRatio(random.pick(RandomViewTree.ratios), random.chance(1, in: 2) ? .fit : .fill)
            case 12:
                let which = random.below(3)
                return .fixedSize(horizontal: which != 2, vertical: which != 1)
            case 14, 15:
                let axes = random.pick([Axis.Set.vertical, .vertical, .horizontal, [.horizontal, .vertical]])
                let offsets = RandomViewTree.scrollOffsets
                return .scrollView(
                    axes: axes, offsetX: axes.contains(.horizontal) ? random.pick(offsets) : 0,
                    offsetY: axes.contains(.vertical) ? random.pick(offsets) : 0)
            case 16, 17:
                return lazyStackKind(axis: random.chance(1, in: 2) ? .vertical : .horizontal)
            case 18:
                return .list
            case 19:
                let items = (0..<random.int(in: 1...3)).map { _ in gridItem() }
                return random.chance(1, in: 2)
                    ? .lazyVGrid(columns: items, alignment: random.pick(HorizontalGuide.allCases), spacing: random.pick(RandomViewTree.spacings))
                    : .lazyHGrid(rows: items, alignment: random.pick(VerticalGuide.allCases), spacing: random.pick(RandomViewTree.spacings))
            case 20:
                return .geometryReader(fraction: random.pick([0.5, 1]))
            case 21:
                return .viewThatFits(axes: random.pick([[.horizontal, .vertical], .horizontal, .vertical]))
            case 22:
                return .flow(
                    spacing: random.pick([0, 4, 8]), lineSpacing: random.pick([nil, 0, 6]),
                    alignment: AlignmentChoice(
                        random.pick(HorizontalGuide.allCases), random.pick([.top, .top, .center, .bottom, .firstTextBaseline])))
            case 23:
                switch random.below(3) {
                case 0: return .anyLayout(.hStack(alignment: random.pick(VerticalGuide.allCases), spacing: random.pick(RandomViewTree.spacings)))
                case 1: return .anyLayout(.vStack(alignment: random.pick(HorizontalGuide.allCases), spacing: random.pick(RandomViewTree.spacings)))
                default: return .anyLayout(.zStack(alignment: alignmentChoice()))
                }
            case 24:
                return .position(x: random.pick(RandomViewTree.positions), y: random.pick(RandomViewTree.positions))
            case 25:
                return .ignoresSafeArea
            default:
                return .padding(insets())
            }
        }

        /// A lazy stack along `axis` with drawn alignment and spacing.
        mutating func lazyStackKind(axis: Axis) -> Kind {
            axis == .vertical
                ? .lazyVStack(alignment: random.pick(HorizontalGuide.allCases), spacing: random.pick(RandomViewTree.spacings))
                : .lazyHStack(alignment: random.pick(VerticalGuide.allCases), spacing: random.pick(RandomViewTree.spacings))
        }

        /// The children of a node of `kind` at `level`.
        mutating func children(of kind: Kind, level: Int) -> [Node] {
            switch kind {
            case .color, .rectangle, .circle, .text, .styledText, .spacer, .divider:
                return []
            case .hStack, .vStack, .zStack:
                return stackChildren(level: level)
            case .overlay, .background:
                return [node(level: level + 1), node(level: level + 1)]
            case .scrollView(let axes, _, _):
                // Lazy stacks along the scroll axis are what scroll views are for: half the time.
                if level + 1 < options.maxDepth && random.chance(1, in: 2) {
                    return [node(level: level + 1, kind: lazyStackKind(axis: axes == .horizontal ? .horizontal : .vertical))]
                }
                return random.chance(1, in: 4) ? stackChildren(level: level) : [node(level: level + 1)]
            case .lazyVStack, .lazyHStack, .list, .lazyVGrid, .lazyHGrid, .flow:
                return stackChildren(level: level, most: options.maxChildren * 2)
            case .anyLayout:
                return stackChildren(level: level)
            case .viewThatFits:
                return stackChildren(level: level, most: min(options.maxChildren, 3), least: 1)
            case .fixedFrame, .flexibleFrame, .padding, .aspectRatio, .fixedSize, .geometryReader, .position, .ignoresSafeArea:
                return [node(level: level + 1)]
            }
        }

        mutating func leaf() -> Kind {
            switch random.below(10) {
            case 0, 1: return .color
            case 2: return .rectangle
            case 3: return .circle
            case 4, 5, 6:
                let string = random.pick(RandomViewTree.strings)
                guard options.allowsLaterContainers && random.chance(1, in: 3) else { return .text(string) }
                return .styledText(
                    string, appended: random.pick([nil, " and more", "x"]), tracking: random.pick([nil, 1, 2.5]),
                    lineLimit: random.pick([nil, 1...2, 2...3]))
            case 7: return .spacer(minLength: random.pick([nil, 0, 10]))
            case 8: return .divider
            default: return .color
            }
        }

        mutating func stackChildren(level: Int, most: Int? = nil, least: Int = 0) -> [Node] {
            let count = random.int(in: least...max(most ?? options.maxChildren, least))
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

        /// A valid grid item: minimum ≤ maximum, adaptive minimum > 0.
        mutating func gridItem() -> GridItemChoice {
            let size: GridItemChoice.Size
            switch random.below(3) {
            case 0:
                size = .fixed(random.pick([0, 10, 37, 50, 100]))
            case 1:
                let minimum = random.pick([0, 10, 20] as [CGFloat])
                size = .flexible(minimum: minimum, maximum: max(minimum, random.pick([.infinity, .infinity, 20, 100])))
            default:
                let minimum = random.pick([10, 20, 37, 50] as [CGFloat])
                size = .adaptive(minimum: minimum, maximum: max(minimum, random.pick([.infinity, .infinity, 50, 100])))
            }
            let alignment: AlignmentChoice? = random.chance(1, in: 3) ? alignmentChoice() : nil
            return GridItemChoice(size, spacing: random.pick([nil, nil, 0, 4, 16]), alignment: alignment)
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
        if node.kind.isContainer {
            for index in node.children.indices {
                var copy = node
                copy.children.remove(at: index)
                result.append(copy)
            }
        }
        // A grid item deleted.
        switch node.kind {
        case .lazyVGrid(let items, let alignment, let spacing) where items.count > 1:
            for index in items.indices {
                var copy = node, fewer = items
                fewer.remove(at: index)
                copy.kind = .lazyVGrid(columns: fewer, alignment: alignment, spacing: spacing)
                result.append(copy)
            }
        case .lazyHGrid(let items, let alignment, let spacing) where items.count > 1:
            for index in items.indices {
                var copy = node, fewer = items
                fewer.remove(at: index)
                copy.kind = .lazyHGrid(rows: fewer, alignment: alignment, spacing: spacing)
                result.append(copy)
            }
        case .styledText(let string, let appended, let tracking, let lineLimit):
            // A text feature dropped.
            for simpler in [
                Kind.text(string), .styledText(string, appended: nil, tracking: tracking, lineLimit: lineLimit),
                .styledText(string, appended: appended, tracking: nil, lineLimit: lineLimit),
                .styledText(string, appended: appended, tracking: tracking, lineLimit: nil),
            ] where simpler != node.kind {
                var copy = node
                copy.kind = simpler
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
        case .styledText(let string, let appended, let tracking, let lineLimit) where !string.isEmpty:
            return .styledText(String(string.prefix(string.count / 2)), appended: appended, tracking: tracking, lineLimit: lineLimit)
        case .position(let x, let y):
            let halved = Kind.position(x: half(x)!, y: half(y)!)
            return halved == kind ? nil : halved
        case .scrollView(let axes, let x, let y):
            let halved = Kind.scrollView(axes: axes, offsetX: half(x)!, offsetY: half(y)!)
            return halved == kind ? nil : halved
        default:
            return nil
        }
    }
}

// MARK: - Printing

extension RandomViewTree {
    static func source(of node: Node, indent: String) -> String {
        let inner = indent + "    "
        func length(_ value: CGFloat) -> String { lengthSource(value) }
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
        case .styledText(let string, let appended, let tracking, let lineLimit):
            text = "Text(\(string.debugDescription))"
            if let tracking { text += ".tracking(\(length(tracking)))" }
            if let appended { text = "(\(text) + Text(\(appended.debugDescription)))" }
            if let lineLimit { text += "\n\(inner).lineLimit(\(lineLimit.lowerBound)...\(lineLimit.upperBound))" }
        case .scrollView(let axes, let x, let y):
            let axesText = axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : axes == .horizontal ? ".horizontal" : ".vertical"
            text = block("ScrollView(\(axesText))")
            if x != 0 || y != 0 { text += "\n\(inner).scrollContentOffset(CGPoint(x: \(length(x)), y: \(length(y))))" }
        case .lazyVStack(let alignment, let spacing):
            text = block("LazyVStack(alignment: .\(alignment.rawValue), spacing: \(optional(spacing)))")
        case .lazyHStack(let alignment, let spacing):
            text = block("LazyHStack(alignment: .\(alignment.rawValue), spacing: \(optional(spacing)))")
        case .list:
            text = block("List")
        case .lazyVGrid(let items, let alignment, let spacing):
            text = block("LazyVGrid(columns: [\(items.map(\.description).joined(separator: ", "))], alignment: .\(alignment.rawValue), spacing: \(optional(spacing)))")
        case .lazyHGrid(let items, let alignment, let spacing):
            text = block("LazyHGrid(rows: [\(items.map(\.description).joined(separator: ", "))], alignment: .\(alignment.rawValue), spacing: \(optional(spacing)))")
        case .geometryReader(let fraction):
            let body = inner + source(of: node.children[0], indent: inner)
                + "\n\(inner)    .frame(width: proxy.size.width * \(fraction), height: proxy.size.height * \(fraction))"
            text = "GeometryReader { proxy in\n\(body)\n\(indent)}"
        case .viewThatFits(let axes):
            let axesText = axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : axes == .horizontal ? ".horizontal" : ".vertical"
            text = block("ViewThatFits(in: \(axesText))")
        case .flow(let spacing, let lineSpacing, let alignment):
            text = block("FlowLayout(spacing: \(length(spacing)), lineSpacing: \(optional(lineSpacing)), alignment: \(alignment))")
        case .anyLayout(.hStack(let alignment, let spacing)):
            text = block("AnyLayout(HStackLayout(alignment: .\(alignment.rawValue), spacing: \(optional(spacing))))")
        case .anyLayout(.vStack(let alignment, let spacing)):
            text = block("AnyLayout(VStackLayout(alignment: .\(alignment.rawValue), spacing: \(optional(spacing))))")
        case .anyLayout(.zStack(let alignment)):
            text = block("AnyLayout(ZStackLayout(alignment: \(alignment)))")
        case .position(let x, let y):
            text = source(of: node.children[0], indent: indent) + "\n\(inner).position(x: \(length(x)), y: \(length(y)))"
        case .ignoresSafeArea:
            text = source(of: node.children[0], indent: indent) + "\n\(inner).ignoresSafeArea()"
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

import Foundation

/// Where a node's algorithm lies: which of the store's algorithm columns holds it
/// (`NodeAlgorithmColumns`) and at which index. Kept in the node's record, so that the pass
/// switches on a byte it has already loaded and reads the algorithm in place.
///
/// Invariants: a built-in algorithm that has a case of its own is always stored in that case's
/// column (`LayoutAlgorithm.storeAlgorithm(in:keepingOutgrown:)` puts it there), never boxed in
/// `.other`; `.other` holds every other algorithm — users' `Layout`s and the rarer built-ins —
/// boxed once when its node is made. `index` is valid in the column of `case` for the store's
/// life (an algorithm is never removed or replaced).
///
/// Why a case and an index rather than one enum value per node: the pass asked an enum in
/// unsafe memory for every sizing and placement, and the compiler copied the whole value out
/// (about 130 bytes, a switch on its case to retain what it refers to) and destroyed it after
/// each call, to keep it alive while the algorithm ran: 8 % of a flat tree's instructions. A
/// typed column holds each algorithm as its own struct, all of them but shapes' and users'
/// plain values, so a call reads the fields it needs and copies nothing that counts references.
struct NodeAlgorithm {
    /// The algorithms most nodes run (frames, stacks, padding, overlays, colours and shapes,
    /// spacers, text), each with a column of its own, and `.other` for the rest.
    enum Case: UInt8 {
        case frame, flexibleFrame, stack, zStack, padding, overlay, shape, spacer, text
        /// Any other algorithm, boxed once.
        case other
    }

    /// The index of the algorithm in its column.
    var index: Int32
    /// Which column holds it.
    var `case`: Case
}

/// Every node's algorithm, in one column per `NodeAlgorithm.Case`, read and written in place.
///
/// Invariants: an element is never moved once its node is made, except when its column grows;
/// the store keeps every buffer a column outgrows until it goes (`NodeStore.algorithms`), so an
/// algorithm running from where it was stays readable while a child adds nodes (a lazy stack,
/// a `GeometryReader`). `.other` holds its algorithm in a class box (`BoxedAlgorithm`): an
/// existential read in place was copied through its value witnesses.
struct NodeAlgorithmColumns {
    var frames = NodeColumn<FrameLayout>()
    var flexibleFrames = NodeColumn<FlexFrameLayout>()
    var stacks = NodeColumn<StackLayout>()
    var zStacks = NodeColumn<ZStackLayoutAlgorithm>()
    var paddings = NodeColumn<PaddingLayout>()
    var overlays = NodeColumn<OverlayLayout>()
    var shapes = NodeColumn<ShapeLayout>()
    var spacers = NodeColumn<SpacerLayout>()
    var texts = NodeColumn<TextLayout>()
    var others = NodeColumn<BoxedAlgorithm>()

    /// How many algorithms each column holds.
    var counts: AlgorithmCounts {
        AlgorithmCounts(
            frames: frames.count, flexibleFrames: flexibleFrames.count, stacks: stacks.count, zStacks: zStacks.count,
            paddings: paddings.count, overlays: overlays.count, shapes: shapes.count, spacers: spacers.count, texts: texts.count,
            others: others.count)
    }

    /// Makes room in each column for the number of algorithms `counts` gives it, before any is
    /// added: a tree built again (a server's, a preview's) then never moves a column, where each
    /// doubling copied it whole into new pages (about 100 instructions a view of a flat tree).
    mutating func reserveCapacity(_ counts: AlgorithmCounts) {
        frames.reserveCapacity(counts.frames)
        flexibleFrames.reserveCapacity(counts.flexibleFrames)
        stacks.reserveCapacity(counts.stacks)
        zStacks.reserveCapacity(counts.zStacks)
        paddings.reserveCapacity(counts.paddings)
        overlays.reserveCapacity(counts.overlays)
        shapes.reserveCapacity(counts.shapes)
        spacers.reserveCapacity(counts.spacers)
        texts.reserveCapacity(counts.texts)
        others.reserveCapacity(counts.others)
    }

    /// Destroys every algorithm and frees the columns' buffers.
    mutating func release() {
        frames.release()
        flexibleFrames.release()
        stacks.release()
        zStacks.release()
        paddings.release()
        overlays.release()
        shapes.release()
        spacers.release()
        texts.release()
        others.release()
    }

    /// The algorithm `algorithm` points at, as a value of the protocol (boxed again for the
    /// built-in cases: for questions about its type, `is ScrollViewLayout`, not for the pass).
    func base(of algorithm: NodeAlgorithm) -> any LayoutAlgorithm {
        let index = Int(algorithm.index)
        switch algorithm.case {
        case .frame: return frames[index]
        case .flexibleFrame: return flexibleFrames[index]
        case .stack: return stacks[index]
        case .zStack: return zStacks[index]
        case .padding: return paddings[index]
        case .overlay: return overlays[index]
        case .shape: return shapes[index]
        case .spacer: return spacers[index]
        case .text: return texts[index]
        case .other: return others[index].base
        }
    }

    /// The name explanations use for the node whose algorithm this is.
    func name(of algorithm: NodeAlgorithm) -> String {
        let index = Int(algorithm.index)
        switch algorithm.case {
        case .frame: return frames[index].name
        case .flexibleFrame: return flexibleFrames[index].name
        case .stack: return stacks[index].name
        case .zStack: return zStacks[index].name
        case .padding: return paddings[index].name
        case .overlay: return overlays[index].name
        case .shape: return shapes[index].name
        case .spacer: return spacers[index].name
        case .text: return texts[index].name
        case .other: return others[index].base.name
        }
    }
}

/// How many algorithms of each kind a store holds, column by column (`NodeAlgorithmColumns`).
struct AlgorithmCounts {
    var frames = 0
    var flexibleFrames = 0
    var stacks = 0
    var zStacks = 0
    var paddings = 0
    var overlays = 0
    var shapes = 0
    var spacers = 0
    var texts = 0
    var others = 0
}

// The pass's four questions, each a switch on the node's case and a call of its algorithm where
// it lies.
extension NodeStore {
    /// `LayoutAlgorithm.sizeThatFits(proposal:subviews:)` of node `slot`'s algorithm.
    func sizeThatFits(ofNode slot: Int32, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        subviews.withPass { $0.algorithmRuns.sizing += 1 }
        let algorithm = records.address(ofIndexInRange: Int(slot)).pointee.algorithm
        let index = Int(algorithm.index)
        switch algorithm.case {
        case .frame: return Self.sizing(algorithms.frames.address(ofIndexInRange: index), proposal: proposal, subviews: subviews)
        case .flexibleFrame: return Self.sizing(algorithms.flexibleFrames.address(ofIndexInRange: index), proposal: proposal, subviews: subviews)
        case .stack: return Self.sizing(algorithms.stacks.address(ofIndexInRange: index), proposal: proposal, subviews: subviews)
        case .zStack: return Self.sizing(algorithms.zStacks.address(ofIndexInRange: index), proposal: proposal, subviews: subviews)
        case .padding: return Self.sizing(algorithms.paddings.address(ofIndexInRange: index), proposal: proposal, subviews: subviews)
        case .overlay: return Self.sizing(algorithms.overlays.address(ofIndexInRange: index), proposal: proposal, subviews: subviews)
        case .shape: return Self.sizing(algorithms.shapes.address(ofIndexInRange: index), proposal: proposal, subviews: subviews)
        case .spacer: return Self.sizing(algorithms.spacers.address(ofIndexInRange: index), proposal: proposal, subviews: subviews)
        case .text: return Self.sizing(algorithms.texts.address(ofIndexInRange: index), proposal: proposal, subviews: subviews)
        case .other: return Self.sizingBoxed(algorithms.others.address(ofIndexInRange: index), proposal: proposal, subviews: subviews)
        }
    }

    /// `LayoutAlgorithm.placeSubviews(in:proposal:subviews:)` of node `slot`'s algorithm.
    func placeSubviews(ofNode slot: Int32, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        subviews.withPass { $0.algorithmRuns.placing += 1 }
        let algorithm = records.address(ofIndexInRange: Int(slot)).pointee.algorithm
        let index = Int(algorithm.index)
        switch algorithm.case {
        case .frame: Self.placing(algorithms.frames.address(ofIndexInRange: index), in: bounds, proposal: proposal, subviews: subviews)
        case .flexibleFrame: Self.placing(algorithms.flexibleFrames.address(ofIndexInRange: index), in: bounds, proposal: proposal, subviews: subviews)
        case .stack: Self.placing(algorithms.stacks.address(ofIndexInRange: index), in: bounds, proposal: proposal, subviews: subviews)
        case .zStack: Self.placing(algorithms.zStacks.address(ofIndexInRange: index), in: bounds, proposal: proposal, subviews: subviews)
        case .padding: Self.placing(algorithms.paddings.address(ofIndexInRange: index), in: bounds, proposal: proposal, subviews: subviews)
        case .overlay: Self.placing(algorithms.overlays.address(ofIndexInRange: index), in: bounds, proposal: proposal, subviews: subviews)
        case .shape: Self.placing(algorithms.shapes.address(ofIndexInRange: index), in: bounds, proposal: proposal, subviews: subviews)
        case .spacer: Self.placing(algorithms.spacers.address(ofIndexInRange: index), in: bounds, proposal: proposal, subviews: subviews)
        case .text: Self.placing(algorithms.texts.address(ofIndexInRange: index), in: bounds, proposal: proposal, subviews: subviews)
        case .other: Self.placingBoxed(algorithms.others.address(ofIndexInRange: index), in: bounds, proposal: proposal, subviews: subviews)
        }
    }

    // Each algorithm is run out of line, from the switches above: inlined, every case's locals
    // shared the switch's frame (568 bytes, a text's measurement among them), and a node's frame
    // stays on the stack while everything below it is sized or placed, once per level of a deep
    // tree. Out of line, each level holds only the frame of the algorithm it runs. (Keeping the
    // small ones inline cost more instructions, and more stack, than none.)

    @inline(never)
    private static func sizing<Algorithm: LayoutAlgorithm>(
        _ algorithm: UnsafeMutablePointer<Algorithm>, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGSize {
        algorithm.pointee.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    @inline(never)
    private static func sizingBoxed(_ algorithm: UnsafeMutablePointer<BoxedAlgorithm>, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        algorithm.pointee.base.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    @inline(never)
    private static func placing<Algorithm: LayoutAlgorithm>(
        _ algorithm: UnsafeMutablePointer<Algorithm>, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) {
        algorithm.pointee.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    @inline(never)
    private static func placingBoxed(
        _ algorithm: UnsafeMutablePointer<BoxedAlgorithm>, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) {
        algorithm.pointee.base.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// `LayoutAlgorithm.explicitAlignment(of:in:proposal:subviews:)` of node `slot`'s algorithm.
    func explicitAlignment(
        ofNode slot: Int32, guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        let algorithm = records.address(ofIndexInRange: Int(slot)).pointee.algorithm
        let index = Int(algorithm.index)
        switch algorithm.case {
        case .frame: return algorithms.frames.address(ofIndexInRange: index).pointee.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .flexibleFrame: return algorithms.flexibleFrames.address(ofIndexInRange: index).pointee.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .stack: return algorithms.stacks.address(ofIndexInRange: index).pointee.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .zStack: return algorithms.zStacks.address(ofIndexInRange: index).pointee.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .padding: return algorithms.paddings.address(ofIndexInRange: index).pointee.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .overlay: return algorithms.overlays.address(ofIndexInRange: index).pointee.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .shape: return algorithms.shapes.address(ofIndexInRange: index).pointee.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .spacer: return algorithms.spacers.address(ofIndexInRange: index).pointee.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .text: return algorithms.texts.address(ofIndexInRange: index).pointee.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        case .other: return algorithms.others.address(ofIndexInRange: index).pointee.base.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews)
        }
    }

    /// `LayoutAlgorithm.spacing(subviews:)` of node `slot`'s algorithm: only users' layouts
    /// (`.other`) work out spacing of their own.
    func spacing(ofNode slot: Int32, subviews: LayoutSubviews) -> ViewSpacing? {
        let algorithm = records.address(ofIndexInRange: Int(slot)).pointee.algorithm
        switch algorithm.case {
        case .frame, .flexibleFrame, .stack, .zStack, .padding, .overlay, .shape, .spacer, .text: return nil
        case .other: return algorithms.others.address(of: Int(algorithm.index)).pointee.base.spacing(subviews: subviews)
        }
    }
}

extension LayoutAlgorithm {
    /// Any algorithm without a case of its own is boxed in `.other`.
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm {
        NodeAlgorithm(index: columns.others.append(BoxedAlgorithm(self), keepingOutgrown: keep), case: .other)
    }
}

/// An algorithm without a case of its own in `NodeAlgorithm`, boxed once when its node is made.
final class BoxedAlgorithm {
    /// The algorithm (a user's `Layout`, or one of the rarer built-ins).
    let base: any LayoutAlgorithm

    init(_ base: any LayoutAlgorithm) {
        self.base = base
    }
}

// The built-in algorithms with a case of their own.
extension FrameLayout {
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm {
        NodeAlgorithm(index: columns.frames.append(self, keepingOutgrown: keep), case: .frame)
    }
}
extension FlexFrameLayout {
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm {
        NodeAlgorithm(index: columns.flexibleFrames.append(self, keepingOutgrown: keep), case: .flexibleFrame)
    }
}
extension StackLayout {
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm {
        NodeAlgorithm(index: columns.stacks.append(self, keepingOutgrown: keep), case: .stack)
    }
}
extension ZStackLayoutAlgorithm {
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm {
        NodeAlgorithm(index: columns.zStacks.append(self, keepingOutgrown: keep), case: .zStack)
    }
}
extension PaddingLayout {
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm {
        NodeAlgorithm(index: columns.paddings.append(self, keepingOutgrown: keep), case: .padding)
    }
}
extension OverlayLayout {
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm {
        NodeAlgorithm(index: columns.overlays.append(self, keepingOutgrown: keep), case: .overlay)
    }
}
extension ShapeLayout {
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm {
        NodeAlgorithm(index: columns.shapes.append(self, keepingOutgrown: keep), case: .shape)
    }
}
extension SpacerLayout {
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm {
        NodeAlgorithm(index: columns.spacers.append(self, keepingOutgrown: keep), case: .spacer)
    }
}
extension TextLayout {
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm {
        NodeAlgorithm(index: columns.texts.append(self, keepingOutgrown: keep), case: .text)
    }
}

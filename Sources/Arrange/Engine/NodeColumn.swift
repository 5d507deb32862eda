import Foundation

/// One column of the node store: a buffer of `Element`s indexed by slot, read and written in
/// place.
///
/// Invariants: `count ≤ capacity`; the first `count` elements are initialized, the rest are
/// not; the column owns its buffer and is released only by `release()` (its store's deinit),
/// never copied into another owner. Large buffers come from, and go back to,
/// `ColumnBufferPool.shared`.
///
/// Why not an array: an array kept in a class property is retained and released around every
/// read that the optimizer cannot prove safe (most of them, through the store's reference),
/// which was about a fifth of a layout's instructions; this column is a pointer and two counts,
/// so reading a record is a load. Indices are checked, as an array's are.
struct NodeColumn<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity = 0

    init() {
        base = UnsafeMutablePointer<Element>.allocate(capacity: 0)
    }

    /// The element at `index`, in place.
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "node column index out of range")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "node column index out of range")
            return base + index
        }
    }

    /// Where the element at `index` lies, valid until the column grows.
    @inline(__always)
    func address(of index: Int) -> UnsafeMutablePointer<Element> {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "node column index out of range")
        return base + index
    }

    /// Where the element at `index` lies, for an index an invariant keeps in range — a live
    /// node's own slot in a per-node column (each gets an element when the node is made, and no
    /// column shrinks while its store lives), or the algorithm index its record holds: checked
    /// in debug builds (every test), not in release, where the checks of the pass's hottest
    /// reads were about 2 % of laying out a row of fixed frames.
    @inline(__always)
    func address(ofIndexInRange index: Int) -> UnsafeMutablePointer<Element> {
        assert(UInt(bitPattern: index) < UInt(bitPattern: count), "node column index out of range")
        return base + index
    }

    /// Whether the column has no elements.
    var isEmpty: Bool { count == 0 }

    /// Makes room for `minimumCapacity` elements without moving them again.
    ///
    /// A column that has elements grows in place where malloc can (`realloc`): a large buffer's
    /// pages are moved by the kernel instead of copied, which was most of the `memcpy` of the
    /// first layout of a large tree (its columns double from empty before the store has an
    /// estimate, `NodeCountEstimate`). Swift values are moved bit for bit, so `realloc`'s move
    /// is a valid one; every column buffer comes from malloc (`ColumnBufferPool` allocates with
    /// at most malloc's alignment).
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        if count > 0, MemoryLayout<Element>.alignment <= ColumnBufferPool.alignment {
            let (bytes, overflow) = minimumCapacity.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
            precondition(!overflow, "node column too large")
            guard let grown = realloc(base, bytes) else { fatalError("out of memory growing a node column to \(bytes) bytes") }
            base = grown.bindMemory(to: Element.self, capacity: minimumCapacity)
            capacity = minimumCapacity
            return
        }
        let grown = ColumnBufferPool.shared.allocate(atLeast: minimumCapacity, of: Element.self)
        grown.base.moveInitialize(from: base, count: count)
        // An outgrown buffer is freed, not kept: its size is one the tree passed through.
        base.deallocate()
        base = grown.base
        capacity = grown.capacity
    }

    /// Makes room for `minimumCapacity` elements, handing the outgrown buffer to `keep` instead
    /// of freeing it: an element read in place stays readable while the column grows (see
    /// `NodeStore.algorithms`). The elements are moved, so the outgrown buffer holds their bits
    /// uncounted (valid to read while the new buffer keeps what they refer to alive); the keeper
    /// only deallocates it, never deinitializes it.
    mutating func reserveCapacity(_ minimumCapacity: Int, keepingOutgrown keep: (UnsafeMutablePointer<Element>) -> Void) {
        guard minimumCapacity > capacity else { return }
        let grown = ColumnBufferPool.shared.allocate(atLeast: minimumCapacity, of: Element.self)
        grown.base.moveInitialize(from: base, count: count)
        keep(base)
        base = grown.base
        capacity = grown.capacity
    }

    /// Adds `element` at the end and returns its index, doubling the room when it is full and
    /// handing the outgrown buffer to `keep` (as `reserveCapacity(_:keepingOutgrown:)`).
    @inline(__always)
    mutating func append(_ element: Element, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> Int32 {
        if count == capacity { reserveCapacity(Swift.max(capacity * 2, 16)) { keep(UnsafeMutableRawPointer($0)) } }
        (base + count).initialize(to: element)
        count += 1
        return Int32(count - 1)
    }

    /// Adds `count` copies of `element` at the end.
    mutating func append(repeating element: Element, count added: Int) {
        if count + added > capacity { reserveCapacity(Swift.max(capacity * 2, count + added, 16)) }
        (base + count).initialize(repeating: element, count: added)
        count += added
    }

    /// Adds `added` places at the end, only the first of them initialized (to `first`); the
    /// others hold whatever the buffer held. Only for trivial elements (nothing to destroy, so
    /// the column may deinitialize places never written), read only up to the first `first`:
    /// a node's eight answer places, of which most nodes fill one or two, cost one store instead
    /// of eight.
    @inline(__always)
    mutating func append(_ first: Element, leavingUninitialized added: Int) {
        assert(_isPOD(Element.self), "only trivial elements may be left uninitialized")
        if count + added > capacity { reserveCapacity(Swift.max(capacity * 2, count + added, 16)) }
        (base + count).initialize(to: first)
        count += added
    }

    /// Adds `element` at the end, doubling the room when it is full.
    mutating func append(_ element: Element) {
        if count == capacity { reserveCapacity(Swift.max(capacity * 2, 16)) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The elements in `range`, copied out.
    func copy(_ range: Range<Int>) -> [Element] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "node column range out of range")
        return Array(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Destroys the elements and frees the buffer; the column is empty afterwards.
    mutating func release() {
        // One by one, in code specialized for the element: `deinitialize(count:)` of a
        // non-trivial element went through the runtime's array destroy, which calls the type's
        // value witness for each element (about 30 instructions a node for the plans column,
        // `nil` almost everywhere).
        if !_isPOD(Element.self) {
            for index in 0..<count { _ = (base + index).move() }
        }
        ColumnBufferPool.shared.deallocate(base, capacity: capacity)
        base = UnsafeMutablePointer<Element>.allocate(capacity: 0)
        count = 0
        capacity = 0
    }
}

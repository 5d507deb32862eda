import Foundation

/// Large node-column buffers kept between layouts, so that the next layout of a tree of about
/// the same size writes into pages the process already has instead of fresh ones.
///
/// Invariants: every buffer held is uninitialized memory of `bytes` bytes, aligned to
/// `alignment`, owned by the pool alone; the pool holds at most `limit` bytes in all; buffers
/// smaller than `minimumBytes` never enter it; when a buffer given back does not fit under
/// the limit, the buffers held longest are freed to make room for it.
///
/// Why: a finished layout's store is freed when its `ViewLayout` is, and glibc hands the top
/// of a heap that large back to the system (its trim threshold follows the largest mapped
/// block, far below a whole store), so the next layout faulted every page of its columns in
/// again, zeroed by the kernel: about 4,800 pages a layout of `grid-100x100`, which cost it as
/// much as its sizing. Small buffers stay with malloc, which reuses them without faults.
///
/// This is process-wide, and unavoidably so: a layout's buffers are
/// given back on whatever thread frees its `ViewLayout`, and taken by the next layout on any
/// thread. It holds no layout's data, only memory, and never more than `limit`.
final class ColumnBufferPool: @unchecked Sendable {
    /// The pool every node store draws its large columns from. It keeps up to 256 MB, the
    /// columns of a 100,000-view tree (about 1 KB a view): with 32 MB, a tree past about
    /// 30,000 views faulted its columns in again on every layout, and building `flat-100000`
    /// took 780–1,070 ns a view against 100–120 for `flat-10000`. A process holds this much more
    /// only after laying out a tree that large.
    static let shared = ColumnBufferPool(limit: 256 << 20)

    /// The smallest buffer worth keeping: below it, malloc reuses freed memory by itself.
    static let minimumBytes = 64 << 10
    /// The alignment of every pooled buffer, enough for every column's element.
    static let alignment = 16

    /// How many bytes the pool may hold at once.
    let limit: Int
    private let lock = NSLock()
    /// Guarded by `lock`; `returned` numbers the buffers in the order they were given back.
    private var buffers: [(address: UnsafeMutableRawPointer, bytes: Int, returned: Int)] = []
    /// Guarded by `lock`: the sum of `buffers`' sizes.
    private var heldBytes = 0
    /// Guarded by `lock`: how many buffers have been given back.
    private var returns = 0

    init(limit: Int) {
        self.limit = limit
    }

    deinit {
        for buffer in buffers { buffer.address.deallocate() }
    }

    /// Room for at least `count` elements of `Element`: a kept buffer when one fits (the
    /// smallest that does, and not more than twice the size asked for, so that a small column
    /// does not take the buffer a large one needs next), else a new one. Returns the buffer
    /// and how many elements it holds.
    func allocate<Element>(atLeast count: Int, of _: Element.Type) -> (base: UnsafeMutablePointer<Element>, capacity: Int) {
        let stride = MemoryLayout<Element>.stride
        let (bytes, overflow) = count.multipliedReportingOverflow(by: stride)
        guard !overflow, bytes >= Self.minimumBytes, MemoryLayout<Element>.alignment <= Self.alignment else {
            return (UnsafeMutablePointer<Element>.allocate(capacity: count), count)
        }
        let reused = take(atLeast: bytes)
        let raw = reused?.address ?? UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: Self.alignment)
        let capacity = (reused?.bytes ?? bytes) / stride
        return (raw.bindMemory(to: Element.self, capacity: capacity), capacity)
    }

    /// Takes back a buffer of `capacity` elements whose elements are already deinitialized:
    /// keeps it when it is large enough and not above the limit, freeing the buffers held
    /// longest when it does not fit beside them; else frees it.
    ///
    /// The buffers given back last are kept because the next layout is most likely of the same
    /// tree: when the pool kept the first buffers it was given and refused the rest, a tree of
    /// 100,000 views laid out after one of 10,000 found the smaller tree's columns filling
    /// part of the limit, faulted its own in again on every layout, and built in 265 ns a view
    /// instead of 95.
    func deallocate<Element>(_ base: UnsafeMutablePointer<Element>, capacity: Int) {
        let bytes = capacity * MemoryLayout<Element>.stride
        guard bytes >= Self.minimumBytes, bytes <= limit, MemoryLayout<Element>.alignment <= Self.alignment else {
            base.deallocate()
            return
        }
        var freed: [UnsafeMutableRawPointer] = []
        lock.lock()
        while heldBytes + bytes > limit, let oldest = buffers.indices.min(by: { buffers[$0].returned < buffers[$1].returned }) {
            heldBytes -= buffers[oldest].bytes
            freed.append(buffers.remove(at: oldest).address)
        }
        returns += 1
        buffers.append((UnsafeMutableRawPointer(base), bytes, returns))
        heldBytes += bytes
        lock.unlock()
        for address in freed { address.deallocate() }
    }

    /// How many bytes the pool holds now.
    var bytesHeld: Int {
        lock.lock()
        defer { lock.unlock() }
        return heldBytes
    }

    /// Removes and returns the smallest kept buffer of at least `bytes` and at most twice that.
    private func take(atLeast bytes: Int) -> (address: UnsafeMutableRawPointer, bytes: Int, returned: Int)? {
        lock.lock()
        defer { lock.unlock() }
        var best: Int?
        for index in buffers.indices where buffers[index].bytes >= bytes && buffers[index].bytes / 2 <= bytes {
            if best.map({ buffers[index].bytes < buffers[$0].bytes }) ?? true { best = index }
        }
        guard let best else { return nil }
        heldBytes -= buffers[best].bytes
        buffers.swapAt(best, buffers.count - 1)
        return buffers.removeLast()
    }
}

extension ViewLayout {
    /// The bytes of node columns the process keeps between layouts for the next one to reuse
    /// (at most 32 MB): heap memory that no live layout holds, which a measurement of the memory
    /// a layout holds leaves out.
    @_spi(Benchmarking) public static var keptColumnBytes: Int { ColumnBufferPool.shared.bytesHeld }
}

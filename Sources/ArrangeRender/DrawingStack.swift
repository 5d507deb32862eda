import Arrange
import Foundation

/// Where drawing recursion runs. Drawing recurses once per level of the layout tree (a node
/// draws its children inside its own transform, clip and group), and layout allows trees far
/// deeper than an ordinary thread's stack holds (`LayoutOptions.maxDepth`, 100,000 levels by
/// default). A shallow tree is drawn on the calling thread; a deeper one on a thread of its
/// own whose stack is sized for the tree's depth (starting a thread costs up to a
/// millisecond, too much to pay for every small picture).
enum DrawingStack {
    /// Levels drawn on the calling thread, whatever its stack: 64 levels take well under the
    /// 512 KB of the smallest thread stacks.
    static let levelsOnCallingThread = 64
    /// Stack one level of the tree may use while drawing (a debug build measured under 2 KB a
    /// level; shapes, text and shadows each add a few frames of their own at the leaves).
    static let bytesPerLevel = 8 * 1024
    /// Stack kept for Cairo, Pango and the leaves, on top of the levels.
    static let baseStackBytes = 16 << 20

    /// The depth of the deepest node below `root` (the root is level 1), counted without
    /// recursion.
    static func depth(of nodes: [LayoutNodeInfo]) -> Int {
        guard !nodes.isEmpty else { return 0 }
        var deepest = 0
        var pending: [(index: Int, level: Int)] = [(0, 1)]
        while let (index, level) = pending.popLast() {
            deepest = max(deepest, level)
            for child in nodes[index].children { pending.append((child, level + 1)) }
        }
        return deepest
    }

    /// The stack a tree of `depth` levels is drawn with.
    static func stackSize(forDepth depth: Int) -> Int {
        baseStackBytes + min(depth, 10_000_000) * bytesPerLevel
    }

    /// Runs `work` at once when `depth` is within `levelsOnCallingThread`, else on a new thread
    /// with a stack for `depth` levels, waiting for it.
    static func run(depth: Int, _ work: @escaping () -> Void) {
        guard depth > levelsOnCallingThread else {
            work()
            return
        }
        let done = DispatchSemaphore(value: 0)
        // The caller waits until the work is over, so its state is never used by two threads at once.
        let box = UncheckedWork(work)
        let thread = Thread {
            box.work()
            done.signal()
        }
        thread.stackSize = stackSize(forDepth: depth)
        thread.start()
        done.wait()
    }
}

/// Carries drawing work (a session and a Cairo context, used by one thread at a time) to the
/// thread that runs it while the caller waits.
private struct UncheckedWork: @unchecked Sendable {
    let work: () -> Void

    init(_ work: @escaping () -> Void) {
        self.work = work
    }
}

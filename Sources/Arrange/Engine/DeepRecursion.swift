import Foundation

/// A recursion over a layout tree outside the engine — drawing it, a level of the tree at a
/// time — on as much stack as the tree needs: the thread's own while enough of it is left, then
/// its stack segments, as building and the layout pass recurse (`StackSegments`).
@_spi(Rendering) public enum DeepRecursion {
    /// Runs `work`, one level of the recursion, on this thread: on the stack in use while at
    /// least 256 KB of it is left, else on the thread's next stack segment (64 MB). `nil` when
    /// the stack is running low and no segment can be had (the level is then not run).
    public static func level<Result>(_ work: () -> Result) -> Result? {
        StackSegments.current.continuing(segmentBytes: LayoutOptions.defaultStackSize, work)
    }

    /// Whether the stack in use has less than 256 KB left, so that `level` would go on on a
    /// segment.
    public static var isStackRunningLow: Bool { StackSegments.current.isRunningLow }

    /// Gives back the stack segments the last recursion used beyond the first (as a layout
    /// does when it ends). Call it when the outermost level is done.
    public static func finished() {
        StackSegments.current.releaseUnusedStack()
    }
}

import CAllocationCounter

/// Heap allocations made by the timed part of a sample (`ViewLayout`'s initializer), counted by
/// CAllocationCounter's allocator when `--allocations` asks for them.
enum AllocationCount {
    /// Whether `--allocations` was given. Counting costs an atomic add per allocation, so the
    /// timed runs leave it off and `Runner` counts one extra, untimed run.
    nonisolated(unsafe) static var isCounting = false

    /// `body`'s result, and how many allocations it made when counting is on (else `nil`).
    static func measure<Result>(_ body: () -> Result) -> (result: Result, allocations: Int?) {
        guard isCounting else { return (body(), nil) }
        arrange_allocation_counting_start()
        let result = body()
        return (result, Int(arrange_allocation_counting_stop()))
    }
}

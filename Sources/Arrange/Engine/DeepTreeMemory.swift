import Foundation

/// How deep the last tree of each root view type was: a layout of a type whose last tree was
/// deeper than the caller's stack affords goes to the large stack at once (`LayoutRun.perform`),
/// instead of being built on the caller's stack up to its budget first and then thrown away and
/// built again (which doubled the cost of every deep layout).
///
/// It is an estimate, like `NodeCountEstimate`: a wrong one costs time, never a different
/// result (a tree guessed deep is laid out on the large stack, one guessed shallow is tried on
/// the caller's stack first, as without the memory).
enum DeepTreeMemory {
    private static let deepestLevels = TypeTable<Int>()

    /// Whether the last tree laid out from a root of type `type` went deeper than `levels`.
    static func lastTreeWasDeeper(than levels: Int, for type: Any.Type) -> Bool {
        (deepestLevels[type] ?? 0) > levels
    }

    /// Remembers that a tree with a root of type `type` went `deepestLevel` levels deep.
    static func record(_ deepestLevel: Int, for type: Any.Type) {
        deepestLevels[type] = deepestLevel
    }
}

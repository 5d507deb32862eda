import Foundation

/// The one rule by which problems are told, whoever tells them: a layout's diagnostics (the tree
/// builder, the pass and the rounds through `[LayoutDiagnostic].tell`, the finished layout
/// through `DiagnosticLocation`), a picture's warnings (`RenderSession.warn`) and the `arrange`
/// tool's located warnings (`WrittenNames.warnings(of:)`).
///
/// Invariants: `told` holds no two problems that read the same, in the order each was first
/// told, and at most `limit` of them.
///
/// 1. Two problems are the same when they read the same (equal `description`s): the same thing
///    said about the same place. Comparing words rather than values, a message about a NaN still
///    matches itself.
/// 2. A problem told already is not told again; the first keeps its place.
/// 3. Past `limit`, problems are dropped unread: a tree with a bad value in every node must not
///    cost more to report than to lay out. (A picture counts the ones it drops, `RenderSession`.)
package struct ToldOnce<Problem: CustomStringConvertible> {
    /// The problems told, each once, in the order they came.
    package private(set) var told: [Problem] = []
    /// The words of `told`, to find a repeat at once.
    private var texts: Set<String> = []
    /// The most problems told.
    package let limit: Int

    /// An empty list that tells at most `limit` problems.
    package init(limit: Int = .max) {
        self.limit = limit
    }

    /// Whether `limit` problems are told, so that any further one is dropped unread.
    package var isFull: Bool { told.count >= limit }

    /// Tells `problem` unless one that reads the same is told already (1–2) or the list is full
    /// (3); returns whether it was told.
    @discardableResult
    package mutating func tell(_ problem: Problem) -> Bool {
        // 3.
        guard !isFull else { return false }
        // 1.–2.
        guard texts.insert(problem.description).inserted else { return false }
        told.append(problem)
        return true
    }
}

extension [LayoutDiagnostic] {
    /// Tells `diagnostic` by `ToldOnce`'s rule into a list kept as a plain array while a layout
    /// runs (the tree builder's, the pass's, the rounds'): such a list holds at most
    /// `LayoutDiagnostic.limit`, so a repeat is found by reading it, without an index.
    mutating func tell(_ diagnostic: LayoutDiagnostic, limit: Int = LayoutDiagnostic.limit) {
        // 3.
        guard count < limit else { return }
        // 1.–2.
        let text = diagnostic.description
        guard !contains(where: { $0.description == text }) else { return }
        append(diagnostic)
    }
}

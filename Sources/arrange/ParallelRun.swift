import Foundation

/// One slot per file for the results of parallel runs.
final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [SnippetRunner.FileResult?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: SnippetRunner.FileResult) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    var all: [SnippetRunner.FileResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 ?? SnippetRunner.FileResult(status: 1) }
    }
}

/// Hands out indices 0, 1, 2, … to workers.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// The progress line of a parallel run on standard error: rewritten in place on a terminal,
/// one line per file otherwise.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var done = 0
    private let isTerminal = isatty(2) != 0

    init(total: Int) { self.total = total }

    func advance(_ file: String) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let line = "arrange: [\(done)/\(total)] \(file)"
        FileHandle.standardError.write(Data((isTerminal ? "\r\u{1B}[K" + line : line + "\n").utf8))
    }

    func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}

@testable import ArrangeSnippet
import Foundation
import Testing

/// Stopping a child stops what it started, even a process that leads a group of its own, as
/// the Swift driver's `swift-frontend` jobs do.
@Suite("process trees")
struct ProcessTreeTests {
    /// Whether `pid` is running (a zombie waiting to be reaped is not).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else {
            return false
        }
        return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }

    @Test func killingAChildKillsAGrandchildThatLeadsItsOwnGroup() throws {
        // A shell that starts `sleep` in a new session (so a new group), says its pid, and waits.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "setsid sleep 300 & echo $!; wait"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let line = String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self)
        let grandchild = try #require(pid_t(line.trimmingCharacters(in: .whitespacesAndNewlines)), "\(line)")
        defer { kill(grandchild, SIGKILL) }
        // setsid may fork once more: wait until the sleep is the shell's descendant.
        let started = Date()
        while !ProcessTree.descendants(of: process.processIdentifier).contains(where: { Self.isRunning($0) }),
            Date().timeIntervalSince(started) < 10
        {
            usleep(20_000)
        }
        let tree = ProcessTree.descendants(of: process.processIdentifier)
        #expect(!tree.isEmpty)
        // Killing the shell's group alone would leave the sleep running in its own.
        ProcessTree.kill(process.processIdentifier)
        process.waitUntilExit()
        let stopped = Date()
        while tree.contains(where: Self.isRunning), Date().timeIntervalSince(stopped) < 10 { usleep(20_000) }
        #expect(!tree.contains(where: Self.isRunning), "still running: \(tree.filter(Self.isRunning))")
    }

    @Test func aProcessWithoutChildrenHasNoDescendantsAndAParentIsReadPastItsName() {
        #expect(ProcessTree.descendants(of: pid_t(Int32.max)).isEmpty)
        // This process's parent, as the kernel says.
        #expect(ProcessTree.parent(of: getpid()) == getppid())
    }
}

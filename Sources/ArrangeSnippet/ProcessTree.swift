import Foundation

/// A child process with everything it started, found through `/proc`: the Swift driver starts
/// each `swift-frontend` job in a process group of its own, so killing the driver's group
/// leaves the jobs compiling on, reparented, for as long as their compile takes.
public enum ProcessTree {
    /// Kills `leader`'s process group and every process descended from `leader` with SIGKILL.
    ///
    /// 1. The descendants are listed first, while the parent links still hold (a killed parent's
    ///    children are reparented and can no longer be traced to it).
    /// 2. The group is killed, then each descendant (those in groups of their own).
    public static func kill(_ leader: pid_t) {
        // 1.
        let descendants = self.descendants(of: leader)
        // 2.
        Foundation.kill(-leader, SIGKILL)
        for pid in descendants { Foundation.kill(pid, SIGKILL) }
    }

    /// The processes descended from `root` (children, their children …), from `/proc`.
    public static func descendants(of root: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(name), let parent = parent(of: pid) else { continue }
            children[parent, default: []].append(pid)
        }
        var found: [pid_t] = []
        var queue = children[root] ?? []
        // A pid is visited once, so a cycle (a reused pid read mid-change) cannot loop.
        var seen: Set<pid_t> = [root]
        while let pid = queue.popLast() {
            guard seen.insert(pid).inserted else { continue }
            found.append(pid)
            queue += children[pid] ?? []
        }
        return found
    }

    /// The parent of `pid`: the fourth field of `/proc/PID/stat`, read after the command name
    /// (in parentheses, which may itself hold spaces and parentheses).
    static func parent(of pid: pid_t) -> pid_t? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }
}

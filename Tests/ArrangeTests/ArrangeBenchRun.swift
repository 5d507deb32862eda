import Foundation

/// Runs the `arrange-bench` executable in a process of its own and reads one figure per case
/// from what it prints: for the measurements that must not see other tests' memory at work
/// (allocation counts, heap bytes held), which run beside this process's tests otherwise.
enum ArrangeBenchRun {
    /// `arrange-bench` beside the test runner (`swift build --build-tests` puts both in one
    /// folder), else in the package's `.build/debug`.
    static let executablePath: String = {
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidates = [
            runner.deletingLastPathComponent().appendingPathComponent("arrange-bench").path,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/arrange-bench").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }()

    /// Whether the executable is there to run.
    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: executablePath) }

    /// The figure `FIELD=VALUE` of each named case, from one `arrange-bench --quick FLAG CASE…`
    /// run (`flag` "--allocations" prints `allocations=`, "--heap" prints `heap=`).
    static func figures(_ field: String, flag: String, cases: [String]) throws -> [String: Double] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = ["--quick", flag] + cases
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let prefix = field + "="
        var figures: [String: Double] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let name = fields.first, let figure = fields.last(where: { $0.hasPrefix(prefix) }),
                let value = Double(figure.dropFirst(prefix.count))
            else { continue }
            figures[String(name)] = value
        }
        return figures
    }
}

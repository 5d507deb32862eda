// The bridge to Scripts/autolayout-reference: one Python process per batch, a JSON request on
// its standard input, a JSON answer on its standard output (both through files, so a large
// answer never fills a pipe).
import Foundation

/// Python 3 with kiwisolver, running the project's reference model.
enum KiwiReference {
    /// The reference script in the repository.
    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/autolayout-reference")

    /// Why the reference cannot run here, or `nil` when it can (Python 3 with kiwisolver).
    static let unavailableReason: String? = {
        guard let output = try? run(["-c", "import kiwisolver; print(kiwisolver.__version__)"], input: Data()) else {
            return "python3 is not on PATH"
        }
        if output.status != 0 {
            return "python3 has no kiwisolver: run `pip install kiwisolver` (Scripts/setup installs it)"
        }
        return nil
    }()

    /// The message a skipped differential test shows.
    static var skipMessage: String {
        "the kiwisolver differential needs python3 with kiwisolver (\(unavailableReason ?? "")); CI installs both"
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `request` to the reference script and decodes its answer.
    static func solve<Request: Encodable, Answer: Decodable>(_ request: Request, as: Answer.Type) throws -> Answer {
        let data = try JSONEncoder().encode(request)
        let output = try run([script.path], input: data)
        guard output.status == 0 else {
            throw Failure(description: "the reference script failed (status \(output.status)): \(String(decoding: output.error, as: UTF8.self))")
        }
        if let error = try? JSONDecoder().decode([String: String].self, from: output.data), let message = error["error"] {
            throw Failure(description: message)
        }
        return try JSONDecoder().decode(Answer.self, from: output.data)
    }

    private static func run(_ arguments: [String], input: Data) throws -> (status: Int32, data: Data, error: Data) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-kiwi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("request.json")
        let outputURL = directory.appendingPathComponent("answer.json")
        let errorURL = directory.appendingPathComponent("error.txt")
        try input.write(to: inputURL)
        FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try Data(contentsOf: outputURL), try Data(contentsOf: errorURL))
    }
}

/// A variable's least and greatest value over the reference's optimal solutions.
struct ReferenceRange: Decodable {
    let low: Double?
    let high: Double?
    let unique: Bool

    /// Whether `value` is the reference's unique value (within `tolerance`).
    func agrees(with value: Double, tolerance: Double = 1e-6) -> Bool {
        guard unique, let low, let high else { return true }
        return value >= low - tolerance && value <= high + tolerance
    }
}

/// Compares per-priority weighted errors, highest priority first: `nil` when Arrange's are as
/// good as the optimum at every level, else the first level where they differ.
func firstLevelDifference(arrange: [String: Double], optimum: [String: Double], tolerance: Double = 1e-6) -> String? {
    let levels = Set(arrange.keys).union(optimum.keys).sorted { Double($0)! > Double($1)! }
    for level in levels {
        let a = arrange[level] ?? 0, o = optimum[level] ?? 0
        if abs(a - o) > tolerance * (1 + abs(o)) { return "priority \(level): Arrange's error \(a), the optimum \(o)" }
    }
    return nil
}

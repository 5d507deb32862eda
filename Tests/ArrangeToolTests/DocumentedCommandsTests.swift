import Foundation
import Testing

/// Every command README.md and docs/ show runs, verbatim, on the files of examples/, and prints
/// what the page shows under it. After an intended change of output, re-record the pages with
/// `ARRANGE_RECORD_DOCS=1 swift test --filter DocumentedCommandsTests`.
@Suite("Documented commands", .serialized)
struct DocumentedCommandsTests {
    /// The package's folder (this file is Tests/ArrangeToolTests/…).
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every Markdown file under docs/.
    static var documents: [URL] {
        let docs = package.appendingPathComponent("docs")
        let found = (FileManager.default.enumerator(atPath: docs.path)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
        return [package.appendingPathComponent("README.md")] + found
    }

    /// A fresh copy of examples/ inside a new folder of the tests' workspace: README's commands
    /// run in the folder (they name `examples/Card.swift`), the docs' inside `examples`.
    static func copyOfExamples() throws -> URL {
        let folder = ArrangeExecutable.workspace.appendingPathComponent("documented-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: package.appendingPathComponent("examples"), to: folder.appendingPathComponent("examples"))
        return folder
    }

    /// Runs `command` with a POSIX shell in `folder`, with the built `arrange` first on PATH
    /// and the tests' shared cache; its status and its standard output and error as one stream.
    static func shell(_ command: String, in folder: URL) -> (status: Int32, lines: [String]) {
        let bin = URL(fileURLWithPath: ArrangeExecutable.path).deletingLastPathComponent().path
        let result = ArrangeExecutable.run(
            ["-c", "exec 2>&1; " + command], environment: ["PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")],
            in: folder, executable: "/bin/sh")
        var lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return (result.status, lines)
    }

    @Test func everyTranscriptPrintsWhatItsPageShows() throws {
        let folder = try Self.copyOfExamples().appendingPathComponent("examples")
        let recording = ProcessInfo.processInfo.environment["ARRANGE_RECORD_DOCS"] == "1"
        var count = 0
        for document in Self.documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // Rewritten from the last transcript up, so that earlier line numbers stay right.
            for transcript in DocumentTranscripts(text).transcripts.reversed() {
                count += 1
                let actual = Self.shell(transcript.command, in: folder).lines
                let shown = transcript.isCut ? Array(actual.prefix(transcript.output.count)) : actual
                if recording {
                    lines.replaceSubrange(transcript.outputLines, with: shown)
                    continue
                }
                #expect(
                    DocumentTranscripts.normalizingProgress(shown) == DocumentTranscripts.normalizingProgress(transcript.output),
                    "\(document.lastPathComponent): $ \(transcript.command)\n--- shown\n\(transcript.output.joined(separator: "\n"))\n--- printed\n\(actual.joined(separator: "\n"))")
            }
            if recording { try Data(lines.joined(separator: "\n").utf8).write(to: document) }
        }
        // render, explain, frames and html pages each show some.
        #expect(count >= 12)
    }

    @Test func everyCommandOfTheReadmeRuns() throws {
        let folder = try Self.copyOfExamples()
        let commands = try DocumentTranscripts(String(contentsOf: Self.documents[0], encoding: .utf8)).commandLines
        #expect(commands.count >= 5)
        for command in commands {
            // `swift run arrange` is the built arrange: a clean clone runs it as is (InstallationTests).
            let result = Self.shell(command.replacingOccurrences(of: "swift run arrange", with: "arrange"), in: folder)
            #expect(result.status == 0, "$ \(command)\n\(result.lines.joined(separator: "\n"))")
            #expect(!result.lines.isEmpty)
        }
    }

    @Test func everyListingIsTheExampleFileOfItsName() throws {
        var count = 0
        for document in Self.documents {
            for listing in DocumentTranscripts(try String(contentsOf: document, encoding: .utf8)).listings {
                count += 1
                let file = Self.package.appendingPathComponent("examples/" + listing.fileName)
                let content = try? String(contentsOf: file, encoding: .utf8)
                #expect(content == listing.text, "\(document.lastPathComponent) shows \(listing.fileName) unlike examples/\(listing.fileName)")
            }
        }
        #expect(count >= 1)
    }

    /// The README's first command writes its pictures into the current folder, which for a
    /// newcomer is the clone: none of them may be a file the repository tracks.
    @Test func theFirstCommandWritesNoTrackedFile() throws {
        let folder = try Self.copyOfExamples()
        let result = Self.shell("arrange", in: folder)
        #expect(result.status == 0)
        let written = result.lines.compactMap { line -> String? in
            guard let range = line.range(of: ".png") else { return nil }
            return line[..<range.upperBound].split(separator: " ").last.map(String.init)
        }
        #expect(written.count == 2)
        let tracked = ArrangeExecutable.run(["-C", Self.package.path, "ls-files", "--", "*.png"], executable: "/usr/bin/git")
        guard tracked.status == 0 else { return }  // not a git checkout
        let trackedAtRoot = Set(tracked.output.split(separator: "\n").filter { !$0.contains("/") }.map(String.init))
        #expect(trackedAtRoot.isDisjoint(with: written), "tracked: \(trackedAtRoot)")
    }
}

@testable import ArrangeSnippet
import Foundation
import Testing

@Suite("Reading snippet files")
struct SnippetSourceTests {
    private func message(_ result: Result<String, SnippetFailure>) -> String? {
        if case .failure(let failure) = result { return failure.message }
        return nil
    }

    @Test func devicesAndPipesAreRefusedWithoutReading() throws {
        #expect(message(SnippetSource.read("/dev/zero")) == "/dev/zero is not a regular file (a device, pipe or socket): give a .swift file.")
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-fifo-\(UUID().uuidString).swift").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        #expect(message(SnippetSource.read(fifo)) == "\(fifo) is not a regular file (a device, pipe or socket): give a .swift file.")
    }

    @Test func aFileLargerThanTheLimitIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-big-\(UUID().uuidString).swift").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { unlink(path) }
        #expect(truncate(path, off_t(SnippetSource.maximumBytes + 1)) == 0)
        #expect(message(SnippetSource.read(path)) == "\(path) is 16777217 bytes; a snippet may have at most 16777216 (16 MB).")
    }

    @Test func missingAndNonUTF8FilesAreNamed() throws {
        #expect(message(SnippetSource.read("/nonexistent/card.swift")) == "no such file: /nonexistent/card.swift")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-latin1-\(UUID().uuidString).swift").path
        try Data([0x54, 0x65, 0x78, 0x74, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        #expect(message(SnippetSource.read(path)) == "\(path) is not UTF-8 text.")
        try Data("Text(\"é\")\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(try SnippetSource.read(path).get() == "Text(\"é\")\n")
    }

    @Test func systemReasonsReadAsPartOfTheSentence() {
        // (Tests run as root here, so an unreadable file cannot be made; the words can be checked.)
        #expect(SnippetSource.describe(EACCES) == "permission denied")
    }
}

import Foundation
internal import SwiftParser
internal import SwiftSyntax

/// Where a snippet's syntax errors are described.
///
/// SwiftParserDiagnostics (the toolchain's, which Arrange cannot fix) traps on some inputs — a
/// stray non-ASCII character beside an operator (`let x \u{FFFD}= 1`) reaches an assertion
/// ("A Fix-It must have at least one change associated with it") — and a trap in the `arrange`
/// process would end it with signal 4 and no message. `arrange` therefore describes syntax
/// errors in a child process (itself, run with `SyntaxDiagnosis.childArgument`); when the
/// child dies, the user still gets a syntax error at the first place the parser marked. This
/// is the one place where a crash is caught rather than prevented.
public enum SyntaxDiagnosis: Sendable {
    /// In this process (what tests of the scanner use).
    case inProcess
    /// In a child: `executable SyntaxDiagnosis.childArgument FILE`.
    case childProcess(executable: String)

    /// The argument that makes `arrange` describe the syntax errors of a file and exit.
    public static let childArgument = "__describe-syntax-errors"

    /// The longest a child may take (the description is bounded: `SnippetScanner.syntaxErrors`).
    static let childTimeLimit: TimeInterval = 60

    /// What the child prints: one `line<TAB>column<TAB>message` line per error (newlines in
    /// the message as `\n`), then `more` when there are more.
    public static func describeFileForParent(_ path: String) -> Int32 {
        guard case .success(let source) = SnippetSource.read(path) else { return 2 }
        let (errors, hasMore) = SnippetParserThread.run {
            SnippetScanner.describeSyntaxErrors(of: source, path: path, diagnosis: .inProcess)
        }
        var text = ""
        for error in errors {
            text += "\(error.line)\t\(error.column)\t" + error.message.replacingOccurrences(of: "\n", with: "\\n") + "\n"
        }
        if hasMore { text += "more\n" }
        FileHandle.standardOutput.write(Data(text.utf8))
        return 0
    }

    /// The errors a child describes for `source`, or `nil` when it did not finish normally.
    func describeInChild(_ source: String, executable: String) -> ([SnippetDiagnostic], Bool)? {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("arrange-syntax-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).swift")
        guard (try? Data(source.utf8).write(to: file)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: file) }
        guard let (status, output, timedOut) = SnippetCompiler.runCapturing(
            executable, [Self.childArgument, file.path], timeLimit: Self.childTimeLimit), status == 0, !timedOut else { return nil }
        var errors: [SnippetDiagnostic] = []
        var hasMore = false
        for line in output.split(separator: "\n") {
            if line == "more" {
                hasMore = true
                continue
            }
            let parts = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let row = Int(parts[0]), let column = Int(parts[1]) else { return nil }
            errors.append(SnippetDiagnostic(line: row, column: column, message: String(parts[2]).replacingOccurrences(of: "\\n", with: "\n")))
        }
        return (errors, hasMore)
    }
}

extension SnippetScanner {
    /// The syntax errors of `source` (which has some), described as `diagnosis` says; when a
    /// child could not describe them, one error at the first place the parser marked.
    static func describeSyntaxErrors(of source: String, path: String, diagnosis: SyntaxDiagnosis) -> ([SnippetDiagnostic], Bool) {
        if case .childProcess(let executable) = diagnosis {
            if let described = diagnosis.describeInChild(source, executable: executable) { return described }
            let tree = Parser.parse(source: source)
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let marked = tree.tokens(viewMode: .all).first { token in
                token.presence == .missing || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil
            }
            let offset = marked?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
            let location = converter.location(for: AbsolutePosition(utf8Offset: offset))
            return ([SnippetDiagnostic(
                line: location.line, column: location.column,
                message: "unexpected text here (Swift's parser stopped while describing this syntax error)")], false)
        }
        if let garbage = scanOfGarbage(source, path: path) { return (garbage.syntaxErrors, garbage.hasMoreSyntaxErrors) }
        let tree = Parser.parse(source: source)
        return syntaxErrors(in: tree, source: source, converter: SourceLocationConverter(fileName: path, tree: tree))
    }
}

/// Runs the parser on a thread with a large stack: SwiftParser recurses once per level of
/// nesting, and `SnippetNesting` bounds the levels to what this stack holds.
enum SnippetParserThread {
    /// 512 MB of address space (touched only as deep as the parse goes).
    static let stackSize = 512 << 20

    static func run<T>(_ work: @escaping () -> T) -> T {
        let box = ResultBox(work)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.result!
    }

    /// Carries the work and its result across the thread boundary; only one thread touches it
    /// at a time (the caller waits on the semaphore).
    private final class ResultBox<T>: @unchecked Sendable {
        let work: () -> T
        var result: T?

        init(_ work: @escaping () -> T) {
            self.work = work
        }

        func run() {
            result = work()
        }
    }
}

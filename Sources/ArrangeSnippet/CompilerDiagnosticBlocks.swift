/// The compiler's llvm-style output split into diagnostics: each block is a
/// `path:line:column: error|warning|note|remark: message` line and the lines that follow it
/// (its source line, the caret, a fix-it), up to the next such line.
///
/// `SnippetCompiler` uses it to leave out the notes that point into Arrange's own sources (a
/// user reading "Text.swift:15: note: where 'S' = …" would look for a file they do not have)
/// and to add, after an error naming SwiftUI API that Arrange lacks, the line that says so
/// (`MissingAPIHint`).
struct CompilerDiagnosticBlocks {
    /// One diagnostic and the lines under it.
    struct Block {
        /// The diagnostic's own line (or, for text before the first diagnostic, that text's first line).
        var header: String
        /// The lines under it.
        var body: [String] = []
        /// The file it points at, its severity and its message, when `header` is a diagnostic line.
        var location: (path: String, severity: String, message: String)?
    }

    var blocks: [Block] = []

    /// The blocks of `output`.
    init(_ output: String) {
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let location = Self.parseHeader(line) {
                blocks.append(Block(header: line, location: location))
            } else if blocks.isEmpty {
                blocks.append(Block(header: line))
            } else {
                blocks[blocks.count - 1].body.append(line)
            }
        }
    }

    /// The text again, one line each.
    var text: String {
        blocks.flatMap { [$0.header] + $0.body }.joined(separator: "\n")
    }

    /// `path`, `severity` and message of a `path:line:column: severity: message` line (the
    /// column may be missing), or `nil`.
    static func parseHeader(_ line: String) -> (path: String, severity: String, message: String)? {
        for severity in ["error", "warning", "note", "remark"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let place = line[..<marker.lowerBound]
            // `path:12` or `path:12:5`: one or two numbers after the path.
            let parts = place.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 2 else { continue }
            let numbers = parts.reversed().prefix(2).prefix { !$0.isEmpty && $0.allSatisfy(\.isNumber) }.count
            guard numbers >= 1 else { continue }
            let path = parts.dropLast(numbers).joined(separator: ":")
            guard !path.isEmpty else { continue }
            return (path, severity, String(line[marker.upperBound...]))
        }
        return nil
    }
}

extension CompilerDiagnosticBlocks {
    /// The blocks the user of the snippet at `userPath` should read:
    /// 1. notes, remarks and warnings that point anywhere but the user's file are left out
    ///    (Arrange's own sources, the generated part of the program);
    /// 2. an error naming API that Arrange lacks is followed by a note saying so
    ///    (`MissingAPIHint`), at the error's place.
    func forUser(at userPath: String) -> CompilerDiagnosticBlocks {
        forUser(at: [userPath])
    }

    /// `forUser(at:)` for a snippet compiled with companions: notes in any of `userPaths` are kept.
    func forUser(at userPaths: Set<String>) -> CompilerDiagnosticBlocks {
        var result = CompilerDiagnosticBlocks("")
        result.blocks = []
        for block in blocks {
            guard let location = block.location else {
                result.blocks.append(block)
                continue
            }
            // 1.
            if location.severity != "error" && !userPaths.contains(location.path) { continue }
            result.blocks.append(block)
            // 2.
            if location.severity == "error", let hint = MissingAPIHint.hint(forError: location.message),
               let marker = block.header.range(of: ": error: ") {
                let place = block.header[..<marker.lowerBound]
                let header = place + ": note: " + hint
                result.blocks.append(Block(header: String(header), location: (location.path, "note", hint)))
            }
        }
        return result
    }
}

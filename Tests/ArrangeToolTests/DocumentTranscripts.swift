import Foundation

/// The commands a Markdown document shows, read from its fenced blocks.
///
/// - A transcript is a block without a language whose first line starts with `$ `: each `$ `
///   line is a command, the lines up to the next one its output (standard output and standard
///   error as a terminal shows them). A last output line `…` stands for output not shown.
/// - A command line is a line of a `sh` block that runs `swift run arrange` (after `&&`, before
///   a `# comment`); its output is not shown.
/// - A listing is a `swift` block right after a line that is only `` `Name.swift`: ``: the
///   content of the example file of that name.
struct DocumentTranscripts {
    /// One shown command and the output shown under it.
    struct Transcript {
        /// The command, without `$ `.
        var command: String
        /// The lines shown under it.
        var output: [String]
        /// Whether the output ends in `…` (the rest is not shown; `output` holds the lines before).
        var isCut: Bool
        /// The 0-based line numbers of `output` in the document (to rewrite them).
        var outputLines: Range<Int>
    }

    /// One swift listing of an example file.
    struct Listing {
        var fileName: String
        var text: String
    }

    var transcripts: [Transcript] = []
    /// Commands of `sh` blocks (`swift run arrange render examples/Card.swift`).
    var commandLines: [String] = []
    var listings: [Listing] = []

    /// Reads `text`.
    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasPrefix("```") else {
                index += 1
                continue
            }
            let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            let start = index + 1
            var end = start
            while end < lines.count && !lines[end].hasPrefix("```") { end += 1 }
            let body = Array(lines[start..<min(end, lines.count)])
            switch language {
            case "":
                if body.first?.hasPrefix("$ ") == true { readTranscripts(body, firstLine: start) }
            case "sh":
                commandLines += body.compactMap(Self.arrangeCommand)
            case "swift":
                let before = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
                if before.hasPrefix("`"), before.hasSuffix(".swift`:") {
                    listings.append(Listing(fileName: String(before.dropFirst().dropLast(2)), text: body.joined(separator: "\n") + "\n"))
                }
            default: break
            }
            index = end + 1
        }
    }

    private mutating func readTranscripts(_ body: [String], firstLine: Int) {
        var current: Transcript?
        for (offset, line) in body.enumerated() {
            if line.hasPrefix("$ ") {
                if let current { transcripts.append(current) }
                let next = firstLine + offset + 1
                current = Transcript(command: String(line.dropFirst(2)), output: [], isCut: false, outputLines: next..<next)
            } else if current?.isCut == false {
                if line.trimmingCharacters(in: .whitespaces) == "…" {
                    current?.isCut = true
                } else if var shown = current {
                    shown.output.append(line)
                    shown.outputLines = shown.outputLines.lowerBound..<(firstLine + offset + 1)
                    current = shown
                }
            }
        }
        if let current { transcripts.append(current) }
    }

    /// `swift run arrange …` in `line`, without what comes before an `&&` and after a `#`.
    static func arrangeCommand(_ line: String) -> String? {
        guard let range = line.range(of: "swift run arrange") else { return nil }
        var command = String(line[range.lowerBound...])
        if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
        return command.trimmingCharacters(in: .whitespaces)
    }

    /// `lines` with the consecutive progress lines of a parallel render
    /// (`arrange: [1/2] Screens/Detail.swift`) in a fixed order and without their counters:
    /// files finish in any order.
    static func normalizingProgress(_ lines: [String]) -> [String] {
        var result: [String] = []
        var run: [String] = []
        func flush() {
            result += run.sorted()
            run = []
        }
        for line in lines {
            if line.hasPrefix("arrange: ["), let close = line.firstIndex(of: "]"),
               let slash = line.firstIndex(of: "/"), slash < close {
                run.append("arrange: [·/" + line[line.index(after: slash)..<close] + "]" + line[line.index(after: close)...])
            } else {
                flush()
                result.append(line)
            }
        }
        flush()
        return result
    }
}

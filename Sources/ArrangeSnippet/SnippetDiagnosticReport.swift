/// The compiler-style report of a snippet's syntax errors: each error's `path:line:column:`
/// line, then its line of source and a caret under the column.
///
/// Bounded whatever the file: at most `limit` errors (then a line saying how many more, or
/// that there are more when the scan stopped counting: `hasMore`), and
/// source lines longer than `excerptWidth` bytes shown as a window around the column, so a
/// garbage or minified file cannot flood the terminal.
public enum SnippetDiagnosticReport {
    /// The report's lines for `diagnostics` in `source`, naming `path`; `hasMore` when the file
    /// has errors beyond `diagnostics`.
    public static func lines(
        _ diagnostics: [SnippetDiagnostic], source: String, path: String, hasMore: Bool = false, limit: Int = 20, excerptWidth: Int = 120
    ) -> [String] {
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var report: [String] = []
        for diagnostic in diagnostics.prefix(max(limit, 0)) {
            report.append(diagnostic.formatted(path: path))
            guard diagnostic.line >= 1 && diagnostic.line <= sourceLines.count else { continue }
            var line = Array(sourceLines[diagnostic.line - 1].utf8)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            let (text, caret) = excerpt(line, column: diagnostic.column, width: excerptWidth)
            report.append(text)
            report.append(caret)
        }
        if diagnostics.count > limit {
            let more = diagnostics.count - max(limit, 0)
            report.append("… and \(more) more syntax error\(more == 1 ? "" : "s").")
        } else if hasMore {
            report.append("… and more syntax errors.")
        }
        return report
    }

    /// The part of `line` (UTF-8 bytes) to show and the caret line under byte column `column`
    /// (1-based): the whole line when it is at most `width` bytes, else `width` bytes around
    /// the column with `…` where it was cut. The caret keeps the line's tabs and counts one
    /// space per character, so it stands under the column in a terminal.
    static func excerpt(_ line: [UInt8], column: Int, width: Int) -> (text: String, caret: String) {
        let target = min(max(column - 1, 0), line.count)
        var start = 0
        var end = line.count
        if line.count > width {
            start = max(0, min(target - width / 2, line.count - width))
            end = min(line.count, start + width)
            // Cut on character boundaries (not inside a UTF-8 sequence).
            while start > 0 && start < line.count && line[start] & 0xC0 == 0x80 { start += 1 }
            while end < line.count && line[end] & 0xC0 == 0x80 { end -= 1 }
        }
        let shown = String(decoding: line[start..<end], as: UTF8.self)
        let text = (start > 0 ? "…" : "") + shown + (end < line.count ? "…" : "")
        let before = String(decoding: line[start..<max(start, min(target, end))], as: UTF8.self)
        let caret = (start > 0 ? " " : "") + String(before.map { $0 == "\t" ? "\t" : " " }) + "^"
        return (text, caret)
    }
}

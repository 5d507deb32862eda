import Arrange
import Foundation

/// How a program compiled from a snippet tells `arrange` which view it was laying out when it
/// crashed or hung, so that `arrange` can run it again without that view and still draw the
/// others (a preview that crashes or loops takes only itself down).
///
/// `arrange` passes two environment variables: `progressVariable`, a file to which the name of
/// each view and its line (tab-separated) are appended, one line each, just before it is built and laid out; and
/// `skippedVariable`, the names of views to leave out, one a line.
public enum ViewProgress {
    /// The environment variable naming the progress file.
    public static let progressVariable = "ARRANGE_PROGRESS_FILE"
    /// The environment variable listing the views to leave out.
    public static let skippedVariable = "ARRANGE_SKIP_VIEWS"

    /// `views` without those `environment` says to skip, each noting in the progress file when
    /// it starts to be built.
    static func tracked(_ views: [NamedView], environment: [String: String]) -> [NamedView] {
        let skipped = Set((environment[skippedVariable] ?? "").split(separator: "\n").map(String.init))
        let kept = views.filter { !skipped.contains($0.name) }
        guard let path = environment[progressVariable], !path.isEmpty else { return kept }
        return kept.map { view in
            NamedView(name: view.name, line: view.line, traits: view.traits, isPreview: view.isPreview) {
                note("\(view.name)\t\(view.line ?? 0)", in: path)
                return view.make()
            }
        }
    }

    /// Appends `name` and a newline to the file at `path` (made if need be).
    private static func note(_ name: String, in path: String) {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data((name + "\n").utf8))
    }

    /// The view a program was last laying out, and the line it is declared on, from its
    /// progress file at `path`.
    public static func lastStarted(in path: String) -> (name: String, line: Int?)? {
        guard let data = FileManager.default.contents(atPath: path),
            let last = String(decoding: data, as: UTF8.self).split(separator: "\n").last
        else { return nil }
        let parts = last.split(separator: "\t", omittingEmptySubsequences: false)
        let line = parts.count > 1 ? Int(parts[parts.count - 1]).flatMap { $0 > 0 ? $0 : nil } : nil
        return (parts.count > 1 ? parts.dropLast().joined(separator: "\t") : String(last), line)
    }
}

import Foundation

/// Writes `line` to standard output, at once (so that it is not lost on `exit`).
public func printOutput(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes `line` to standard error.
public func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// Writes `data` to `path`, making its folder first; failures become a one-line message.
///
/// The data goes to a temporary file beside `path` that is renamed over it once whole
/// (`.atomic`): a full disk or a file-size limit leaves the previous file as it was, never a
/// truncated picture or an empty page.
func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    } catch {
        throw ToolFailure("cannot write \(path): \((error as NSError).localizedDescription)")
    }
}

/// Whether `path` names an existing folder.
public func pathIsFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
}

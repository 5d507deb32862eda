import Foundation

/// Reads a snippet file's text, refusing what is not one with a message that says why.
public enum SnippetSource {
    /// The most bytes a snippet may have: larger files are refused rather than read.
    public static let maximumBytes = 16 << 20

    /// The text of the file at `path`.
    ///
    /// 1. It must exist (following symlinks) and be a regular file: a device (`/dev/zero`), a
    ///    pipe or a socket could be endless, and is refused without reading.
    /// 2. It must be at most `maximumBytes` long and readable.
    /// 3. It must be UTF-8 (a leading byte-order mark is allowed, as the compiler allows it).
    public static func read(_ path: String) -> Result<String, SnippetFailure> {
        // 1.
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno
            if reason == ENOENT || reason == ENOTDIR { return .failure(SnippetFailure("no such file: \(path)")) }
            return .failure(SnippetFailure("cannot read \(path): \(describe(reason))."))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(SnippetFailure("\(path) is not a regular file (a device, pipe or socket): give a .swift file."))
        }
        // 2.
        guard Int(info.st_size) <= maximumBytes else {
            return .failure(SnippetFailure("\(path) is \(info.st_size) bytes; a snippet may have at most \(maximumBytes) (16 MB)."))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(SnippetFailure("cannot read \(path): \(describe(errno))."))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            return .failure(SnippetFailure("cannot read \(path): \((error as NSError).localizedDescription)"))
        }
        // 3.
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(SnippetFailure("\(path) is not UTF-8 text."))
        }
        return .success(text)
    }

    /// The system's words for `code`, starting in lower case (`permission denied`).
    static func describe(_ code: Int32) -> String {
        let words = String(cString: strerror(code))
        return words.prefix(1).lowercased() + words.dropFirst()
    }
}

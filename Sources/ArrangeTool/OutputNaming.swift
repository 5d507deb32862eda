import Foundation

/// Where a command writes a view's file.
///
/// 1. `-o` naming a folder (ending in `/`, or an existing folder): `FOLDER/BASE-VIEW.ext`.
/// 2. `-o` naming a file: that file for one view; for several, the view's name goes before
///    the extension (`out-Favorite.png`) so that they do not overwrite each other.
/// 3. No `-o`: `BASE-VIEW.ext` beside the snippet (BASE is its name without `.swift`), or in
///    the current folder when there is no snippet.
public struct OutputNaming: Sendable {
    /// The `-o` value.
    public var output: String?
    /// The snippet's path.
    public var sourcePath: String?
    /// How many views are written.
    public var viewCount: Int
    /// Whether `output` names an existing folder.
    public var outputIsExistingFolder: Bool

    /// Naming for `viewCount` views from `sourcePath`, with `-o output`.
    public init(output: String?, sourcePath: String?, viewCount: Int, outputIsExistingFolder: Bool = false) {
        self.output = output
        self.sourcePath = sourcePath
        self.viewCount = viewCount
        self.outputIsExistingFolder = outputIsExistingFolder
    }

    /// Whether output goes into a folder.
    public var writesIntoFolder: Bool {
        guard let output else { return false }
        return output.hasSuffix("/") || outputIsExistingFolder
    }

    /// The path of view `viewName`'s file, with extension `fileExtension` (no dot).
    public func path(for viewName: String, fileExtension: String) -> String {
        let base = sourcePath.map { ($0 as NSString).lastPathComponent }.map { ($0 as NSString).deletingPathExtension } ?? "arrange"
        let fileName = "\(base)-\(Self.safe(viewName)).\(fileExtension)"
        if let output {
            // 1.
            if writesIntoFolder { return Self.join(output, fileName) }
            // 2.
            if viewCount <= 1 { return output }
            let given = output as NSString
            let ext = given.pathExtension.isEmpty ? fileExtension : given.pathExtension
            let stem = (given.lastPathComponent as NSString).deletingPathExtension
            return Self.join(given.deletingLastPathComponent, "\(stem)-\(Self.safe(viewName)).\(ext)")
        }
        // 3.
        return Self.join(sourcePath.map { ($0 as NSString).deletingLastPathComponent } ?? "", fileName)
    }

    /// `folder/name`, or `name` alone when there is no folder.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `name` with characters that do not belong in file names (`/`, spaces, quotes) as `_`.
    static func safe(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let cleaned = String(name.map { allowed.contains($0) || $0.unicodeScalars.allSatisfy({ $0.value > 0x7F }) ? $0 : "_" })
        return cleaned.isEmpty ? "view" : cleaned
    }
}

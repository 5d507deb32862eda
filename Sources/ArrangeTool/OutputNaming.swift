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
        let file = sourcePath.map { ($0 as NSString).lastPathComponent }.map { ($0 as NSString).deletingPathExtension } ?? "arrange"
        // Base and view name together stay well within the 255 bytes of a file name.
        let base = Self.shortened(file, to: 120, standingFor: file)
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

    /// The most UTF-8 bytes of a view's name in a file name: file names have at most 255.
    static let maximumNameBytes = 80

    /// `name` with characters that do not belong in file names (`/`, spaces, quotes) as `_`,
    /// and, when longer than `maximumNameBytes`, cut there (on a character) and followed by a
    /// hash of the whole name, so that long names that begin alike stay apart.
    static func safe(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        let cleaned = String(name.map { allowed.contains($0) || $0.unicodeScalars.allSatisfy({ $0.value > 0x7F }) ? $0 : "_" })
        if cleaned.isEmpty { return "view" }
        return shortened(cleaned, to: maximumNameBytes, standingFor: name)
    }

    /// `text` when it has at most `bytes` UTF-8 bytes, else its first whole characters within
    /// them, a dash and 8 hex digits of an FNV-1a hash of `original`.
    static func shortened(_ text: String, to bytes: Int, standingFor original: String) -> String {
        guard text.utf8.count > bytes else { return text }
        var cut = ""
        for character in text {
            if cut.utf8.count + character.utf8.count > bytes { break }
            cut.append(character)
        }
        var hash: UInt32 = 0x811C_9DC5
        for byte in original.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(hash, radix: 16)
        return cut + "-" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}

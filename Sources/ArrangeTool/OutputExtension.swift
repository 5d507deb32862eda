import ArrangeRender
import Foundation

/// The check that `-o` names a file of the format the command writes: `render -o out.jpg`
/// would otherwise write PNG bytes into a file every viewer reads as JPEG.
///
/// 1. A folder (`-o pictures/`, an existing folder, or any `-o` of a run over several files) or
///    a name without an extension is taken.
/// 2. An extension of letters only (`.jpg`, `.html`, `.PNG`) must be the format's: `render`'s
///    `--format`, else png, pdf or svg; `html`'s html or htm. Otherwise the command line is
///    refused, saying which names would do.
/// 3. Other endings (`out.v2`, `shot.2024`) are part of the name: the format's extension is not
///    added, and the format is `--format`'s, else PNG.
enum OutputExtension {
    /// The extensions `html` writes.
    static let pageExtensions = ["html", "htm"]

    /// Why `options.output` does not suit `options.command`, or `nil` when it does.
    static func problem(in options: ToolOptions) -> ToolFailure? {
        guard let output = options.output, options.command == .render || options.command == .html else { return nil }
        // 1. (With several files or a folder, -o names a folder, which the run checks.)
        if output.hasSuffix("/") || pathIsFolder(output) { return nil }
        if options.files.count > 1 || options.files.contains(where: pathIsFolder) { return nil }
        let given = (output as NSString).pathExtension
        guard !given.isEmpty, given.allSatisfy(\.isLetter) else { return nil }
        // 2.
        let lowered = given.lowercased()
        let stem = (output as NSString).deletingPathExtension
        if options.command == .html {
            if pageExtensions.contains(lowered) { return nil }
            return .usage("-o \(output): html writes an HTML page, not .\(given); name it \(stem).html.")
        }
        if let format = options.format {
            if lowered == format.rawValue { return nil }
            if ImageFormat(pathExtension: lowered) != nil {
                return .usage("-o \(output) ends in .\(given) but --format is \(format.rawValue): make them agree, or leave --format out.")
            }
            return .usage("-o \(output): --format \(format.rawValue) writes .\(format.rawValue) files, not .\(given); name it \(stem).\(format.rawValue).")
        }
        if ImageFormat(pathExtension: lowered) != nil { return nil }
        let names = ImageFormat.allCases.map { "\(stem).\($0.rawValue)" }.joined(separator: ", ")
        return .usage("-o \(output): render writes PNG, PDF or SVG, not .\(given); name it \(names).")
    }
}

import Foundation

/// Running command-line tools the tests check output with (`pdftotext` from poppler-utils).
enum ExternalTools {
    /// The path of `name` on $PATH or in /usr/bin, or `nil` when it is not installed.
    static func find(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The text `pdftotext` extracts from `pdf`.
    static func pdfText(_ pdf: Data, pdftotext: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.pdf")
        let output = folder.appendingPathComponent("out.txt")
        try pdf.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pdftotext)
        process.arguments = ["-enc", "UTF-8", input.path, output.path]
        try process.run()
        process.waitUntilExit()
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }
}

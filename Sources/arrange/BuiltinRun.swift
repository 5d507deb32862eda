import Arrange
import ArrangeRender
import ArrangeText
import ArrangeTool
import Foundation

/// `arrange` with no command: each built-in example laid out (in this process, no compiling),
/// explained step by step, and drawn to `arrange-example-<name>.png` in the current folder (or
/// the temporary folder when the current one cannot be written).
enum BuiltinRun {
    static func run(language: ExplanationLanguage) -> Int32 {
        let folder = writableFolder()
        let renderer = Renderer(textMetrics: PangoTextMetrics())
        var status: Int32 = 0
        for (index, example) in BuiltinExample.all.enumerated() {
            if index > 0 { printOutput("\n" + String(repeating: "─", count: 60) + "\n") }
            let layout = example.layout(example.proposal)
            printOutput("# \(example.title)\n")
            printOutput(example.source.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            let size = ProposedViewSize(layout.size).description
            printOutput(language == .english
                ? "\nProposed \(example.proposal); reports \(size).\n"
                : "\n제안 \(example.proposal), 보고 \(size).\n")
            printOutput(layout.explanation.text(in: language))
            for warning in layout.warnings {
                printOutput("warning: \(warning)")
            }
            let path = (folder as NSString).appendingPathComponent("arrange-example-\(example.slug).png")
            var warnings: [String] = []
            do {
                let data = try renderer.render(layout, options: RenderOptions(format: .png, scale: 2), warnings: &warnings)
                try data.write(to: URL(fileURLWithPath: path))
                let pixels = "\(Int((layout.size.width * 2).rounded(.up)))×\(Int((layout.size.height * 2).rounded(.up)))"
                printOutput(language == .english ? "\nPicture: \(path) (\(pixels) px)" : "\n그림: \(path) (\(pixels) px)")
            } catch {
                printError("arrange: cannot draw \(example.slug) to \(path): \(error)")
                status = 1
            }
        }
        return status
    }

    /// The current folder when it can be written, else the temporary folder.
    static func writableFolder() -> String {
        FileManager.default.isWritableFile(atPath: FileManager.default.currentDirectoryPath) ? "" : NSTemporaryDirectory()
    }
}

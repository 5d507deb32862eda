import Arrange
import ArrangeRender
import ArrangeText
import ArrangeTool
import Foundation

/// `arrange` with no command: each built-in example laid out (in this process, no compiling),
/// explained step by step with the book's text sizes, and drawn with real fonts to
/// `arrange-example-<name>.png` in the current folder (or the temporary folder when the current
/// one cannot be written). The picture is laid out again with real fonts, because text drawn in
/// the book's assumed sizes would not fit them.
enum BuiltinRun {
    static func run(language: ExplanationLanguage) -> Int32 {
        let folder = writableFolder()
        let renderer = Renderer(textMetrics: PangoTextMetrics())
        var status: Int32 = 0
        for (index, example) in BuiltinExample.all.enumerated() {
            if index > 0 { printOutput("\n" + String(repeating: "─", count: 60) + "\n") }
            let layout = example.bookLayout()
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
                let drawn = renderer.layout(example.view(), proposal: example.proposal)
                let data = try renderer.render(drawn, options: RenderOptions(format: .png, scale: 2), warnings: &warnings)
                try data.write(to: URL(fileURLWithPath: path))
                let pixels = "\(Int((drawn.size.width * 2).rounded(.up)))×\(Int((drawn.size.height * 2).rounded(.up)))"
                let size = ProposedViewSize(drawn.size).description
                printOutput(language == .english
                    ? "\nPicture, with real fonts (Inter, 17 pt), where the view reports \(size): \(path) (\(pixels) px)"
                    : "\n그림 (실제 글꼴 Inter 17 pt, 보고 크기 \(size)): \(path) (\(pixels) px)")
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

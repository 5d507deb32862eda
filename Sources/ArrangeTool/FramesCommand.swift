import Arrange
import ArrangeText

/// `arrange frames`: every view's frame, proposals and answers, as a table or JSON
/// (`FramesReport`). Several views give several tables, or a JSON array of documents.
enum FramesCommand {
    static func run(_ views: [NamedView], options: ToolOptions, out: (String) -> Void) {
        let metrics = options.textMetrics(over: PangoTextMetrics())
        let layouts = views.map { ($0.name, ToolLayout.layout($0.makeForLayout(), of: $0, options: options, metrics: metrics)) }
        if options.json {
            let documents = layouts.map { FramesReport.json($0.1, name: $0.0, sourcePath: options.sourcePath, written: options.written).trimmingTrailingNewlines }
            out(documents.count == 1 ? documents[0] : "[\n" + documents.joined(separator: ",\n") + "\n]")
            return
        }
        for (position, (name, layout)) in layouts.enumerated() {
            if position > 0 { out("") }
            out(name)
            out(FramesReport.table(layout, sourcePath: options.sourcePath, written: options.written).trimmingTrailingNewlines)
        }
    }
}

extension String {
    /// The string without the newlines it ends with.
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}

import Arrange
import ArrangeText
import Foundation

/// `arrange explain`: the negotiation of each view as numbered steps.
enum ExplainCommand {
    /// 1. Lay each view out with real fonts.
    /// 2. Keep the steps `--focus` and `--depth` ask for.
    /// 3. Print a heading with the proposal and the reported size, the steps, and the warnings.
    static func run(_ views: [NamedView], options: ToolOptions, out: (String) -> Void) throws {
        let filter = ExplanationFilter(focus: options.focus, depth: options.depth)
        for (position, named) in views.enumerated() {
            // 1.
            let layout = ToolLayout.layout(named.makeForLayout(), of: named, options: options, metrics: options.textMetrics(over: PangoTextMetrics()))
            // 2.
            let kept: Set<Int>?
            switch filter.keptNodes(in: layout, written: options.written) {
            case .success(let nodes): kept = nodes
            case .failure(let failure): throw ToolFailure("\(named.name): \(failure.message)")
            }
            // 3.
            if position > 0 { out("") }
            out(text(named.name, layout: layout, kept: kept, language: options.language,
                     names: WrittenNames(layout, sourcePath: options.sourcePath, written: options.written)))
        }
    }

    /// The explanation of `layout`, headed by `name`, with only the steps about `kept` nodes.
    /// A step about a node that `names` says needs telling apart (one of several texts or
    /// stacks, the top of one of the user's views) ends with the node's written name in
    /// brackets: `4. text reports its size as 51×17. [Row › HStack › text "Wi-Fi" (Settings.swift:14)]`.
    static func text(_ name: String, layout: ViewLayout, kept: Set<Int>?, language: ExplanationLanguage, names: WrittenNames? = nil) -> String {
        let proposal = layout.proposal.description
        let size = ProposedViewSize(layout.size).description
        let english = language == .english
        var lines = [english ? "\(name): proposed \(proposal), reports \(size)" : "\(name): 제안 \(proposal), 보고 \(size)", ""]
        let explanation = layout.explanation
        for (heading, steps) in [
            (english ? "Sizing" : "크기 결정", explanation.sizingSteps),
            (english ? "Placement" : "배치", explanation.placementSteps),
        ] {
            lines.append(heading)
            lines += ExplanationFilter.steps(steps, keeping: kept).map { step in
                let line = "\(step.number). \(step.text(in: language))"
                guard let names, names.needsName(step.nodeIndex) else { return line }
                return line + " [\(names.written(step.nodeIndex))]"
            }
            lines.append("")
        }
        lines += (names?.warnings(of: layout) ?? layout.warnings).map { (english ? "warning: " : "경고: ") + $0 }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

import Arrange
import Foundation

/// The layout as the explainer's script reads it: the JSON in the page's
/// `<script type="application/json" id="explainer-data">`.
///
/// ```json
/// {"language": "en", "labels": {…}, "stage": {"x": …, "y": …, "width": …, "height": …},
///  "nodes": [{"index": 0, "kind": "background", "written": "Favorite › background (Favorite.swift:3)", "id": null, "parent": null, "depth": 0,
///             "frame": {…} | null, "placedProposal": {…} | null, "placedProposalLabel": "320×480",
///             "sizeLabel": "71×37", "frameLabel": "(0, 0) 71×37"}, …],
///  "steps": [{"id": "sizing-1", "phase": "sizing", "number": 1, "nodeIndex": 0, "parentIndex": null,
///             "event": "proposal", "text": "The system proposes 320×480 to background.",
///             "proposal": {"width": 320, "height": 480}, "size": {"width": 71, "height": 37},
///             "proposalLabel": "320×480", "sizeLabel": "71×37"}, …]}
/// ```
/// Lengths follow `FramesReport`'s rule: numbers when finite, `"inf"`, `"-inf"`, `"nan"`
/// otherwise, `null` when unspecified. A step's `proposal` and `size` are what the picture
/// highlights for it (see `HTMLHighlight`); a placement step also has `placement`, the frame in
/// its parent's coordinates.
enum HTMLExplainerData {
    /// `sizing-3`, `placement-1`: a step's name in the URL (`#step=sizing-3`) and in element ids.
    static func stepID(_ step: ExplanationStep) -> String {
        "\(phaseName(step.phase))-\(step.number)"
    }

    static func phaseName(_ phase: LayoutPhase) -> String {
        phase == .sizing ? "sizing" : "placement"
    }

    /// The data as compact JSON.
    static func json(
        _ layout: ViewLayout, steps: [ExplanationStep], highlights: [HTMLHighlight], stage: HTMLStage,
        language: ExplanationLanguage, labels: HTMLExplainerLabels, names: WrittenNames? = nil, sweep: ProposalSweep? = nil
    ) -> String {
        document(layout, steps: steps, highlights: highlights, stage: stage, language: language, labels: labels, names: names, sweep: sweep).compact()
    }

    static func document(
        _ layout: ViewLayout, steps: [ExplanationStep], highlights: [HTMLHighlight], stage: HTMLStage,
        language: ExplanationLanguage, labels: HTMLExplainerLabels, names: WrittenNames? = nil, sweep: ProposalSweep? = nil
    ) -> FramesJSON {
        let stepValues: [FramesJSON] = zip(steps, highlights).map { step, highlight in
            var members: [(String, FramesJSON)] = [
                ("id", .string(stepID(step))),
                ("phase", .string(phaseName(step.phase))),
                ("number", .number(Double(step.number))),
                ("nodeIndex", .number(Double(step.nodeIndex))),
                ("parentIndex", step.parentIndex.map { .number(Double($0)) } ?? .null),
                ("event", .string(eventName(step.event))),
                ("text", .string(step.text(in: language))),
            ]
            members += highlightMembers(highlight)
            if case .placement(let frame) = step.event { members.append(("placement", .rect(frame))) }
            return .object(members)
        }
        let nodeValues: [FramesJSON] = layout.nodes.map { node in
            let id: FramesJSON = node.id.map { .string(FramesReport.idText($0)) } ?? .null
            let frameText = node.frame.map(FramesTextFormat.frame) ?? labels.notPlaced
            let members: [(String, FramesJSON)] = [
                ("index", .number(Double(node.index))),
                ("kind", .string(node.kind)),
                ("written", .string(names?.written(node.index) ?? node.kind)),
                ("id", id),
                ("parent", node.parent.map { .number(Double($0)) } ?? .null),
                ("depth", .number(Double(node.depth))),
                ("frame", node.frame.map(FramesJSON.rect) ?? .null),
                ("placedProposal", node.placedProposal.map(FramesJSON.proposal) ?? .null),
                ("placedProposalLabel", .string(node.placedProposal.map(FramesTextFormat.proposal) ?? "")),
                ("sizeLabel", .string(node.frame.map { FramesTextFormat.size($0.size) } ?? "")),
                ("frameLabel", .string(frameText)),
            ]
            return .object(members)
        }
        let labelValues: FramesJSON = .object([
            ("proposed", .string(labels.proposed)), ("size", .string(labels.size)), ("notPlaced", .string(labels.notPlaced)),
            ("sizing", .string(labels.sizing)), ("placement", .string(labels.placement)),
            ("proposedWidth", .string(labels.proposedWidth)),
        ])
        return .object([
            ("language", .string(language.rawValue)),
            ("labels", labelValues),
            ("stage", .rect(stage.bounds)),
            ("picture", .rect(stage.picture)),
            // What Fit fits to the pane: the screen, not what a scroll view holds beyond it.
            ("viewport", .rect(stage.viewport)),
            ("nodes", .array(nodeValues)),
            ("steps", .array(stepValues)),
            // How many proposals the slider has (`ProposalSweep`; their layouts are in a data
            // block of their own, read when the slider is first used), 0 without one.
            ("sweepCount", .number(Double(sweep?.widths.count ?? 0))),
        ])
    }

    /// The highlight's proposal and size, with their labels (`320×480`, `nil×∞`).
    static func highlightMembers(_ highlight: HTMLHighlight) -> [(String, FramesJSON)] {
        [
            ("proposal", highlight.proposal.map(FramesJSON.proposal) ?? .null),
            ("size", highlight.size.map(FramesJSON.size) ?? .null),
            ("proposalLabel", .string(highlight.proposal.map(FramesTextFormat.proposal) ?? "")),
            ("sizeLabel", .string(highlight.size.map(FramesTextFormat.size) ?? "")),
        ]
    }

    /// `proposal`, `answer`, `placement` or `decision`.
    static func eventName(_ event: ExplanationEvent) -> String {
        switch event {
        case .proposal: return "proposal"
        case .answer: return "answer"
        case .placement: return "placement"
        case .decision: return "decision"
        }
    }
}

import Foundation

/// The negotiation of one layout as numbered steps in the book's voice: every proposal, every
/// answer, the decisions containers make, then every placement with its alignment arithmetic.
/// Sizing and placement are numbered separately; the book's step lists are the sizing steps.
public struct LayoutExplanation: CustomStringConvertible {
    /// The steps of the sizing pass, in order, numbered from 1.
    public let sizingSteps: [ExplanationStep]
    /// The steps of the placement pass, in order, numbered from 1.
    public let placementSteps: [ExplanationStep]

    /// Every step, sizing first.
    public var steps: [ExplanationStep] { sizingSteps + placementSteps }

    /// The explanation as text: a numbered list per pass, under a heading.
    public func text(in language: ExplanationLanguage = .english) -> String {
        let headings = language == .english ? ("Sizing", "Placement") : ("크기 결정", "배치")
        func list(_ steps: [ExplanationStep]) -> String {
            steps.map { "\($0.number). \($0.text(in: language))" }.joined(separator: "\n")
        }
        return "\(headings.0)\n\(list(sizingSteps))\n\n\(headings.1)\n\(list(placementSteps))"
    }

    /// The explanation as English text, sizing steps then placement steps.
    public var description: String { text(in: .english) }
}

/// The languages explanations are written in.
public enum ExplanationLanguage: String, Sendable, CaseIterable {
    /// English, as the book words its steps.
    case english = "en"
    /// Korean, with particles chosen to fit the preceding word.
    case korean = "ko"
}

/// One step of an explanation.
public struct ExplanationStep: Sendable {
    /// The step's number within its pass, from 1.
    public let number: Int
    /// The pass it belongs to.
    public let phase: LayoutPhase
    /// The step in English: "background proposes the same 320×480 to its primary subview, padding."
    public let english: String
    /// The step in Korean: "background가 primary subview인 padding에 같은 320×480을 제안합니다."
    public let korean: String
    /// The path of the view the step is about.
    public let path: String
    /// The index in `ViewLayout.nodes` of the view the step is about.
    public let nodeIndex: Int
    /// The index in `ViewLayout.nodes` of the view that proposed or placed, `nil` for the system.
    public let parentIndex: Int?
    /// What the step records, as numbers: a proposal, an answer, a placement or a decision.
    public let event: ExplanationEvent

    /// The step in `language`.
    public func text(in language: ExplanationLanguage) -> String {
        language == .english ? english : korean
    }
}

/// What an explanation step records, for tools that draw it (the HTML explainer).
public enum ExplanationEvent: Sendable, Hashable {
    /// The parent (or the system) proposed this size.
    case proposal(ProposedViewSize)
    /// The view answered with this size.
    case answer(CGSize)
    /// The view was placed at this frame, in its parent's coordinates.
    case placement(CGRect)
    /// A container decided something (an order, a share).
    case decision
}

/// Turns a traced pass's events into steps.
struct ExplanationWriter {
    private var lastProposal: [Int32: ProposedViewSize] = [:]
    /// Where each node's answer to each proposal was first told (its pass and step number), so
    /// that a remembered answer can point at it.
    private var firstAnswers: [Int32: [(proposal: ProposedViewSize, phase: LayoutPhase, number: Int)]] = [:]
    private var sizing: [ExplanationStep] = []
    private var placement: [ExplanationStep] = []

    static func explain(_ events: [TraceEvent]) -> LayoutExplanation {
        var writer = ExplanationWriter()
        var pendingCachedProposal: Set<Int32> = []
        for event in events {
            let key = event.node.slot
            switch event.kind {
            case .propose(let proposal, let reason):
                let received = event.parent.flatMap { writer.lastProposal[$0.slot] }
                writer.lastProposal[key] = proposal
                writer.add(Phrases.proposal(proposal, reason: reason, parent: event.parent?.displayName, child: event.node.displayName, parentReceived: received), event)
                pendingCachedProposal.insert(key)
            case .report(let size, let reason, let cached):
                guard pendingCachedProposal.remove(key) != nil else { continue }
                let proposal = writer.lastProposal[key]
                let first = cached ? writer.firstAnswers[key]?.first { $0.proposal == proposal }.map { (phase: $0.phase, number: $0.number) } : nil
                writer.add(Phrases.report(size, reason: reason, node: event.node.displayName, proposal: proposal, cached: cached, firstAnswered: first), event)
                if !cached, let proposal {
                    let number = event.phase == .sizing ? writer.sizing.count : writer.placement.count
                    writer.firstAnswers[key, default: []].append((proposal, event.phase, number))
                }
            case .note(let decision):
                writer.add(decision.phrase(node: event.node.displayName), event)
            case .place(let frame, let arithmetic, let request):
                // A right-to-left parent mirrors the origin its arithmetic gives (`LayoutPass.place`).
                let mirroredWidth = event.parent.flatMap { $0.layoutDirection == .rightToLeft ? $0.frame?.width : nil }
                writer.add(
                    Phrases.placement(frame, arithmetic: arithmetic, parent: event.parent?.displayName, child: event.node.displayName,
                                      mirroredWidth: mirroredWidth, request: request), event)
            }
        }
        return LayoutExplanation(sizingSteps: writer.sizing, placementSteps: writer.placement)
    }

    private mutating func add(_ phrase: (english: String, korean: String), _ event: TraceEvent) {
        let recorded: ExplanationEvent
        switch event.kind {
        case .propose(let proposal, _): recorded = .proposal(proposal)
        case .report(let size, _, _): recorded = .answer(size)
        case .place(let frame, _, _): recorded = .placement(frame)
        case .note: recorded = .decision
        }
        let number = (event.phase == .sizing ? sizing.count : placement.count) + 1
        let step = ExplanationStep(
            number: number, phase: event.phase, english: phrase.english, korean: phrase.korean, path: event.node.path,
            nodeIndex: event.node.index, parentIndex: event.parent?.index, event: recorded)
        if event.phase == .sizing { sizing.append(step) } else { placement.append(step) }
    }
}

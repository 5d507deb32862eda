import Foundation

/// One step of an explanation in both its languages.
typealias Phrase = (english: String, korean: String)

/// The sentences every explanation shares, in English and Korean, after the book's step lists:
/// the shapes of a proposal, of an answer and of a placement.
///
/// What a container says of its own arithmetic lives beside its algorithm, not here: its reason
/// for an answer (`ReportReason`), its decisions (`LayoutDecision`), and the words for the
/// proposals only it makes (`PaddingLayout.proposalPhrase`, `StackLayout.sharePhrase` …), which
/// `proposal(_:reason:…)` hands the case to. What stays here is what no one container owns: the
/// system's proposal and placement, passing a proposal on, asking for an ideal size, a remembered
/// answer, a size reported without a reason, the child's size reported unchanged
/// (`ChildSizeReason`), and the words of a user's `Layout` talking to its subviews through
/// `LayoutSubview` (`sizeThatFits`, `dimensions(in:)`, `place(at:anchor:proposal:)`).
enum Phrases {
    private typealias K = KoreanParticles

    static func proposal(
        _ proposal: ProposedViewSize, reason: ProposalReason, parent: String?, child: String, parentReceived: ProposedViewSize?
    ) -> Phrase {
        let p = proposal.description
        guard let parent else {
            return ("The system proposes \(p) to \(child).", "system이 \(child)에 \(K.object(p)) 제안합니다.")
        }
        let isSame = parentReceived == proposal
        switch reason {
        case .root:
            return ("The system proposes \(p) to \(child).", "system이 \(child)에 \(K.object(p)) 제안합니다.")
        case .primary:
            return OverlayLayout.primaryProposalPhrase(p, parent: parent, child: child, isSame: isSame)
        case .secondary(let primary):
            return OverlayLayout.secondaryProposalPhrase(p, primary: primary, parent: parent, child: child)
        case .inset(let insets):
            return PaddingLayout.proposalPhrase(p, insets: insets, parent: parent, child: child)
        case .same, .clampedToFrame, .fixedFrame, .unstated:
            if isSame {
                return ("\(parent) proposes the same \(p) to \(child).", "\(K.subject(parent)) subview인 \(child)에 같은 \(K.object(p)) 제안합니다.")
            }
            switch reason {
            case .clampedToFrame:
                return FlexFrameLayout.proposalPhrase(p, parent: parent, child: child)
            case .fixedFrame(let width, let height):
                return FrameLayout.proposalPhrase(p, width: width, height: height, parent: parent, child: child)
            default:
                return ("\(parent) proposes \(p) to \(child).", "\(K.subject(parent)) \(child)에 \(K.object(p)) 제안합니다.")
            }
        case .ideal(let axes):
            let which = axes == [.horizontal, .vertical] ? ("its ideal size", "ideal size") : axes.contains(.horizontal) ? ("its ideal width", "ideal width") : ("its ideal height", "ideal height")
            return ("\(parent) proposes \(p) to \(child) to ask for \(which.0).", "\(K.subject(parent)) \(which.1)를 알아보려고 \(child)에 \(K.object(p)) 제안합니다.")
        case .aspectRatio(let ratio, let fill, let within):
            return AspectRatioLayout.proposalPhrase(p, ratio: ratio, fill: fill, within: within, parent: parent, child: child)
        case .asked(let dimensions, let placing):
            // A user's `Layout` asked: say which of its methods asked, and which question.
            let question = dimensions
                ? ("for its dimensions in \(p) (dimensions(in:): its size and alignment guides)", "dimensions(in:)로 \(child)에 \(p)에서의 크기와 alignment guide를")
                : ("for its size in \(p) (sizeThatFits)", "sizeThatFits로 \(child)에 \(p)에서의 크기를")
            return placing
                ? ("Placing its subviews, \(parent) asks \(child) \(question.0).", "\(K.subject(parent)) subview를 배치하면서 \(question.1) 묻습니다.")
                : ("\(parent) asks \(child) \(question.0).", "\(K.subject(parent)) \(question.1) 묻습니다.")
        case .share(let remaining, let count):
            return StackLayout.sharePhrase(p, remaining: remaining, count: count, parent: parent, child: child)
        }
    }

    /// An answer; `cached` when the engine remembered it, with the step (pass and number) where
    /// it was first worked out when that step was told.
    static func report(
        _ size: CGSize, reason: ReportReason?, node: String, proposal: ProposedViewSize?, cached: Bool,
        firstAnswered: (phase: LayoutPhase, number: Int)? = nil
    ) -> Phrase {
        let s = LengthFormat.size(size)
        if cached {
            let asked = proposal.map { ($0.description, "\($0.description)에 대한 답은") } ?? ("it", "답은")
            guard let firstAnswered else {
                return ("\(node) answers \(s) again: its answer to \(asked.0) was worked out before and is not worked out again.",
                        "\(K.subject(node)) \(K.object(s)) 다시 답합니다. \(asked.1) 이미 계산해 두었으므로 다시 계산하지 않습니다.")
            }
            let pass = firstAnswered.phase == .sizing ? ("sizing", "크기 결정") : ("placement", "배치")
            return ("\(node) answers \(s) again: its answer to \(asked.0) is remembered from \(pass.0) step \(firstAnswered.number), so it is not worked out again.",
                    "\(K.subject(node)) \(K.object(s)) 다시 답합니다. \(asked.1) \(pass.1) \(firstAnswered.number)단계에서 계산해 두었으므로 다시 계산하지 않습니다.")
        }
        if let reason {
            return reason.phrase(node: node, size: size)
        }
        if let proposal, proposal.width == size.width, proposal.height == size.height {
            return ("\(node) accepts the proposed \(s) and reports it.", "\(K.subject(node)) 제안된 \(K.object(s)) 받아들이고 보고합니다.")
        }
        return reportsItsSize(node: node, size: size)
    }

    /// `node` reports `size` and says no more: "padding reports its size as 320×40."
    static func reportsItsSize(node: String, size: CGSize) -> Phrase {
        let s = LengthFormat.size(size)
        return ("\(node) reports its size as \(s).", "\(K.subject(node)) 자신의 크기를 \(K.direction(s)) 보고합니다.")
    }

    /// The placement of `child` at `frame` (in `parent`'s coordinates). With `arithmetic`, the
    /// origin is worked out from the guides; when the parent lays out right to left
    /// (`mirroredWidth` is its width), the leading-edge origin is mirrored, and the step says so:
    /// `x = width - leading x - child's width`.
    static func placement(
        _ frame: CGRect, arithmetic: PlacementArithmetic?, parent: String?, child: String, mirroredWidth: CGFloat? = nil,
        request: PlacementRequest? = nil
    ) -> Phrase {
        let origin = LengthFormat.point(frame.origin)
        let size = LengthFormat.size(frame.size)
        guard let parent else {
            return ("The system places \(child) at \(origin) with its size \(size).", "system이 \(K.object(child)) \(origin)에 \(size) 크기로 배치합니다.")
        }
        if let request {
            return requestedPlacement(frame, request: request, parent: parent, child: child, mirroredWidth: mirroredWidth)
        }
        guard let arithmetic else {
            return ("\(parent) places \(child) at \(origin).", "\(K.subject(parent)) \(K.object(child)) \(origin)에 배치합니다.")
        }
        let f = LengthFormat.length
        func difference(_ parentGuide: CGFloat, _ childGuide: CGFloat) -> String {
            childGuide == 0 ? f(parentGuide) : "\(f(parentGuide))-\(f(childGuide))"
        }
        let xText = difference(arithmetic.parentGuide.x, arithmetic.childGuide.x)
        let yText = difference(arithmetic.parentGuide.y, arithmetic.childGuide.y)
        let formula = "(\(xText), \(yText))"
        if let width = mirroredWidth {
            let leading = arithmetic.childGuide.x == 0 ? xText : "(\(xText))"
            let mirrored = "(\(f(width))-\(leading)-\(f(frame.width)), \(yText))"
            return ("\(parent) places \(child) at \(formula) from its leading edge, which right to left is \(mirrored) = \(origin).",
                    "\(K.subject(parent)) \(child)의 origin을 leading edge에서 \(formula)에 두고, right-to-left이므로 \(mirrored) = \(origin)에 배치합니다.")
        }
        return ("\(parent) places \(child) at \(formula) = \(origin).", "\(K.subject(parent)) \(child)의 origin을 \(formula) = \(origin)에 배치합니다.")
    }

    /// A user's `Layout` placed `child` with `place(at:anchor:proposal:)`: the point and the
    /// anchor it named, the proposal, the size that proposal gave, and — unless the anchor is
    /// the top-leading corner — the origin worked out from them (mirrored right to left).
    private static func requestedPlacement(
        _ frame: CGRect, request: PlacementRequest, parent: String, child: String, mirroredWidth: CGFloat?
    ) -> Phrase {
        let f = LengthFormat.length
        let at = LengthFormat.point(request.position), p = request.proposal.description, size = LengthFormat.size(frame.size)
        let anchor = anchorName(request.anchor)
        let lead = ("\(parent) places \(child) with its \(anchor) at \(at), proposing \(p): \(child) takes \(size)",
                    "\(K.subject(parent)) \(child)의 \(K.object(anchor)) \(at)에 두고 \(K.object(p)) 제안해 배치합니다. \(child)의 크기는 \(size)")
        // The origin from the anchor: the point less the anchor's share of the size.
        func minus(_ value: CGFloat, _ fraction: CGFloat, _ length: CGFloat) -> (String, CGFloat) {
            let offset = fraction == 0 ? 0 : fraction * length
            return (offset == 0 ? f(value) : "\(f(value))-\(f(offset))", value - offset)
        }
        let (xText, x) = minus(request.position.x, request.anchor.x, frame.width)
        let (yText, y) = minus(request.position.y, request.anchor.y, frame.height)
        let origin = LengthFormat.point(frame.origin)
        if let width = mirroredWidth {
            let mirrored = "(\(f(width))-\(f(x))-\(f(frame.width)), \(f(y)))"
            return ("\(lead.0); its origin from the leading edge is (\(xText), \(yText)), which right to left is \(mirrored) = \(origin).",
                    "\(lead.1)이고, leading edge에서의 origin은 (\(xText), \(yText)), right-to-left이므로 \(mirrored) = \(origin)입니다.")
        }
        if request.anchor == .topLeading {
            return ("\(lead.0).", "\(lead.1)입니다.")
        }
        return ("\(lead.0), so its origin is (\(xText), \(yText)) = \(origin).", "\(lead.1)이므로 origin은 (\(xText), \(yText)) = \(origin)입니다.")
    }

    /// A `UnitPoint` as `place(at:anchor:)` names it: `top-leading corner`, `center`, `.leading anchor`, or `anchor (0.3, 1)`.
    private static func anchorName(_ anchor: UnitPoint) -> String {
        let names: [(UnitPoint, String)] = [
            (.topLeading, "top-leading corner"), (.top, ".top anchor"), (.topTrailing, "top-trailing corner"),
            (.leading, ".leading anchor"), (.center, "center"), (.trailing, ".trailing anchor"),
            (.bottomLeading, "bottom-leading corner"), (.bottom, ".bottom anchor"), (.bottomTrailing, "bottom-trailing corner"),
        ]
        return names.first { $0.0 == anchor }?.1 ?? "anchor (\(LengthFormat.length(anchor.x)), \(LengthFormat.length(anchor.y)))"
    }
}

/// A node that reports its subview's size unchanged, naming it (`aspectRatio`, `fixedSize`, a
/// control): "aspectRatio reports the size of its subview Color, 200×100."
struct ChildSizeReason: ReportReason {
    var child: String

    func phrase(node: String, size: CGSize) -> Phrase {
        let s = LengthFormat.size(size)
        return ("\(node) reports the size of its subview \(child), \(s).", "\(KoreanParticles.subject(node)) subview인 \(child)의 크기 \(KoreanParticles.object(s)) 자신의 크기로 보고합니다.")
    }
}

import Foundation

/// The sentences of explanations, in English and Korean, after the book's step lists.
enum Phrases {
    typealias Phrase = (english: String, korean: String)
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
            return isSame
                ? ("\(parent) proposes the same \(p) to its primary subview, \(child).", "\(K.subject(parent)) primary subview인 \(child)에 같은 \(K.object(p)) 제안합니다.")
                : ("\(parent) proposes \(p) to its primary subview, \(child).", "\(K.subject(parent)) primary subview인 \(child)에 \(K.object(p)) 제안합니다.")
        case .secondary(let primary):
            return ("\(parent) proposes \(p), the size of \(primary), to its secondary subview, \(child).",
                    "\(K.subject(parent)) \(primary)의 크기인 \(K.object(p)) secondary subview인 \(child)에 제안합니다.")
        case .inset(let insets):
            if let uniform = uniformLength(insets) {
                let n = LengthFormat.length(abs(uniform))
                return uniform >= 0
                    ? ("\(parent) subtracts \(n) points from each edge and proposes \(p) to \(child).", "\(K.subject(parent)) 각 edge에서 \(n) point씩 빼고 \(child)에 \(K.object(p)) 제안합니다.")
                    : ("\(parent) adds \(n) points to each edge and proposes \(p) to \(child).", "\(K.subject(parent)) 각 edge에 \(n) point씩 더하고 \(child)에 \(K.object(p)) 제안합니다.")
            }
            let list = insetList(insets)
            return ("\(parent) subtracts its insets (\(list)) and proposes \(p) to \(child).", "\(K.subject(parent)) inset(\(list))을 빼고 \(child)에 \(K.object(p)) 제안합니다.")
        case .same, .clampedToFrame, .fixedFrame, .unstated:
            if isSame {
                return ("\(parent) proposes the same \(p) to \(child).", "\(K.subject(parent)) subview인 \(child)에 같은 \(K.object(p)) 제안합니다.")
            }
            switch reason {
            case .clampedToFrame:
                return ("\(parent) clamps its proposal to its bounds and proposes \(p) to \(child).", "\(K.subject(parent)) 제안을 자신의 경계로 clamp하고 \(child)에 \(K.object(p)) 제안합니다.")
            case .fixedFrame(let width, let height):
                // A frame fixed on one axis passes the other axis of its own proposal on.
                let f = LengthFormat.length
                switch (width, height) {
                case (let width?, nil):
                    return ("\(parent) proposes its fixed width \(f(width)) with the height it was proposed: \(p), to \(child).",
                            "\(K.subject(parent)) 지정한 너비 \(f(width))에 제안받은 높이를 더한 \(K.object(p)) \(child)에 제안합니다.")
                case (nil, let height?):
                    return ("\(parent) proposes the width it was proposed with its fixed height \(f(height)): \(p), to \(child).",
                            "\(K.subject(parent)) 제안받은 너비에 지정한 높이 \(K.object(f(height))) 더한 \(K.object(p)) \(child)에 제안합니다.")
                default:
                    return ("\(parent) proposes its fixed size, \(p), to \(child).", "\(K.subject(parent)) 지정한 크기인 \(K.object(p)) \(child)에 제안합니다.")
                }
            default:
                return ("\(parent) proposes \(p) to \(child).", "\(K.subject(parent)) \(child)에 \(K.object(p)) 제안합니다.")
            }
        case .ideal(let axes):
            let which = axes == [.horizontal, .vertical] ? ("its ideal size", "ideal size") : axes.contains(.horizontal) ? ("its ideal width", "ideal width") : ("its ideal height", "ideal height")
            return ("\(parent) proposes \(p) to \(child) to ask for \(which.0).", "\(K.subject(parent)) \(which.1)를 알아보려고 \(child)에 \(K.object(p)) 제안합니다.")
        case .aspectRatio(let ratio, let fill, let within):
            let r = LengthFormat.length(ratio)
            return fill
                ? ("\(parent) covers \(within) with the smallest rectangle of aspect ratio \(r) and proposes \(p) to \(child).",
                   "\(K.subject(parent)) aspect ratio가 \(r)이면서 \(within) 전체를 덮는 가장 작은 rectangle인 \(K.object(p)) \(child)에 제안합니다.")
                : ("\(parent) fits a rectangle of aspect ratio \(r) into \(within) and proposes the result, \(p), to \(child).",
                   "\(K.subject(parent)) aspect ratio가 \(r)인 rectangle을 \(within) 안에 맞추고, 그 결과인 \(K.object(p)) \(child)에 제안합니다.")
        case .asked(let dimensions, let placing):
            // A user's `Layout` asked: say which of its methods asked, and which question.
            let question = dimensions
                ? ("for its dimensions in \(p) (dimensions(in:): its size and alignment guides)", "dimensions(in:)로 \(child)에 \(p)에서의 크기와 alignment guide를")
                : ("for its size in \(p) (sizeThatFits)", "sizeThatFits로 \(child)에 \(p)에서의 크기를")
            return placing
                ? ("Placing its subviews, \(parent) asks \(child) \(question.0).", "\(K.subject(parent)) subview를 배치하면서 \(question.1) 묻습니다.")
                : ("\(parent) asks \(child) \(question.0).", "\(K.subject(parent)) \(question.1) 묻습니다.")
        case .share(let remaining, let count):
            let r = LengthFormat.length(remaining)
            return ("\(parent) proposes \(p) to \(child): \(r) remaining ÷ \(count) \(count == 1 ? "view" : "views") left.",
                    "\(K.subject(parent)) 남은 \(K.object(r)) 남은 view 수 \(K.direction(String(count))) 나눠 \(child)에 \(K.object(p)) 제안합니다.")
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
        switch reason {
        case nil:
            if let proposal, proposal.width == size.width, proposal.height == size.height {
                return ("\(node) accepts the proposed \(s) and reports it.", "\(K.subject(node)) 제안된 \(K.object(s)) 받아들이고 보고합니다.")
            }
            return ("\(node) reports its size as \(s).", "\(K.subject(node)) 자신의 크기를 \(K.direction(s)) 보고합니다.")
        case .addsInsets(let insets):
            if let uniform = uniformLength(insets) {
                let n = LengthFormat.length(abs(uniform))
                return uniform >= 0
                    ? ("\(node) adds \(n) points to each edge and reports its size as \(s).", "\(K.subject(node)) 각 edge에 \(n) point씩 더하고 자신의 크기를 \(K.direction(s)) 보고합니다.")
                    : ("\(node) takes \(n) points off each edge and reports its size as \(s).", "\(K.subject(node)) 각 edge에서 \(n) point씩 빼고 자신의 크기를 \(K.direction(s)) 보고합니다.")
            }
            let list = insetList(insets)
            return ("\(node) adds its insets (\(list)) and reports its size as \(s).", "\(K.subject(node)) inset(\(list))을 더하고 자신의 크기를 \(K.direction(s)) 보고합니다.")
        case .primarySize:
            return ("\(node) reports the size of its primary subview, \(s).", "\(K.subject(node)) primary subview의 크기인 \(K.object(s)) 보고합니다.")
        case .fixedFrame:
            return ("\(node) reports its fixed size, \(s), whatever its subview took.", "\(K.subject(node)) subview의 크기와 관계없이 지정한 크기인 \(K.object(s)) 보고합니다.")
        case .flexibleFrame(let formulas):
            guard !formulas.isEmpty else {
                return ("\(node) reports its size as \(s).", "\(K.subject(node)) 자신의 크기를 \(K.direction(s)) 보고합니다.")
            }
            let english = formulas.map { "its \($0.axis == .horizontal ? "width" : "height") becomes \($0.expression)" }.joined(separator: " and ")
            let korean = formulas.map { "\($0.axis == .horizontal ? "너비는" : "높이는") \(K.subject($0.expression)) 되고" }.joined(separator: " ")
            return ("\(node): \(english); it reports \(s).", "\(node)의 \(korean), \(K.subject(node)) \(K.object(s)) 보고합니다.")
        case .childSize(let child):
            return ("\(node) reports the size of its subview \(child), \(s).", "\(K.subject(node)) subview인 \(child)의 크기 \(K.object(s)) 자신의 크기로 보고합니다.")
        case .stack(let axis, let sum, let spacing, let across):
            let alongNoun = axis == .horizontal ? ("wide", "너비") : ("tall", "높이")
            let acrossNoun = axis == .horizontal ? ("tall", "높이") : ("wide", "너비")
            let sumText = LengthFormat.length(sum), spacingText = LengthFormat.length(spacing), acrossText = LengthFormat.length(across)
            return ("\(node) reports \(s): \(sumText) of subviews plus \(spacingText) of spacing \(alongNoun.0), and \(acrossText) \(acrossNoun.0) to hold its aligned subviews.",
                    "\(K.subject(node)) subview \(K.and(sumText)) spacing \(K.object(spacingText)) 더한 \(alongNoun.1), 정렬한 subview를 담는 \(acrossNoun.1) \(K.direction(acrossText)) \(K.object(s)) 보고합니다.")
        case .union:
            return ("\(node) reports \(s), the size of the union of its subviews' aligned frames.", "\(K.subject(node)) subview frame들의 합집합 크기인 \(K.object(s)) 보고합니다.")
        case .customLayout(let questions, let hasCache):
            if questions == 0 {
                return hasCache
                    ? ("\(node)'s sizeThatFits asks its subviews nothing: it works \(s) out from its cache and reports it.",
                       "\(node)의 sizeThatFits는 subview에 묻지 않고 cache에서 \(K.object(s)) 구해 보고합니다.")
                    : ("\(node)'s sizeThatFits asks its subviews nothing and reports \(s).",
                       "\(node)의 sizeThatFits는 subview에 묻지 않고 \(K.object(s)) 보고합니다.")
            }
            let times = questions == 1 ? "once" : "\(questions) times"
            return ("\(node)'s sizeThatFits works its size out from the answers of its subviews (asked \(times)) and reports \(s).",
                    "\(node)의 sizeThatFits가 subview에 \(questions)번 물은 답으로 크기를 구해 \(K.object(s)) 보고합니다.")
        }
    }

    static func decision(_ decision: Decision, node: String) -> Phrase {
        switch decision {
        case let .probed(child, axis, minimum, maximum, across):
            let c = LengthFormat.proposal(across)
            let zero = axis == .horizontal ? "0×\(c)" : "\(c)×0"
            let infinity = axis == .horizontal ? "∞×\(c)" : "\(c)×∞"
            let noun = axis == .horizontal ? ("wide", "너비") : ("tall", "높이")
            let low = LengthFormat.length(minimum[axis]), high = LengthFormat.length(maximum[axis])
            return ("\(node) probes \(child) with \(zero) and \(infinity): it answers \(LengthFormat.size(minimum)) and \(LengthFormat.size(maximum)), so it can be \(low) to \(high) \(noun.0).",
                    "\(K.subject(node)) \(child)에 \(K.and(zero)) \(K.object(infinity)) 제안해 봅니다. 답은 \(K.and(LengthFormat.size(minimum))) \(LengthFormat.size(maximum))이므로 \(noun.1)는 \(low)부터 \(high)까지입니다.")
        case let .gridColumns(axis, available, lengths, extent, pass):
            let noun = axis == .vertical ? ("columns", "column") : ("rows", "row")
            let list = lengths.map(LengthFormat.length).joined(separator: " / ")
            let total = LengthFormat.length(extent)
            let from = available.map(LengthFormat.length) ?? "nil"
            if pass == .sizing {
                return ("\(node) divides the proposed \(from) into \(noun.0) \(list).",
                        "\(K.subject(node)) 제안된 \(K.object(from)) \(noun.1) \(K.direction(list)) 나눕니다.")
            }
            return ("\(node) divides its own \(from) again when placing: \(noun.0) \(list), \(total) with the gaps.",
                    "\(K.subject(node)) 배치할 때 자신의 \(K.object(from)) 다시 나눕니다: \(noun.1) \(list), 간격을 더해 \(total).")
        case let .gridTrackPass(axis, available, gap, order, lengths):
            let noun = axis == .horizontal ? ("columns", "widths", "widest", "열", "너비", "가장 넓은") : ("rows", "heights", "tallest", "행", "높이", "가장 높은")
            let list = lengths.map(LengthFormat.length).joined(separator: " / ")
            guard let available else {
                return ("\(node) sizes its \(noun.0) with nothing proposed: each takes the ideal length of its \(noun.2) cell, \(list).",
                        "\(K.subject(node)) 제안된 길이 없이 \(noun.3)을 정합니다: 각 \(noun.3)은 \(noun.5) 셀의 ideal 길이를 가집니다: \(list).")
            }
            let gaps = CGFloat(max(lengths.count - 1, 0)) * gap
            let remaining = LengthFormat.length(available.isInfinite ? available : available - gaps)
            let sequence = order.map { String($0 + 1) }.joined(separator: ", ")
            return ("\(node) shares the proposed \(LengthFormat.length(available)) among its \(noun.0) as a stack would: less the gaps \(remaining) remain, and each \(noun.0.dropLast()) in turn, least flexible first (\(sequence)), is offered what is left divided by the \(noun.0) left and takes the size of its \(noun.2) cell: \(noun.1) \(list).",
                    "\(K.subject(node)) 제안된 \(K.object(LengthFormat.length(available))) stack처럼 \(noun.3)에 나눕니다: 간격을 빼면 \(K.subject(remaining)) 남고, flexibility가 작은 \(noun.3)부터(\(sequence)) 차례로 남은 길이를 남은 \(noun.3) 수로 나눈 몫을 제안받아 \(noun.5) 셀의 크기를 가집니다: \(noun.4)는 \(list).")
        case let .placesWithOwnCrossLength(axis, length):
            let noun = axis == .horizontal ? ("height", "높이") : ("width", "너비")
            let l = LengthFormat.length(length)
            return ("\(node) was proposed no \(noun.0), so it places its subviews for its own \(noun.0), \(l): it shares out its length again with that \(noun.0) proposed to each.",
                    "\(K.subject(node)) \(noun.1)를 제안받지 않았으므로 자신의 \(noun.1) \(l)에 맞춰 subview들을 배치합니다: 그 \(noun.1)를 제안하며 길이를 다시 나눕니다.")
        case let .madeCache(count):
            let views = count == 1 ? "subview" : "\(count) subviews"
            return ("\(node) makes its cache for its \(views) (makeCache), once for this layout pass; its methods read and write it.",
                    "\(K.subject(node)) subview \(count)개를 위한 cache를 만듭니다(makeCache). 이번 layout pass에 한 번만 만들고, 이후 method들이 이 cache를 읽고 씁니다.")
        case let .givesBackMinimums(children, givenBack, remaining):
            // The sum is written out, so that the next share's "remaining" follows from the step before.
            let list = children.count > 1 ? children.dropLast().joined(separator: ", ") + " and " + children.last! : children.joined()
            let before = LengthFormat.length(remaining - givenBack), back = LengthFormat.length(givenBack), r = LengthFormat.length(remaining)
            let sum = "\(before) + \(back) = \(r)"
            return children.count == 1
                ? ("\(node) gives back the minimum it took away for \(list): \(sum) remains for it.",
                   "\(K.subject(node)) \(list)에서 뺐던 minimum을 돌려주어, \(K.subject(sum)) 남습니다.")
                : ("\(node) gives back the minimums it took away for \(list): \(sum) remains to share among them.",
                   "\(K.subject(node)) \(children.joined(separator: ", "))에서 뺐던 minimum을 돌려주어, 나눌 길이로 \(K.subject(sum)) 남습니다.")
        case let .distributionOrder(children, remaining):
            let list = children.joined(separator: ", ")
            let r = remaining.map(LengthFormat.length) ?? "nil"
            return ("\(node) takes away every minimum and the spacing, leaving \(r), and sizes its subviews by priority, least flexible first: \(list).",
                    "\(K.subject(node)) 모든 minimum과 spacing을 빼 \(K.subject(r)) 남고, priority 순으로 flexibility가 작은 것부터 크기를 정합니다: \(list).")
        }
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

    private static func uniformLength(_ insets: EdgeInsets) -> CGFloat? {
        insets.top == insets.leading && insets.leading == insets.bottom && insets.bottom == insets.trailing ? insets.top : nil
    }

    private static func insetList(_ insets: EdgeInsets) -> String {
        let f = LengthFormat.length
        return "top \(f(insets.top)), leading \(f(insets.leading)), bottom \(f(insets.bottom)), trailing \(f(insets.trailing))"
    }
}

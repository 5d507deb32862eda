import Foundation

/// `overlay` and `background`: a primary child that decides the size, and a secondary child
/// (several secondary views are gathered in an implicit `ZStack`) drawn above or below it.
///
/// 1. Proposes its own proposal to the primary child.
/// 2. Proposes the primary's size to the secondary child.
/// 3. Reports the primary's size: the secondary never changes the layout.
/// 4. Places the primary at its own origin and the secondary by alignment against the primary:
///    the primary's guide minus the secondary's guide.
struct OverlayLayout: ArrangingLayout {
    let alignment: Alignment
    let isBackground: Bool
    var name: String { isBackground ? "background" : "overlay" }

    /// Its size is the primary child's (step 3).
    var rigidity: TraitRule { .whenFirstChildIs }
    var axisIndependence: TraitRule { .whenFirstChildIs }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let primary = subviews.first else { return .zero }
        // 1.
        let size = primary.sizeThatFits(proposal, because: .primary)
        // 2.
        for secondary in subviews.dropFirst() {
            _ = secondary.sizeThatFits(ProposedViewSize(size), because: .secondary(primary: primary.name))
        }
        // 3.
        return size
    }

    /// Step 3.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        subviews.first.map { _ in Reason() }
    }

    func arrange(size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        guard let primary = subviews.first else { return [] }
        // 4.
        let primarySize = primary.sizeThatFits(proposal, because: .unstated)
        let primaryGuide = CGPoint(
            x: primary.guideValue(alignment.horizontal.key, size: primarySize, proposal: proposal),
            y: primary.guideValue(alignment.vertical.key, size: primarySize, proposal: proposal))
        var placements = [ChildPlacement(origin: .zero, proposal: proposal)]
        for secondary in subviews.dropFirst() {
            let secondaryProposal = ProposedViewSize(primarySize)
            let secondarySize = secondary.sizeThatFits(secondaryProposal, because: .unstated)
            let secondaryGuide = CGPoint(
                x: secondary.guideValue(alignment.horizontal.key, size: secondarySize, proposal: secondaryProposal),
                y: secondary.guideValue(alignment.vertical.key, size: secondarySize, proposal: secondaryProposal))
            placements.append(
                ChildPlacement(
                    origin: CGPoint(x: primaryGuide.x.minusAligned(secondaryGuide.x), y: primaryGuide.y.minusAligned(secondaryGuide.y)),
                    proposal: secondaryProposal,
                    arithmetic: PlacementArithmetic(parentGuide: primaryGuide, childGuide: secondaryGuide)))
        }
        return placements
    }

    /// Only the primary child's explicit guides pass up.
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        subviews.first?.explicitValue(of: guide, proposal: proposal)
    }
}

// MARK: - What the explanation says

extension OverlayLayout {
    /// Step 3 in words: the primary subview's size.
    struct Reason: ReportReason {
        func phrase(node: String, size: CGSize) -> Phrase {
            let s = LengthFormat.size(size)
            return ("\(node) reports the size of its primary subview, \(s).", "\(K.subject(node)) primary subview의 크기인 \(K.object(s)) 보고합니다.")
        }
    }

    /// Step 1 in words (`ProposalReason.primary`): the proposal passed to the primary subview.
    /// (`safeAreaInset`, also built of a primary and a secondary subview, says the same.)
    static func primaryProposalPhrase(_ p: String, parent: String, child: String, isSame: Bool) -> Phrase {
        isSame
            ? ("\(parent) proposes the same \(p) to its primary subview, \(child).", "\(K.subject(parent)) primary subview인 \(child)에 같은 \(K.object(p)) 제안합니다.")
            : ("\(parent) proposes \(p) to its primary subview, \(child).", "\(K.subject(parent)) primary subview인 \(child)에 \(K.object(p)) 제안합니다.")
    }

    /// Step 2 in words (`ProposalReason.secondary`): the primary's size proposed to a secondary.
    static func secondaryProposalPhrase(_ p: String, primary: String, parent: String, child: String) -> Phrase {
        ("\(parent) proposes \(p), the size of \(primary), to its secondary subview, \(child).",
         "\(K.subject(parent)) \(primary)의 크기인 \(K.object(p)) secondary subview인 \(child)에 제안합니다.")
    }

    private typealias K = KoreanParticles
}

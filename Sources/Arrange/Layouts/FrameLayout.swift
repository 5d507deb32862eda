import Foundation

/// `frame(width:height:alignment:)`: an invisible view of exactly the given size.
///
/// 1. Proposes its fixed dimensions to its child; an unspecified dimension passes the frame's
///    own proposal through.
/// 2. Reports its fixed dimensions, and the child's size where it has none.
/// 3. Places the child by alignment: the frame's guide (computed on its own size) minus the
///    child's guide, per axis — (50 − 25, 50 − 10) for a 50 × 20 child centred in 100 × 100.
struct FrameLayout: UnaryArrangingLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    var name: String { "frame" }

    /// Both lengths given, the frame's size is theirs; else it follows a rigid child's.
    var rigidity: TraitRule {
        width != nil && height != nil ? .always : .whenChildrenAre
    }

    /// Each length is the frame's, else the child's.
    var axisIndependence: TraitRule { .whenChildrenAre }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let child = subviews.first else {
            return CGSize(width: width ?? 0, height: height ?? 0)
        }
        // 1.
        let childSize = child.sizeThatFits(childProposal(for: proposal), because: .fixedFrame(width: width, height: height))
        // 2.
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    /// Step 2, when both dimensions are fixed and there is a child to ignore.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        !subviews.isEmpty && width != nil && height != nil ? Reason() : nil
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        // 3.
        AlignedPlacement.place(child, proposal: childProposal(for: proposal), in: size, alignment: alignment)
    }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}

// MARK: - What the explanation says

extension FrameLayout {
    /// Step 2 in words, when both dimensions are fixed: the fixed size, whatever the child took.
    struct Reason: ReportReason {
        func phrase(node: String, size: CGSize) -> Phrase {
            let s = LengthFormat.size(size)
            return ("\(node) reports its fixed size, \(s), whatever its subview took.", "\(K.subject(node)) subview의 크기와 관계없이 지정한 크기인 \(K.object(s)) 보고합니다.")
        }
    }

    /// Step 1 in words (`ProposalReason.fixedFrame`), when it changes the proposal: the fixed
    /// dimensions, and on an axis without one the frame's own proposal passed on.
    static func proposalPhrase(_ p: String, width: CGFloat?, height: CGFloat?, parent: String, child: String) -> Phrase {
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
    }

    private typealias K = KoreanParticles
}

import Foundation

/// `padding`: makes room around its child.
///
/// 1. Proposes its own proposal minus the insets (never below 0; `nil` stays `nil`).
/// 2. Reports the child's size plus the insets (never below 0).
/// 3. Places the child at (leading, top).
/// Negative insets enlarge the child's proposal and shrink the reported size.
struct PaddingLayout: UnaryArrangingLayout {
    let insets: EdgeInsets
    var name: String { "padding" }

    /// A rigid child's size with finite insets added.
    var rigidity: TraitRule {
        insets.horizontal.isFinite && insets.vertical.isFinite ? .whenChildrenAre : .never
    }

    /// Each length is the child's plus that axis's insets.
    var axisIndependence: TraitRule { .whenChildrenAre }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let child = subviews.first else { return .zero }
        // 1.
        let size = child.sizeThatFits(childProposal(for: proposal), because: .inset(insets))
        // 2.
        return CGSize(width: max(size.width + insets.horizontal, 0), height: max(size.height + insets.vertical, 0))
    }

    /// Step 2.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        subviews.isEmpty ? nil : Reason(insets: insets)
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        // 3.
        ChildPlacement(origin: CGPoint(x: insets.leading, y: insets.top), proposal: childProposal(for: proposal))
    }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
    }
}

// MARK: - What the explanation says

extension PaddingLayout {
    /// Step 2 in words: the child's size plus the insets.
    struct Reason: ReportReason {
        var insets: EdgeInsets

        func phrase(node: String, size: CGSize) -> Phrase {
            let s = LengthFormat.size(size)
            if let uniform = PaddingLayout.uniformLength(insets) {
                let n = LengthFormat.length(abs(uniform))
                return uniform >= 0
                    ? ("\(node) adds \(n) points to each edge and reports its size as \(s).", "\(K.subject(node)) 각 edge에 \(n) point씩 더하고 자신의 크기를 \(K.direction(s)) 보고합니다.")
                    : ("\(node) takes \(n) points off each edge and reports its size as \(s).", "\(K.subject(node)) 각 edge에서 \(n) point씩 빼고 자신의 크기를 \(K.direction(s)) 보고합니다.")
            }
            let list = PaddingLayout.insetList(insets)
            return ("\(node) adds its insets (\(list)) and reports its size as \(s).", "\(K.subject(node)) inset(\(list))을 더하고 자신의 크기를 \(K.direction(s)) 보고합니다.")
        }
    }

    /// Step 1 in words (`ProposalReason.inset`): the proposal minus the insets.
    static func proposalPhrase(_ p: String, insets: EdgeInsets, parent: String, child: String) -> Phrase {
        if let uniform = uniformLength(insets) {
            let n = LengthFormat.length(abs(uniform))
            return uniform >= 0
                ? ("\(parent) subtracts \(n) points from each edge and proposes \(p) to \(child).", "\(K.subject(parent)) 각 edge에서 \(n) point씩 빼고 \(child)에 \(K.object(p)) 제안합니다.")
                : ("\(parent) adds \(n) points to each edge and proposes \(p) to \(child).", "\(K.subject(parent)) 각 edge에 \(n) point씩 더하고 \(child)에 \(K.object(p)) 제안합니다.")
        }
        let list = insetList(insets)
        return ("\(parent) subtracts its insets (\(list)) and proposes \(p) to \(child).", "\(K.subject(parent)) inset(\(list))을 빼고 \(child)에 \(K.object(p)) 제안합니다.")
    }

    /// The one length of `insets` when all four edges have it: said once, "3 points from each edge".
    private static func uniformLength(_ insets: EdgeInsets) -> CGFloat? {
        insets.top == insets.leading && insets.leading == insets.bottom && insets.bottom == insets.trailing ? insets.top : nil
    }

    /// `insets` edge by edge: "top 1, leading 2, bottom 3, trailing 4".
    private static func insetList(_ insets: EdgeInsets) -> String {
        let f = LengthFormat.length
        return "top \(f(insets.top)), leading \(f(insets.leading)), bottom \(f(insets.bottom)), trailing \(f(insets.trailing))"
    }

    private typealias K = KoreanParticles
}

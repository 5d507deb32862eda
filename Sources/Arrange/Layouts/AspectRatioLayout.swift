import Foundation

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`.
///
/// 1. Without a ratio, asks the child for its ideal size (nil × nil) and uses its ratio.
/// 2. Proposes the largest rectangle of that ratio inside the proposal (`.fit`), or the smallest
///    one covering it (`.fill`); an unspecified dimension limits neither.
/// 3. Reports the child's size, whatever it is: a child that is not flexible keeps its own ratio.
/// A fully unspecified proposal, or one with ∞ that makes the rectangle infinite, is passed
/// through unchanged.
struct AspectRatioLayout: UnaryArrangingLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode
    var name: String { "aspectRatio" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let (childProposal, reason) = self.childProposal(for: proposal, child: child)
        let size = child.sizeThatFits(childProposal, because: reason)
        // 3.
        return size
    }

    /// Step 3.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        subviews.first.map { ChildSizeReason(child: $0.name) }
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        let (childProposal, _) = self.childProposal(for: proposal, child: child)
        let childSize = child.sizeThatFits(childProposal, because: .unstated)
        return ChildPlacement(origin: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2), proposal: childProposal)
    }

    private func childProposal(for proposal: ProposedViewSize, child: LayoutSubview) -> (ProposedViewSize, ProposalReason) {
        if proposal == .unspecified { return (proposal, .same) }
        // 1.
        var base: CGSize
        if let ratio {
            base = CGSize(width: ratio, height: 1)
        } else {
            base = child.sizeThatFits(.unspecified, because: .ideal([.horizontal, .vertical]))
        }
        if base.width == base.height { base = CGSize(width: 1, height: 1) }
        // 2. Only specified dimensions limit the rectangle.
        func scale(_ target: CGFloat, _ length: CGFloat) -> CGFloat {
            if target == 0 && length == 0 { return .infinity }
            return target / length
        }
        let factors = [proposal.width.map { scale($0, base.width) }, proposal.height.map { scale($0, base.height) }].compactMap { $0 }
        let factor = contentMode == .fit ? factors.min()! : factors.max()!
        // An infinite rectangle (a proposal of ∞ somewhere) has no ratio left to keep: the
        // proposal passes through, so no axis is proposed more than it was.
        if factor.isInfinite { return (proposal, .same) }
        func scaled(_ length: CGFloat) -> CGFloat { length == 0 ? 0 : length * factor }
        let proposed = ProposedViewSize(width: scaled(base.width), height: scaled(base.height))
        return (proposed, .aspectRatio(ratio: base.width / base.height, fill: contentMode == .fill, within: proposal))
    }
}

/// Whether `aspectRatio` fits the rectangle inside the proposal or fills the proposal with it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// The largest rectangle of the ratio inside the proposal.
    case fit
    /// The smallest rectangle of the ratio that covers the proposal.
    case fill
}

// MARK: - What the explanation says

extension AspectRatioLayout {
    /// Steps 1 and 2 in words (`ProposalReason.aspectRatio`): the largest rectangle of the ratio
    /// inside the proposal (fit), or the smallest covering it (fill). (Step 3, the child's size
    /// reported unchanged, is told in words every such modifier shares: `ChildSizeReason`.)
    static func proposalPhrase(_ p: String, ratio: CGFloat, fill: Bool, within: ProposedViewSize, parent: String, child: String) -> Phrase {
        let r = LengthFormat.length(ratio)
        return fill
            ? ("\(parent) covers \(within) with the smallest rectangle of aspect ratio \(r) and proposes \(p) to \(child).",
               "\(K.subject(parent)) aspect ratio가 \(r)이면서 \(within) 전체를 덮는 가장 작은 rectangle인 \(K.object(p)) \(child)에 제안합니다.")
            : ("\(parent) fits a rectangle of aspect ratio \(r) into \(within) and proposes the result, \(p), to \(child).",
               "\(K.subject(parent)) aspect ratio가 \(r)인 rectangle을 \(within) 안에 맞추고, 그 결과인 \(K.object(p)) \(child)에 제안합니다.")
    }

    private typealias K = KoreanParticles
}

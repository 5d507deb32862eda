import Arrange

extension ToolOptions {
    /// What `view` is proposed when it is on no device's screen (`screen(for:)` is `nil`), as
    /// Xcode's canvas sizes a preview: `--size` when given; else by the preview's layout — the
    /// bare screen (`.device`, the default: 390 × 844), nothing (`.sizeThatFits`: the view's
    /// ideal size) or the fixed size — with the screen turned for a landscape orientation.
    public func proposal(for view: NamedView) -> ProposedViewSize {
        if proposalIsGiven { return proposal }
        switch view.traits.layout {
        case .sizeThatFits?:
            return .unspecified
        case .fixed(let width, let height)?:
            return ProposedViewSize(width: width, height: height)
        case .device?, nil:
            guard view.traits.orientation?.isLandscape == true else { return proposal }
            return ProposedViewSize(width: proposal.height, height: proposal.width)
        }
    }
}

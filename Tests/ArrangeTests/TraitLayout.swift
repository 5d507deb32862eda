import Foundation

@testable import Arrange

extension ViewLayout {
    /// `view` laid out for `proposal` (on a screen with `safeAreaInsets`), answering from views'
    /// traits (`TraitRule`) as every layout does, or, with `answersFromTraits` false, running
    /// every sizing as an explained layout does.
    init(_ view: some View, proposal: ProposedViewSize, safeAreaInsets: EdgeInsets = EdgeInsets(), answersFromTraits: Bool) {
        var options = LayoutOptions()
        options.answersFromTraits = answersFromTraits
        self.init(view, proposal: proposal, safeAreaInsets: safeAreaInsets, options: options)
    }
}

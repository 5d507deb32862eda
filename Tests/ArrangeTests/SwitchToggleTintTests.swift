// iOS 14's SwitchToggleStyle(tint:), as accessibility samples colour a dark-mode switch.
import Arrange
import Foundation
import Testing

@Suite("SwitchToggleStyle(tint:)")
struct SwitchToggleTintTests {
    let free = ProposedViewSize.unspecified

    /// The colour of the switch's track (its first capsule), resolved in light mode.
    private func track(_ view: some View) -> Color.Resolved? {
        for node in ViewLayout(view, proposal: free).nodes where node.kind == "Capsule" {
            if case .shape(_, let style, _) = node.content, let color = style.base as? Color {
                return color.resolve(in: EnvironmentValues())
            }
        }
        return nil
    }

    @Test func theStylesTintColoursTheTrackWhenOn() {
        let tinted = track(Toggle("Dark", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .blue)).labelsHidden())
        #expect(tinted == Color.blue.resolve(in: EnvironmentValues()))
        // Without it, the switch is iOS's green; the style's own tint wins over the environment's.
        let plain = track(Toggle("Dark", isOn: .constant(true)).toggleStyle(SwitchToggleStyle()).labelsHidden())
        #expect(plain != tinted)
        let both = track(Toggle("Dark", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .blue)).tint(.red).labelsHidden())
        #expect(both == tinted)
    }
}

import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// Toggle: the switch style, the button style, custom styles.
@Suite struct ToggleTests {
    // SwitchMetrics.trackSize: 51 × 31 (ios-metrics.md §5, FL switch.dart, iOS 17.5); the label
    // leading and the switch trailing across the proposed width (Form rows, INF).
    @Test func aSwitchToggleFillsTheWidthWithItsSwitchTrailing() throws {
        let view = Toggle(isOn: .constant(true)) { Text("Wi-Fi").id("l") }.id("t")
        let layout = RenderTesting.layout(view, proposal: ProposedViewSize(width: 300, height: 100))
        let toggle = try #require(layout.frame(of: "t")), label = try #require(layout.frame(of: "l"))
        #expect(toggle.size == CGSize(width: 300, height: 31))
        #expect(label.minX == 0)
        let capsule = try #require(layout.nodes.first { $0.kind == "Capsule" }?.frame)
        #expect(capsule == CGRect(x: 249, y: 0, width: 51, height: 31))
    }

    // SwitchMetrics.knobDiameter: 27, 2 in from the track (UISwitch; Flutter's 28 recorded in DIFFERENCES.md).
    @Test func theKnobSitsAtTheTrailingEndWhenOnAndTheLeadingEndWhenOff() throws {
        for isOn in [true, false] {
            let layout = RenderTesting.layout(Toggle("Wi-Fi", isOn: .constant(isOn)).labelsHidden())
            let knob = try #require(layout.nodes.first { $0.kind == "Circle" }?.frame)
            #expect(knob.size == CGSize(width: 27, height: 27))
            #expect(knob.minX == (isOn ? 22 : 2))
            #expect(knob.minY == 2)
        }
    }

    @Test func labelsHiddenLeavesTheSwitchAlone() throws {
        #expect(try ControlTesting.frame("t", in: Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().id("t")).size == CGSize(width: 51, height: 31))
    }

    // FL switch.dart: on is systemGreen, off secondarySystemFill (120, 120, 128, 0.16); the knob white.
    @Test(arguments: [1, 3] as [CGFloat])
    func theSwitchIsGreenWhenOnAndGreyWhenOff(scale: CGFloat) throws {
        let s = Int(scale)
        let on = try RenderTesting.pixels(Toggle("", isOn: .constant(true)).labelsHidden(), scale: scale).image
        #expect(on[6 * s, 15 * s].isClose(to: SystemColor.green))
        #expect(on[35 * s, 15 * s].isClose(to: SystemColor.white, tolerance: 6))
        let off = try RenderTesting.pixels(Toggle("", isOn: .constant(false)).labelsHidden(), scale: scale).image
        #expect(off[45 * s, 15 * s].isClose(to: ControlTesting.overWhite([120, 120, 128], opacity: 0.16)))
        #expect(off[15 * s, 15 * s].isClose(to: SystemColor.white, tolerance: 6))
    }

    @Test func aTintRecoloursTheOnTrack() throws {
        let image = try RenderTesting.pixels(Toggle("", isOn: .constant(true)).labelsHidden().tint(.purple), scale: 1).image
        #expect(image[6, 15].isClose(to: SystemColor.purple))
    }

    // The button style takes the bordered button's metrics (BorderedButtonMetrics.regular).
    @Test func theButtonStyleIsABorderedLookThatFillsWhenOn() throws {
        let title = ControlTesting.textSize("Bold")
        let frame = try ControlTesting.frame("t", in: Toggle("Bold", isOn: .constant(true)).toggleStyle(.button).id("t"))
        #expect(approximatelyEqual(frame.size, CGSize(width: title.width + 24, height: title.height + 14)))
        let on = try RenderTesting.pixels(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button), scale: 1).image
        #expect(on[5, on.height / 2].isClose(to: ControlTesting.overWhite(SystemColor.blue, opacity: 0.12)))
        let off = try RenderTesting.pixels(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button), scale: 1).image
        #expect(off[5, off.height / 2].isClose(to: SystemColor.white))
    }

    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Rectangle().fill(configuration.isOn ? Color.red : Color.blue).frame(width: 10, height: 10)
                configuration.label
            }
        }
    }

    @Test func aCustomToggleStyleSeesTheStateAndLabel() throws {
        let image = try RenderTesting.pixels(Toggle("Remember", isOn: .constant(true)).toggleStyle(Checkbox()), scale: 1).image
        #expect(image[5, image.height / 2].isClose(to: SystemColor.red))
        let title = ControlTesting.textSize("Remember")
        #expect(approximatelyEqual(try ControlTesting.frame("t", in: Toggle("Remember", isOn: .constant(true)).toggleStyle(Checkbox()).id("t")).width, 10 + 8 + title.width))
    }
}

import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// Button and its styles: frames from the style's metrics, pixels of its drawing at 1× and 3×.
@Suite struct ButtonTests {
    let title = ControlTesting.textSize("Sign In")

    // ios-metrics.md §5: `.automatic`/`.borderless` is the body text in the tint, no background,
    // so the button is exactly its label (fivestars.blog, MEAS).
    @Test func automaticButtonIsItsLabel() throws {
        let frame = try ControlTesting.frame("b", in: Button("Sign In") {}.id("b"))
        #expect(approximatelyEqual(frame.size, title))
    }

    // Arrange's choice (BorderedButtonMetrics.regular, docs/DIFFERENCES.md): 7 above and below,
    // 12 before and after — a body-text button ≈ 34 pt tall, as commonly quoted for iOS.
    @Test func borderedButtonPadsItsLabelBySevenAndTwelve() throws {
        let frame = try ControlTesting.frame("b", in: Button("Sign In") {}.buttonStyle(.bordered).id("b"))
        #expect(approximatelyEqual(frame.size, CGSize(width: title.width + 24, height: title.height + 14)))
    }

    // The same metrics for `.borderedProminent` (BorderedButtonMetrics).
    @Test func borderedProminentButtonHasTheBorderedMetrics() throws {
        let frame = try ControlTesting.frame("b", in: Button("Sign In") {}.buttonStyle(.borderedProminent).id("b"))
        #expect(approximatelyEqual(frame.size, CGSize(width: title.width + 24, height: title.height + 14)))
    }

    @Test func aPlainButtonIsItsLabelInItsOwnColour() throws {
        let frame = try ControlTesting.frame("b", in: Button("Sign In") {}.buttonStyle(.plain).id("b"))
        #expect(approximatelyEqual(frame.size, title))
        let image = try RenderTesting.pixels(Button("Sign In") {}.buttonStyle(.plain), scale: 3).image
        #expect(ControlTesting.count(SystemColor.black, in: image) > 50)
        #expect(ControlTesting.count(SystemColor.blue, in: image) == 0)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func automaticButtonDrawsItsTitleInTheTint(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Button("Sign In") {}, scale: scale).image
        #expect(ControlTesting.count(SystemColor.blue, in: image, tolerance: 8) > Int(10 * scale * scale))
        #expect(ControlTesting.count(SystemColor.black, in: image, tolerance: 40) == 0)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func destructiveButtonIsRed(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Button("Delete", role: .destructive) {}, scale: scale).image
        #expect(ControlTesting.count(SystemColor.red, in: image, tolerance: 8) > Int(10 * scale * scale))
        #expect(ControlTesting.count(SystemColor.blue, in: image, tolerance: 40) == 0)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func tintColoursTheAutomaticButton(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Button("Sign In") {}.tint(.purple), scale: scale).image
        #expect(ControlTesting.count(SystemColor.purple, in: image, tolerance: 8) > Int(10 * scale * scale))
    }

    // Arrange's choice: with no tint set the bordered fill is `tertiarySystemFill` (ios-metrics.md §8).
    @Test(arguments: [1, 3] as [CGFloat])
    func borderedButtonFillsAGreyRoundedRectangle(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Button("Sign In") {}.buttonStyle(.bordered), scale: scale).image
        let s = Int(scale)
        // Inside the padding, left of the title, halfway down.
        #expect(image[6 * s, image.height / 2].isClose(to: SystemColor.tertiaryFillOnWhite))
        // The corner lies outside the 8-point radius.
        #expect(image[0, 0].alpha == 0 || image[0, 0].isClose(to: SystemColor.white))
        #expect(ControlTesting.count(SystemColor.blue, in: image, tolerance: 8) > Int(10 * scale * scale))
    }

    // FL constants.dart: the tinted background is the tint at 12 % in light mode.
    @Test func borderedButtonWithATintFillsTheTintFaintly() throws {
        let image = try RenderTesting.pixels(Button("Sign In") {}.buttonStyle(.bordered).tint(.purple), scale: 1).image
        #expect(image[6, image.height / 2].isClose(to: ControlTesting.overWhite(SystemColor.purple, opacity: 0.12)))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func borderedProminentButtonIsWhiteOnTheTint(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Button("Sign In") {}.buttonStyle(.borderedProminent), scale: scale).image
        let s = Int(scale)
        #expect(image[6 * s, image.height / 2].isClose(to: SystemColor.blue))
        #expect(image[image.width - 6 * s, image.height / 2].isClose(to: SystemColor.blue))
        #expect(ControlTesting.count(SystemColor.white, in: image, x: 12 * s..<image.width - 12 * s, y: 7 * s..<image.height - 7 * s, tolerance: 8) > Int(10 * scale * scale))
    }

    @Test func capsuleBorderShapeRoundsTheEndsFully() throws {
        let rounded = try RenderTesting.pixels(Button("Sign In") {}.buttonStyle(.borderedProminent), scale: 3).image
        let capsule = try RenderTesting.pixels(Button("Sign In") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule), scale: 3).image
        // Three points in from the left edge, near the top: inside the 8-point corner's fill only
        // for the rounded rectangle; the capsule's semicircle has not reached it yet.
        #expect(rounded[9, 9].isClose(to: SystemColor.blue))
        #expect(!capsule[9, 9].isClose(to: SystemColor.blue))
        #expect(rounded.width == capsule.width && rounded.height == capsule.height)
    }

    // iOS 17's `.buttonBorder` shape (Apple's camera sample clips its LIVE badge with it):
    // the automatic border, radius 8. The corner pixel's centre (0.5, 0.5) is 10.6 points
    // from the corner circle's centre (8, 8), outside; (3.5, 3.5) is 6.4 points, inside.
    @Test func theButtonBorderShapeClipsToTheAutomaticRoundedRectangle() throws {
        let image = try RenderTesting.pixels(Color.red.frame(width: 100, height: 40).clipShape(.buttonBorder), scale: 1).image
        #expect(image[0, 0].isClose(to: Expected.white))
        #expect(image[1, 1].isClose(to: Expected.white))
        #expect(image[3, 3].isClose(to: Expected.red))
        #expect(image[50, 0].isClose(to: Expected.red))
        #expect(image[99, 39].isClose(to: Expected.white))
    }

    @Test func roundedRectangleRadiusIsTheGivenOne() throws {
        let square = try RenderTesting.pixels(
            Button("Sign In") {}.buttonStyle(.borderedProminent).buttonBorderShape(.roundedRectangle(radius: 0)), scale: 1).image
        #expect(square[0, 0].isClose(to: SystemColor.blue))
    }

    // Arrange's choice: the label's font is the control size's unless the environment sets one.
    @Test func anEnvironmentFontWinsOverTheStylesFont() throws {
        let big = ControlTesting.textSize("Sign In", font: .title)
        let frame = try ControlTesting.frame("b", in: Button("Sign In") {}.buttonStyle(.bordered).font(.title).id("b"))
        #expect(approximatelyEqual(frame.size, CGSize(width: big.width + 24, height: big.height + 14)))
    }

    @Test func aButtonWithASystemImageIsALabel() throws {
        let layout = RenderTesting.layout(Button("Share", systemImage: "square.and.arrow.up") {})
        #expect(layout.nodes.contains { $0.kind == "Label" })
        #expect(layout.root.kind == "Button")
    }

    struct Outlined: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(10)
                .background(Color.red)
                .opacity(configuration.isPressed ? 0.5 : 1)
        }
    }

    @Test func aCustomButtonStyleMakesTheBody() throws {
        let frame = try ControlTesting.frame("b", in: Button("Sign In") {}.buttonStyle(Outlined()).id("b"))
        #expect(approximatelyEqual(frame.size, CGSize(width: title.width + 20, height: title.height + 20)))
        let image = try RenderTesting.pixels(Button("Sign In") {}.buttonStyle(Outlined()), scale: 1).image
        #expect(image[2, 2].isClose(to: SystemColor.red))
    }

    struct Recorded: PrimitiveButtonStyle {
        let seen: Box
        final class Box: @unchecked Sendable { var role: ButtonRole?; var triggered = false }
        func makeBody(configuration: Configuration) -> some View {
            seen.role = configuration.role
            configuration.trigger()
            return Button(configuration).buttonStyle(.borderedProminent)
        }
    }

    @Test func aPrimitiveStyleSeesTheRoleAndCanTriggerAndWrapAButton() throws {
        let box = Recorded.Box()
        let button = Button("Sign In", role: .destructive) { box.triggered = true }
        let frame = try ControlTesting.frame("b", in: button.buttonStyle(Recorded(seen: box)).id("b"))
        #expect(box.role == .destructive)
        #expect(box.triggered)
        #expect(approximatelyEqual(frame.size, CGSize(width: title.width + 24, height: title.height + 14)))
    }

    @Test func theStyleAppliesThroughContainers() throws {
        let layout = RenderTesting.layout(VStack { Button("A") {}.id("a"); Button("B") {}.id("b") }.buttonStyle(.bordered))
        let a = try #require(layout.frame(of: "a"))
        #expect(approximatelyEqual(a.height, title.height + 14))
    }
}

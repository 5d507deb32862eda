import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// SwiftUI applies a container's opacity, shadow and blend mode to each item inside it;
/// `compositingGroup()` makes the subtree one layer first (CompositingDrawing.swift). Sources:
/// Apple's documentation of `compositingGroup()`; clive819.github.io/posts/compositing-group
/// (three overlapping circles at half opacity, with and without the group); bam.tech,
/// "SwiftUI in Shadowland" (a card's shadow is cast by every subview).
@Suite struct CompositingGroupTests {
    /// A red square under a blue one, overlapping by 10 points.
    private var overlapping: some View {
        ZStack(alignment: .topLeading) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20).offset(x: 10)
        }
        .frame(width: 30, height: 20, alignment: .topLeading)
    }

    @Test(arguments: [1.0, 3.0])
    func aCompositingGroupFadesItsItemsAsOneLayer(scale: CGFloat) throws {
        let grouped = try RenderTesting.pixels(overlapping.compositingGroup().opacity(0.5), scale: scale).image
        let s = Int(scale)
        // In the overlap only the blue shows, at half: (128, 189, 255).
        #expect(grouped[15 * s, 10 * s].isClose(to: [128, 189, 255], tolerance: 2), "\(grouped[15 * s, 10 * s])")
        #expect(grouped[5 * s, 10 * s].isClose(to: composited([255, 59, 48], opacity: 0.5), tolerance: 2))
        // Without the group the red shows through the blue: (127, 139, 203).
        let apart = try RenderTesting.pixels(overlapping.opacity(0.5), scale: scale).image
        #expect(apart[15 * s, 10 * s].isClose(to: [127, 139, 203], tolerance: 2), "\(apart[15 * s, 10 * s])")
        #expect(apart[25 * s, 10 * s].isClose(to: [128, 189, 255], tolerance: 2))
    }

    @Test func drawingGroupIsALayerToo() throws {
        let image = try RenderTesting.pixels(overlapping.drawingGroup().opacity(0.5)).image
        #expect(image[15, 10].isClose(to: [128, 189, 255], tolerance: 2), "\(image[15, 10])")
    }

    @Test func anOuterOpacityFadesAGroupAsOneItem() throws {
        // The group inside a faded stack is one item of the stack: no red in the overlap.
        let image = try RenderTesting.pixels(VStack { overlapping.compositingGroup() }.opacity(0.5)).image
        #expect(image[15, 10].isClose(to: [128, 189, 255], tolerance: 2), "\(image[15, 10])")
    }

    @Test func aContainersShadowFallsFromEachItem() throws {
        // A white card with black text: without the group the text casts its own shadow on the
        // card, as on an iPhone; with it only the card's outline casts one.
        let card = Color.black.frame(width: 10, height: 10).padding(10).background(Color.white)
        let shadowed = { (view: AnyView) in view.shadow(color: .black, radius: 0, x: 4, y: 4).padding(10) }
        let apart = try RenderTesting.pixels(shadowed(AnyView(card))).image
        let grouped = try RenderTesting.pixels(shadowed(AnyView(card.compositingGroup()))).image
        // The black square at (20…30, 20…30); its own shadow would fall on the card at (31, 32).
        #expect(apart[32, 32].rgb == Expected.black, "\(apart[32, 32])")
        #expect(grouped[32, 32].rgb == Expected.white, "\(grouped[32, 32])")
        // Both cast the card's shadow beside the card, moved 4 points.
        #expect(apart[42, 20].rgb == Expected.black)
        #expect(grouped[42, 20].rgb == Expected.black)
        #expect(grouped[46, 20].rgb == Expected.white)
    }

    @Test func blendModesInsideAGroupBlendOnlyWithTheGroup() throws {
        // The idiom for a hole: a circle cut out of a blue square. In a group the hole shows the
        // white screen behind; without one it cuts the screen too, down to transparency.
        let punched = ZStack {
            Color.blue
            Color.black.frame(width: 10, height: 10).blendMode(.destinationOut)
        }
        .frame(width: 30, height: 30)
        let grouped = try RenderTesting.pixels(punched.compositingGroup()).image
        #expect(grouped[15, 15].rgb == Expected.white && grouped[15, 15].alpha == 255, "\(grouped[15, 15])")
        #expect(grouped[3, 3].rgb == Expected.blue)
        let apart = try RenderTesting.pixels(punched).image
        #expect(apart[15, 15].alpha == 0, "\(apart[15, 15])")
    }

    @Test func aContainersBlendModeBlendsEachItem() throws {
        // Multiply on a stack: the blue item multiplies with the red item under it (darker
        // than either), where a group would paint blue over red first and multiply with white.
        let apart = try RenderTesting.pixels(overlapping.blendMode(.multiply)).image
        // red × blue = (0, 28, 48).
        #expect(apart[15, 10].isClose(to: [0, 28, 48], tolerance: 2), "\(apart[15, 10])")
        let grouped = try RenderTesting.pixels(overlapping.compositingGroup().blendMode(.multiply)).image
        #expect(grouped[15, 10].rgb == Expected.blue, "\(grouped[15, 10])")
    }

    @Test func aDisabledSwitchFadesAsOneLayer() throws {
        // UIKit fades a control by its view's alpha, one layer: the white knob stays white over
        // the faded track, where fading each part would let the green show through it.
        let image = try RenderTesting.pixels(Toggle("", isOn: .constant(true)).labelsHidden().disabled(true)).image
        let knob = image[image.width - 16, image.height / 2]
        #expect(knob.isClose(to: Expected.white, tolerance: 3), "\(knob)")
    }
}

/// `clipShape(_:style:)`: an even-odd clip cuts away the inside of a ring.
@Suite struct ClipShapeStyleTests {
    /// Two concentric circles: the outer of 40 points, the inner of 20.
    struct Ring: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path(ellipseIn: rect)
            path.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
            return path
        }
    }

    @Test(arguments: [1.0, 3.0])
    func anEvenOddClipCutsTheHoleOfARing(scale: CGFloat) throws {
        let s = Int(scale)
        let evenOdd = try RenderTesting.pixels(
            Color.red.frame(width: 40, height: 40).clipShape(Ring(), style: FillStyle(eoFill: true)), scale: scale).image
        #expect(evenOdd[20 * s, 20 * s].rgb == Expected.white, "the hole")
        #expect(evenOdd[20 * s, 5 * s].rgb == Expected.red, "the ring")
        let nonZero = try RenderTesting.pixels(Color.red.frame(width: 40, height: 40).clipShape(Ring(), style: FillStyle()), scale: scale).image
        #expect(nonZero[20 * s, 20 * s].rgb == Expected.red, "both circles wind the same way: no hole")
    }

    @Test func theContentInsideIsStillFilledAsUsual() throws {
        // A ring shape filled inside the even-odd clip keeps its own (non-zero) rule.
        let image = try RenderTesting.pixels(
            Ring().fill(Color.blue).frame(width: 40, height: 40).clipShape(Rectangle(), style: FillStyle(eoFill: true))).image
        #expect(image[20, 20].rgb == Expected.blue)
    }
}

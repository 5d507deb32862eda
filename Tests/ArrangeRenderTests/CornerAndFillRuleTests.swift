import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Continuous corners (iOS's squircle), uneven corners, the shape statics and the even-odd rule,
/// by pixels. The continuous profile is `RoundedCorners.continuousProfile` (PaintCode's
/// measurement of iOS's rounded rectangle): at 0.9 radii from the corner along an edge it is
/// 0.028 radii in from the edge, where a circular corner is 0.005 radii in.
@Suite struct CornerAndFillRuleTests {
    static func square(_ style: RoundedCornerStyle) -> some View {
        RoundedRectangle(cornerRadius: 100, style: style).fill(Color.green).frame(width: 400, height: 400)
    }

    @Test func continuousCornersLeaveTheEdgeEarlierThanCircularOnes() throws {
        let continuous = try RenderTesting.pixels(Self.square(.continuous)).image
        let circular = try RenderTesting.pixels(Self.square(.circular)).image
        // 90 points from the corner: the circular edge is 0.5 down, the continuous one 2.8.
        #expect(circular[90, 1].isClose(to: Expected.green, tolerance: 2), "\(circular[90, 1])")
        #expect(continuous[90, 1].isClose(to: Expected.white, tolerance: 2), "\(continuous[90, 1])")
        #expect(continuous[90, 4].isClose(to: Expected.green, tolerance: 2), "\(continuous[90, 4])")
        // 130 points from the corner the circular edge is straight; the continuous one still bends.
        #expect(continuous[130, 0].alpha == 255 && continuous[130, 0].rgb != Expected.green, "\(continuous[130, 0])")
        #expect(continuous[160, 0].isClose(to: Expected.green, tolerance: 2), "past 1.529 radii the edge is straight")
        // The middle of the corner is the circular arc's: the diagonal pixel 27 in is covered
        // in both (the arc crosses the diagonal 29.3 in), 28 in neither (it is cut by the arc).
        #expect(continuous[31, 31].isClose(to: Expected.green, tolerance: 2))
        #expect(continuous[27, 27].isClose(to: Expected.white, tolerance: 2))
        #expect(circular[27, 27].isClose(to: Expected.white, tolerance: 2))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func aContinuousCapsuleHasSemicircularEnds(scale: CGFloat) throws {
        let continuous = try RenderTesting.pixels(Capsule(style: .continuous).fill(Color.blue).frame(width: 200, height: 100), scale: scale).image
        let circular = try RenderTesting.pixels(Capsule(style: .circular).fill(Color.blue).frame(width: 200, height: 100), scale: scale).image
        #expect(GoldenImage.differingPixels(continuous, circular, tolerance: 2).isEmpty)
    }

    @Test func aRadiusWithoutRoomForTheWholeCurveBlendsTowardCircular() throws {
        // 1.2 radii fit in half the side: part way between the two corners.
        let blended = try RenderTesting.pixels(RoundedRectangle(cornerRadius: 100).fill(Color.green).frame(width: 240, height: 240)).image
        let circular = try RenderTesting.pixels(RoundedRectangle(cornerRadius: 100, style: .circular).fill(Color.green).frame(width: 240, height: 240)).image
        #expect(!GoldenImage.differingPixels(blended, circular, tolerance: 2).isEmpty)
        #expect(blended[120, 0].isClose(to: Expected.green, tolerance: 2), "the edge's middle is still on the edge")
    }

    @Test func unevenCornersRoundOnlyTheirOwnCorner() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 30, bottomTrailingRadius: 20).fill(Color.red).frame(width: 100, height: 100)
        let image = try RenderTesting.pixels(shape).image
        #expect(image[2, 2].rgb == Expected.white, "top-leading rounded")
        #expect(image[97, 97].rgb == Expected.white, "bottom-trailing rounded")
        #expect(image[99, 0].rgb == Expected.red, "top-trailing square")
        #expect(image[0, 99].rgb == Expected.red, "bottom-leading square")
    }

    @Test func shapeStaticsAreTheShapes() throws {
        let rect = try RenderTesting.pixels(Color.clear.frame(width: 100, height: 40).background(.red, in: .rect(cornerRadius: 12))).image
        let rounded = try RenderTesting.pixels(Color.clear.frame(width: 100, height: 40).background(.red, in: RoundedRectangle(cornerRadius: 12))).image
        #expect(GoldenImage.differingPixels(rect, rounded, tolerance: 0).isEmpty)
        let capsule = try RenderTesting.pixels(Color.clear.frame(width: 100, height: 40).background(.blue, in: .capsule)).image
        #expect(capsule[1, 1].rgb == Expected.white)
        #expect(capsule[50, 1].rgb == Expected.blue)
        let radii = RectangleCornerRadii(topLeading: 0, bottomLeading: 0, bottomTrailing: 0, topTrailing: 20)
        let uneven = try RenderTesting.pixels(Color.clear.frame(width: 100, height: 40).background(.green, in: .rect(cornerRadii: radii))).image
        #expect(uneven[0, 0].rgb == Expected.green)
        #expect(uneven[99, 0].rgb == Expected.white)
        let circle = try RenderTesting.pixels(Color.clear.frame(width: 40, height: 40).clipShape(.circle).background(.red, in: .circle)).image
        #expect(circle[1, 1].rgb == Expected.white)
        #expect(circle[20, 20].rgb == Expected.red)
    }

    @Test func evenOddFillLeavesTheInnerRingEmpty() throws {
        let rings = Path { path in
            path.addEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
            path.addEllipse(in: CGRect(x: 15, y: 15, width: 30, height: 30))
        }
        let evenOdd = try RenderTesting.pixels(rings.fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 60, height: 60)).image
        #expect(evenOdd[30, 30].rgb == Expected.white)
        #expect(evenOdd[30, 7].rgb == Expected.red)
        let winding = try RenderTesting.pixels(rings.fill(Color.red).frame(width: 60, height: 60)).image
        #expect(winding[30, 30].rgb == Expected.red, "both ellipses wind the same way: non-zero fills the middle")
        let plain = try RenderTesting.pixels(VStack { rings.fill(style: FillStyle(eoFill: true)) }.foregroundStyle(Color.blue).frame(width: 60, height: 60)).image
        #expect(plain[30, 30].rgb == Expected.white)
        #expect(plain[30, 7].rgb == Expected.blue)
    }

    @Test func negativeAndNaNRadiiAreSquareCorners() throws {
        let nan = try RenderTesting.pixels(UnevenRoundedRectangle(topLeadingRadius: .nan, bottomLeadingRadius: -5).fill(Color.red).frame(width: 20, height: 20)).image
        #expect(nan[0, 0].rgb == Expected.red)
        #expect(nan[0, 19].rgb == Expected.red)
        let huge = try RenderTesting.pixels(RoundedRectangle(cornerRadius: .infinity).fill(Color.red).frame(width: 40, height: 20)).image
        #expect(huge[20, 10].rgb == Expected.red, "an infinite radius is clamped to half the side: a capsule")
    }
}

import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// iOS 17's shape set operations drawn: the hole a `subtracting` cuts shows what is behind.
@Suite struct ShapeSetOperationDrawingTests {
    @Test(arguments: [1, 3] as [CGFloat])
    func aSubtractedCircleIsAHoleInTheFill(scale: CGFloat) throws {
        let s = Int(scale)
        let view = Rectangle().subtracting(Circle().scale(0.5)).fill(Color.blue).frame(width: 100, height: 100)
        let image = try RenderTesting.pixels(view, scale: scale).image
        #expect(image[50 * s, 50 * s].rgb == Expected.white, "the hole shows the white background")
        #expect(image[30 * s, 50 * s].rgb == Expected.white, "5 points inside the hole's edge")
        #expect(image[5 * s, 5 * s].rgb == Expected.blue)
        #expect(image[20 * s, 50 * s].rgb == Expected.blue, "5 points outside the hole's edge")
    }

    @Test func aTicketIsARoundedRectangleLessTwoSideCircles() throws {
        let ticket = RoundedRectangle(cornerRadius: 12)
            .subtracting(Circle().scale(0.3).offset(x: -100))
            .subtracting(Circle().scale(0.3).offset(x: 100))
            .fill(Color.blue)
            .frame(width: 200, height: 100)
        let image = try RenderTesting.pixels(ticket).image
        #expect(image[2, 50].rgb == Expected.white, "the left notch")
        #expect(image[197, 50].rgb == Expected.white, "the right notch")
        #expect(image[20, 50].rgb == Expected.blue && image[100, 50].rgb == Expected.blue)
        #expect(image[20, 5].rgb == Expected.blue, "above the notch")
    }
}

import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// A triangle written as real code often writes one: from the origin, with `rect.width` and
/// `rect.height`, never `rect.minX`.
struct CornerTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: rect.width, y: 0))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

/// Shapes get their path in their own space, `CGRect(origin: .zero, size:)`, and are drawn
/// moved to their frame, as SwiftUI draws them.
@Suite struct ShapeSpaceTests {
    @Test(arguments: [1, 3] as [CGFloat])
    func customShapeIsDrawnInItsOwnSpaceAtItsFrame(scale: CGFloat) throws {
        // The triangle's frame is (20, 20, 40, 40): its corners are (20, 20), (60, 20), (20, 60).
        let image = try RenderTesting.pixels(
            CornerTriangle().fill(Color.red).frame(width: 40, height: 40).padding(20), scale: scale
        ).image
        let s = Int(scale)
        #expect(image[50 * s, 22 * s].rgb == Expected.red)
        #expect(image[22 * s, 50 * s].rgb == Expected.red)
        // Drawn at the root's origin it would cover (5, 5).
        #expect(image[5 * s, 5 * s].rgb == Expected.white)
        #expect(image[55 * s, 55 * s].rgb == Expected.white)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func pathViewPointsAreInTheViewsSpace(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(
            Path { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }
                .fill(Color.blue).frame(width: 10, height: 10).padding(30),
            scale: scale
        ).image
        let s = Int(scale)
        #expect(image[35 * s, 35 * s].rgb == Expected.blue)
        #expect(image[5 * s, 5 * s].rgb == Expected.white)
    }

    @Test func strokeBorderOfACustomShapeIsInsetInItsOwnSpace() throws {
        let image = try RenderTesting.pixels(
            CornerTriangle().strokeBorder(Color.green, lineWidth: 4).frame(width: 40, height: 40).padding(20)
        ).image
        // The top edge runs along y = 22 (inset by half the line), from x = 22.
        #expect(image[40, 21].rgb == Expected.green)
        #expect(image[40, 10].rgb == Expected.white)
        #expect(image[5, 5].rgb == Expected.white)
    }

    @Test func clipShapeOfACustomShapeIsInTheViewsSpace() throws {
        let image = try RenderTesting.pixels(
            Color.red.frame(width: 40, height: 40).clipShape(CornerTriangle()).padding(20)
        ).image
        #expect(image[50, 22].rgb == Expected.red)
        #expect(image[55, 55].rgb == Expected.white)
        #expect(image[5, 5].rgb == Expected.white)
    }
}

import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Shadows of shape styles (`ShadowStyle.drop`, `.inner`), by pixels.
@Suite struct StyleShadowTests {
    static func square(_ style: some ShapeStyle) -> some View {
        Rectangle().fill(style).frame(width: 40, height: 40).padding(20)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func aDropShadowFallsOutsideTheShape(scale: CGFloat) throws {
        let s = Int(scale)
        let image = try RenderTesting.pixels(Self.square(Color.white.shadow(.drop(color: .black, radius: 0, x: 4, y: 4))), scale: scale).image
        #expect(image[61 * s, 40 * s].rgb == Expected.black, "right of the shape, moved by 4: \(image[61 * s, 40 * s])")
        #expect(image[65 * s, 40 * s].rgb == Expected.white, "past the moved shadow")
        #expect(image[40 * s, 40 * s].rgb == Expected.white, "the shape covers its own shadow")
    }

    @Test func anInnerShadowDarkensTheInsideAlongTheEdgesItIsMovedFrom() throws {
        let image = try RenderTesting.pixels(Self.square(Color.white.shadow(.inner(color: .black, radius: 0, x: 4, y: 4)))).image
        #expect(image[22, 40].rgb == Expected.black, "inside the leading edge")
        #expect(image[40, 22].rgb == Expected.black, "inside the top edge")
        #expect(image[57, 40].rgb == Expected.white, "the trailing edge is not shadowed")
        #expect(image[40, 40].rgb == Expected.white, "the middle is not shadowed")
        #expect(image[10, 40].rgb == Expected.white, "nothing outside")
    }

    @Test func blurredShadowsFadeAndBadNumbersAreZero() throws {
        let image = try RenderTesting.pixels(Self.square(Color.white.shadow(.drop(color: .black, radius: 8)))).image
        let near = image[61, 40], far = image[65, 40]
        #expect(near.red < far.red && far.red < 255, "\(near) \(far)")
        let bad = try RenderTesting.pixels(Self.square(Color.red.shadow(.drop(color: .black, radius: .nan, x: .infinity)))).image
        #expect(bad[40, 40].rgb == Expected.red)
    }
}

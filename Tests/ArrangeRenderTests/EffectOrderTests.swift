import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Drawing effects compose in the order they are written, the inner one applied first, each
/// about its own anchor, as SwiftUI composes them.
@Suite struct EffectOrderTests {
    /// A 20-point square at (40, 40) in a 100-point picture, rotated a quarter turn about its
    /// top-leading corner, then doubled about its centre.
    static func rotatedThenScaled() -> some View {
        Color.red.frame(width: 20, height: 20)
            .rotationEffect(.degrees(90), anchor: .topLeading)
            .scaleEffect(2, anchor: .center)
            .padding(40)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func rotationInsideScaleIsRotatedFirst(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Self.rotatedThenScaled(), scale: scale).image
        let s = Int(scale)
        // Rotated: x 20…40, y 40…60; then doubled about (50, 50): x -10…30, y 30…70.
        #expect(image[2 * s, 50 * s].rgb == Expected.red)
        #expect(image[25 * s, 35 * s].rgb == Expected.red)
        // Scaled first and then rotated, it would cover x 10…50 instead.
        #expect(image[45 * s, 50 * s].rgb == Expected.white)
    }

    @Test func offsetInsideRotationTurnsWithIt() throws {
        // Moved 20 right, then turned a quarter about the frame's centre (50, 50): the
        // square's centre (70, 50) goes to (50, 70).
        let image = try RenderTesting.pixels(
            Color.blue.frame(width: 20, height: 20).offset(x: 20).rotationEffect(.degrees(90)).padding(40)
        ).image
        #expect(image[50, 70].rgb == Expected.blue)
        #expect(image[70, 50].rgb == Expected.white)
    }
}

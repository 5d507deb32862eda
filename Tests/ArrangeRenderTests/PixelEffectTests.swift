import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Colour effects, blur and shape masks, by pixels. The expected colours follow each effect's
/// documented result in SwiftUI, with CSS Filter Effects' formulas (Rec. 709 luminance) where
/// SwiftUI gives none (`PixelEffect`).
@Suite struct PixelEffectTests {
    static func red() -> some View { Color.red.frame(width: 20, height: 20) }

    static func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }

    @Test(arguments: [1, 3] as [CGFloat])
    func colourEffectsChangeEveryPixel(scale: CGFloat) throws {
        let s = Int(scale)
        func pixel<V: View>(_ view: V) throws -> [Int] { try RenderTesting.pixels(view, scale: scale).image[10 * s, 10 * s].rgb }
        let (r, g, b) = (1.0, 59.0 / 255, 48.0 / 255)
        #expect(try pixel(Self.red().colorInvert()) == [0, 196, 207])
        #expect(try pixel(Self.red().brightness(0.2)) == [255, Self.byte(g + 0.2), Self.byte(b + 0.2)])
        #expect(try pixel(Self.red().contrast(0.5)) == [Self.byte(0.75), Self.byte((g - 0.5) * 0.5 + 0.5), Self.byte((b - 0.5) * 0.5 + 0.5)])
        let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let grey = Self.byte(luminance)
        #expect(try pixel(Self.red().grayscale(1)) == [grey, grey, grey])
        #expect(try pixel(Self.red().saturation(0)) == [grey, grey, grey])
        #expect(try pixel(Self.red().colorMultiply(.blue)) == [0, Self.byte(g * 122 / 255), Self.byte(b)])
        #expect(try pixel(Self.red().hueRotation(.zero)) == Expected.red)
        // Black at the luminance's opacity over white.
        #expect(try pixel(Self.red().luminanceToAlpha()) == [255 - grey, 255 - grey, 255 - grey].map { _ in Self.byte(1 - luminance) })
    }

    @Test func blurSpreadsAViewPastItsEdges() throws {
        let sharp = try RenderTesting.pixels(Self.red().padding(20)).image
        let blurred = try RenderTesting.pixels(Self.red().blur(radius: 6).padding(20)).image
        #expect(sharp[17, 30].rgb == Expected.white)
        #expect(blurred[17, 30].rgb != Expected.white, "3 points outside the edge")
        #expect(blurred[30, 30].isClose(to: Expected.red, tolerance: 30), "the middle stays nearly red: \(blurred[30, 30])")
        #expect(blurred[20, 30].red > 240 && blurred[20, 30].green > 90, "the edge is half-blended with white: \(blurred[20, 30])")
    }

    @Test func effectsApplyInTheOrderWritten() throws {
        // Contrast 0 makes mid-grey; brightness after it lightens that grey, before it nothing.
        let contrastFirst = try RenderTesting.pixels(Self.red().contrast(0).brightness(0.3)).image[10, 10].rgb
        let brightnessFirst = try RenderTesting.pixels(Self.red().brightness(0.3).contrast(0)).image[10, 10].rgb
        // Each effect rounds to 8 bits before the next: 128 / 255 + 0.3 is 204.5.
        #expect(contrastFirst.allSatisfy { abs($0 - 204) <= 1 }, "\(contrastFirst)")
        #expect(brightnessFirst.allSatisfy { abs($0 - 128) <= 1 }, "\(brightnessFirst)")
    }

    @Test func aShapeMaskClipsTheView() throws {
        let image = try RenderTesting.pixels(Color.blue.frame(width: 40, height: 40).mask { Circle() }).image
        #expect(image[20, 20].rgb == Expected.blue)
        #expect(image[1, 1].rgb == Expected.white)
        let filled = try RenderTesting.pixels(Color.blue.frame(width: 40, height: 40).mask(RoundedRectangle(cornerRadius: 10).fill(.black))).image
        #expect(filled[0, 0].rgb == Expected.white)
        #expect(filled[20, 0].rgb == Expected.blue)
    }

    @Test func badAmountsAreTheIdentityWithADiagnostic() throws {
        let layout = RenderTesting.layout(Self.red().brightness(.nan).blur(radius: -.infinity))
        #expect(layout.diagnostics.count == 2, "\(layout.diagnostics)")
        let image = try RenderTesting.pixels(Self.red().brightness(.nan).blur(radius: -.infinity).saturation(.infinity)).image
        #expect(image[10, 10].rgb == Expected.red)
        let huge = try RenderTesting.pixels(Self.red().blur(radius: 1e9).padding(10)).image
        #expect(huge.width == 40, "a huge blur is drawn, spread thin")
    }
}

import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Materials blur what is behind them and tint it (`Material`, `MaterialTints`: a 30-point blur,
/// white at 35 / 55 / 72 / 85 / 93 % in light mode, rgb(28, 28, 30) at 45 / 60 / 72 / 85 / 93 %
/// in dark, the bar's 249 / 29 grey at 94 %; Arrange's choices, iOS publishes none).
@Suite struct MaterialTests {
    /// A 40-point material square in the middle of a 200-point picture of `background`.
    static func card(_ material: Material, over background: some View) -> some View {
        ZStack {
            background
            Color.clear.frame(width: 40, height: 40).background(material)
        }
        .frame(width: 200, height: 200)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func aMaterialTintsWhatIsBehindIt(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Self.card(.ultraThin, over: Color.red), scale: scale).image
        let middle = image[image.width / 2, image.height / 2]
        #expect(middle.isClose(to: composited([255, 255, 255], opacity: 0.35, over: Expected.red), tolerance: 2), "\(middle)")
        #expect(image[2, 2].rgb == Expected.red, "outside the material")
    }

    @Test func aMaterialBlursWhatIsBehindIt() throws {
        let halves = HStack(spacing: 0) { Color.red; Color.blue }
        let image = try RenderTesting.pixels(Self.card(.ultraThin, over: halves)).image
        // Two points left of the edge between red and blue: a blur mixes in blue, a plain
        // translucent fill would show red under the tint.
        let nearEdge = image[98, 100]
        let plainTint = composited([255, 255, 255], opacity: 0.35, over: Expected.red)
        #expect(!nearEdge.isClose(to: plainTint, tolerance: 10), "\(nearEdge)")
        #expect(nearEdge.blue > plainTint[2] + 20, "\(nearEdge)")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func theRegularMaterialIsItsSchemesTint(scheme: ColorScheme) throws {
        let background = scheme == .dark ? Color.black : Color.white
        let image = try RenderTesting.pixels(Self.card(.regular, over: background).environment(\.colorScheme, scheme)).image
        let middle = image[100, 100]
        let expected = scheme == .dark
            ? composited([28, 28, 30], opacity: 0.72, over: Expected.black) : Expected.white
        #expect(middle.isClose(to: expected, tolerance: 2), "\(middle)")
    }

    @Test func theBarMaterialIsTheBarsGrey() throws {
        let image = try RenderTesting.pixels(Self.card(.bar, over: Color.black)).image
        #expect(image[100, 100].isClose(to: composited([249, 249, 249], opacity: 0.94, over: Expected.black), tolerance: 2), "\(image[100, 100])")
    }

    @Test func aMaterialInAShapeFillsOnlyTheShape() throws {
        let view = ZStack {
            Color.blue
            Color.clear.frame(width: 60, height: 60).background(.thickMaterial, in: Circle())
        }
        .frame(width: 200, height: 200)
        let image = try RenderTesting.pixels(view).image
        #expect(image[100, 100].isClose(to: composited([255, 255, 255], opacity: 0.85, over: Expected.blue), tolerance: 2))
        #expect(image[72, 72].rgb == Expected.blue, "the circle's corner box is left alone")
    }

    @Test func inPDFAMaterialIsItsTint() throws {
        let (data, warnings) = try RenderTesting.data(Self.card(.ultraThin, over: Color.red)) { $0.format = .pdf }
        #expect(data.starts(with: Array("%PDF".utf8)))
        #expect(warnings.isEmpty)
    }
}

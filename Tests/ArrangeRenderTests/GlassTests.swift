import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Liquid Glass (iOS 26) at rest: the glass's material in its shape behind the view, a tint over
/// it, the frame unchanged (`Glass`: regular glass is the thin material, white at 55 % in light
/// mode, clear glass the ultra-thin one at 35 %, a tint at 40 %; Arrange's choices, Apple
/// publishes none).
@Suite struct GlassTests {
    /// A 100 × 40 view with `glass` (a capsule by default) in the middle of a 200-point red picture.
    static func capsule(_ glass: Glass) -> some View {
        ZStack {
            Color.red
            Color.clear.frame(width: 100, height: 40).glassEffect(glass)
        }
        .frame(width: 200, height: 200)
    }

    static func doubles(_ rgb: [Int]) -> [Double] { rgb.map(Double.init) }

    @Test func regularGlassIsTheThinMaterialInACapsule() throws {
        let image = try RenderTesting.pixels(Self.capsule(.regular)).image
        let glass = composited([255, 255, 255], opacity: 0.55, over: Expected.red)
        #expect(image[100, 100].isClose(to: glass, tolerance: 2), "\(image[100, 100])")
        // The frame's corner lies outside the capsule's 20-point round end.
        #expect(image[51, 81].rgb == Expected.red, "\(image[51, 81])")
        #expect(image[20, 20].rgb == Expected.red)
    }

    @Test func clearGlassLetsMoreThrough() throws {
        let image = try RenderTesting.pixels(Self.capsule(.clear)).image
        #expect(image[100, 100].isClose(to: composited([255, 255, 255], opacity: 0.35, over: Expected.red), tolerance: 2), "\(image[100, 100])")
    }

    @Test func tintedGlassShowsItsTintOverTheMaterial() throws {
        let image = try RenderTesting.pixels(Self.capsule(.regular.tint(.blue).interactive())).image
        let material = composited([255, 255, 255], opacity: 0.55, over: Expected.red)
        let tinted = composited(Self.doubles(Expected.blue), opacity: 0.4, over: material)
        #expect(image[100, 100].isClose(to: tinted, tolerance: 3), "\(image[100, 100])")
    }

    @Test func identityGlassShowsTheViewAsItIs() throws {
        let image = try RenderTesting.pixels(Self.capsule(.identity)).image
        #expect(image[100, 100].rgb == Expected.red)
    }

    @Test func glassInAShapeFillsThatShape() throws {
        let view = ZStack {
            Color.red
            Color.clear.frame(width: 100, height: 40).glassEffect(.regular, in: .rect(cornerRadius: 4))
        }
        .frame(width: 200, height: 200)
        let image = try RenderTesting.pixels(view).image
        // Inside a 4-point corner radius, where the capsule would have left red.
        #expect(image[53, 83].isClose(to: composited([255, 255, 255], opacity: 0.55, over: Expected.red), tolerance: 2), "\(image[53, 83])")
    }

    @Test func glassChangesNoFrame() {
        let plain = RenderTesting.layout(HStack { Text("Home"); Image(systemName: "house") }.padding(12))
        let glass = RenderTesting.layout(GlassEffectContainer(spacing: 8) {
            HStack { Text("Home"); Image(systemName: "house") }.padding(12).glassEffect(.regular.interactive())
        })
        #expect(glass.size == plain.size)
        #expect(glass.size.width > 24)
    }

    @Test func glassButtonsHaveTheBorderedMetricsAndProminentGlassItsTint() throws {
        let bordered = RenderTesting.layout(Button("Save") {}.buttonStyle(.bordered), proposal: .unspecified)
        let glass = RenderTesting.layout(Button("Save") {}.buttonStyle(.glass), proposal: .unspecified)
        #expect(glass.size == bordered.size)
        let prominent = Button("Save") {}.buttonStyle(.glassProminent).tint(.green)
        let layout = RenderTesting.layout(prominent, proposal: .unspecified)
        let image = try RenderTesting.pixels(prominent, proposal: .unspecified).image
        // Beside the label, inside the fill.
        let point = (x: 4, y: Int(layout.size.height / 2))
        #expect(image[point.x, point.y].rgb == Expected.green, "\(image[point.x, point.y])")
    }

    /// iOS 26 draws glass buttons as capsules: at (3, 4), inside a bordered button's 8-point
    /// corner but outside a capsule's 17-point one, the prominent glass button shows no tint.
    @Test func glassButtonsAreCapsules() throws {
        let glass = try RenderTesting.pixels(Button("Save") {}.buttonStyle(.glassProminent).tint(.green), proposal: .unspecified).image
        let bordered = try RenderTesting.pixels(Button("Save") {}.buttonStyle(.borderedProminent).tint(.green), proposal: .unspecified).image
        #expect(bordered[3, 4].rgb == Expected.green, "\(bordered[3, 4])")
        #expect(glass[3, 4].rgb != Expected.green, "\(glass[3, 4])")
        // A shape asked for is kept.
        let rounded = try RenderTesting.pixels(
            Button("Save") {}.buttonStyle(.glassProminent).buttonBorderShape(.roundedRectangle(radius: 8)).tint(.green), proposal: .unspecified).image
        #expect(rounded[3, 4].rgb == Expected.green, "\(rounded[3, 4])")
    }
}

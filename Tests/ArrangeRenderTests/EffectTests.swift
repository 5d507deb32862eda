import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Drawing order and rendering effects, by pixels: each is drawn moved, laid out unmoved.
@Suite struct EffectTests {
    @Test func backgroundIsDrawnBehindAndOverlayInFront() throws {
        let behind = try RenderTesting.pixels(
            Color.red.frame(width: 20, height: 20).background(Color.blue.frame(width: 40, height: 40)).padding(10)
        ).image
        #expect(behind[20, 20].rgb == Expected.red)
        #expect(behind[2, 2].rgb == Expected.blue)
        let over = try RenderTesting.pixels(
            Color.red.frame(width: 20, height: 20).overlay(Color.blue.frame(width: 10, height: 10)).padding(10)
        ).image
        #expect(over[20, 20].rgb == Expected.blue)
        #expect(over[11, 11].rgb == Expected.red)
    }

    @Test func borderIsAnOverlayInsideTheFrame() throws {
        let image = try RenderTesting.pixels(Color.green.frame(width: 20, height: 20).border(Color.red, width: 2).padding(5)).image
        #expect(image[5, 15].rgb == Expected.red)
        #expect(image[6, 15].rgb == Expected.red)
        #expect(image[7, 15].rgb == Expected.green)
        #expect(image[4, 15].rgb == Expected.white)
    }

    @Test func zIndexDrawsLaterSiblingsBehind() throws {
        let image = try RenderTesting.pixels(
            ZStack {
                Color.red.frame(width: 20, height: 20).zIndex(1)
                Color.blue.frame(width: 20, height: 20)
            }
        ).image
        #expect(image[10, 10].rgb == Expected.red)
    }

    @Test func clippedCutsDrawingAtTheFrame() throws {
        let wide = Color.blue.frame(width: 40, height: 40).frame(width: 20, height: 20)
        let unclipped = try RenderTesting.pixels(wide.padding(20)).image
        let clipped = try RenderTesting.pixels(wide.clipped().padding(20)).image
        #expect(unclipped[15, 30].rgb == Expected.blue)
        #expect(clipped[15, 30].rgb == Expected.white)
        #expect(clipped[25, 30].rgb == Expected.blue)
    }

    @Test func cornerRadiusClipsTheCorners() throws {
        let image = try RenderTesting.pixels(Color.red.frame(width: 40, height: 40).cornerRadius(12)).image
        #expect(image[1, 1].rgb == Expected.white)
        #expect(image[38, 38].rgb == Expected.white)
        #expect(image[20, 1].rgb == Expected.red)
        #expect(image[20, 20].rgb == Expected.red)
    }

    @Test func clipShapeCircleClipsTheSubtree() throws {
        let image = try RenderTesting.pixels(
            ZStack { Color.red; Color.blue.frame(width: 40, height: 10) }.frame(width: 40, height: 40).clipShape(Circle())
        ).image
        #expect(image[2, 2].rgb == Expected.white)
        #expect(image[20, 5].rgb == Expected.red)
        #expect(image[20, 20].rgb == Expected.blue)
        #expect(image[1, 20].isClose(to: Expected.blue, tolerance: 120))
    }

    @Test func opacityOfAContainerFadesEachItemInside() throws {
        // SwiftUI applies a container's opacity to each item (CompositingDrawing.swift): blue at
        // half over red at half over white.
        let image = try RenderTesting.pixels(
            ZStack { Color.red; Color.blue }.frame(width: 20, height: 20).opacity(0.5)
        ).image
        #expect(image[10, 10].isClose(to: [127, 139, 203], tolerance: 2), "\(image[10, 10])")
    }

    @Test func offsetMovesTheDrawingNotTheLayout() throws {
        let view = Color.red.frame(width: 10, height: 10).offset(x: 20, y: 5).frame(width: 40, height: 20, alignment: .topLeading)
        let layout = RenderTesting.layout(view)
        #expect(layout.nodes.first { $0.kind == "Color" }?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        let image = try RenderTesting.pixels(view).image
        #expect(image[5, 5].rgb == Expected.white)
        #expect(image[25, 10].rgb == Expected.red)
    }

    @Test func rotationTurnsAboutTheCentre() throws {
        let image = try RenderTesting.pixels(
            Color.red.frame(width: 40, height: 10).rotationEffect(.degrees(90)).frame(width: 40, height: 40)
        ).image
        #expect(image[20, 3].rgb == Expected.red)
        #expect(image[3, 20].rgb == Expected.white)
        #expect(image[20, 36].rgb == Expected.red)
    }

    @Test func scaleEffectGrowsFromItsAnchor() throws {
        let centred = try RenderTesting.pixels(Color.red.frame(width: 40, height: 40).scaleEffect(0.5)).image
        #expect(centred[5, 5].rgb == Expected.white)
        #expect(centred[20, 20].rgb == Expected.red)
        #expect(centred[11, 11].rgb == Expected.red)
        let corner = try RenderTesting.pixels(Color.red.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading)).image
        #expect(corner[5, 5].rgb == Expected.red)
        #expect(corner[30, 30].rgb == Expected.white)
    }

    @Test func hiddenKeepsItsPlaceButDrawsNothing() throws {
        let image = try RenderTesting.pixels(
            HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).hidden(); Color.blue.frame(width: 10, height: 10) }
        ).image
        #expect(image.width == 20)
        #expect(image[5, 5].rgb == Expected.white)
        #expect(image[15, 5].rgb == Expected.blue)
    }

    @Test func shadowFallsBeneathMovedAndBlurred() throws {
        let view = Color.red.frame(width: 20, height: 20).shadow(color: .black, radius: 4, x: 10, y: 10).padding(20)
        let image = try RenderTesting.pixels(view).image
        // The square itself stays on top.
        #expect(image[30, 30].rgb == Expected.red)
        // Below-right of it, inside the moved square: dark.
        #expect(image[45, 45].red < 80)
        // Above-left of it: untouched.
        #expect(image[5, 5].rgb == Expected.white)
        // The blur fades out past the moved square's edge.
        let edge = image[51, 45].red
        #expect(edge > image[45, 45].red && edge < 255)
    }

    @Test func textCastsAShadowOfItsGlyphs() throws {
        let image = try RenderTesting.pixels(Text("Hi").font(.system(size: 30)).shadow(color: .red, radius: 0, x: 3, y: 3).padding(4)).image
        let pixels = (0..<image.height).flatMap { y in (0..<image.width).map { image[$0, y] } }
        #expect(pixels.contains { $0.rgb == Expected.red })
        #expect(pixels.contains { $0.rgb == Expected.black })
    }

    @Test func fourHundredNestedOpacitiesMultiplyWithoutAGroupEach() throws {
        // Every group is a canvas-sized surface: 400 nested ones on 1000 × 1000 took 1.6 GB.
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<400 { view = AnyView(view.padding(0).opacity(0.99)) }
        let image = try RenderTesting.pixels(view.frame(width: 1000, height: 1000)).image
        // 0.99⁴⁰⁰ = 0.018 of red (255, 59, 48) over white: green 255 − 196 × 0.018, blue 255 − 207 × 0.018.
        let pixel = image[500, 500]
        #expect(pixel.red == 255)
        #expect(abs(pixel.green - 251) <= 1 && abs(pixel.blue - 251) <= 1, "\(pixel)")
    }

    @Test func groupsOpenAtOnceDependOnTheCanvasSize() throws {
        let layout = RenderTesting.layout(Color.red.frame(width: 2000, height: 2000))
        let options = RenderOptions()
        let canvas = try RenderCanvas(layout: layout, options: options)
        let session = RenderSession(layout: layout, options: options, canvas: canvas, textMetrics: RenderTesting.renderer.textMetrics, images: ImageFiles())
        #expect(session.maximumOpenGroups == 16)
        let huge = try RenderCanvas(layout: RenderTesting.layout(Color.red.frame(width: 10_000, height: 10_000)), options: options)
        #expect(RenderSession(layout: layout, options: options, canvas: huge, textMetrics: RenderTesting.renderer.textMetrics, images: ImageFiles()).maximumOpenGroups == 2)
    }

    @Test func opacityNestedDeeperThanTheGroupsLetsOverlappingChildrenShowThrough() throws {
        // Sixteen groups open; the seventeenth compositing group's opacity is multiplied into
        // its children, so the blue square over the red one lets the red through (as a group
        // it would not).
        let squares = ZStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        var view = AnyView(squares.compositingGroup().opacity(0.5))
        for _ in 0..<16 { view = AnyView(view.padding(0).compositingGroup().opacity(0.9999)) }
        let deep = try RenderTesting.pixels(view).image[5, 5]
        let shallow = try RenderTesting.pixels(squares.compositingGroup().opacity(0.5)).image[5, 5]
        #expect(shallow.isClose(to: [127, 188, 255], tolerance: 2), "\(shallow)")
        // Blue at half over red at half over white: (127, 139, 203).
        #expect(deep.isClose(to: [127, 139, 203], tolerance: 3), "\(deep)")
    }

    @Test func nestedShadowsCostLinearlyAndTheOutermostStillFalls() throws {
        // Thirty shadows, each around the last: drawing inner shadows into every outer
        // silhouette doubled the work per level (hours); now each silhouette is its content.
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<30 { view = AnyView(view.shadow(color: .black, radius: 0, x: 20, y: 0)) }
        let image = try RenderTesting.pixels(view.padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 30))).image
        #expect(image[5, 5].rgb == Expected.red)
        #expect(image[25, 5].rgb == Expected.black)
        // The inner shadows are left out of the outer ones' silhouettes: nothing 40 points right.
        #expect(image[35, 5].rgb == Expected.white)
    }

    @Test func shadowsOfADeepChainStopAtTheirBudgetWithAWarning() throws {
        // 1,200 shadowed compositing groups: every shadow visits its subtree, 1,200² / 2 visits
        // in all.
        var view = AnyView(Color.red.frame(width: 2, height: 2))
        for _ in 0..<1_200 { view = AnyView(view.padding(0).compositingGroup().shadow(color: .black, radius: 0, x: 1, y: 1)) }
        let (image, warnings, _) = try RenderTesting.pixels(view.padding(2))
        #expect(image[3, 3].rgb == Expected.red)
        #expect(image[4, 4].rgb == Expected.black)
        #expect(warnings.first?.hasSuffix("skipped: the picture's shadows would visit more than 1000000 views (a deep chain of shadowed views); shadow fewer of them") == true)
    }

    @Test func textAndSymbolsScaledAThousandTimesAreDrawnAsOutlines() throws {
        // Ems of 10,000 device pixels and more: FreeType's failure used to put Cairo's font in
        // error for the whole process, failing this picture and every later one at that size.
        // A filled symbol, so the middle the canvas shows is ink.
        for view in [AnyView(Image(systemName: "star.fill")), AnyView(Text("I"))] {
          for scale in [1000, 20000] as [CGFloat] {
            let (image, warnings, _) = try RenderTesting.pixels(view.scaleEffect(scale)) { $0.canvas = CGSize(width: 60, height: 60) }
            // Only the cut the 60-point canvas makes of the huge view is said.
            #expect(warnings.count == 1 && warnings.allSatisfy { $0.hasPrefix("the picture cuts off a view") }, "\(warnings)")
            let ink = (0..<image.height).flatMap { y in (0..<image.width).map { image[$0, y] } }.filter { $0.rgb == Expected.black }
            #expect(!ink.isEmpty)
          }
        }
        let image = try RenderTesting.pixels(Image(systemName: "star")).image
        #expect((0..<image.height).contains { y in (0..<image.width).contains { image[$0, y].rgb == Expected.black } })
    }

    @Test func boxRadiiApproximateTheGaussian() {
        let radii = BoxBlur.boxRadii(sigma: 4)
        // Three boxes of widths w: variance Σ (w² − 1) / 12 ≈ σ² = 16.
        let variance = radii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
        #expect(abs(variance - 16) < 2)
    }
}

/// "Colour bleeds into the non-safe area": a background colour at the safe area's edge.
@Suite struct SafeAreaBleedTests {
    static func draw<V: View>(_ view: V) throws -> PixelImage {
        let layout = RenderTesting.renderer.layout(
            view, proposal: ProposedViewSize(width: 100, height: 200),
            safeAreaInsets: EdgeInsets(top: 40, leading: 0, bottom: 30, trailing: 0))
        var warnings: [String] = []
        var options = RenderOptions()
        options.canvas = CGSize(width: 100, height: 200)
        return try PixelImage(png: try RenderTesting.renderer.render(layout, options: options, warnings: &warnings))
    }

    @Test func backgroundColourReachesTheScreensEdges() throws {
        // The root fills the safe area (40…170); its background bleeds to 0…200, the screen,
        // which the canvas shows whole.
        let image = try Self.draw(Color.clear.background(Color.blue))
        #expect(image[50, 0].rgb == Expected.blue)
        #expect(image[50, 199].rgb == Expected.blue)
        #expect(image[50, 2].rgb == Expected.blue)
        #expect(image[50, 197].rgb == Expected.blue)
    }

    @Test func colourThatIsNotABackgroundStaysInTheSafeArea() throws {
        let image = try Self.draw(Color.blue)
        #expect(image[50, 2].rgb == Expected.white)
        #expect(image[50, 100].rgb == Expected.blue)
    }

    @Test func backgroundBleedsOnlyAcrossTheEdgesItTouches() throws {
        // A 40 × 40 view at the safe area's top-leading corner (0, 40): its background bleeds up
        // to the screen's top, not right or down.
        let image = try Self.draw(
            Color.red.frame(width: 40, height: 40).background(Color.blue).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        #expect(image[20, 60].rgb == Expected.red)
        #expect(image[20, 2].rgb == Expected.blue)
        #expect(image[60, 60].rgb == Expected.white)
        #expect(image[20, 100].rgb == Expected.white)
        // A root of 40 × 40 is centred in the safe area, (30, 85), as a hosting controller
        // centres its root: it touches no edge, so its background does not bleed.
        let centred = try Self.draw(Color.red.frame(width: 40, height: 40).background(Color.blue))
        #expect(centred[50, 105].rgb == Expected.red)
        #expect(centred[50, 2].rgb == Expected.white)
        #expect(centred[50, 60].rgb == Expected.white)
    }

    @Test func ignoresSafeAreaEdgesLimitsTheBleed() throws {
        let image = try Self.draw(Color.clear.background(Color.blue, ignoresSafeAreaEdges: .bottom))
        #expect(image[50, 2].rgb == Expected.white)
        #expect(image[50, 197].rgb == Expected.blue)
    }
}

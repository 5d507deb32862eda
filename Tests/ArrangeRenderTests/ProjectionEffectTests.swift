import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// `transformEffect`, `projectionEffect` and `rotation3DEffect` by pixels. The perspective is
/// SwiftUI's: the eye stands max(width, height) / perspective points in front of the view, so
/// a 100-point square turned 45° about y has its leading edge 1 / (1 − 35.36 / 100) = 1.547
/// times as tall and its trailing edge 1 / 1.3536 = 0.739 times (Apple's documentation: "farther
/// from the viewer on the right side and closer on the left").
@Suite struct ProjectionEffectTests {
    static func square() -> some View { Color.red.frame(width: 100, height: 100) }

    @Test(arguments: [1, 3] as [CGFloat])
    func transformEffectMovesLikeOffset(scale: CGFloat) throws {
        let moved = try RenderTesting.pixels(Self.square().transformEffect(CGAffineTransform(translationX: 20, y: 0)).padding(30), scale: scale)
        let offset = try RenderTesting.pixels(Self.square().offset(x: 20).padding(30), scale: scale)
        #expect(moved.png == offset.png)
    }

    @Test func theTransformIsInTheViewsOwnSpace() throws {
        // A scale of 2 about the view's own origin (its top-leading corner), not the canvas's.
        let image = try RenderTesting.pixels(
            Color.red.frame(width: 20, height: 20).projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))).padding(30)
        ).image
        #expect(image[31, 31].rgb == Expected.red)
        #expect(image[68, 68].rgb == Expected.red)
        #expect(image[29, 29].rgb == Expected.white)
        #expect(image[72, 72].rgb == Expected.white)
    }

    @Test func rotation3DMatchesSwiftUIsPerspectiveNumbers() {
        let transform = Rotation3D(angle: .pi / 4, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 1)
            .transform(for: CGSize(width: 100, height: 100))
        let topLeading = transform.project(CGPoint.zero), topTrailing = transform.project(CGPoint(x: 100, y: 0))
        #expect(abs(topLeading.w - 0.6464) < 1e-4)
        #expect(abs(topLeading.point.x - -4.70) < 0.01 && abs(topLeading.point.y - -27.35) < 0.01, "\(topLeading)")
        #expect(abs(topTrailing.point.x - 76.12) < 0.01 && abs(topTrailing.point.y - 13.06) < 0.01, "\(topTrailing)")
        // No perspective: an orthographic turn narrows the square to cos 45°.
        let flat = Rotation3D(angle: .pi / 4, axis: (0, 1, 0), anchor: .center, anchorZ: 0, perspective: 0)
            .transform(for: CGSize(width: 100, height: 100))
        #expect(flat.isAffine)
        let trailingX: CGFloat = flat.project(CGPoint(x: 100, y: 0)).point.x
        let expectedX: CGFloat = 50 + 50 * CGFloat(0.5).squareRoot()
        #expect(abs(trailingX - expectedX) < 1e-9)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func rotation3DDrawsARealPerspective(scale: CGFloat) throws {
        let s = Int(scale)
        let (image, warnings, _) = try RenderTesting.pixels(
            Self.square().rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)).padding(50), scale: scale)
        #expect(warnings.isEmpty, "\(warnings)")
        // The leading edge, nearer the eye, reaches from y = 22.6 to 177.4; the trailing edge,
        // farther, from 63.1 to 136.9, at x = 126.1.
        #expect(image[50 * s, 30 * s].rgb == Expected.red, "above the square's own top: the near edge is taller")
        #expect(image[50 * s, 170 * s].rgb == Expected.red)
        #expect(image[122 * s, 58 * s].rgb == Expected.white, "the far edge is shorter")
        #expect(image[122 * s, 70 * s].rgb == Expected.red)
        #expect(image[130 * s, 100 * s].rgb == Expected.white, "the far edge is nearer the middle")
        #expect(image[43 * s, 100 * s].rgb == Expected.white)
    }

    @Test func effectsAroundAPerspectiveApplyInTheOrderWritten() throws {
        let turnedThenMoved = try RenderTesting.pixels(Self.square().rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)).offset(x: 30).padding(50)).image
        // Moved 30 points after the turn: the far edge moves from 126.1 to 156.1.
        #expect(turnedThenMoved[152, 100].rgb == Expected.red)
        #expect(turnedThenMoved[160, 100].rgb == Expected.white)
    }

    @Test func aTurnBehindTheEyeDrawsThePartInFrontWithAWarning() throws {
        let (image, warnings, _) = try RenderTesting.pixels(
            Self.square().rotation3DEffect(.degrees(80), axis: (x: 0, y: 1, z: 0), perspective: 3).padding(50))
        #expect(warnings.contains { $0.contains("behind the eye") && $0.contains("padding › frame") }, "\(warnings)")
        #expect(image.width == 200)
        let zeroAxis = try RenderTesting.pixels(Self.square().rotation3DEffect(.degrees(80), axis: (x: 0, y: 0, z: 0)).padding(50))
        #expect(zeroAxis.image[100, 100].rgb == Expected.red, "no axis: no turn")
        let nan = RenderTesting.layout(Self.square().rotation3DEffect(.radians(.nan), axis: (x: 0, y: 1, z: 0)))
        #expect(nan.diagnostics.count == 1)
    }

    @Test func pdfDrawsThePerspectivesAffinePartWithAWarning() throws {
        let (_, warnings) = try RenderTesting.data(
            Self.square().rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)), options: { $0.format = .pdf })
        #expect(warnings.contains { $0.contains("without its perspective") }, "\(warnings)")
    }
}

/// `blendMode`, by pixels: Cairo's operators follow the PDF blend formulas iOS uses.
@Suite struct BlendModeTests {
    static func blended(_ mode: BlendMode) throws -> [Int] {
        let view = ZStack { Color.red; Color.blue.blendMode(mode) }.frame(width: 20, height: 20)
        return try RenderTesting.pixels(view).image[10, 10].rgb
    }

    @Test func blendModesMixWithWhatIsBehind() throws {
        // Multiply: red (255, 59, 48) × blue (0, 122, 255).
        #expect(try Self.blended(.multiply) == [0, 28, 48])
        // Screen: 1 − (1 − s)(1 − d).
        let screen = try Self.blended(.screen)
        #expect(screen[0] == 255 && abs(screen[1] - 153) <= 1 && screen[2] == 255, "\(screen)")
        #expect(try Self.blended(.normal) == Expected.blue)
        #expect(try Self.blended(.darken) == [0, 59, 48])
    }
}

/// Shaders are accepted and not run: the view is drawn unshaded, with a warning naming it.
@Suite struct ShaderTests {
    @Test func aShaderEffectDrawsTheViewUnshadedWithAWarning() throws {
        let view = Color.red.frame(width: 20, height: 20).colorEffect(ShaderLibrary.wave(.float(2), .color(.blue)))
        let (image, warnings, _) = try RenderTesting.pixels(view)
        #expect(image[10, 10].rgb == Expected.red)
        #expect(warnings.contains { $0.contains("\"wave\"") && $0.contains("colorEffect") }, "\(warnings)")
        let layered = Color.red.frame(width: 20, height: 20)
            .layerEffect(ShaderLibrary.default.ripple(.boundingRect), maxSampleOffset: .zero)
            .distortionEffect(ShaderLibrary.bundle(.main).warp(.float2(1, 2)), maxSampleOffset: .zero, isEnabled: false)
        let layeredWarnings = try RenderTesting.pixels(layered).warnings
        #expect(layeredWarnings.count == 1, "a disabled shader is no warning: \(layeredWarnings)")
    }

    @Test func aShapeFilledWithAShaderIsFilledWithTheForegroundStyle() throws {
        let view = Rectangle().fill(ShaderLibrary.stripes(.float(4))).frame(width: 20, height: 20).foregroundStyle(.blue)
        #expect(try RenderTesting.pixels(view).image[10, 10].rgb == Expected.blue)
    }
}

/// `ContainerRelativeShape` takes the shape `containerShape` set.
@Suite struct ContainerRelativeShapeTests {
    @Test func itIsTheContainersShapeOrARectangle() throws {
        let inCircle = try RenderTesting.pixels(
            ContainerRelativeShape().fill(Color.blue).frame(width: 40, height: 40).containerShape(Circle())).image
        #expect(inCircle[20, 20].rgb == Expected.blue)
        #expect(inCircle[1, 1].rgb == Expected.white)
        let alone = try RenderTesting.pixels(ContainerRelativeShape().fill(Color.blue).frame(width: 40, height: 40)).image
        #expect(alone[1, 1].rgb == Expected.blue)
    }
}

/// Masks that are not shapes: laid out as overlays, the view painted through their opacity.
@Suite struct ViewMaskTests {
    @Test(arguments: [1, 3] as [CGFloat])
    func aGradientMaskFadesTheView(scale: CGFloat) throws {
        let s = Int(scale)
        let view = Color.blue.frame(width: 40, height: 40)
            .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
        let image = try RenderTesting.pixels(view, scale: scale).image
        #expect(image[0, 20 * s].isClose(to: Expected.blue, tolerance: 12), "\(image[0, 20 * s])")
        #expect(image[40 * s - 1, 20 * s].isClose(to: Expected.white, tolerance: 12), "\(image[40 * s - 1, 20 * s])")
        // Half way: blue at half opacity over white.
        #expect(image[20 * s, 20 * s].isClose(to: [128, 188, 255], tolerance: 8), "\(image[20 * s, 20 * s])")
    }

    @Test func aMaskIsPlacedByItsAlignment() throws {
        let view = Color.blue.frame(width: 40, height: 40).mask(alignment: .topLeading) { Color.black.frame(width: 10, height: 10) }
        let image = try RenderTesting.pixels(view).image
        #expect(image[5, 5].rgb == Expected.blue)
        #expect(image[20, 20].rgb == Expected.white)
    }

    @Test func anEmptyMaskHidesTheViewWithAWarning() throws {
        let (image, warnings, _) = try RenderTesting.pixels(Color.blue.frame(width: 40, height: 40).mask { EmptyView() })
        #expect(image[20, 20].rgb == Expected.white)
        #expect(warnings.contains { $0.contains("masked by an empty view") && $0.contains("frame") }, "\(warnings)")
    }
}

/// `ImagePaint`: an image repeated as tiles from the shape's corner (the fixture `quadrants` is
/// 16 × 16: red, green / blue, yellow).
@Suite struct ImagePaintTests {
    static func painted(_ paint: ImagePaint) throws -> (PixelImage, [String]) {
        let (image, warnings, _) = try RenderTesting.pixels(Rectangle().fill(paint).frame(width: 40, height: 40))
        return (image, warnings)
    }

    @Test func theImageRepeatsFromTheCorner() throws {
        let (image, warnings) = try Self.painted(ImagePaint(image: Image("quadrants")))
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(image[3, 3].isClose(to: [255, 0, 0], tolerance: 12))
        #expect(image[12, 3].isClose(to: [0, 200, 0], tolerance: 12))
        #expect(image[19, 3].isClose(to: [255, 0, 0], tolerance: 12), "the second tile")
        #expect(image[3, 28].isClose(to: [0, 0, 255], tolerance: 12), "the second row of tiles' blue quarter")
        #expect(image[35, 35].isClose(to: [255, 0, 0], tolerance: 12), "the third tile across and down")
    }

    @Test func scaleAndSourceRectChooseTheTile() throws {
        let half = try Self.painted(ImagePaint(image: Image("quadrants"), scale: 0.5)).0
        #expect(half[10, 2].isClose(to: [255, 0, 0], tolerance: 12), "8-point tiles")
        let green = try Self.painted(ImagePaint(image: Image("quadrants"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5))).0
        #expect(green[3, 3].isClose(to: [0, 200, 0], tolerance: 12))
        #expect(green[12, 12].isClose(to: [0, 200, 0], tolerance: 12))
    }

    @Test func aMissingImagePaintsGreyWithAWarning() throws {
        let (image, warnings) = try Self.painted(ImagePaint(image: Image("no-such-tile")))
        #expect(image[20, 20].rgb == [217, 217, 217])
        #expect(warnings.contains { $0.contains("no-such-tile") }, "\(warnings)")
        let empty = try Self.painted(ImagePaint(image: Image("quadrants"), sourceRect: .zero)).0
        #expect(empty[20, 20].rgb == [217, 217, 217])
    }
}

/// The picture keeps the root's size and says what it cut off (`CutOffDrawing.swift`).
@Suite struct CutOffTests {
    @Test func aViewMovedPastTheEdgeIsNamedWithHowFar() throws {
        let warnings = try RenderTesting.pixels(Color.red.frame(width: 20, height: 20).offset(x: 30)).warnings
        #expect(warnings.contains { $0.contains("cuts off a view") && $0.contains("30 pt past the right edge") }, "\(warnings)")
    }

    @Test func aShadowPastTheEdgeIsNamed() throws {
        let warnings = try RenderTesting.pixels(Color.red.frame(width: 20, height: 20).shadow(radius: 6, y: 4)).warnings
        #expect(warnings.contains { $0.contains("past the bottom edge") }, "\(warnings)")
    }

    @Test func whatIsClippedOrInsideIsNotNamed() throws {
        let clipped = try RenderTesting.pixels(Color.red.frame(width: 20, height: 20).offset(x: 30).frame(width: 20, height: 20).clipped())
        #expect(clipped.warnings.isEmpty, "\(clipped.warnings)")
        let inside = try RenderTesting.pixels(Color.red.frame(width: 20, height: 20).offset(x: 10).padding(20))
        #expect(inside.warnings.isEmpty, "\(inside.warnings)")
    }
}

/// Characters no font has a glyph for are drawn as boxes, with a warning naming the text.
@Suite struct MissingGlyphTests {
    @Test func aCharacterWithoutAGlyphIsAWarning() throws {
        let warnings = try RenderTesting.pixels(Text("Price \u{F0000}")).warnings
        #expect(warnings.contains { $0.contains("\"Price \u{F0000}\"") && $0.contains("1 character no font has a glyph for") }, "\(warnings)")
        let fine = try RenderTesting.pixels(Text("Price 확인 🙂")).warnings
        #expect(fine.isEmpty, "\(fine)")
    }
}

import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// A triangle drawn with a quadratic and a cubic curve, for the custom-path checks.
struct Leaf: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        path.addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.midY),
            control2: CGPoint(x: rect.midX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A shape whose path has a NaN point.
struct BrokenShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: 10, y: 10)]) }
    }
}

/// Fills, strokes and border strokes of the built-in shapes and custom paths, by pixels.
@Suite struct ShapeTests {
    @Test func fillCoversTheFrame() throws {
        let image = try RenderTesting.pixels(Rectangle().fill(Color.green).frame(width: 20, height: 20).padding(10)).image
        #expect(image[10, 10].rgb == Expected.green)
        #expect(image[29, 29].rgb == Expected.green)
        #expect(image[9, 20].rgb == Expected.white)
        #expect(image[30, 20].rgb == Expected.white)
    }

    @Test func strokeBorderStaysInsideTheFrame() throws {
        let image = try RenderTesting.pixels(Rectangle().strokeBorder(Color.red, lineWidth: 4).frame(width: 40, height: 40).padding(10)).image
        #expect(image[9, 30].rgb == Expected.white)
        #expect(image[10, 30].rgb == Expected.red)
        #expect(image[13, 30].rgb == Expected.red)
        #expect(image[14, 30].rgb == Expected.white)
        #expect(image[30, 30].rgb == Expected.white)
        #expect(image[49, 30].rgb == Expected.red)
    }

    @Test func strokeIsCentredOnTheOutline() throws {
        let image = try RenderTesting.pixels(Rectangle().stroke(Color.red, lineWidth: 4).frame(width: 40, height: 40).padding(10)).image
        #expect(image[7, 30].rgb == Expected.white)
        #expect(image[8, 30].rgb == Expected.red)
        #expect(image[11, 30].rgb == Expected.red)
        #expect(image[12, 30].rgb == Expected.white)
    }

    @Test func dashesLeaveGapsAlongTheLine() throws {
        let style = StrokeStyle(lineWidth: 2, dash: [10, 10])
        let image = try RenderTesting.pixels(Rectangle().strokeBorder(Color.blue, style: style).frame(width: 60, height: 20)).image
        #expect(image[5, 0].rgb == Expected.blue)
        #expect(image[15, 0].rgb == Expected.white)
        #expect(image[25, 0].rgb == Expected.blue)
    }

    @Test func roundCapsReachPastTheEndOfAnOpenPath() throws {
        let line = Path { $0.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)]) }
        let butt = try RenderTesting.pixels(line.stroke(Color.red, style: StrokeStyle(lineWidth: 6)).frame(width: 40, height: 20)).image
        let round = try RenderTesting.pixels(
            line.stroke(Color.red, style: StrokeStyle(lineWidth: 6, lineCap: .round)).frame(width: 40, height: 20)
        ).image
        #expect(butt[8, 10].rgb == Expected.white)
        #expect(round[8, 10].rgb == Expected.red)
    }

    @Test func circleIsRoundAndEllipseFillsItsFrame() throws {
        let image = try RenderTesting.pixels(
            HStack(spacing: 0) {
                Circle().fill(Color.red).frame(width: 40, height: 40)
                Ellipse().fill(Color.blue).frame(width: 60, height: 40)
            }
        ).image
        #expect(image[20, 20].rgb == Expected.red)
        #expect(image[1, 1].rgb == Expected.white)
        #expect(image[70, 20].rgb == Expected.blue)
        #expect(image[41, 2].rgb == Expected.white)
    }

    @Test func customPathWithCurvesIsFilled() throws {
        let image = try RenderTesting.pixels(Leaf().fill(Color.green).frame(width: 40, height: 40)).image
        // Inside the curved body, and outside its bulge at the top-right corner's opposite side.
        #expect(image[12, 28].rgb == Expected.green)
        #expect(image[38, 38].rgb == Expected.white)
        #expect(image[2, 2].rgb == Expected.white)
    }

    @Test func foregroundStyleColoursShapesAndHierarchicalStylesFade() throws {
        let image = try RenderTesting.pixels(
            HStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 10).foregroundColor(.blue)
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
                Rectangle().frame(width: 10, height: 10)
            }
        ).image
        #expect(image[5, 5].rgb == Expected.blue)
        // iOS's secondaryLabel, rgba(60, 60, 67, 0.6) (ios-metrics.md §8), over white.
        #expect(image[15, 5].isClose(to: [138, 138, 142], tolerance: 1))
        #expect(image[25, 5].rgb == Expected.black)
    }

    @Test func pathWithNaNIsSkippedWithAWarning() throws {
        let (image, warnings, _) = try RenderTesting.pixels(BrokenShape().fill(Color.red).frame(width: 10, height: 10))
        #expect(image[5, 5].rgb == Expected.white)
        #expect(warnings.contains { $0.contains("non-finite points") })
    }

    @Test func undrawableDashesDrawSolidWithAWarning() throws {
        let style = StrokeStyle(lineWidth: 2, dash: [0, -1])
        let (image, warnings, _) = try RenderTesting.pixels(Rectangle().strokeBorder(Color.blue, style: style).frame(width: 30, height: 10))
        #expect(image[15, 0].rgb == Expected.blue)
        #expect(warnings.contains { $0.contains("dash pattern") })
    }
}

/// Pens as wide as the shape: a border that reaches the middle fills the shape, and a stroke
/// wider than a curve's radius covers what it reaches (Cairo's stroker folds over itself there).
@Suite struct WidePenTests {
    @Test(arguments: [10, 15, 100] as [CGFloat])
    func borderReachingTheMiddleFillsTheShapeAndStaysInside(width: CGFloat) throws {
        for shape in [AnyView(Rectangle().strokeBorder(Color.red, lineWidth: width)), AnyView(Circle().strokeBorder(Color.red, lineWidth: width))] {
            let image = try RenderTesting.pixels(shape.frame(width: 20, height: 20).padding(20)).image
            // A 100-point border in a 20-point square drew nothing; a 15-point one round a circle left a hole.
            #expect(image[30, 30].rgb == Expected.red, "\(width)")
            #expect(image[18, 30].rgb == Expected.white)
            #expect(image[5, 5].rgb == Expected.white)
        }
    }

    @Test func circleStrokedWiderThanItsRadiusIsCoveredToTheMiddle() throws {
        for width in [30, 60] as [CGFloat] {
            let image = try RenderTesting.pixels(Circle().stroke(Color.red, lineWidth: width).frame(width: 20, height: 20).padding(40)).image
            #expect(image[50, 50].rgb == Expected.red, "\(width)")
            #expect(image[50, 40].rgb == Expected.red, "\(width)")
            // The pen reaches 10 + width / 2 from the centre, no further.
            #expect(image[50, 50 - 10 - Int(width / 2) + 1].rgb == Expected.red)
            #expect(image[50, 50 - 10 - Int(width / 2) - 2].rgb == Expected.white)
        }
    }

    @Test func wideDashedBorderIsStillStroked() {
        #expect(!RenderSession.borderCoversTheShape(StrokeStyle(lineWidth: 50, dash: [2, 2]), in: CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(RenderSession.borderCoversTheShape(StrokeStyle(lineWidth: 10), in: CGRect(x: 0, y: 0, width: 20, height: 30)))
        #expect(!RenderSession.borderCoversTheShape(StrokeStyle(lineWidth: 9.9), in: CGRect(x: 0, y: 0, width: 20, height: 30)))
    }
}

/// Geometry beyond Cairo's 24.8 fixed-point range (about ±8.4 million device units) is cut to
/// it, so what lands on the canvas is drawn as given instead of wrapping around or vanishing.
@Suite struct FarGeometryTests {
    /// A polygon from the frame's top-left corner through `points`.
    struct Polygon: Shape {
        var points: [CGPoint]
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                for point in points { path.addLine(to: point) }
                path.closeSubpath()
            }
        }
    }

    @Test(arguments: [1e12, 1e300] as [CGFloat])
    func triangleReachingFarOutIsFilledWhereItCoversTheCanvas(far: CGFloat) throws {
        // (0, 0) → (far, 5) → (5, 20): the point (10, 10) is inside; (2, 18) is not.
        let image = try RenderTesting.pixels(Polygon(points: [CGPoint(x: far, y: 5), CGPoint(x: 5, y: 20)]).fill(Color.red).frame(width: 20, height: 20)).image
        #expect(image[10, 10].rgb == Expected.red)
        #expect(image[1, 18].rgb == Expected.white)
    }

    @Test func lineFromFarLeftToFarRightIsStroked() throws {
        let line = Polygon(points: [CGPoint(x: 1e12, y: 10), CGPoint(x: -1e12, y: 10)])
        let image = try RenderTesting.pixels(line.stroke(Color.red, lineWidth: 4).frame(width: 20, height: 20).offset(y: 2)).image
        #expect(image[10, 11].rgb == Expected.red)
        #expect(image[10, 4].rgb == Expected.white)
    }

    @Test func strokeMillionsOfPointsWideCoversTheCanvas() throws {
        let image = try RenderTesting.pixels(Rectangle().stroke(Color.red, lineWidth: 1e9).frame(width: 20, height: 20)).image
        #expect(image[10, 10].rgb == Expected.red)
        #expect(image[0, 0].rgb == Expected.red)
    }

    @Test func edgeOfACircleABillionPointsWideIsStrokedWhereItTouchesTheCanvas() throws {
        // The circle's leftmost point lands at (0, 10) of a 20 × 20 canvas.
        let circle = Circle().stroke(Color.red, lineWidth: 4).frame(width: 1e9, height: 1e9).offset(x: 5e8 - 10)
        let image = try RenderTesting.pixels(circle) { $0.canvas = CGSize(width: 20, height: 20) }.image
        #expect(image[0, 10].rgb == Expected.red)
        #expect(image[1, 10].rgb == Expected.red)
        #expect(image[10, 10].rgb == Expected.white)
        #expect(image[4, 10].rgb == Expected.white)
    }

    @Test func viewMovedByTwoToTheTwentyFourDoesNotWrapBackOntoTheCanvas() throws {
        // 2²⁴ device units is once around Cairo's fixed-point range.
        let image = try RenderTesting.pixels(Color.red.frame(width: 20, height: 20).offset(x: 16_777_216)).image
        #expect(image[10, 10].rgb == Expected.white)
        let shape = try RenderTesting.pixels(Circle().fill(Color.red).frame(width: 20, height: 20).offset(x: 16_777_216)).image
        #expect(shape[10, 10].rgb == Expected.white)
    }

    @Test func textAndSymbolsMovedByTwoToTheTwentyFourDoNotWrapBackOntoTheCanvas() throws {
        for view in [AnyView(Text("Hello").font(.system(size: 30))), AnyView(Image(systemName: "star"))] {
            let image = try RenderTesting.pixels(view.offset(x: 16_777_216)).image
            let ink = (0..<image.height).flatMap { y in (0..<image.width).map { image[$0, y] } }.filter { $0.red < 200 }
            #expect(ink.isEmpty)
        }
    }

    @Test func colourABillionPointsWideFillsAGivenCanvas() throws {
        let image = try RenderTesting.pixels(Color.red.frame(width: 1e9, height: 1e9)) { $0.canvas = CGSize(width: 20, height: 20) }.image
        #expect(image[10, 10].rgb == Expected.red)
        #expect(image[19, 0].rgb == Expected.red)
    }

    @Test func lineCutToTheSquareKeepsItsInsidePart() throws {
        let limit = DeviceRangeClipping.limit
        let cut = try #require(DeviceRangeClipping.cutLine(CGPoint(x: -1e12, y: 0), CGPoint(x: 1e12, y: 0)))
        #expect(abs(cut.0.x + limit) < 0.01 && cut.0.y == 0)
        #expect(abs(cut.1.x - limit) < 0.01 && cut.1.y == 0)
        #expect(DeviceRangeClipping.cutLine(CGPoint(x: -1e12, y: 1e12), CGPoint(x: 1e12, y: 1e12)) == nil)
        #expect(DeviceRangeClipping.cutLine(CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)).map { [$0.0, $0.1] } == [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)])
    }
}

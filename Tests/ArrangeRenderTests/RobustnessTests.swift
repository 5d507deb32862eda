import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Bad input gets a defined result and a clear message: no crash, no unbounded allocation.
@Suite struct RobustnessTests {
    /// The engine never places a view at a non-finite frame; the renderer guards anyway, shown
    /// here by breaking a frame of a finished layout.
    @Test(arguments: [
        CGRect(x: 10, y: 0, width: CGFloat.infinity, height: 10), CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
        CGRect(x: 10, y: 0, width: -5, height: 10),
    ])
    func nonFiniteOrNegativeFrameIsSkippedWithItsSubtreeAndAWarning(broken: CGRect) throws {
        let view = HStack(spacing: 0) {
            Color.blue.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10).padding(0)
        }
        let layout = RenderTesting.layout(view)
        let options = RenderOptions()
        let canvas = try RenderCanvas(layout: layout, options: options)
        let output = try OutputSurface(format: .png, canvas: canvas)
        let session = RenderSession(
            layout: layout, options: options, canvas: canvas, textMetrics: RenderTesting.renderer.textMetrics, images: ImageFiles())
        let padding = try #require(layout.nodes.firstIndex { $0.kind == "padding" })
        session.frames[padding] = broken
        session.draw(on: output.context)
        let image = try PixelImage(png: try output.finish())
        #expect(image[5, 5].rgb == Expected.blue)
        #expect(image[15, 5].rgb == Expected.white)
        #expect(session.warnings.count == 1)
        #expect(session.warnings.first?.contains("HStack › padding[1]") == true, "\(session.warnings)")
        #expect(session.warnings.first?.contains("not finite or has a negative side") == true)
    }

    @Test func drawableFramesAreFiniteAndNonNegative() {
        #expect(CGRect(x: 0, y: 0, width: 0, height: 0).isDrawable)
        #expect(!CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1).isDrawable)
        #expect(!CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1).isDrawable)
        #expect(!CGRect(x: 0, y: 0, width: 1, height: -1).isDrawable)
    }

    @Test func absurdCanvasThrowsInsteadOfAllocating() throws {
        let error = #expect(throws: RenderError.self) {
            try RenderTesting.data(Color.red.frame(width: 20, height: 10)) {
                $0.canvas = CGSize(width: 1e9, height: 1e9)
                $0.scale = 3
            }
        }
        #expect(error.map { "\($0)" }?.contains("too large") == true)
        #expect(throws: RenderError.self) {
            try RenderTesting.data(Color.red.frame(width: 1e9, height: 1e9), proposal: .unspecified)
        }
        #expect(throws: RenderError.self) {
            try RenderTesting.data(Color.red.frame(width: 1e9, height: 1e9), options: { $0.format = .pdf }, proposal: .unspecified)
        }
    }

    @Test func pixelCountIsCappedEvenWhenEachSideFits() throws {
        // 16,000 × 16,000 pixels: each side fits, 256 M pixels do not.
        let error = #expect(throws: RenderError.self) {
            try RenderTesting.data(Color.red.frame(width: 8000, height: 8000), options: { $0.scale = 2 }, proposal: .unspecified)
        }
        #expect(error.map { "\($0)" }?.contains("100000000 pixels") == true)
    }

    @Test(arguments: [CGFloat.nan, 0, -1, .infinity, 100])
    func badScalesThrow(scale: CGFloat) throws {
        #expect(throws: RenderError.self) {
            try RenderTesting.data(Color.red.frame(width: 2, height: 2)) { $0.scale = scale }
        }
    }

    @Test func nonFiniteCanvasThrows() throws {
        #expect(throws: RenderError.self) {
            try RenderTesting.data(Color.red.frame(width: 2, height: 2)) { $0.canvas = CGSize(width: CGFloat.nan, height: 10) }
        }
        #expect(throws: RenderError.self) {
            try RenderTesting.data(Color.red.frame(width: 2, height: 2)) { $0.canvas = CGSize(width: -5, height: 10) }
        }
    }

    @Test func emptyViewGivesOnePixel() throws {
        let (image, _, _) = try RenderTesting.pixels(EmptyView())
        #expect(image.width == 1)
        #expect(image.height == 1)
    }

    @Test func parallelRendersAgree() async throws {
        @Sendable func draw() throws -> Data {
            let view = VStack { Color.red.frame(width: 30, height: 20).shadow(radius: 3); Text("Hi") }.padding(4)
            return try RenderTesting.data(view) { $0.showsProposals = true }.data
        }
        let first = try draw()
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try draw() } }
            return try await group.reduce(into: [Data]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == first })
    }
}

/// Effects with extreme values: drawn or skipped, never a dead Cairo context.
@Suite struct ExtremeEffectTests {
    @Test func hugeScaleIsSkippedAndTheRestStillDrawn() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).scaleEffect(1e300)
            Color.blue.frame(width: 10, height: 10)
        }
        let image = try RenderTesting.pixels(view).image
        #expect(image[15, 5].rgb == Expected.blue)
    }

    @Test func tinyScaleDrawsNothing() throws {
        let image = try RenderTesting.pixels(Color.red.frame(width: 10, height: 10).scaleEffect(1e-200).padding(2)).image
        #expect(image[7, 7].rgb == Expected.white)
    }

    @Test func enormousShadowRadiusStaysBounded() throws {
        let image = try RenderTesting.pixels(Color.red.frame(width: 20, height: 20).shadow(color: .black, radius: 1e9).padding(10)).image
        #expect(image[20, 20].rgb == Expected.red)
        #expect(image.width == 40)
    }

    @Test func farOffsetDrawsOffTheCanvas() throws {
        let image = try RenderTesting.pixels(Color.red.frame(width: 20, height: 20).offset(x: 1e12, y: -1e12).padding(5)).image
        #expect(image[15, 15].rgb == Expected.white)
    }
}

/// Trees as deep and as wide as layout allows are drawn, in time linear in their size.
@Suite struct LargeTreeDrawingTests {
    @Test func treeDeeperThanAThreadStackIsDrawn() throws {
        // 20,000 nested paddings: drawing recurses once a level, far past an ordinary stack.
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<20_000 { view = AnyView(view.padding(0)) }
        let layout = RenderTesting.layout(view)
        #expect(layout.nodes.count == 20_002)
        let (image, warnings, _) = try RenderTesting.pixels(view)
        #expect(image.width == 10)
        #expect(image[5, 5].rgb == Expected.red)
        #expect(warnings.isEmpty)
    }

    @Test func hundredThousandBrokenSiblingsListAHundredWarningsAndCountTheRest() throws {
        // Each shape has a NaN point: 100,000 distinct warnings. Listing (and deduplicating)
        // them all was quadratic — hours for this picture.
        let view = VStack(spacing: 0) {
            ForEach(0..<100_000, id: \.self) { _ in NaNShape().frame(width: 4, height: 0.001) }
            Color.blue.frame(width: 4, height: 4)
        }
        let (image, warnings, _) = try RenderTesting.pixels(view, proposal: .unspecified)
        #expect(image[2, image.height - 2].rgb == Expected.blue)
        #expect(warnings.count == 101)
        #expect(warnings.first?.contains("VStack › frame[0] › NaNShape") == true, "\(warnings.first ?? "")")
        #expect(warnings.last == "… and 99900 more warnings, not listed; fix the ones above first")
    }

    @Test func pathsOfDeepViewsInWarningsLeaveOutTheirMiddle() throws {
        var view = AnyView(NaNShape().frame(width: 4, height: 4))
        for _ in 0..<1_000 { view = AnyView(view.padding(0)) }
        let warnings = try RenderTesting.pixels(view).warnings
        #expect(warnings == [
            "not drawn: the shape of padding › padding › padding › padding › … 990 more … › padding › padding › padding › padding › padding › padding › frame › NaNShape has non-finite points"
        ])
        #expect(RenderSession.shortened("VStack › frame › text") == "VStack › frame › text")
    }

    @Test func aRepeatedProblemIsListedOnce() throws {
        let view = HStack { NaNShape().frame(width: 4, height: 4).shadow(radius: 2) }
        // The shadow's blur passes the 4-point picture's edges: that cut is said too.
        let warnings = try RenderTesting.pixels(view).warnings.filter { !$0.hasPrefix("the picture cuts off") }
        #expect(warnings == ["not drawn: the shape of HStack › frame › NaNShape has non-finite points"])
    }

    @Test func deepTreesDrawnFromEightTasksAtOnceAgree() async throws {
        // Each deep drawing runs on its task's thread, on stack segments below a depth.
        @Sendable func draw(_ format: ImageFormat) throws -> Data {
            var view = AnyView(Text("Deep").shadow(radius: 2).opacity(0.8))
            for _ in 0..<300 { view = AnyView(view.padding(0.1)) }
            return try RenderTesting.data(view) { $0.format = format }.data
        }
        for format in ImageFormat.allCases {
            let first = try draw(format)
            let results = try await withThrowingTaskGroup(of: Data.self) { group in
                for _ in 0..<8 { group.addTask { try draw(format) } }
                return try await group.reduce(into: [Data]()) { $0.append($1) }
            }
            #expect(results.count == 8)
            if format == .png { #expect(results.allSatisfy { $0 == first }) } else { #expect(results.allSatisfy { !$0.isEmpty }) }
        }
    }

    @Test func aDeepTreeIsDrawnOnACallingThreadWithAOneMegabyteStack() throws {
        // 3,000 paddings, each in a body and an `AnyView` (9,000 levels), laid out and drawn on
        // a thread whose own stack holds a few hundred: both go on on stack segments
        // (`DeepRecursion`), on that thread.
        final class Box: @unchecked Sendable { var result: Result<(PixelImage, [String]), Error>? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { try RenderTesting.pixels(DeepPaddings(depth: 3_000)) }.map { ($0.0, $0.1) }
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        done.wait()
        let (image, warnings) = try box.result!.get()
        #expect(image.width == 10)
        #expect(image[5, 5].rgb == Expected.red)
        #expect(warnings.isEmpty)
    }
}

/// A shape with a NaN point: never drawn.
struct NaNShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: CGFloat.nan, y: 1)) }
    }
}

/// `depth` paddings of 0 around a 10 × 10 red square, one a body: the view values stay shallow
/// (each body is made as it is built), so no deep chain of values is released afterwards.
private struct DeepPaddings: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            AnyView(Color.red.frame(width: 10, height: 10))
        } else {
            AnyView(DeepPaddings(depth: depth - 1).padding(0))
        }
    }
}

import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// `Canvas` and `GraphicsContext`, by pixels on small canvases: each command is painted where
/// its path, transform and clip put it, with its paint, opacity and filters.
@Suite struct CanvasDrawingTests {
    static func canvas(_ side: CGFloat = 40, _ draw: @escaping (inout GraphicsContext, CGSize) -> Void) -> some View {
        Canvas(renderer: draw).frame(width: side, height: side)
    }

    static func image<V: View>(_ view: V, scale: CGFloat = 1) throws -> PixelImage {
        try RenderTesting.pixels(view, scale: scale).image
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func aFilledPathPaintsItsInsideOnly(scale: CGFloat) throws {
        let s = Int(scale)
        let image = try Self.image(Self.canvas { context, size in
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
        }, scale: scale)
        #expect(image[20 * s, 20 * s].rgb == Expected.red)
        #expect(image[5 * s, 5 * s].rgb == Expected.white)
        #expect(image[35 * s, 20 * s].rgb == Expected.white)
    }

    @Test func theRendererIsGivenTheLaidOutSize() throws {
        var seen: CGSize?
        _ = try Self.image(Canvas { _, size in seen = size }.frame(width: 30, height: 17))
        #expect(seen == CGSize(width: 30, height: 17))
    }

    @Test func aStrokeIsCentredOnThePath() throws {
        let image = try Self.image(Self.canvas { context, _ in
            var line = Path()
            line.move(to: CGPoint(x: 0, y: 20))
            line.addLine(to: CGPoint(x: 40, y: 20))
            context.stroke(line, with: .color(.blue), lineWidth: 6)
        })
        #expect(image[20, 18].rgb == Expected.blue)
        #expect(image[20, 21].rgb == Expected.blue)
        #expect(image[20, 24].rgb == Expected.white)
    }

    @Test func transformsMoveLaterDrawingOnlyAndCopiesKeepTheirOwnState() throws {
        let image = try Self.image(Self.canvas { context, _ in
            var moved = context
            moved.translateBy(x: 20, y: 20)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            // The original context is not moved by its copy.
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            // Scaled by 2 then turned by 90°: (5, 0)…(10, 5) lands at (-10…0, 10…20) + (40, 0).
            var turned = context
            turned.translateBy(x: 40, y: 0)
            turned.rotate(by: .degrees(90))
            turned.scaleBy(x: 2, y: 2)
            turned.fill(Path(CGRect(x: 5, y: 0, width: 5, height: 5)), with: .color(.green))
        })
        #expect(image[25, 25].rgb == Expected.red)
        #expect(image[5, 5].rgb == Expected.blue)
        #expect(image[35, 15].rgb == Expected.green)
        #expect(image[25, 5].rgb == Expected.white)
    }

    @Test func opacityAndClipsApplyToLaterDrawing() throws {
        let image = try Self.image(Self.canvas { context, size in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 40)))
            context.opacity = 0.5
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
        })
        #expect(image[10, 20].rgb.allSatisfy { abs($0 - 128) <= 1 }, "\(image[10, 20])")
        #expect(image[30, 20].rgb == Expected.white)
    }

    @Test func anInverseClipKeepsWhatLiesOutside() throws {
        let image = try Self.image(Self.canvas { context, size in
            context.clip(to: Path(CGRect(x: 10, y: 10, width: 20, height: 20)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        })
        #expect(image[20, 20].rgb == Expected.white)
        #expect(image[5, 5].rgb == Expected.red)
    }

    @Test func gradientsAreGivenInCanvasPoints() throws {
        let gradient = Gradient(colors: [.black, .white])
        let image = try Self.image(Self.canvas(100) { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .linearGradient(gradient, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 100, y: 0)))
        })
        #expect(image[1, 50].red < 10)
        #expect(abs(image[50, 50].red - 128) <= 3, "\(image[50, 50])")
        #expect(image[98, 50].red > 245)
        let radial = try Self.image(Self.canvas(100) { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .radialGradient(gradient, center: CGPoint(x: 20, y: 20), startRadius: 0, endRadius: 20))
        })
        #expect(radial[20, 20].red < 10, "black at the centre")
        #expect(radial[60, 60].red > 250, "white past the end radius")
    }

    @Test func theForegroundShadingIsTheEnvironmentsForegroundStyle() throws {
        let image = try Self.image(Self.canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
        }.foregroundStyle(.green))
        #expect(image[20, 20].rgb == Expected.green)
    }

    @Test func drawingIsClippedToTheCanvasFrame() throws {
        let image = try Self.image(
            Self.canvas(20) { context, _ in
                context.fill(Path(CGRect(x: -50, y: -50, width: 200, height: 200)), with: .color(.red))
            }.padding(10))
        #expect(image[20, 20].rgb == Expected.red)
        #expect(image[5, 5].rgb == Expected.white)
    }

    @Test func textIsDrawnAsATextViewWithItsAnchorOnThePoint() throws {
        var measured = CGSize.zero
        let image = try Self.image(Self.canvas(100) { context, size in
            let text = context.resolve(Text("Hi").font(.system(size: 40)).foregroundColor(.black))
            measured = text.measure(in: size)
            context.draw(text, at: CGPoint(x: 50, y: 50), anchor: .center)
        })
        let ideal = RenderTesting.layout(Text("Hi").font(.system(size: 40))).size
        #expect(measured == ideal)
        // The ink lies inside the text's frame centred on (50, 50), and nowhere else.
        let frame = CGRect(x: 50 - ideal.width / 2, y: 50 - ideal.height / 2, width: ideal.width, height: ideal.height)
        var inkInside = 0, inkOutside = 0
        for y in 0..<100 {
            for x in 0..<100 where image[x, y].red < 128 {
                if frame.insetBy(dx: -1, dy: -1).contains(CGPoint(x: x, y: y)) { inkInside += 1 } else { inkOutside += 1 }
            }
        }
        #expect(inkInside > 50)
        #expect(inkOutside == 0)
    }

    @Test func symbolsAreTheTaggedViewsDrawnWhereTheRendererSays() throws {
        let view = Canvas { context, size in
            if let dot = context.resolveSymbol(id: "dot") {
                context.draw(dot, in: CGRect(x: 20, y: 0, width: 20, height: 20))
            }
            #expect(context.resolveSymbol(id: "missing") == nil)
        } symbols: {
            Color.red.frame(width: 10, height: 10).tag("dot")
        }
        .frame(width: 40, height: 40)
        let image = try Self.image(view)
        #expect(image[30, 10].rgb == Expected.red, "the 10-point square scaled to the 20-point rectangle")
        #expect(image[22, 2].rgb == Expected.red)
        #expect(image[10, 10].rgb == Expected.white, "symbols are not drawn on their own")
    }

    @Test func aLayerIsCompositedOnceWithTheContextsOpacity() throws {
        let image = try Self.image(Self.canvas { context, size in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 40)), with: .color(.black))
                layer.fill(Path(CGRect(x: 10, y: 0, width: 30, height: 40)), with: .color(.black))
            }
        })
        // Overlapping fills inside the layer do not darken each other: one 50 % grey.
        #expect(abs(image[20, 20].red - 128) <= 1, "\(image[20, 20])")
        #expect(abs(image[5, 20].red - 128) <= 1)
    }

    @Test func blurThenAlphaThresholdMergesNearbyShapes() throws {
        // Two squares 4 points apart: blurred, the gap fills with half alpha; the threshold
        // makes it solid (the "metaballs" idiom: threshold added first, blur second).
        let image = try Self.image(Self.canvas(60) { context, _ in
            context.addFilter(.alphaThreshold(min: 0.3, color: .blue))
            context.addFilter(.blur(radius: 6))
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 10, y: 20, width: 18, height: 20)), with: .color(.black))
                layer.fill(Path(CGRect(x: 32, y: 20, width: 18, height: 20)), with: .color(.black))
            }
        })
        #expect(image[30, 30].rgb == Expected.blue, "the gap is bridged: \(image[30, 30])")
        #expect(image[15, 30].rgb == Expected.blue)
        #expect(image[30, 2].rgb == Expected.white)
    }

    @Test func aShadowFilterDrawsBeneathTheDrawing() throws {
        let image = try Self.image(Self.canvas(60) { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 10, y: 10))
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
        })
        #expect(image[20, 20].rgb == Expected.red)
        #expect(image[35, 35].rgb == Expected.black)
        #expect(image[45, 45].rgb == Expected.white)
    }

    @Test func coreGraphicsDrawingIsRecordedWithAWarning() throws {
        let drawn = try RenderTesting.pixels(Self.canvas { context, _ in
            context.withCGContext { _ in }
        })
        #expect(drawn.warnings.contains { $0.contains("withCGContext") && $0.contains("not draw") }, "\(drawn.warnings)")
    }

    @Test func aClipToALayerKeepsWhatTheLayerCovers() throws {
        let image = try Self.image(Self.canvas { context, size in
            context.clipToLayer { mask in
                mask.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.black))
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        })
        #expect(image[20, 20].rgb == Expected.red)
        #expect(image[1, 1].rgb == Expected.white)
    }

    @Test func imagesAreDrawnAtTheirNaturalSizeAtAPoint() throws {
        // A symbol is a template in the context's foreground: a black mark round the point.
        let image = try Self.image(Self.canvas(60) { context, _ in
            context.draw(Image(systemName: "circle.fill"), at: CGPoint(x: 30, y: 30))
        })
        #expect(image[30, 30].red < 60, "\(image[30, 30])")
        #expect(image[2, 2].rgb == Expected.white)
    }
}

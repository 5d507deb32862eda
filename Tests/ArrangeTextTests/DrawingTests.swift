// Drawing: text rendered into a small Cairo image surface puts ink exactly where the
// measurement says, aligned, scaled, coloured and clipped as asked.
import Arrange
import CPangoCairo
import Foundation
import Testing
@testable import ArrangeText

/// The pixels of a drawing: a transparent ARGB surface of `width` × `height` pixels.
struct Canvas {
    let width: Int
    let height: Int
    private(set) var pixels: [UInt32] = []

    /// Draws with `body` on a fresh surface scaled by `scale`.
    init(width: Int, height: Int, scale: Double = 1, _ body: (OpaquePointer) -> Void) {
        self.width = width
        self.height = height
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        body(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels.append(row[x]) }
        }
        cairo_surface_destroy(surface)
    }

    /// The smallest pixel rectangle holding every pixel with any ink, `nil` when blank.
    var inkBounds: CGRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where pixels[y * width + x] >> 24 != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The largest red, green and blue components of any pixel (premultiplied, 0…255).
    var strongestChannels: (red: UInt32, green: UInt32, blue: UInt32) {
        pixels.reduce((0, 0, 0)) { ( max($0.0, $1 >> 16 & 0xFF), max($0.1, $1 >> 8 & 0xFF), max($0.2, $1 & 0xFF)) }
    }
}

let black = (red: 0.0, green: 0.0, blue: 0.0, opacity: 1.0)

/// `text` drawn in a `width` × `height` frame at (`x`, `y`) on a canvas of `canvasWidth` × 60.
func drawing(
    _ text: String, _ options: TextLayoutOptions = TextLayoutOptions(), proposal: ProposedViewSize = .unspecified,
    frame: CGRect, canvasWidth: Int = 240, canvasHeight: Int = 60, scale: Double = 1,
    color: (red: Double, green: Double, blue: Double, opacity: Double) = black
) -> Canvas {
    Canvas(width: canvasWidth, height: canvasHeight, scale: scale) { cairo in
        metrics.draw(text, options: options, proposal: proposal, in: frame, color: color, on: cairo)
    }
}

@Suite("PangoTextMetrics: drawing")
struct DrawingTests {
    @Test func inkLiesInsideTheMeasuredSizeAtTheFramesOrigin() throws {
        let size = set("Hello, World!", width: nil).size
        let frame = CGRect(x: 20, y: 10, width: size.width, height: size.height)
        let ink = try #require(drawing("Hello, World!", frame: frame).inkBounds)
        #expect(ink.minX >= 20 && ink.minX <= 22)
        #expect(ink.maxX <= 20 + size.width + 1 && ink.maxX >= 20 + size.width - 2)
        #expect(ink.minY >= 10 && ink.maxY <= 10 + size.height + 1)
    }

    @Test func glyphBaselinesSitAtTheFirstBaseline() throws {
        // "H" stands on the baseline and has no descender.
        let m = set("HHH", width: nil)
        let frame = CGRect(x: 0, y: 10, width: m.size.width, height: m.size.height)
        let ink = try #require(drawing("HHH", frame: frame).inkBounds)
        #expect(abs(ink.maxY - (10 + m.firstBaseline)) <= 1)
        // Inter's capitals are 0.727 em tall.
        #expect(abs(ink.height - 0.727 * 17) <= 1.5)
    }

    @Test func everyLineSitsOneLineHeightBelowTheOneBefore() throws {
        let options = TextLayoutOptions()
        let proposal = ProposedViewSize(width: 40, height: nil)
        let m = metrics.measure("HH HH", options: options, proposal: proposal)
        #expect(m.lines.count == 2)
        let ink = try #require(
            drawing("HH HH", options, proposal: proposal, frame: CGRect(origin: .zero, size: m.size), canvasHeight: 80).inkBounds)
        #expect(abs(ink.maxY - m.lastBaseline) <= 1)
        #expect(m.lastBaseline == m.firstBaseline + bodyLineHeight)
    }

    @Test func leadingAndTrailingAlignmentPutInkLeftAndRight() throws {
        let frame = CGRect(x: 0, y: 0, width: 240, height: 30)
        var options = TextLayoutOptions()
        let width = set("Hello", width: nil).size.width
        let leading = try #require(drawing("Hello", options, frame: frame).inkBounds)
        #expect(leading.maxX <= width + 1)
        options.alignment = .trailing
        let trailing = try #require(drawing("Hello", options, frame: frame).inkBounds)
        #expect(trailing.minX >= 240 - width - 1)
        #expect(trailing.maxX >= 238)
        options.alignment = .center
        let center = try #require(drawing("Hello", options, frame: frame).inkBounds)
        #expect(abs(center.midX - 120) <= 2)
    }

    @Test func rightToLeftLeadingAlignmentPutsInkAtTheRight() throws {
        let frame = CGRect(x: 0, y: 0, width: 240, height: 30)
        let rtl = TextLayoutOptions(layoutDirection: .rightToLeft)
        let width = set("مرحبا بالعالم", width: nil, rtl).size.width
        let arabic = try #require(drawing("مرحبا بالعالم", rtl, frame: frame).inkBounds)
        #expect(arabic.minX >= 240 - width - 1)
        #expect(arabic.maxX >= 236)
        // Under a left-to-right layout the same paragraph is at the left.
        let ltr = try #require(drawing("مرحبا بالعالم", frame: frame).inkBounds)
        #expect(ltr.maxX <= width + 1)
        // Latin text in a right-to-left layout is leading-aligned to the right too.
        let latin = try #require(drawing("Hello", rtl, frame: frame).inkBounds)
        #expect(latin.minX >= 240 - set("Hello", width: nil).size.width - 1)
    }

    @Test func rightToLeftLinesPutTheirFirstWordAtTheRight() throws {
        // Two words on two lines of a 60-point frame: both right-aligned under RTL.
        let rtl = TextLayoutOptions(layoutDirection: .rightToLeft)
        let proposal = ProposedViewSize(width: 60, height: nil)
        let m = metrics.measure("שלום עולם", options: rtl, proposal: proposal)
        #expect(m.lines.map(\.text) == ["שלום", "עולם"])
        let canvas = drawing("שלום עולם", rtl, proposal: proposal, frame: CGRect(x: 0, y: 0, width: 100, height: m.size.height), canvasWidth: 100)
        let ink = try #require(canvas.inkBounds)
        #expect(ink.maxX >= 97)
        #expect(ink.minX >= 100 - m.size.width - 1)
    }

    @Test func truncatedTextDrawsWithinTheProposedWidth() throws {
        let options = TextLayoutOptions(lineLimit: 1)
        let proposal = ProposedViewSize(width: 60, height: nil)
        let m = metrics.measure("Hello, World!", options: options, proposal: proposal)
        let ink = try #require(drawing("Hello, World!", options, proposal: proposal, frame: CGRect(origin: .zero, size: m.size)).inkBounds)
        #expect(ink.maxX <= 60)
        #expect(ink.maxX >= m.size.width - 2)
    }

    @Test func clippedTextDrawsNothingOutsideTheFrame() throws {
        let proposal = ProposedViewSize(width: 10, height: nil)
        let m = metrics.measure("Hello", options: TextLayoutOptions(), proposal: proposal)
        #expect(m.size.width == 10)
        let ink = try #require(drawing("Hello", proposal: proposal, frame: CGRect(x: 5, y: 0, width: 10, height: m.size.height)).inkBounds)
        #expect(ink.minX >= 5)
        #expect(ink.maxX <= 15)
    }

    @Test func drawingFollowsTheTargetsScale() throws {
        let size = set("Hello", width: nil).size
        let frame = CGRect(origin: CGPoint(x: 10, y: 5), size: size)
        let single = try #require(drawing("Hello", frame: frame).inkBounds)
        let double = try #require(drawing("Hello", frame: frame, canvasWidth: 240, canvasHeight: 80, scale: 2).inkBounds)
        #expect(abs(double.minX - 2 * single.minX) <= 2)
        #expect(abs(double.width - 2 * single.width) <= 3)
        #expect(abs(double.maxY - 2 * single.maxY) <= 3)
    }

    @Test func drawsInTheGivenColour() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        let red = drawing("Hello", frame: frame, color: (red: 1, green: 0, blue: 0, opacity: 1)).strongestChannels
        #expect(red.red > 200)
        #expect(red.green == 0 && red.blue == 0)
    }

    @Test func shrunkTextDrawsAtTheScaledSize() throws {
        let options = TextLayoutOptions(lineLimit: 1, minimumScaleFactor: 0.5)
        let proposal = ProposedViewSize(width: 60, height: nil)
        let m = metrics.measure("Hello World", options: options, proposal: proposal)
        #expect(m.fontScale < 1 && !m.isTruncated)
        let ink = try #require(drawing("Hello World", options, proposal: proposal, frame: CGRect(origin: .zero, size: m.size)).inkBounds)
        #expect(ink.maxX <= 61)
        #expect(ink.maxX >= m.size.width - 2)
        #expect(abs(ink.maxY - m.firstBaseline) <= 1.5)
    }

    @Test func textMovedOnceAroundCairosFixedPointRangeIsNotDrawnBackOntoTheCanvas() throws {
        // 2²⁴ device units wraps around Cairo's 24.8 fixed point: the glyphs landed at (20, 10).
        let size = set("Hello", width: nil).size
        for x in [16_777_216 + 20, 4 * 16_777_216 + 20] as [CGFloat] {
            #expect(drawing("Hello", frame: CGRect(x: x, y: 10, width: size.width, height: size.height)).inkBounds == nil)
        }
        // Under a transform: 2²³ points at scale 2.
        #expect(drawing("Hello", frame: CGRect(x: 8_388_608 + 10, y: 10, width: size.width, height: size.height), scale: 2).inkBounds == nil)
        // Near the origin it is drawn.
        #expect(drawing("Hello", frame: CGRect(x: 20, y: 10, width: size.width, height: size.height)).inkBounds != nil)
    }

    @Test func glyphsTooLargeForFreeTypeAreFilledAsOutlinesAndLeaveTheFontUsable() throws {
        // An em of 160,000 device pixels: FreeType failed, nothing was drawn, and Cairo kept
        // that font in error for the process — later drawings at 10,000 points failed too.
        let options = TextLayoutOptions(font: .system(size: 10_000))
        let m = metrics.measure("I", options: options, proposal: .unspecified)
        for scale in [16.0, 1, 4] {
            var status = CAIRO_STATUS_SUCCESS
            let canvas = Canvas(width: 100, height: 100, scale: scale) { cairo in
                // The middle of the stem at the canvas's top-left corner.
                metrics.draw("I", options: options, proposal: .unspecified, in: CGRect(x: -m.size.width / 2 + 2, y: -m.size.height / 2, width: m.size.width, height: m.size.height), color: black, on: cairo)
                status = cairo_status(cairo)
            }
            #expect(status == CAIRO_STATUS_SUCCESS, "scale \(scale)")
            #expect(canvas.inkBounds == CGRect(x: 0, y: 0, width: 100, height: 100), "scale \(scale)")
        }
    }

    @Test func textUnderAScaleOfSixtyFourIsDrawnAndOrdinaryTextAfterIt() throws {
        // 17 points under a scale of 64 (an em of only 1,088 pixels) made FreeType fail, and
        // after it 17-point text at scale 16 failed too.
        for scale in [64.0, 1000, 16] {
            var status = CAIRO_STATUS_SUCCESS
            let canvas = Canvas(width: 100, height: 100, scale: scale) { cairo in
                metrics.draw("I", options: TextLayoutOptions(), proposal: .unspecified, in: CGRect(x: -1.5, y: -10, width: 20, height: 20), color: black, on: cairo)
                status = cairo_status(cairo)
            }
            #expect(status == CAIRO_STATUS_SUCCESS, "scale \(scale)")
            #expect(canvas.inkBounds != nil, "scale \(scale)")
        }
        #expect(TextPainter.largestGlyphStretch == 16)
    }

    @Test func outlinesDrawWhereGlyphsWould() throws {
        // "H" at 5,000 points: an em of 4,000 pixels is rasterised, one of 4,200 filled as outlines.
        let options = TextLayoutOptions(font: .system(size: 5_000))
        let m = metrics.measure("H", options: options, proposal: .unspecified)
        func ink(_ scale: Double) throws -> CGRect {
            try #require(Canvas(width: 4_000, height: 5_000, scale: scale) { cairo in
                metrics.draw("H", options: options, proposal: .unspecified, in: CGRect(origin: .zero, size: m.size), color: black, on: cairo)
            }.inkBounds)
        }
        #expect(TextPainter.largestGlyphPixels == 4096)
        let rasterised = try ink(0.8)
        let outlined = try ink(0.84)
        #expect(abs(outlined.minX - rasterised.minX * 0.84 / 0.8) <= 2)
        #expect(abs(outlined.maxX - rasterised.maxX * 0.84 / 0.8) <= 2)
        #expect(abs(outlined.minY - rasterised.minY * 0.84 / 0.8) <= 2)
        #expect(abs(outlined.maxY - rasterised.maxY * 0.84 / 0.8) <= 2)
    }
}

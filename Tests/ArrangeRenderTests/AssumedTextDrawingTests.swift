import Arrange
import ArrangeText
import Foundation
import Testing

@testable import ArrangeRender

/// Text whose size the layout assumed (`--assume-text 'Favorite=51x17'`) is drawn inside the
/// frame that size made, not overflowing it in the real font.
@Suite("Assumed text drawing")
struct AssumedTextDrawingTests {
    @Test func assumedTextIsScaledDownUniformlyToFitItsFrameAndCentred() {
        // Wider and taller than the box by the same factor: 51/60 = 17/20 = 0.85, no slack.
        let both = AssumedTextDrawing.fit(CGSize(width: 60, height: 20), in: CGSize(width: 51, height: 17))
        #expect(abs(both.scale - 0.85) < 1e-12)
        #expect(abs(both.offset.x) < 1e-12 && abs(both.offset.y) < 1e-12)
        // Twice too wide: half the size, centred vertically ((17 − 5) / 2).
        let wide = AssumedTextDrawing.fit(CGSize(width: 102, height: 10), in: CGSize(width: 51, height: 17))
        #expect(wide.scale == 0.5)
        #expect(wide.offset == CGPoint(x: 0, y: 6))
        // Smaller than the box: never scaled up, centred.
        let small = AssumedTextDrawing.fit(CGSize(width: 30, height: 10), in: CGSize(width: 51, height: 17))
        #expect(small.scale == 1)
        #expect(small.offset == CGPoint(x: 10.5, y: 3.5))
        // A box of nothing draws nothing visible, and no division makes a NaN.
        let none = AssumedTextDrawing.fit(CGSize(width: 60, height: 20), in: .zero)
        #expect(none.scale == 0)
        #expect(none.offset == .zero)
    }

    /// The book's Favorite: "Favorite" assumed 51×17, padded by 10. In the real 17-point font the
    /// word is wider than 51 points, so drawn as measured it spills over the padding on the right.
    @Test func anAssumedSizeTextIsDrawnInsideItsFrame() throws {
        var environment = EnvironmentValues()
        environment.textMetrics = BookTextMetrics(["Favorite": .init(ideal: CGSize(width: 51, height: 17))], fallback: PangoTextMetrics())
        let layout = ViewLayout(Text("Favorite").padding(10), proposal: ProposedViewSize(width: 320, height: 480), environment: environment)
        #expect(layout.size == CGSize(width: 71, height: 37))
        func inkColumns(assumed: Set<String>) throws -> ClosedRange<Int> {
            var renderer = Renderer()
            renderer.assumedTexts = assumed
            var warnings: [String] = []
            let image = try PixelImage(png: try renderer.render(layout, options: RenderOptions(scale: 2), warnings: &warnings))
            var columns: [Int] = [], rows: [Int] = []
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y].red < 128 {
                    columns.append(x)
                    rows.append(y)
                }
            }
            let first = try #require(columns.min()), last = try #require(columns.max())
            if !assumed.isEmpty {
                // Inside the text's frame (10, 10) 51×17, at 2 pixels a point.
                #expect(first >= 20 && last < 122, "ink from \(first) to \(last)")
                #expect(try #require(rows.min()) >= 20 && (try #require(rows.max())) < 54)
            }
            return first...last
        }
        let fitted = try inkColumns(assumed: ["Favorite"])
        let real = try inkColumns(assumed: [])
        // Drawn as measured by the real font, the word ends past its 51-point frame.
        #expect(real.upperBound >= 122, "real font ink ends at \(real.upperBound)")
        // Fitted, it fills most of the frame's width (scaled down, not shrunk to a dot).
        #expect(fitted.count > 80)
    }
}

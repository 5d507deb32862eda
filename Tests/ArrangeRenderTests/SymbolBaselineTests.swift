import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// A symbol beside text in `HStack(alignment: .firstTextBaseline)` sits on the text's line,
/// centred on its cap height, as SF Symbols are (SymbolBaseline.swift; Apple's HIG, SF Symbols).
@Suite struct SymbolBaselineTests {
    /// The rows holding ink (anything darker than 128 in red) between columns `x0` and `x1`.
    static func inkRows(_ image: PixelImage, from x0: Int, to x1: Int) -> ClosedRange<Int>? {
        var rows: [Int] = []
        for y in 0..<image.height where (x0..<x1).contains(where: { image[$0, y].red < 128 }) { rows.append(y) }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    @Test func aSymbolsFrameHasItsBaselineBelowItsMiddle() throws {
        // 17 pt: the frame is 20.4 tall; the baseline is 10.2 + 17 × 0.7046 / 2 = 16.19 down.
        let layout = RenderTesting.layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Image(systemName: "circle.fill")
                Color.red.frame(width: 4, height: 4)
            })
        let symbol = try #require(layout.nodes.first { $0.kind == "image" }?.frame)
        let square = try #require(layout.nodes.first { $0.kind == "Color" }?.frame)
        // The square's bottom (its baseline) is on the symbol's baseline.
        #expect(abs(square.maxY - (symbol.minY + 20.4 / 2 + 17 * 1443 / 2048 / 2)) < 0.01, "\(symbol) \(square)")
    }

    @Test(arguments: [1.0, 3.0])
    func aSymbolInAFirstBaselineStackIsCentredOnTheCapHeight(scale: CGFloat) throws {
        // circle.fill's disc is centred in its frame; "H" stands on the baseline, cap high.
        let view = HStack(alignment: .firstTextBaseline, spacing: 10) {
            Image(systemName: "circle.fill")
            Text("HH")
        }
        .font(.system(size: 30))
        let layout = RenderTesting.layout(view)
        let text = try #require(layout.nodes.first { $0.kind == "text" }?.frame)
        let symbol = try #require(layout.nodes.first { $0.kind == "image" }?.frame)
        let image = try RenderTesting.pixels(view, scale: scale).image
        let s = scale
        let disc = try #require(Self.inkRows(image, from: Int(symbol.minX * s), to: Int(symbol.maxX * s)))
        let letters = try #require(Self.inkRows(image, from: Int(text.minX * s), to: Int(text.maxX * s)))
        let discMiddle = CGFloat(disc.lowerBound + disc.upperBound) / 2 / s
        let capMiddle = CGFloat(letters.lowerBound + letters.upperBound) / 2 / s
        // Inter's cap height (0.727 em) is a little taller than SF's (0.705 em): within a point.
        #expect(abs(discMiddle - capMiddle) < 1, "disc \(disc) letters \(letters) at \(s)x")
        // Centre alignment, for contrast, would put the disc's middle at the frame's middle.
    }
}

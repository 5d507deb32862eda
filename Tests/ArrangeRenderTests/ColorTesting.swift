import Arrange
import Foundation

@testable import ArrangeRender

extension PixelImage {
    /// The pixel that differs most from `background` (the fullest coverage of what was drawn):
    /// inside a thick glyph stroke it is the text's colour painted over the background.
    func mostCovered(against background: [Int] = Expected.white) -> PixelImage.RGBA {
        var best = self[0, 0]
        var bestDistance = -1
        for y in 0..<height {
            for x in 0..<width {
                let pixel = self[x, y]
                let distance = zip(pixel.rgb, background).map { abs($0 - $1) }.reduce(0, +)
                if distance > bestDistance {
                    best = pixel
                    bestDistance = distance
                }
            }
        }
        return best
    }
}

/// `color` (0…255 components and an opacity) painted over `background`, rounded as Cairo does.
func composited(_ color: [Double], opacity: Double, over background: [Int] = Expected.white) -> [Int] {
    zip(color, background).map { Int(($0 * opacity + Double($1) * (1 - opacity)).rounded()) }
}

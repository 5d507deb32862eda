import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Helpers for the controls' frame and pixel checks: real text (Pango, Inter), so that text
/// sizes are read from a plain `Text` laid out the same way rather than assumed.
enum ControlTesting {
    /// The frame of the view marked `id` in `view`, laid out with real text.
    static func frame<V: View>(
        _ id: String, in view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CGRect {
        try #require(RenderTesting.layout(view, proposal: proposal).frame(of: id), "no view marked \(id)", sourceLocation: sourceLocation)
    }

    /// The size of `text` in `font` on one line, as `Text` reports it.
    static func textSize(_ text: String, font: Font = .body) -> CGSize {
        RenderTesting.layout(Text(verbatim: text).fixedSize().font(font)).size
    }

    /// The colour `color` at `opacity` painted over white, as 0…255 components.
    static func overWhite(_ rgb: [Int], opacity: Double) -> [Int] {
        rgb.map { Int((255 - Double(255 - $0) * opacity).rounded()) }
    }

    /// How many pixels in the rectangle (in pixels) are within `tolerance` of `rgb`.
    static func count(_ rgb: [Int], in image: PixelImage, x: Range<Int>, y: Range<Int>, tolerance: Int = 12) -> Int {
        var count = 0
        for row in y where row < image.height {
            for column in x where column < image.width {
                let pixel = image[column, row]
                if pixel.alpha > 0 && pixel.isClose(to: rgb, tolerance: tolerance) { count += 1 }
            }
        }
        return count
    }

    /// How many pixels of the whole picture are within `tolerance` of `rgb`.
    static func count(_ rgb: [Int], in image: PixelImage, tolerance: Int = 12) -> Int {
        count(rgb, in: image, x: 0..<image.width, y: 0..<image.height, tolerance: tolerance)
    }
}

/// iOS system colours as 0…255 components (ios-metrics.md §8, light).
enum SystemColor {
    static let blue = [0, 122, 255]
    static let red = [255, 59, 48]
    static let green = [52, 199, 89]
    static let purple = [175, 82, 222]
    static let white = [255, 255, 255]
    static let black = [0, 0, 0]
    /// `tertiarySystemFill` (118, 118, 128, 0.12) over white.
    static let tertiaryFillOnWhite = ControlTesting.overWhite([118, 118, 128], opacity: 0.12)
    /// `tertiaryLabel` (60, 60, 67, 0.3) over white.
    static let tertiaryLabelOnWhite = ControlTesting.overWhite([60, 60, 67], opacity: 0.3)
}

import Foundation

/// A Gaussian blur of an 8-bit alpha image (or of each channel of a premultiplied ARGB one), approximated by three box blurs (the central limit
/// theorem: three boxes are within a few percent of a Gaussian). Each box pass is a running
/// sum, so the cost does not depend on the radius. Pixels outside the image count as 0.
enum BoxBlur {
    /// Blurs `pixels` (`height` rows of `width` pixels of `channels` bytes, rows `stride` bytes
    /// apart) in place with a Gaussian of standard deviation `sigma` pixels, each channel on its
    /// own; below half a pixel nothing changes.
    static func blurGaussian(
        _ pixels: UnsafeMutablePointer<UInt8>?, width: Int, height: Int, stride: Int, sigma: Double, channels: Int = 1
    ) {
        guard let pixels, sigma >= 0.5, width > 0, height > 0, channels > 0 else { return }
        var line = [UInt8](repeating: 0, count: max(width, height))
        for radius in boxRadii(sigma: sigma) where radius > 0 {
            for row in 0..<height {
                for channel in 0..<channels {
                    blurLine(pixels + row * stride + channel, count: width, step: channels, radius: radius, scratch: &line)
                }
            }
            for column in 0..<(width * channels) {
                blurLine(pixels + column, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    /// The radii of three boxes whose sequence has standard deviation `sigma` (Kovesi's
    /// "Fast almost-Gaussian filtering": boxes of two neighbouring odd widths).
    static func boxRadii(sigma: Double) -> [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerCount = Int(((12 * sigma * sigma - passes * Double(lower * lower) - 4 * passes * Double(lower) - 3 * passes)
            / (-4 * Double(lower) - 4)).rounded())
        return (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }
    }

    /// One box pass over `count` values `step` bytes apart.
    private static func blurLine(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [UInt8]) {
        for index in 0..<count { scratch[index] = start[index * step] }
        let width = 2 * radius + 1
        var sum = 0
        for index in 0...min(radius, count - 1) { sum += Int(scratch[index]) }
        for index in 0..<count {
            start[index * step] = UInt8((sum + width / 2) / width)
            let entering = index + radius + 1
            let leaving = index - radius
            if entering < count { sum += Int(scratch[entering]) }
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
        }
    }
}

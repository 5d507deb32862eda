import Foundation
import Testing

/// Golden-image comparison: a PNG is compared pixel by pixel with
/// `Tests/ArrangeRenderTests/Goldens/<name>.png`, allowing `tolerance` levels per channel and a
/// few differing pixels (anti-aliasing noise).
///
/// With `ARRANGE_RECORD_GOLDENS=1` in the environment the golden is (re)written instead. On a
/// mismatch a diff image — expected | actual | differences in red over a faded actual — is
/// written to the temporary folder and named in the failure.
enum GoldenImage {
    /// The goldens in the source tree (written there when recording).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    /// The image fixtures.
    static let fixtures = folder.appendingPathComponent("Fixtures")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["ARRANGE_RECORD_GOLDENS"] == "1" }

    static func assertMatches(
        _ png: Data, named name: String, tolerance: Int = 8, allowedDifferentPixels: Double = 0.002,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = folder.appendingPathComponent(name + ".png")
        if isRecording {
            try png.write(to: url)
            return
        }
        guard let expectedData = try? Data(contentsOf: url) else {
            Issue.record("no golden \(url.path); run the tests with ARRANGE_RECORD_GOLDENS=1 to record it", sourceLocation: sourceLocation)
            return
        }
        let expected = try PixelImage(png: expectedData)
        let actual = try PixelImage(png: png)
        guard expected.width == actual.width, expected.height == actual.height else {
            let diff = writeDiff(expected: expected, actual: actual, named: name)
            Issue.record(
                "\(name): size \(actual.width)×\(actual.height) differs from the golden's \(expected.width)×\(expected.height); diff: \(diff.path)",
                sourceLocation: sourceLocation)
            return
        }
        let different = differingPixels(expected, actual, tolerance: tolerance)
        let allowed = Int(Double(expected.width * expected.height) * allowedDifferentPixels)
        if different.count > allowed {
            let diff = writeDiff(expected: expected, actual: actual, named: name)
            Issue.record(
                "\(name): \(different.count) pixels differ from the golden by more than \(tolerance) (allowed \(allowed)); diff (expected | actual | difference): \(diff.path)",
                sourceLocation: sourceLocation)
        }
    }

    /// The indices of pixels whose premultiplied channels differ by more than `tolerance`.
    static func differingPixels(_ expected: PixelImage, _ actual: PixelImage, tolerance: Int) -> Set<Int> {
        var result: Set<Int> = []
        for index in 0..<expected.words.count {
            let a = expected.words[index]
            let b = actual.words[index]
            if a == b { continue }
            for shift in stride(from: UInt32(0), through: 24, by: 8) where abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) > tolerance {
                result.insert(index)
                break
            }
        }
        return result
    }

    /// Writes expected | actual | difference side by side (4 px gaps) and returns where.
    static func writeDiff(expected: PixelImage, actual: PixelImage, named name: String) -> URL {
        let gap = 4
        let width = expected.width + actual.width + max(expected.width, actual.width) + 2 * gap
        let height = max(expected.height, actual.height)
        var words = [UInt32](repeating: 0xFF80_8080, count: width * height)
        func put(_ image: PixelImage, at left: Int) {
            for y in 0..<image.height {
                for x in 0..<image.width { words[y * width + left + x] = image.words[y * image.width + x] }
            }
        }
        put(expected, at: 0)
        put(actual, at: expected.width + gap)
        let left = expected.width + actual.width + 2 * gap
        let sameSize = expected.width == actual.width && expected.height == actual.height
        let different = sameSize ? differingPixels(expected, actual, tolerance: 8) : []
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let index = y * actual.width + x
                if different.contains(index) || !sameSize {
                    words[y * width + left + x] = 0xFFFF_0000
                } else {
                    // The actual picture faded towards white.
                    let word = actual.words[index]
                    let fade = { (shift: UInt32) -> UInt32 in ((((word >> shift) & 0xFF) + 3 * 255) / 4) << shift }
                    words[y * width + left + x] = 0xFF00_0000 | fade(16) | fade(8) | fade(0)
                }
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ArrangeRenderDiffs")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name + "-diff.png")
        try? PixelImage(width: width, height: height, words: words).pngData().write(to: url)
        return url
    }
}

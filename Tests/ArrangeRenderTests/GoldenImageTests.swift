import Foundation
import Testing

/// The golden-image helper itself: what counts as different, and the diff picture.
@Suite struct GoldenImageTests {
    static let white: UInt32 = 0xFFFF_FFFF
    static let red: UInt32 = 0xFFFF_3B30

    @Test func pixelsWithinTheToleranceAreTheSame() {
        let expected = PixelImage(width: 2, height: 1, words: [Self.white, Self.white])
        let close = PixelImage(width: 2, height: 1, words: [0xFFFA_FAFA, Self.white])
        let far = PixelImage(width: 2, height: 1, words: [Self.white, Self.red])
        #expect(GoldenImage.differingPixels(expected, close, tolerance: 8).isEmpty)
        #expect(GoldenImage.differingPixels(expected, far, tolerance: 8) == [1])
    }

    @Test func diffShowsExpectedActualAndTheDifferenceInRed() throws {
        let expected = PixelImage(width: 3, height: 2, words: Array(repeating: Self.white, count: 6))
        var words = expected.words
        words[4] = 0xFF00_0000
        let actual = PixelImage(width: 3, height: 2, words: words)
        let url = GoldenImage.writeDiff(expected: expected, actual: actual, named: "golden-helper-self-test")
        defer { try? FileManager.default.removeItem(at: url) }
        let diff = try PixelImage(png: try Data(contentsOf: url))
        #expect(diff.width == 17)
        #expect(diff.height == 2)
        #expect(diff[1, 1].rgb == [255, 255, 255])
        #expect(diff[8, 1].rgb == [0, 0, 0])
        #expect(diff[15, 1].rgb == [255, 0, 0])
        #expect(diff[14, 1].rgb == [255, 255, 255])
    }

    @Test func goldensLiveInTheSourceTree() {
        #expect(GoldenImage.folder.path.hasSuffix("Tests/ArrangeRenderTests/Goldens"))
        #expect(FileManager.default.fileExists(atPath: GoldenImage.folder.appendingPathComponent("color.png").path))
    }
}

import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// Emoji are drawn in colour from the emoji font (Noto Color Emoji), as Apple Color Emoji draws
/// them on an iPhone, not as outlines of a text font or as boxes.
@Suite struct EmojiDrawingTests {
    /// The pixels of `image` whose colour is strongly yellow (red and green high, blue low):
    /// the faces of 😀 and 👍 are yellow in both emoji fonts.
    static func yellowPixels(_ image: PixelImage) -> Int {
        (0..<image.height).reduce(0) { count, y in
            count + (0..<image.width).filter { x in
                let p = image[x, y]
                return p.alpha > 200 && p.red > 200 && p.green > 140 && p.blue < 90
            }.count
        }
    }

    @Test(arguments: ["😀", "👍", "🎉"])
    func emojiAreDrawnInColour(emoji: String) throws {
        let image = try RenderTesting.pixels(Text(emoji).font(.system(size: 40)), scale: 2).image
        #expect(Self.yellowPixels(image) > 200, "\(emoji): \(Self.yellowPixels(image)) yellow pixels")
    }

    @Test func aRedHeartWithTheEmojiSelectorIsRed() throws {
        let image = try RenderTesting.pixels(Text("❤️").font(.system(size: 40)), scale: 2).image
        let red = (0..<image.height).reduce(0) { count, y in
            count + (0..<image.width).filter { x in let p = image[x, y]; return p.alpha > 200 && p.red > 180 && p.green < 80 && p.blue < 80 }.count
        }
        #expect(red > 200, "\(red) red pixels")
    }

    @Test func emojiStayTheirSizeInText() throws {
        // A 17-point emoji is a 17-point line's height, not its 109-pixel bitmap's.
        let layout = RenderTesting.layout(Text("a😀b").id("t"))
        let height = try #require(layout.frame(of: "t")?.height)
        #expect(height < 25, "\(height)")
        let image = try RenderTesting.pixels(Text("😀").padding(20), scale: 1).image
        // Nothing is painted more than a line's height from the text.
        #expect(image[5, 5].rgb == Expected.white && image[image.width - 5, image.height - 5].rgb == Expected.white)
    }
}

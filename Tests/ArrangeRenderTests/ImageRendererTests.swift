import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// `ImageRenderer`: an image made of a view is drawn as that view, by the same layout and
/// drawing; as an `ImagePaint` it is the tile; a shape style of the user's own draws as what its
/// `resolve(in:)` returns.
@Suite struct ImageRendererTests {
    /// Red on the left half, blue on the right: 20 × 10 points.
    static func halves() -> some View {
        HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
    }

    @MainActor @Test func theImageOfAViewIsDrawnAsThatView() throws {
        let renderer = ImageRenderer(content: Self.halves())
        renderer.scale = 2
        let cgImage = try #require(renderer.cgImage)
        #expect(cgImage.width == 40 && cgImage.height == 20, "the view's size times the scale")
        // At scale 2 the image is 20 × 10 points; shown stretched to 40 × 20 it is both colours' halves.
        let image = Image(cgImage, scale: 2, label: Text("halves"))
        #expect(RenderTesting.layout(image).size == CGSize(width: 20, height: 10))
        let drawn = try RenderTesting.pixels(image.resizable().frame(width: 40, height: 20)).image
        #expect(drawn[10, 10].rgb == Expected.red)
        #expect(drawn[30, 10].rgb == Expected.blue)
    }

    @MainActor @Test func anEmptyViewMakesNoImage() {
        #expect(ImageRenderer(content: EmptyView()).cgImage == nil)
    }

    @MainActor @Test func anImagePaintOfARenderedImageTilesIt() throws {
        let renderer = ImageRenderer(content: Self.halves())
        let tile = Image(try #require(renderer.cgImage), scale: 1, label: Text(""))
        let drawn = try RenderTesting.pixels(Rectangle().fill(.image(tile)).frame(width: 40, height: 10)).image
        #expect(drawn[5, 5].rgb == Expected.red)
        #expect(drawn[15, 5].rgb == Expected.blue)
        #expect(drawn[25, 5].rgb == Expected.red, "the second tile")
        #expect(drawn[35, 5].rgb == Expected.blue)
    }

    struct SchemeStyle: ShapeStyle {
        func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
            environment.colorScheme == .dark ? Color.blue : Color.red
        }
    }

    @Test func aShapeStyleOfYourOwnDrawsAsWhatItResolvesTo() throws {
        let light = try RenderTesting.pixels(Rectangle().fill(SchemeStyle()).frame(width: 10, height: 10)).image
        #expect(light[5, 5].rgb == Expected.red)
    }
}

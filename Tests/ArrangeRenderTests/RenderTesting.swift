import Arrange
import ArrangeText
import Foundation
import Testing

@testable import ArrangeRender

/// Shared set-up: a renderer over the image fixtures, and helpers that lay out and draw a view.
enum RenderTesting {
    static let images: ImageFiles = (try? ImageFiles(directory: GoldenImage.fixtures)) ?? ImageFiles()
    static let renderer = Renderer(images: images)

    /// `view` laid out with real text metrics and the fixtures' natural sizes.
    static func layout<V: View>(_ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844)) -> ViewLayout {
        renderer.layout(view, proposal: proposal)
    }

    /// `view` drawn as a PNG (white background) and decoded, with the warnings.
    static func pixels<V: View>(
        _ view: V, scale: CGFloat = 1, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844),
        configure: (inout RenderOptions) -> Void = { _ in }
    ) throws -> (image: PixelImage, warnings: [String], png: Data) {
        let png = try data(view, options: { configure(&$0); $0.scale = scale }, proposal: proposal)
        return (try PixelImage(png: png.data), png.warnings, png.data)
    }

    /// `view` drawn with `options`, and the drawing's warnings.
    static func data<V: View>(
        _ view: V, options configure: (inout RenderOptions) -> Void = { _ in },
        proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844)
    ) throws -> (data: Data, warnings: [String]) {
        var options = RenderOptions()
        configure(&options)
        var warnings: [String] = []
        let data = try renderer.render(layout(view, proposal: proposal), options: options, warnings: &warnings)
        return (data, warnings)
    }

    /// `view` drawn at `scale` and compared with its golden.
    static func assertGolden<V: View>(
        _ view: V, named name: String, scale: CGFloat = 2, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844),
        configure: (inout RenderOptions) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let png = try data(view, options: { configure(&$0); $0.scale = scale }, proposal: proposal).data
        try GoldenImage.assertMatches(png, named: name, sourceLocation: sourceLocation)
    }
}

extension PixelImage {
    /// The colours along row `y` from `x0` up to (not including) `x1`.
    func row(_ y: Int, from x0: Int = 0, to x1: Int? = nil) -> [RGBA] {
        (x0..<(x1 ?? width)).map { self[$0, y] }
    }
}

/// Colours as 0…255 components, for comparing with pixels.
enum Expected {
    static let white = [255, 255, 255]
    static let red = [255, 59, 48]
    static let blue = [0, 122, 255]
    static let green = [52, 199, 89]
    static let black = [0, 0, 0]
}

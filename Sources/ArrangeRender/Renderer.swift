import Arrange
import ArrangeText
import CPangoCairo
import Foundation

/// Draws laid-out views with Cairo: every view at its frame, rendering effects applied to whole
/// subtrees, edges snapped to the output's pixels (layout numbers stay exact).
///
/// ```swift
/// let renderer = Renderer(images: try ImageFiles(directory: assets))
/// let layout = renderer.layout(ContentView(), proposal: ProposedViewSize(width: 390, height: 844))
/// var warnings: [String] = []
/// let png = try renderer.render(layout, options: RenderOptions(scale: 2), warnings: &warnings)
/// ```
public struct Renderer: Sendable {
    /// The metrics text is drawn with (the layout must have been measured with the same).
    public var textMetrics: PangoTextMetrics
    /// The image files `Image("name")` is drawn from.
    public var images: ImageFiles
    /// The strings the layout gave assumed sizes instead of measuring them with `textMetrics`
    /// (`BookTextMetrics`, `arrange --assume-text`): each is drawn in the real font scaled down
    /// to fit inside its frame, centred (`AssumedTextDrawing`), so that it never overflows the box
    /// its assumed size made. Empty by default: all text is drawn as it was measured.
    public var assumedTexts: Set<String> = []

    /// A renderer drawing text with `textMetrics`.
    public init(textMetrics: PangoTextMetrics = PangoTextMetrics()) {
        self.init(textMetrics: textMetrics, images: ImageFiles())
    }

    /// A renderer drawing text with `textMetrics` and named images from `images`.
    public init(textMetrics: PangoTextMetrics = PangoTextMetrics(), images: ImageFiles) {
        self.textMetrics = textMetrics
        self.images = images
    }

    /// Lays `view` out for drawing: with this renderer's text metrics and the natural sizes of
    /// its image files added to `environment`'s image catalog (entries already there win).
    public func layout<V: View>(
        _ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844),
        safeAreaInsets: EdgeInsets = EdgeInsets(), environment: EnvironmentValues = EnvironmentValues(),
        options: LayoutOptions = LayoutOptions()
    ) -> ViewLayout {
        var environment = environment
        environment.textMetrics = textMetrics
        environment.imageCatalog = images.catalog(adding: environment.imageCatalog)
        return ViewLayout(view, proposal: proposal, safeAreaInsets: safeAreaInsets, environment: environment, options: options)
    }

    /// The encoded file (PNG, PDF or SVG bytes) of `layout` drawn as `options` say; warnings
    /// (frames skipped as non-finite, images not found) go to `warnings`.
    ///
    /// Throws `RenderError` when the picture cannot be made: a canvas or scale that is not a
    /// positive finite number, a picture over `RenderCanvas.maximumSide` device units a side or
    /// `RenderCanvas.maximumPixels` pixels, or Cairo failing.
    public func render(_ layout: ViewLayout, options: RenderOptions, warnings: inout [String]) throws -> Data {
        let canvas = try RenderCanvas(layout: layout, options: options)
        let output = try OutputSurface(format: options.format, canvas: canvas)
        let session = RenderSession(
            layout: layout, options: options, canvas: canvas, textMetrics: textMetrics, images: images, assumedTexts: assumedTexts)
        session.draw(on: output.context)
        warnings += session.warnings
        return try output.finish()
    }

    /// Lays `view` out (as `layout(_:proposal:…)` does) and draws it; the layout's own warnings
    /// come first in `warnings`.
    public func render<V: View>(
        _ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844),
        options: RenderOptions, warnings: inout [String]
    ) throws -> Data {
        let laidOut = layout(view, proposal: proposal)
        warnings += laidOut.warnings
        return try render(laidOut, options: options, warnings: &warnings)
    }

    /// Draws `layout` into the file at `url`, in `options.format`: written whole to a temporary
    /// file and renamed over `url`, so a failed write leaves the previous file as it was.
    public func render(_ layout: ViewLayout, to url: URL, options: RenderOptions, warnings: inout [String]) throws {
        let data = try render(layout, options: options, warnings: &warnings)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw RenderError.cannotWrite(url.path, reason: error.localizedDescription)
        }
    }
}

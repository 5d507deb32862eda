import Arrange
import ArrangeText
import CPangoCairo
import Foundation

/// One drawing of one layout: what it draws with, the images decoded so far and the warnings
/// collected. Lives for a single `Renderer.render` call on a single thread.
///
/// 1. Fills the canvas with the background.
/// 2. Moves layout coordinates onto the canvas (the root centred on a given canvas).
/// 3. Draws the root, and through it every node, in drawing order (`NodeDrawing.swift`).
/// 4. Draws the debugging aids on top, at the views' layout frames (`DebugDiagrams.swift`).
final class RenderSession {
    let layout: ViewLayout
    let options: RenderOptions
    let canvas: RenderCanvas
    let textMetrics: PangoTextMetrics
    let images: ImageFiles
    /// Snapping applies to PNG only: PDF and SVG keep exact coordinates.
    let grid: PixelGrid
    /// The layout's nodes, read once (reading `layout.nodes[i]` assembles a node each time).
    let nodes: [LayoutNodeInfo]
    /// Each node's frame, drawn from; a copy of the layout's, which tests may make invalid.
    var frames: [CGRect?]
    private(set) var problems: [RenderWarning] = []
    /// Decoded bitmaps by image name; `nil` for names that could not be decoded.
    var decodedImages: [String: DecodedImage?] = [:]

    init(layout: ViewLayout, options: RenderOptions, canvas: RenderCanvas, textMetrics: PangoTextMetrics, images: ImageFiles) {
        self.layout = layout
        self.options = options
        self.canvas = canvas
        self.textMetrics = textMetrics
        self.images = images
        self.grid = PixelGrid(isEnabled: options.format == .png)
        self.nodes = Array(layout.nodes)
        self.frames = nodes.map(\.frame)
    }

    /// Draws the whole picture on `context`, which draws in points; a deep tree on a thread
    /// with a stack for its depth (`DrawingStack`).
    func draw(on context: OpaquePointer) {
        DrawingStack.run(depth: DrawingStack.depth(of: nodes)) { self.drawPicture(on: context) }
    }

    /// Steps 1–4 on the current thread.
    private func drawPicture(on context: OpaquePointer) {
        // 1.
        if let background = options.background {
            let color = ResolvedColor(background)
            if !color.isInvisible {
                color.setSource(on: context)
                cairo_paint(context)
            }
        }
        cairo_save(context)
        // 2.
        cairo_translate(context, canvas.translation.width, canvas.translation.height)
        // 3.
        if !nodes.isEmpty { drawNode(0, on: context) }
        // 4.
        if options.bordersEverything { drawBordersEverywhere(on: context) }
        if options.showsProposals { drawProposalDiagrams(on: context) }
        cairo_restore(context)
    }

    /// Records a problem with one view; the same problem is recorded once.
    func warn(_ warning: RenderWarning) {
        if !problems.contains(warning) { problems.append(warning) }
    }

    /// The problems as messages.
    var warnings: [String] { problems.map(\.description) }

    /// Where `index` is in the tree, for messages: `VStack › frame › text`.
    func path(of index: Int) -> String {
        layout.path(of: nodes[index])
    }
}

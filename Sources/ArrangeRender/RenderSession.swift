@_spi(Rendering) import Arrange
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
    /// The strings whose sizes the layout assumed (`Renderer.assumedTexts`).
    let assumedTexts: Set<String>
    /// Snapping applies to PNG only: PDF and SVG keep exact coordinates.
    let grid: PixelGrid
    /// The layout's nodes, read once (reading `layout.nodes[i]` assembles a node each time).
    let nodes: [LayoutNodeInfo]
    /// Each node's frame, drawn from; a copy of the layout's, which tests may make invalid.
    var frames: [CGRect?]
    /// The problems found, each once, in the order found: at most `listedProblemLimit`, told by
    /// the rule every list of problems is told by (`ToldOnce`).
    private(set) var problems = ToldOnce<RenderWarning>(limit: RenderSession.listedProblemLimit)
    /// How many problems were found after `listedProblemLimit` were listed.
    private(set) var unlistedProblemCount = 0
    /// Whether some view's content (a colour, shape, text or image) was drawn.
    var drewContent = false
    /// Decoded bitmaps by image name; `nil` for names that could not be decoded.
    var decodedImages: [String: DecodedImage?] = [:]
    /// The symbol sets' outlines read so far, by name (`nil` for a template that draws nothing).
    var symbolSetOutlines: [String: SymbolSetOutline?] = [:]
    /// How many more nodes shadows may visit (`ShadowDrawing.swift`).
    var shadowNodesLeft = RenderSession.shadowNodeBudget
    /// Whether a shadow's silhouette is being drawn, in which shadows inside it are left out.
    var isDrawingShadowSilhouette = false
    /// How many opacity groups are open (`NodeDrawing.swift`).
    var openGroups = 0
    /// The opacity groups the canvas affords open at once: each is as large as the canvas, so
    /// together at most twice `RenderCanvas.maximumPixels` pixels, and never more than 16.
    let maximumOpenGroups: Int
    /// The opacity of containers, which SwiftUI applies to each item inside them, and of views
    /// nested deeper than `maximumOpenGroups` groups, multiplied into everything their
    /// subtrees paint.
    var inheritedOpacity: Double = 1
    /// The shadows and blend mode containers pass down to the items inside them
    /// (`CompositingDrawing.swift`).
    var inheritedEffects = InheritedEffects()
    /// Per node, whether its subtree holds a blend mode (`holdsBlendMode`); empty until asked.
    var blendsInSubtree: [Bool] = []
    /// The device-unit boxes of the clips in force, innermost last (`CutOffDrawing.swift`).
    var clipBoxes: [CGRect] = []
    /// The views drawn past the picture's edge, and how far past which edges.
    var cutOffViews: [(index: Int, edges: [(String, CGFloat)])] = []

    init(
        layout: ViewLayout, options: RenderOptions, canvas: RenderCanvas, textMetrics: PangoTextMetrics, images: ImageFiles,
        assumedTexts: Set<String> = []
    ) {
        self.layout = layout
        self.assumedTexts = assumedTexts
        self.options = options
        self.canvas = canvas
        self.textMetrics = textMetrics
        self.images = images
        self.grid = PixelGrid(isEnabled: options.format == .png)
        self.nodes = Array(layout.nodes)
        self.frames = nodes.map(\.frame)
        let canvasPixels = max(canvas.deviceWidth * canvas.deviceHeight, 1)
        self.maximumOpenGroups = min(16, max(1, 2 * RenderCanvas.maximumPixels / canvasPixels))
    }

    /// Draws the whole picture on `context`, which draws in points, on the calling thread: a
    /// deep tree's levels go on on stack segments as they need (`drawNode`).
    func draw(on context: OpaquePointer) {
        defer { DeepRecursion.finished() }
        // 1.
        if let background = options.background {
            let color = ResolvedColor(background, in: nodes.first?.colorScheme ?? .light)
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
        if !nodes.isEmpty, !drewContent { warn(.nothingDrawn) }
        warnAboutCutOffViews()
        // 4.
        if options.bordersEverything { drawBordersEverywhere(on: context) }
        if options.showsProposals { drawProposalDiagrams(on: context) }
        cairo_restore(context)
    }

    /// The most problems listed one by one: a picture of 100,000 broken views says so in one
    /// line instead of 100,000, and working out where each view is does not cost more than the
    /// drawing.
    static let listedProblemLimit = 100

    /// Records a problem with one view; the same problem is recorded once (`ToldOnce`). Past
    /// `listedProblemLimit` problems are only counted (and `warning` is not evaluated).
    func warn(_ warning: @autoclosure () -> RenderWarning) {
        guard !problems.isFull else {
            unlistedProblemCount += 1
            return
        }
        problems.tell(warning())
    }

    /// The problems as messages, the count of those not listed last.
    var warnings: [String] {
        problems.told.map(\.description)
            + (unlistedProblemCount > 0 ? [RenderWarning.moreProblems(count: unlistedProblemCount).description] : [])
    }

    /// `color` with the opacity of the groups that could not be opened multiplied in.
    func painted(_ color: ResolvedColor) -> ResolvedColor {
        inheritedOpacity < 1 ? color.withOpacity(inheritedOpacity) : color
    }

    /// Where `index` is in the tree, for messages: `VStack › frame › text`, shortened as a
    /// picture's warnings shorten paths (`NodePath.Elision.picture`: the first and last few
    /// levels of a deep view's, with how many were left out between them).
    func path(of index: Int) -> String {
        layout.path(of: nodes[index], shortenedBy: .picture)
    }

    /// `path` (views joined by `NodePath.separator`) shortened as `path(of:)` shortens one.
    static func shortened(_ path: String) -> String {
        NodePath.Elision.picture.shorten(path.components(separatedBy: NodePath.separator)).joined(separator: NodePath.separator)
    }
}

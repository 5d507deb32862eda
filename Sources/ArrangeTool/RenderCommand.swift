import Arrange
import ArrangeRender
import ArrangeText
import Foundation

/// `arrange render`: each view laid out and drawn to a PNG, PDF or SVG file.
enum RenderCommand {
    /// The most pixels a picture may have along each side: larger ones are refused rather than
    /// allocated.
    static let maximumPixels: CGFloat = 16_384

    /// 1. Lay each view out with real fonts.
    /// 2. Choose the canvas: the root's size, or with `--canvas` the finite parts of the proposal.
    /// 3. Refuse sizes that cannot be drawn (infinite, or too many pixels).
    /// 4. Draw and write the file; report where it went and how big it is.
    static func run(_ views: [NamedView], options: ToolOptions, out: (String) -> Void, warn: (String) -> Void) throws {
        let format = options.effectiveFormat
        let naming = OutputNaming(
            output: options.output, sourcePath: options.sourcePath, viewCount: views.count,
            outputIsExistingFolder: options.output.map(pathIsFolder) ?? false)
        let metrics = PangoTextMetrics()
        let renderer = options.renderer(drawingWith: metrics)
        for named in views {
            // 1.
            let view = ToolLayout.drawn(named.makeForLayout(), of: named, options: options)
            let layout = ToolLayout.layout(view, of: named, options: options, metrics: options.textMetrics(over: metrics))
            // 2. (A device's picture is its whole screen.)
            let canvas = ToolLayout.screen(of: named, options: options)
                ?? (options.drawsCanvas ? canvasSize(options.proposal(for: named), fitting: layout.size) : nil)
            let drawn = canvas ?? layout.size
            // 3.
            guard drawn.width.isFinite, drawn.height.isFinite else {
                throw ToolFailure(
                    "\(named.name) reports \(ProposedViewSize(layout.size)) for the proposal \(options.proposal(for: named)): "
                        + "a picture needs a finite size. Propose finite lengths with --size.")
            }
            let scale = format == .png ? options.scale(for: named) : 1
            guard drawn.width * scale <= maximumPixels, drawn.height * scale <= maximumPixels else {
                let unit = format == .png ? "pixels" : "points"
                throw ToolFailure(
                    "\(named.name) would be \(ProposedViewSize(CGSize(width: drawn.width * scale, height: drawn.height * scale))) \(unit); "
                        + "the most is \(Int(maximumPixels)) a side. Propose a smaller --size\(format == .png ? " or --scale" : "").")
            }
            // 4.
            var warnings = WrittenNames(layout, sourcePath: options.sourcePath, written: options.written).warnings(of: layout)
            var drawing = RenderOptions(
                format: format, scale: options.scale(for: named), showsProposals: options.showsProposals,
                bordersEverything: options.bordersEverything, canvas: canvas)
            // --focus and --depth keep the diagrams and borders of a subtree, as explain keeps its steps.
            switch ExplanationFilter(focus: options.focus, depth: options.depth).keptNodes(in: layout, written: options.written) {
            case .success(let kept): drawing.diagramNodes = kept
            case .failure(let failure): throw ToolFailure("\(named.name): \(failure.message)", exitCode: failure.exitCode)
            }
            let data: Data
            do {
                data = try renderer.render(layout, options: drawing, warnings: &warnings)
            } catch {
                throw ToolFailure(RenderFailureWording.message(
                    for: error, view: named.name, size: drawn, scale: options.scale(for: named), format: format))
            }
            let path = naming.path(for: named.name, fileExtension: format.rawValue)
            try write(data, to: path)
            if let overflow = RootOverflow.warning(layout: layout, proposal: ToolLayout.screen(of: named, options: options) != nil ? nil : options.proposal(for: named), canvas: canvas) {
                warnings.append(overflow)
            }
            for warning in warnings { warn("warning: \(named.name): \(warning)") }
            let points = ProposedViewSize(drawn).description
            // The renderer draws at least one pixel a side (a PNG cannot have none).
            let pixels = format == .png
                ? ", \(ProposedViewSize(CGSize(width: max(1, (drawn.width * scale).rounded(.up)), height: max(1, (drawn.height * scale).rounded(.up))))) px"
                : ""
            out("\(named.name): wrote \(path) (\(points) pt\(pixels))")
        }
    }

    /// The canvas `--canvas` draws on: the proposal, with the root's size standing in for
    /// dimensions that are unspecified or infinite.
    static func canvasSize(_ proposal: ProposedViewSize, fitting size: CGSize) -> CGSize {
        func pick(_ proposed: CGFloat?, _ reported: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return reported }
            return proposed
        }
        return CGSize(width: pick(proposal.width, size.width), height: pick(proposal.height, size.height))
    }
}

import Arrange
import ArrangeRender
import ArrangeText
import Foundation

/// `arrange html`: one self-contained explainer page per view (`HTMLExplainerPage`).
enum HTMLCommand {
    static func run(_ views: [NamedView], options: ToolOptions, out: (String) -> Void) throws {
        let metrics = PangoTextMetrics()
        let renderer = options.renderer(drawingWith: metrics)
        let source = options.sourcePath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        let naming = OutputNaming(
            output: options.output, sourcePath: options.sourcePath, viewCount: views.count,
            outputIsExistingFolder: options.output.map(pathIsFolder) ?? false)
        for named in views {
            let layout = ToolLayout.layout(named.makeForLayout(), of: named, options: options, metrics: options.textMetrics(over: metrics))
            let page: String
            do {
                // The slider's other proposals: for views on a screen of the given size (not a device's).
                var sweep = options.screen(for: named) == nil && ToolLayout.isScreenSized(named)
                    ? ProposalSweep.make(proposal: options.proposal(for: named)) { proposal in
                        ToolLayout.layout(named.makeForLayout(), proposal: proposal, metrics: options.textMetrics(over: metrics), colorScheme: options.colorScheme)
                    }
                    : nil
                // The slider's pictures, unless `watch` serves them apart (`WatchDefaults.sliderPicturesVariable`).
                if ProcessInfo.processInfo.environment[WatchDefaults.sliderPicturesVariable] != "0" { sweep?.drawPictures(with: renderer) }
                // --scale draws the picture as PNG at that scale (SVG otherwise); --canvas on the
                // proposed area with the root centred, as render draws them.
                // A device (a preview's, or --device) draws its whole screen with its status bar and
                // home indicator (unless --no-chrome), as render draws it; the steps and the tree are
                // of the view alone.
                let screen = ToolLayout.screen(of: named, options: options)
                let canvas = screen ?? (options.drawsCanvas ? RenderCommand.canvasSize(options.proposal(for: named), fitting: layout.size) : nil)
                let chromed = ToolLayout.drawn(named.makeForLayout(), of: named, options: options)
                let drawn = screen != nil && options.drawsChrome
                    ? ToolLayout.layout(chromed, of: named, options: options, metrics: options.textMetrics(over: metrics)) : layout
                page = try HTMLExplainerPage.make(layout, title: named.name, source: source, language: options.language, renderer: renderer,
                    pictureFormat: options.scaleWasGiven ? .png : .svg, pictureScale: options.scale, canvas: canvas,
                    sourcePath: options.sourcePath, written: options.written, sweep: sweep, drawing: drawn,
                    screen: options.screen(for: named).map { ($0.device, $0.orientation) })
            } catch {
                throw ToolFailure("could not write the page of \(named.name): \(error)")
            }
            let path = naming.path(for: named.name, fileExtension: "html")
            try write(Data(page.utf8), to: path)
            out("\(named.name): wrote \(path)")
        }
    }
}

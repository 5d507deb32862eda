import Arrange
import ArrangeRender
import Foundation

/// One self-contained HTML page explaining a layout: the picture, the view tree and a
/// step-through of the negotiation, in the style of the book's diagrams. What `arrange html`
/// writes.
///
/// The page needs nothing else: the style sheet and script are inline, the picture is a `data:`
/// URL, and the layout travels as JSON in `<script type="application/json" id="explainer-data">`.
/// Selecting a step (click, the Previous/Next buttons, or the arrow keys) or a view draws, from
/// that view's top-leading corner, the proposal it was handling as a dashed rectangle and the
/// size it reported as a solid one, labelled with their numbers. An unspecified (`nil`)
/// dimension draws no box along that axis (a dashed line marks the other one), and an infinite
/// one runs to the edge of the picture and reads `∞`. The URL's `#step=sizing-3` or `#node=5`
/// selects on load; once ready the page sets `window.explainerReady = true`.
public enum HTMLExplainerPage {
    /// The page for `layout`, titled `title`, showing `source` (the snippet) when given, with the
    /// explanation and the page's own labels in `language`. The picture is drawn by `renderer`
    /// as `pictureFormat` (SVG, or PNG at `pictureScale`), on `canvas` when given (as
    /// `render --canvas`: the root centred on it); when drawing fails the page shows a placeholder and says
    /// why under Warnings, and everything else still works. `drawing` is what the picture is
    /// drawn from when it is not `layout` itself: the same views with a device's status bar and
    /// home indicator over them (`ToolLayout.drawn`), whose frames are `layout`'s; `screen` the
    /// device the page was laid out on, named in the summary line.
    public static func make(
        _ layout: ViewLayout, title: String, source: String?, language: ExplanationLanguage, renderer: Renderer,
        pictureFormat: ImageFormat = .svg, pictureScale: CGFloat = 2, canvas: CGSize? = nil, sourcePath: String? = nil, written: WrittenSource = .none,
        sweep: ProposalSweep? = nil, drawing: ViewLayout? = nil, screen: (Device, Device.Orientation)? = nil
    ) throws -> String {
        let picture = HTMLPicture.draw(drawing ?? layout, renderer: renderer, format: pictureFormat, scale: pictureScale, canvas: canvas)
        return page(layout, title: title, source: source, language: language, picture: picture, sourcePath: sourcePath, written: written, sweep: sweep,
            screen: screen)
    }

    /// The page with an already drawn `picture`.
    ///
    /// 1. Work out the stage and every step's highlight.
    /// 2. Write the head: title, style sheet.
    /// 3. Write the picture with the (hidden) highlight shapes over it.
    /// 4. Write the step lists and the view tree as plain HTML, so the browser builds them once.
    /// 5. Write the source and the warnings.
    /// 6. Append the data as JSON and the script.
    static func page(
        _ layout: ViewLayout, title: String, source: String?, language: ExplanationLanguage, picture: HTMLPicture,
        sourcePath: String? = nil, written: WrittenSource = .none, sweep: ProposalSweep? = nil,
        screen: (Device, Device.Orientation)? = nil
    ) -> String {
        let labels = HTMLExplainerLabels.for(language)
        let names = WrittenNames(layout, sourcePath: sourcePath, written: written)
        // 1.
        let explanation = layout.explanation
        let steps = explanation.sizingSteps + explanation.placementSteps
        let highlights = HTMLHighlight.steps(steps, nodes: layout.nodes)
        let stage = HTMLStage(layout, highlights: highlights + layout.nodes.map(HTMLHighlight.view), pictureArea: picture.area)
        let escape = HTMLEscaping.text
        var html = ""
        html.reserveCapacity(4096 + layout.nodes.count * 600)
        // 2.
        html += """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            \(HTMLExplainerStyle.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(escape(title))</h1>
            <p class="summary">\(escape(labels.summary(proposal: FramesTextFormat.proposal(layout.proposal), size: FramesTextFormat.size(layout.size))
                + (screen.map { " · " + labels.screen($0.0, $0.1) } ?? "")))</p>
            </header>
            <main class="explainer">

            """
        // 3.
        html += pictureSection(layout, stage: stage, picture: picture, labels: labels, sweep: sweep)
        // 4.
        html += stepsSection(explanation, labels: labels, language: language, names: names)
        html += treeSection(layout, labels: labels, names: names)
        // 5.
        if let source {
            html += "<section class=\"source-pane\"><h2>\(escape(labels.source))</h2><pre><code>\(escape(source))</code></pre></section>\n"
        }
        let warnings = names.warnings(of: layout) + picture.warnings + (picture.problem.map { [$0] } ?? [])
        if !warnings.isEmpty {
            html += "<section class=\"warnings-pane\"><h2>\(escape(labels.warnings))</h2><ul>"
            html += warnings.map { "<li>\(escape($0))</li>" }.joined()
            html += "</ul></section>\n"
        }
        html += "</main>\n"
        // 6.
        let data = HTMLExplainerData.json(
            layout, steps: steps, highlights: highlights, stage: stage, language: language, labels: labels, names: names, sweep: sweep)
        html += "<script type=\"application/json\" id=\"explainer-data\">\(HTMLEscaping.scriptJSON(data))</script>\n"
        if let sweep {
            html += "<script type=\"application/json\" id=\"sweep-data\">\(HTMLEscaping.scriptJSON(sweep.json().compact()))</script>\n"
        }
        html += "<script>\n\(HTMLExplainerScript.javaScript)\n</script>\n</body>\n</html>\n"
        return html
    }

    /// The picture on the stage, with the screen behind it and the highlight shapes over it.
    static func pictureSection(
        _ layout: ViewLayout, stage: HTMLStage, picture: HTMLPicture, labels: HTMLExplainerLabels, sweep: ProposalSweep? = nil
    ) -> String {
        // The proposal slider, at the page's own proposal (its last position).
        let slider = sweep.map { sweep in
            "<div class=\"sweep-controls\"><label for=\"proposal-slider\">\(HTMLEscaping.text(labels.proposedWidth))</label>"
                + "<input type=\"range\" id=\"proposal-slider\" min=\"0\" max=\"\(sweep.widths.count - 1)\" step=\"1\" value=\"\(sweep.widths.count - 1)\">"
                + "<span id=\"sweep-label\"></span></div>\n"
        } ?? ""
        let n: (CGFloat) -> String = { FramesJSON.numberText(Double($0)) }
        let bounds = stage.bounds
        let box = stage.picture
        let image = picture.dataURL == nil ? box : picture.imageRect(for: box)
        let place = "x=\"\(n(image.origin.x))\" y=\"\(n(image.origin.y))\" width=\"\(n(image.size.width))\" height=\"\(n(image.size.height))\""
        let screenRect = HTMLStage.screen(layout, picture: box)
        let screen = "<rect class=\"screen\" x=\"\(n(screenRect.origin.x))\" y=\"\(n(screenRect.origin.y))\" width=\"\(n(screenRect.size.width))\" height=\"\(n(screenRect.size.height))\"/>"
        let drawing = pictureElement(picture, place: place, box: box, labels: labels) + scrolledOutElements(layout, stage: stage)
        return """
            <section class="picture-pane">
            <div class="zoom" role="group" aria-label="zoom"><button type="button" id="zoom-fit" aria-pressed="true">\(HTMLEscaping.text(labels.fit))</button><button type="button" id="zoom-actual" aria-pressed="false">100 %</button><button type="button" id="zoom-out" aria-label="zoom out">−</button><button type="button" id="zoom-in" aria-label="zoom in">+</button><span id="zoom-level"></span></div>
            <div class="stage-frame" id="stage-frame">
            <svg id="stage" viewBox="\(n(bounds.origin.x)) \(n(bounds.origin.y)) \(n(bounds.size.width)) \(n(bounds.size.height))" width="\(n(bounds.size.width))" height="\(n(bounds.size.height))">
            \(screen)\(drawing)
            <g id="sweep"></g>
            <g id="highlight" class="hidden">
            <rect id="size-box" x="0" y="0" width="0" height="0"/>
            <rect id="proposal-box" x="0" y="0" width="0" height="0"/>
            <line id="proposal-line" class="hidden" x1="0" y1="0" x2="0" y2="0"/>
            <text id="proposal-label" x="0" y="0"></text>
            <text id="size-label" x="0" y="0"></text>
            </g>
            </svg>
            </div>
            \(slider)<p class="legend"><span class="dashed">- - -</span> \(HTMLEscaping.text(labels.proposed)) · <span class="solid">——</span> \(HTMLEscaping.text(labels.size))</p>
            <p class="caption" id="caption"></p>
            </section>

            """
    }

    /// The `<image>` of the picture at `place`, or a placeholder saying why there is none.
    static func pictureElement(_ picture: HTMLPicture, place: String, box: CGRect, labels: HTMLExplainerLabels) -> String {
        let n: (CGFloat) -> String = { FramesJSON.numberText(Double($0)) }
        if let url = picture.dataURL {
            return "<image id=\"picture\" \(place) preserveAspectRatio=\"none\" href=\"\(url)\"/>"
        }
        return "<g id=\"picture-placeholder\"><rect class=\"placeholder\" \(place)/>"
            + "<text class=\"placeholder-text\" x=\"\(n(box.origin.x + 4))\" y=\"\(n(box.origin.y + 12))\">\(HTMLEscaping.text(labels.pictureUnavailable))</text></g>"
    }

    /// What the scroll views hold beyond their bounds (`HTMLStage.scrolledOut`), faded: each such
    /// view's frame as a pale outline (a text with its quote), and everything outside the screen
    /// under a veil, so the screen reads as what the phone shows. Empty when nothing is scrolled out.
    static func scrolledOutElements(_ layout: ViewLayout, stage: HTMLStage) -> String {
        let hidden = HTMLStage.scrolledOut(layout)
        guard !hidden.isEmpty else { return "" }
        let n: (CGFloat) -> String = { FramesJSON.numberText(Double(($0 * 100).rounded() / 100)) }
        var html = "\n<g id=\"scrolled-out\" data-count=\"\(hidden.count)\">"
        for index in hidden {
            guard let frame = layout.nodes[index].frame?.standardized else { continue }
            html += "<rect data-node=\"\(index)\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/>"
            if let quote = WrittenNames.quote(of: layout.nodes[index].content) {
                html += "<text x=\"\(n(frame.minX + 2))\" y=\"\(n(frame.minY + min(frame.height, 14) - 3))\">\(HTMLEscaping.text(quote))</text>"
            }
        }
        // The veil: the stage less the screen (even-odd), over the outlines.
        let outer = stage.bounds, screen = HTMLStage.screen(layout, picture: stage.picture)
        func ring(_ r: CGRect) -> String { "M\(n(r.minX)) \(n(r.minY))H\(n(r.maxX))V\(n(r.maxY))H\(n(r.minX))Z" }
        html += "</g>\n<path id=\"outside-screen\" fill-rule=\"evenodd\" d=\"\(ring(outer))\(ring(screen))\"/>"
        return html
    }

    /// The controls and the two numbered step lists.
    static func stepsSection(
        _ explanation: LayoutExplanation, labels: HTMLExplainerLabels, language: ExplanationLanguage, names: WrittenNames? = nil
    ) -> String {
        let escape = HTMLEscaping.text
        var html = """
            <section class="steps-pane">
            <h2>\(escape(labels.steps))</h2>
            <div class="controls"><button id="previous" type="button">← \(escape(labels.previous))</button><button id="next" type="button">\(escape(labels.next)) →</button><span id="position"></span></div>
            <p class="legend">\(escape(labels.keyboardHint))</p>
            <div class="step-lists" id="steps">

            """
        for (heading, steps) in [(labels.sizing, explanation.sizingSteps), (labels.placement, explanation.placementSteps)] {
            html += "<h3>\(escape(heading))</h3>\n<ol class=\"steps\">\n"
            for step in steps {
                let id = HTMLExplainerData.stepID(step)
                // The node's written name, where several nodes share its kind or it is one of the user's views.
                let written = names.flatMap { $0.needsName(step.nodeIndex) ? " <span class=\"written\">\(escape($0.written(step.nodeIndex)))</span>" : nil } ?? ""
                html += "<li id=\"step-\(id)\" data-step=\"\(id)\" data-node=\"\(step.nodeIndex)\"><span class=\"number\">\(step.number)</span><span class=\"text\">\(escape(step.text(in: language)))\(written)</span></li>\n"
            }
            html += "</ol>\n"
        }
        return html + "</div>\n</section>\n"
    }

    /// The view tree as one flat list indented by depth (a flat list, not nested ones: browsers
    /// stop nesting elements about 500 deep, and deep trees are exactly what needs explaining).
    /// A node one of the user's views made starts with that view's name, a text shows a quote,
    /// and the line of the expression that made it follows (`WrittenNames`).
    static func treeSection(_ layout: ViewLayout, labels: HTMLExplainerLabels, names: WrittenNames? = nil) -> String {
        let escape = HTMLEscaping.text
        var html = "<section class=\"tree-pane\">\n<h2>\(escape(labels.views))</h2>\n<ul class=\"tree\" id=\"tree\" role=\"tree\">\n"
        for node in layout.nodes {
            let id = node.id.map { "<span class=\"view-id\">#\(escape(FramesReport.idText($0)))</span>" } ?? ""
            let frame = node.frame.map(FramesTextFormat.frame) ?? labels.notPlaced
            let indent = min(node.depth, FramesReport.maxIndentLevels)
            let own = names?.ownViews(of: node.index) ?? []
            let written = own.isEmpty ? "" : "<span class=\"written\">\(escape(own.joined(separator: NodePath.separator) + NodePath.separator))</span>"
            let quote = names?.quote(of: node.index).map { " <span class=\"quote\">\(escape($0))</span>" } ?? ""
            // The line of the expression that made it, or for the top of one of the user's views its declaration.
            let placed = names?.showsPlace(of: node.index) ?? false
            let place = placed ? names?.place(of: node.index).map { " <span class=\"source\">\(escape($0))</span>" } ?? "" : ""
            html += "<li id=\"node-\(node.index)\" data-node=\"\(node.index)\" role=\"treeitem\" aria-level=\"\(node.depth + 1)\" style=\"--depth:\(indent)\">\(written)<span class=\"kind\">\(escape(node.kind))</span>\(quote)\(id)\(place)<span class=\"frame\">\(escape(frame))</span></li>\n"
        }
        return html + "</ul>\n</section>\n"
    }
}

import Arrange
import CPangoCairo
import Foundation

/// The book's debugging aids, drawn on top of the picture at the views' layout frames (drawing
/// effects such as `offset` do not move them: they show the layout).
///
/// - `showsProposals`: for every view (or those `RenderOptions.diagramIDs` and
///   `RenderOptions.diagramNodes` pick), "점선
///   사각형은 proposed size를, 실선 사각형은 reported size를": the proposal it was placed with
///   as a dashed blue rectangle from the view's origin, its reported size (its frame) as a solid
///   red one, each labelled with its numbers — the proposal at its top-leading corner, the size
///   at the frame's bottom-trailing corner, inside or just outside, placed clear of each other
///   and of the content, the smallest views unlabelled (`DiagramLabelLayout`). A proposal with a `nil` dimension draws no dashed
///   rectangle and is labelled `nil`; an infinite one reaches the canvas's edge, labelled `∞`.
/// - `bordersEverything`: a one-pixel magenta border just inside every view's frame (of those
///   `RenderOptions.diagramNodes` picks).
extension RenderSession {
    /// The dashed proposal rectangles and their labels.
    static let proposalColor = ResolvedColor(red: 0, green: 122 / 255, blue: 1, opacity: 1)
    /// The solid reported-size rectangles and their labels.
    static let reportedColor = ResolvedColor(red: 1, green: 59 / 255, blue: 48 / 255, opacity: 1)
    /// The borders of `bordersEverything`.
    static let borderColor = ResolvedColor(red: 1, green: 0, blue: 1, opacity: 1)
    /// The labels' font size in points.
    static let labelSize: CGFloat = 9

    func drawBordersEverywhere(on context: OpaquePointer) {
        for node in nodes {
            guard let frame = drawableFrame(node), options.diagramNodes?.contains(node.index) ?? true else { continue }
            strokeHairline(frame, color: Self.borderColor, dashed: false, on: context)
        }
    }

    func drawProposalDiagrams(on context: OpaquePointer) {
        let picked = nodes.filter { node in
            guard drawableFrame(node) != nil else { return false }
            if let kept = options.diagramNodes, !kept.contains(node.index) { return false }
            guard let ids = options.diagramIDs else { return true }
            return node.id.map { ids.contains("\($0.base)") } ?? false
        }
        if let ids = options.diagramIDs, picked.isEmpty {
            warn(.diagramIDsNotFound(ids.sorted()))
        }
        // Rectangles first, then every label above all of them.
        for node in picked {
            let frame = frames[node.index]!
            if let proposed = proposalRect(node) {
                strokeHairline(proposed, color: Self.proposalColor, dashed: true, on: context)
            }
            strokeHairline(frame, color: Self.reportedColor, dashed: false, on: context)
        }
        // Where the labels go: clear of each other and of the content (`DiagramLabelLayout`).
        var requests: [DiagramLabelLayout.Request] = []
        for node in picked {
            let frame = frames[node.index]!
            let isRoot = node.parent == nil
            if let proposal = node.placedProposal {
                let text = "\(DiagramLabel.length(proposal.width))×\(DiagramLabel.length(proposal.height))"
                requests.append(.init(
                    text: text, size: DiagramLabel.size(of: text, fontSize: Self.labelSize, on: context), kind: .proposal,
                    frame: frame, isRoot: isRoot))
            }
            let reported = "\(DiagramLabel.length(frame.width))×\(DiagramLabel.length(frame.height))"
            requests.append(.init(
                text: reported, size: DiagramLabel.size(of: reported, fontSize: Self.labelSize, on: context), kind: .reported,
                frame: frame, isRoot: isRoot))
        }
        // What labels must not cover: text and images (colours and shapes are mostly backgrounds).
        // The root's proposal is always labelled: what the whole picture was proposed.
        if let root = nodes.first(where: { $0.parent == nil }), !picked.contains(where: { $0.index == root.index }),
           let frame = drawableFrame(root), let proposal = root.placedProposal {
            let text = "\(DiagramLabel.length(proposal.width))×\(DiagramLabel.length(proposal.height))"
            requests.append(.init(
                text: text, size: DiagramLabel.size(of: text, fontSize: Self.labelSize, on: context), kind: .proposal,
                frame: frame, isRoot: true))
        }
        let content = nodes.filter { node in
            switch node.content {
            case .text, .image: return true
            default: return false
            }
        }.compactMap { drawableFrame($0) }
        let visible = CGRect(x: -canvas.translation.width, y: -canvas.translation.height, width: canvas.size.width, height: canvas.size.height)
        for label in DiagramLabelLayout.place(requests, content: content, canvas: visible) {
            DiagramLabel.draw(
                label.request.text, at: label.origin, fontSize: Self.labelSize,
                color: label.request.kind == .proposal ? Self.proposalColor : Self.reportedColor, on: context)
        }
    }

    /// The dashed rectangle for `node`'s proposal: from its origin, the proposed width and
    /// height, an infinite one cut at the canvas; `nil` when a dimension is unspecified.
    func proposalRect(_ node: LayoutNodeInfo) -> CGRect? {
        guard let frame = frames[node.index], let proposal = node.placedProposal,
            let width = proposal.width, let height = proposal.height
        else { return nil }
        let canvasEnd = CGPoint(x: canvas.size.width - canvas.translation.width, y: canvas.size.height - canvas.translation.height)
        let right = width.isFinite ? frame.minX + width : max(canvasEnd.x, frame.minX)
        let bottom = height.isFinite ? frame.minY + height : max(canvasEnd.y, frame.minY)
        return CGRect(x: frame.minX, y: frame.minY, width: right - frame.minX, height: bottom - frame.minY)
    }

    /// `node`'s frame when it is drawn: placed, finite, not hidden.
    private func drawableFrame(_ node: LayoutNodeInfo) -> CGRect? {
        guard let frame = frames[node.index], frame.isDrawable, !node.drawing.isHidden else { return nil }
        return frame
    }

    /// A one-device-pixel line just inside `rect`'s snapped edges, solid or dashed.
    private func strokeHairline(_ rect: CGRect, color: ResolvedColor, dashed: Bool, on context: OpaquePointer) {
        let line = 1 / canvas.scale
        let snapped = grid.snap(rect, on: context)
        guard snapped.width >= line, snapped.height >= line else { return }
        cairo_save(context)
        snapped.insetBy(dx: line / 2, dy: line / 2).addTo(context)
        cairo_set_line_width(context, line)
        if dashed {
            let dashes: [Double] = [4, 3]
            cairo_set_dash(context, dashes, 2, 0)
        }
        color.setSource(on: context)
        cairo_stroke(context)
        cairo_restore(context)
    }
}

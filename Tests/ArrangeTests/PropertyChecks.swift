import Arrange
import Foundation
import Testing

// Checks every layout in the robustness and property tests must pass (reliability notes §5,
// invariants 2–4): no NaN anywhere, no negative size, every node placed except where that is
// documented.

/// The problems with `layout`'s frames: NaN in the root size or any frame, a negative size, a
/// node left unplaced that is not documented to stay so (`mayStayUnplaced`). Empty when all is
/// well.
func frameProblems(_ layout: ViewLayout) -> [String] {
    var problems: [String] = []
    if layout.size.width.isNaN || layout.size.height.isNaN { problems.append("root size \(layout.size) has NaN") }
    if layout.size.width < 0 || layout.size.height < 0 { problems.append("root size \(layout.size) is negative") }
    for node in layout.nodes {
        guard let frame = node.frame else {
            if !mayStayUnplaced(node, in: layout) { problems.append("\(layout.path(of: node)) was not placed") }
            continue
        }
        if frame.origin.x.isNaN || frame.origin.y.isNaN || frame.size.width.isNaN || frame.size.height.isNaN {
            problems.append("\(layout.path(of: node)) has NaN in its frame \(frame)")
        }
        if frame.size.width < 0 || frame.size.height < 0 {
            problems.append("\(layout.path(of: node)) has a negative size \(frame.size)")
        }
        for answer in node.answers where answer.size.width.isNaN || answer.size.height.isNaN || answer.size.width < 0 || answer.size.height < 0 {
            problems.append("\(layout.path(of: node)) answered \(answer.size) to \(answer.proposal)")
        }
    }
    return problems
}

/// Records an issue for each problem `frameProblems` finds.
func expectSaneFrames(_ layout: ViewLayout, _ context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = frameProblems(layout)
    #expect(problems.isEmpty, "\(context())\n\(problems.prefix(10).joined(separator: "\n"))", sourceLocation: sourceLocation)
}

/// Whether `node` may be left unplaced, as documented: the topmost unplaced view above it (or
/// itself) is a child of a `ViewThatFits` that was not chosen, or a row of a lazy stack (also a
/// `List`'s) or a cell of a lazy grid inside a scroll view that is out of sight. Outside scroll
/// views lazy stacks and grids place every row.
func mayStayUnplaced(_ node: LayoutNodeInfo, in layout: ViewLayout) -> Bool {
    var top = node
    while let parent = top.parent.map({ layout.nodes[$0] }), parent.frame == nil { top = parent }
    guard let parent = top.parent.map({ layout.nodes[$0] }) else { return false }
    switch parent.kind {
    case "ViewThatFits":
        return true
    case "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid":
        var ancestor = parent.parent.map { layout.nodes[$0] }
        while let current = ancestor {
            if current.kind == "ScrollView" { return true }
            ancestor = current.parent.map { layout.nodes[$0] }
        }
        return false
    default:
        return false
    }
}

/// Whether every frame and the root size are finite (and every node placed, but for those
/// documented to stay unplaced).
func allFramesFinite(_ layout: ViewLayout) -> Bool {
    guard layout.size.width.isFinite && layout.size.height.isFinite else { return false }
    return layout.nodes.allSatisfy { node in
        guard let frame = node.frame else { return mayStayUnplaced(node, in: layout) }
        return frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite
    }
}

/// Whether two lengths agree up to rounding in sums of a few dozen terms.
func nearlyEqual(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    if a == b { return true }
    return abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// The diagnostics' kinds, for exhaustive comparisons of diagnostics without NaN payloads.
func kinds(_ layout: ViewLayout) -> [LayoutDiagnostic.Kind] {
    layout.diagnostics.map(\.kind)
}

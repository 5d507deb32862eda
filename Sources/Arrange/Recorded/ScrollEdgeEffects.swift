import Foundation

/// How a scroll view's content fades where it passes under pinned controls such as a toolbar
/// (iOS 26), as SwiftUI's `ScrollEdgeEffectStyle`. The effect shows only over content that has
/// scrolled under a bar; at rest the content starts below the bars, so nothing is drawn.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    /// The system's choice for the platform and context.
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    /// A nearly opaque boundary with a straight edge.
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    /// A subtle blurred boundary, more opaque towards the bar.
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

nonisolated extension View {
    /// Hides the edge effects of the scroll views inside this view at `edges` (iOS 26).
    /// Recorded: at rest no content lies under a bar, so there is no effect to hide.
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        recording("scrollEdgeEffectHidden", "\(hidden), for: \(ScrollEdgeEffectEdges.text(edges))")
    }

    /// The edge effect style of the scroll views inside this view at `edges` (iOS 26); `nil`
    /// keeps the style from outside. Recorded: at rest no content lies under a bar.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        recording("scrollEdgeEffectStyle", "\(style.map { "." + $0.name } ?? "nil"), for: \(ScrollEdgeEffectEdges.text(edges))")
    }
}

/// How the scroll edge records write an `Edge.Set`: `.all`, `.vertical`, `.horizontal`, or
/// the edges in a list (`[.top, .bottom]` is `.vertical`).
enum ScrollEdgeEffectEdges {
    static func text(_ edges: Edge.Set) -> String {
        if edges == .all { return ".all" }
        if edges == .vertical { return ".vertical" }
        if edges == .horizontal { return ".horizontal" }
        let names = Edge.allCases.filter { edges.contains(Edge.Set($0)) }.map { ".\($0)" }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

import Arrange
import Foundation

/// Every view's kind, id, frame, proposals and answers, for scripts and tests: what `arrange
/// frames` prints.
///
/// Both forms list the nodes of `ViewLayout.nodes` in order (parents before children, the root
/// first) with the root's proposal, its size and the layout's warnings.
///
/// In the JSON form lengths are numbers when finite. JSON has no infinity or NaN, so a length
/// of +∞ is the string `"inf"`, −∞ is `"-inf"` and NaN is `"nan"`; an unspecified proposal
/// dimension (SwiftUI's `nil`, "ideal size") is `null`, as is a frame or placed proposal the
/// view never got (it was not placed). Keys come in a fixed order, so the output is stable.
public enum FramesReport {
    /// The report as a pretty-printed JSON document (valid for any layout, whatever its numbers):
    ///
    /// ```json
    /// {
    ///   "name": "Favorite",
    ///   "proposal": {"width": 320, "height": 480},
    ///   "size": {"width": 71, "height": 37},
    ///   "warnings": [],
    ///   "nodes": [
    ///     {
    ///       "index": 0, "kind": "background", "id": null, "depth": 0, "parent": null, "children": [1, 3],
    ///       "frame": {"x": 0, "y": 0, "width": 71, "height": 37},
    ///       "placedProposal": {"width": 320, "height": 480},
    ///       "answers": [{"proposal": {"width": 320, "height": 480}, "size": {"width": 71, "height": 37}}],
    ///       "layoutPriority": 0
    ///     }, …
    /// ```
    /// (each node is written one key a line). `id` is the `.id(_:)` value as a string. A node
    /// with modifiers that change nothing at rest (gestures, accessibility, lifecycle …) lists
    /// them last, innermost first: `"modifiers": [{"name": "onTapGesture", "arguments": "count: 2"}]`.
    ///
    /// Nodes that one of the user's views made list those views (`"views": ["SettingsRow"]`),
    /// texts their string (`"text": "Wi-Fi"`), and, for a file the tool compiled, where the
    /// view is declared (`"source": "Settings.swift:14"`), after `id` (`WrittenNames`).
    public static func json(_ layout: ViewLayout, name: String, sourcePath: String? = nil, written: WrittenSource = .none) -> String {
        document(layout, name: name, sourcePath: sourcePath, written: written).prettyPrinted() + "\n"
    }

    /// The report as an aligned text table: one row per view, kinds indented by depth, then the
    /// warnings.
    ///
    /// ```
    /// proposal 320×480 → size 71×37
    ///
    /// #  view        id    frame           placed   answers
    /// 0  background        (0, 0) 71×37    320×480  320×480 → 71×37
    /// 1    padding         (0, 0) 71×37    320×480  320×480 → 71×37
    /// 2      text    text  (10, 10) 51×17  300×460  300×460 → 51×17
    /// 3    Color           (0, 0) 71×37    71×37    71×37 → 71×37
    /// ```
    ///
    /// A node one of the user's views made is shown under that view's name
    /// (`SettingsRow › HStack`), a text with a quote (`text "Wi-Fi"`); for a file the tool
    /// compiled, a `source` column gives the line of the expression that made each node, or
    /// where the user's view is declared (`WrittenNames`).
    public static func table(_ layout: ViewLayout, sourcePath: String? = nil, written: WrittenSource = .none) -> String {
        let names = WrittenNames(layout, sourcePath: sourcePath, written: written)
        let showsSource = layout.nodes.indices.contains { names.place(of: $0) != nil && names.showsPlace(of: $0) }
        var rows: [[String]] = [["#", "view", "id"] + (showsSource ? ["source"] : []) + ["frame", "placed", "answers"]]
        for node in layout.nodes {
            let own = names.ownViews(of: node.index)
            let source = names.showsPlace(of: node.index) ? names.place(of: node.index) ?? "" : ""
            rows.append([
                String(node.index),
                String(repeating: "  ", count: min(node.depth, maxIndentLevels))
                    + (own.isEmpty ? "" : own.joined(separator: NodePath.separator) + NodePath.separator) + names.label(of: node.index),
                node.id.map(idText) ?? "",
            ] + (showsSource ? [source] : []) + [
                node.frame.map(FramesTextFormat.frame) ?? "not placed",
                node.placedProposal.map(FramesTextFormat.proposal) ?? "-",
                node.answers.map { "\(FramesTextFormat.proposal($0.proposal)) → \(FramesTextFormat.size($0.size))" }
                    .joined(separator: ", "),
            ])
        }
        var text = "proposal \(FramesTextFormat.proposal(layout.proposal)) → size \(FramesTextFormat.size(layout.size))\n\n"
        text += aligned(rows)
        let warnings = names.warnings(of: layout)
        if !warnings.isEmpty {
            text += "\nwarnings:\n" + warnings.map { "- \($0)\n" }.joined()
        }
        return text
    }

    /// How many levels the table indents at most; deeper kinds line up with the deepest shown
    /// (the index and the JSON's `depth` still say how deep they are).
    static let maxIndentLevels = 40

    /// The JSON document as a value.
    static func document(_ layout: ViewLayout, name: String, sourcePath: String? = nil, written: WrittenSource = .none) -> FramesJSON {
        let names = WrittenNames(layout, sourcePath: sourcePath, written: written)
        return .object([
            ("name", .string(name)),
            ("proposal", .proposal(layout.proposal)),
            ("size", .size(layout.size)),
            ("warnings", .array(names.warnings(of: layout).map { .string($0) })),
            ("nodes", .array(layout.nodes.map { nodeObject($0, names: names) })),
        ])
    }

    /// One node's entry.
    static func nodeObject(_ node: LayoutNodeInfo, names: WrittenNames? = nil) -> FramesJSON {
        let id: FramesJSON = node.id.map { .string(idText($0)) } ?? .null
        let parent: FramesJSON = node.parent.map { .number(Double($0)) } ?? .null
        let frame: FramesJSON = node.frame.map(FramesJSON.rect) ?? .null
        let placed: FramesJSON = node.placedProposal.map(FramesJSON.proposal) ?? .null
        let answers: [FramesJSON] = node.answers.map { answer in
            .object([("proposal", .proposal(answer.proposal)), ("size", .size(answer.size))])
        }
        var members: [(String, FramesJSON)] = [
            ("index", .number(Double(node.index))),
            ("kind", .string(node.kind)),
            ("id", id),
        ]
        if let names {
            let own = names.ownViews(of: node.index)
            if !own.isEmpty { members.append(("views", .array(own.map { .string($0) }))) }
            if case .text(let string, _, _) = node.content { members.append(("text", .string(string))) }
            if names.showsPlace(of: node.index), let place = names.place(of: node.index) { members.append(("source", .string(place))) }
        }
        members += [
            ("depth", .number(Double(node.depth))),
            ("parent", parent),
            ("children", .array(node.children.map { .number(Double($0)) })),
            ("frame", frame),
            ("placedProposal", placed),
            ("answers", .array(answers)),
            ("layoutPriority", .length(CGFloat(node.layoutPriority))),
        ]
        // Only nodes with modifiers that have no effect at rest list them, so reports of
        // layouts without any read as before.
        if !node.modifiers.isEmpty {
            members.append(("modifiers", .array(node.modifiers.map { modifier in
                .object([("name", .string(modifier.name)), ("arguments", .string(modifier.arguments))])
            })))
        }
        return .object(members)
    }

    /// An `.id(_:)` value as text: strings as they are, other values as Swift prints them.
    static func idText(_ id: AnyHashable) -> String {
        String(describing: id.base)
    }

    /// Rows as columns padded to their widest cell (by characters), two spaces apart, with no
    /// trailing spaces.
    static func aligned(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                line += cell
                if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - cell.count + 2) }
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line + "\n"
        }.joined()
    }
}

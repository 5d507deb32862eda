import Arrange
import Foundation

/// How the commands name a node as its code was written, so that a step or a row can be found
/// in the snippet: the user's own views whose `body` made it, the kinds from there down, a short
/// quote of its text, and the line its view's type is declared on —
/// `SettingsRow › HStack › text "Wi-Fi" (Settings.swift:14)`.
///
/// 1. A node's *own views* are `LayoutNodeInfo.writtenViews` without Arrange's own (`Label`'s
///    body is Arrange's business) and the names the tool generates for previews and bare
///    expressions, with module names removed.
/// 2. Its *label* is its kind, and for text a quote of at most `quoteLength` characters.
/// 3. Its *path* starts at the nearest node, itself or above, that has own views: those views,
///    then the labels from that node down to it, joined and shortened as the engine's paths
///    are (`NodePath`; `NodePath.Elision.written`: with more than 6 parts the middle is
///    elided, `Card › … › background › text "Favorite"`).
/// 4. Its *place* is the file and line of the expression that made it (`Text("Wi-Fi")` on
///    line 14; the file's name on one line, `oneLine`), when the tool compiled that file: the
///    calls written in each view's declaration (`WrittenSource.callSites`, from a syntax walk of
///    the file) are matched to the nodes its `body` made (`CallSiteMatch`). Where no call
///    matches soundly, the line the innermost of its views is declared on
///    (`WrittenSource.declarationLines`).
public struct WrittenNames {
    /// The longest quote of a text, in characters, before an ellipsis.
    static let quoteLength = 24
    /// Modules whose views are the library's, not the user's.
    static let libraryModules: Set<String> = ["Arrange", "ArrangeUIKit", "ArrangeTool", "ArrangeRender", "ArrangeText", "Swift"]

    private let file: String?
    private let lines: [String: Int]
    /// The line of the expression that made each node, where a call matched (`CallSiteMatch`).
    private let callLines: [Int?]
    private let ownViews: [[String]]
    private let kinds: [String]
    private let parents: [Int?]
    private let ids: [String?]
    private let quotes: [String?]
    private let kindCounts: [String: Int]

    /// The names of `layout`'s nodes, with places in `sourcePath` (shown by its last component)
    /// from what the tool read in that file (`written`).
    public init(_ layout: ViewLayout, sourcePath: String?, written: WrittenSource = .none) {
        self.file = sourcePath.map { Self.oneLine(($0 as NSString).lastPathComponent) }
        self.lines = written.declarationLines
        let nodes = Array(layout.nodes)
        self.callLines = written.callSites.isEmpty
            ? Array(repeating: nil, count: nodes.count) : CallSiteMatch.lines(of: nodes, callSites: written.callSites)
        // 1.
        self.ownViews = nodes.map { $0.writtenViews.compactMap(Self.userTypeName) }
        self.kinds = nodes.map(\.kind)
        self.parents = nodes.map(\.parent)
        self.ids = nodes.map { $0.id.map(ExplanationFilter.text) }
        self.quotes = nodes.map { Self.quote(of: $0.content) }
        var counts: [String: Int] = [:]
        for kind in kinds { counts[kind, default: 0] += 1 }
        self.kindCounts = counts
    }

    /// `Module.Name` as the user wrote it (`Name`), or `nil` for the library's views and
    /// the tool's generated ones.
    static func userTypeName(_ qualified: String) -> String? {
        // "main.(unknown context at $1234).Row" for a private type; generics keep their arguments.
        let generic = qualified.firstIndex(of: "<") ?? qualified.endIndex
        let head = qualified[..<generic]
        let module = head.split(separator: ".").first.map(String.init) ?? ""
        if libraryModules.contains(module) { return nil }
        var name = String(head.split(separator: ".").last ?? Substring(head)) + qualified[generic...]
        // Module names inside generic arguments.
        if !module.isEmpty { name = name.replacingOccurrences(of: module + ".", with: "") }
        for library in libraryModules { name = name.replacingOccurrences(of: library + ".", with: "") }
        if name.hasPrefix("__Arrange") { return nil }
        return name
    }

    /// The user's views whose body made node `index`, outermost first.
    public func ownViews(of index: Int) -> [String] { ownViews[index] }

    /// The node's kind, and for text a quote: `text "Wi-Fi"`.
    public func label(of index: Int) -> String {
        // 2.
        guard let quote = quotes[index] else { return kinds[index] }
        return "\(kinds[index]) \(quote)"
    }

    /// A short quote of node `index`'s text, in double quotes, or `nil` when it shows none.
    public func quote(of index: Int) -> String? { quotes[index] }

    /// A short quote of the text `content` shows, in double quotes, or `nil` when it shows none.
    static func quote(of content: NodeContent) -> String? {
        guard case .text(let string, _, _) = content else { return nil }
        var shown = String(string.prefix(Self.quoteLength))
        if shown.count < string.count { shown += "…" }
        let escaped = shown.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }

    /// The nearest node, `index` itself or above it, that one of the user's views made.
    func owner(of index: Int) -> Int? {
        var current: Int? = index
        while let node = current {
            if !ownViews[node].isEmpty { return node }
            current = parents[node]
        }
        return nil
    }

    /// The path from the nearest user's view to node `index`:
    /// `SettingsRow › HStack › text "Wi-Fi"`.
    public func path(of index: Int) -> String {
        // 3.
        // Without one of the user's views above it, the node's own label names it.
        guard let top = owner(of: index) else { return label(of: index) }
        var labels: [String] = []
        var current: Int? = index
        while let node = current {
            labels.append(label(of: node))
            if node == top { break }
            current = parents[node]
        }
        return NodePath.Elision.written.shorten(ownViews[top] + labels.reversed()).joined(separator: NodePath.separator)
    }

    /// Where the expression that made node `index` is written, else where the view whose body
    /// made it is declared: `Settings.swift:14`.
    public func place(of index: Int) -> String? {
        // 4.
        guard let file else { return nil }
        if let line = callLines[index] { return "\(file):\(line)" }
        guard let top = owner(of: index), let type = ownViews[top].last else { return nil }
        return lines[Self.baseName(type)].map { "\(file):\($0)" }
    }

    /// The line of the expression that made node `index`, when a call written in the file
    /// matched it.
    public func callLine(of index: Int) -> Int? { callLines[index] }

    /// Whether the commands show node `index`'s place: the expression that made it is known, or
    /// it is the top of one of the user's views (shown with the view's declaration).
    public func showsPlace(of index: Int) -> Bool {
        callLines[index] != nil || !ownViews[index].isEmpty
    }

    /// The path and, when known, the place: `SettingsRow › HStack › text "Wi-Fi" (Settings.swift:14)`.
    public func written(_ index: Int) -> String {
        place(of: index).map { "\(path(of: index)) (\($0))" } ?? path(of: index)
    }

    /// Whether steps about node `index` need its written name to be told apart: another node has
    /// the same kind, or the node is the top of one of the user's views (but not the root).
    public func needsName(_ index: Int) -> Bool {
        if index != 0 && !ownViews[index].isEmpty { return true }
        return kindCounts[kinds[index], default: 0] > 1
    }

    /// `name` with its control characters written as escapes (`\n`, `\t`, `\u{7}`) and its
    /// backslashes doubled, so that a place stays on its own line of a table or a step however
    /// the file is named (a newline in a file name split the `frames` table's rows).
    static func oneLine(_ name: String) -> String {
        var shown = ""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\\": shown += "\\\\"
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
                shown += "\\u{\(String(scalar.value, radix: 16))}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// A type's name without its generic arguments (`Row<Int>` → `Row`).
    static func baseName(_ type: String) -> String {
        type.firstIndex(of: "<").map { String(type[..<$0]) } ?? type
    }

    /// The first node `focus` names, in this order: the `.id` it reads, a view type of the
    /// user's, the line (`14` or `Settings.swift:14`) of an expression that made a node, else a
    /// line inside the declaration of a view type that made a node (the type declared last at or
    /// before that line).
    public func node(focusedBy focus: String) -> Int? {
        if let byID = ids.firstIndex(of: focus) { return byID }
        if let byType = ownViews.firstIndex(where: { $0.contains(focus) || $0.map(Self.baseName).contains(focus) }) { return byType }
        let lineText = focus.split(separator: ":").last.map(String.init) ?? focus
        guard let line = Int(lineText), focus.split(separator: ":").count <= 2 else { return nil }
        // The first node the expression on that line made.
        if let byCall = callLines.firstIndex(of: line) { return byCall }
        let type = lines.filter { $0.value <= line }.max { $0.value < $1.value }?.key
        guard let type else { return nil }
        return ownViews.firstIndex { $0.map(Self.baseName).contains(type) }
    }
}

import Arrange

/// Which steps of an explanation `arrange explain` prints: those about the views in a subtree
/// (`--focus ID|TYPE|LINE`) and at most so many levels deep (`--depth N`, counted from the focus, or
/// from the root without one). Steps keep their numbers, so gaps show where steps were left out.
public struct ExplanationFilter: Sendable {
    /// The `.id` value (as written, e.g. `text` or `3`) of the subtree's root.
    public var focus: String?
    /// How many levels below the subtree's root steps are kept for.
    public var depth: Int?

    /// A filter keeping the subtree of `focus`, to `depth` levels.
    public init(focus: String? = nil, depth: Int? = nil) {
        self.focus = focus
        self.depth = depth
    }

    /// The indices of the nodes whose steps are kept, or `nil` when every step is.
    ///
    /// 1. The subtree's root: the first node `focus` names (its `.id`, its view type or the line
    ///    of that type, as `WrittenNames.node(focusedBy:)` reads it), else the root.
    /// 2. Walk down from it through the children, as far as `depth` allows.
    public func keptNodes(in layout: ViewLayout, written: WrittenSource = .none) -> Result<Set<Int>?, ToolFailure> {
        guard focus != nil || depth != nil else { return .success(nil) }
        // 1.
        var top = 0
        if let focus {
            guard let found = WrittenNames(layout, sourcePath: nil, written: written).node(focusedBy: focus) else {
                let ids = layout.nodes.compactMap { $0.id.map(Self.text) }
                // At most 20 ids: a ForEach can mark thousands.
                let shown = ids.prefix(20).map { "'\($0)'" }.joined(separator: ", ") + (ids.count > 20 ? " and \(ids.count - 20) more" : "")
                let known = ids.isEmpty ? "it has no view marked .id(…)" : "ids: " + shown
                let types = Set(layout.nodes.flatMap { $0.writtenViews.compactMap(WrittenNames.userTypeName) }).sorted()
                let typeList = types.isEmpty ? "" : "; views: " + types.prefix(20).joined(separator: ", ")
                let other = Int(focus) != nil ? "is made by a view declared by line \(focus)" : "is of type \(focus)"
                return .failure(ToolFailure("--focus: no view is marked .id(\(focus)) or \(other); \(known)\(typeList)."))
            }
            top = found
        }
        // 2.
        var kept: Set<Int> = []
        var pending = [(index: top, level: 0)]
        while let (index, level) = pending.popLast() {
            kept.insert(index)
            guard depth.map({ level < $0 }) ?? true else { continue }
            pending += layout.nodes[index].children.map { ($0, level + 1) }
        }
        return .success(kept)
    }

    /// The steps of `steps` about the nodes in `kept` (all of them for `nil`).
    public static func steps(_ steps: [ExplanationStep], keeping kept: Set<Int>?) -> [ExplanationStep] {
        guard let kept else { return steps }
        return steps.filter { kept.contains($0.nodeIndex) }
    }

    /// An id as it is written on the command line: strings without quotes, numbers as digits.
    static func text(_ id: AnyHashable) -> String {
        if let string = id.base as? String { return string }
        return String(describing: id.base)
    }
}

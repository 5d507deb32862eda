import Arrange
import Foundation

/// Which call written in the file made each node: the syntax walk of the file
/// (`WrittenSource.callSites`) lists the calls inside each view's declaration; the layout knows
/// which view's `body` made each node (`LayoutNodeInfo.writtenViews`). The two are matched
/// inside each *instance* of a view — the nodes its `body` made, without those of the views
/// inside it, which are instances of their own.
///
/// 1. A node's *key* is the library view that made it when one did (`Label`, `Toggle`: its
///    top node stands for the call), else its kind (`text`, `HStack`, `padding`); a key calls
///    itself or itself capitalised (`text` is made by `Text`, `Spacer` by `Spacer`).
/// 2. A text whose content is the literal of exactly one `Text("…")` call of its instance's view
///    is that call.
/// 3. Otherwise the n-th node of a key in an instance (in layout order) is the n-th call of that
///    name (in the order written), when the two counts are equal and no call is in a `ForEach`;
///    when the only call of that name is in a `ForEach`, every node of the key is that call's.
/// 4. Anything else — branches not taken, calls in helper functions, a library view's own
///    parts beside a call of the same name — has no call: the commands then point at the
///    view's declaration rather than guess.
enum CallSiteMatch {
    /// The line of the call that made each of `nodes`, `nil` where none matches soundly.
    static func lines(of nodes: [LayoutNodeInfo], callSites: [String: [WrittenSource.CallSite]]) -> [Int?] {
        var result: [Int?] = Array(repeating: nil, count: nodes.count)
        // The instance each node belongs to (the index of its top node) and the view it is of.
        var instance: [Int?] = Array(repeating: nil, count: nodes.count)
        var instanceType: [Int: String] = [:]
        var keys: [String] = []
        keys.reserveCapacity(nodes.count)
        for node in nodes {
            let written = node.writtenViews.map(typeName)
            if let own = written.last(where: { !$0.isLibrary }) {
                instance[node.index] = node.index
                instanceType[node.index] = own.name
            } else if let parent = node.parent {
                instance[node.index] = instance[parent]
            }
            // 1.
            if let last = written.last, last.isLibrary { keys.append(last.name) } else { keys.append(node.kind) }
        }
        var members: [Int: [Int]] = [:]
        for node in nodes { if let top = instance[node.index] { members[top, default: []].append(node.index) } }
        for (top, indices) in members {
            guard let type = instanceType[top], let calls = callSites[type], !calls.isEmpty else { continue }
            var byKey: [String: [Int]] = [:]
            for index in indices { byKey[keys[index], default: []].append(index) }
            for (key, sameKey) in byKey {
                let names: Set<String> = [key, key.prefix(1).uppercased() + key.dropFirst()]
                let matching = calls.filter { names.contains($0.name) }
                guard !matching.isEmpty else { continue }
                for (ordinal, index) in sameKey.enumerated() {
                    // 2.
                    if case .text(let content, _, _) = nodes[index].content {
                        let literal = matching.filter { $0.text == content }
                        if literal.count == 1 { result[index] = literal[0].line; continue }
                    }
                    // 3.
                    if matching.count == 1, matching[0].isRepeated {
                        result[index] = matching[0].line
                    } else if matching.count == sameKey.count, !matching.contains(where: \.isRepeated) {
                        result[index] = matching[ordinal].line
                    }
                }
            }
        }
        return result
    }

    /// A written view's type name without module or generic arguments, and whether it is one
    /// of the library's (a tool-generated preview's is the user's: its calls are the preview's).
    static func typeName(_ qualified: String) -> (name: String, isLibrary: Bool) {
        let generic = qualified.firstIndex(of: "<") ?? qualified.endIndex
        let head = qualified[..<generic]
        let module = head.split(separator: ".").first.map(String.init) ?? ""
        let name = String(head.split(separator: ".").last ?? Substring(head))
        return (name, WrittenNames.libraryModules.contains(module))
    }
}

import Arrange
import Foundation

extension WrittenNames {
    /// `layout`'s warnings as the commands tell them. A diagnostic about a node of a file the
    /// tool compiled is located where that node was written — the user's view, the kinds from
    /// there down and the line of the expression that made it:
    /// `Invalid frame dimension … (at SettingsRow › padding, Settings.swift:14)` — so that the
    /// warning leads to the line to fix. Without a place (no file, or a view left out of the
    /// tree) it keeps the engine's path from the root. Warnings that now read the same are told
    /// once, in the order they came (`ToldOnce`).
    public func warnings(of layout: ViewLayout) -> [String] {
        var warnings = ToldOnce<String>()
        for diagnostic in layout.diagnostics {
            let warning: String
            if let node = diagnostic.node, node >= 0, node < layout.nodes.count, let place = place(of: node) {
                warning = "\(diagnostic.message) (at \(path(of: node)), \(place))"
            } else {
                warning = diagnostic.description
            }
            warnings.tell(warning)
        }
        return warnings.told
    }
}

// Files written the way app code is written (main-actor models, property wrappers, previews),
// run through the `arrange` tool as a user runs them.
import Foundation
import Testing

/// Reading `arrange frames --json` output.
enum FramesDocument {
    /// The documents of `arrange frames FILE --json` (one per view or preview, in order).
    static func documents(_ output: String) -> [[String: Any]] {
        let object = try? JSONSerialization.jsonObject(with: Data(output.utf8))
        if let one = object as? [String: Any] { return [one] }
        return object as? [[String: Any]] ?? []
    }

    /// The size a document reports.
    static func size(_ document: [String: Any]) -> CGSize? {
        guard let size = document["size"] as? [String: Any], let width = size["width"] as? Double,
            let height = size["height"] as? Double
        else { return nil }
        return CGSize(width: width, height: height)
    }

    /// The frame of the node marked `.id(id)` in a document.
    static func frame(of id: String, in document: [String: Any]) -> CGRect? {
        let nodes = document["nodes"] as? [[String: Any]] ?? []
        guard let node = nodes.first(where: { $0["id"] as? String == id }), let frame = node["frame"] as? [String: Any],
            let x = frame["x"] as? Double, let y = frame["y"] as? Double,
            let width = frame["width"] as? Double, let height = frame["height"] as? Double
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

@Suite("arrange on app-style files", .serialized)
struct RealViewFileTests {
    @Test func mainActorHelpersAndModelsCompileInBodiesAndHelperProperties() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            @MainActor final class Theme {
                static let shared = Theme()
                var rowHeight: CGFloat = 44
            }

            @MainActor func badgeWidth() -> CGFloat { 60 }

            struct InboxRow: View {
                var body: some View {
                    HStack(spacing: 0) {
                        title
                        Color.red.frame(width: badgeWidth(), height: 20).id("badge")
                    }
                    .frame(height: Theme.shared.rowHeight)
                }

                private var title: some View {
                    Color.blue.frame(width: badgeWidth() * 2).id("title")
                }
            }
            """, to: "main-actor.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json", "--size", "300x100"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        #expect(FramesDocument.size(document) == CGSize(width: 180, height: 44))
        #expect(FramesDocument.frame(of: "badge", in: document) == CGRect(x: 120, y: 12, width: 60, height: 20))
        #expect(FramesDocument.frame(of: "title", in: document) == CGRect(x: 0, y: 0, width: 120, height: 44))
    }
}

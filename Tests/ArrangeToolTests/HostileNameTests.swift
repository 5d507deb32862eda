import Foundation
import Testing

/// Every command on a file whose folder and name hold quotes, an apostrophe, spaces, Hangul and
/// a newline: each runs, writes beside the file under the file's own name, and keeps its
/// line-oriented output on its lines (`arrange watch` has its own: `aFileNamedWithANewlineIsWatched`).
@Suite("Hostile file names in every command", .serialized)
struct HostileNameTests {
    static let source = """
        import SwiftUI

        struct Card: View {
            var body: some View {
                Text("Arrange").padding(10)
            }
        }
        """

    @Test func everyCommandRunsOnAFileNamedWithQuotesSpacesHangulAndANewline() throws {
        let name = "hostile \"q\" 폴더\nline-\(UUID().uuidString)/it's \"a\" 카드\n.swift"
        let file = ArrangeExecutable.write(Self.source, to: name)
        let folder = (file as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stem = "it's \"a\" 카드\n"

        let render = ArrangeExecutable.run(["render", file])
        #expect(render.status == 0, "\(render.errors)")
        #expect(render.output.hasPrefix("Card: wrote \(folder)/\(stem)-Card.png ("))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/\(stem)-Card.png"))

        let explain = ArrangeExecutable.run(["explain", file, "--focus", "5"])
        #expect(explain.status == 0, "\(explain.errors)")
        #expect(explain.output.hasPrefix("Card: proposed 390×844"))

        let frames = ArrangeExecutable.run(["frames", file])
        #expect(frames.status == 0, "\(frames.errors)")
        // The name on one line in the source column: every row is one line.
        #expect(frames.output.contains("it's \"a\" 카드\\n.swift:5"), "\(frames.output)")
        let rows = frames.output.split(separator: "\n").filter { $0.first?.isNumber == true }
        #expect(rows.count == 2, "\(frames.output)")  // padding, text

        let json = ArrangeExecutable.run(["frames", file, "--json"])
        #expect(json.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(document["name"] as? String == "Card")

        let html = ArrangeExecutable.run(["html", file])
        #expect(html.status == 0, "\(html.errors)")
        #expect(html.output == "Card: wrote \(folder)/\(stem)-Card.html\n")
        let page = try String(contentsOfFile: "\(folder)/\(stem)-Card.html", encoding: .utf8)
        #expect(page.contains("data-explainer") || page.contains("explainer-data"))
        #expect(page.contains("it&#39;s &quot;a&quot; 카드\\n.swift:5"))
    }
}

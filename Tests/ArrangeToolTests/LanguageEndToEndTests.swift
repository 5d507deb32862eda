// The tool on files written the way real view code is: gestures, animations, accessibility,
// environment values and Markdown text compile, and `frames --json` lists what has no effect
// at rest on the node it modifies.
import Foundation
import Testing

@Suite("The tool on real view code")
struct LanguageEndToEndTests {
    @Test func framesAsJSONListRecordedModifiersOnTheirNode() throws {
        let file = ArrangeExecutable.write("""
            import SwiftUI
            struct Card: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @Environment(\\.dynamicTypeSize) private var typeSize
                @Environment(\\.isEnabled) private var isEnabled
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red
                            .frame(width: sizeClass == .compact ? 30 : 60, height: isEnabled ? 10 : 20)
                            .id("box")
                            .onTapGesture(count: 2) { dismiss() }
                            .gesture(DragGesture().onEnded { value in print(value.translation) })
                            .accessibilityLabel("Close")
                            .animation(.spring(duration: 0.3), value: typeSize)
                            .onAppear { print("appeared") }
                        Text("**Bold** and *italic*")
                    }
                    .disabled(true)
                }
            }
            """, to: "recorded.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json", "--view", "Card"])
        #expect(result.status == 0, "\(result.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        let box = try #require(nodes.first { $0["id"] as? String == "box" })
        let frame = try #require(box["frame"] as? [String: Any])
        #expect(frame["width"] as? Double == 30)
        #expect(frame["height"] as? Double == 10)  // disabled(true) is inside Card: Card itself reads true
        let modifiers = try #require(box["modifiers"] as? [[String: Any]])
        #expect(modifiers.map { "\($0["name"] as? String ?? "")(\($0["arguments"] as? String ?? ""))" } == [
            "onTapGesture(count: 2)", "gesture(DragGesture.onEnded)", "accessibilityLabel(\"Close\")",
            "animation(spring(duration: 0.3, bounce: 0.0), value: large)", "onAppear()",
        ])
        // Nodes without such modifiers list none.
        #expect(nodes.filter { $0["modifiers"] != nil }.count == 1)
    }
}

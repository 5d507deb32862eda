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

    @Test func aChatThatScrollsToItsLastMessageOnAppearShowsItsEnd() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            struct Message: Identifiable {
                let id: Int
                var height: CGFloat { id % 2 == 0 ? 40 : 60 }
            }

            struct ChatScreen: View {
                let messages = (0..<30).map(Message.init)
                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView {
                            LazyVStack(spacing: 10) {
                                ForEach(messages) { message in
                                    Color.green.frame(height: message.height)
                                }
                            }
                        }
                        .onAppear {
                            if let last = messages.last { proxy.scrollTo(last.id, anchor: .bottom) }
                        }
                    }
                    .overlay(alignment: .bottom) { Color.clear.frame(height: 1).id("bottom edge") }
                }
            }
            """, to: "chat-scroll.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json", "--size", "300x200"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        let nodes = document["nodes"] as? [[String: Any]] ?? []
        // The last message (60 tall, ForEach identity 29) ends at the scroll view's bottom: the
        // lowest placed colour's frame ends at 200.
        let bottoms = nodes.compactMap { node -> Double? in
            guard (node["kind"] as? String)?.contains("Color") == true || (node["kind"] as? String) == "frame",
                let frame = node["frame"] as? [String: Any], let y = frame["y"] as? Double, let height = frame["height"] as? Double,
                height == 60 || height == 40
            else { return nil }
            return y + height
        }
        #expect(bottoms.max() == 200, "\(bottoms)")
        #expect(FramesDocument.frame(of: "bottom edge", in: document)?.maxY == 200)
    }

    @Test func aPreviewProviderWithTwoPreviewsRendersTwoPicturesOfTheirSizes() throws {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            struct Badge: View {
                let title: String
                var body: some View {
                    Color.blue.frame(width: CGFloat(title.count) * 10, height: 20).id("badge")
                }
            }

            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        Badge(title: "New")
                            .previewDisplayName("Short")
                            .previewLayout(.sizeThatFits)
                        Badge(title: "Updated")
                            .previewLayout(.fixed(width: 200, height: 100))
                    }
                    .previewDevice("iPhone 15")
                }
            }
            """, to: "provider.swift")
        let frames = ArrangeExecutable.run(["frames", file, "--json"])
        #expect(frames.status == 0, "\(frames.errors)")
        // Badge needs an argument, but the previews build it: no note about it.
        #expect(frames.errors == "")
        let documents = FramesDocument.documents(frames.output)
        #expect(documents.map { $0["name"] as? String } == ["Short", "Badge-2"])
        #expect(documents.map(FramesDocument.size) == [CGSize(width: 30, height: 20), CGSize(width: 200, height: 100)])
        #expect(documents.last.flatMap { FramesDocument.frame(of: "badge", in: $0) } == CGRect(x: 65, y: 40, width: 70, height: 20))
        let folder = ArrangeExecutable.workspace.appendingPathComponent("provider-pictures").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let render = ArrangeExecutable.run(["render", file, "-o", folder, "--scale", "1"])
        #expect(render.status == 0, "\(render.errors)")
        let pictures = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        #expect(pictures.count == 2)
        let sizes = pictures.compactMap { ArrangeExecutable.pngSize(folder + "/" + $0) }.map { [$0.width, $0.height] }
        #expect(Set(sizes) == [[30, 20], [200, 100]])
    }

    @Test func previewTraitsPreviewableStateAndInjectedModels() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI
            import Combine
            import Observation

            @Observable final class Library {
                var shelfWidth: CGFloat = 120
            }

            final class Clock: ObservableObject {
                @Published var ticks = 0
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var cancellables = Set<AnyCancellable>()
                init() { Just(4).sink { [unowned self] in self.ticks = $0 }.store(in: &cancellables) }
            }

            struct Shelf: View {
                @Environment(Library.self) private var library
                @EnvironmentObject private var clock: Clock
                var body: some View {
                    Color.brown.frame(width: library.shelfWidth, height: CGFloat(clock.ticks) * 10).id("shelf")
                }
            }

            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View {
                    Color.green.frame(width: isOn ? 60 : 20, height: 30).id("switch")
                }
            }

            #Preview("Shelf", traits: .sizeThatFitsLayout) {
                let library = Library()
                library.shelfWidth = 90
                return Shelf()
                    .environment(library)
                    .environmentObject(Clock())
            }

            #Preview("Switch", traits: .fixedLayout(width: 100, height: 50)) {
                @Previewable @State var isOn = true
                Switch(isOn: $isOn)
            }

            #Preview("Wide", traits: .landscapeLeft) {
                Color.red
            }
            """, to: "traits.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let documents = FramesDocument.documents(result.output)
        #expect(documents.map { $0["name"] as? String } == ["Shelf", "Switch", "Wide"])
        // The landscape preview is on iPhone 15 Pro on its side: 852 × 393 less 59 at each side
        // and 21 below (ios-metrics §1, CSL).
        #expect(documents.map(FramesDocument.size) == [
            CGSize(width: 90, height: 40), CGSize(width: 100, height: 50), CGSize(width: 734, height: 372),
        ])
        #expect(documents.count == 3 && FramesDocument.frame(of: "switch", in: documents[1]) == CGRect(x: 20, y: 10, width: 60, height: 30))
        #expect(!result.errors.contains("runtime warning"))
    }

    @Test func previewableStateKeepsWhatAnActionWroteAcrossLayouts() {
        // The switch's onAppear turns the preview's state on; the next layout shows it on.
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View {
                    Color.green.frame(width: isOn ? 60 : 20, height: 30).id("switch")
                }
            }

            #Preview("Switched on", traits: .fixedLayout(width: 100, height: 50)) {
                @Previewable @State var isOn = false
                Switch(isOn: $isOn)
                    .onAppear { isOn = true }
            }
            """, to: "previewable-rounds.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let documents = FramesDocument.documents(result.output)
        #expect(documents.count == 1 && FramesDocument.frame(of: "switch", in: documents[0]) == CGRect(x: 20, y: 10, width: 60, height: 30))
    }

    @Test func aSnippetDeclaringItsOwnStateKeepsIt() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            @propertyWrapper struct State<Value> {
                var wrappedValue: Value
            }

            struct Gauge: View {
                @State var level: CGFloat = 70
                var body: some View { Color.gray.frame(width: level, height: 10) }
            }
            """, to: "own-state.swift")
        let result = ArrangeExecutable.run(["frames", file])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Gauge\nproposal 390×844 → size 70×10\n"))
    }

    @Test func aPreviewThatCrashesOrLoopsTakesOnlyItselfDown() {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            struct Meter: View {
                let values: [CGFloat]
                var body: some View {
                    Color.blue.frame(width: values[2], height: 10)
                }
            }

            #Preview("Fine") { Color.red.frame(width: 10, height: 20) }

            #Preview("Crash") { Meter(values: [1, 2]) }

            #Preview("Also fine") { Color.red.frame(width: 30, height: 40) }

            #Preview("Loop") {
                var width: CGFloat = 1
                while width > 0 { width += 1 }
                return Color.red.frame(width: width, height: 1)
            }
            """, to: "failing-previews.swift")
        let result = ArrangeExecutable.run(["frames", file], environment: ["ARRANGE_TIME_LIMIT": "5"])
        #expect(result.status == 1)
        // Previews on iPhone 15 Pro: the table gives the screen as the proposal.
        #expect(result.output.hasPrefix("Fine\nproposal 393×852 → size 10×20\n"))
        #expect(result.output.contains("\nAlso fine\nproposal 393×852 → size 30×40\n"))
        #expect(!result.output.contains("Crash") && !result.output.contains("Loop"))
        // Each failure names the preview and its line, after the crash's own message.
        // The standard library's fatal error is given the user's line that raised it, from the backtrace.
        #expect(result.errors.contains("\(file):6: Fatal error: Index out of range\n"))
        #expect(!result.errors.contains("ContiguousArrayBuffer"))
        #expect(result.errors.contains("arrange: Crash (\(file):12) stopped at a fatal error in Meter's body (\(file):6) (signal 4; its message is above). It is left out; the other views are shown.\n"))
        // The loop's line, unless the abort came between two lines (the frame then has none).
        #expect(result.errors.contains("arrange: Loop (\(file):16) did not finish within 5 s in preview \"Loop\" (\(file):18) (ARRANGE_TIME_LIMIT; does its body loop forever?). It is left out; the other views are shown.\n")
            || result.errors.contains("arrange: Loop (\(file):16) did not finish within 5 s in preview \"Loop\" (\(file)) (ARRANGE_TIME_LIMIT; does its body loop forever?). It is left out; the other views are shown.\n"))
    }

    /// A body that waits on the clock without working (here a sleep, on a loaded machine other
    /// programs' work) is not stopped at the time limit, which counts processor time; one that
    /// waits for ever is stopped at six times the limit.
    @Test func aBodyWaitingOnTheClockIsNotStoppedAtItsProcessorTimeLimit() {
        let file = ArrangeExecutable.write("""
            import SwiftUI
            import Foundation

            struct Slow: View {
                var body: some View {
                    let _ = Thread.sleep(forTimeInterval: 3)
                    Color.red.frame(width: 10, height: 20)
                }
            }

            struct Stuck: View {
                var body: some View {
                    let _ = Thread.sleep(forTimeInterval: 1_000)
                    Color.blue
                }
            }
            """, to: "waiting-bodies.swift")
        let slow = ArrangeExecutable.run(["frames", file, "--view", "Slow"], environment: ["ARRANGE_TIME_LIMIT": "1"])
        #expect(slow.status == 0, "\(slow.errors)")
        #expect(slow.output.hasPrefix("Slow\nproposal 390×844 → size 10×20\n"), "\(slow.output)")
        let started = Date()
        let stuck = ArrangeExecutable.run(["frames", file, "--view", "Stuck"], environment: ["ARRANGE_TIME_LIMIT": "1"])
        #expect(stuck.status == 1)
        #expect(stuck.errors.contains("was stopped after 1 s (ARRANGE_TIME_LIMIT)"), "\(stuck.errors)")
        // Six seconds on the clock, and less than the sleep (compiling is cached by the first run).
        #expect(Date().timeIntervalSince(started) < 200)
    }

}

// Layouts the frames and HTML tests share, with the book's text sizes where the book gives them.
import Arrange
import Foundation

/// The shared layouts.
enum FramesExamples {
    /// The book's screen for its worked examples.
    static let screen = ProposedViewSize(width: 320, height: 480)

    /// *Thinking in SwiftUI*'s first example (p. 58): `Text("Favorite").padding(10).background(Color.teal)`,
    /// the text 51×17, on a 320×480 screen. Nodes: 0 background, 1 padding, 2 text, 3 Color.
    static func favorite() -> ViewLayout {
        let metrics = BookTextMetrics(["Favorite": .init(ideal: CGSize(width: 51, height: 17))])
        let view = Text("Favorite").id("text").padding(10).background(Color.teal)
        return ViewLayout(view.environment(\.textMetrics, metrics), proposal: screen)
    }

    /// A view whose width is proposed ∞ and unspecified on the way down: a horizontal scroll view
    /// (nil width) holding a flexible frame (`maxWidth: .infinity`), laid out for ∞ × 100.
    static func endless() -> ViewLayout {
        let view = ScrollView(.horizontal) {
            Color.red.frame(maxWidth: .infinity).id("flexible")
        }
        return ViewLayout(view, proposal: ProposedViewSize(width: .infinity, height: 100))
    }

    /// `count` rows of text in a VStack, each padded and framed: 3 × `count` + 1 views.
    static func rows(_ count: Int, proposal: ProposedViewSize = screen) -> ViewLayout {
        let view = VStack(spacing: 2) {
            ForEach(0..<count, id: \.self) { row in
                Text("Row \(row)").padding(2).frame(maxWidth: .infinity, alignment: .leading).id(row)
            }
        }
        return ViewLayout(view, proposal: proposal)
    }
}

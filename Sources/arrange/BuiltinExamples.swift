import Arrange
import ArrangeTestSupport
import Foundation

/// A worked example from the book that `arrange` lays out when given no file.
struct BuiltinExample: Sendable {
    let title: String
    /// The picture's file name: `arrange-example-<slug>.png`.
    let slug: String
    let source: String
    let proposal: ProposedViewSize
    let layout: @Sendable (ProposedViewSize) -> ViewLayout

    /// The book's first detailed example and its HStack at 180 points.
    static let all: [BuiltinExample] = [
        BuiltinExample(
            title: "Favorite (Thinking in SwiftUI, p. 58)",
            slug: "favorite",
            source: """
                Text("Favorite")
                    .padding(10)
                    .background(Color.teal)
                """,
            proposal: ProposedViewSize(width: 320, height: 480)
        ) { proposal in
            let metrics = BookTextMetrics(["Favorite": .init(ideal: CGSize(width: 51, height: 17))])
            let view = Text("Favorite").padding(10).background(Color.teal).environment(\.textMetrics, metrics)
            return ViewLayout(view, proposal: proposal)
        },
        BuiltinExample(
            title: "HStack at 180 (Thinking in SwiftUI, p. 74)",
            slug: "hstack",
            source: """
                HStack(spacing: 0) {
                    Color.cyan
                    Text("Hello, World!")
                    Color.teal
                }
                """,
            proposal: ProposedViewSize(width: 180, height: 180)
        ) { proposal in
            let metrics = BookTextMetrics([
                "Hello, World!": .init(ideal: CGSize(width: 100, height: 20), narrower: [(atMost: 60, size: CGSize(width: 50, height: 40))]),
            ])
            let view = HStack(spacing: 0) {
                Color.cyan
                Text("Hello, World!")
                Color.teal
            }
            return ViewLayout(view.environment(\.textMetrics, metrics), proposal: proposal)
        },
    ]
}

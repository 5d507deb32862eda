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
    /// The text sizes the book assumes, which the explanation uses to match the book's numbers.
    let bookText: BookTextMetrics
    /// The view, without text metrics.
    let view: @Sendable () -> AnyView

    /// The layout with the book's text sizes: the numbers of the book's steps.
    func bookLayout() -> ViewLayout {
        ViewLayout(view().environment(\.textMetrics, bookText), proposal: proposal)
    }

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
            proposal: ProposedViewSize(width: 320, height: 480),
            bookText: BookTextMetrics(["Favorite": .init(ideal: CGSize(width: 51, height: 17))])
        ) {
            AnyView(Text("Favorite").padding(10).background(Color.teal))
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
            proposal: ProposedViewSize(width: 180, height: 180),
            bookText: BookTextMetrics([
                "Hello, World!": .init(ideal: CGSize(width: 100, height: 20), narrower: [(atMost: 60, size: CGSize(width: 50, height: 40))]),
            ])
        ) {
            AnyView(HStack(spacing: 0) {
                Color.cyan
                Text("Hello, World!")
                Color.teal
            })
        },
    ]
}

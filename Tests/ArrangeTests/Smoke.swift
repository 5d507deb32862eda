import Testing
import Foundation
@testable import Arrange
import ArrangeTestSupport

@Test func favoriteSmoke() {
    let metrics = BookTextMetrics(["Favorite": .init(ideal: CGSize(width: 51, height: 17))])
    let view = Text("Favorite").padding(10).background(Color.teal).environment(\.textMetrics, metrics)
    let layout = ViewLayout(view, proposal: ProposedViewSize(width: 320, height: 480))
    print(layout.size)
    print(layout.explanation.text(in: .english))
    print(layout.explanation.text(in: .korean))
    print(layout.warnings)
}

// CoreLocationUI's LocationButton as app code uses it: a button under a map asking for the
// user's location once.
import Arrange
import ArrangeCoreLocationUI
import Foundation
import Testing

@Suite("CoreLocationUI's LocationButton")
@MainActor
struct LocationButtonTests {
    let free = ProposedViewSize.unspecified

    private func texts(_ layout: ViewLayout) -> [String] {
        layout.nodes.compactMap { node in
            if case .text(let string, _, _) = node.content { return string }
            return nil
        }
    }

    private func symbols(_ layout: ViewLayout) -> [String] {
        layout.nodes.compactMap { node in
            if case .image(.system(let name), _, _, _, _) = node.content { return name }
            return nil
        }
    }

    /// The colour of the button's fill (its first shape), resolved in light mode.
    private func fill(_ layout: ViewLayout) -> Color.Resolved? {
        for node in layout.nodes {
            if case .shape(_, let style, _) = node.content, let color = style.base as? Color {
                return color.resolve(in: EnvironmentValues())
            }
        }
        return nil
    }

    @Test func theTitlesReadAsIOSWritesThem() {
        let titles: [LocationButton.Title] = [.currentLocation, .sendCurrentLocation, .sendMyCurrentLocation, .shareCurrentLocation, .shareMyCurrentLocation]
        let shown = titles.map { texts(ViewLayout(LocationButton($0) {}, proposal: free)) }
        #expect(shown == [["Current Location"], ["Send Current Location"], ["Send My Current Location"],
                          ["Share Current Location"], ["Share My Current Location"]])
    }

    @Test func theButtonIsTheArrowAndTitlePaddedOnTheAccentColour() throws {
        let layout = ViewLayout(LocationButton {}.id("b"), proposal: free)
        let label = ViewLayout(Label("Current Location", systemImage: "location").id("l"), proposal: free)
        let labelSize = try #require(label.frame(of: "l")?.size)
        // The regular prominent button's padding: 12 at the sides, 7 above and below.
        #expect(layout.frame(of: "b")?.size == CGSize(width: labelSize.width + 24, height: labelSize.height + 14))
        #expect(symbols(layout) == ["location"])
        #expect(fill(layout) == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @Test func theModifiersAppleDocumentsRestyleIt() {
        let styled = LocationButton(.shareCurrentLocation) {}
            .symbolVariant(.fill)
            .labelStyle(.iconOnly)
            .tint(.purple)
        let layout = ViewLayout(styled, proposal: free)
        #expect(symbols(layout) == ["location.fill"])
        #expect(texts(layout).isEmpty)
        #expect(fill(layout) == Color.purple.resolve(in: EnvironmentValues()))
        let titleOnly = ViewLayout(LocationButton {}.labelStyle(.titleOnly), proposal: free)
        #expect(symbols(titleOnly).isEmpty && texts(titleOnly) == ["Current Location"])
    }

    @Test func withoutATitleItIsTheArrowAlone() {
        let layout = ViewLayout(LocationButton(nil) {}.id("b"), proposal: free)
        #expect(texts(layout).isEmpty)
        #expect(symbols(layout) == ["location"])
        let titled = ViewLayout(LocationButton {}.id("b"), proposal: free)
        #expect(layout.frame(of: "b")!.width < titled.frame(of: "b")!.width)
    }

    @Test func cornerRadiusRoundsItWithoutChangingItsSize() {
        let plain = ViewLayout(LocationButton {}.id("b"), proposal: free)
        let rounded = ViewLayout(LocationButton {}.cornerRadius(7).id("b"), proposal: free)
        #expect(rounded.frame(of: "b") == plain.frame(of: "b"))
    }
}

import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// Label and its styles.
@Suite struct LabelTests {
    let title = ControlTesting.textSize("Favorites")
    /// `Image(systemName:)` at the body size: 1.2 × 17 (docs/DIFFERENCES.md).
    let icon = CGSize(width: 20.4, height: 20.4)

    // LabelMetrics.iconTitleSpacing: 8, the plain HStack spacing backports use (ios-metrics.md §5, WEAK).
    @Test func titleAndIconPutsTheIconFirstEightPointsBeforeTheTitle() throws {
        let view = Label { Text("Favorites").id("t") } icon: { Image(systemName: "star").id("i") }.id("l")
        let layout = RenderTesting.layout(view)
        let label = try #require(layout.frame(of: "l")), text = try #require(layout.frame(of: "t")), image = try #require(layout.frame(of: "i"))
        #expect(approximatelyEqual(label.width, icon.width + 8 + title.width))
        #expect(approximatelyEqual(label.height, max(icon.height, title.height)))
        #expect(approximatelyEqual(image.minX, 0) && approximatelyEqual(text.minX, icon.width + 8))
        #expect(approximatelyEqual(image.midY, text.midY))
    }

    @Test func titleOnlyAndIconOnlyShowOneOfThem() throws {
        let titleOnly = try ControlTesting.frame("l", in: Label("Favorites", systemImage: "star").labelStyle(.titleOnly).id("l"))
        #expect(approximatelyEqual(titleOnly.size, title))
        let iconOnly = try ControlTesting.frame("l", in: Label("Favorites", systemImage: "star").labelStyle(.iconOnly).id("l"))
        #expect(approximatelyEqual(iconOnly.size, icon))
    }

    struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                configuration.icon
                configuration.title
            }
        }
    }

    @Test func aCustomLabelStyleGetsTheTitleAndIcon() throws {
        let frame = try ControlTesting.frame("l", in: Label("Favorites", systemImage: "star").labelStyle(Stacked()).id("l"))
        #expect(approximatelyEqual(frame.size, CGSize(width: max(title.width, icon.width), height: icon.height + 2 + title.height)))
    }

    struct Wrapped: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            Label(configuration).padding(4)
        }
    }

    @Test func labelOfAConfigurationUsesTheStyleAroundIt() throws {
        let frame = try ControlTesting.frame("l", in: Label("Favorites", systemImage: "star").labelStyle(Wrapped()).id("l"))
        #expect(approximatelyEqual(frame.size, CGSize(width: icon.width + 8 + title.width + 8, height: max(icon.height, title.height) + 8)))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func aLabelDrawsInThePrimaryColour(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Label("Favorites", systemImage: "star"), scale: scale).image
        let iconRight = Int(icon.width * scale)
        #expect(ControlTesting.count(SystemColor.black, in: image, x: 0..<iconRight, y: 0..<image.height, tolerance: 30) > 0)
        #expect(ControlTesting.count(SystemColor.black, in: image, x: iconRight + Int(8 * scale)..<image.width, y: 0..<image.height, tolerance: 30) > Int(10 * scale))
    }
}

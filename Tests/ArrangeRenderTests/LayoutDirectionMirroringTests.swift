// Mirroring a view's drawing for the layout direction: `flipsForRightToLeftLayoutDirection`
// and iOS 17's `layoutDirectionBehavior`. A red-then-blue pair, 10 points each, shows which way
// the drawing runs: the first pixel column is red when it runs left to right.
import Arrange
import Foundation
import Testing

@Suite("layout direction mirroring")
struct LayoutDirectionMirroringTests {
    private var pair: some View {
        HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
    }

    /// The colour of the leftmost pixel of `view` drawn in `direction` (red or blue).
    private func leftmost<V: View>(_ view: V, in direction: LayoutDirection) throws -> String {
        let image = try RenderTesting.pixels(
            view.environment(\.layoutDirection, direction), proposal: ProposedViewSize(width: 20, height: 10)).image
        let rgb = image[2, 5].rgb
        return rgb[0] > 200 && rgb[2] < 60 ? "red" : rgb[2] > 200 && rgb[0] < 60 ? "blue" : "other \(rgb)"
    }

    @Test func aRightToLeftStackRunsFromTheRight() throws {
        #expect(try leftmost(pair, in: .leftToRight) == "red")
        #expect(try leftmost(pair, in: .rightToLeft) == "blue")
    }

    @Test func flipsForRightToLeftMirrorsOnlyARightToLeftLayout() throws {
        // Right to left, the stack runs blue-red and the flip turns the drawing back to red-blue.
        #expect(try leftmost(pair.flipsForRightToLeftLayoutDirection(true), in: .rightToLeft) == "red")
        #expect(try leftmost(pair.flipsForRightToLeftLayoutDirection(true), in: .leftToRight) == "red")
        #expect(try leftmost(pair.flipsForRightToLeftLayoutDirection(false), in: .rightToLeft) == "blue")
    }

    @Test func mirrorsLaysOutLeftToRightAndFlipsInARightToLeftLayout() throws {
        // Laid out left to right (red-blue), then flipped: blue-red, as a right-to-left reader expects.
        #expect(try leftmost(pair.layoutDirectionBehavior(.mirrors), in: .rightToLeft) == "blue")
        #expect(try leftmost(pair.layoutDirectionBehavior(.mirrors), in: .leftToRight) == "red")
        // Made right to left (blue-red) and flipped where the layout runs left to right: red-blue.
        #expect(try leftmost(pair.layoutDirectionBehavior(.mirrors(in: .leftToRight)), in: .leftToRight) == "red")
        #expect(try leftmost(pair.layoutDirectionBehavior(.mirrors(in: .leftToRight)), in: .rightToLeft) == "blue")
    }

    @Test func fixedAlwaysRunsLeftToRight() throws {
        #expect(try leftmost(pair.layoutDirectionBehavior(.fixed), in: .rightToLeft) == "red")
        #expect(try leftmost(pair.layoutDirectionBehavior(.fixed), in: .leftToRight) == "red")
    }

    @Test func mirroringKeepsTheFrame() {
        let plain = ViewLayout(pair.id("p").environment(\.layoutDirection, .rightToLeft), proposal: .unspecified)
        let flipped = ViewLayout(pair.flipsForRightToLeftLayoutDirection(true).id("p").environment(\.layoutDirection, .rightToLeft), proposal: .unspecified)
        #expect(plain.frame(of: "p") == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(flipped.frame(of: "p") == plain.frame(of: "p"))
    }
}

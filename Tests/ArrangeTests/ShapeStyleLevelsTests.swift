// The system shape styles and style modifiers real view code uses (`.background`, `.fill`,
// `.background.secondary`, `.fill.tertiary`, `backgroundStyle`, a style's `opacity` and
// `blendMode`), inset shapes, and the symbol effects and hover effects recorded at rest.
// Expected colours are iOS's semantic colours (SystemColor's table, ios-metrics.md).
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("System shape styles and inset shapes")
struct ShapeStyleLevelsTests {
    let screen = ProposedViewSize(width: 320, height: 480)

    /// The colour the shape `"s"` of `view` is filled with, resolved in light mode.
    private func fill<V: View>(of view: V) -> Color.Resolved? {
        guard case .shape(_, let style, _) = ViewLayout(view, proposal: screen).node(id: "s")?.content,
              let color = style.base as? Color else { return nil }
        return color.resolve(in: EnvironmentValues())
    }

    private func system(_ color: SystemColor) -> Color.Resolved { Color(system: color).resolve(in: EnvironmentValues()) }

    @Test func backgroundAndFillAreTheSystemColoursAtTheirLevels() {
        #expect(fill(of: Rectangle().fill(.background).id("s")) == system(.systemBackground))
        #expect(fill(of: Rectangle().fill(.background.secondary).id("s")) == system(.secondarySystemBackground))
        #expect(fill(of: Rectangle().fill(.background.tertiary).id("s")) == system(.tertiarySystemBackground))
        #expect(fill(of: Rectangle().fill(.fill).id("s")) == system(.systemFill))
        #expect(fill(of: Rectangle().fill(.fill.tertiary).id("s")) == system(.tertiarySystemFill))
        #expect(fill(of: Rectangle().fill(.separator).id("s")) == system(.separator))
    }

    @Test func backgroundStyleSetsWhatBackgroundStandsFor() {
        #expect(fill(of: Rectangle().fill(.background).id("s").backgroundStyle(.red)) == Color.red.resolve(in: EnvironmentValues()))
        // `background()` and `background(in:)` fill with it, behind the view, without moving it.
        let layout = ViewLayout(Text("Hi").id("t").background().backgroundStyle(Color.green), proposal: screen)
        let plain = ViewLayout(Text("Hi").id("t"), proposal: screen)
        #expect(layout.frame(of: "t") == plain.frame(of: "t"))
        let greens = layout.nodes.filter {
            if case .shape(_, let style, _) = $0.content { return style.base as? Color == Color(Color.green.resolve(in: EnvironmentValues())) }
            return false
        }
        #expect(greens.count == 1)
        #expect(greens.first?.frame == plain.frame(of: "t"))
    }

    @Test func aStylesOpacityAndLevelsFadeItsColour() {
        let half = fill(of: Rectangle().fill(Color.red.gradient.opacity(0.5)).id("s"))
        // A gradient faded: every stop at half its opacity (no stop is a plain colour, so compare the style).
        #expect(half == nil)
        let faded = fill(of: Rectangle().fill(.tint.opacity(0.25)).id("s"))
        #expect(faded?.opacity == 0.25)
        let secondary = fill(of: Rectangle().fill(Color.blue.secondary).id("s"))
        #expect(secondary.map { Double($0.opacity) } == Double(system(.secondaryLabel).opacity))
        // A blend mode leaves the style's colour (filled unblended).
        #expect(fill(of: Rectangle().fill(Color.red.blendMode(.plusDarker)).id("s")) == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test func anInsetShapeIsTheShapeInASmallerFrameAtTheSameSize() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(Capsule().inset(by: 4).path(in: rect) == Capsule().path(in: rect.insetBy(dx: 4, dy: 4)))
        #expect(Circle().inset(by: 5).inset(by: 5).path(in: rect) == Circle().path(in: rect.insetBy(dx: 10, dy: 10)))
        #expect(Rectangle().inset(by: 30).path(in: rect).isEmpty)
        let layout = ViewLayout(Circle().inset(by: 10).id("s"), proposal: ProposedViewSize(width: 100, height: 40))
        #expect(layout.frame(of: "s")?.size == CGSize(width: 40, height: 40))
        let relative = ViewLayout(Rectangle().fill(.fill).background(.red, in: .containerRelative).id("s"), proposal: screen)
        #expect(relative.frame(of: "s")?.size == CGSize(width: 320, height: 480))
    }

    @Test func symbolAndHoverEffectsAreRecordedAndMoveNothing() {
        let plain = ViewLayout(Image(systemName: "heart").id("i"), proposal: screen)
        let effected = ViewLayout(
            Image(systemName: "heart").id("i")
                .symbolEffect(.bounce.byLayer, value: 3)
                .symbolEffect(.pulse, options: .repeating, isActive: true)
                .contentTransition(.symbolEffect(.replace.downUp))
                .transition(.symbolEffect(.drawOn.individually))
                .transition(.scale(0.5).combined(with: .opacity))
                .hoverEffect(.highlight),
            proposal: screen)
        #expect(effected.frame(of: "i") == plain.frame(of: "i"))
        #expect(effected.nodes.flatMap(\.modifiers).map(\.description) == [
            "symbolEffect(bounce.byLayer, value)", "symbolEffect(pulse, isActive: true)",
            "contentTransition(symbolEffect(replace.downUp))", "transition(SymbolEffectTransition)",
            "transition(_CombinedTransition<ScaleTransition, OpacityTransition>)", "hoverEffect(.highlight)",
        ])
    }
}

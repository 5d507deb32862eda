// Shapes reshaped inside their frame: `stroke(lineWidth:)`/`stroke(style:)` as shapes (SwiftUI's
// `some Shape`, so a stroke can be filled), and `scale`, `offset`, `rotation`, `transform`.
// None of them changes layout; each changes the outline drawn in the same frame.
import Arrange
import Foundation
import Testing

@Suite("Shapes reshaped inside their frame")
struct ShapeReshapingTests {
    let screen = ProposedViewSize(width: 320, height: 480)
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)

    /// What the node `"s"` draws: its shape, the style's base value and how it paints.
    private func drawn<V: View>(_ view: V) -> (shape: any Shape, style: Any, drawing: ShapeDrawing, kind: String)? {
        guard let node = ViewLayout(view, proposal: screen).node(id: "s"), case .shape(let shape, let style, let drawing) = node.content
        else { return nil }
        return (shape, style.base, drawing, node.kind)
    }

    @Test func aStrokeIsAShapeWhoseOutlineIsTheStrokedArea() {
        let outline = Rectangle().stroke(lineWidth: 4).path(in: square).boundingRect
        #expect(outline == CGRect(x: -2, y: -2, width: 14, height: 14))
        let styled = Circle().stroke(style: StrokeStyle(lineWidth: 2)).path(in: square).boundingRect
        #expect(abs(styled.width - 12) < 0.1 && abs(styled.minX + 1) < 0.1, "\(styled)")
    }

    /// `Circle().stroke(lineWidth: 20).fill(gradient)` (iOS 17 code) strokes the circle with the
    /// fill's style: the renderer's stroke paints it, as for `stroke(gradient, lineWidth: 20)`.
    @Test func aFilledStrokeIsDrawnAsTheShapeStrokedWithTheFillsStyle() throws {
        let filled = try #require(drawn(Circle().stroke(lineWidth: 20).fill(Color.red).id("s")))
        #expect(filled.shape is Circle)
        #expect(filled.drawing == .stroke(StrokeStyle(lineWidth: 20)))
        #expect(filled.style as? Color == Color(Color.red.resolve(in: EnvironmentValues())))
        #expect(filled.kind == "Circle")
        let plain = try #require(drawn(Circle().stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round)).id("s")))
        #expect(plain.shape is Circle)
        #expect(plain.drawing == .stroke(StrokeStyle(lineWidth: 3, lineCap: .round)))
    }

    @Test func scaleMovesTheOutlineAboutItsAnchor() {
        #expect(Rectangle().scale(2).path(in: square).boundingRect == CGRect(x: -5, y: -5, width: 20, height: 20))
        #expect(Rectangle().scale(x: 0.5, y: 1, anchor: .topLeading).path(in: square).boundingRect == CGRect(x: 0, y: 0, width: 5, height: 10))
    }

    @Test func offsetRotationAndTransformMoveTheOutline() {
        #expect(Rectangle().offset(x: 3, y: 4).path(in: square).boundingRect == CGRect(x: 3, y: 4, width: 10, height: 10))
        #expect(Rectangle().offset(CGSize(width: -1, height: 2)).path(in: square).boundingRect == CGRect(x: -1, y: 2, width: 10, height: 10))
        let tall = CGRect(x: 0, y: 0, width: 10, height: 20)
        let turned = Rectangle().rotation(.degrees(90)).path(in: tall).boundingRect
        #expect(abs(turned.minX + 5) < 1e-9 && abs(turned.minY - 5) < 1e-9 && abs(turned.width - 20) < 1e-9 && abs(turned.height - 10) < 1e-9)
        let mapped = Rectangle().transform(CGAffineTransform(scaleX: 3, y: 1)).path(in: square).boundingRect
        #expect(mapped == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    /// A shape's `offset(x:y:)` moves its outline, not its frame (SwiftUI's `OffsetShape`); its
    /// neighbours and its own frame are those of the plain shape, and explanations name the shape.
    @Test func reshapingNeverChangesTheFrameOrTheName() {
        let plain = ViewLayout(VStack(spacing: 0) { Rectangle().frame(width: 40, height: 20).id("s"); Color.red.frame(height: 5).id("below") }, proposal: screen)
        let moved = ViewLayout(
            VStack(spacing: 0) {
                Rectangle().offset(x: 30, y: 7).scale(2).rotation(.degrees(45)).stroke(lineWidth: 2).frame(width: 40, height: 20).id("s")
                Color.red.frame(height: 5).id("below")
            }, proposal: screen)
        #expect(plain.frame(of: "s") == moved.frame(of: "s"))
        #expect(plain.frame(of: "below") == moved.frame(of: "below"))
        let kinds = moved.nodes.map(\.kind)
        #expect(kinds.contains("Rectangle"))
        #expect(!kinds.contains { $0.contains("Shape") })
    }

    /// A reshaped shape filled with a style draws the reshaped outline (`scale(2)` of a stroke).
    @Test func aScaledStrokeFilledWithAStyleFillsTheScaledOutline() throws {
        let filled = try #require(drawn(Rectangle().stroke(lineWidth: 2).scale(2).fill(Color.blue).id("s")))
        #expect(filled.drawing == .fill)
        #expect(filled.shape.path(in: square).boundingRect == CGRect(x: -7, y: -7, width: 24, height: 24))
    }
}

@Suite("iOS 13 forms and rotors real files use")
struct OlderFormsAndRotorsTests {
    let screen = ProposedViewSize(width: 320, height: 480)

    /// `Slider(value:in:minimumValueLabel:maximumValueLabel:) { label }` (iOS 13's order, value
    /// labels as views) lays out as the current form with the same labels.
    @Test func theIOS13SliderFormShowsItsValueLabels() {
        let value = Binding.constant(5.0)
        let older = ViewLayout(
            Slider(value: value, in: 0...20, minimumValueLabel: Text("0").id("min"), maximumValueLabel: Text("20").id("max")) { Text("Cups") },
            proposal: screen)
        let current = ViewLayout(
            Slider(value: value, in: 0...20) { Text("Cups") } minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("20").id("max") },
            proposal: screen)
        #expect(older.frame(of: "min") != nil)
        #expect(older.frame(of: "min") == current.frame(of: "min"))
        #expect(older.frame(of: "max") == current.frame(of: "max"))
        #expect(older.size == current.size)
    }

    /// A custom rotor with `ForEach` and `if` among its entries compiles, moves nothing and is
    /// recorded.
    @Test func aRotorIsRecordedAndMovesNothing() {
        let names = ["Rose", "Tulip"]
        let plain = ViewLayout(List { ForEach(names, id: \.self) { Text($0) } }.id("list"), proposal: screen)
        let rotor = ViewLayout(
            List { ForEach(names, id: \.self) { Text($0) } }
                .accessibilityRotor("Red flowers") {
                    ForEach(names, id: \.self) { name in
                        if name.hasPrefix("R") { AccessibilityRotorEntry(name, id: name) }
                    }
                }
                .accessibilityRotor(.headings) { AccessibilityRotorEntry(Text("Top"), id: 0) }
                .id("list"),
            proposal: screen)
        #expect(plain.frame(of: "list") == rotor.frame(of: "list"))
        #expect(plain.nodes.count == rotor.nodes.count)
        let records = rotor.nodes.flatMap(\.modifiers).map(\.description)
        #expect(records == ["accessibilityRotor(\"Red flowers\")", "accessibilityRotor(headings)"])
    }
}

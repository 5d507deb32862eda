// What a finished layout records for renderers and tools beyond frames: shadows, colours
// resolved from the environment, and the numbers behind each explanation step.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Drawing records")
struct DrawingRecordTests {
    private let screen = ProposedViewSize(width: 320, height: 480)

    @Test func shadowIsRecordedAndMovesNothing() {
        let plain = ViewLayout(Color.red.frame(width: 40, height: 20).id("box"), proposal: screen)
        let shadowed = ViewLayout(Color.red.frame(width: 40, height: 20).id("box").shadow(color: .black, radius: 4, x: 2, y: 3), proposal: screen)
        #expect(plain.frame(of: "box") == shadowed.frame(of: "box"))
        let shadow = shadowed.nodes.compactMap(\.drawing.shadow).first
        #expect(shadow == Shadow(color: .black, radius: 4, x: 2, y: 3))
    }

    @Test func shadowWithBadNumbersIsCleanedWithADiagnostic() {
        let layout = ViewLayout(Color.red.shadow(radius: .nan, x: .infinity, y: -2), proposal: screen)
        let shadow = layout.nodes.compactMap(\.drawing.shadow).first
        #expect(shadow?.radius == 0)
        #expect(shadow?.x == 0)
        #expect(shadow?.y == -2)
        #expect(layout.warnings.contains { $0.contains("shadow") })
    }

    @Test func textWithoutItsOwnColourTakesTheForegroundColour() {
        let layout = ViewLayout(VStack { Text("a").id("a"); Text("b").foregroundColor(.red).id("b") }.foregroundColor(.blue), proposal: screen)
        guard case .text(_, _, let a) = layout.node(id: "a")!.content, case .text(_, _, let b) = layout.node(id: "b")!.content else {
            Issue.record("not text")
            return
        }
        // The layout records colours resolved in the view's environment (light mode here).
        #expect(a.color == Color(Color.blue.resolve(in: EnvironmentValues())))
        #expect(b.color == Color(Color.red.resolve(in: EnvironmentValues())))
    }

    @Test func shapeFilledWithTheForegroundStyleTakesTheEnvironmentsStyle() {
        let layout = ViewLayout(Circle().id("c").foregroundStyle(Color.green), proposal: screen)
        guard case .shape(_, let style, _) = layout.node(id: "c")!.content else {
            Issue.record("not a shape")
            return
        }
        #expect(style.base as? Color == Color(Color.green.resolve(in: EnvironmentValues())))
    }

    @Test func symbolsTakeTheForegroundColourAndPicturesKeepTheirOwn() {
        let layout = ViewLayout(
            HStack { Image(systemName: "bell").id("symbol"); Image(size: CGSize(width: 5, height: 5)).id("picture") }.foregroundColor(.red),
            proposal: screen)
        guard case .image(_, _, _, _, let symbolTint) = layout.node(id: "symbol")!.content,
            case .image(_, _, _, _, let pictureTint) = layout.node(id: "picture")!.content
        else {
            Issue.record("not images")
            return
        }
        #expect(symbolTint == Color(Color.red.resolve(in: EnvironmentValues())))
        #expect(pictureTint == nil)
    }

    @Test func explanationStepsNameTheirNodesAndNumbers() {
        let metrics = BookTextMetrics(["Favorite": .init(ideal: CGSize(width: 51, height: 17))])
        let layout = ViewLayout(Text("Favorite").id("text").padding(10).background(Color.teal).environment(\.textMetrics, metrics), proposal: screen)
        let steps = layout.explanation.sizingSteps
        let textIndex = layout.node(id: "text")!.index
        // Step 3: padding proposes 300×460 to text; step 4: text answers 51×17.
        #expect(steps[2].nodeIndex == textIndex)
        #expect(steps[2].event == .proposal(ProposedViewSize(width: 300, height: 460)))
        #expect(layout.nodes[steps[2].parentIndex!].kind == "padding")
        #expect(steps[3].event == .answer(CGSize(width: 51, height: 17)))
        #expect(steps[0].parentIndex == nil)
        let placedText = layout.explanation.placementSteps.first { $0.nodeIndex == textIndex }
        #expect(placedText?.event == .placement(CGRect(x: 10, y: 10, width: 51, height: 17)))
    }
}

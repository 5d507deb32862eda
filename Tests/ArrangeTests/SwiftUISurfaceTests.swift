// SwiftUI spellings a snippet may use, each with the layout it must give.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("SwiftUI surface")
struct SwiftUISurfaceTests {
    let free = ProposedViewSize.unspecified

    @Test func concatenatedTextMeasuresAsOneRun() {
        let text: Text = Text("Hello, ") + Text("World!").bold()
        #expect(ViewLayout(text, proposal: free).size == CGSize(width: 91, height: 17))
        #expect(ViewLayout(Text("a").fontWeight(.bold).bold(), proposal: free).size == CGSize(width: 7, height: 17))
    }

    @Test func lineLimitRangesReserveTheirLowerBound() {
        #expect(ViewLayout(Text("one").lineLimit(2...3), proposal: free).size == CGSize(width: 21, height: 34))
        let long = Text("one two three four five six").lineLimit(2...3)
        #expect(ViewLayout(long, proposal: ProposedViewSize(width: 40, height: nil)).size.height == 51)
        #expect(ViewLayout(Text("one").lineLimit(3...), proposal: free).size.height == 51)
        #expect(ViewLayout(Text("one two three").lineLimit(...1), proposal: ProposedViewSize(width: 40, height: nil)).size.height == 17)
    }

    @Test func trackingWidensEveryGrapheme() {
        #expect(ViewLayout(Text("abc").tracking(2), proposal: free).size.width == 27)
        #expect(ViewLayout(Text("abc").kerning(1), proposal: free).size.width == 24)
        #expect(ViewLayout(Text("abc").tracking(3), proposal: free).size.width == ViewLayout(Text("abc").tracking(3).font(.body), proposal: free).size.width)
    }

    @Test func shapeSpellingsLayOutLikeTheirShapes() {
        let proposal = ProposedViewSize(width: 80, height: 40)
        #expect(ViewLayout(RoundedRectangle(cornerRadius: 5, style: .continuous), proposal: proposal).size == CGSize(width: 80, height: 40))
        #expect(ViewLayout(Capsule(style: .circular).stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [4, 2])), proposal: proposal).size == CGSize(width: 80, height: 40))
        #expect(ViewLayout(Circle().strokeBorder(.blue, style: StrokeStyle(lineWidth: 3)), proposal: proposal).size == CGSize(width: 40, height: 40))
        let path = Path { $0.addLines([.zero, CGPoint(x: 10, y: 10)]) }
        #expect(ViewLayout(path.stroke(lineWidth: 1), proposal: proposal).size == CGSize(width: 80, height: 40))
        #expect(ViewLayout(AnyShape(Circle()), proposal: proposal).size == CGSize(width: 40, height: 40))
    }

    @Test func drawingModifiersLeaveLayoutAlone() {
        let plain = ViewLayout(HStack { Color.red.frame(width: 10, height: 10).id("a"); Text("b").id("b") }, proposal: free)
        let drawn = ViewLayout(
            HStack {
                Color.red.frame(width: 10, height: 10).id("a").clipShape(Circle()).cornerRadius(3).zIndex(2).hidden()
                Text("b").id("b")
            }, proposal: free)
        #expect(plain.frame(of: "b") == drawn.frame(of: "b"))
        let node = drawn.node(id: "a")!
        #expect(node.drawing.isHidden)
        #expect(node.drawing.zIndex == 2)
        #expect(node.drawing.clipShape != nil)
    }

    @Test func symbolImagesFollowTheFontAndImageScale() {
        #expect(approximatelyEqual(ViewLayout(Image(systemName: "star"), proposal: free).size, CGSize(width: 20.4, height: 20.4)))
        #expect(approximatelyEqual(ViewLayout(Image(systemName: "star").imageScale(.large), proposal: free).size, CGSize(width: 26.52, height: 26.52)))
        #expect(approximatelyEqual(ViewLayout(Image(systemName: "star").font(.caption), proposal: free).size, CGSize(width: 14.4, height: 14.4)))
    }

    @Test func commonModifierSpellingsCompileAndLayOut() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("Title").font(.title).fontWeight(.bold)
            Text("Body").foregroundStyle(.secondary).padding(.horizontal)
            Text("Note").font(.custom("Inter", size: 13, relativeTo: .footnote)).foregroundColor(.red)
        }
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        .background(.quaternary)
        .border(.teal, width: 2)
        .overlay(alignment: .topTrailing) { Circle().fill(Color.red.opacity(0.5)).frame(width: 8, height: 8) }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 390, height: 844))
        // "Title" at 28 pt: 5 × 7 × 28/17 wide; "Body" padded by 16 on each side: 28 + 32.
        #expect(approximatelyEqual(layout.size, CGSize(width: 2 + max(5 * 7 * 28 / 17.0, 60) + 4, height: 1 + 28 + 17 + 13 + 3)))
    }
}

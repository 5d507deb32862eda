// The language of real view files that the compatibility corpus showed missing: angle
// arithmetic, outlines in a List, AttributedString's SwiftUI attributes, tangent arcs, a
// gesture's `updating`, and Foundation names iOS code spells that Linux lacks.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Real files' language")
struct RealFileLanguageTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    // MARK: Angle

    @Test func anglesAddAndSubtractInRadians() {
        // A loader's sweep: two turns and a third, written as SwiftUI code writes it.
        let sweep: Angle = .degrees(360 * 2) + .degrees(120)
        #expect(abs(sweep.degrees - 840) < 1e-9)
        var rotation = Angle.degrees(-57.5)
        rotation += sweep
        #expect(abs(rotation.degrees - 782.5) < 1e-9)
        rotation -= .degrees(782.5)
        #expect(abs(rotation.radians) < 1e-12)
        #expect(abs((Angle.degrees(90) - .degrees(30)).degrees - 60) < 1e-9)
        #expect(Angle.zero + .radians(1) == .radians(1))
    }

    @Test func anAngleSumIsARotationEffectsAngle() {
        let view = Rectangle().frame(width: 10, height: 20).rotationEffect(.degrees(45) + .degrees(45)).id("r")
        // A rotation does not change the frame.
        #expect(ViewLayout(view, proposal: phone).frame(of: "r")?.size == CGSize(width: 10, height: 20))
    }

    // MARK: OutlineGroup

    struct Folder: Identifiable {
        let name: String
        var children: [Folder]? = nil
        var id: String { name }
    }

    @Test func aListOfAnOutlineShowsTheTopLevelRowsCollapsed() {
        let folders = [
            Folder(name: "Favourites", children: [Folder(name: "Inner")]),
            Folder(name: "Recent", children: []),
            Folder(name: "Loose"),
        ]
        let view = List(folders, children: \.children) { folder in
            Text(folder.name).id(folder.name)
        }
        let layout = ViewLayout(view, proposal: phone)
        // Rows as ListDisclosureGroupTests: text 36 in, the first row 35 down, rows 44 tall.
        #expect(layout.frame(of: "Favourites")?.origin == CGPoint(x: 36, y: 35 + 13.5))
        #expect(layout.frame(of: "Recent")?.origin == CGPoint(x: 36, y: 35 + 44 + 13.5))
        #expect(layout.frame(of: "Loose")?.origin == CGPoint(x: 36, y: 35 + 88 + 13.5))
        // Collapsed: a child never shows.
        #expect(layout.frame(of: "Inner") == nil)
        // A chevron for each parent (an empty list of children is a parent too), none for a leaf.
        #expect(layout.nodes.filter { $0.kind == "image" }.count == 2)
    }

    // MARK: AttributedString

    @Test func anAttributedStringsRunsKeepTheirSwiftUIAttributes() throws {
        var title = AttributedString("Good Food,")
        let food = try #require(title.range(of: "Food,"))
        title[food].foregroundColor = .white
        title[food].font = .title.bold()
        title[food].underlineStyle = .single
        let layout = ViewLayout(Text(title), proposal: phone)
        let node = try #require(layout.nodes.first { if case .text = $0.content { true } else { false } })
        guard case let .text(string, options, _) = node.content else { return }
        #expect(string == "Good Food,")
        #expect(options.spans.count == 2)
        // The first run has the text's colour, the second its own.
        #expect(options.spans.first?.color != options.spans.last?.color)
        #expect(options.spans.last?.color == Color(Color.white.resolve(in: EnvironmentValues())))
        #expect(options.spans.last?.font.weight == .bold)
        #expect(options.spans.last?.underline != nil)
        #expect(options.spans.first?.underline == nil)
    }

    @Test func theSwiftUIScopeNamesItsAttributes() {
        var string = AttributedString("x")
        string.backgroundColor = .red
        string.kern = 2
        #expect(string.runs.first?.backgroundColor == .red)
        #expect(string.runs.first?.kern == 2)
        #expect(string.runs.first?[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] == nil)
    }

    // MARK: Path

    @Test func aTangentArcRoundsTheCornerAtTheRadius() throws {
        // From (0, 0) toward the corner (100, 0), turning down to (100, 100), radius 20: a line
        // to (80, 0), then a quarter circle around (80, 20) ending at (100, 20).
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(path.elements.first == .move(to: .zero))
        #expect(path.elements.dropFirst().first == .line(to: CGPoint(x: 80, y: 0)))
        let end = try #require(path.currentPoint)
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
        #expect(abs(path.boundingRect.maxX - 100) < 1e-9)
    }

    @Test func aTangentArcWithoutRoomGoesStraightToTheCorner() {
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 10)
        #expect(straight.elements.last == .line(to: CGPoint(x: 50, y: 0)))
        var zero = Path()
        zero.move(to: .zero)
        zero.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 50, y: 50), radius: 0)
        #expect(zero.elements.last == .line(to: CGPoint(x: 50, y: 0)))
        var empty = Path()
        empty.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 9, y: 9), radius: 3)
        #expect(empty.elements == [.move(to: CGPoint(x: 5, y: 5))])
    }

    // MARK: Gestures and Foundation

    struct Carousel: View {
        @GestureState var offset: CGFloat = 0
        var body: some View {
            Color.red.frame(width: 50, height: 50).offset(x: offset).id("card")
                .gesture(DragGesture().updating($offset) { value, out, _ in out = value.translation.width })
        }
    }

    @Test func aGestureUpdatingItsStateLeavesTheStateAtRest() {
        let layout = ViewLayout(Carousel(), proposal: ProposedViewSize(width: 50, height: 50))
        #expect(layout.frame(of: "card")?.origin == .zero)
    }

    @Test func strokeStylesTakeCoreGraphicsNames() {
        let style = StrokeStyle(lineWidth: 4, lineCap: CGLineCap.round, lineJoin: CGLineJoin.bevel)
        #expect(style.lineCap == .round && style.lineJoin == .bevel)
    }

    @Test func iOSFoundationSpellingsExistOnLinux() {
        #expect(Data.WritingOptions.atomicWrite == .atomic)
        #expect(URL.documentsDirectory.isFileURL)
    }
}

import Foundation
import Testing

@testable import Arrange

/// SwiftUI API that view code is written with, beyond the views themselves: `TupleView<T>` as
/// SwiftUI spells it, `GridLayout` as a layout value, `Angle` scaled by a number (SwiftUI's
/// `_VectorMath`), and `Transferable` values dragged, dropped and shared.
@Suite struct LanguageSurfaceTests {
    // MARK: TupleView<T>

    /// A helper returning several views with SwiftUI's spelling of their type.
    static func titleAndSubtitle(_ subtitle: String?) -> TupleView<(Text, Text?)> {
        TupleView((Text("Title").font(.system(size: 20)), subtitle.map { Text($0) }))
    }

    @Test func aTupleViewOfATupleLaysOutEachOfItsViewsAsAChild() {
        let both = ViewLayout(VStack(spacing: 0) { Self.titleAndSubtitle("Subtitle") }, proposal: .unspecified)
        let titleOnly = ViewLayout(VStack(spacing: 0) { Self.titleAndSubtitle(nil) }, proposal: .unspecified)
        let title = ViewLayout(Text("Title").font(.system(size: 20)), proposal: .unspecified)
        let subtitle = ViewLayout(Text("Subtitle"), proposal: .unspecified)
        #expect(both.size.height == title.size.height + subtitle.size.height)
        #expect(both.nodes.count == 3, "the stack and its two texts: the tuple adds no node")
        // A `nil` optional view in the tuple shows nothing.
        #expect(titleOnly.size == title.size)
    }

    @Test func theViewBuildersTupleIsATupleViewOfTheViews() {
        @ViewBuilder func pair() -> TupleView<(Color, Color)> {
            Color.red
            Color.blue
        }
        let layout = ViewLayout(HStack(spacing: 0) { pair() }.frame(width: 100, height: 10), proposal: .unspecified)
        #expect(layout.nodes.filter { $0.kind == "Color" }.compactMap(\.frame?.width) == [50, 50])
    }

    /// A control taking exactly two views from a view builder and placing each itself (the
    /// idiom of hand-made segmented controls: `content().value.0`, `.1`).
    struct TwoSegments: View {
        let segments: [AnyView]
        init<A: View, B: View>(@ViewBuilder content: () -> TupleView<(A, B)>) {
            let pair = content().value
            segments = [AnyView(pair.0), AnyView(pair.1)]
        }
        var body: some View {
            HStack(spacing: 0) {
                ForEach(segments.indices, id: \.self) { index in
                    segments[index].frame(width: 60, height: 30).id("segment\(index)")
                }
            }
        }
    }

    @Test func aTupleViewsValueHandsOutEachViewOfTheBuilder() {
        let layout = ViewLayout(
            TwoSegments {
                Text("Day")
                Text("Week")
            }, proposal: .unspecified)
        #expect(layout.size == CGSize(width: 120, height: 30))
        #expect(layout.frame(of: "segment1") == CGRect(x: 60, y: 0, width: 60, height: 30))
    }

    // MARK: GridLayout

    /// Two rows of two cells: columns 20 and 30 wide, rows 10 and 20 tall.
    @ViewBuilder static func rows() -> some View {
        GridRow {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.red.frame(width: 30, height: 10)
        }
        GridRow {
            Color.blue.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20).id("d")
        }
    }

    @Test func gridLayoutCalledWithRowsLaysOutAsAGrid() {
        let asValue = ViewLayout(GridLayout(horizontalSpacing: 4, verticalSpacing: 2) { Self.rows() }, proposal: .unspecified)
        let asGrid = ViewLayout(Grid(horizontalSpacing: 4, verticalSpacing: 2) { Self.rows() }, proposal: .unspecified)
        // Columns 20 and 30 wide, 4 apart; rows 10 and 20 tall, 2 apart.
        #expect(asValue.size == CGSize(width: 54, height: 32))
        #expect(asValue.frame(of: "a") == CGRect(x: 5, y: 0, width: 10, height: 10))
        #expect(asValue.frame(of: "d") == CGRect(x: 29, y: 12, width: 20, height: 20))
        #expect(asGrid.frame(of: "d") == asValue.frame(of: "d"))
    }

    @Test func anyLayoutOfAGridLayoutPlacesCellsAsTheGridDoes() {
        func board(isGrid: Bool) -> some View {
            let layout = isGrid ? AnyLayout(GridLayout(horizontalSpacing: 0, verticalSpacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            return layout {
                GridRow {
                    Color.red.frame(width: 10, height: 10)
                    Color.red.frame(width: 10, height: 10).id("second")
                }
                GridRow {
                    Color.blue.frame(width: 10, height: 10).id("third")
                }
            }
        }
        let grid = ViewLayout(board(isGrid: true), proposal: .unspecified)
        #expect(grid.size == CGSize(width: 20, height: 20))
        #expect(grid.frame(of: "second") == CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(grid.frame(of: "third") == CGRect(x: 0, y: 10, width: 10, height: 10))
        // The same rows in a stack: a `GridRow` outside a grid is its views, one under another.
        let stack = ViewLayout(board(isGrid: false), proposal: .unspecified)
        #expect(stack.size == CGSize(width: 10, height: 30))
        #expect(stack.frame(of: "third") == CGRect(x: 0, y: 20, width: 10, height: 10))
    }

    // MARK: Angle * Double

    @Test func anglesScaleByANumberAsSwiftUIsVectorMathDoes() {
        let step = Angle.degrees(30)
        var angle = step * 3
        #expect(abs(angle.degrees - 90) < 1e-9)
        #expect(abs((angle / 2).degrees - 45) < 1e-9)
        angle *= 2
        angle /= 4
        #expect(abs(angle.degrees - 45) < 1e-9)
        #expect(abs((step * 2).magnitude - Double.pi / 3) < 1e-9)
        // A quarter arc drawn to `step * 3` from zero spans one quadrant of the circle.
        let arc = Path { path in
            path.move(to: CGPoint(x: 50, y: 50))
            path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .zero, endAngle: step * 3, clockwise: false)
        }
        let bounds = arc.boundingRect
        #expect(abs(bounds.minX - 50) < 0.01 && abs(bounds.maxX - 90) < 0.01)
        #expect(abs(bounds.minY - 50) < 0.01 && abs(bounds.maxY - 90) < 0.01)
    }

    // MARK: Transferable

    /// A model dragged between lists, represented as its Codable self and as its title.
    struct Ticket: Codable, Transferable {
        var title: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.title)
        }
    }

    @Test func draggingAndDroppingIsRecordedAndChangesNoFrame() {
        let plain = ViewLayout(
            VStack(spacing: 0) {
                Text("Fix the login bug").id("ticket")
                Color.gray.frame(height: 40).id("done")
            }, proposal: ProposedViewSize(width: 200, height: nil))
        let dragged = ViewLayout(
            VStack(spacing: 0) {
                Text("Fix the login bug").id("ticket")
                    .draggable(Ticket(title: "Fix the login bug")) { Text("Moving").padding() }
                Color.gray.frame(height: 40).id("done")
                    .dropDestination(for: Ticket.self) { tickets, _ in !tickets.isEmpty } isTargeted: { _ in }
            }, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(dragged.frame(of: "ticket") == plain.frame(of: "ticket"))
        #expect(dragged.frame(of: "done") == plain.frame(of: "done"))
        let recorded = dragged.nodes.flatMap { $0.modifiers.map(\.name) }
        #expect(recorded.contains("draggable") && recorded.contains("dropDestination"))
    }

    @Test func aShareLinkForATransferableValueIsLaidOutAsItsDefaultLabel() {
        let link = ViewLayout(ShareLink(item: Ticket(title: "Fix the login bug")), proposal: .unspecified)
        let link2 = ViewLayout(ShareLink(item: URL(string: "https://example.com")!), proposal: .unspecified)
        #expect(link.size == link2.size)
        #expect(link.size.width > 0 && link.size.height > 0)
    }
}

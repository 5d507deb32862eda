import ArrangeTestSupport
import Foundation
import Testing

@testable import Arrange

/// `Grid` and `ZStack` keep what their sizing worked out as the node's plan (the grid's columns
/// and rows, the stack's guides and size), and placing them reads it instead of working it out
/// again (issue 13, "sizing returns a plan"); the flexible frame keeps one only while explaining.
/// Each test counts the size questions the container asks its children while they are placed,
/// through the engine's door, and checks that the frames are those worked out by hand.
@Suite("Plans: placing a container reads what its sizing worked out")
struct ContainerPlanTests {
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    /// The size questions a container named `container` asks its children while the tree is
    /// placed: its own and the engine's look-up of each child's size as the child is placed.
    static func placementQuestions(asked container: String, in view: some View, proposal: ProposedViewSize) -> Int {
        let counter = Counter()
        _ = LayoutRun.perform(
            view, screen: ScreenGeometry(proposal: proposal, safeAreaInsets: EdgeInsets()), environment: EnvironmentValues(),
            options: LayoutOptions(), tracing: false
        ) { question in
            if question.kind == .size, question.phase == .placement, question.asker?.displayName == container {
                counter.count += 1
            }
        }
        return counter.count
    }

    /// Two rows of two cells, 10 apart both ways, proposed 200 × 100: the column pass gives
    /// (200 − 10) ÷ 2 = 95 to each column (both are as flexible: a colour is 0…∞, the fixed
    /// frames 60 and 40 wide raise only the minimums), the row pass (100 − 10) ÷ 2 = 45 to each
    /// row.
    private var grid: some View {
        Grid(horizontalSpacing: 10, verticalSpacing: 10) {
            GridRow {
                Color.red.id("a")
                Color.blue.frame(width: 40, height: 20).id("b")
            }
            GridRow {
                Color.green.frame(width: 60, height: 30).id("c")
                Color.yellow.id("d")
            }
        }
    }

    @Test func placingAGridReadsItsColumnsAndRowsFromItsPlan() {
        let layout = ViewLayout(grid, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(layout.frame(of: "a") == CGRect(x: 0, y: 0, width: 95, height: 45))
        // Centred in its 95 × 45 cell at (105, 0): (105 + 27.5, 12.5).
        #expect(layout.frame(of: "b") == CGRect(x: 132.5, y: 12.5, width: 40, height: 20))
        #expect(layout.frame(of: "c") == CGRect(x: 17.5, y: 62.5, width: 60, height: 30))
        #expect(layout.frame(of: "d") == CGRect(x: 105, y: 55, width: 95, height: 45))
        // Per cell: its size for its cell's proposal, with which it is then placed (the engine
        // asks nothing more). Running the two passes again asked 24 more (probes at 0 and ∞ and
        // a share per cell, per pass).
        #expect(Self.placementQuestions(asked: "Grid", in: grid, proposal: ProposedViewSize(width: 200, height: 100)) == 4)
    }

    /// Two frames aligned by their bottom-trailing corners, in a fixed frame that keeps the
    /// stack at the top-leading corner.
    private var zStack: some View {
        ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 50, height: 20).id("a")
            Color.blue.frame(width: 20, height: 40).id("b")
        }
        .id("stack")
        .frame(width: 100, height: 100, alignment: .topLeading)
    }

    @Test func placingAZStackReadsItsGuidesFromItsPlan() {
        let layout = ViewLayout(zStack, proposal: ProposedViewSize(width: 100, height: 100))
        // The union of the aligned frames: 50 × 40, the guide at (50, 40).
        #expect(layout.frame(of: "stack") == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(layout.frame(of: "a") == CGRect(x: 0, y: 20, width: 50, height: 20))
        #expect(layout.frame(of: "b") == CGRect(x: 30, y: 0, width: 20, height: 40))
        // Only the engine's look-up of each child as it is placed; working the guides out
        // again asked each child's size once more.
        #expect(Self.placementQuestions(asked: "ZStack", in: zStack, proposal: ProposedViewSize(width: 100, height: 100)) == 2)
    }

    /// A colour in a flexible frame clamped to 10…80 × 10…60, in a fixed frame that keeps it at
    /// the top-leading corner.
    private var flexibleFrame: some View {
        Color.red.id("color")
            .frame(minWidth: 10, maxWidth: 80, minHeight: 10, maxHeight: 60)
            .id("flexible")
            .padding(0)
    }

    @Test func aFlexibleFrameKeepsNoPlanForPlacement() {
        let layout = ViewLayout(flexibleFrame, proposal: ProposedViewSize(width: 100, height: 100))
        // max(10, min(80, 100)) × max(10, min(60, 100)), the colour proposed the same.
        #expect(layout.frame(of: "flexible")?.size == CGSize(width: 80, height: 60))
        #expect(layout.frame(of: "color") == layout.frame(of: "flexible"))
        // The colour's size for the frame's size, answered from its cache, with which it is then
        // placed: a plan kept on every sizing to save that one question made the balanced tree
        // of flexible frames 6.6% slower (kept only while explaining).
        #expect(Self.placementQuestions(asked: "frame", in: flexibleFrame, proposal: ProposedViewSize(width: 100, height: 100)) == 1)
    }
}

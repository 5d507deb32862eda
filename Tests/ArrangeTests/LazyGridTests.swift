// Seed 000's LazyVGrid and LazyHGrid (the book's two-pass grid: 95/120 → 108/120, 238 wide,
// off-centre), SwiftUI's column kinds and spacings, and what bad input becomes.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

private let screen = ProposedViewSize(width: 320, height: 480)

/// The book's columns: a flexible column of at least 60 followed by 10 points, then a flexible
/// column of at least 120.
private let bookColumns = [GridItem(.flexible(minimum: 60), spacing: 10), GridItem(.flexible(minimum: 120))]

/// `count` cells 30 points tall, each as wide as its column, with ids 0, 1, 2 …
@ViewBuilder private func tallCells(_ count: Int) -> some View {
    ForEach(0..<count) { i in Color.teal.frame(height: 30).id(i) }
}

/// `count` cells 30 points wide, each as tall as its row, with ids 0, 1, 2 …
@ViewBuilder private func wideCells(_ count: Int) -> some View {
    ForEach(0..<count) { i in Color.teal.frame(width: 30).id(i) }
}

@Suite("LazyVGrid: the book's two passes")
struct LazyVGridBookTests {
    @Test func columnsAre95And120WhenSizingAnd108And120WhenPlaced() {
        let view = LazyVGrid(columns: bookColumns) { tallCells(4) }.id("grid").frame(width: 200)
        let layout = ViewLayout(view, proposal: screen)
        // Sizing: 200 − 10 = 190; 190 ÷ 2 = 95 (above 60); 95 left, clamped up to 120.
        #expect(layout.node(id: 0)?.answers.first?.proposal == ProposedViewSize(width: 95, height: nil))
        #expect(layout.node(id: 1)?.answers.first?.proposal == ProposedViewSize(width: 120, height: nil))
        #expect(layout.explanation.sizingSteps.map(\.english).contains(
            "LazyVGrid proposes 95×nil to frame to ask for its ideal height."))
        // The grid reports 95 + 10 + 120 = 225 wide, two rows of 30 with 8 between them.
        #expect(layout.frame(of: "grid") == CGRect(x: -12.5, y: 0, width: 225, height: 68))
        #expect(layout.size == CGSize(width: 200, height: 68))
        // Placement: 225 − 10 = 215; 215 ÷ 2 = 107.5, rounded to 108; 107 left, clamped to 120.
        #expect(layout.frame(of: 0) == CGRect(x: -12.5, y: 0, width: 108, height: 30))
        #expect(layout.frame(of: 1) == CGRect(x: 105.5, y: 0, width: 120, height: 30))
        #expect(layout.frame(of: 2) == CGRect(x: -12.5, y: 38, width: 108, height: 30))
        #expect(layout.frame(of: 3) == CGRect(x: 105.5, y: 38, width: 120, height: 30))
        #expect(layout.node(id: 0)?.placedProposal == ProposedViewSize(width: 108, height: nil))
    }

    @Test func theDrawnGridIs238WideAndAbout7PointsOffCentre() {
        let view = LazyVGrid(columns: bookColumns) { tallCells(2) }.frame(width: 200)
        let layout = ViewLayout(view, proposal: screen)
        let first = layout.frame(of: 0)!, second = layout.frame(of: 1)!
        #expect(second.maxX - first.minX == 238)
        // The frame centred 225 points (at x = −12.5); 238 are drawn from there.
        #expect(first.minX == -12.5)
        #expect((first.minX + second.maxX) / 2 - 100 == 6.5)
    }

    @Test func columnShareIsRoundedToWholePointsHalfAwayFromZero() {
        // 201 − 8 = 193; 193 ÷ 2 = 96.5 → 97; 96 left for the second column.
        let view = LazyVGrid(columns: [GridItem(), GridItem()]) { tallCells(2) }.id("grid")
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 201, height: 100))
        #expect(layout.size == CGSize(width: 201, height: 30))
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 97, height: 30))
        #expect(layout.frame(of: 1) == CGRect(x: 105, y: 0, width: 96, height: 30))
    }
}

@Suite("LazyVGrid: columns, spacing and alignment")
struct LazyVGridColumnTests {
    @Test func fixedColumnTakesItsWidthAndAdaptiveColumnFitsTwoOf57() {
        // objc.io's quiz: 200 − 70 − 8 = 122 for the adaptive column: 40 + 8 + 40 fits, a third
        // does not; the two stretch to (122 − 8) ÷ 2 = 57.
        let view = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { tallCells(4) }.id("grid")
        let layout = ViewLayout(view.frame(width: 200), proposal: screen)
        #expect(layout.frame(of: "grid") == CGRect(x: 0, y: 0, width: 200, height: 68))
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 70, height: 30))
        #expect(layout.frame(of: 1) == CGRect(x: 78, y: 0, width: 57, height: 30))
        #expect(layout.frame(of: 2) == CGRect(x: 143, y: 0, width: 57, height: 30))
        #expect(layout.frame(of: 3) == CGRect(x: 0, y: 38, width: 70, height: 30))
    }

    @Test func adaptiveMinimum50In200FitsThreeColumnsOf61AndAThird() {
        // 3 × 50 + 2 × 8 = 166 fits, 4 × 50 + 3 × 8 = 224 does not; (200 − 16) ÷ 3 each.
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) { tallCells(4) }.id("grid")
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 400))
        let width: CGFloat = 184 / 3
        #expect(approximatelyEqual(layout.frame(of: "grid"), CGRect(x: 0, y: 0, width: 200, height: 68)))
        #expect(approximatelyEqual(layout.frame(of: 0), CGRect(x: 0, y: 0, width: width, height: 30)))
        #expect(approximatelyEqual(layout.frame(of: 1), CGRect(x: width + 8, y: 0, width: width, height: 30)))
        #expect(approximatelyEqual(layout.frame(of: 2), CGRect(x: 2 * width + 16, y: 0, width: width, height: 30)))
        #expect(layout.frame(of: 3) == CGRect(x: 0, y: 38, width: width, height: 30))
    }

    @Test func anAdaptiveMinimumWiderThanTheShareOnlyCountsSubcolumns() {
        // objc.io, "SwiftUI's Grid Views" (2020): an adaptive column's minimum only counts its
        // sub-columns, it is not the column's minimum width. A 400-point minimum on a phone's
        // 353 points is one sub-column of 353, not a grid 400 wide that overflows the screen.
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 400))]) { tallCells(2) }.id("grid")
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 353, height: 400))
        #expect(layout.frame(of: "grid") == CGRect(x: 0, y: 0, width: 353, height: 68))
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 353, height: 30))
        #expect(layout.frame(of: 1) == CGRect(x: 0, y: 38, width: 353, height: 30))
        // Wide enough, as on an iPad: two sub-columns of (900 − 8) ÷ 2.
        let wide = ViewLayout(view, proposal: ProposedViewSize(width: 900, height: 400))
        #expect(wide.frame(of: 1) == CGRect(x: 454, y: 0, width: 446, height: 30))
    }

    @Test func adaptiveSubcolumnsStretchNoFurtherThanTheirMaximum() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 55))]) { tallCells(3) }.id("grid")
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 400))
        // Three sub-columns of 55 (not 61⅓) and their two gaps: 3 × 55 + 2 × 8.
        #expect(layout.frame(of: "grid")?.width == 181)
        #expect(layout.frame(of: 2) == CGRect(x: 126, y: 0, width: 55, height: 30))
    }

    @Test func flexibleColumnClampsItsShareToItsMaximum() {
        // 200 − 8 = 192; 96 clamped to 50; 142 left for the second.
        let view = LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem()]) { tallCells(2) }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 400))
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(layout.frame(of: 1) == CGRect(x: 58, y: 0, width: 142, height: 30))
    }

    @Test func itemSpacingIsTheGapAfterItsColumnAndGridSpacingTheGapBetweenRows() {
        let columns = [GridItem(.fixed(40), spacing: 4), GridItem(.fixed(40))]
        let layout = ViewLayout(LazyVGrid(columns: columns, spacing: 20) { tallCells(3) }.id("grid"), proposal: screen)
        #expect(layout.frame(of: "grid") == CGRect(x: 0, y: 0, width: 84, height: 80))
        #expect(layout.frame(of: 1) == CGRect(x: 44, y: 0, width: 40, height: 30))
        #expect(layout.frame(of: 2) == CGRect(x: 0, y: 50, width: 40, height: 30))
        // Defaults: 8 after a column, 8 between rows.
        let defaults = ViewLayout(LazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.fixed(40))]) { tallCells(3) }, proposal: screen)
        #expect(defaults.frame(of: 1) == CGRect(x: 48, y: 0, width: 40, height: 30))
        #expect(defaults.frame(of: 2) == CGRect(x: 0, y: 38, width: 40, height: 30))
    }

    @Test func negativeRowSpacingOverlapsRowsAsInAStack() {
        let layout = ViewLayout(LazyVGrid(columns: [GridItem(.fixed(40))], spacing: -10) { tallCells(2) }.id("grid"), proposal: screen)
        #expect(layout.frame(of: 1) == CGRect(x: 0, y: 20, width: 40, height: 30))
        #expect(layout.frame(of: "grid")?.height == 50)
        #expect(layout.warnings.isEmpty)
    }

    @Test func rowIsAsTallAsItsTallestChild() {
        let view = LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.fixed(60))]) {
            Color.teal.frame(width: 20, height: 10).id(0)
            Color.teal.frame(width: 20, height: 30).id(1)
            Color.teal.frame(width: 20, height: 10).id(2)
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid") == CGRect(x: 0, y: 0, width: 128, height: 48))
        // The grid's alignment, .center, and vertically centred in the 30-point row.
        #expect(layout.frame(of: 0) == CGRect(x: 20, y: 10, width: 20, height: 10))
        #expect(layout.frame(of: 2) == CGRect(x: 20, y: 38, width: 20, height: 10))
    }

    @Test func childIsAlignedByItsColumnsAlignmentElseTheGrids() {
        let columns = [GridItem(.fixed(60), alignment: .bottomTrailing), GridItem(.fixed(60))]
        let view = LazyVGrid(columns: columns, alignment: .leading) {
            Color.teal.frame(width: 20, height: 10).id(0)
            Color.teal.frame(width: 20, height: 30).id(1)
            Color.teal.frame(width: 20, height: 10).id(2)
            Color.teal.frame(width: 20, height: 10).id(3)
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: 0) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(layout.frame(of: 1) == CGRect(x: 68, y: 0, width: 20, height: 30))
        #expect(layout.frame(of: 3) == CGRect(x: 68, y: 38, width: 20, height: 10))
    }

    @Test func unspecifiedWidthGivesEveryColumnItsMinimumThenPlacesFromThatWidth() {
        // Sizing: 60 + 10 + 120 = 190. Placement from 190: 180 ÷ 2 = 90, then 90 clamped to 120.
        let view = LazyVGrid(columns: bookColumns) { tallCells(2) }.id("grid")
        let layout = ViewLayout(view, proposal: .unspecified)
        #expect(layout.size == CGSize(width: 190, height: 30))
        #expect(layout.node(id: 0)?.answers.first?.proposal == ProposedViewSize(width: 60, height: nil))
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 90, height: 30))
        #expect(layout.frame(of: 1) == CGRect(x: 100, y: 0, width: 120, height: 30))
    }

    @Test func rightToLeftMirrorsTheColumnsInsideTheGrid() {
        let view = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(30))]) { tallCells(2) }
        let layout = ViewLayout(view.environment(\.layoutDirection, .rightToLeft), proposal: screen)
        #expect(layout.frame(of: 0) == CGRect(x: 38, y: 0, width: 50, height: 30))
        #expect(layout.frame(of: 1) == CGRect(x: 0, y: 0, width: 30, height: 30))
        // The book's grid: mirrored inside its 225-point bounds, which start at x = −12.5.
        let book = LazyVGrid(columns: bookColumns) { tallCells(2) }.frame(width: 200)
        let mirrored = ViewLayout(book.environment(\.layoutDirection, .rightToLeft), proposal: screen)
        #expect(mirrored.frame(of: 0) == CGRect(x: 104.5, y: 0, width: 108, height: 30))
        #expect(mirrored.frame(of: 1) == CGRect(x: -25.5, y: 0, width: 120, height: 30))
    }

    @Test func emptyGridIsAsWideAsItsColumnsAndZeroTall() {
        let fixed = ViewLayout(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(30))]) {}, proposal: screen)
        #expect(fixed.size == CGSize(width: 88, height: 0))
        let flexible = ViewLayout(LazyVGrid(columns: [GridItem()]) { EmptyView() }, proposal: screen)
        #expect(flexible.size == CGSize(width: 320, height: 0))
        #expect(fixed.warnings.isEmpty && flexible.warnings.isEmpty)
    }

    @Test func gridIsNamedLazyVGridInExplanations() {
        let layout = ViewLayout(LazyVGrid(columns: [GridItem()]) { tallCells(1) }, proposal: screen)
        #expect(layout.root.kind == "LazyVGrid")
        #expect(layout.explanation.sizingSteps.first?.english == "The system proposes 320×480 to LazyVGrid.")
    }
}

@Suite("LazyHGrid")
struct LazyHGridTests {
    @Test func rowsAre95And120WhenSizingAnd108And120WhenPlaced() {
        // The book's grid turned on its side: rows from the proposed height.
        let view = LazyHGrid(rows: bookColumns) { wideCells(4) }.id("grid").frame(height: 200)
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.node(id: 0)?.answers.first?.proposal == ProposedViewSize(width: nil, height: 95))
        #expect(layout.frame(of: "grid") == CGRect(x: 0, y: -12.5, width: 68, height: 225))
        // Filled top to bottom, then the next column.
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: -12.5, width: 30, height: 108))
        #expect(layout.frame(of: 1) == CGRect(x: 0, y: 105.5, width: 30, height: 120))
        #expect(layout.frame(of: 2) == CGRect(x: 38, y: -12.5, width: 30, height: 108))
        #expect(layout.frame(of: 3) == CGRect(x: 38, y: 105.5, width: 30, height: 120))
        #expect(layout.root.children.map { layout.nodes[$0].kind } == ["LazyHGrid"])
    }

    @Test func childIsAlignedByTheGridsVerticalAlignmentAndCentredAcross() {
        let view = LazyHGrid(rows: [GridItem(.fixed(40))], alignment: .top, spacing: 5) {
            Color.teal.frame(width: 10, height: 10).id(0)
            Color.teal.frame(width: 30, height: 10).id(1)
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid") == CGRect(x: 0, y: 0, width: 45, height: 40))
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layout.frame(of: 1) == CGRect(x: 15, y: 0, width: 30, height: 10))
    }
}

@Suite("LazyVGrid: bad input")
struct LazyGridBadInputTests {
    @Test func noColumnsBecomeOneFlexibleColumnWithAWarning() {
        let layout = ViewLayout(LazyVGrid(columns: []) { tallCells(2) }, proposal: screen)
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(layout.frame(of: 1) == CGRect(x: 0, y: 38, width: 320, height: 30))
        #expect(layout.warnings == ["LazyVGrid(columns:) (the number of columns) got 0, which is not usable; it is ignored. Pass a finite value the modifier accepts. (at LazyVGrid)"])
        let rows = ViewLayout(LazyHGrid(rows: []) { wideCells(1) }, proposal: screen)
        #expect(rows.frame(of: 0) == CGRect(x: 0, y: 0, width: 30, height: 480))
        #expect(rows.warnings.count == 1)
    }

    @Test func unusableFixedWidthsBecomeFlexibleColumns() {
        for width in [-10, CGFloat.nan, .infinity] {
            let layout = ViewLayout(LazyVGrid(columns: [GridItem(.fixed(width)), GridItem(.fixed(40))]) { tallCells(2) }, proposal: screen)
            expectSaneFrames(layout, "fixed(\(width))")
            // 320 − 40 − 8 = 272 for the column that replaced it.
            #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 272, height: 30), "fixed(\(width))")
            #expect(layout.warnings.count == 1 && layout.warnings[0].hasPrefix("GridItem(.fixed(_:)) got"), "fixed(\(width))")
        }
    }

    @Test func unusableFlexibleBoundsAreReplacedWithAWarning() {
        let columns = [
            GridItem(.flexible(minimum: .nan)),
            GridItem(.flexible(minimum: -5, maximum: .nan)),
            GridItem(.flexible(minimum: 120, maximum: 60)),
        ]
        let layout = ViewLayout(LazyVGrid(columns: columns) { tallCells(3) }, proposal: ProposedViewSize(width: 300, height: 400))
        expectSaneFrames(layout)
        #expect(layout.warnings.count == 4)
        #expect(layout.warnings.contains("GridItem maximum (with minimum 120) got 60, which is not usable; it is ignored. Pass a finite value the modifier accepts. (at LazyVGrid)"))
        // 300 − 16 = 284: 95 (rounded from 94.67), 95, then 94 raised to the minimum 120.
        #expect(layout.frame(of: 2)?.width == 120)
    }

    @Test func adaptiveMinimumOfZeroIsReplacedAndNeverLoopsForever() {
        // Replaced by 10: ⌊(200 + 8) ÷ 18⌋ = 11 sub-columns.
        let zero = ViewLayout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) { tallCells(12) }, proposal: ProposedViewSize(width: 200, height: 400))
        expectSaneFrames(zero)
        #expect(zero.frame(of: 11)?.minY == 38)
        #expect(zero.warnings == ["GridItem(.adaptive(minimum:)) got 0, which is not usable; it is ignored. Pass a finite value the modifier accepts. (at LazyVGrid)"])
        // A tiny minimum with no spacing fits at most 10,000 sub-columns, counted in one division.
        let tiny = ViewLayout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 1e-9), spacing: 0)]) { tallCells(2) }, proposal: ProposedViewSize(width: 200, height: 400))
        #expect(approximatelyEqual(tiny.frame(of: 1), CGRect(x: 0.02, y: 0, width: 0.02, height: 30)))
        #expect(tiny.warnings.isEmpty)
    }

    @Test func spacingThatWouldFitEndlessAdaptiveColumnsIsReplaced() {
        let layout = ViewLayout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 5), spacing: -10)]) { tallCells(2) }, proposal: ProposedViewSize(width: 100, height: 400))
        expectSaneFrames(layout)
        #expect(layout.warnings.count == 1)
        #expect(layout.warnings[0].hasPrefix("GridItem(.adaptive(minimum: 5), spacing:) got -10"))
    }

    @Test func nonFiniteSpacingsAreReplacedBy8WithAWarning() {
        let columns = [GridItem(.fixed(40), spacing: .nan), GridItem(.fixed(40), spacing: .infinity), GridItem(.fixed(40))]
        let layout = ViewLayout(LazyVGrid(columns: columns, spacing: -.infinity) { tallCells(4) }, proposal: screen)
        expectSaneFrames(layout)
        #expect(layout.frame(of: 2) == CGRect(x: 96, y: 0, width: 40, height: 30))
        #expect(layout.frame(of: 3) == CGRect(x: 0, y: 38, width: 40, height: 30))
        #expect(layout.warnings.count == 3)
    }

    @Test func infiniteProposalGivesFlexibleColumnsTheirMaximumWithoutNaN() {
        let columns = [GridItem(.flexible(maximum: 80)), GridItem(.adaptive(minimum: 30, maximum: 50)), GridItem()]
        let layout = ViewLayout(LazyVGrid(columns: columns) { tallCells(3) }, proposal: .infinity)
        expectSaneFrames(layout)
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(layout.frame(of: 1) == CGRect(x: 88, y: 0, width: 50, height: 30))
        #expect(layout.frame(of: 2)?.width == .infinity)
    }
}

@Suite("LazyVGrid explanation")
struct LazyGridExplanationTests {
    @Test func explanationShowsBothPassesOfTheBooksGrid() {
        let grid = LazyVGrid(columns: [GridItem(.flexible(minimum: 60), spacing: 10), GridItem(.flexible(minimum: 120))]) {
            Color.teal.frame(height: 30)
            Color.teal.frame(height: 30)
        }
        .frame(width: 200)
        let explanation = ViewLayout(grid, proposal: ProposedViewSize(width: 320, height: 480)).explanation
        #expect(explanation.sizingSteps.map(\.english).contains("LazyVGrid divides the proposed 200 into columns 95 / 120."))
        #expect(explanation.placementSteps.map(\.english).contains("LazyVGrid divides its own 225 again when placing: columns 108 / 120, 238 with the gaps."))
    }
}

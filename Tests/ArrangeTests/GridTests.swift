// SwiftUI's Grid (iOS 16): column widths from the widest cells, row heights from the tallest,
// flexibility shared out least flexible first, spans, alignments, and what bad input becomes.
//
// Where the expected numbers come from: Apple's Grid documentation ("the grid sets the width of
// all the cells in a column to match the needed width of the largest cell in that column",
// likewise rows; views outside a GridRow span every column; a Divider there is as wide as the
// grid; gridCellUnsizedAxes keeps a flexible Color from sizing its row or column), the stack
// distribution of seed 000 for how flexible tracks share space, and the choices named in
// docs/DIFFERENCES.md (8-point default spacing, spanning cells counted in equal parts).
import Arrange
import Foundation
import Testing

private let screen = ProposedViewSize(width: 390, height: 844)

/// A fixed-size cell with an id.
private func cell(_ id: String, _ width: CGFloat, _ height: CGFloat) -> some View {
    Color.teal.frame(width: width, height: height).id(id)
}

@Suite("Grid: columns and rows from their cells")
struct GridTrackTests {
    @Test func columnsTakeTheWidestCellAndRowsTheTallest() {
        // Columns: max(50, 20) = 50 and max(30, 60) = 60; rows: max(20, 40) = 40 and
        // max(10, 30) = 30; 8 between (GridDefaults.spacing): 50 + 8 + 60 = 118, 40 + 8 + 30 = 78.
        let view = Grid {
            GridRow { cell("a", 50, 20); cell("b", 30, 40) }
            GridRow { cell("c", 20, 10); cell("d", 60, 30) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid") == CGRect(x: 0, y: 0, width: 118, height: 78))
        // Each cell centred in its column × row cell (the grid's default alignment).
        #expect(layout.frame(of: "a") == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(layout.frame(of: "b") == CGRect(x: 58 + 15, y: 0, width: 30, height: 40))
        #expect(layout.frame(of: "c") == CGRect(x: 15, y: 48 + 10, width: 20, height: 10))
        #expect(layout.frame(of: "d") == CGRect(x: 58, y: 48, width: 60, height: 30))
        #expect(layout.warnings.isEmpty)
    }

    @Test func spacingArgumentsSetTheGapsBetweenColumnsAndRows() {
        // 50 + 2 + 60 = 112 wide, 40 + 4 + 30 = 74 tall.
        let view = Grid(horizontalSpacing: 2, verticalSpacing: 4) {
            GridRow { cell("a", 50, 20); cell("b", 30, 40) }
            GridRow { cell("c", 20, 10); cell("d", 60, 30) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid")?.size == CGSize(width: 112, height: 74))
        #expect(layout.frame(of: "d") == CGRect(x: 52, y: 44, width: 60, height: 30))
    }

    @Test func flexibleColumnTakesWhatTheInflexibleOneLeaves() {
        // Column 1 (a fixed 50) is least flexible: offered (200 − 8) ÷ 2 = 96, takes 50;
        // column 0 (a Color, 0…∞ wide) gets the 142 left. One row, offered 100 tall: the
        // Color takes it all, the fixed cell is centred.
        let view = Grid {
            GridRow { Color.red.id("flex"); cell("fixed", 50, 20) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(layout.frame(of: "grid") == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(layout.frame(of: "flex") == CGRect(x: 0, y: 0, width: 142, height: 100))
        #expect(layout.frame(of: "fixed") == CGRect(x: 150, y: 40, width: 50, height: 20))
    }

    @Test func flexibleRowsShareTheHeightEqually() {
        // Two rows of Colors offered 100 tall: (100 − 8) ÷ 2 = 46 each; one column, 120 wide.
        let view = Grid {
            GridRow { Color.red.id("top") }
            GridRow { Color.blue.id("bottom") }
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 120, height: 100))
        #expect(layout.frame(of: "top") == CGRect(x: 0, y: 0, width: 120, height: 46))
        #expect(layout.frame(of: "bottom") == CGRect(x: 0, y: 54, width: 120, height: 46))
    }

    @Test func unspecifiedProposalGivesEveryColumnItsIdealWidth() {
        // nil × nil: each cell is asked for its ideal size; a Color's is 10 × 10.
        let view = Grid {
            GridRow { Color.red.id("color"); cell("fixed", 30, 30) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: .unspecified)
        #expect(layout.frame(of: "grid")?.size == CGSize(width: 10 + 8 + 30, height: 30))
        // Placed in its 10 × 30 cell, the Color is offered the cell and fills it.
        #expect(layout.frame(of: "color") == CGRect(x: 0, y: 0, width: 10, height: 30))
    }
}

@Suite("Grid: spans and rows outside GridRow")
struct GridSpanTests {
    @Test func spanningCellWiderThanItsColumnsWidensEachAlike() {
        // Row 0: 40 and 40; row 1: one cell of 100 spanning both. In equal parts
        // (CellGridLayout.spanningCellShare) each column must hold (100 − 8) ÷ 2 = 46.
        let view = Grid {
            GridRow { cell("a", 40, 10); cell("b", 40, 10) }
            GridRow { cell("wide", 100, 10).gridCellColumns(2) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid")?.size == CGSize(width: 100, height: 28))
        #expect(layout.frame(of: "a") == CGRect(x: 3, y: 0, width: 40, height: 10))
        #expect(layout.frame(of: "b") == CGRect(x: 54 + 3, y: 0, width: 40, height: 10))
        #expect(layout.frame(of: "wide") == CGRect(x: 0, y: 18, width: 100, height: 10))
    }

    @Test func spanningCellNarrowerThanItsColumnsIsCentredAcrossThem() {
        // Columns 30 and 50 from row 0; the spanning 20-wide cell is offered 30 + 8 + 50 = 88
        // and centred in it: x = (88 − 20) ÷ 2 = 34.
        let view = Grid {
            GridRow { cell("a", 30, 10); cell("b", 50, 10) }
            GridRow { cell("narrow", 20, 10).gridCellColumns(2) }
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "narrow") == CGRect(x: 34, y: 18, width: 20, height: 10))
        #expect(layout.node(id: "narrow")?.placedProposal == ProposedViewSize(width: 88, height: 10))
    }

    @Test func spanInAThreeColumnRowCoversTheFirstTwo() {
        // Row 0: three 20-wide cells; row 1: 48 spanning two, then 20. The span covers
        // 20 + 8 + 20 = 48 exactly, so no column grows: 20 + 8 + 20 + 8 + 20 = 76.
        let view = Grid {
            GridRow { cell("a", 20, 10); cell("b", 20, 10); cell("c", 20, 10) }
            GridRow { cell("span", 48, 10).gridCellColumns(2); cell("last", 20, 10) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid")?.width == 76)
        #expect(layout.frame(of: "span") == CGRect(x: 0, y: 18, width: 48, height: 10))
        #expect(layout.frame(of: "last") == CGRect(x: 56, y: 18, width: 20, height: 10))
    }

    @Test func viewOutsideAGridRowSpansEveryColumn() {
        // A 200-wide title spans both columns: each must hold (200 − 8) ÷ 2 = 96.
        let view = Grid {
            cell("title", 200, 20)
            GridRow { cell("a", 40, 10); cell("b", 40, 10) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid")?.size == CGSize(width: 200, height: 38))
        #expect(layout.frame(of: "title") == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(layout.frame(of: "b") == CGRect(x: 104 + 28, y: 28, width: 40, height: 10))
    }

    @Test func dividerRowTakesTheGridsWidthWithoutWideningIt() {
        // Apple's Grid documentation: a Divider between rows is as wide as the grid. Columns
        // 40 and 60 → 108 wide; the divider is offered 108 × its 1-point row.
        let view = Grid {
            GridRow { cell("a", 40, 10); cell("b", 60, 10) }
            Divider().id("divider")
            GridRow { cell("c", 40, 10); cell("d", 60, 10) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid")?.size == CGSize(width: 108, height: 10 + 8 + 1 + 8 + 10))
        #expect(layout.frame(of: "divider") == CGRect(x: 0, y: 18, width: 108, height: 1))
    }

    @Test func colorRowWidensTheGridUnlessItsWidthIsUnsized() {
        // A Color row, flexible, makes both columns flexible: each gets (390 − 8) ÷ 2 = 191.
        let flexible = Grid {
            GridRow { cell("a", 40, 10); cell("b", 40, 10) }
            Color.red.frame(height: 2).id("line")
        }.id("grid")
        let wide = ViewLayout(flexible, proposal: screen)
        #expect(wide.frame(of: "grid")?.width == 390)
        #expect(wide.frame(of: "line") == CGRect(x: 0, y: 18, width: 390, height: 2))
        // gridCellUnsizedAxes(.horizontal): the columns stay 40 and 40; the line is 88 wide.
        let unsized = Grid {
            GridRow { cell("a", 40, 10); cell("b", 40, 10) }
            Color.red.frame(height: 2).gridCellUnsizedAxes(.horizontal).id("line")
        }.id("grid")
        let narrow = ViewLayout(unsized, proposal: screen)
        #expect(narrow.frame(of: "grid")?.size == CGSize(width: 88, height: 20))
        #expect(narrow.frame(of: "line") == CGRect(x: 0, y: 18, width: 88, height: 2))
    }

    @Test func verticallyUnsizedColorFillsTheRowTheOtherCellsSet() {
        // A Color marked unsized vertically takes the 30 points its neighbour needs.
        let view = Grid {
            GridRow { Color.red.frame(width: 10).gridCellUnsizedAxes(.vertical).id("bar"); cell("text", 50, 30) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid")?.size == CGSize(width: 68, height: 30))
        #expect(layout.frame(of: "bar") == CGRect(x: 0, y: 0, width: 10, height: 30))
    }
}

@Suite("Grid: alignment per grid, column, row and cell")
struct GridAlignmentTests {
    /// Columns 50 and 60, rows 40 and 30 (as in the first test), with small cells to align.
    private func grid(
        alignment: Alignment = .center, rowAlignment: VerticalAlignment? = nil, columnAlignment: HorizontalAlignment? = nil,
        anchor: UnitPoint? = nil
    ) -> some View {
        Grid(alignment: alignment) {
            GridRow(alignment: rowAlignment) {
                Group {
                    if let columnAlignment {
                        cell("a", 10, 10).gridColumnAlignment(columnAlignment)
                    } else {
                        cell("a", 10, 10)
                    }
                }
                cell("b", 60, 40)
            }
            GridRow {
                Group {
                    if let anchor {
                        cell("c", 10, 10).gridCellAnchor(anchor)
                    } else {
                        cell("c", 10, 10)
                    }
                }
                cell("d", 20, 30)
            }
            GridRow { cell("e", 50, 10) }
        }
    }

    @Test func gridAlignmentPlacesEveryCell() {
        // Column 0 is 50 wide (e), row 0 is 40 tall (b): top-leading puts a at (0, 0) and d at
        // column 1's leading edge, 50 + 8 = 58.
        let layout = ViewLayout(grid(alignment: .topLeading), proposal: screen)
        #expect(layout.frame(of: "a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layout.frame(of: "d") == CGRect(x: 58, y: 48, width: 20, height: 30))
        let bottomTrailing = ViewLayout(grid(alignment: .bottomTrailing), proposal: screen)
        #expect(bottomTrailing.frame(of: "a") == CGRect(x: 40, y: 30, width: 10, height: 10))
        #expect(bottomTrailing.frame(of: "d") == CGRect(x: 98, y: 48, width: 20, height: 30))
    }

    @Test func rowAlignmentOverridesTheGridsVertically() {
        // GridRow(alignment: .bottom): a sits on row 0's bottom (40 − 10 = 30), still centred
        // horizontally by the grid: (50 − 10) ÷ 2 = 20; row 1 keeps the grid's centre.
        let layout = ViewLayout(grid(rowAlignment: .bottom), proposal: screen)
        #expect(layout.frame(of: "a") == CGRect(x: 20, y: 30, width: 10, height: 10))
        #expect(layout.frame(of: "c") == CGRect(x: 20, y: 48 + 10, width: 10, height: 10))
    }

    @Test func columnAlignmentOverridesTheGridsHorizontallyForTheWholeColumn() {
        // gridColumnAlignment(.trailing) on a: every cell of column 0 sits at its trailing edge.
        let layout = ViewLayout(grid(columnAlignment: .trailing), proposal: screen)
        #expect(layout.frame(of: "a") == CGRect(x: 40, y: 15, width: 10, height: 10))
        #expect(layout.frame(of: "c") == CGRect(x: 40, y: 58, width: 10, height: 10))
        #expect(layout.frame(of: "d") == CGRect(x: 78, y: 48, width: 20, height: 30))
    }

    @Test func cellAnchorPutsTheCellsPointOnTheSamePointOfItsCell() {
        // gridCellAnchor(.bottomTrailing) on c: cell 50 × 30 at (0, 48): (40, 68).
        let corner = ViewLayout(grid(anchor: .bottomTrailing), proposal: screen)
        #expect(corner.frame(of: "c") == CGRect(x: 40, y: 68, width: 10, height: 10))
        // UnitPoint(x: 0.25, y: 0.75): x = 0.25 × 40 = 10, y = 48 + 0.75 × 20 = 63.
        let quarter = ViewLayout(grid(anchor: UnitPoint(x: 0.25, y: 0.75)), proposal: screen)
        #expect(quarter.frame(of: "c") == CGRect(x: 10, y: 63, width: 10, height: 10))
    }

    @Test func baselineRowLinesUpTheCellsGuidesAndGrowsToHoldThem() {
        // Guides 15 (in a 20-tall cell) and 10 (in a 40-tall one): the union runs from 15 above
        // the line to 30 below it, so the row is 45 tall; a at 0, b at 15 − 10 = 5.
        let view = Grid {
            GridRow(alignment: .firstTextBaseline) {
                cell("a", 10, 20).alignmentGuide(.firstTextBaseline) { _ in 15 }
                cell("b", 10, 40).alignmentGuide(.firstTextBaseline) { _ in 10 }
            }
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid")?.height == 45)
        #expect(layout.frame(of: "a")?.minY == 0)
        #expect(layout.frame(of: "b")?.minY == 5)
    }
}

@Suite("Grid: bad input and explanations")
struct GridBadInputTests {
    @Test func shortRowLeavesItsLastCellsEmptyWithAWarningNamingTheRow() {
        // Three columns from row 0; row 1 has one cell in column 0, the rest empty.
        let view = Grid {
            GridRow { cell("a", 20, 10); cell("b", 20, 10); cell("c", 20, 10) }
            GridRow { cell("d", 20, 10) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "grid")?.width == 76)
        #expect(layout.frame(of: "d") == CGRect(x: 0, y: 18, width: 20, height: 10))
        #expect(layout.warnings.contains { $0.contains("Grid row 1 has 1 cell but the grid has 3 columns") && $0.contains("Grid › frame") })
    }

    @Test func zeroNegativeAndHugeSpansAreDefinedAndWarned() {
        let view = Grid {
            GridRow { cell("a", 20, 10); cell("b", 20, 10); cell("c", 20, 10) }
            GridRow { cell("zero", 20, 10).gridCellColumns(0); cell("negative", 20, 10).gridCellColumns(-3) }
            GridRow { cell("first", 20, 10); cell("huge", 20, 10).gridCellColumns(.max) }
        }.id("grid")
        let layout = ViewLayout(view, proposal: screen)
        // 0 and −3 span one column each; Int.max spans the rest of its row (columns 1 and 2).
        #expect(layout.frame(of: "grid")?.width == 76)
        #expect(layout.frame(of: "zero") == CGRect(x: 0, y: 18, width: 20, height: 10))
        #expect(layout.frame(of: "negative") == CGRect(x: 28, y: 18, width: 20, height: 10))
        #expect(layout.node(id: "huge")?.placedProposal?.width == 48)
        #expect(layout.warnings.contains { $0.contains("gridCellColumns(0) is not a usable column count") && $0.contains("spans 1 column.") })
        #expect(layout.warnings.contains { $0.contains("gridCellColumns(-3)") })
        #expect(layout.warnings.contains { $0.contains("gridCellColumns(\(Int.max))") && $0.contains("spans 2 columns") })
    }

    @Test func emptyGridIsEmpty() {
        let layout = ViewLayout(Grid {}.id("grid"), proposal: screen)
        #expect(layout.frame(of: "grid")?.size == .zero)
    }

    @Test func explanationTellsTheColumnAndRowPassesInEnglishAndKorean() {
        let view = Grid {
            GridRow { Color.red; cell("fixed", 50, 20) }
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 100))
        let steps = layout.explanation.sizingSteps
        #expect(steps.map(\.english).contains(
            "Grid shares the proposed 200 among its columns as a stack would: less the gaps 192 remain, and each column in turn, least flexible first (2, 1), is offered what is left divided by the columns left and takes the size of its widest cell: widths 142 / 50."))
        #expect(steps.map(\.english).contains { $0.hasPrefix("Grid shares the proposed 100 among its rows as a stack would") })
        #expect(steps.map(\.korean).contains { $0.hasPrefix("Grid가 제안된 200을 stack처럼 열에 나눕니다: 간격을 빼면 192가 남고, flexibility가 작은 열부터(2, 1)") })
    }
}

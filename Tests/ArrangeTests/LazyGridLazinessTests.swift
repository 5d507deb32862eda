// Lazy grids build only the rows a scroll view shows (as the lazy stacks do), keep the book's
// two column passes, give sections rows of their own and pin their headers and footers.
import Arrange
import Foundation
import Testing

private let screen = ProposedViewSize(width: 320, height: 480)

/// Three flexible columns in 320 points: 320 − 2 × 8 = 304; shares 304 ÷ 3 = 101.3 → 101,
/// 203 ÷ 2 = 101.5 → 102 (GridLayoutAlgorithm.shareRounding), and the 101 left.
private let threeColumns = [GridItem(), GridItem(), GridItem()]

@Suite("Lazy grids are lazy")
struct LazyGridLazinessTests {
    @Test func onlyTheRowsShownOfFiveThousandCellsAreBuilt() {
        let view = ScrollView {
            LazyVGrid(columns: threeColumns) {
                ForEach(0..<5_000) { index in Color.teal.frame(height: 30).id(index) }
            }.id("grid")
        }
        let layout = ViewLayout(view, proposal: screen)
        // Rows are 30 tall, 8 apart: 13 rows start within the 480 points shown (the 13th at
        // 12 × 38 = 456), 39 cells of 2 nodes each; building all made 10,000 cell nodes.
        #expect(layout.statistics.nodeCount < 100)
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 101, height: 30))
        #expect(layout.frame(of: 4) == CGRect(x: 109, y: 38, width: 102, height: 30))
        #expect(layout.frame(of: 38)?.minY == 456)
        #expect(layout.frame(of: 39) == nil)
        // 1,667 rows (the last of two cells), all 30 tall: 1,667 × 30 + 1,666 × 8.
        #expect(layout.frame(of: "grid")?.height == CGFloat(1_667 * 30 + 1_666 * 8))
        #expect(layout.warnings.isEmpty)
    }

    @Test func scrolledFarDownBuildsTheRowsShownThere() {
        let view = ScrollView {
            LazyVGrid(columns: threeColumns) {
                ForEach(0..<5_000) { index in Color.teal.frame(height: 30).id(index) }
            }
        }
        .scrollContentOffset(CGPoint(x: 0, y: 38 * 1_000))
        let layout = ViewLayout(view, proposal: screen)
        // Row 1,000 (cells 3,000 to 3,002) is at the top of what shows.
        #expect(layout.frame(of: 3_000) == CGRect(x: 0, y: 0, width: 101, height: 30))
        #expect(layout.frame(of: 3_002) == CGRect(x: 219, y: 0, width: 101, height: 30))
        #expect(layout.frame(of: 3_003)?.minY == 38)
        #expect(layout.frame(of: 2_999) == nil)
        #expect(layout.statistics.nodeCount < 100)
    }

    @Test func lazyHGridInAHorizontalScrollViewBuildsOnlyTheColumnsShown() {
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(), GridItem()]) {
                ForEach(0..<10_000) { index in Color.teal.frame(width: 40).id(index) }
            }
        }
        let layout = ViewLayout(view, proposal: screen)
        // Rows: (480 − 8) ÷ 2 = 236 each; columns 40 wide, 8 apart: 7 start within 320
        // (the 7th at 288), 14 cells.
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 0, width: 40, height: 236))
        #expect(layout.frame(of: 3) == CGRect(x: 48, y: 244, width: 40, height: 236))
        #expect(layout.frame(of: 13)?.minX == 288)
        #expect(layout.frame(of: 14) == nil)
        #expect(layout.statistics.nodeCount < 50)
    }

    @Test func outsideAScrollViewEveryCellIsBuilt() {
        let view = LazyVGrid(columns: threeColumns) {
            ForEach(0..<60) { index in Color.teal.frame(height: 30).id(index) }
        }
        let layout = ViewLayout(view, proposal: screen)
        // 20 rows: the last at 19 × 38 = 722, below the 480 points proposed, still placed.
        #expect(layout.frame(of: 59) == CGRect(x: 219, y: 722, width: 101, height: 30))
        #expect(layout.statistics.nodeCount > 120)
    }
}

@Suite("Lazy grids: sections and pinned views")
struct LazyGridSectionTests {
    /// Two sections of 20 cells 30 tall in two columns, each under a header as tall as a row
    /// (so that the rows not built, counted at the average row, are counted exactly): section 0
    /// is its header at 0, then ten rows at 38 + 38k, ending at 38 + 9 × 38 + 30 = 410; section
    /// 1's header is at 418, its twenty rows from 456, its footer at 456 + 20 × 38 = 1,216 (so
    /// the content, 1,246 tall, scrolls up to 766).
    private func grid(pinned: PinnedScrollableViews, offset: CGFloat) -> some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(), GridItem()], pinnedViews: pinned) {
                Section {
                    ForEach(0..<20) { index in Color.teal.frame(height: 30).id(index) }
                } header: {
                    Color.gray.frame(height: 30).id("header 0")
                }
                Section {
                    ForEach(20..<60) { index in Color.teal.frame(height: 30).id(index) }
                } header: {
                    Color.gray.frame(height: 30).id("header 1")
                } footer: {
                    Color.gray.frame(height: 30).id("footer 1")
                }
            }
        }
        .scrollContentOffset(CGPoint(x: 0, y: offset))
    }

    @Test func sectionHeaderIsARowAcrossTheGridAndEachSectionStartsARow() {
        let layout = ViewLayout(grid(pinned: [], offset: 0), proposal: screen)
        #expect(layout.frame(of: "header 0") == CGRect(x: 0, y: 0, width: 320, height: 30))
        // Columns (320 − 8) ÷ 2 = 156.
        #expect(layout.frame(of: 0) == CGRect(x: 0, y: 38, width: 156, height: 30))
        #expect(layout.frame(of: 19) == CGRect(x: 164, y: 380, width: 156, height: 30))
        #expect(layout.frame(of: "header 1")?.minY == 418)
        #expect(layout.frame(of: 20)?.minY == 456)
    }

    @Test func withoutPinningAHeaderScrolledAwayIsNotShown() {
        let layout = ViewLayout(grid(pinned: [], offset: 100), proposal: screen)
        #expect(layout.frame(of: "header 0") == nil)
        #expect(layout.frame(of: "header 1")?.minY == 318)
    }

    @Test func pinnedHeaderStaysAtTheTopUntilItsSectionsEndPushesItUp() {
        // Scrolled 100: header 0 sits at the top of what shows (100 in the content, 0 on screen).
        let resting = ViewLayout(grid(pinned: .sectionHeaders, offset: 100), proposal: screen)
        #expect(resting.frame(of: "header 0") == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(resting.node(id: "header 0")?.drawing.zIndex == 1)
        #expect(resting.frame(of: "header 1")?.minY == 318)
        // Scrolled 400: section 0 ends at 410, so its header is pushed up to 380 (−20 on screen).
        let pushed = ViewLayout(grid(pinned: .sectionHeaders, offset: 400), proposal: screen)
        #expect(pushed.frame(of: "header 0")?.minY == -20)
        #expect(pushed.frame(of: "header 1")?.minY == 18)
        // Scrolled 420: section 1 is at the top and its header is pinned there.
        let next = ViewLayout(grid(pinned: .sectionHeaders, offset: 420), proposal: screen)
        #expect(next.frame(of: "header 0") == nil)
        #expect(next.frame(of: "header 1")?.minY == 0)
        #expect(next.warnings.isEmpty)
    }

    @Test func pinnedFooterStaysAtTheBottomOfWhatShows() {
        // Scrolled 100, the bottom of what shows is 580: the footer (at 1,216 in the content)
        // sits at 580 − 30 = 550, 450 on screen.
        let layout = ViewLayout(grid(pinned: .sectionFooters, offset: 100), proposal: screen)
        #expect(layout.frame(of: "footer 1") == CGRect(x: 0, y: 450, width: 320, height: 30))
    }
}

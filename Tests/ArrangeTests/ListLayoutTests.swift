// List and Form frames in iOS 17's styles on an iPhone 15 Pro (393 points wide). Expected numbers
// come from /work/shared/notes/ios-metrics.md §4 (rows, insets, cards) and, where that file
// has no figure, from the named choices in ListMetrics (docs/DIFFERENCES.md). Text is measured
// with the monospaced metrics: 7 × 17 points a grapheme at body size, 13-point lines in footnote.
import Arrange
import Foundation
import Testing

@Suite("List and Form layout")
struct ListLayoutTests {
    /// iPhone 15 Pro, portrait (ios-metrics.md §1).
    let phone = ProposedViewSize(width: 393, height: 852)

    private func separators(_ layout: ViewLayout) -> [CGRect] {
        layout.nodes.filter { $0.kind == "Rectangle" && $0.frame?.height == 0.5 }.compactMap(\.frame)
    }

    @Test func insetGroupedRowsSitInACardSixteenInWithTextTwentyFurther() {
        // ios-metrics §4: card margin 16 (TOIG, UYL-M), row insets 11/20 (WUI), min height 44.
        let view = List {
            Text("Wi-Fi").id("a").listRowBackground(Color.red.id("cell a"))
            Text("Bluetooth").id("b").listRowBackground(Color.red.id("cell b"))
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "cell a") == CGRect(x: 16, y: 35, width: 361, height: 44))
        #expect(layout.frame(of: "cell b") == CGRect(x: 16, y: 79, width: 361, height: 44))
        #expect(layout.frame(of: "a") == CGRect(x: 36, y: 35 + 13.5, width: 35, height: 17))
        #expect(layout.frame(of: "b")?.origin == CGPoint(x: 36, y: 79 + 13.5))
    }

    @Test func aFormIsInsetGroupedLikeAList() {
        let layout = ViewLayout(Form { Text("Name").id("a") }, proposal: phone)
        #expect(layout.frame(of: "a")?.origin == CGPoint(x: 36, y: 35 + 13.5))
        #expect(layout.size == CGSize(width: 393, height: 852))
    }

    @Test func rowsTallerThanTheMinimumTakeTheirContentPlusInsets() {
        let view = List {
            VStack(alignment: .leading, spacing: 0) { Text("Title"); Text("Subtitle") }.listRowBackground(Color.red.id("cell"))
        }
        let layout = ViewLayout(view, proposal: phone)
        // Two 17-point lines and 11 above and below: 56 > 44.
        #expect(layout.frame(of: "cell")?.height == 56)
    }

    @Test func separatorsStartAtTheRowsTextAndAreHiddenUnderASectionsLastRow() {
        // ios-metrics §4 (ZENN): the separator aligns with the row's text, after an icon.
        let view = List {
            HStack { Color.blue.frame(width: 29, height: 29); Text("Wi-Fi") }
            Text("Bluetooth")
            Text("Mobile Service")
        }
        let lines = separators(ViewLayout(view, proposal: phone))
        #expect(lines.count == 2)
        // Under row 0 (29 + 2 × 11 = 51 tall): card 16 + inset 20 + icon 29 + spacing 8 = 73, to the
        // card's trailing edge.
        #expect(lines.first == CGRect(x: 73, y: 35 + 51 - 0.5, width: 377 - 73, height: 0.5))
        // Under row 1: at the text, 36 in.
        #expect(lines.last == CGRect(x: 36, y: 35 + 51 + 44 - 0.5, width: 377 - 36, height: 0.5))
    }

    @Test func listRowSeparatorHiddenAndVisibleOverrideTheStyle() {
        let view = List {
            Text("a").listRowSeparator(.hidden)
            Text("b")
            Text("c").listRowSeparator(.visible)
        }
        let lines = separators(ViewLayout(view, proposal: phone))
        let expected: [CGFloat] = [122.5, 166.5]  // under rows b and c: 35 + 88 − 0.5, 35 + 132 − 0.5
        #expect(lines.map(\.minY) == expected)
    }

    @Test func anExplicitSeparatorGuideMovesTheSeparator() {
        let view = List {
            Text("a").alignmentGuide(.listRowSeparatorLeading) { _ in -20 }
            Text("b")
        }
        let lines = separators(ViewLayout(view, proposal: phone))
        #expect(lines.first?.minX == 16)
    }

    @Test func headersAndFootersAreFootnoteTextInsetLikeTheRows() {
        let view = List {
            Section {
                Text("Row").listRowBackground(Color.red.id("cell"))
            } header: {
                Text("Title").id("header")
            } footer: {
                Text("Footer").id("footer")
            }
        }
        let layout = ViewLayout(view, proposal: phone)
        // Header: 22 down (ListMetrics.headerTopSpacing), 13-point footnote, 7 above the card.
        // (Five graphemes at 7 × 13/17 points each.)
        #expect(layout.frame(of: "header")?.origin == CGPoint(x: 36, y: 22))
        #expect(layout.frame(of: "header")?.height == 13)
        #expect(abs((layout.frame(of: "header")?.width ?? 0) - 5 * 7 * 13 / 17) < 1e-9)
        #expect(layout.frame(of: "cell") == CGRect(x: 16, y: 42, width: 361, height: 44))
        // Footer: 7 below the card.
        #expect(layout.frame(of: "footer")?.origin == CGPoint(x: 36, y: 42 + 44 + 7))
    }

    @Test func sectionsWithoutHeadersAreThirtyFiveApart() {
        let view = List {
            Section { Text("a").listRowBackground(Color.red.id("one")) }
            Section { Text("b").listRowBackground(Color.red.id("two")) }
            Section("Title") { Text("c").listRowBackground(Color.red.id("three")) }
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "one")?.minY == 35)
        #expect(layout.frame(of: "two")?.minY == CGFloat(35 + 44 + 35))
        #expect(layout.frame(of: "three")?.minY == CGFloat(35 + 44 + 35 + 44 + 22 + 13 + 7))
    }

    @Test func listSectionSpacingReplacesTheGapBetweenSections() {
        let view = List {
            Section { Text("a").listRowBackground(Color.red.id("one")) }
            Section { Text("b").listRowBackground(Color.red.id("two")) }
        }
        .listSectionSpacing(10)
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "two")?.minY == CGFloat(10 + 44 + 10))
        let compactList = List {
            Section { Text("a") }
            Section { Text("b").listRowBackground(Color.red.id("two")) }
        }
        let compact = ViewLayout(compactList.listSectionSpacing(.compact), proposal: phone)
        #expect(compact.frame(of: "two")?.minY == CGFloat(20 + 44 + 20))
    }

    @Test func aForEachOfSectionsGivesEachItsCard() {
        let view = List {
            ForEach(0..<3) { section in
                Section("S\(section)") {
                    ForEach(0..<2) { row in Text("R").listRowBackground(Color.red.id("\(section).\(row)")) }
                }
            }
        }
        let layout = ViewLayout(view, proposal: phone)
        let sectionHeight: CGFloat = 22 + 13 + 7 + 2 * 44
        #expect(layout.frame(of: "0.0")?.minY == 42)
        #expect(layout.frame(of: "1.0")?.minY == sectionHeight + 42)
        #expect(layout.frame(of: "1.1")?.minY == sectionHeight + 42 + 44)
        #expect(separators(layout).count == 3)
    }

    @Test func plainRowsSpanTheListWithTextTwentyIn() {
        let view = List {
            Text("a").id("a").listRowBackground(Color.red.id("cell"))
            Section("Header") { Text("b").id("b") }
        }
        .listStyle(.plain)
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "cell") == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(layout.frame(of: "a")?.origin == CGPoint(x: 20, y: 13.5))
        // Plain header: headline (17 points), 6 above and below.
        #expect(layout.frame(of: "b")?.minY == 44 + 6 + 17 + 6 + 13.5)
    }

    @Test func groupedRowsSpanTheListWithTheSectionGaps() {
        let view = List { Text("a").listRowBackground(Color.red.id("cell")) }.listStyle(.grouped)
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "cell") == CGRect(x: 0, y: 35, width: 393, height: 44))
    }

    @Test func insetRowsAreInsetWithoutTheGroupedGaps() {
        let view = List { Text("a").listRowBackground(Color.red.id("cell")) }.listStyle(.inset)
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "cell") == CGRect(x: 16, y: 0, width: 361, height: 44))
    }

    @Test func wideProMaxCardsAreTwentyIn() {
        // iPhone 15 Pro Max, 430 wide: UIKit's regular layout margin, 20 (ios-metrics §1, UYL-M).
        let view = List { Text("a").listRowBackground(Color.red.id("cell")) }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 430, height: 932))
        #expect(layout.frame(of: "cell") == CGRect(x: 20, y: 35, width: 390, height: 44))
    }

    @Test func listRowInsetsReplaceTheRowInsets() {
        let view = List {
            Text("a").id("a").listRowInsets(EdgeInsets(top: 20, leading: 4, bottom: 20, trailing: 4))
                .listRowBackground(Color.red.id("cell"))
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: "a")?.origin == CGPoint(x: 20, y: 35 + 20))
        #expect(layout.frame(of: "cell")?.height == 57)
        let broken = ViewLayout(
            List { Text("a").id("a").listRowInsets(EdgeInsets(top: .nan, leading: .infinity, bottom: 0, trailing: 0)) }, proposal: phone)
        #expect(broken.frame(of: "a")?.minX == 16)
    }

    @Test func defaultMinListRowHeightSetsTheLeastRowHeight() {
        let view = List { Text("a").listRowBackground(Color.red.id("cell")) }.environment(\.defaultMinListRowHeight, 60)
        #expect(ViewLayout(view, proposal: phone).frame(of: "cell")?.height == 60)
    }

    @Test func aHundredThousandRowsBuildFewerThanAHundredNodes() {
        let view = List {
            ForEach(0..<100_000) { Text("Row \($0)").id($0) }
                .onDelete { _ in }
                .onMove { _, _ in }
        }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.frame(of: 0) != nil)
        #expect(layout.frame(of: 99_999) == nil)
        #expect(layout.statistics.nodeCount < 100)
    }

    @Test func listsOfDataBuildARowPerElement() {
        struct Item: Identifiable { let id: Int }
        let items = (0..<5).map(Item.init)
        let byIdentity = ViewLayout(List(items) { Text("\($0.id)").id($0.id) }, proposal: phone)
        #expect(byIdentity.frame(of: 4)?.minY == 35 + 4 * 44 + 13.5)
        let byKeyPath = ViewLayout(List(["a", "b"], id: \.self) { Text($0).id($0) }, proposal: phone)
        #expect(byKeyPath.frame(of: "b")?.minY == 35 + 44 + 13.5)
        let selecting = ViewLayout(List(selection: Optional<Int>.none) { Text("a").id("a") }, proposal: phone)
        #expect(selecting.frame(of: "a")?.minY == 35 + 13.5)
    }

    @Test func swipeActionsAreAcceptedWithoutChangingTheRow() {
        let view = List { Text("a").id("a").swipeActions { Text("Delete") } }
        #expect(ViewLayout(view, proposal: phone).frame(of: "a")?.origin == CGPoint(x: 36, y: 48.5))
    }

    @Test func anEmptyListIsJustItsBackground() {
        let layout = ViewLayout(List {}, proposal: phone)
        #expect(layout.size == CGSize(width: 393, height: 852))
        #expect(layout.warnings.isEmpty)
    }

    /// The strings of the texts in `layout`, as shown (after `textCase`).
    private func shownTexts(_ layout: ViewLayout) -> [String] {
        layout.nodes.compactMap { node in
            if case .text(let string, _, _) = node.content { return string }
            return nil
        }
    }

    @Test func groupedHeadersAreUppercaseAndFootersAndPlainHeadersKeepTheirCase() {
        // ios-metrics §4: inset-grouped headers "rendered UPPERCASE" before iOS 26 (ListMetrics.groupedHeaderTextCase).
        func texts(_ style: some ListStyle) -> [String] {
            shownTexts(ViewLayout(
                List { Section { Text("Row") } header: { Text("Display") } footer: { Text("Footer") } }.listStyle(style),
                proposal: phone))
        }
        #expect(texts(.insetGrouped) == ["DISPLAY", "Row", "Footer"])
        #expect(texts(.grouped) == ["DISPLAY", "Row", "Footer"])
        #expect(texts(.plain) == ["Display", "Row", "Footer"])
        let asWritten = List { Section { Text("Row") } header: { Text("Display").textCase(nil) } }
        #expect(shownTexts(ViewLayout(asWritten, proposal: phone)) == ["Display", "Row"])
    }

    @Test func spacedRowsStandApartAsTheirOwnCardsWithoutSeparators() {
        // listRowSpacing (iOS 15): the gap between rows; in grouped styles each row is its own
        // card (ListMetrics.spacedRowsStandAlone, a choice). Rows 44 (ios-metrics §4), first 35 down.
        let view = List {
            Text("A").listRowBackground(Color.red.id("cell a"))
            Text("B").listRowBackground(Color.red.id("cell b"))
            Text("C").listRowBackground(Color.red.id("cell c"))
        }
        let spaced = ViewLayout(view.listRowSpacing(10), proposal: phone)
        #expect(spaced.frame(of: "cell a") == CGRect(x: 16, y: 35, width: 361, height: 44))
        #expect(spaced.frame(of: "cell b") == CGRect(x: 16, y: 35 + 44 + 10, width: 361, height: 44))
        #expect(abs((spaced.frame(of: "cell c")?.minY ?? 0) - (35 + 2 * (44 + 10))) < 1e-9)
        #expect(separators(spaced).isEmpty)
        // Plain lists keep their separators between the spaced rows.
        let plain = ViewLayout(view.listStyle(.plain).listRowSpacing(10), proposal: phone)
        #expect(plain.frame(of: "cell b")?.minY == (plain.frame(of: "cell a")?.maxY ?? 0) + 10)
        #expect(separators(plain).count == 2)
        // Bad spacings count as 0.
        let negative = ViewLayout(view.listRowSpacing(-5), proposal: phone)
        #expect(abs((negative.frame(of: "cell b")?.minY ?? 0) - (35 + 44)) < 1e-9)
        #expect(abs((ViewLayout(view.listRowSpacing(.nan), proposal: phone).frame(of: "cell b")?.minY ?? 0) - (35 + 44)) < 1e-9)
    }
}

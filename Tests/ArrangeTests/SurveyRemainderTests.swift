// API the compatibility survey of 2026-12-01 20:51 found missing (docs/compatibility.md):
// symbol variants, form styles, the old navigation view styles, search suggestions, share
// previews. Each compiles with SwiftUI's signature and gives SwiftUI's result at rest.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

/// A form style of our own: the form's content in a plain stack, padded.
private struct PlainStackFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) { configuration.content }.padding(7)
    }
}

@Suite("API the survey found missing")
struct SurveyRemainderTests {
    let phone = ProposedViewSize(width: 393, height: 852)
    let free = ProposedViewSize.unspecified

    /// The symbol name the image `"icon"` shows in `view`.
    private func symbolName<V: View>(in view: V) -> String? {
        guard let node = ViewLayout(view, proposal: free).node(id: "icon"),
              case .image(.system(let name), _, _, _, _) = node.content else { return nil }
        return name
    }

    @Test func symbolVariantFillNamesTheFilledSymbolAtTheSameSize() {
        let plain = ViewLayout(Image(systemName: "heart").id("icon"), proposal: free)
        let filled = ViewLayout(Image(systemName: "heart").id("icon").symbolVariant(.fill), proposal: free)
        #expect(symbolName(in: Image(systemName: "heart").id("icon").symbolVariant(.fill)) == "heart.fill")
        #expect(filled.frame(of: "icon") == plain.frame(of: "icon"))
        // `.none` changes nothing; an ancestor's `.circle` and an inner `.fill` add up.
        #expect(symbolName(in: Image(systemName: "heart").id("icon").symbolVariant(.none)) == "heart")
        #expect(symbolName(in: Image(systemName: "star").id("icon").symbolVariant(.fill).symbolVariant(.circle)) == "star.circle.fill")
        #expect(symbolName(in: VStack { Image(systemName: "bell").id("icon") }.symbolVariant(.slash.circle)) == "bell.slash.circle")
    }

    @Test func symbolVariantNamesComponentsInSFSymbolsOrderOnce() {
        // SF Symbols spells slash, then the enclosing shape, then fill ("mic.slash.circle.fill").
        #expect(SymbolVariants.fill.circle.slash.contains(.slash))
        #expect(!SymbolVariants.fill.contains(.circle))
        #expect(symbolName(in: Image(systemName: "mic").id("icon").symbolVariant(.fill.circle.slash)) == "mic.slash.circle.fill")
        #expect(symbolName(in: Image(systemName: "heart.fill").id("icon").symbolVariant(.fill)) == "heart.fill")
        #expect(symbolName(in: Image(systemName: "heart.circle").id("icon").symbolVariant(.fill)) == "heart.circle.fill")
        #expect(symbolName(in: Image(systemName: "heart").id("icon").environment(\.symbolVariants, .square)) == "heart.square")
    }

    @Test func formStyleGroupedLaysOutAsTheDefaultForm() {
        let automatic = ViewLayout(Form { Text("Name").id("a") }, proposal: phone)
        let grouped = ViewLayout(Form { Text("Name").id("a") }.formStyle(.grouped), proposal: phone)
        let columns = ViewLayout(Form { Text("Name").id("a") }.formStyle(.columns), proposal: phone)
        // The default form's row text: 16 card inset + 20 row inset; 35 top margin + 13.5 (ListLayoutTests).
        #expect(automatic.frame(of: "a")?.origin == CGPoint(x: 36, y: 48.5))
        #expect(grouped.frame(of: "a") == automatic.frame(of: "a"))
        #expect(columns.frame(of: "a") == automatic.frame(of: "a"))
    }

    @Test func aFormStyleOfYourOwnBuildsTheFormFromItsContent() {
        let layout = ViewLayout(Form { Text("Name").id("a"); Text("Age").id("b") }.formStyle(PlainStackFormStyle()), proposal: phone)
        let a = layout.frame(of: "a"), b = layout.frame(of: "b")
        // No list chrome: the rows are stacked right under each other inside the 7-point padding.
        #expect(a?.minY == b.map { $0.minY - (a?.height ?? 0) })
        #expect(layout.size.width == (a.map { max($0.width, b?.width ?? 0) } ?? 0) + 14)
        #expect(layout.nodes.contains { $0.kind == "List" || $0.kind == "Form" } == false)
    }

    @Test func navigationViewStyleAndDetailLinksAreRecordedAndMoveNothing() {
        let plain = ViewLayout(NavigationView { Text("Home").id("t") }, proposal: phone)
        let styled = ViewLayout(
            NavigationView { NavigationLink("Home", destination: Text("Next")).isDetailLink(false).id("t") }
                .navigationViewStyle(StackNavigationViewStyle()),
            proposal: phone)
        let dotStack = ViewLayout(NavigationView { Text("Home").id("t") }.navigationViewStyle(.stack), proposal: phone)
        #expect(dotStack.frame(of: "t") == plain.frame(of: "t"))
        let records = styled.nodes.flatMap(\.modifiers).map(\.description)
        #expect(records.contains("navigationViewStyle(StackNavigationViewStyle)"))
        #expect(records.contains("isDetailLink(false)"))
    }

    @Test func searchSuggestionsAreNotBuiltAtRest() {
        let plain = ViewLayout(NavigationStack { Text("Birds").id("t").searchable(text: .constant("")) }, proposal: phone)
        let suggested = ViewLayout(
            NavigationStack {
                Text("Birds").id("t").searchable(text: .constant(""))
                    .searchSuggestions { Text("Robin").id("s").searchCompletion("Robin") }
            },
            proposal: phone)
        #expect(suggested.frame(of: "t") == plain.frame(of: "t"))
        #expect(suggested.frame(of: "s") == nil)
        #expect(suggested.nodes.flatMap(\.modifiers).map(\.description).contains("searchSuggestions()"))
    }

    @Test func scrollClipDisabledIsRecordedOnTheScrollView() {
        let layout = ViewLayout(ScrollView { Color.red.frame(height: 40) }.scrollClipDisabled(), proposal: phone)
        let scroll = layout.nodes.first { $0.kind == "ScrollView" }
        #expect(scroll?.modifiers.map(\.description) == ["scrollClipDisabled(true)"])
    }

    @Test func aShareLinkWithAPreviewLooksLikeOneWithout() {
        let image = Image(systemName: "photo")
        let plain = ViewLayout(ShareLink("Share", item: "x").id("l"), proposal: free)
        let previewed = ViewLayout(ShareLink("Share", item: "x", preview: SharePreview("Photo", image: image)).id("l"), proposal: free)
        #expect(previewed.frame(of: "l") == plain.frame(of: "l"))
        let preview = SharePreview("Photo", image: image)
        #expect(preview.image == image && preview.icon == nil)
    }
}

/// A layout that puts its last subview 10 points lower than the others: it finds it with `==`.
private struct LastDropsLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            let y = subview == subviews.last ? bounds.minY + 10 : bounds.minY
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
        }
    }
}

@Suite("More API the survey found missing")
struct SurveyRemainderMoreTests {
    let screen = ProposedViewSize(width: 320, height: 480)

    @Test func subviewsCompareEqualToThemselvesOnly() {
        let layout = ViewLayout(
            LastDropsLayout { Color.red.frame(width: 5, height: 5).id("a"); Color.red.frame(width: 5, height: 5).id("b") },
            proposal: screen)
        #expect(layout.frame(of: "a")?.minY == 0)
        #expect(layout.frame(of: "b")?.minY == 10)
    }

    @Test func sheetSettingsAndGeometryGroupAreRecordedAndMoveNothing() {
        let plain = ViewLayout(Text("Sheet").id("t"), proposal: screen)
        let set = ViewLayout(
            Text("Sheet").id("t")
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .presentationBackground(.clear)
                .presentationCornerRadius(20)
                .interactiveDismissDisabled()
                .geometryGroup(),
            proposal: screen)
        #expect(set.frame(of: "t") == plain.frame(of: "t"))
        #expect(set.nodes.flatMap(\.modifiers).map(\.description) == [
            "presentationDetents(large, medium)", "presentationDragIndicator(.visible)", "presentationBackground(Color)",
            "presentationCornerRadius(20.0)", "interactiveDismissDisabled(true)", "geometryGroup()",
        ])
    }

    @Test func twoForegroundStylesDrawThePrimaryOne() {
        let layout = ViewLayout(Image(systemName: "xmark.circle.fill").id("i").foregroundStyle(Color.red, .gray.opacity(0.15)), proposal: screen)
        guard case .image(_, _, _, _, let tint) = layout.node(id: "i")?.content else {
            Issue.record("not an image")
            return
        }
        #expect(tint == Color(Color.red.resolve(in: EnvironmentValues())))
    }
}

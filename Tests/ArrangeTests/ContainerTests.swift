// Seed 000's scroll view, geometry reader and ViewThatFits, and the safe area.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

private let screen = ProposedViewSize(width: 320, height: 480)

@Suite("ScrollView")
struct ScrollViewTests {
    @Test func scrollViewProposesNilAlongItsAxisAndTakesTheProposedHeight() {
        let view = ScrollView {
            Image(size: CGSize(width: 100, height: 50)).resizable().aspectRatio(contentMode: .fit).id("logo")
            Text("This is a longer text").id("text")
        }
        let layout = ViewLayout(view, proposal: screen)
        // The book: both subviews are proposed 320×nil; the scroll view takes the 480.
        #expect(layout.node(id: "text")?.placedProposal == ProposedViewSize(width: 320, height: nil))
        #expect(layout.node(id: "logo")?.placedProposal == ProposedViewSize(width: 320, height: nil))
        #expect(layout.frame(of: "logo") == CGRect(x: 0, y: 0, width: 320, height: 160))
        #expect(layout.size == CGSize(width: 320, height: 480))
        #expect(layout.explanation.sizingSteps[1].english == "ScrollView proposes 320×nil to VStack to ask for its ideal height.")
    }

    @Test func scrollViewTakesItsContentsWidthAcross() {
        let layout = ViewLayout(ScrollView { Text("Short") }, proposal: screen)
        #expect(layout.size == CGSize(width: 35, height: 480))
        let wide = ViewLayout(ScrollView { Text("Short").frame(maxWidth: .infinity) }, proposal: screen)
        #expect(wide.size == CGSize(width: 320, height: 480))
    }

    @Test func shapesInAScrollViewTakeTheirTenPointIdeal() {
        let layout = ViewLayout(ScrollView { Rectangle().id("shape") }, proposal: screen)
        #expect(layout.frame(of: "shape") == CGRect(x: 0, y: 0, width: 320, height: 10))
        let horizontal = ViewLayout(ScrollView(.horizontal) { Rectangle().id("shape") }, proposal: screen)
        #expect(horizontal.frame(of: "shape") == CGRect(x: 0, y: 0, width: 10, height: 480))
    }

    @Test func contentOffsetScrollsAndIsClamped() {
        let rows = ScrollView {
            VStack(spacing: 0) { ForEach(0..<20) { Color.red.frame(height: 50).id($0) } }
        }
        let scrolled = ViewLayout(rows.scrollContentOffset(CGPoint(x: 0, y: 120)), proposal: screen)
        #expect(scrolled.frame(of: 0)?.minY == -120)
        #expect(scrolled.frame(of: 3)?.minY == 30)
        let beyond = ViewLayout(rows.scrollContentOffset(CGPoint(x: 0, y: 5000)), proposal: screen)
        #expect(beyond.frame(of: 19)?.maxY == 480)
    }
}

@Suite("GeometryReader")
struct GeometryReaderTests {
    @Test func readerAcceptsTheProposalAndShowsItsSizeToItsContent() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).id("half")
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.size == CGSize(width: 320, height: 480))
        #expect(layout.frame(of: "half") == CGRect(x: 0, y: 0, width: 160, height: 120))
        #expect(ViewLayout(view, proposal: .unspecified).size == CGSize(width: 10, height: 10))
    }

    @Test func framesInLocalGlobalAndNamedSpaces() {
        var seen: [CGRect] = []
        let probe = GeometryReader { proxy in
            let _ = seen = [proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("card"))]
            Color.clear
        }
        let view = VStack(spacing: 0) {
            Color.red.frame(height: 100)
            probe.frame(width: 50, height: 40).padding(10).coordinateSpace(name: "card")
        }
        _ = ViewLayout(view, proposal: screen)
        #expect(seen == [
            CGRect(x: 0, y: 0, width: 50, height: 40),
            // The padded card (70 wide) is centred in the 320-wide stack: 125 + 10.
            CGRect(x: 135, y: 110, width: 50, height: 40),
            CGRect(x: 10, y: 10, width: 50, height: 40),
        ])
    }

    @Test func readerInABackgroundMeasuresWithoutChangingLayout() {
        var measured = CGSize.zero
        let view = Text("Favorite").padding(10).background {
            GeometryReader { proxy in
                let _ = measured = proxy.size
                Color.clear
            }
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.size == CGSize(width: 76, height: 37))
        #expect(measured == CGSize(width: 76, height: 37))
    }

    @Test func safeAreaInsetsReachTheReaderAndIgnoringViews() {
        let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        var readerInsets = EdgeInsets()
        let view = ZStack {
            Color.teal.id("teal").ignoresSafeArea()
            GeometryReader { proxy in
                let _ = readerInsets = proxy.safeAreaInsets
                Color.clear
            }
            .ignoresSafeArea()
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 390, height: 844), safeAreaInsets: insets)
        #expect(layout.size == CGSize(width: 390, height: 763))
        #expect(layout.root.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(layout.frame(of: "teal") == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(readerInsets == insets)
        let plain = ViewLayout(Color.teal.id("teal"), proposal: ProposedViewSize(width: 390, height: 844), safeAreaInsets: insets)
        #expect(plain.frame(of: "teal") == CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    @Test func backgroundColoursBleedUnlessTold() {
        let bleeding = ViewLayout(Text("a").background(Color.teal), proposal: screen)
        #expect(bleeding.nodes.first { $0.kind == "Color" }?.drawing.unsafeAreaBleed == .all)
        let contained = ViewLayout(Text("a").background(Color.teal, ignoresSafeAreaEdges: []), proposal: screen)
        #expect(contained.nodes.first { $0.kind == "Color" }?.drawing.unsafeAreaBleed == [])
    }
}

@Suite("ViewThatFits")
struct ViewThatFitsTests {
    @Test func firstChildWhoseIdealSizeFitsIsShown() {
        let view = ViewThatFits {
            Text("A very long label that needs room").id("long")
            Text("Shorter label").id("short")
            Text("S").id("tiny")
        }
        let wide = ViewLayout(view, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(wide.frame(of: "long") != nil)
        #expect(wide.frame(of: "short") == nil)
        let narrow = ViewLayout(view, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(narrow.frame(of: "long") == nil)
        #expect(narrow.frame(of: "short")?.width == 91)
        let tiny = ViewLayout(view, proposal: ProposedViewSize(width: 5, height: 100))
        #expect(tiny.frame(of: "tiny") != nil)
        #expect(tiny.warnings.isEmpty)
    }

    @Test func onlyTheGivenAxesCount() {
        let view = ViewThatFits(in: .vertical) {
            Text("A very long label that needs room").id("long")
            Text("S").id("tiny")
        }
        // At width 50 the long label wraps to six 17-point lines: 102 tall.
        #expect(ViewLayout(view, proposal: ProposedViewSize(width: 50, height: 110)).frame(of: "long") != nil)
        #expect(ViewLayout(view, proposal: ProposedViewSize(width: 50, height: 100)).frame(of: "long") == nil)
    }
}

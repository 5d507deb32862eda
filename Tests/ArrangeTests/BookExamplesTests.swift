// Every worked example of seed 000 (Thinking in SwiftUI, ch. 4), with the book's numbers.
// Where the book assumes a text size, BookTextMetrics yields exactly that size.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

private let screen = ProposedViewSize(width: 320, height: 480)

@Suite("Book: the layout steps")
struct BookStepTests {
    @Test func favoriteTakesEightSteps() {
        let metrics = BookTextMetrics(["Favorite": .init(ideal: CGSize(width: 51, height: 17))])
        let view = Text("Favorite").id("text").padding(10).background(Color.teal)
        let layout = ViewLayout(view.environment(\.textMetrics, metrics), proposal: screen)
        #expect(layout.size == CGSize(width: 71, height: 37))
        #expect(layout.frame(of: "text") == CGRect(x: 10, y: 10, width: 51, height: 17))
        #expect(layout.explanation.sizingSteps.map(\.english) == BookSteps.favoriteEnglish)
        #expect(layout.explanation.sizingSteps.map(\.korean) == BookSteps.favoriteKorean)
    }

    @Test func flexibleFrameTakesTenStepsAndEndsAt320x37() {
        let metrics = BookTextMetrics(["Hello, World!": .init(ideal: CGSize(width: 76, height: 17))])
        let view = Text("Hello, World!")
            .frame(minWidth: 0, maxWidth: .infinity)
            .id("frame")
            .background(Color.teal)
            .padding(10)
        let layout = ViewLayout(view.environment(\.textMetrics, metrics), proposal: screen)
        #expect(layout.size == CGSize(width: 320, height: 37))
        #expect(layout.frame(of: "frame") == CGRect(x: 10, y: 10, width: 300, height: 17))
        let steps = layout.explanation.sizingSteps.map(\.english)
        #expect(steps == BookSteps.flexibleFrameEnglish)
        #expect(layout.explanation.sizingSteps[5].korean.hasPrefix("frame의 너비는 max(0, min(∞, 300)) = 300이 되고"))
    }

    @Test func aspectRatioWithoutRatioAsksForTheIdealSizeInSixSteps() {
        let view = Image(size: CGSize(width: 100, height: 30)).resizable().aspectRatio(contentMode: .fit)
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 200))
        #expect(layout.size == CGSize(width: 200, height: 60))
        #expect(layout.explanation.sizingSteps.map(\.english) == [
            "The system proposes 200×200 to aspectRatio.",
            "aspectRatio proposes nil×nil to image to ask for its ideal size.",
            "image reports its size as 100×30.",
            "aspectRatio fits a rectangle of aspect ratio 3.33 into 200×200 and proposes the result, 200×60, to image.",
            "image accepts the proposed 200×60 and reports it.",
            "aspectRatio reports the size of its subview image, 200×60.",
        ])
    }

    @Test func frameCentresItsChildByAlignmentArithmetic() {
        let metrics = BookTextMetrics(["Hello": .init(ideal: CGSize(width: 50, height: 20))])
        let layout = ViewLayout(
            Text("Hello").id("text").frame(width: 100, height: 100).environment(\.textMetrics, metrics), proposal: screen)
        #expect(layout.size == CGSize(width: 100, height: 100))
        #expect(layout.frame(of: "text") == CGRect(x: 25, y: 40, width: 50, height: 20))
        #expect(layout.explanation.placementSteps.map(\.english).contains("frame places text at (50-25, 50-10) = (25, 40)."))
    }

    @Test func bottomTrailingFrameAlignment() {
        let metrics = BookTextMetrics(["Hello": .init(ideal: CGSize(width: 50, height: 20))])
        let view = Text("Hello").id("text").frame(width: 100, height: 100, alignment: .bottomTrailing)
        let layout = ViewLayout(view.environment(\.textMetrics, metrics), proposal: screen)
        #expect(layout.frame(of: "text") == CGRect(x: 50, y: 80, width: 50, height: 20))
        #expect(layout.explanation.placementSteps.map(\.english).contains("frame places text at (100-50, 100-20) = (50, 80)."))
    }

    @Test func zStackIsTheUnionOfItsAlignedChildren() {
        let metrics = BookTextMetrics(["Hello, World!": .init(ideal: CGSize(width: 100, height: 20))])
        let view = ZStack {
            Rectangle()
                .fill(.teal)
                .frame(width: 50, height: 50)
                .id("rectangle")
            Text("Hello, World!").id("text")
        }
        let layout = ViewLayout(view.environment(\.textMetrics, metrics), proposal: screen)
        #expect(layout.size == CGSize(width: 100, height: 50))
        #expect(layout.frame(of: "rectangle") == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(layout.frame(of: "text") == CGRect(x: 0, y: 15, width: 100, height: 20))
        // Relative to the rectangle, the union starts at (-25, 0), as the book computes it.
        let rectangle = layout.frame(of: "rectangle")!, text = layout.frame(of: "text")!
        #expect(CGPoint(x: text.minX - rectangle.minX, y: text.minY - rectangle.minY) == CGPoint(x: -25, y: 15))
    }
}

// The book's helpers are `extension View` methods, main-actor isolated as in SwiftUI, so the
// tests that call them run on the main actor, as they would against SwiftUI in Swift 6.
@Suite("Book: modifiers") @MainActor
struct BookModifierTests {
    @Test func maxWidthInfinityTakesAtLeastTheProposedWidth() {
        let metrics = BookTextMetrics(["Hello, World!": .init(ideal: CGSize(width: 76, height: 17))])
        let narrow = Text("Hello, World!").fixedSize().proposedWidthOrGreater().environment(\.textMetrics, metrics)
        #expect(ViewLayout(narrow, proposal: ProposedViewSize(width: 50, height: 100)).size == CGSize(width: 76, height: 17))
        let wide = Text("Hello, World!").proposedWidthOrGreater().environment(\.textMetrics, metrics)
        #expect(ViewLayout(wide, proposal: screen).size == CGSize(width: 320, height: 17))
    }

    @Test func minWidthZeroMaxWidthInfinityTakesExactlyTheProposedWidth() {
        let metrics = BookTextMetrics(["Hello, World!": .init(ideal: CGSize(width: 76, height: 17))])
        let overflowing = Text("Hello, World!").fixedSize().acceptProposedWidth().environment(\.textMetrics, metrics)
        #expect(ViewLayout(overflowing, proposal: ProposedViewSize(width: 50, height: 100)).size == CGSize(width: 50, height: 17))
        let wide = Text("Hello, World!").acceptProposedWidth().environment(\.textMetrics, metrics)
        #expect(ViewLayout(wide, proposal: screen).size == CGSize(width: 320, height: 17))
    }

    @Test func aspectRatioFitIs200x150() {
        let layout = ViewLayout(Color.secondary.aspectRatio(4/3, contentMode: .fit), proposal: ProposedViewSize(width: 200, height: 200))
        #expect(approximatelyEqual(layout.size, CGSize(width: 200, height: 150)))
    }

    @Test func aspectRatioFillIs266_67x200() {
        let layout = ViewLayout(Color.secondary.aspectRatio(4/3, contentMode: .fill), proposal: ProposedViewSize(width: 200, height: 200))
        #expect(approximatelyEqual(layout.size, CGSize(width: 800.0 / 3, height: 200)))
        #expect(layout.explanation.sizingSteps.last?.english == "aspectRatio reports the size of its subview Color, 266.67×200.")
    }

    @Test func scaledToFitAndFillAreAspectRatioWithoutRatio() {
        let image = Image(size: CGSize(width: 100, height: 30)).resizable()
        #expect(ViewLayout(image.scaledToFit(), proposal: ProposedViewSize(width: 200, height: 200)).size == CGSize(width: 200, height: 60))
        #expect(approximatelyEqual(ViewLayout(image.scaledToFill(), proposal: ProposedViewSize(width: 200, height: 200)).size, CGSize(width: 2000.0 / 3, height: 200)))
    }

    @Test func aspectRatioOfAnInflexibleChildIsTheChildsOwn() {
        let layout = ViewLayout(Image(size: CGSize(width: 100, height: 30)).aspectRatio(1, contentMode: .fit), proposal: screen)
        #expect(layout.size == CGSize(width: 100, height: 30))
    }

    @Test func backgroundAndOverlayTakeThePrimarySize() {
        let view = Text("Hello").padding(10).background(Color.teal).overlay { Color.red.frame(width: 500, height: 500) }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.size == CGSize(width: 55, height: 37))
    }

    @Test func highlightNeverMovesSiblings() {
        func row(_ enabled: Bool) -> some View {
            HStack {
                Text("Highlighted").highlight(enabled: enabled).id("a")
                Text("Sibling").id("b")
            }
        }
        let off = ViewLayout(row(false), proposal: screen)
        let on = ViewLayout(row(true), proposal: screen)
        #expect(off.frame(of: "b") == on.frame(of: "b"))
        #expect(off.size == on.size)
        let orange = on.nodes.first { $0.kind == "Color" }!
        let text = on.frame(of: "a")!
        #expect(orange.frame == text.insetBy(dx: -3, dy: -3))
    }

    @Test func severalSecondaryViewsGoInAnImplicitZStack() {
        let view = Color.blue.frame(width: 100, height: 50).overlay(alignment: .bottomTrailing) {
            Color.red.frame(width: 10, height: 10).id("small")
            Color.green.frame(width: 20, height: 30).id("large")
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.size == CGSize(width: 100, height: 50))
        #expect(layout.frame(of: "large") == CGRect(x: 80, y: 20, width: 20, height: 30))
        #expect(layout.frame(of: "small") == CGRect(x: 90, y: 40, width: 10, height: 10))
    }

    @Test func badgeWithoutFixedSizeIsSqueezedIntoThePrimarySize() {
        let view = Text("Hi").id("hi").badgeProposedPrimarySize { Text("2023").font(.caption).id("badge") }
        let layout = ViewLayout(view, proposal: screen)
        let hi = layout.frame(of: "hi")!
        let badge = layout.frame(of: "badge")!
        #expect(hi.size == CGSize(width: 14, height: 17))
        #expect(badge.width <= hi.width - 6)
    }

    @Test func badgeWithFixedSizeTakesItsIdealSize() {
        let view = Text("Hi").id("hi").badgeFixedSize { Text("2023").font(.caption).id("badge") }
        let layout = ViewLayout(view, proposal: screen)
        let badge = layout.frame(of: "badge")!
        // Four graphemes at 7 × 12/17 points each, one 17 × 12/17-point line.
        #expect(approximatelyEqual(badge.size, CGSize(width: 4 * 7 * 12 / 17.0, height: 12)))
        // Top-trailing: the badge's padded box ends at the text's trailing edge, at its top.
        #expect(approximatelyEqual(badge.maxX + 3, 14))
        #expect(approximatelyEqual(badge.minY - 3, 0))
        #expect(layout.size == CGSize(width: 14, height: 17))
    }

    @Test func badgeCentredOnTheTopTrailingCornerByAlignmentGuides() {
        let view = Text("Hello")
            .padding()
            .background(.teal)
            .badge {
                Circle()
                    .fill(Color.orange)
                    .frame(width: 20, height: 20)
                    .id("badge")
            }
        let layout = ViewLayout(view, proposal: screen)
        // "Hello" is 35×17; padded by 16 on each edge: 67×49.
        #expect(layout.size == CGSize(width: 67, height: 49))
        #expect(layout.frame(of: "badge") == CGRect(x: 57, y: -10, width: 20, height: 20))
    }

    @Test func fixedSizeTextTakesItsIdealSizeWhateverTheProposal() {
        let view = Text("Hello, World!").id("text").fixedSize().frame(width: 40, height: 40)
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "text") == CGRect(x: (40 - 91) / 2, y: 11.5, width: 91, height: 17))
    }

    @Test func renderingModifiersDoNotMoveAnything() {
        func scene<V: View>(_ decorate: (Text) -> V) -> some View {
            HStack { decorate(Text("Moved")).id("a"); Text("Still").id("b") }
        }
        let plain = ViewLayout(scene { $0 }, proposal: screen)
        let effects = ViewLayout(
            scene { $0.offset(x: 30, y: 40).rotationEffect(.degrees(45)).scaleEffect(2).opacity(0.5).clipped() }, proposal: screen)
        #expect(plain.frame(of: "a") == effects.frame(of: "a"))
        #expect(plain.frame(of: "b") == effects.frame(of: "b"))
        let moved = effects.node(id: "a")!
        #expect(moved.drawing.offset == CGSize(width: 30, height: 40))
        #expect(moved.drawing.scale == CGSize(width: 2, height: 2))
        #expect(moved.drawing.clipsToBounds)
    }
}

@Suite("Book: stacks")
struct BookStackTests {
    /// "Hello, World!" ideally 100 wide; at 60 it wraps to 50×40 (the book's assumption).
    private let metrics = BookTextMetrics([
        "Hello, World!": .init(ideal: CGSize(width: 100, height: 20), narrower: [(atMost: 60, size: CGSize(width: 50, height: 40))]),
    ])

    private func colorsAndText(textPriority: Double = 0) -> some View {
        HStack(spacing: 0) {
            Color.cyan.id("cyan")
            Text("Hello, World!").layoutPriority(textPriority).id("text")
            Color.teal.id("teal")
        }
        .environment(\.textMetrics, metrics)
    }

    @Test func hStackAt180GivesTheTextAThirdAndTheColorsTheRest() {
        let layout = ViewLayout(colorsAndText(), proposal: ProposedViewSize(width: 180, height: 180))
        #expect(layout.size == CGSize(width: 180, height: 180))
        let text = layout.node(id: "text")!
        #expect(text.placedProposal == ProposedViewSize(width: 60, height: 180))
        #expect(text.frame == CGRect(x: 65, y: 70, width: 50, height: 40))
        #expect(layout.frame(of: "cyan") == CGRect(x: 0, y: 0, width: 65, height: 180))
        #expect(layout.frame(of: "teal") == CGRect(x: 115, y: 0, width: 65, height: 180))
        let steps = layout.explanation.sizingSteps.map(\.english)
        #expect(steps.contains("HStack proposes 60×180 to text: 180 remaining ÷ 3 views left."))
        #expect(steps.contains("HStack proposes 65×180 to Color: 130 remaining ÷ 2 views left."))
        #expect(steps.contains("HStack proposes 65×180 to Color: 65 remaining ÷ 1 view left."))
        #expect(steps.contains("HStack probes text with 0×180 and ∞×180: it answers 0×40 and 100×20, so it can be 0 to 100 wide."))
    }

    @Test func layoutPriorityGivesTheTextTheRemainingWidthFirst() {
        let layout = ViewLayout(colorsAndText(textPriority: 1), proposal: ProposedViewSize(width: 180, height: 180))
        #expect(layout.frame(of: "text") == CGRect(x: 40, y: 80, width: 100, height: 20))
        #expect(layout.frame(of: "cyan") == CGRect(x: 0, y: 0, width: 40, height: 180))
        #expect(layout.frame(of: "teal") == CGRect(x: 140, y: 0, width: 40, height: 180))
    }

    @Test func textWithFixedSizeOverflowsANarrowStack() {
        let view = HStack(spacing: 0) {
            Color.cyan.id("cyan")
            Text("Hello, World!").fixedSize().id("text")
            Color.teal
        }.environment(\.textMetrics, metrics)
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 80, height: 100))
        #expect(layout.frame(of: "text")?.size == CGSize(width: 100, height: 20))
        #expect(layout.frame(of: "cyan")?.width == 0)
        #expect(layout.size.width == 100)
    }

    @Test func defaultSpacingIsEightAndNoneBesideASpacer() {
        let view = HStack {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.red.frame(width: 10, height: 10).id("b")
            Spacer().id("spacer")
            Color.red.frame(width: 10, height: 10).id("c")
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 100, height: 50))
        #expect(layout.frame(of: "b")?.minX == 18)
        #expect(layout.frame(of: "spacer") == CGRect(x: 28, y: 5, width: 62, height: 0))
        #expect(layout.frame(of: "c")?.minX == 90)
    }

    @Test func spacerMinimumLengthIsTheDefaultSpacing() {
        let view = HStack { Spacer().id("spacer"); Color.red.id("color") }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 100, height: 50))
        #expect(layout.frame(of: "spacer")?.width == 8)
        #expect(layout.frame(of: "color")?.width == 92)
        let custom = ViewLayout(HStack { Spacer(minLength: 30).id("spacer"); Color.red }, proposal: ProposedViewSize(width: 100, height: 50))
        #expect(custom.frame(of: "spacer")?.width == 30)
    }

    @Test func spacerMakesTextWrapEarlierThanAFlexibleFrame() {
        // 23 graphemes of 7 points: 161 wide on one line.
        let text = "Some right-aligned text"
        let withSpacer = HStack { Spacer(); Text(text).id("text") }
        let withFrame = Text(text).id("text").frame(maxWidth: .infinity, alignment: .trailing)
        let wide = ProposedViewSize(width: 390, height: 100)
        #expect(ViewLayout(withSpacer, proposal: wide).frame(of: "text") == CGRect(x: 229, y: 0, width: 161, height: 17))
        #expect(ViewLayout(withFrame, proposal: wide).frame(of: "text") == CGRect(x: 229, y: 0, width: 161, height: 17))
        let narrow = ProposedViewSize(width: 165, height: 100)
        #expect(ViewLayout(withSpacer, proposal: narrow).frame(of: "text")?.size == CGSize(width: 126, height: 34))
        #expect(ViewLayout(withFrame, proposal: narrow).frame(of: "text")?.size == CGSize(width: 161, height: 17))
    }

    @Test func vStackOfImageAndTextIsTheUnionWithDefaultSpacing() {
        let view = VStack {
            Image(systemName: "globe").id("globe")
            Text("Hello, World!").id("text")
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(approximatelyEqual(layout.size, CGSize(width: 91, height: 20.4 + 8 + 17)))
        #expect(approximatelyEqual(layout.frame(of: "globe"), CGRect(x: (91 - 20.4) / 2, y: 0, width: 20.4, height: 20.4)))
        #expect(approximatelyEqual(layout.frame(of: "text"), CGRect(x: 0, y: 28.4, width: 91, height: 17)))
    }

    @Test func dividerIsOnePointAcrossItsStack() {
        let horizontal = ViewLayout(HStack { Divider().id("d"); Color.red }, proposal: ProposedViewSize(width: 100, height: 50))
        #expect(horizontal.frame(of: "d") == CGRect(x: 0, y: 0, width: 1, height: 50))
        let vertical = ViewLayout(VStack { Divider().id("d"); Color.red }, proposal: ProposedViewSize(width: 100, height: 50))
        #expect(vertical.frame(of: "d") == CGRect(x: 0, y: 0, width: 100, height: 1))
        let ideal = ViewLayout(HStack { Divider().id("d") }.fixedSize(), proposal: screen)
        #expect(ideal.frame(of: "d")?.size == CGSize(width: 1, height: 10))
        let alone = ViewLayout(Divider().fixedSize(), proposal: screen)
        #expect(alone.size == CGSize(width: 10, height: 1))
    }

    @Test func rightToLeftMirrorsStacksAndLeadingAlignment() {
        let view = VStack(alignment: .leading) {
            HStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).id("first")
                Color.blue.frame(width: 20, height: 10).id("second")
            }
            Color.green.frame(width: 50, height: 10).id("wide")
        }
        let ltr = ViewLayout(view, proposal: screen)
        let rtl = ViewLayout(view.environment(\.layoutDirection, .rightToLeft), proposal: screen)
        #expect(ltr.frame(of: "first")?.minX == 0)
        #expect(rtl.frame(of: "first") == CGRect(x: 40, y: 0, width: 10, height: 10))
        #expect(rtl.frame(of: "second") == CGRect(x: 20, y: 0, width: 20, height: 10))
        #expect(rtl.frame(of: "wide") == CGRect(x: 0, y: 18, width: 50, height: 10))
    }
}

@Suite("Book: alignment")
struct BookAlignmentTests {
    @Test func menuAlignmentPropagatesUpThroughTheStacks() {
        let layout = ViewLayout(Menu(), proposal: screen)
        let inbox = layout.frame(of: "inbox")!, sent = layout.frame(of: "sent")!, menu = layout.frame(of: "menu")!
        // "Inbox" 35 + 8 + 30: the circle's centre 58 into its row; "Sent" 28 + 8 + 15 = 51.
        #expect(inbox.midX == 58)
        #expect(sent.midX == 58)
        #expect(menu.midX == 58)
        #expect(layout.size == CGSize(width: 78, height: 30 + 8 + 30 + 8 + 40))
    }

    @Test func trailingGuidesOfNestedChildrenDoNotPropagatePastAStack() {
        // The book's first attempt: .trailing with explicit guides on the buttons. The HStacks
        // answer their own trailing edges, so the circles do not line up.
        let view = VStack(alignment: .trailing) {
            HStack {
                Text("Inbox")
                CircleButton(symbol: "tray").frame(width: 30, height: 30)
                    .alignmentGuide(.trailing) { $0.width / 2 }.id("inbox")
            }
            CircleButton(symbol: "line.3.horizontal").frame(width: 40, height: 40).id("menu")
        }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "inbox")!.maxX == 73)
        #expect(layout.frame(of: "menu")!.maxX == 73)
        #expect(layout.frame(of: "inbox")!.midX != layout.frame(of: "menu")!.midX)
    }

    @Test func explicitFirstTextBaselineAlignsAnImageByItsCentre() {
        let image = Image(size: CGSize(width: 30, height: 30))
            .alignmentGuide(.firstTextBaseline) { dimension in dimension.height/2 }
        let view = HStack(alignment: .firstTextBaseline) {
            image.id("image")
            Text("Pencil").id("text")
        }
        let layout = ViewLayout(view, proposal: screen)
        // The text's baseline (0.8 × 17 = 13.6) lines up with the image's centre (15).
        #expect(approximatelyEqual(layout.frame(of: "image")!.minY + 15, layout.frame(of: "text")!.minY + 13.6))
        let centred = ViewLayout(HStack { image.id("image"); Text("Pencil").id("text") }, proposal: screen)
        #expect(centred.frame(of: "text")!.minY == 6.5)
    }

    @Test func guideClosureCanReadOtherGuides() {
        let image = Image(size: CGSize(width: 30, height: 30))
            .alignmentGuide(.firstTextBaseline) { $0[VerticalAlignment.center] }
        let layout = ViewLayout(HStack(alignment: .firstTextBaseline) { image.id("image"); Text("Pencil").id("text") }, proposal: screen)
        #expect(approximatelyEqual(layout.frame(of: "image")!.minY + 15, layout.frame(of: "text")!.minY + 13.6))
    }

    @Test func lastTextBaselineOfAStackIsItsLowestChildBaseline() {
        let view = HStack(alignment: .lastTextBaseline) {
            VStack { Text("One"); Text("Two") }.id("pair")
            Text("Three").id("single")
        }
        let layout = ViewLayout(view, proposal: screen)
        let pair = layout.frame(of: "pair")!, single = layout.frame(of: "single")!
        #expect(pair.minY + 25 + 13.6 == single.minY + 13.6)
    }
}

@Suite("Book: shapes")
struct BookShapeTests {
    @Test func shapesTakeTheProposalAndTenByTenWhenUnspecified() {
        for shape in [AnyView(Rectangle()), AnyView(RoundedRectangle(cornerRadius: 5)), AnyView(Capsule()), AnyView(Ellipse()), AnyView(Color.red)] {
            #expect(ViewLayout(shape, proposal: ProposedViewSize(width: 100, height: 50)).size == CGSize(width: 100, height: 50))
            #expect(ViewLayout(shape.fixedSize(), proposal: ProposedViewSize(width: 100, height: 50)).size == CGSize(width: 10, height: 10))
            #expect(ViewLayout(shape, proposal: .infinity).size == CGSize(width: CGFloat.infinity, height: .infinity))
        }
    }

    @Test func circleFitsItselfAndReportsItsRealSize() {
        #expect(ViewLayout(Circle(), proposal: ProposedViewSize(width: 100, height: 50)).size == CGSize(width: 50, height: 50))
        #expect(ViewLayout(Circle(), proposal: ProposedViewSize(width: nil, height: 30)).size == CGSize(width: 30, height: 30))
        #expect(ViewLayout(Circle().fixedSize(), proposal: screen).size == CGSize(width: 10, height: 10))
    }

    @Test func bookmarkKeepsItsTwoByThreeRatio() {
        #expect(ViewLayout(Bookmark(), proposal: ProposedViewSize(width: 300, height: 300)).size == CGSize(width: 200, height: 300))
        #expect(ViewLayout(Bookmark(), proposal: ProposedViewSize(width: 300, height: 600)).size == CGSize(width: 300, height: 450))
        #expect(approximatelyEqual(ViewLayout(Bookmark().fill(.teal), proposal: ProposedViewSize(width: 30, height: nil)).size, CGSize(width: 20.0 / 3, height: 10)))
        let path = Bookmark().path(in: CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(path.elements.contains(.line(to: CGPoint(x: 10, y: 24))))
    }

    @Test func imageKeepsItsNaturalSizeUnlessResizable() {
        let image = Image(size: CGSize(width: 100, height: 30))
        #expect(ViewLayout(image, proposal: ProposedViewSize(width: 10, height: 10)).size == CGSize(width: 100, height: 30))
        #expect(ViewLayout(image.resizable(), proposal: ProposedViewSize(width: 10, height: 10)).size == CGSize(width: 10, height: 10))
        #expect(ViewLayout(image.resizable().fixedSize(), proposal: screen).size == CGSize(width: 100, height: 30))
        let named = Image("header").environment(\.imageCatalog, ["header": CGSize(width: 100, height: 30)])
        #expect(ViewLayout(named, proposal: screen).size == CGSize(width: 100, height: 30))
        let missing = ViewLayout(Image("nowhere"), proposal: screen)
        #expect(missing.size == .zero)
        #expect(missing.warnings.first?.hasPrefix("No image named 'nowhere'") == true)
    }
}

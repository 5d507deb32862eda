import Arrange
import ArrangeTestSupport
import Foundation
import Testing

// Bad input and hostile trees (reliability notes §4): each test states the defined result the
// engine gives, the diagnostic it records, and that no frame holds NaN or a negative size.
// Bugs these tests found stay as regression tests named after the rule they protect.

private let phone = ProposedViewSize(width: 390, height: 844)

/// Lays `view` out and checks the invariants every layout must keep.
private func layout<V: View>(
    _ view: V, _ proposal: ProposedViewSize = phone, options: LayoutOptions = LayoutOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> ViewLayout {
    let result = ViewLayout(view, proposal: proposal, options: options)
    expectSaneFrames(result, "proposal \(proposal)", sourceLocation: sourceLocation)
    return result
}

/// The diagnostics whose kind matches `predicate`.
private func diagnostics(_ layout: ViewLayout, where predicate: (LayoutDiagnostic.Kind) -> Bool) -> [LayoutDiagnostic] {
    layout.diagnostics.filter { predicate($0.kind) }
}

@Suite("Bad input: frames")
struct RobustnessFrameTests {
    @Test("frame(width: -10) logs an invalid dimension and leaves the width unspecified")
    func negativeFrameWidth() {
        let result = layout(Text("Hello").frame(width: -10, height: 30))
        #expect(result.size == CGSize(width: 35, height: 30))  // the text's own width: as if width were nil
        #expect(result.nodes[1].frame == CGRect(x: 0, y: 6.5, width: 35, height: 17))
        let found = diagnostics(result) { if case .invalidFrameDimension(-10) = $0 { true } else { false } }
        #expect(found.count == 1)
        #expect(result.diagnostics.count == 1)
        #expect(result.warnings.first?.hasPrefix("Invalid frame dimension (negative or non-finite).") == true)
        #expect(found.first?.path == "frame")
        // A greedy child takes the proposal's width, as under frame(height: 30).
        let greedy = layout(Color.red.frame(width: -10, height: 30))
        #expect(greedy.size == CGSize(width: 390, height: 30))
    }

    @Test("frame(width: .nan) logs an invalid dimension and leaves the width unspecified")
    func nanFrameWidth() {
        let result = layout(Text("Hello").frame(width: .nan, height: 30))
        #expect(result.size == CGSize(width: 35, height: 30))
        let found = diagnostics(result) { if case .invalidFrameDimension(let value) = $0 { value.isNaN } else { false } }
        #expect(found.count == 1)
        #expect(result.diagnostics.count == 1)
        #expect(result.warnings.first?.hasPrefix("Invalid frame dimension (negative or non-finite). Got NaN") == true)
        let unspecified = layout(Color.red.frame(width: .nan), .unspecified)
        #expect(unspecified.size == CGSize(width: 10, height: 10))
    }

    @Test("frame(height: .infinity) logs an invalid dimension and leaves the height unspecified")
    func infiniteFrameHeight() {
        let result = layout(Color.red.frame(width: 30, height: .infinity))
        #expect(result.size == CGSize(width: 30, height: 844))
        let unspecified = layout(Color.red.frame(width: 30, height: .infinity), .unspecified)
        #expect(unspecified.size == CGSize(width: 30, height: 10))
        let found = diagnostics(result) { if case .invalidFrameDimension(.infinity) = $0 { true } else { false } }
        #expect(found.count == 1)
        #expect(result.diagnostics.count == 1)
        #expect(result.warnings.first?.hasPrefix("Invalid frame dimension (negative or non-finite). Got ∞") == true)
    }

    @Test("frame(minWidth: 100, maxWidth: 50) logs contradictory constraints and still lays out")
    func contradictoryFlexibleFrame() {
        for proposal in [phone, .unspecified, .zero, ProposedViewSize(width: 60, height: 40)] {
            let result = layout(Text("Hello").frame(minWidth: 100, maxWidth: 50), proposal)
            // With min > max the clamp is skipped and the minimum stands alone: at least 100.
            // (The notes expect the child's width, to be verified against SwiftUI.)
            #expect(result.size.width == 100, "proposal \(proposal)")
            #expect(allFramesFinite(result), "proposal \(proposal)")
            #expect(kinds(result) == [.contradictoryFrameConstraints], "proposal \(proposal)")
            #expect(result.warnings.first?.hasPrefix("Contradictory frame constraints specified.") == true)
            // The child is centred in the frame.
            #expect(result.nodes[1].frame?.midX == 50, "proposal \(proposal)")
        }
    }

    @Test("frame(minWidth: -5) is clamped to 0 without a diagnostic")
    func negativeMinimumWidth() {
        for proposal in [phone, .unspecified, .zero, .infinity] {
            let negative = layout(Text("Hi").frame(minWidth: -5), proposal)
            let zero = layout(Text("Hi").frame(minWidth: 0), proposal)
            #expect(negative.size == zero.size, "proposal \(proposal)")
            #expect(negative.diagnostics.isEmpty, "proposal \(proposal)")
        }
        #expect(layout(Text("Hi").frame(minWidth: -5)).size == CGSize(width: 14, height: 17))
    }
}

@Suite("Bad input: modifier values")
struct RobustnessModifierTests {
    @Test("padding(.nan) is ignored with a diagnostic")
    func nanPadding() {
        let result = layout(Text("Hi").padding(.nan))
        #expect(result.size == CGSize(width: 14, height: 17))
        #expect(result.nodes[1].frame == CGRect(x: 0, y: 0, width: 14, height: 17))
        let found = diagnostics(result) { if case .invalidValue("padding", let value) = $0 { value.isNaN } else { false } }
        #expect(!found.isEmpty)
        #expect(found.first?.description == "padding got NaN, which is not usable; it is ignored. Pass a finite value the modifier accepts. (at padding)")
        #expect(result.diagnostics.count == 1)
    }

    @Test("padding(-8) shrinks: the child is proposed more and the size never goes below 0")
    func negativePadding() {
        let text = layout(Text("Hi").padding(-8))
        #expect(text.size == CGSize(width: 0, height: 1))  // 14 − 16 clamped to 0, 17 − 16
        #expect(text.nodes[1].frame == CGRect(x: -8, y: -8, width: 14, height: 17))
        #expect(text.diagnostics.isEmpty)
        let color = layout(Color.red.padding(-8), ProposedViewSize(width: 100, height: 100))
        #expect(color.size == CGSize(width: 100, height: 100))
        #expect(color.nodes[1].frame == CGRect(x: -8, y: -8, width: 116, height: 116))
        #expect(color.diagnostics.isEmpty)
    }

    @Test("HStack(spacing: .nan) uses the default spacing with a diagnostic")
    func nanStackSpacing() {
        let view = HStack(spacing: .nan) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
        }
        let result = layout(view)
        #expect(result.size == CGSize(width: 28, height: 10))
        #expect(result.nodes.filter { $0.kind == "frame" }.map(\.frame?.minX) == [0, 18])
        let found = diagnostics(result) { if case .invalidValue("HStack(spacing:)", let value) = $0 { value.isNaN } else { false } }
        #expect(found.count == 1)
        #expect(result.warnings == ["HStack(spacing:) got NaN, which is not usable; it is ignored. Pass a finite value the modifier accepts. (at HStack)"])
    }

    @Test("aspectRatio(0), (-1) and (.nan) are ignored: the child's own ratio is used", arguments: [0, -1, CGFloat.nan])
    func invalidAspectRatio(ratio: CGFloat) {
        let proposal = ProposedViewSize(width: 100, height: 50)
        let result = layout(Color.red.aspectRatio(ratio, contentMode: .fit), proposal)
        let reference = layout(Color.red.aspectRatio(contentMode: .fit), proposal)
        #expect(result.size == reference.size)
        #expect(result.size == CGSize(width: 50, height: 50))  // Color's ideal 10 × 10 is square
        let found = diagnostics(result) {
            if case .invalidValue("aspectRatio", let value) = $0 { value == ratio || (value.isNaN && ratio.isNaN) } else { false }
        }
        #expect(found.count == 1)
        #expect(result.diagnostics.count == 1)
        #expect(result.warnings.first?.hasPrefix("aspectRatio got ") == true)
        #expect(result.warnings.first?.contains("which is not usable; it is ignored.") == true)
    }

    @Test("layoutPriority(.nan) is treated as 0, keeping the distribution's sort total")
    func nanLayoutPriority() {
        let nan = layout(HStack { Text("Hello world").layoutPriority(.nan); Text("Hello world") }, ProposedViewSize(width: 100, height: 100))
        let zero = layout(HStack { Text("Hello world"); Text("Hello world") }, ProposedViewSize(width: 100, height: 100))
        #expect(nan.nodes.map(\.frame) == zero.nodes.map(\.frame))
        #expect(nan.nodes[1].layoutPriority == 0)
        // Many NaN priorities among real ones: still every child placed, in order.
        let many = layout(
            HStack(spacing: 0) {
                ForEach(0..<50) { index in
                    Color.red.frame(minWidth: 1, maxWidth: 10).layoutPriority(index % 3 == 0 ? .nan : Double(index % 5))
                }
            }, ProposedViewSize(width: 200, height: 10))
        let xs = many.nodes[0].children.compactMap { many.nodes[$0].frame?.minX }
        #expect(xs == xs.sorted())
        #expect(many.size.width == 200)
        #expect(!nan.diagnostics.isEmpty)
    }

    @Test("offset(x: .nan) draws with offset 0 and leaves layout alone")
    func nanOffset() {
        let result = layout(Color.red.frame(width: 10, height: 10).offset(x: .nan, y: 3))
        #expect(result.size == CGSize(width: 10, height: 10))
        #expect(result.nodes[0].drawing.offset == CGSize(width: 0, height: 3))
        #expect(!result.diagnostics.isEmpty)
    }
}

@Suite("Bad input: alignment guides")
struct RobustnessAlignmentGuideTests {
    @Test("A guide closure returning NaN falls back to the guide's default, with a diagnostic")
    func nanGuide() {
        let view = VStack(alignment: .leading) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in .nan }
            Color.blue.frame(width: 20, height: 10)
        }
        let result = layout(view)
        #expect(result.size == CGSize(width: 20, height: 28))
        #expect(result.nodes.filter { $0.kind == "frame" }.map(\.frame?.minX) == [0, 0])
        let found = diagnostics(result) { if case .nonFiniteAlignmentGuide("leading", let value) = $0 { value.isNaN } else { false } }
        #expect(!found.isEmpty)
        #expect(found.first?.message == "The alignmentGuide closure for .leading returned NaN; the guide's default value is used instead. Return a finite value from the closure.")
        #expect(found.allSatisfy { $0.path == "VStack › frame[0]" })
        #expect(result.diagnostics.count == 1)
    }

    @Test("A guide closure returning ∞ falls back to the guide's default, with a diagnostic")
    func infiniteGuide() {
        let view = HStack(alignment: .top) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in .infinity }
            Color.blue.frame(width: 20, height: 20)
        }
        let result = layout(view)
        #expect(result.size == CGSize(width: 38, height: 20))
        #expect(result.nodes.filter { $0.kind == "frame" }.map(\.frame?.minY) == [0, 0])
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.kind == .nonFiniteAlignmentGuide(guide: "top", value: .infinity))
    }

    @Test("A guide closure reading its own guide sees the value underneath, not itself")
    func guideReadingItself() {
        let view = VStack(alignment: .leading) {
            Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { $0[.leading] + 5 }
            Color.blue.frame(width: 20, height: 10)
        }
        let result = layout(view)
        // The closure sees the default leading, 0, and answers 5: the red view's x = 5 lines up
        // with the blue view's x = 0, so blue moves 5 right.
        #expect(result.size == CGSize(width: 25, height: 28))
        #expect(result.nodes.filter { $0.kind == "frame" }.map(\.frame?.minX) == [0, 5])
        #expect(result.diagnostics.isEmpty)
        // Two closures for the same guide: the outer one sees the inner one's value.
        let twice = layout(
            VStack(alignment: .leading) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.leading) { $0[.leading] + 5 }.alignmentGuide(.leading) { $0[.leading] + 5 }
                Color.blue.frame(width: 20, height: 10)
            })
        #expect(twice.nodes.filter { $0.kind == "frame" }.map(\.frame?.minX) == [0, 10])
        // A custom guide read by its own closure, and the explicit-value subscript.
        let custom = layout(
            HStack(alignment: .center) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.center) { ($0[explicit: VerticalAlignment.center] ?? -1) + 1 }
                Color.blue.frame(width: 10, height: 20)
            })
        #expect(custom.nodes.filter { $0.kind == "frame" }.map(\.frame?.minY) == [10, 0])
    }
}

@Suite("Bad input: root proposals")
struct RobustnessRootProposalTests {
    @Test("A NaN root proposal is treated as unspecified, with a diagnostic")
    func nanRootProposal() {
        let result = layout(Color.red, ProposedViewSize(width: .nan, height: 50))
        #expect(result.size == CGSize(width: 10, height: 50))
        let found = diagnostics(result) { if case .invalidProposal = $0 { true } else { false } }
        #expect(!found.isEmpty)
        #expect(found.first?.message == "A proposal of NaN×50 is invalid: NaN became unspecified and negative lengths 0. Propose finite, non-negative lengths, or nil for an unspecified one.")
        #expect(result.diagnostics.count == 1)
    }

    @Test("A negative root proposal is treated as 0, with a diagnostic")
    func negativeRootProposal() {
        let result = layout(Color.red, ProposedViewSize(width: -5, height: 50))
        #expect(result.size == CGSize(width: 0, height: 50))
        #expect(result.diagnostics.count == 1)
        #expect(result.warnings == ["A proposal of -5×50 is invalid: NaN became unspecified and negative lengths 0. Propose finite, non-negative lengths, or nil for an unspecified one. (at Color)"])
        let text = layout(Text("Hello"), ProposedViewSize(width: -1, height: -1))
        #expect(text.size == .zero)
    }

    @Test("An infinite root proposal is valid: the root may be infinite, its origin stays (0, 0)")
    func infiniteRootProposal() {
        let color = layout(Color.red, .infinity)
        #expect(color.size == CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(color.root.frame?.origin == .zero)
        let text = layout(Text("Hello").padding(), .infinity)
        #expect(text.size == CGSize(width: 67, height: 49))
        #expect(text.diagnostics.isEmpty)
        #expect(color.diagnostics.isEmpty)
    }

    @Test("An unspecified root proposal gives ideal sizes")
    func unspecifiedRootProposal() {
        #expect(layout(Color.red, .unspecified).size == CGSize(width: 10, height: 10))
        #expect(layout(Text("Hello"), .unspecified).size == CGSize(width: 35, height: 17))
        let stack = layout(HStack { Color.red; Text("Hello") }, .unspecified)
        #expect(stack.size == CGSize(width: 53, height: 17))
        #expect(stack.diagnostics.isEmpty)
    }
}

@Suite("Hostile trees")
struct RobustnessHostileTreeTests {
    @Test("Empty stacks have zero size and no spacing", arguments: [phone, .unspecified, .zero, .infinity])
    func emptyStacks(proposal: ProposedViewSize) {
        for result in [
            layout(HStack {}, proposal), layout(VStack {}, proposal), layout(ZStack {}, proposal),
            layout(HStack(spacing: 10) { ForEach(0..<0) { _ in Color.red } }, proposal),
            layout(VStack(spacing: 10) { EmptyView() }, proposal),
        ] {
            #expect(result.size == .zero)
            #expect(result.nodes.count == 1)
            #expect(result.diagnostics.isEmpty)
        }
        // An empty stack beside a view still counts as a child with spacing.
        let beside = layout(HStack(spacing: 10) { HStack {}; Color.red.frame(width: 5, height: 5) }, proposal)
        #expect(beside.size == CGSize(width: 15, height: 5))
    }

    @Test("A chain of 10,000 padding(1) built with AnyView lays out completely: 20,000 + the leaf")
    func deepPaddingChain() {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
        let result = layout(view, .unspecified)
        #expect(result.size == CGSize(width: 20_010, height: 20_010))
        #expect(result.nodes.count == 10_002)
        #expect(result.diagnostics.isEmpty)  // laid out, not cut at the depth budget
        #expect(result.nodes.last?.frame == CGRect(x: 10_000, y: 10_000, width: 10, height: 10))
        let finite = layout(view, phone)
        #expect(finite.size == CGSize(width: 20_010, height: 20_010))
    }

    @Test("A chain deeper than the depth budget is cut there, with a diagnostic")
    func depthBudget() {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
        let result = layout(view, .unspecified, options: LayoutOptions(maxDepth: 1_000))
        #expect(kinds(result) == [.depthLimitExceeded(limit: 1_000)])
        #expect(result.warnings.first?.hasPrefix("The view tree is deeper than 1000 levels") == true)
        #expect(result.nodes.count < 1_000)
        #expect(result.size.width == result.size.height)
        #expect(result.size.width < 1_000)
    }

    @Test("100,000 siblings in an HStack finish with an exact size")
    func wideStack() {
        let view = HStack(spacing: 0) { ForEach(0..<100_000) { _ in Color.red } }
        let ideal = layout(view, ProposedViewSize(width: nil, height: 10))
        #expect(ideal.size == CGSize(width: 1_000_000, height: 10))
        #expect(ideal.nodes.last?.frame == CGRect(x: 999_990, y: 0, width: 10, height: 10))
        let shared = layout(view, ProposedViewSize(width: 100_000, height: 10))
        #expect(shared.size == CGSize(width: 100_000, height: 10))
        #expect(shared.nodes.last?.frame == CGRect(x: 99_999, y: 0, width: 1, height: 10))
        #expect(shared.diagnostics.isEmpty)
    }

    @Test("Empty and whitespace-only text have zero width and one line's height")
    func emptyText() {
        for string in ["", " ", "    "] {
            #expect(layout(Text(string)).size == CGSize(width: 0, height: 17), "\(string.debugDescription)")
            #expect(layout(Text(string), .unspecified).size == CGSize(width: 0, height: 17), "\(string.debugDescription)")
            #expect(layout(Text(string), .zero).size == .zero, "\(string.debugDescription)")
        }
        #expect(layout(Text("\n")).size == CGSize(width: 0, height: 34))
        #expect(layout(Text("\n\n\n"), .unspecified).size == CGSize(width: 0, height: 68))
    }

    @Test("A 10,000-character word at width 50 breaks between graphemes, quickly")
    func longWord() {
        let word = String(repeating: "x", count: 10_000)
        let clock = ContinuousClock()
        let start = clock.now
        let unlimited = layout(Text(word), ProposedViewSize(width: 50, height: nil))
        #expect(unlimited.size == CGSize(width: 49, height: 1_429 * 17))  // 7 graphemes a line
        let limited = layout(Text(word), ProposedViewSize(width: 50, height: 844))
        #expect(limited.size == CGSize(width: 49, height: 49 * 17))  // truncated to the lines that fit
        let ideal = layout(Text(word), .unspecified)
        #expect(ideal.size == CGSize(width: 70_000, height: 17))
        #expect(clock.now - start < .seconds(5))
    }

    @Test("Spacer under an unspecified proposal takes its minimum length")
    func spacerUnspecified() {
        #expect(layout(Spacer(), .unspecified).size == CGSize(width: 8, height: 8))
        #expect(layout(HStack { Spacer() }, .unspecified).size == CGSize(width: 8, height: 0))
        #expect(layout(VStack { Spacer() }, .unspecified).size == CGSize(width: 0, height: 8))
        #expect(layout(HStack { Spacer(minLength: 20); Text("Hi") }, .unspecified).size == CGSize(width: 34, height: 17))
        let stack = layout(VStack { Text("Hi"); Spacer(); Text("Hi") }, .unspecified)
        #expect(stack.size == CGSize(width: 14, height: 42))
        #expect(allFramesFinite(stack))
    }

    @Test("fixedSize() around Color is its finite ideal size, 10 × 10", arguments: [phone, .unspecified, .zero, .infinity])
    func fixedSizeColor(proposal: ProposedViewSize) {
        let result = layout(Color.red.fixedSize(), proposal)
        #expect(result.size == CGSize(width: 10, height: 10))
        #expect(allFramesFinite(result))
        #expect(result.diagnostics.isEmpty)
        let greedy = layout(Color.red.frame(maxWidth: .infinity).fixedSize(), proposal)
        #expect(greedy.size == CGSize(width: 10, height: 10))
    }
}

/// Minimal reproductions of the engine bugs the property tests found, each named after the
/// rule it protects: ∞ − ∞ in alignment, ∞ scales on unspecified axes, 0 × ∞ at an anchor.
@Suite("Regressions: infinite lengths and empty lines")
struct RobustnessKnownBugTests {
    @Test("A ZStack of a greedy view reports ∞, not NaN, under an ∞ proposal")
    func zStackUnderInfiniteProposal() {
        let result = ViewLayout(ZStack { Color.red }, proposal: .infinity)
        expectSaneFrames(result)
        #expect(result.size == CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(!result.diagnostics.contains { if case .invalidReportedSize = $0.kind { true } else { false } })
    }

    @Test("A ZStack around one view takes the same share of a stack as the view")
    func zStackSharesLikeItsChild() {
        let proposal = ProposedViewSize(width: 100, height: 50)
        let wrapped = ViewLayout(HStack(spacing: 0) { ZStack { Color.red }; Text("Hello world") }, proposal: proposal)
        let plain = ViewLayout(HStack(spacing: 0) { Color.red; Text("Hello world") }, proposal: proposal)
        expectSaneFrames(wrapped)
        #expect(plain.size == CGSize(width: 100, height: 50))
        #expect(wrapped.size == plain.size)
        #expect(wrapped.nodes[1].frame?.width == 65)
    }

    @Test("aspectRatio(.fill) with one unspecified axis stays finite")
    func aspectRatioFillWithUnspecifiedAxis() {
        let result = ViewLayout(Color.red.aspectRatio(2, contentMode: .fill), proposal: ProposedViewSize(width: nil, height: 100))
        expectSaneFrames(result)
        #expect(allFramesFinite(result))
        #expect(result.diagnostics.isEmpty)
    }

    @Test("aspectRatio(.fit) never answers ∞ on an unspecified axis")
    func aspectRatioFitWithInfiniteAxis() {
        let result = ViewLayout(Color.red.aspectRatio(2, contentMode: .fit), proposal: ProposedViewSize(width: nil, height: .infinity))
        expectSaneFrames(result)
        #expect(!result.diagnostics.contains { if case .invalidReportedSize = $0.kind { true } else { false } })
    }

    @Test("A Circle stays round and never answers ∞ on an unspecified axis")
    func circleWithInfiniteAndUnspecifiedAxes() {
        let alone = ViewLayout(Circle(), proposal: ProposedViewSize(width: .infinity, height: nil))
        let probed = ViewLayout(HStack { Circle() }, proposal: ProposedViewSize(width: 0, height: nil))
        expectSaneFrames(alone)
        expectSaneFrames(probed)
        #expect(alone.size.width == alone.size.height)
        #expect(alone.diagnostics.isEmpty)
        #expect(probed.diagnostics.isEmpty)
    }

    @Test("An infinite view placed at its top-leading corner gets a finite origin without a diagnostic")
    func infiniteViewAtTopLeading() {
        let result = ViewLayout(ZStack(alignment: .topLeading) { Color.red }, proposal: .infinity)
        expectSaneFrames(result)
        #expect(result.nodes.map(\.frame?.origin) == [.zero, .zero])
        #expect(result.diagnostics.isEmpty)
    }

    @Test("Text of line breaks only answers its own size with the same size")
    func lineBreaksAreAFixedPoint() {
        let first = ViewLayout(Text("\n"), proposal: ProposedViewSize(width: 20, height: 100))
        #expect(first.size == CGSize(width: 0, height: 34))
        let again = ViewLayout(Text("\n"), proposal: ProposedViewSize(first.size))
        #expect(again.size == first.size)
    }
}

/// Regressions from the review of the core engine.
@Suite("Regressions: review findings")
struct ReviewRegressionTests {
    @Test func textUnderHugeOrTinyLengthsDoesNotTrap() {
        #expect(ViewLayout(Text("x y"), proposal: ProposedViewSize(width: 320, height: 1e30)).size == CGSize(width: 21, height: 17))
        #expect(ViewLayout(Text("x y").frame(width: 1e20), proposal: .unspecified).size == CGSize(width: 1e20, height: 17))
        let tiny = ViewLayout(Text("x y").font(.system(size: 1e-18)), proposal: ProposedViewSize(width: 320, height: 480))
        #expect(tiny.size.width > 0 && tiny.size.width < 1)
        #expect(ViewLayout(Text("x y"), proposal: ProposedViewSize(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).size.width == 21)
    }

    @Test func aLoneChildsGuideDoesNotWidenItsStack() {
        let vertical = VStack(alignment: .leading) { Text("indent").alignmentGuide(.leading) { _ in -20 }.id("text") }
        let layout = ViewLayout(vertical, proposal: .unspecified)
        #expect(layout.size == CGSize(width: 42, height: 17))
        #expect(layout.frame(of: "text")?.minX == 0)
        let pair = VStack(alignment: .leading) {
            Text("indent").alignmentGuide(.leading) { _ in -20 }.id("indented")
            Text("flush").id("flush")
        }
        let both = ViewLayout(pair, proposal: .unspecified)
        #expect(both.frame(of: "indented")?.minX == 20)
        #expect(both.frame(of: "flush")?.minX == 0)
        #expect(both.size.width == 62)
    }

    @Test func priorityAndSpacersKeepTheirTraitsThroughModifiers() {
        let long = "A long line of text that wants room"
        let before = HStack(spacing: 0) { Text(long).layoutPriority(1).padding(0).id("text"); Color.red }
        let after = HStack(spacing: 0) { Text(long).padding(0).layoutPriority(1).id("text"); Color.red }
        let proposal = ProposedViewSize(width: 100, height: 100)
        #expect(ViewLayout(before, proposal: proposal).frame(of: "text")?.width == ViewLayout(after, proposal: proposal).frame(of: "text")?.width)
        let framedSpacer = HStack(spacing: 0) { Color.red.id("color"); Spacer().frame(minWidth: 5) }
        #expect(ViewLayout(framedSpacer, proposal: proposal).frame(of: "color")?.width == 95)
    }
}

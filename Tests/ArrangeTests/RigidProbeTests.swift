import Foundation
import Testing

@testable import Arrange

/// A stack asks a rigid child (`TraitRule`) its probe at 0 only and takes that answer for the
/// probe at ∞ and for the child's share (`LayoutPass.probe`, `StackLayout.probeFlexibility`).
/// Each scenario is laid out both ways — answering from traits, and asking everything as SwiftUI
/// (and an explained layout) does — and every node must get the same frame and placing proposal;
/// the interesting frames are then checked against the book's stack algorithm worked by hand.
///
/// The algorithm, for an `HStack` proposed W × H with spacing s between n children: probe each
/// child at 0 × H and ∞ × H; remaining = W − (n − 1)·s − Σ minimums; by priority group (highest
/// first), give the group its minimums back, then propose to each child, least flexible first,
/// remaining ÷ children left (never below 0) and subtract its answer. Frames below are in the
/// root's coordinates, the root at the origin (`local`).
@MainActor
@Suite("Engine: stacks probe rigid children once")
struct RigidProbeTests {
    /// A rigid leaf: a colour in a fixed frame.
    private func fixed(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.red.frame(width: width, height: height)
    }

    /// `view` laid out for `proposal` both ways; every node's frame and placing proposal, and
    /// the root's size, must agree. Returns the layout answered from traits.
    private func bothWays(
        _ view: some View, _ proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> ViewLayout {
        var fromTraits = LayoutOptions()
        fromTraits.answersFromTraits = true
        var everything = LayoutOptions()
        everything.answersFromTraits = false
        let once = ViewLayout(view, proposal: proposal, environment: environment, options: fromTraits)
        let asked = ViewLayout(view, proposal: proposal, environment: environment, options: everything)
        #expect(once.size == asked.size, "\(proposal)", sourceLocation: sourceLocation)
        #expect(once.nodes.count == asked.nodes.count, sourceLocation: sourceLocation)
        for (a, b) in zip(once.nodes, asked.nodes) {
            #expect(a.frame == b.frame, "\(proposal) \(once.path(of: a))", sourceLocation: sourceLocation)
            #expect(a.placedProposal == b.placedProposal, "\(proposal) \(once.path(of: a))", sourceLocation: sourceLocation)
        }
        return once
    }

    /// The frame of the node with `id`, relative to the root's origin.
    private func local(_ layout: ViewLayout, _ id: String) -> CGRect? {
        guard let frame = layout.frame(of: id), let root = layout.root.frame else { return nil }
        return frame.offsetBy(dx: -root.minX, dy: -root.minY)
    }

    private func approximately(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }

    // MARK: - 1. Rigid among flexible children, every kind of proposal

    /// `a` 40 × 20 and `b` 30 × 10 rigid, `c` a colour between them, 10 apart.
    private var mixedRow: some View {
        HStack(spacing: 10) {
            fixed(40, 20).id("a")
            Color.blue.id("c")
            fixed(30, 10).id("b")
        }
    }

    @Test func aRigidChildGetsTheShareItWouldBeAskedWhenTheRowIsLoose() {
        // Probes: a 40…40, c 0…∞, b 30…30. remaining = 200 − 20 − 70 = 110; order a, b, c (least
        // flexible first, then by position); given back 70 → 180. a: 180 ÷ 3 = 60 → 40, 140
        // left; b: 140 ÷ 2 = 70 → 30, 110 left; c: 110. Height: c takes 100, the others centred.
        let layout = bothWays(mixedRow, ProposedViewSize(width: 200, height: 100))
        #expect(layout.size == CGSize(width: 200, height: 100))
        #expect(local(layout, "a") == CGRect(x: 0, y: 40, width: 40, height: 20))
        #expect(local(layout, "c") == CGRect(x: 50, y: 0, width: 110, height: 100))
        #expect(local(layout, "b") == CGRect(x: 170, y: 45, width: 30, height: 10))
        // 7. The share each was placed with is the one the stack proposed, never asked.
        #expect(layout.node(id: "a")?.placedProposal == ProposedViewSize(width: 60, height: 100))
        #expect(layout.node(id: "b")?.placedProposal == ProposedViewSize(width: 70, height: 100))
        // 200 × nil: the same split, c 110 × 10 (a colour's ideal height), the row 20 high;
        // placed (step 6) for 200 × 20, probing again: c 110 × 20, the shares proposed 20 high.
        // Then the other corners of the proposal space, compared only.
        let noHeight = bothWays(mixedRow, ProposedViewSize(width: 200, height: nil))
        #expect(noHeight.size == CGSize(width: 200, height: 20))
        #expect(local(noHeight, "c") == CGRect(x: 50, y: 0, width: 110, height: 20))
        #expect(local(noHeight, "b") == CGRect(x: 170, y: 5, width: 30, height: 10))
        #expect(noHeight.node(id: "a")?.placedProposal == ProposedViewSize(width: 60, height: 20))
        for proposal in [
            ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: nil, height: 100), ProposedViewSize(width: 70, height: nil),
            ProposedViewSize(width: CGFloat.infinity, height: nil), ProposedViewSize(width: 200, height: CGFloat.infinity),
        ] {
            _ = bothWays(mixedRow, proposal)
        }
    }

    @Test func aRigidChildKeepsItsLengthWhenTheRowIsTightOrExact() {
        // Tight, 50: remaining = 50 − 20 − 70 = −40, given back 70 → 30. a: 30 ÷ 3 = 10 → 40,
        // −10 left; b: max(−10 ÷ 2, 0) = 0 → 30, −40 left; c: 0. The row is 90 wide, wider than
        // proposed. Exact, 90: remaining 0 → 70; a: 23.3… → 40; b: 15 → 30; c: 0.
        for (width, shares) in [(50.0, (10.0, 0.0)), (90.0, (70.0 / 3, 15.0))] {
            let layout = bothWays(mixedRow, ProposedViewSize(width: width, height: 100))
            #expect(layout.size == CGSize(width: 90, height: 100), "\(width)")
            #expect(local(layout, "a") == CGRect(x: 0, y: 40, width: 40, height: 20), "\(width)")
            #expect(local(layout, "c") == CGRect(x: 50, y: 0, width: 0, height: 100), "\(width)")
            #expect(local(layout, "b") == CGRect(x: 60, y: 45, width: 30, height: 10), "\(width)")
            #expect(layout.node(id: "a")?.placedProposal == ProposedViewSize(width: shares.0, height: 100), "\(width)")
            #expect(layout.node(id: "b")?.placedProposal == ProposedViewSize(width: shares.1, height: 100), "\(width)")
        }
    }

    @Test func aRigidChildInAnIdealRowIsProposedNothingAlongAndTheRowsHeightAcross() {
        // nil × nil: each child is proposed nil × nil (no probes): a 40 × 20, c its ideal 10 × 10,
        // b 30 × 10; the row is 100 × 20. Placed (step 6) for nil × 20: c becomes 10 × 20.
        let layout = bothWays(mixedRow, .unspecified)
        #expect(layout.size == CGSize(width: 100, height: 20))
        #expect(local(layout, "a") == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(local(layout, "c") == CGRect(x: 50, y: 0, width: 10, height: 20))
        #expect(local(layout, "b") == CGRect(x: 70, y: 5, width: 30, height: 10))
        #expect(layout.node(id: "a")?.placedProposal == ProposedViewSize(width: nil, height: 20))
    }

    @Test func aRigidChildInAnInfiniteRowIsProposedInfinity() {
        // ∞ × 100: remaining is ∞, every share ∞: a 40, b 30, c ∞.
        let layout = bothWays(mixedRow, ProposedViewSize(width: .infinity, height: 100))
        #expect(layout.size == CGSize(width: CGFloat.infinity, height: 100))
        #expect(layout.frame(of: "a")?.size == CGSize(width: 40, height: 20))
        #expect(layout.frame(of: "b")?.size == CGSize(width: 30, height: 10))
        #expect(layout.frame(of: "c")?.size == CGSize(width: CGFloat.infinity, height: 100))
        #expect(layout.node(id: "a")?.placedProposal == ProposedViewSize(width: .infinity, height: 100))
    }

    @Test func aRigidChildInAColumnWithASpacerAndAFlexibleFrame() {
        // VStack, spacing 4, proposed 100 × 120. Probes (heights): a 20…20, spacer 8…∞ (priority
        // −∞), m 0…∞, b 10…10. remaining = 120 − 12 − 38 = 70. Priority 0, order a, b, m, given
        // back 30 → 100: a 33.3… → 20, 80 left; b 40 → 10, 70 left; m 70 (100 wide: a
        // maxWidth ∞ frame takes the proposed width). Spacer: 0 + 8 → 8. Heights 20 + 8 + 70 +
        // 10 + 12 = 120; each centred across the 100.
        let column = VStack(spacing: 4) {
            fixed(40, 20).id("a")
            Spacer().id("s")
            Color.green.frame(maxWidth: .infinity).id("m")
            fixed(30, 10).id("b")
        }
        let layout = bothWays(column, ProposedViewSize(width: 100, height: 120))
        #expect(layout.size == CGSize(width: 100, height: 120))
        #expect(local(layout, "a") == CGRect(x: 30, y: 0, width: 40, height: 20))
        #expect(local(layout, "s") == CGRect(x: 50, y: 24, width: 0, height: 8))
        #expect(local(layout, "m") == CGRect(x: 0, y: 36, width: 100, height: 70))
        #expect(local(layout, "b") == CGRect(x: 35, y: 110, width: 30, height: 10))
        #expect(layout.node(id: "a")?.placedProposal == ProposedViewSize(width: 100, height: 100.0 / 3))
        // Tight, 30 high: remaining = 30 − 12 − 38 = −20 → 10: a 20, b 10, m 0, spacer 8: 50.
        let tight = bothWays(column, ProposedViewSize(width: 100, height: 30))
        #expect(tight.size == CGSize(width: 100, height: 50))
        #expect(local(tight, "b") == CGRect(x: 35, y: 40, width: 30, height: 10))
        let others = [ProposedViewSize.unspecified, ProposedViewSize(width: 100, height: .infinity), ProposedViewSize(width: 100, height: 62)]
        for proposal in others {
            _ = bothWays(column, proposal)
        }
    }

    // MARK: - 2. Layout priority

    @Test func aRigidChildOfHigherOrLowerPriorityIsProposedItsGroupsShare() {
        // Spacing 0, 60 × 10. Probes: hi 50…50 (priority 1), c 0…∞, lo 30…30 (priority −1).
        // remaining = 60 − 80 = −20. hi's group: −20 + 50 = 30 → 50, −20 left; c's: max(−20, 0)
        // = 0 → 0; lo's: −20 + 30 = 10 → 30. The row is 80 wide.
        let row = HStack(spacing: 0) {
            fixed(50, 10).layoutPriority(1).id("hi")
            Color.blue.id("c")
            fixed(30, 10).layoutPriority(-1).id("lo")
        }
        let tight = bothWays(row, ProposedViewSize(width: 60, height: 10))
        #expect(tight.size == CGSize(width: 80, height: 10))
        #expect(local(tight, "hi") == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(local(tight, "c") == CGRect(x: 50, y: 0, width: 0, height: 10))
        #expect(local(tight, "lo") == CGRect(x: 50, y: 0, width: 30, height: 10))
        #expect(tight.node(id: "hi")?.placedProposal == ProposedViewSize(width: 30, height: 10))
        #expect(tight.node(id: "lo")?.placedProposal == ProposedViewSize(width: 10, height: 10))
        // Loose, 200: remaining 120. hi: 170 → 50; c: 120; lo: 0 + 30 = 30 → 30.
        let loose = bothWays(row, ProposedViewSize(width: 200, height: 10))
        #expect(local(loose, "c") == CGRect(x: 50, y: 0, width: 120, height: 10))
        #expect(local(loose, "lo") == CGRect(x: 170, y: 0, width: 30, height: 10))
        #expect(loose.node(id: "hi")?.placedProposal == ProposedViewSize(width: 170, height: 10))
        #expect(loose.node(id: "lo")?.placedProposal == ProposedViewSize(width: 30, height: 10))
    }

    @Test func aRigidChildAfterAFlexibleOneOfHigherPriorityGetsWhatIsLeft() {
        // Spacing 0. Probes: r 50…50, c 0…∞ (priority 1). 100 wide: remaining 50; c: 50; r: 0 +
        // 50 = 50 → 50. 30 wide: remaining −20; c: 0; r: −20 + 50 = 30 → 50 (the row is 50).
        let row = HStack(spacing: 0) {
            fixed(50, 10).id("r")
            Color.blue.layoutPriority(1).id("c")
        }
        let loose = bothWays(row, ProposedViewSize(width: 100, height: 10))
        #expect(local(loose, "r") == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(local(loose, "c") == CGRect(x: 50, y: 0, width: 50, height: 10))
        let tight = bothWays(row, ProposedViewSize(width: 30, height: 10))
        #expect(tight.size == CGSize(width: 50, height: 10))
        #expect(local(tight, "c") == CGRect(x: 50, y: 0, width: 0, height: 10))
        #expect(tight.node(id: "r")?.placedProposal == ProposedViewSize(width: 30, height: 10))
    }

    // MARK: - 3. Alignment guides and baselines

    @Test func aRigidChildWithAnExplicitGuideIsAlignedByIt() {
        // Bottom-aligned, spacing 0, 100 × 50. Widths: tall 20, guided 20, c 100 − 40 = 60.
        // Bottom guides: tall 40, guided 10 ÷ 2 = 5, c 50. Relative to the guide line the union
        // runs from −50 (c's top) to 5 (guided hangs 5 below): 55 high. Guide line at y 50:
        // tall at 10, guided at 45, c at 0.
        let row = HStack(alignment: .bottom, spacing: 0) {
            fixed(20, 40).id("tall")
            fixed(20, 10).alignmentGuide(.bottom) { $0.height / 2 }.id("guided")
            Color.blue.id("c")
        }
        let layout = bothWays(row, ProposedViewSize(width: 100, height: 50))
        #expect(layout.size == CGSize(width: 100, height: 55))
        #expect(local(layout, "tall") == CGRect(x: 0, y: 10, width: 20, height: 40))
        #expect(local(layout, "guided") == CGRect(x: 20, y: 45, width: 20, height: 10))
        #expect(local(layout, "c") == CGRect(x: 40, y: 0, width: 60, height: 50))
        #expect(layout.node(id: "guided")?.isRigid == true)
        // Asked its probe at 0 only; its guide's closure is then given its dimensions for its
        // share (80 ÷ 2 = 40 after tall's 20), answered from its first answer.
        #expect(
            layout.node(id: "guided")?.answers == [
                ProposalAnswer(proposal: ProposedViewSize(width: 0, height: 50), size: CGSize(width: 20, height: 10)),
                ProposalAnswer(proposal: ProposedViewSize(width: 40, height: 50), size: CGSize(width: 20, height: 10)),
            ])
    }

    @Test func aRigidChildHoldingTextIsAlignedByItsBaseline() {
        // First-baseline-aligned, spacing 0, 200 × 100; text 7 per character, 17 a line, the
        // first baseline at 0.8 × 17 = 13.6. label: "Hi" (14 × 17) centred in 40 × 30, at y 6.5,
        // baseline 20.1. box: no text, baseline at its bottom, 20. t: "abc", 21 × 17, baseline
        // 13.6. Union relative to the guide line: −20.1 … 9.9, 30 high; line at 20.1.
        let row = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("Hi").frame(width: 40, height: 30).id("label")
            fixed(20, 20).id("box")
            Text("abc").id("t")
        }
        let layout = bothWays(row, ProposedViewSize(width: 200, height: 100))
        #expect(abs(layout.size.width - 81) < 1e-9 && abs(layout.size.height - 30) < 1e-9, "\(layout.size)")
        #expect(approximately(local(layout, "label"), CGRect(x: 0, y: 0, width: 40, height: 30)))
        #expect(approximately(local(layout, "box"), CGRect(x: 40, y: 0.1, width: 20, height: 20)))
        #expect(approximately(local(layout, "t"), CGRect(x: 60, y: 6.5, width: 21, height: 17)))
        #expect(layout.node(id: "label")?.isRigid == true)
        // Bottom-aligned: everything on y 30.
        let bottom = bothWays(
            HStack(alignment: .bottom, spacing: 0) {
                Text("Hi").frame(width: 40, height: 30).id("label")
                fixed(20, 20).id("box")
            }, ProposedViewSize(width: 200, height: 100))
        #expect(local(bottom, "box") == CGRect(x: 40, y: 10, width: 20, height: 20))
    }

    // MARK: - 4. Right to left

    @Test func rigidChildrenRightToLeftAreMirroredInTheirShares() {
        // The loose row of scenario 1 mirrored in its 200: a at 200 − 0 − 40 = 160, c at
        // 200 − 50 − 110 = 40, b at 200 − 170 − 30 = 0.
        let layout = bothWays(mixedRow.environment(\.layoutDirection, .rightToLeft), ProposedViewSize(width: 200, height: 100))
        #expect(local(layout, "a") == CGRect(x: 160, y: 40, width: 40, height: 20))
        #expect(local(layout, "c") == CGRect(x: 40, y: 0, width: 110, height: 100))
        #expect(local(layout, "b") == CGRect(x: 0, y: 45, width: 30, height: 10))
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let tight = bothWays(mixedRow, ProposedViewSize(width: 50, height: 100), environment: environment)
        #expect(local(tight, "a") == CGRect(x: 50, y: 40, width: 40, height: 20))
        #expect(local(tight, "b") == CGRect(x: 0, y: 45, width: 30, height: 10))
    }

    // MARK: - 5. Nested rigid stacks, fixedSize, images

    @Test func aRigidStackOfRigidStacksThreeLevelsDeepIsAskedOnce() {
        // inner: 10 + 2 + 10 = 22 × 20. middle: 30 wide, 20 + 3 + 5 = 28 high. outer: 30 + 4 + 6
        // = 40 × 28, padded by 1: 42 × 30. Beside a colour in 100 × 50: outer 42, the colour 58,
        // outer centred at y 10. Inside: inner centred in middle's 30 at x 1 + 4 = 5, y 11; the
        // 30 × 5 bar at y 11 + 23 = 34; the 6 × 6 square at x 1 + 30 + 4 = 35, y 11 + 11 = 22.
        let inner = HStack(spacing: 2) { fixed(10, 10); fixed(10, 20) }
        let middle = VStack(spacing: 3) { inner.id("inner"); fixed(30, 5).id("bar") }
        let outer = HStack(spacing: 4) { middle.id("middle"); fixed(6, 6).id("square") }.padding(1)
        let row = HStack(spacing: 0) { outer.id("outer"); Color.blue.id("c") }
        let layout = bothWays(row, ProposedViewSize(width: 100, height: 50))
        #expect(local(layout, "outer") == CGRect(x: 0, y: 10, width: 42, height: 30))
        #expect(local(layout, "c") == CGRect(x: 42, y: 0, width: 58, height: 50))
        #expect(local(layout, "inner") == CGRect(x: 5, y: 11, width: 22, height: 20))
        #expect(local(layout, "bar") == CGRect(x: 1, y: 34, width: 30, height: 5))
        #expect(local(layout, "square") == CGRect(x: 35, y: 22, width: 6, height: 6))
        for id in ["outer", "middle", "inner"] { #expect(layout.node(id: id)?.isRigid == true, "\(id)") }
        #expect(
            layout.node(id: "outer")?.answers == [
                ProposalAnswer(proposal: ProposedViewSize(width: 0, height: 50), size: CGSize(width: 42, height: 30))
            ])
        #expect(layout.node(id: "outer")?.placedProposal == ProposedViewSize(width: 50, height: 50))
        for proposal in [ProposedViewSize(width: 20, height: 10), .unspecified, ProposedViewSize(width: .infinity, height: .infinity)] {
            _ = bothWays(row, proposal)
        }
    }

    @Test func aFixedSizeTextAndAFixedImageBesideAColour() {
        // fixedSize is not rigid (its child could be anything): asked all three; "hello" 35 × 17
        // at its ideal size whatever its share. 20 × 30: remaining 20 − 35 = −15, given back 35
        // → 20; the text (flexibility 0) is proposed 10 → 35, −15 left; the colour 0.
        let text = bothWays(
            HStack(spacing: 0) { Text("hello").fixedSize().id("fixed"); Color.blue.id("c") }, ProposedViewSize(width: 20, height: 30))
        #expect(text.size == CGSize(width: 35, height: 30))
        #expect(local(text, "fixed") == CGRect(x: 0, y: 6.5, width: 35, height: 17))
        #expect(local(text, "c") == CGRect(x: 35, y: 0, width: 0, height: 30))
        #expect(text.node(id: "fixed")?.placedProposal == ProposedViewSize(width: 10, height: 30))
        // A 24 × 16 image is rigid: asked 0 × 40 only, placed with its share 100 ÷ 2 = 50.
        let image = bothWays(
            HStack(spacing: 0) { Image(size: CGSize(width: 24, height: 16)).id("image"); Color.blue.id("c") },
            ProposedViewSize(width: 100, height: 40))
        #expect(local(image, "image") == CGRect(x: 0, y: 12, width: 24, height: 16))
        #expect(local(image, "c") == CGRect(x: 24, y: 0, width: 76, height: 40))
        #expect(image.node(id: "image")?.isRigid == true)
        #expect(image.node(id: "image")?.answers.count == 1)
        #expect(image.node(id: "image")?.placedProposal == ProposedViewSize(width: 50, height: 40))
    }

    @Test func rigidChildrenWithDecorationsAndTheirNeighboursPreferredSpacing() {
        // Compared only: a rigid view under an overlay that reads its size (its reader's
        // children are made while placing, which takes the traits of the reader and its
        // ancestors away mid-pass), behind a background, beside texts, a divider and a spacer
        // at the spacing the neighbours prefer, in a row and a column.
        let reader = fixed(40, 20).overlay(GeometryReader { proxy in Color.clear.frame(width: proxy.size.width / 2).id("half") })
        let row = HStack {
            reader.id("read")
            Text("a label that wraps").id("t")
            fixed(16, 16).background(Color.blue).id("badge")
            Divider()
            Image(size: CGSize(width: 12, height: 30))
            Spacer(minLength: 3)
            fixed(30, 10).padding(.horizontal, 2).layoutPriority(2)
        }
        for proposal in [
            ProposedViewSize(width: 60, height: 40), ProposedViewSize(width: 160, height: 40), ProposedViewSize(width: 400, height: nil),
            .unspecified, ProposedViewSize(width: CGFloat.infinity, height: 50),
        ] {
            let layout = bothWays(row, proposal)
            // The reader is proposed its rigid primary's 40 × 20 whatever the row's share.
            #expect(layout.frame(of: "half")?.width == 20, "\(proposal)")
            #expect(layout.frame(of: "read")?.size == CGSize(width: 40, height: 20), "\(proposal)")
            _ = bothWays(VStack { row }, proposal)
        }
        let column = VStack(alignment: .leading) {
            reader
            Text("a label that wraps")
            fixed(16, 16).background(Color.blue)
            Divider()
            Spacer(minLength: 3)
        }
        for proposal in [ProposedViewSize(width: 60, height: 40), ProposedViewSize(width: 160, height: 200), .unspecified] {
            _ = bothWays(column, proposal)
        }
    }

    // MARK: - 6. Invalid and zero lengths

    @Test func aFrameWithAnInvalidWidthIsNotRigidAndFollowsItsColour() {
        // NaN and −5 are unspecified: the frame is 10 high and as wide as its colour, 0…∞.
        // Beside r (30 × 10) in 100: remaining 70; r first: 100 ÷ 2 = 50 → 30; the frame 70.
        for width in [CGFloat.nan, -5] {
            let row = HStack(spacing: 0) {
                Color.red.frame(width: width, height: 10).id("invalid")
                fixed(30, 10).id("r")
            }
            let layout = bothWays(row, ProposedViewSize(width: 100, height: 10))
            #expect(layout.node(id: "invalid")?.isRigid == false, "\(width)")
            #expect(local(layout, "invalid") == CGRect(x: 0, y: 0, width: 70, height: 10), "\(width)")
            #expect(local(layout, "r") == CGRect(x: 70, y: 0, width: 30, height: 10), "\(width)")
        }
    }

    @Test func zeroSizedRigidFramesTakeNothingButTheirSpacing() {
        // Spacing 10, 100 × 20: probes z 0…0, c 0…∞, z2 0…0; remaining 80: z 80 ÷ 3 → 0, z2
        // 80 ÷ 2 = 40 → 0, c 80.
        let row = HStack(spacing: 10) {
            fixed(0, 0).id("z")
            Color.blue.id("c")
            fixed(0, 0).id("z2")
        }
        let layout = bothWays(row, ProposedViewSize(width: 100, height: 20))
        #expect(local(layout, "z") == CGRect(x: 0, y: 10, width: 0, height: 0))
        #expect(local(layout, "c") == CGRect(x: 10, y: 0, width: 80, height: 20))
        #expect(local(layout, "z2") == CGRect(x: 100, y: 10, width: 0, height: 0))
        #expect(layout.node(id: "z2")?.placedProposal == ProposedViewSize(width: 40, height: 20))
    }

    /// A "rigid" view whose lengths overflow to ∞ (a frame of the greatest finite width, padded)
    /// does not answer every proposal alike: the pass replaces the ∞ with each proposed width. It
    /// stops being rigid, and so do its ancestors, when its sizing answers so.
    @Test func aViewWhoseSizeOverflowsToInfinityIsNotRigid() {
        // Asked everything: the padded frame answers 0 at 0 (∞ replaced by the proposed 0) and
        // ∞ at ∞; the colour 0…∞. Both flexibilities ∞: by position. remaining 100: the frame
        // 100 ÷ 2 = 50 → 50 (∞ replaced by 50), 50 left; the colour 50.
        let huge = Color.red.frame(width: .greatestFiniteMagnitude, height: 10).padding(.leading, 1e308)
        let row = HStack(spacing: 0) { huge.id("huge"); Color.blue.id("c") }
        let layout = bothWays(row, ProposedViewSize(width: 100, height: 10))
        #expect(local(layout, "huge") == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(local(layout, "c") == CGRect(x: 50, y: 0, width: 50, height: 10))
        #expect(layout.node(id: "huge")?.isRigid == false)
        // Inside a row of rigid views, the row stops being rigid too.
        let nested = HStack(spacing: 0) {
            HStack(spacing: 0) { huge; fixed(10, 10) }.id("inner")
            Color.blue.id("c")
        }
        let inNested = bothWays(nested, ProposedViewSize(width: 100, height: 10))
        #expect(inNested.node(id: "inner")?.isRigid == false)
        _ = bothWays(nested, ProposedViewSize(width: 40, height: 10))
        _ = bothWays(nested, .unspecified)
    }

    // MARK: - 7. What the node records

    @Test func aRigidChildRecordsOneAnswerFromTraitsAndThreeAskingEverything() {
        var everything = LayoutOptions()
        everything.answersFromTraits = false
        let proposal = ProposedViewSize(width: 200, height: 100)
        let once = ViewLayout(mixedRow, proposal: proposal)
        let asked = ViewLayout(mixedRow, proposal: proposal, options: everything)
        let forty = CGSize(width: 40, height: 20)
        #expect(once.node(id: "a")?.answers == [ProposalAnswer(proposal: ProposedViewSize(width: 0, height: 100), size: forty)])
        #expect(
            asked.node(id: "a")?.answers == [
                ProposalAnswer(proposal: ProposedViewSize(width: 0, height: 100), size: forty),
                ProposalAnswer(proposal: ProposedViewSize(width: .infinity, height: 100), size: forty),
                ProposalAnswer(proposal: ProposedViewSize(width: 60, height: 100), size: forty),
            ])
        #expect(once.node(id: "a")?.placedProposal == asked.node(id: "a")?.placedProposal)
    }

    // MARK: - 8. The explanation

    @Test func theExplanationStillProbesARigidChildAtInfinityAndProposesItsShare() {
        let layout = ViewLayout(mixedRow, proposal: ProposedViewSize(width: 200, height: 100))
        let sizing = layout.explanation.sizingSteps.map(\.english)
        #expect(sizing.contains { $0.contains("HStack probes frame with 0×100 and ∞×100: it answers 40×20 and 40×20") }, "\(sizing)")
        #expect(sizing.contains { $0.contains("HStack proposes 60×100 to frame: 180 remaining ÷ 3 views left.") }, "\(sizing)")
        #expect(sizing.contains { $0.contains("HStack proposes 70×100 to frame: 140 remaining ÷ 2 views left.") }, "\(sizing)")
    }

    // MARK: - 9. A user's layout

    /// Asks each subview 0 × 50, ∞ × 50 and 25 × 50, and places it with the last.
    struct ThreeProbes: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var width: CGFloat = 0
            for subview in subviews {
                _ = subview.sizeThatFits(ProposedViewSize(width: 0, height: 50))
                _ = subview.sizeThatFits(ProposedViewSize(width: .infinity, height: 50))
                width += subview.sizeThatFits(ProposedViewSize(width: 25, height: 50)).width
            }
            return CGSize(width: width, height: 50)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: 25, height: 50))
                x += subview.sizeThatFits(ProposedViewSize(width: 25, height: 50)).width
            }
        }
    }

    @Test func aUsersLayoutSeesEveryQuestionItAsksARigidChild() {
        let view = ThreeProbes { fixed(10, 10).id("a"); Color.blue.id("c") }
        let layout = bothWays(view, ProposedViewSize(width: 100, height: 50))
        let ten = CGSize(width: 10, height: 10)
        #expect(
            layout.node(id: "a")?.answers == [
                ProposalAnswer(proposal: ProposedViewSize(width: 0, height: 50), size: ten),
                ProposalAnswer(proposal: ProposedViewSize(width: .infinity, height: 50), size: ten),
                ProposalAnswer(proposal: ProposedViewSize(width: 25, height: 50), size: ten),
            ])
        #expect(layout.node(id: "a")?.queryCount == 4)
        #expect(local(layout, "a") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(local(layout, "c") == CGRect(x: 10, y: 0, width: 25, height: 50))
        let sizing = layout.explanation.sizingSteps.map(\.english).joined(separator: "\n")
        #expect(sizing.contains("∞×50"), "\(sizing)")
    }
}

// Modifiers without an effect at rest: they compile with SwiftUI's signatures, move nothing,
// and are recorded on the node they modify, innermost first.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Modifiers without an effect at rest")
struct RecordedModifierTests {
    private let screen = ProposedViewSize(width: 320, height: 480)
    private let metrics = MonospacedTextMetrics(advance: 10, lineHeight: 20)

    /// The frame of `"box"` in a 40 × 20 colour with and without `modify`, and the records.
    private func framesAndRecords<V: View>(_ modify: (AnyView) -> V) -> (plain: CGRect?, modified: CGRect?, records: [String]) {
        let box = AnyView(Color.red.frame(width: 40, height: 20))
        let plain = ViewLayout(VStack { box.id("box"); Text("below") }, proposal: screen)
        let modified = ViewLayout(VStack { modify(box).id("box"); Text("below") }, proposal: screen)
        let records = modified.nodes.flatMap(\.modifiers).map(\.description)
        return (plain.frame(of: "box"), modified.frame(of: "box"), records)
    }

    @Test func gesturesAreRecordedAndMoveNothing() {
        let result = framesAndRecords { box in
            box.onTapGesture(count: 2) {}
                .onLongPressGesture(minimumDuration: 1) {}
                .gesture(DragGesture(minimumDistance: 0).onChanged { value in _ = value.translation }.onEnded { _ in })
                .simultaneousGesture(TapGesture().onEnded {})
                .highPriorityGesture(MagnifyGesture().onChanged { _ in }, including: .gesture)
                .gesture(RotateGesture().simultaneously(with: MagnificationGesture()))
                .gesture(SpatialTapGesture(count: 1).onEnded { value in _ = value.location })
                .gesture(LongPressGesture().sequenced(before: DragGesture()))
        }
        #expect(result.plain == result.modified)
        #expect(result.plain?.size == CGSize(width: 40, height: 20))
        #expect(result.records == [
            "onTapGesture(count: 2)", "onLongPressGesture(minimumDuration: 1.0)",
            "gesture(DragGesture(minimumDistance: 0.0).onChanged.onEnded)", "simultaneousGesture(TapGesture.onEnded)",
            "highPriorityGesture(MagnifyGesture.onChanged)", "gesture(RotateGesture + MagnificationGesture)",
            "gesture(SpatialTapGesture.onEnded)", "gesture(LongPressGesture(minimumDuration: 0.5) then DragGesture)",
        ])
    }

    @Test func aCustomGestureIsDescribedByItsBody() {
        struct Swipe: Gesture {
            var body: some Gesture { DragGesture().onEnded { _ in } }
        }
        let layout = ViewLayout(Color.red.gesture(Swipe()), proposal: screen)
        #expect(layout.nodes.flatMap(\.modifiers).map(\.description) == ["gesture(DragGesture.onEnded)"])
    }

    @Test func animationsAndTransitionsAreRecorded() {
        var changed = 0
        withAnimation(.spring(duration: 0.3, bounce: 0.2)) { changed += 1 }
        withAnimation(.easeInOut(duration: 0.2).delay(0.1), completionCriteria: .removed) { changed += 1 } completion: { changed += 10 }
        #expect(changed == 12)
        let result = framesAndRecords { box in
            box.animation(.bouncy, value: changed)
                .animation(.easeIn.repeatForever(autoreverses: false))
                .transition(.move(edge: .leading).combined(with: .opacity))
                .transition(.blurReplace)
                .contentTransition(.numericText())
        }
        #expect(result.plain == result.modified)
        #expect(result.records == [
            "animation(bouncy, value: 12)", "animation(easeIn.repeatForever)",
            "transition(move(edge: .leading) + opacity)", "transition(BlurReplaceTransition)", "contentTransition(numericText)",
        ])
    }

    /// `Animation.logicallyComplete(after:)` (iOS 17) compiles where `withAnimation` takes it and
    /// is recorded with the animation; the picture is the animation's end.
    @Test func anAnimationLogicallyCompleteAfterADurationIsRecordedWithIt() {
        let lift = Animation.snappy.logicallyComplete(after: 0.1)
        var finished = false
        withAnimation(lift, completionCriteria: .logicallyComplete) {} completion: { finished = true }
        #expect(finished)
        let result = framesAndRecords { box in box.animation(lift, value: 1) }
        #expect(result.plain == result.modified)
        #expect(result.records == ["animation(snappy.logicallyComplete(after: 0.1), value: 1)"])
    }

    @Test func aPhaseAnimatorShowsItsFirstPhase() {
        let layout = ViewLayout(
            Color.red.frame(width: 10, height: 10).id("dot")
                .phaseAnimator([2.0, 4.0]) { content, scale in content.frame(width: 10 * scale, height: 10).id("phase") },
            proposal: screen)
        #expect(layout.frame(of: "phase")?.size == CGSize(width: 20, height: 10))
        #expect(layout.frame(of: "dot")?.size == CGSize(width: 10, height: 10))
        let animator = ViewLayout(PhaseAnimator([30.0, 60.0], trigger: 1) { width in Color.blue.frame(width: width, height: 5).id("bar") }, proposal: screen)
        #expect(animator.frame(of: "bar")?.size == CGSize(width: 30, height: 5))
    }

    @Test func aKeyframeAnimatorShowsItsInitialValue() {
        struct Values { var width: CGFloat = 24; var height: CGFloat = 8 }
        let layout = ViewLayout(
            Color.red.keyframeAnimator(initialValue: Values(), trigger: true) { content, value in
                content.frame(width: value.width, height: value.height).id("box")
            } keyframes: { _ in
                KeyframeTrack(\.width) {
                    LinearKeyframe(100, duration: 0.5)
                    SpringKeyframe(50, spring: .bouncy)
                }
                KeyframeTrack(\.height) { CubicKeyframe(3, duration: 1); MoveKeyframe(9) }
            },
            proposal: screen)
        #expect(layout.frame(of: "box")?.size == CGSize(width: 24, height: 8))
    }

    @Test func lifecycleActionsAreRecordedAndOnlyThoseOfAnAppearingViewRun() {
        // The view appears once: onAppear runs once; onChange without `initial` waits for a
        // change, which a constant never makes; onDisappear, refreshable and onSubmit never run.
        var appeared = 0
        var ranOther = false
        let result = framesAndRecords { box in
            box.onAppear { appeared += 1 }
                .onDisappear { ranOther = true }
                .onChange(of: 3) { old, new in ranOther = true }
                .onChange(of: "a") { ranOther = true }
                .onChange(of: 5, perform: { _ in ranOther = true })
                .task(priority: .background) {}
                .task(id: 7) {}
                .refreshable {}
                .onSubmit { ranOther = true }
        }
        #expect(appeared == 1)
        #expect(!ranOther)
        #expect(result.plain == result.modified)
        #expect(result.records == [
            "onAppear()", "onDisappear()", "onChange(of: 3)", "onChange(of: \"a\")", "onChange(of: 5)", "task()", "task(id: 7)",
            "refreshable()", "onSubmit()",
        ])
    }

    @Test func accessibilityIsRecordedWithItsValues() {
        let result = framesAndRecords { box in
            box.accessibilityLabel("Close")
                .accessibilityHint(Text("Closes the sheet"))
                .accessibilityValue(String("3 of 5"))
                .accessibilityHidden(false)
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits([.isButton, .isHeader])
                .accessibilityRemoveTraits(.isImage)
                .accessibilityIdentifier("close-button")
                .accessibilitySortPriority(2)
                .accessibilityAction(.escape) {}
                .accessibilityAction(named: "Delete") {}
        }
        #expect(result.plain == result.modified)
        #expect(result.records == [
            "accessibilityLabel(\"Close\")", "accessibilityHint(\"Closes the sheet\")", "accessibilityValue(\"3 of 5\")",
            "accessibilityHidden(false)", "accessibilityElement(children: .combine)", "accessibilityAddTraits([.isButton, .isHeader])",
            "accessibilityRemoveTraits([.isImage])", "accessibilityIdentifier(\"close-button\")", "accessibilitySortPriority(2.0)",
            "accessibilityAction(.escape)", "accessibilityAction(\"Delete\")",
        ])
    }

    @Test func inputSettingsAreRecorded() {
        let result = framesAndRecords { box in
            box.allowsHitTesting(false)
                .contentShape(Rectangle())
                .submitLabel(.search)
                .keyboardType(.emailAddress)
                .textContentType(.username)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .keyboardShortcut("s", modifiers: [.command, .shift])
                .keyboardShortcut(.defaultAction)
                .help("Saves")
                .textSelection(.enabled)
                .privacySensitive()
        }
        #expect(result.plain == result.modified)
        #expect(result.records == [
            "allowsHitTesting(false)", "contentShape(Rectangle)", "submitLabel(.search)", "keyboardType(.emailAddress)",
            "textContentType(.username)", "textInputAutocapitalization(.never)", "autocorrectionDisabled(true)",
            "keyboardShortcut(\"s\")", "keyboardShortcut(.defaultAction)", "help(\"Saves\")", "textSelection(enabled)",
            "privacySensitive()",
        ])
    }

    @Test func aTagIsKeptWithItsValue() {
        let layout = ViewLayout(HStack { Text("One").tag(1).id("one"); Text("Two").tag("two").id("two") }, proposal: screen)
        #expect(layout.node(id: "one")?.tag == AnyHashable(1))
        #expect(layout.node(id: "two")?.tag == AnyHashable("two"))
        #expect(layout.node(id: "two")?.modifiers.map(\.description) == ["tag(\"two\")"])
    }

    /// Engine 2 works a `ForEach` element's identity out when a tag is read, not while building:
    /// each element's views still carry it, a tag of their own still wins, and nested `ForEach`es
    /// keep the inner element's identity.
    @Test func aForEachElementsIdentityIsTheTagOfItsViewsUnlessTheyHaveOne() {
        struct Item: Identifiable { let id: String }
        let items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
        let layout = ViewLayout(
            VStack {
                ForEach(items) { item in Text(item.id).id("item-\(item.id)") }
                ForEach(10..<13) { number in
                    if number == 11 { Text("own").tag("mine").id("own") } else { Text("\(number)").id("number-\(number)") }
                }
                ForEach(0..<2) { outer in
                    ForEach(["x", "y"], id: \.self) { inner in Text(inner).id("nested-\(outer)-\(inner)") }
                }
            }, proposal: screen)
        #expect(layout.node(id: "item-b")?.tag == AnyHashable("b"))
        #expect(layout.node(id: "number-12")?.tag == AnyHashable(12))
        #expect(layout.node(id: "own")?.tag == AnyHashable("mine"))
        #expect(layout.node(id: "nested-1-y")?.tag == AnyHashable("y"))
        #expect(layout.root.tag == nil)
    }

    @Test func nodesWithoutSuchModifiersRecordNothing() {
        let layout = ViewLayout(VStack { Text("a"); Color.red.padding() }, proposal: screen)
        #expect(layout.nodes.allSatisfy { $0.modifiers.isEmpty && $0.tag == nil })
    }

    @Test func aLongLabelIsCutInTheRecord() {
        let label = String(repeating: "x", count: 500)
        let layout = ViewLayout(Color.red.accessibilityLabel(label), proposal: screen)
        let arguments = layout.nodes.flatMap(\.modifiers).first?.arguments ?? ""
        #expect(arguments.count == 60)
        #expect(arguments.hasSuffix("…"))
    }
}

// API the held-out surveys of 2026-12-02 (the second set at 06:17 UTC, `--held-out 3`) found
// missing: iOS 13's `Picker(selection:label:content:)`, `@AppStorage` of an optional
// enumeration, `scenePadding`, `textScale`, Combine's `Publishers.CombineLatest3`, and the
// `Selector` that `#selector` becomes.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

private enum Device: String { case phone, pad }

private struct DeviceLabel: View {
    @AppStorage("heldOutDevice") var device: Device?
    var body: some View {
        Color.black.frame(width: device == nil ? 10 : 20, height: 10).id("device")
    }
}

@Suite("API the second held-out survey found missing")
@MainActor
struct HeldOutSurvey3Tests {
    let phone = ProposedViewSize(width: 390, height: 844)

    @Test func iOS13sPickerWithALabelViewIsLaidOutAsTheLabelClosureForm() {
        let old = ViewLayout(Form { Picker(selection: .constant(1), label: Text("Size")) { Text("S").tag(1); Text("M").tag(2) }.id("p") }, proposal: phone)
        let new = ViewLayout(Form { Picker(selection: .constant(1)) { Text("S").tag(1); Text("M").tag(2) } label: { Text("Size") }.id("p") }, proposal: phone)
        #expect(old.frame(of: "p") != nil)
        #expect(old.frame(of: "p") == new.frame(of: "p"))
    }

    @Test func anOptionalEnumerationInAppStorageIsNilWhenAbsent() {
        let layout = ViewLayout(DeviceLabel(), proposal: .unspecified)
        #expect(layout.frame(of: "device")?.width == 10)
    }

    @Test func scenePaddingIsTheDefaultPaddingOnAnIPhone() {
        let scene = ViewLayout(Color.red.frame(width: 50, height: 50).scenePadding().id("s"), proposal: .unspecified)
        let padded = ViewLayout(Color.red.frame(width: 50, height: 50).padding().id("s"), proposal: .unspecified)
        #expect(scene.frame(of: "s") == CGRect(x: 0, y: 0, width: 82, height: 82))
        #expect(scene.frame(of: "s") == padded.frame(of: "s"))
        let horizontal = ViewLayout(Color.red.frame(width: 50, height: 50).scenePadding(.minimum, edges: .horizontal).id("s"), proposal: .unspecified)
        #expect(horizontal.frame(of: "s")?.size == CGSize(width: 82, height: 50))
    }

    @Test func textScaleKeepsTheFont() {
        let metrics = MonospacedTextMetrics(advance: 10, lineHeight: 20)
        let scaled = ViewLayout(Text("Overdue").textScale(.secondary).id("t").environment(\.textMetrics, metrics), proposal: phone)
        #expect(scaled.frame(of: "t")?.size == CGSize(width: 70, height: 20))
    }

    @Test func combineLatest3PublishesTheLatestOfAllThreeOnceEachHasPublished() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = PassthroughSubject<String, Never>()
        let c = CurrentValueSubject<Bool, Never>(true)
        var seen: [String] = []
        let subscription = Publishers.CombineLatest3(a, b, c).sink { seen.append("\($0)\($1)\($2)") }
        #expect(seen.isEmpty)
        b.send("x")
        a.send(2)
        c.send(false)
        #expect(seen == ["1xtrue", "2xtrue", "2xfalse"])
        subscription.cancel()
    }

    @Test func aSelectorNamesItsMethodAndAnObserverByNameIsKept() {
        let selector = Selector("keyboardWillShow(notification:)")
        #expect(selector.description == "keyboardWillShow(notification:)")
        #expect(selector == "keyboardWillShow(notification:)")
        NotificationCenter.default.addObserver(self, selector: selector, name: Notification.Name("UIKeyboardWillShowNotification"), object: nil)
    }
}

// API the held-out survey of 2026-12-02 04:07 UTC found missing (docs/compatibility.md,
// `Scripts/compatibility-corpus --held-out`): hiding the status bar and the home indicator,
// iOS 15's `searchable` with suggestions, a titled `DatePicker` up to a date, and
// `scrollDismissesKeyboard`.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("API the held-out survey found missing")
struct HeldOutSurveyTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    private func showsTime(_ layout: ViewLayout) -> Bool {
        layout.nodes.contains { node in
            if case .text(let string, _, _) = node.content { return string == DeviceChromeMetrics.time }
            return false
        }
    }

    private func showsHomeIndicator(_ layout: ViewLayout) -> Bool {
        layout.nodes.contains { $0.kind == "Capsule" }
    }

    @Test func theDeviceChromeLeavesOutTheOverlaysTheScreenHides() {
        let device = Device.iPhone15Pro
        let plain = ViewLayout(Color.white.deviceChrome(device), device: device)
        #expect(showsTime(plain) && showsHomeIndicator(plain))
        let noStatusBar = ViewLayout(VStack { Color.white.statusBarHidden() }.deviceChrome(device), device: device)
        #expect(!showsTime(noStatusBar) && showsHomeIndicator(noStatusBar))
        // iOS 13's spelling, and `false` keeps the bar.
        #expect(!showsTime(ViewLayout(Color.white.statusBar(hidden: true).deviceChrome(device), device: device)))
        #expect(showsTime(ViewLayout(Color.white.statusBar(hidden: false).deviceChrome(device), device: device)))
        let noIndicator = ViewLayout(Color.white.persistentSystemOverlays(.hidden).deviceChrome(device), device: device)
        #expect(showsTime(noIndicator) && !showsHomeIndicator(noIndicator))
        #expect(showsHomeIndicator(ViewLayout(Color.white.persistentSystemOverlays(.visible).deviceChrome(device), device: device)))
    }

    @Test func anOverlayIsHiddenWhenAnyViewOfTheScreenHidesIt() {
        let device = Device.iPhone15Pro
        let layout = ViewLayout(
            HStack { Color.white.statusBarHidden(false); Color.black.statusBarHidden() }.deviceChrome(device), device: device)
        #expect(!showsTime(layout))
    }

    @Test func searchableWithSuggestionsIsLaidOutAsWithoutThem() {
        let plain = ViewLayout(NavigationStack { Text("Fruit").id("t").searchable(text: .constant("")) }, proposal: phone)
        let suggested = ViewLayout(
            NavigationStack {
                Text("Fruit").id("t").searchable(text: .constant("")) { Text("Pear").id("s").searchCompletion("pear") }
            },
            proposal: phone)
        let prompted = ViewLayout(
            NavigationStack {
                Text("Fruit").id("t").searchable(text: .constant(""), prompt: "Fruit") { Text("Pear").id("s") }
            },
            proposal: phone)
        #expect(suggested.frame(of: "t") == plain.frame(of: "t"))
        #expect(prompted.frame(of: "t") == plain.frame(of: "t"))
        #expect(suggested.frame(of: "s") == nil)
        #expect(suggested.nodes.flatMap(\.modifiers).map(\.description).contains("searchSuggestions()"))
    }

    @Test func aTitledDatePickerUpToADateIsLaidOutAsOneWithoutARange() {
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        let upTo = ViewLayout(Form { DatePicker("Started", selection: .constant(day), in: ...day, displayedComponents: .date).id("p") }, proposal: phone)
        let free = ViewLayout(Form { DatePicker("Started", selection: .constant(day), displayedComponents: .date).id("p") }, proposal: phone)
        #expect(upTo.frame(of: "p") != nil)
        #expect(upTo.frame(of: "p") == free.frame(of: "p"))
    }

    @Test func scrollDismissesKeyboardIsRecorded() {
        let layout = ViewLayout(ScrollView { Color.red.frame(height: 40) }.scrollDismissesKeyboard(.interactively), proposal: phone)
        #expect(layout.nodes.flatMap(\.modifiers).map(\.description).contains("scrollDismissesKeyboard(.interactively)"))
    }

    /// English lists as Apple's `en` ListFormatter writes them (serial comma).
    @Test func aListFormatterJoinsItemsAsEnglishWritesThem() {
        #expect(ListFormatter.localizedString(byJoining: []) == "")
        #expect(ListFormatter.localizedString(byJoining: ["Ana"]) == "Ana")
        #expect(ListFormatter.localizedString(byJoining: ["Ana", "Ben"]) == "Ana and Ben")
        #expect(ListFormatter.localizedString(byJoining: ["Ana", "Ben", "Cy"]) == "Ana, Ben, and Cy")
        #expect(ListFormatter().string(from: [1, 2, 3]) == "1, 2, and 3")
        #expect(ListFormatter().string(for: "not a list") == nil)
        // As text in a view, the joined phrase is what is measured.
        let joined = ViewLayout(Text(ListFormatter.localizedString(byJoining: ["Ana", "Ben"])).id("t"), proposal: .unspecified)
        let written = ViewLayout(Text("Ana and Ben").id("t"), proposal: .unspecified)
        #expect(joined.frame(of: "t") == written.frame(of: "t"))
    }
}

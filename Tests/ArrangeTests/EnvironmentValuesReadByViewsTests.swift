// Environment values views read: each one readable with @Environment in a view, asserted
// through a frame that depends on it, with an iPhone's defaults in portrait.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

/// A 10-point-high bar whose width a view chooses from what it read.
private struct Bar: View {
    let width: CGFloat
    var body: some View { Color.red.frame(width: width, height: 10).id("bar") }
}

private struct SizeClassReader: View {
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical
    var body: some View { Bar(width: (horizontal == .compact ? 10 : 20) + (vertical == .regular ? 1 : 2)) }
}

private struct EnabledReader: View {
    @Environment(\.isEnabled) var isEnabled
    var body: some View { Bar(width: isEnabled ? 50 : 5) }
}

private struct DynamicTypeReader: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View { Bar(width: CGFloat(size.rawValue) + (size.isAccessibilitySize ? 100 : 0)) }
}

private struct LocaleReader: View {
    @Environment(\.locale) var locale
    @Environment(\.timeZone) var timeZone
    @Environment(\.calendar) var calendar
    var body: some View {
        Bar(width: (locale.identifier == "en_US" ? 10 : 20) + (timeZone.identifier == "Asia/Seoul" ? 1 : 0) + (calendar.identifier == .gregorian ? 100 : 200))
    }
}

private struct RedactionReader: View {
    @Environment(\.redactionReasons) var reasons
    var body: some View { Bar(width: reasons.contains(.placeholder) ? 30 : 3) }
}

private struct ActionReader: View {
    @Environment(\.dismiss) var dismiss
    @Environment(\.openURL) var openURL
    @Environment(\.openWindow) var openWindow
    @Environment(\.isPresented) var isPresented
    @Environment(\.scenePhase) var scenePhase
    @Environment(\.displayScale) var displayScale
    var body: some View {
        dismiss()
        openURL(URL(string: "https://example.com")!)
        openWindow(id: "main")
        return Bar(width: (isPresented ? 1 : 2) + (scenePhase == .active ? 10 : 20) + displayScale * 100)
    }
}

private struct SizeCategoryReader: View {
    @Environment(\.sizeCategory) var category
    var body: some View { Bar(width: category == .extraLarge ? 40 : 4) }
}

@Suite("Environment values views read")
struct EnvironmentValuesReadByViewsTests {
    private let screen = ProposedViewSize(width: 320, height: 480)

    private func barWidth<V: View>(_ view: V) -> CGFloat? {
        ViewLayout(view, proposal: screen).frame(of: "bar")?.width
    }

    @Test func sizeClassesAreThoseOfAnIPhoneInPortrait() {
        #expect(barWidth(SizeClassReader()) == 11)
        #expect(barWidth(SizeClassReader().environment(\.horizontalSizeClass, .regular).environment(\.verticalSizeClass, .compact)) == 22)
    }

    @Test func disabledTurnsIsEnabledOffAndNothingInsideTurnsItOn() {
        #expect(barWidth(EnabledReader()) == 50)
        #expect(barWidth(EnabledReader().disabled(true)) == 5)
        #expect(barWidth(EnabledReader().disabled(false)) == 50)
        #expect(barWidth(EnabledReader().disabled(false).disabled(true)) == 5)
    }

    @Test func dynamicTypeSizeIsLargeByDefaultAndClampedByRanges() {
        #expect(barWidth(DynamicTypeReader()) == 3)
        #expect(barWidth(DynamicTypeReader().dynamicTypeSize(.accessibility2)) == 108)
        #expect(barWidth(DynamicTypeReader().dynamicTypeSize(...DynamicTypeSize.medium)) == 2)
        #expect(barWidth(DynamicTypeReader().dynamicTypeSize(.xLarge...)) == 4)
        #expect(barWidth(DynamicTypeReader().dynamicTypeSize(.small ... .xxxLarge).dynamicTypeSize(.accessibility5)) == 6)
        #expect(barWidth(SizeCategoryReader().dynamicTypeSize(.xLarge)) == 40)
        #expect(barWidth(DynamicTypeReader().environment(\.sizeCategory, .extraSmall)) == 0)
    }

    @Test func localeTimeZoneAndCalendarAreReadable() {
        #expect(barWidth(LocaleReader().environment(\.timeZone, TimeZone(identifier: "UTC")!)) == 110)
        #expect(barWidth(LocaleReader().environment(\.locale, Locale(identifier: "ko_KR")).environment(\.timeZone, TimeZone(identifier: "Asia/Seoul")!)) == 121)
        #expect(barWidth(LocaleReader().environment(\.calendar, Calendar(identifier: .buddhist)).environment(\.timeZone, TimeZone(identifier: "UTC")!)) == 210)
    }

    @Test func redactedSetsTheReasonsAndUnredactedClearsThem() {
        #expect(barWidth(RedactionReader()) == 3)
        #expect(barWidth(RedactionReader().redacted(reason: .placeholder)) == 30)
        // The modifier nearer the view is the one it sees.
        #expect(barWidth(RedactionReader().unredacted().redacted(reason: .placeholder)) == 3)
        #expect(barWidth(RedactionReader().redacted(reason: .placeholder).unredacted()) == 30)
    }

    @Test func anOptionalCustomKeyWithoutAValueReadsItsDefault() {
        struct Key: EnvironmentKey { static var defaultValue: Int? { 7 } }
        var values = EnvironmentValues()
        #expect(values[Key.self] == 7)
        values[Key.self] = nil
        #expect(values[Key.self] == nil)
        values[Key.self] = 3
        #expect(values[Key.self] == 3)
    }

    @Test func actionsCanBeCalledAndNothingIsPresentedAtRest() {
        #expect(barWidth(ActionReader()) == 212)
        #expect(barWidth(ActionReader().environment(\.scenePhase, .background).environment(\.displayScale, 3)) == 322)
    }

    @Test func anOpenURLHandlerIsCalled() {
        var opened: [URL] = []
        var accepted: Bool?
        let action = OpenURLAction { url in
            opened.append(url)
            return .discarded
        }
        action(URL(string: "https://a.example")!) { accepted = $0 }
        #expect(opened.map(\.absoluteString) == ["https://a.example"])
        #expect(accepted == false)
    }
}

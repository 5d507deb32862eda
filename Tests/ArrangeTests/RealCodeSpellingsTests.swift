// Spellings real view files use that the compatibility survey found missing or different
// (docs/compatibility.md): each compiles with SwiftUI's signature and gives SwiftUI's result.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

private enum Phase { case ready, done }

/// A view whose `@State` has no initial value: the memberwise initialiser takes the value.
private struct PhaseBadge: View {
    @State var phase: Phase
    @State var note: String?
    var body: some View {
        Color.red.frame(width: phase == .ready ? 10 : 20, height: note == nil ? 5 : 15).id("badge")
    }
}

private struct AccessibilityReader: View {
    @Environment(\.accessibilityDifferentiateWithoutColor) var differentiate
    @Environment(\.accessibilityReduceTransparency) var reduceTransparency
    @Environment(\.accessibilityInvertColors) var invertColors
    @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
    @Environment(\.legibilityWeight) var weight
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        let width = (differentiate ? 1 : 0) + (reduceTransparency ? 2 : 0) + (invertColors ? 4 : 0) + (voiceOver ? 8 : 0)
            + (weight == .bold ? 16 : 0) + (presentationMode.wrappedValue.isPresented ? 32 : 0)
        return Color.red.frame(width: CGFloat(width) + 100, height: 10).id("bar")
    }
}

@Suite("Spellings of real view code")
struct RealCodeSpellingsTests {
    let free = ProposedViewSize.unspecified

    @Test func aStateWithoutInitialValueIsTakenByTheMemberwiseInitialiser() {
        #expect(ViewLayout(PhaseBadge(phase: .ready), proposal: free).frame(of: "badge")?.size == CGSize(width: 10, height: 5))
        #expect(ViewLayout(PhaseBadge(phase: .done, note: "x"), proposal: free).frame(of: "badge")?.size == CGSize(width: 20, height: 15))
    }

    @Test func aDateInterpolatedWithAFormatterIsTheFormattersText() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let date = Date(timeIntervalSince1970: 0)
        let interpolated = ViewLayout(Text("Due \(date, formatter: formatter)"), proposal: free).size
        #expect(interpolated == ViewLayout(Text("Due 1970-01-01"), proposal: free).size)
    }

    @Test func accessibilitySettingsAreOffByDefaultAndSettable() {
        let screen = ProposedViewSize(width: 320, height: 480)
        #expect(ViewLayout(AccessibilityReader(), proposal: screen).frame(of: "bar")?.width == 100)
        let set = AccessibilityReader()
            .environment(\.accessibilityDifferentiateWithoutColor, true)
            .environment(\.accessibilityReduceTransparency, true)
            .environment(\.accessibilityInvertColors, true)
            .environment(\.legibilityWeight, .bold)
        #expect(ViewLayout(set, proposal: screen).frame(of: "bar")?.width == 123)
    }

    @Test func anAnimatedBindingReadsAndWritesThrough() {
        var stored = false
        let binding = Binding(get: { stored }, set: { stored = $0 })
        let animated = binding.animation()
        animated.wrappedValue = true
        #expect(stored)
        #expect(binding.animation(.spring()).wrappedValue)
    }

    // SwiftUI's documentation of move(fromOffsets:toOffset:): moving "B" and "C" of
    // [A, B, C, D, E] to offset 4 gives [A, D, B, C, E].
    @Test func movingOffsetsKeepsOrderAndInsertsBeforeTheDestination() {
        var letters = ["A", "B", "C", "D", "E"]
        letters.move(fromOffsets: [1, 2], toOffset: 4)
        #expect(letters == ["A", "D", "B", "C", "E"])
        letters.move(fromOffsets: [4], toOffset: 0)
        #expect(letters == ["E", "A", "D", "B", "C"])
        letters.move(fromOffsets: [0], toOffset: 99)
        #expect(letters == ["A", "D", "B", "C", "E"])
        letters.move(fromOffsets: [7], toOffset: 0)
        #expect(letters == ["A", "D", "B", "C", "E"])
    }

    @Test func removingOffsetsRemovesThoseElementsOnly() {
        var numbers = [10, 11, 12, 13, 14]
        numbers.remove(atOffsets: [0, 2, 4])
        #expect(numbers == [11, 13])
        numbers.remove(atOffsets: [5, -1])
        #expect(numbers == [11, 13])
        numbers.remove(atOffsets: IndexSet(0..<2))
        #expect(numbers.isEmpty)
    }

    @Test func aLocalizedStringIsItsKeyOrDefaultValue() {
        #expect(String(localized: "New Player", comment: "Default name") == "New Player")
        #expect(String(localized: "greeting", defaultValue: "Hello") == "Hello")
    }
}

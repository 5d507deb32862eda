// Preferences flow up the tree (set, transformed, combined in order with reduce), anchors
// resolve in a reader's coordinates, and onPreferenceChange lays the view out again until its
// value settles.
import Arrange
import Foundation
import Testing

private let screen = ProposedViewSize(width: 390, height: 844)

/// The bounds of the one view that sets it.
struct TargetBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// Names in view order.
struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

/// The widest width set below.
struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// What onPreferenceChange actions write, and views read: a stand-in for `@State` on the root
/// view (a reference, so that the next layout's body sees what the action wrote).
final class Recorded<Value>: @unchecked Sendable {
    var value: Value
    var calls = 0
    init(_ value: Value) { self.value = value }
}

/// A blue 80 × 40 view under a red one, with a green 2-point border drawn by an overlay at the
/// blue view's anchored bounds.
struct AnchoredBorder: View {
    var body: some View {
        VStack(spacing: 20) {
            Color.red.frame(width: 50, height: 30)
            Color.blue.frame(width: 80, height: 40)
                .anchorPreference(key: TargetBoundsKey.self, value: .bounds) { $0 }
                .id("target")
        }
        .overlayPreferenceValue(TargetBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Rectangle().strokeBorder(Color.green, lineWidth: 2)
                        .frame(width: rect.width, height: rect.height)
                        .id("border")
                        .position(x: rect.midX, y: rect.midY)
                }
            }
        }
        .padding(10)
    }
}

/// Three texts made as wide as the widest, from the widths they reported in the layout before.
struct EqualWidthColumns: View {
    let width: Recorded<CGFloat?>

    var body: some View {
        HStack(spacing: 0) {
            ForEach(["a", "bbbb", "cc"], id: \.self) { name in
                Text(name)
                    .frame(width: width.value)
                    .background(GeometryReader { proxy in Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width) })
                    .id(name)
            }
        }
        .onPreferenceChange(MaxWidthKey.self) { width.value = $0; width.calls += 1 }
    }
}

@Suite("Preferences and anchors")
@MainActor
struct PreferenceTests {
    @Test func anchorPreferenceOverlayDrawsItsBorderAtTheAnchoredViewsFrame() {
        let layout = ViewLayout(AnchoredBorder(), proposal: screen)
        // Padding 10; the VStack is 80 wide; the blue view is 30 + 20 below its top.
        #expect(layout.frame(of: "target") == CGRect(x: 10, y: 60, width: 80, height: 40))
        #expect(layout.frame(of: "border") == CGRect(x: 10, y: 60, width: 80, height: 40))
        #expect(layout.warnings.isEmpty)
    }

    @Test func anchorPointsResolveInTheReadersCoordinates() {
        struct PointsKey: PreferenceKey {
            static let defaultValue: [Anchor<CGPoint>] = []
            static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
        }
        let seen = Recorded<[CGPoint]>([])
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 60, height: 30)
                .transformAnchorPreference(key: PointsKey.self, value: .center) { $0.append($1) }
                .transformAnchorPreference(key: PointsKey.self, value: .topLeading) { $0.append($1) }
        }
        .overlayPreferenceValue(PointsKey.self) { anchors in
            GeometryReader { proxy in
                Color.clear.recording(anchors.map { proxy[$0] }, into: seen)
            }
        }
        _ = ViewLayout(view.padding(5), proposal: screen)
        // The blue view is at (40, 0) in the HStack, which the reader covers: its centre is
        // (40 + 30, 15); the outer modifier appended the top-leading corner after it.
        #expect(seen.value == [CGPoint(x: 70, y: 15), CGPoint(x: 40, y: 0)])
    }

    @Test func preferencesCombineInViewOrderAndModifiersTransformOrReplaceThem() {
        let combined = Recorded<[String]>([])
        let replaced = Recorded<[String]>([])
        let siblings = VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            Text("none")
            HStack {
                Text("b").preference(key: NamesKey.self, value: ["b"])
                Text("c").preference(key: NamesKey.self, value: ["c"])
            }
        }
        _ = ViewLayout(
            siblings.transformPreference(NamesKey.self) { $0.append("parent") }
                .onPreferenceChange(NamesKey.self) { combined.value = $0 },
            proposal: screen)
        #expect(combined.value == ["a", "b", "c", "parent"])
        _ = ViewLayout(
            siblings.preference(key: NamesKey.self, value: ["override"]).onPreferenceChange(NamesKey.self) { replaced.value = $0 },
            proposal: screen)
        #expect(replaced.value == ["override"])
    }

    @Test func onPreferenceChangeIntoStateLaysOutAgainWithEqualWidthColumns() {
        // The first layout measures the texts' own widths (1, 4 and 2 graphemes of 7 points);
        // the action keeps the widest, 28, and the next layout gives all three 28 points. That
        // layout reports 28 again, so the picture has settled after two layouts.
        let width = Recorded<CGFloat?>(nil)
        let layout = ViewLayout(EqualWidthColumns(width: width), proposal: screen)
        #expect(width.value == 28)
        #expect(width.calls == 1)
        #expect(layout.frame(of: "a")?.width == 28)
        #expect(layout.frame(of: "bbbb")?.width == 28)
        #expect(layout.frame(of: "cc") == CGRect(x: 56, y: 0, width: 28, height: 17))
        #expect(layout.warnings.isEmpty)
    }

    @Test func aPreferenceThatNeverSettlesStopsAfterTheBoundWithAWarningNamingTheKey() {
        // Each layout the view grows by 10, so its width (the value) is new every time.
        let growth = Recorded<CGFloat>(10)
        struct Growing: View {
            let growth: Recorded<CGFloat>
            var body: some View {
                Color.red.frame(width: growth.value, height: 10)
                    .background(GeometryReader { proxy in Color.clear.preference(key: MaxWidthKey.self, value: proxy.size.width) })
                    .onPreferenceChange(MaxWidthKey.self) { growth.value = $0 + 10 }
                    .id("growing")
            }
        }
        let layout = ViewLayout(Growing(growth: growth), proposal: screen)
        // Widths 10, 20, … 80: the 8th layout (LayoutRounds.limit) is shown.
        #expect(layout.frame(of: "growing")?.width == 80)
        #expect(layout.warnings.contains { $0.contains("onPreferenceChange(MaxWidthKey.self) saw a different value after each of 8 layouts") })
    }

    @Test func backgroundPreferenceValueIsDrawnBehindAndOfferedTheViewsSize() {
        let view = Text("Hello")
            .preference(key: NamesKey.self, value: ["x"])
            .backgroundPreferenceValue(NamesKey.self) { names in
                Color.yellow.id("behind \(names.count)")
            }
        let layout = ViewLayout(view, proposal: screen)
        #expect(layout.frame(of: "behind 1") == CGRect(x: 0, y: 0, width: 35, height: 17))
        #expect(layout.node(id: "behind 1").flatMap { layout.nodes[$0.parent!].parent }.map { layout.nodes[$0].drawsSecondaryBehind } == true)
    }
}

extension View {
    /// Records `value` into `box` when the view is built (a test's window into a closure).
    fileprivate func recording<T>(_ value: T, into box: Recorded<T>) -> some View {
        box.value = value
        return self
    }
}

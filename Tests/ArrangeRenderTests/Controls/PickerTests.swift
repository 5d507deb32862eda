import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// Picker in each style, in and out of a Form, and with a selection that matches no tag.
@Suite struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, strawberry
        var id: Self { self }
    }

    func picker(_ selection: Flavor) -> some View {
        Picker("Flavor", selection: .constant(selection)) {
            Text("Vanilla").tag(Flavor.vanilla)
            Text("Chocolate").tag(Flavor.chocolate)
            Text("Strawberry").tag(Flavor.strawberry)
        }
    }

    func texts(_ layout: ViewLayout) -> [String] {
        layout.nodes.compactMap { node in
            if case .text(let string, _, _) = node.content { return string }
            return nil
        }
    }

    // ios-metrics.md §5: the menu style by default (OSUI IOSPickerIsMenuByDefault): the selection
    // and the up-and-down chevrons (PickerMetrics: 12 pt, 4 after the title).
    @Test func theMenuStyleShowsTheSelectionWithChevrons() throws {
        let layout = RenderTesting.layout(picker(.chocolate).id("p"))
        #expect(texts(layout) == ["Chocolate"])
        let title = ControlTesting.textSize("Chocolate")
        let frame = try #require(layout.frame(of: "p"))
        #expect(approximatelyEqual(frame.width, title.width + 4 + 12 * 1.2))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theMenuStyleIsDrawnInTheTint(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(picker(.chocolate), scale: scale).image
        #expect(ControlTesting.count(SystemColor.blue, in: image, tolerance: 8) > Int(10 * scale * scale))
    }

    // OSUI LeadingTrailingLabeledContentStyle (ios-metrics.md §4): in a Form row, the label leading
    // and the selection trailing in secondaryLabel.
    @Test func inAFormRowTheLabelLeadsAndTheSelectionTrails() throws {
        let row = picker(.vanilla).environment(\.listRowContext, ListRowContext(container: .form, style: .insetGrouped)).id("p")
        let layout = RenderTesting.layout(row, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(layout.frame(of: "p")?.width == 300)
        #expect(texts(layout) == ["Flavor", "Vanilla"])
        let image = try RenderTesting.pixels(row, scale: 2, proposal: ProposedViewSize(width: 300, height: 100)).image
        #expect(ControlTesting.count(SystemColor.blue, in: image, tolerance: 40) == 0)
    }

    // PickerMetrics: segmented 32 tall (UISegmentedControl), equal segments, radius 9 (FL, iOS 17).
    @Test func theSegmentedStyleSharesTheWidthInEqualSegments() throws {
        let layout = RenderTesting.layout(picker(.vanilla).pickerStyle(.segmented).id("p"), proposal: ProposedViewSize(width: 300, height: 100))
        #expect(layout.frame(of: "p")?.size == CGSize(width: 300, height: 32))
        #expect(texts(layout) == ["Vanilla", "Chocolate", "Strawberry"])
        let centres = layout.nodes.filter { $0.kind == "text" }.compactMap { $0.frame?.midX }
        #expect(centres.count == 3 && approximatelyEqual(centres[0], 50, tolerance: 0.5) && approximatelyEqual(centres[2], 250, tolerance: 0.5))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theSelectedSegmentIsRaisedInWhite(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(picker(.vanilla).pickerStyle(.segmented).frame(width: 300), scale: scale, proposal: ProposedViewSize(width: 300, height: 100)).image
        let s = Int(scale)
        #expect(image[6 * s, 16 * s].isClose(to: SystemColor.white, tolerance: 4))
        #expect(image[150 * s, 4 * s].isClose(to: SystemColor.tertiaryFillOnWhite, tolerance: 6))
    }

    // PickerMetrics: the wheel is UIPickerView's 216 tall.
    @Test func theWheelStyleIs216TallWithTheSelectionInTheMiddle() throws {
        let layout = RenderTesting.layout(picker(.chocolate).pickerStyle(.wheel).id("p"), proposal: ProposedViewSize(width: 300, height: 400))
        #expect(layout.frame(of: "p")?.size == CGSize(width: 300, height: 216))
        let chocolate = try #require(layout.nodes.first { node in
            if case .text("Chocolate", _, _) = node.content { return true }
            return false
        }?.frame)
        #expect(approximatelyEqual(chocolate.midY, 108, tolerance: 0.5))
    }

    @Test func theNavigationLinkStyleShowsLabelSelectionAndChevron() {
        let layout = RenderTesting.layout(picker(.strawberry).pickerStyle(.navigationLink), proposal: ProposedViewSize(width: 300, height: 100))
        #expect(texts(layout) == ["Flavor", "Strawberry"])
        #expect(layout.nodes.contains { $0.kind == "image" })
    }

    @Test func anInlinePickerInAFormIsARowPerOptionWithACheckmark() {
        let row = picker(.chocolate).pickerStyle(.inline).environment(\.listRowContext, ListRowContext(container: .form, style: .insetGrouped))
        let layout = RenderTesting.layout(row, proposal: ProposedViewSize(width: 300, height: 400))
        #expect(texts(layout) == ["Vanilla", "Chocolate", "Strawberry"])
        #expect(layout.nodes.filter { $0.kind == "image" }.count == 1)
    }

    @Test func forEachElementsAreTaggedWithTheirIdentity() {
        let view = Picker("Flavor", selection: .constant(Flavor.strawberry)) {
            ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
        }
        let layout = RenderTesting.layout(view)
        #expect(texts(layout) == ["Strawberry"])
        #expect(layout.warnings.isEmpty)
    }

    // Bad input (issue 11): SwiftUI's message, and no option shown as selected.
    @Test func aSelectionWithoutAMatchingTagIsDrawnEmptyWithSwiftUIsWarning() {
        let view = Picker("Number", selection: .constant(7)) {
            Text("One").tag(1)
            Text("Two").tag(2)
        }
        let layout = RenderTesting.layout(view)
        #expect(texts(layout).isEmpty)
        #expect(layout.warnings.contains { $0.hasPrefix("Picker: the selection \"7\" is invalid and does not have an associated tag") })
        let segmented = RenderTesting.layout(view.pickerStyle(.segmented), proposal: ProposedViewSize(width: 300, height: 100))
        #expect(texts(segmented) == ["One", "Two"])
    }
}

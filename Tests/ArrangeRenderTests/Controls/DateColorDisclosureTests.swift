import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// DatePicker (compact at rest), ColorPicker and DisclosureGroup.
@Suite struct DateColorDisclosureTests {
    /// 2026-12-01 09:41 UTC.
    let date = Date(timeIntervalSince1970: 1_796_118_060)

    func texts(_ layout: ViewLayout) -> [String] {
        layout.nodes.compactMap { node in
            if case .text(let string, _, _) = node.content { return string }
            return nil
        }
    }

    // DatePickerMetrics (Arrange's choice): capsules padded 6 × 11, 6 apart.
    @Test func aCompactDatePickerShowsTheDateAndTimeInCapsules() throws {
        let layout = RenderTesting.layout(DatePicker("Start", selection: .constant(date)).id("d"), proposal: ProposedViewSize(width: 360, height: 100))
        #expect(texts(layout) == ["Start", "Dec 1, 2026", "9:41 AM"])
        let line = ControlTesting.textSize("9:41 AM")
        #expect(approximatelyEqual(try #require(layout.frame(of: "d")).size, CGSize(width: 360, height: line.height + 12)))
        let dateOnly = RenderTesting.layout(DatePicker("Start", selection: .constant(date), displayedComponents: .date))
        #expect(texts(dateOnly) == ["Start", "Dec 1, 2026"])
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theCapsulesAreGrey(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(DatePicker("", selection: .constant(date), displayedComponents: .hourAndMinute).labelsHidden(), scale: scale).image
        #expect(image[3 * Int(scale), image.height / 2].isClose(to: SystemColor.tertiaryFillOnWhite))
    }

    // ColorPickerMetrics (Arrange's choice): a 28-point well, the colour inside a 3-point ring.
    @Test(arguments: [1, 3] as [CGFloat])
    func aColorPickerShowsItsColourInAWell(scale: CGFloat) throws {
        let frame = try ControlTesting.frame("c", in: ColorPicker("Tint", selection: .constant(.red)).id("c"), proposal: ProposedViewSize(width: 300, height: 100))
        #expect(frame.size == CGSize(width: 300, height: 28))
        let image = try RenderTesting.pixels(ColorPicker("", selection: .constant(.red)).labelsHidden(), scale: scale).image
        #expect(image[14 * Int(scale), 14 * Int(scale)].isClose(to: SystemColor.red))
    }

    @Test func aDisclosureGroupShowsItsContentOnlyWhenExpanded() throws {
        let collapsed = RenderTesting.layout(DisclosureGroup("Advanced", isExpanded: .constant(false)) { Text("Hidden") }, proposal: ProposedViewSize(width: 300, height: 200))
        #expect(texts(collapsed) == ["Advanced"])
        let expanded = RenderTesting.layout(DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Shown").id("c") }.id("d"), proposal: ProposedViewSize(width: 300, height: 200))
        #expect(texts(expanded) == ["Advanced", "Shown"])
        let line = ControlTesting.textSize("Advanced").height
        // DisclosureMetrics.contentSpacing: the content 8 below the label row.
        #expect(approximatelyEqual(try #require(expanded.frame(of: "c")).minY, max(line, 14 * 1.2) + 8))
        let withoutBinding = RenderTesting.layout(DisclosureGroup("Advanced") { Text("Hidden") })
        #expect(texts(withoutBinding) == ["Advanced"])
    }

    @Test func theChevronIsTintedAndTurnsDownWhenExpanded() throws {
        let layout = RenderTesting.layout(DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Shown") })
        let chevron = try #require(layout.nodes.first { $0.kind == "image" })
        #expect(approximatelyEqual(chevron.drawing.rotation, .pi / 2))
        let image = try RenderTesting.pixels(DisclosureGroup("Advanced") { Text("x") }.frame(width: 200), scale: 2, proposal: ProposedViewSize(width: 200, height: 100)).image
        #expect(ControlTesting.count(SystemColor.blue, in: image, tolerance: 8) > 10)
    }
}

import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// Gauge and ControlGroup.
@Suite struct GaugeAndControlGroupTests {
    // GaugeMetrics (Arrange's choice): the label line, 4, an 8-point bar, 4, the bound labels.
    @Test func aLinearGaugeStacksItsLabelsAroundAnEightPointBar() throws {
        let label = ControlTesting.textSize("Speed"), bound = ControlTesting.textSize("0", font: .caption)
        let view = Gauge(value: 72, in: 0...100) { Text("Speed") } currentValueLabel: { Text("72") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
        let frame = try ControlTesting.frame("g", in: view.id("g"), proposal: ProposedViewSize(width: 300, height: 600))
        #expect(approximatelyEqual(frame.size, CGSize(width: 300, height: label.height + 4 + 8 + 4 + bound.height)))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theGaugeFillsItsBarToTheValue(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Gauge(value: 0.25) { Text("CPU") }.frame(width: 200), scale: scale, proposal: ProposedViewSize(width: 200, height: 200)).image
        let s = Int(scale), row = image.height - 4 * s
        #expect(image[30 * s, row].isClose(to: SystemColor.blue))
        #expect(image[120 * s, row].isClose(to: ControlTesting.overWhite([120, 120, 128], opacity: 0.2)))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theCircularGaugeDrawsItsArcClockwiseFromTheTop(scale: CGFloat) throws {
        let view = Gauge(value: 0.3) { Text("CPU") }.gaugeStyle(.accessoryCircularCapacity)
        #expect(try ControlTesting.frame("g", in: view.id("g")).size == CGSize(width: 58, height: 58))
        let image = try RenderTesting.pixels(view, scale: scale).image
        let s = Int(scale)
        // Right of the top: filled; left of the top: the grey track.
        #expect(image[(29 + 8) * s, 1 * s].isClose(to: SystemColor.blue, tolerance: 40))
        #expect(!image[(29 - 8) * s, 1 * s].isClose(to: SystemColor.blue, tolerance: 40))
    }

    @Test(arguments: [(Double.nan, 0.0), (-1, 0), (2, 1)])
    func badGaugeValuesAreDrawnAtABoundWithAWarning(value: Double, shown: Double) throws {
        let layout = RenderTesting.layout(Gauge(value: value) { Text("CPU") }.frame(width: 200))
        #expect(layout.warnings.contains { $0.hasPrefix("Gauge:") })
        let bar = try #require(layout.nodes.filter { $0.kind == "Capsule" }.last?.frame)
        #expect(approximatelyEqual(bar.width, 200 * shown))
    }

    @Test func aGaugeWithAnEmptyRangeWarns() {
        #expect(RenderTesting.layout(Gauge(value: 5, in: 5...5) { Text("CPU") }).warnings.contains { $0.hasPrefix("Gauge: the range 5…5") })
    }

    // Segments take BorderedButtonMetrics.regular's padding and share the proposed width equally.
    @Test func aControlGroupSharesTheWidthInEqualSegments() throws {
        let view = ControlGroup {
            Button("Cut") {}.id("a")
            Button("Copy") {}.id("b")
            Button("Paste") {}.id("c")
        }
        let layout = RenderTesting.layout(view.id("g"), proposal: ProposedViewSize(width: 300, height: 100))
        let group = try #require(layout.frame(of: "g"))
        #expect(approximatelyEqual(group.size, CGSize(width: 300, height: ControlTesting.textSize("Cut").height + 14)))
        let a = try #require(layout.frame(of: "a")), c = try #require(layout.frame(of: "c"))
        #expect(approximatelyEqual(a.midX, 50, tolerance: 1) && approximatelyEqual(c.midX, 250, tolerance: 1))
        let image = try RenderTesting.pixels(view.frame(width: 300), scale: 1, proposal: ProposedViewSize(width: 300, height: 100)).image
        #expect(image[4, image.height / 2].isClose(to: SystemColor.tertiaryFillOnWhite))
        #expect(ControlTesting.count(SystemColor.blue, in: image, tolerance: 8) > 20)
    }
}

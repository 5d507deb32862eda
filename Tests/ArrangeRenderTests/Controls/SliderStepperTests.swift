import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// Slider and Stepper, with their bad input.
@Suite struct SliderStepperTests {
    func thumb(_ layout: ViewLayout) throws -> CGRect {
        try #require(layout.nodes.first { $0.kind == "Circle" }?.frame)
    }

    // SliderMetrics: a 28-point thumb (FL thumb_painter.dart), a 31-point frame (UISlider; Arrange's choice).
    @Test func aSliderFillsTheWidthAndPutsItsThumbAtTheValue() throws {
        let layout = RenderTesting.layout(Slider(value: .constant(0.5)).id("s"), proposal: ProposedViewSize(width: 228, height: 100))
        #expect(layout.frame(of: "s")?.size == CGSize(width: 228, height: 31))
        let thumb = try thumb(layout)
        #expect(thumb.size == CGSize(width: 28, height: 28))
        // (228 − 28) × 0.5 + 14 = 114: the thumb's centre.
        #expect(approximatelyEqual(thumb.midX, 114))
    }

    @Test func aSliderInARangePlacesTheValueInIt() throws {
        let layout = RenderTesting.layout(Slider(value: .constant(75.0), in: 50...150), proposal: ProposedViewSize(width: 228, height: 100))
        #expect(approximatelyEqual(try thumb(layout).midX, 14 + 200 * 0.25))
    }

    @Test func valueLabelsGoBeforeAndAfterTheTrack() throws {
        let view = Slider(value: .constant(0.0)) { Text("Volume") } minimumValueLabel: { Text("0").id("min") } maximumValueLabel: { Text("10").id("max") }
        let layout = RenderTesting.layout(view, proposal: ProposedViewSize(width: 300, height: 100))
        let minimum = try #require(layout.frame(of: "min")), maximum = try #require(layout.frame(of: "max"))
        #expect(minimum.minX == 0)
        #expect(approximatelyEqual(maximum.maxX, 300))
        #expect(approximatelyEqual(try thumb(layout).minX, minimum.maxX + 8))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theTrackIsTintedBeforeTheThumbAndGreyAfter(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Slider(value: .constant(0.5)).frame(width: 228), scale: scale, proposal: ProposedViewSize(width: 228, height: 100)).image
        let s = Int(scale), row = image.height / 2
        #expect(image[40 * s, row].isClose(to: SystemColor.blue))
        #expect(image[190 * s, row].isClose(to: ControlTesting.overWhite([120, 120, 128], opacity: 0.2)))
        #expect(image[114 * s, row].isClose(to: SystemColor.white, tolerance: 6))
    }

    // Bad input (issue 11): a defined thumb position and a warning naming the view.
    @Test(arguments: [(Double.nan, 0.0), (-5, 0), (7, 1)])
    func anOutOfRangeOrNaNValueIsDrawnAtABoundWithAWarning(value: Double, fraction: Double) throws {
        let layout = RenderTesting.layout(Slider(value: .constant(value)), proposal: ProposedViewSize(width: 228, height: 100))
        #expect(approximatelyEqual(try thumb(layout).midX, 14 + 200 * fraction))
        #expect(layout.warnings.contains { $0.hasPrefix("Slider:") })
    }

    @Test func aSliderOverAnEmptyOrInfiniteRangeWarns() throws {
        for layout in [RenderTesting.layout(Slider(value: .constant(1.0), in: 1...1)), RenderTesting.layout(Slider(value: .constant(1.0), in: 0...Double.infinity))] {
            #expect(approximatelyEqual(try thumb(layout).minX, 0))
            #expect(layout.warnings.contains { $0.hasPrefix("Slider: the range") })
        }
    }

    // StepperMetrics.size: 94 × 32 (ios-metrics.md §5, WEAK); label leading, stepper trailing.
    @Test func aStepperPutsIts94By32SegmentsTrailing() throws {
        let view = Stepper("Quantity", value: .constant(3), in: 0...10).id("s")
        let layout = RenderTesting.layout(view, proposal: ProposedViewSize(width: 300, height: 100))
        #expect(layout.frame(of: "s")?.size == CGSize(width: 300, height: 32))
        let background = try #require(layout.nodes.first { $0.kind == "RoundedRectangle" }?.frame)
        #expect(background == CGRect(x: 206, y: 0, width: 94, height: 32))
        #expect(layout.warnings.isEmpty)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theStepperDrawsItsSegmentsOnAGreyFill(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(Stepper("", value: .constant(3), in: 0...10).labelsHidden(), scale: scale).image
        #expect(image.width == 94 * Int(scale))
        #expect(image[4 * Int(scale), 16 * Int(scale)].isClose(to: SystemColor.tertiaryFillOnWhite))
    }

    @Test func aStepperAtItsBoundDrawsThatSegmentDisabledGrey() throws {
        let atLower = try RenderTesting.pixels(Stepper("", value: .constant(0), in: 0...10).labelsHidden(), scale: 2).image
        let dark = { (x: Range<Int>) in ControlTesting.count(SystemColor.black, in: atLower, x: x, y: 0..<atLower.height, tolerance: 40) }
        #expect(dark(0..<94) == 0)
        #expect(dark(94..<188) > 10)
    }

    // Bad input (issue 11): an empty range disables both segments, with a warning naming the view.
    @Test func aStepperWithAnEmptyRangeWarnsAndStillDraws() throws {
        let layout = RenderTesting.layout(Stepper("Count", value: .constant(5), in: 5...5).id("s"), proposal: ProposedViewSize(width: 300, height: 100))
        #expect(layout.frame(of: "s")?.height == 32)
        #expect(layout.warnings.contains { $0.hasPrefix("Stepper: the range 5…5") })
        let outside = RenderTesting.layout(Stepper("Count", value: .constant(12), in: 0...10))
        #expect(outside.warnings.contains { $0.hasPrefix("Stepper: the value 12") })
    }
}

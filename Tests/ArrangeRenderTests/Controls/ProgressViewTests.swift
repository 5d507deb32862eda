import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeRender

/// ProgressView, linear and circular, with and without labels, and its bad input.
@Suite struct ProgressViewTests {
    // ios-metrics.md §5: the medium activity indicator is 20 × 20 (FL activity_indicator.dart, RE).
    @Test func anIndeterminateProgressViewIsATwentyPointSpinner() throws {
        let frame = try ControlTesting.frame("p", in: ProgressView().id("p"))
        #expect(frame.size == CGSize(width: 20, height: 20))
    }

    // ProgressMetrics.circularSpacing (Arrange's choice): the label 8 below the spinner.
    @Test func aSpinnersLabelSitsBelowIt() throws {
        let label = ControlTesting.textSize("Loading")
        let frame = try ControlTesting.frame("p", in: ProgressView("Loading").id("p"))
        #expect(approximatelyEqual(frame.size, CGSize(width: label.width, height: 20 + 8 + label.height)))
    }

    // ProgressMetrics.barHeight: 4, of the two values ios-metrics.md §5 quotes (2 for iOS 8, 4 for iOS 14+).
    @Test func aDeterminateProgressViewIsAFourPointBarAcrossTheProposedWidth() throws {
        let frame = try ControlTesting.frame("p", in: ProgressView(value: 0.5).id("p"), proposal: ProposedViewSize(width: 300, height: 600))
        #expect(frame.size == CGSize(width: 300, height: 4))
    }

    @Test func labelsGoAboveAndBelowTheBar() throws {
        let label = ControlTesting.textSize("Upload"), current = ControlTesting.textSize("70%", font: .footnote)
        let view = ProgressView(value: 0.7) { Text("Upload") } currentValueLabel: { Text("70%") }
        let frame = try ControlTesting.frame("p", in: view.id("p"), proposal: ProposedViewSize(width: 300, height: 600))
        #expect(approximatelyEqual(frame.height, label.height + 4 + 4 + 4 + current.height))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theBarFillsTheCompletedFractionInTheTint(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(ProgressView(value: 0.25).frame(width: 200), scale: scale, proposal: ProposedViewSize(width: 200, height: 100)).image
        let row = image.height / 2, s = Int(scale)
        #expect(image[20 * s, row].isClose(to: SystemColor.blue))
        #expect(image[45 * s, row].isClose(to: SystemColor.blue))
        // systemFill (120, 120, 128, 0.2) over white, past a quarter.
        #expect(image[100 * s, row].isClose(to: ControlTesting.overWhite([120, 120, 128], opacity: 0.2)))
        #expect(image[180 * s, row].isClose(to: ControlTesting.overWhite([120, 120, 128], opacity: 0.2)))
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func theSpinnerDrawsGreySpokesAroundAnEmptyMiddle(scale: CGFloat) throws {
        let image = try RenderTesting.pixels(ProgressView(), scale: scale).image
        let s = Int(scale)
        #expect(image[10 * s, 10 * s].isClose(to: SystemColor.white))
        // The top spoke, darkest: secondaryLabel (60, 60, 67 at 60 %) over white.
        #expect(image[10 * s, 2 * s].isClose(to: ControlTesting.overWhite([60, 60, 67], opacity: 0.6), tolerance: 30))
    }

    @Test func aCustomStyleSeesTheFraction() throws {
        struct Percent: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Color.red.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 10)
            }
        }
        let frame = try ControlTesting.frame("p", in: ProgressView(value: 3, total: 4).progressViewStyle(Percent()).id("p"))
        #expect(frame.size == CGSize(width: 75, height: 10))
    }

    @Test func theCircularStyleShowsASpinnerEvenWithAValue() throws {
        let frame = try ControlTesting.frame("p", in: ProgressView(value: 0.5).progressViewStyle(.circular).id("p"))
        #expect(frame.size == CGSize(width: 20, height: 20))
    }

    // Bad input (issue 11): a defined result and a warning naming the view.
    @Test(arguments: [(Double.nan, 1.0, 0.0), (-3, 1, 0), (5, 1, 1), (0.5, .nan, 0), (0.5, -1, 0), (0.5, 0, 0), (0.5, .infinity, 0)])
    func badValuesAndTotalsAreDrawnAsDefinedProgressWithAWarning(value: Double, total: Double, shown: Double) throws {
        struct Fraction: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                Color.red.frame(width: 100 * (configuration.fractionCompleted ?? -1), height: 10)
            }
        }
        let layout = RenderTesting.layout(ProgressView(value: value, total: total).progressViewStyle(Fraction()).id("p"))
        #expect(approximatelyEqual(try #require(layout.frame(of: "p")).width, CGFloat(100 * shown)))
        #expect(layout.warnings.contains { $0.hasPrefix("ProgressView:") })
    }

    @Test func aGoodValueHasNoWarning() {
        #expect(RenderTesting.layout(ProgressView(value: 0.5)).warnings.isEmpty)
    }
}

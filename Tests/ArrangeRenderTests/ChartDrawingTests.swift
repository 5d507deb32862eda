// Swift Charts drawn: bars, lines and sectors at the places their scales give. The charts hide
// their axes so that the plot is the whole frame and every expected point follows from the
// scale rules alone (the derivation is beside each test).
import Arrange
import ArrangeCharts
import Foundation
import Testing

@testable import ArrangeRender

@Suite("Chart drawing")
struct ChartDrawingTests {
    let plot = ProposedViewSize(width: 300, height: 200)

    // Values 10, 20, 40 → y domain 0…40 (zero included; raw step 8 → 10, so no widening).
    // Three bands of 100 points; a bar fills 60 % of its band: A spans x 20…80 and rises
    // 10/40 × 200 = 50 points, B 120…180 rising 100, C 220…280 rising the full 200.
    @Test func barsRiseFromZeroInTheMiddleOfTheirBands() throws {
        let chart = Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", 10))
            BarMark(x: .value("Name", "B"), y: .value("Value", 20))
            BarMark(x: .value("Name", "C"), y: .value("Value", 40))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try RenderTesting.pixels(chart, proposal: plot).image
        #expect(image[50, 175].isClose(to: Expected.blue))
        #expect(image[50, 140].isClose(to: Expected.white))
        #expect(image[150, 110].isClose(to: Expected.blue))
        #expect(image[150, 90].isClose(to: Expected.white))
        #expect(image[250, 5].isClose(to: Expected.blue))
        #expect(image[100, 190].isClose(to: Expected.white))
        #expect(image[10, 190].isClose(to: Expected.white))
    }

    // x and y 0…10 (x without zero forced, already there): the line runs corner to corner,
    // from (0, 200) to (300, 0), through (150, 100).
    @Test func aLineJoinsItsPointsAcrossThePlot() throws {
        let chart = Chart {
            LineMark(x: .value("X", 0), y: .value("Y", 0))
            LineMark(x: .value("X", 10), y: .value("Y", 10))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try RenderTesting.pixels(chart, proposal: plot).image
        #expect(image[150, 100].isClose(to: Expected.blue, tolerance: 40))
        #expect(image[150, 60].isClose(to: Expected.white))
        #expect(image[150, 140].isClose(to: Expected.white))
    }

    // y = x² over the chart's x domain 0…10 (the plot gives none), y 0…100: at x = 5
    // (150 points across) the curve is at 25, 150 points down, where a straight line between
    // the ends would be at 100 points down; x = 8 is at 64, 72 points down.
    @Test func aFunctionPlotIsSampledAcrossTheChartsDomain() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "x²") { x in x * x }
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...100)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try RenderTesting.pixels(chart, proposal: plot).image
        // The bluest pixel of a column is the curve's (its anti-aliased edge is lighter).
        func curve(atColumn x: Int) -> Int { (0..<200).min { image[x, $0].rgb[0] < image[x, $1].rgb[0] } ?? -1 }
        #expect(abs(curve(atColumn: 150) - 150) <= 1, "\(curve(atColumn: 150))")
        #expect(abs(curve(atColumn: 240) - 72) <= 1, "\(curve(atColumn: 240))")
        #expect(image[150, 100].isClose(to: Expected.white))
    }

    // A plot's own domain 0…5 in a chart over 0…10: the curve stops halfway across, and a
    // value the function does not give (1 / (x - 2) at 2) is left out, not drawn as a spike.
    @Test func aFunctionPlotStopsAtItsOwnDomainAndSkipsNonFiniteValues() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "1", domain: 0...5) { x in x == 2 ? .infinity : 5 }
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try RenderTesting.pixels(chart, proposal: plot).image
        #expect(image[75, 100].isClose(to: Expected.blue, tolerance: 40))
        #expect(image[225, 100].isClose(to: Expected.white))
        #expect(image[60, 2].isClose(to: Expected.white))
    }

    // A plot its style makes 2 : 1 (`aspectRatio(2, contentMode: .fit)`) in a 300 × 400
    // chart: the axes follow the styled plot, so the x labels hang just under it, not at the
    // chart's foot, and the chart hugs plot and axes (Apple's WWDC24 function plot sample).
    @Test func axesFollowAPlotItsStyleSizes() throws {
        let chart = Chart {
            LineMark(x: .value("X", 0), y: .value("Y", 0))
            LineMark(x: .value("X", 10), y: .value("Y", 10))
        }
        .chartPlotStyle { $0.aspectRatio(2, contentMode: .fit).id("plot") }
        .chartXAxis { AxisMarks(values: [5]) { _ in AxisValueLabel { Text("five").id("five") } } }
        .chartYAxis(.hidden)
        let layout = ViewLayout(chart, proposal: ProposedViewSize(width: 300, height: 400))
        let label = try #require(layout.frame(of: "five"))
        let plot = try #require(layout.frame(of: "plot"))
        // The plot 300 × 150; the label starts 4 below it (ChartDefaults.labelSpacing), where
        // it hung 4 below the 400-point chart's whole plot space before.
        #expect(plot.width == 300 && plot.height == 150, "\(plot)")
        #expect(abs(label.minY - (plot.maxY + 4)) < 0.5, "\(label) \(plot)")
    }

    // A style scale's domain alone orders the categories: "A" takes the palette's first
    // colour (blue) and "B" its second (green), though "B" comes first in the marks. Two
    // bands of 150 points, each bar rising the full height.
    @Test func aStyleScalesDomainOrdersThePaletteColours() throws {
        let chart = Chart {
            BarMark(x: .value("Name", "first"), y: .value("Value", 10)).foregroundStyle(by: .value("Kind", "B"))
            BarMark(x: .value("Name", "second"), y: .value("Value", 10)).foregroundStyle(by: .value("Kind", "A"))
        }
        .chartForegroundStyleScale(domain: ["A", "B"])
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let image = try RenderTesting.pixels(chart, proposal: plot).image
        #expect(image[75, 100].isClose(to: Expected.green))
        #expect(image[225, 100].isClose(to: Expected.blue))
    }

    // A label before a bar that starts at the plot's leading edge: left as placed it hangs
    // off the plot (ending 4 points before it, drawn where no one sees it); fitted along x
    // (`.fit(to: .plot)`, as Apple's WWDC24 dashboard labels its histogram bars) it starts at
    // the plot's edge, still centred on the bar's band (one band: the middle, 100 down).
    @Test func aFittedAnnotationStaysInsideThePlot() throws {
        let chart = Chart {
            BarMark(xStart: .value("From", 0), xEnd: .value("To", 10), y: .value("Name", "A"))
                .annotation(position: .leading, alignment: .leading, overflowResolution: .init(x: .fit(to: .plot))) {
                    Text("Solar").id("label")
                }
        }
        .chartXScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
        let label = try #require(ViewLayout(chart, proposal: plot).frame(of: "label"))
        #expect(label.minX == 0, "\(label)")
        #expect(abs(label.midY - 100) < 0.5, "\(label)")
        #expect(label.width > 20)
    }

    // Shares 1 and 3 of a pie centred in a 200 × 200 plot: the first goes clockwise from
    // twelve o'clock to three, so the top-right quadrant is red and the rest green.
    @Test func sectorsGoClockwiseFromTwelveOClock() throws {
        let chart = Chart {
            SectorMark(angle: .value("Share", 1)).foregroundStyle(.red)
            SectorMark(angle: .value("Share", 3)).foregroundStyle(.green)
        }
        let image = try RenderTesting.pixels(chart, proposal: ProposedViewSize(width: 200, height: 200)).image
        #expect(image[140, 60].isClose(to: Expected.red))
        #expect(image[60, 60].isClose(to: [52, 199, 89]))
        #expect(image[60, 140].isClose(to: [52, 199, 89]))
        #expect(image[2, 2].isClose(to: Expected.white))
    }
}

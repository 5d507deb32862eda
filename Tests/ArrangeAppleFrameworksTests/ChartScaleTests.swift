// Swift Charts' automatic scales: nice ticks, zero included, bands in order of appearance.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@testable import ArrangeCharts

@Suite("Chart scales")
struct ChartScaleTests {
    func model<C: ChartContent>(@ChartContentBuilder _ content: () -> C, settings: ChartSettings = ChartSettings()) -> ChartModel {
        ChartModel(marks: marks(of: content()), settings: settings)
    }

    // The 1-2-5 rule: 0…230 in about five steps is a raw step of 46, whose power of ten is 10
    // and whose ratio 4.6 is nearest 5 from above √10: steps of 50, the domain widened to 250.
    @Test func niceTicksAreOneTwoOrFiveTimesAPowerOfTen() {
        let ticks = NiceTicks.ticks(lower: 0, upper: 230, count: 5)
        #expect(ticks.values == [0, 50, 100, 150, 200, 250])
        #expect(ticks.upper == 250)
        #expect(NiceTicks.step(lower: 0, upper: 1, count: 5) == 0.2)
        #expect(NiceTicks.step(lower: 100, upper: 350, count: 5) == 50)
    }

    @Test func aNumberAxisIncludesZeroUnlessToldNot() {
        let bars = model {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 120))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 180))
        }
        // 0…180: raw step 36 → 50; ticks 0…200.
        #expect(bars.y.ticks.map(\.label) == ["0", "50", "100", "150", "200"])
        var settings = ChartSettings()
        settings.yDomain = .automatic(includesZero: false)
        let lines = model({
            LineMark(x: .value("Day", 1), y: .value("Sales", 120))
            LineMark(x: .value("Day", 2), y: .value("Sales", 180))
        }, settings: settings)
        // 120…180: raw step 12 → 10 (ratio 1.2 is below √2); widened to whole tens.
        #expect(lines.y.ticks.first?.value == .number(120))
        #expect(lines.y.ticks.last?.value == .number(180))
    }

    @Test func categoriesAreBandsInTheOrderTheyFirstAppear() {
        let chart = model {
            BarMark(x: .value("Donut", "Glazed"), y: .value("Sales", 3))
            BarMark(x: .value("Donut", "Classic"), y: .value("Sales", 5))
            BarMark(x: .value("Donut", "Glazed"), y: .value("Sales", 1))
        }
        #expect(chart.x.ticks.map(\.label) == ["Glazed", "Classic"])
        #expect(chart.x.ticks.map(\.fraction) == [0.25, 0.75])
        // Two series at one place stack: Glazed reaches 3 + 1.
        #expect(chart.y.ticks.last?.value == .number(5))
    }

    @Test func stylesByCategoryTakeThePaletteInOrder() {
        let chart = model {
            ForEach(["London", "Paris", "London"], id: \.self) { city in
                LineMark(x: .value("Day", 1), y: .value("Sales", 2)).foregroundStyle(by: .value("City", city))
            }
        }
        #expect(chart.categories == ["London", "Paris"])
    }

    @Test func dateTicksFallOnWholeDays() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = try #require(calendar.date(from: DateComponents(year: 2024, month: 3, day: 1)))
        let end = try #require(calendar.date(byAdding: .day, value: 10, to: start))
        let (unit, step) = DateTicks.step(span: end.timeIntervalSince(start), count: 5)
        // Ten days in about five parts: two days a tick.
        #expect(unit == .day)
        #expect(step == 2)
        let dates = DateTicks.dates(lower: start, upper: end, unit: unit, step: step, calendar: calendar)
        #expect(dates.count == 6)
        #expect(DateTicks.label(dates[1], unit: .day).hasPrefix("Mar"))
    }

    @Test func aChartTakesTheSpaceOfferedAndItsIdealSizeWhenOfferedNothing() {
        let chart = Chart { BarMark(x: .value("A", "a"), y: .value("B", 1)) }.id("chart")
        #expect(ViewLayout(chart, proposal: ProposedViewSize(width: 320, height: 180)).frame(of: "chart")?.size == CGSize(width: 320, height: 180))
        #expect(ViewLayout(chart, proposal: .unspecified).frame(of: "chart")?.size == ChartDefaults.idealSize)
    }
}

import Arrange
import Foundation

/// A chart worked out from its marks and settings, before any size is known: the marks
/// (stacked), the two scales with their ticks, the axes' parts and the categories' styles.
///
/// 1. Stack: bars (and areas) of several series at one place are stacked, each starting where
///    the previous ended, unless they are placed side by side with `position(by:)`.
/// 2. Scale x and y: categories make a band scale in order of first appearance; numbers a
///    linear scale over the data, widened to zero (unless `includesZero: false`) and to nice
///    ticks; dates a linear scale over the data (a bar with `unit:` spans its unit) with ticks
///    at whole hours, days or months.
/// 3. Style: each category of `foregroundStyle(by:)` gets the next palette colour (or the
///    style `chartForegroundStyleScale` gives it).
/// 4. Axes: each axis's marks (the defaults, or those of `chartXAxis`/`chartYAxis`) are
///    resolved per tick into a label, a tick and a gridline.
struct ChartModel {
    var marks: [PlottedMark]
    var x: ChartScale
    var y: ChartScale
    var categories: [String]
    var categoryStyles: [String: AnyShapeStyle]
    var symbolCategories: [String]
    var xAxis: ResolvedAxis
    var yAxis: ResolvedAxis
    /// Whether the chart is a pie or donut (sector marks only): no axes.
    var isPie: Bool

    init(marks input: [PlottedMark], settings: ChartSettings) {
        isPie = !input.isEmpty && input.allSatisfy { $0.kind == .sector }
        // 1. Stack (function plots sampled first, across their domains).
        marks = Self.stacked(FunctionSampling.sampled(input, xDomain: settings.xDomain))
        // 2. Scale.
        let xAxisMarks = settings.xAxis.marks?.first
        let yAxisMarks = settings.yAxis.marks?.first
        x = Self.scale(values: marks.flatMap(\.xValues) + Self.unitEnds(marks), domain: settings.xDomain,
                       includesZeroByDefault: false, axisValues: xAxisMarks?.markValues)
        y = Self.scale(values: marks.flatMap(\.yValues), domain: settings.yDomain,
                       includesZeroByDefault: true, axisValues: yAxisMarks?.markValues)
        // 3. Style.
        var categories: [String] = []
        for mark in marks {
            if let name = mark.styleCategory?.text, !categories.contains(name) { categories.append(name) }
        }
        var styles: [String: AnyShapeStyle] = [:]
        if let scale = settings.styleScale {
            for (name, style) in scale { styles[name] = style }
            categories = scale.map(\.0) + categories.filter { name in !scale.contains { $0.0 == name } }
        }
        for (index, name) in categories.enumerated() where styles[name] == nil {
            styles[name] = AnyShapeStyle(ChartDefaults.palette[index % ChartDefaults.palette.count])
        }
        self.categories = categories
        categoryStyles = styles
        var symbols: [String] = []
        for mark in marks {
            if let name = mark.symbolCategory?.text, !symbols.contains(name) { symbols.append(name) }
        }
        symbolCategories = symbols
        // 4. Axes.
        xAxis = ResolvedAxis(scale: x, setting: settings.xAxis, isX: true, hidden: isPie)
        yAxis = ResolvedAxis(scale: y, setting: settings.yAxis, isX: false, hidden: isPie)
    }

    /// The style of `mark`: its own, else its category's, else the default mark colour.
    func style(of mark: PlottedMark) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let name = mark.styleCategory?.text, let style = categoryStyles[name] { return style }
        return AnyShapeStyle(ChartDefaults.markColor)
    }

    /// The symbol of `mark`: its own, else its symbol category's, else a circle.
    func symbol(of mark: PlottedMark) -> BasicChartSymbolShape {
        if let symbol = mark.symbol { return symbol }
        if let name = mark.symbolCategory?.text, let index = symbolCategories.firstIndex(of: name) {
            return BasicChartSymbolShape.categorical[index % BasicChartSymbolShape.categorical.count]
        }
        return .circle
    }

    /// The ends of bars that span a calendar unit (`.value("Day", date, unit: .day)`).
    static func unitEnds(_ marks: [PlottedMark]) -> [PlotValue] {
        marks.compactMap { mark in
            guard mark.kind == .bar || mark.kind == .rectangle, let x = mark.x, let unit = x.unit, case .date(let date) = x.value,
                  let end = x.calendar.date(byAdding: unit, value: 1, to: date) else { return nil }
            return .date(end)
        }
    }

    /// Marks with stacked bars and areas: each series' value starts where the previous series' ended at that place.
    static func stacked(_ marks: [PlottedMark]) -> [PlottedMark] {
        var result = marks
        var positiveTops: [String: Double] = [:]
        var negativeTops: [String: Double] = [:]
        for index in result.indices {
            let mark = result[index]
            guard mark.kind == .bar || mark.kind == .area, mark.stacking != .unstacked, mark.positionCategory == nil else { continue }
            // Vertical: a numeric y over an x place; horizontal: a numeric x over a y category.
            if let y = mark.y, case .number(let value) = y.value, mark.yStart == nil, let place = mark.x ?? mark.xStart {
                let key = "\(place.value)"
                let base = value >= 0 ? positiveTops[key, default: 0] : negativeTops[key, default: 0]
                if value >= 0 { positiveTops[key] = base + value } else { negativeTops[key] = base + value }
                result[index].yStart = PlotEntry(label: y.label, value: .number(base))
                result[index].yEnd = PlotEntry(label: y.label, value: .number(base + value))
                result[index].y = nil
            } else if mark.kind == .bar, let x = mark.x, case .number(let value) = x.value, mark.xStart == nil, let place = mark.y {
                let key = "h\(place.value)"
                let base = value >= 0 ? positiveTops[key, default: 0] : negativeTops[key, default: 0]
                if value >= 0 { positiveTops[key] = base + value } else { negativeTops[key] = base + value }
                result[index].xStart = PlotEntry(label: x.label, value: .number(base))
                result[index].xEnd = PlotEntry(label: x.label, value: .number(base + value))
                result[index].x = nil
            }
        }
        return result
    }

    /// The scale of `values` under `domain`.
    static func scale(values: [PlotValue], domain: ChartDomainSetting, includesZeroByDefault: Bool, axisValues: AxisMarkValues?) -> ChartScale {
        var desired = ChartDefaults.desiredTickCount
        var roundLower = true, roundUpper = true
        if case let .automatic(count, lower, upper)? = axisValues?.kind {
            desired = count ?? desired
            roundLower = lower
            roundUpper = upper
        }
        // Categories.
        let categories = values.compactMap { value -> String? in
            if case .category(let name) = value { return name }
            return nil
        }
        if case .categories(let names) = domain {
            return bandScale(names)
        }
        if !categories.isEmpty {
            var ordered: [String] = []
            for name in categories where !ordered.contains(name) { ordered.append(name) }
            return bandScale(ordered)
        }
        // Dates.
        let dates = values.compactMap { value -> Date? in
            if case .date(let date) = value { return date }
            return nil
        }
        if !dates.isEmpty || { if case .dates = domain { return true } else { return false } }() {
            var lower = dates.min() ?? Date(timeIntervalSince1970: 0)
            var upper = dates.max() ?? lower
            if case .dates(let range) = domain { (lower, upper) = (range.lowerBound, range.upperBound) }
            if upper == lower { upper = lower.addingTimeInterval(86400) }
            var scale = ChartScale(kind: .linear(lower: lower.timeIntervalSince1970, upper: upper.timeIntervalSince1970, isDate: true), ticks: [])
            scale.ticks = dateTicks(scale: scale, lower: lower, upper: upper, count: desired, axisValues: axisValues)
            return scale
        }
        // Numbers.
        let numbers = values.compactMap { value -> Double? in
            if case .number(let number) = value { return number }
            return nil
        }
        var lower = numbers.min() ?? 0
        var upper = numbers.max() ?? 1
        var explicit = false
        switch domain {
        case .numbers(let range):
            (lower, upper) = (range.lowerBound, range.upperBound)
            explicit = true
        case .automatic(let includesZero):
            if includesZero ?? includesZeroByDefault {
                lower = min(lower, 0)
                upper = max(upper, 0)
            }
        default: break
        }
        let nice = NiceTicks.ticks(lower: lower, upper: upper, count: desired, roundLower: roundLower && !explicit, roundUpper: roundUpper && !explicit)
        var scale = ChartScale(kind: .linear(lower: nice.lower, upper: nice.upper, isDate: false), ticks: [])
        var tickValues = nice.values.filter { $0 >= nice.lower - 1e-9 && $0 <= nice.upper + 1e-9 }
        switch axisValues?.kind {
        case .numberStride(let stride)? where stride > 0:
            tickValues = Array(Swift.stride(from: (nice.lower / stride).rounded(.up) * stride, through: nice.upper + 1e-9, by: stride))
        case .values(let list)?:
            tickValues = list.compactMap { if case .number(let n) = $0 { return n } else { return nil } }
        default: break
        }
        scale.ticks = tickValues.compactMap { value in
            scale.fraction(of: .number(value)).map { ChartTick(value: .number(value), fraction: $0, label: value.formatted()) }
        }
        return scale
    }

    static func bandScale(_ names: [String]) -> ChartScale {
        var scale = ChartScale(kind: .band(names), ticks: [])
        scale.ticks = names.compactMap { name in scale.fraction(of: .category(name)).map { ChartTick(value: .category(name), fraction: $0, label: name) } }
        return scale
    }

    static func dateTicks(scale: ChartScale, lower: Date, upper: Date, count: Int, axisValues: AxisMarkValues?) -> [ChartTick] {
        var unit: Calendar.Component
        var step: Int
        var dates: [Date]
        switch axisValues?.kind {
        case .values(let list)?:
            let listed = list.compactMap { if case .date(let d) = $0 { return d } else { return nil } }
            (unit, step) = DateTicks.step(span: upper.timeIntervalSince(lower), count: max(listed.count - 1, 1))
            dates = listed
        case .dateStride(let component, let by)?:
            (unit, step) = (component, by)
            dates = DateTicks.dates(lower: lower, upper: upper, unit: unit, step: step)
        default:
            (unit, step) = DateTicks.step(span: upper.timeIntervalSince(lower), count: count)
            dates = DateTicks.dates(lower: lower, upper: upper, unit: unit, step: step)
        }
        return dates.compactMap { date in
            scale.fraction(of: .date(date)).flatMap { fraction in
                fraction < -1e-9 || fraction > 1 + 1e-9 ? nil : ChartTick(value: .date(date), fraction: fraction, label: DateTicks.label(date, unit: unit))
            }
        }
    }
}

/// One axis's ticks, each with the parts it draws.
struct ResolvedAxis {
    struct Mark {
        var tick: ChartTick
        var label: AxisLabelContent?
        var drawsTick: Bool
        var gridLine: StrokeStyle??
    }
    var marks: [Mark]
    var isHidden: Bool
    /// Whether the y axis's labels are on the leading edge (the trailing edge by default).
    var isLeading: Bool

    init(scale: ChartScale, setting: ChartAxisSetting, isX: Bool, hidden: Bool) {
        isHidden = hidden || setting.visibility == .hidden
        let source = setting.marks?.first
        isLeading = source?.markPosition == .leading
        // Swift Charts' defaults: a band axis has labels only; a continuous x axis has
        // gridlines, ticks and labels; a y axis has gridlines and labels.
        let defaultParts: [AxisPart] = scale.isBand ? [.label(.automatic)] : isX ? [.gridLine(nil), .tick, .label(.automatic)] : [.gridLine(nil), .label(.automatic)]
        let ticks = scale.ticks
        marks = ticks.enumerated().map { index, tick in
            let parts = source?.parts(for: AxisValue(index: index, count: ticks.count, value: tick.value)) ?? defaultParts
            var mark = Mark(tick: tick, label: nil, drawsTick: false, gridLine: nil)
            for part in parts {
                switch part {
                case .label(let content): mark.label = content
                case .tick: mark.drawsTick = true
                case .gridLine(let stroke): mark.gridLine = .some(stroke)
                }
            }
            return mark
        }
        if isHidden { marks = [] }
    }
}

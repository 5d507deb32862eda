import Arrange
import Foundation

/// Where an axis's values go: a linear scale of numbers or dates with its ticks, or a band
/// scale of categories. Positions are fractions of the plot's length, 0 at the start (left,
/// or bottom for y) and 1 at the end.
struct ChartScale {
    enum Kind {
        /// Numbers (or dates as seconds since 1970) from `lower` to `upper`.
        case linear(lower: Double, upper: Double, isDate: Bool)
        /// Categories in order, each a band of equal width.
        case band([String])
    }
    var kind: Kind
    /// The values the axis marks, with their positions.
    var ticks: [ChartTick]

    /// The fraction of the plot's length at `value`; `nil` for a value of another kind.
    func fraction(of value: PlotValue) -> Double? {
        switch (kind, value) {
        case let (.linear(lower, upper, _), .number(number)): return upper == lower ? 0.5 : (number - lower) / (upper - lower)
        case let (.linear(lower, upper, _), .date(date)):
            let seconds = date.timeIntervalSince1970
            return upper == lower ? 0.5 : (seconds - lower) / (upper - lower)
        case let (.band(categories), .category(name)):
            guard let index = categories.firstIndex(of: name) else { return nil }
            return (Double(index) + 0.5) / Double(categories.count)
        default: return nil
        }
    }

    /// The width of one band as a fraction of the plot (a band scale), else `nil`.
    var bandFraction: Double? {
        if case .band(let categories) = kind, !categories.isEmpty { return 1 / Double(categories.count) }
        return nil
    }

    var isBand: Bool { bandFraction != nil }

    /// The fraction where bars and areas start: zero when the domain holds it, else the lower end.
    var baselineFraction: Double {
        if case let .linear(lower, upper, false) = kind, lower <= 0, upper >= 0 { return fraction(of: .number(0)) ?? 0 }
        return 0
    }
}

/// One value an axis marks.
struct ChartTick {
    var value: PlotValue
    var fraction: Double
    var label: String
}

/// The choices Swift Charts makes without being told, named.
enum ChartDefaults {
    /// About this many ticks on a linear axis (Swift Charts shows four to six on an iPhone-sized chart).
    static let desiredTickCount = 5
    /// The share of its band a bar fills; the rest is the gap between bars.
    static let barBandShare: CGFloat = 0.6
    /// The width of a bar on a continuous axis without a unit.
    static let continuousBarWidth: CGFloat = 8
    /// The categorical palette, in the order Swift Charts gives colours to categories.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .gray]
    /// The colour of marks without a style.
    static let markColor = Color.blue
    /// A line's width.
    static let lineWidth: CGFloat = 2
    /// A point's area in square points (a circle about 6 points across).
    static let symbolArea: CGFloat = 30
    /// Gridlines: a hairline in the tertiary label colour.
    static let gridLineWidth: CGFloat = 0.5
    static let gridColor = Color(system: .tertiaryLabel)
    /// Space between the plot and its axis labels.
    static let labelSpacing: CGFloat = 4
    /// The length of an axis tick.
    static let tickLength: CGFloat = 4
    /// The size a chart takes when offered nothing.
    static let idealSize = CGSize(width: 300, height: 200)
}

/// "Nice" ticks: the 1-2-5 steps of a power of ten that cut `lower…upper` into about `count`
/// parts (the rule Swift Charts, D3 and most chart libraries use).
enum NiceTicks {
    /// The step: the power of ten at or below the raw step times 1, 2, 5 or 10, whichever is nearest the raw step from above.
    static func step(lower: Double, upper: Double, count: Int) -> Double {
        let span = upper - lower
        guard span > 0, count > 0 else { return 1 }
        let raw = span / Double(count)
        let power = pow(10, floor(log10(raw)))
        let error = raw / power
        let factor: Double = error >= sqrt(50) ? 10 : error >= sqrt(10) ? 5 : error >= sqrt(2) ? 2 : 1
        return factor * power
    }

    /// The domain widened outwards to whole steps, and the ticks in it.
    static func ticks(lower: Double, upper: Double, count: Int, roundLower: Bool = true, roundUpper: Bool = true)
        -> (lower: Double, upper: Double, values: [Double])
    {
        var lower = lower, upper = upper
        if lower == upper {
            lower -= lower == 0 ? 1 : abs(lower) * 0.5
            upper += upper == 0 ? 1 : abs(upper) * 0.5
        }
        let step = step(lower: lower, upper: upper, count: count)
        let first = (lower / step).rounded(.down) * step
        let last = (upper / step).rounded(.up) * step
        if roundLower { lower = first }
        if roundUpper { upper = last }
        var values: [Double] = []
        var index = (lower / step).rounded(.up)
        while index * step <= upper + step * 1e-9 {
            values.append((index * step * 1e9).rounded() / 1e9)
            index += 1
        }
        return (lower, upper, values)
    }
}

/// Date ticks: whole calendar units (hours, days, months, years) in steps that cut the span
/// into about `count` parts.
enum DateTicks {
    static let candidates: [(Calendar.Component, Int, Double)] = [
        (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1800),
        (.hour, 1, 3600), (.hour, 3, 10800), (.hour, 6, 21600), (.hour, 12, 43200),
        (.day, 1, 86400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800), (.weekOfYear, 2, 1_209_600),
        (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.month, 6, 15_778_476), (.year, 1, 31_556_952),
    ]

    /// The unit and step nearest to cutting `span` seconds into `count` parts.
    static func step(span: Double, count: Int) -> (Calendar.Component, Int) {
        let raw = span / Double(max(count, 1))
        let best = candidates.min { abs(log($0.2 / raw)) < abs(log($1.2 / raw)) } ?? candidates[8]
        return (best.0, best.1)
    }

    /// The dates of whole `unit`s every `step` from the start of `lower`'s unit to `upper`.
    static func dates(lower: Date, upper: Date, unit: Calendar.Component, step: Int, calendar: Calendar = .current) -> [Date] {
        guard upper > lower else { return [lower] }
        let start = calendar.dateInterval(of: unit == .weekOfYear ? .weekOfYear : unit, for: lower)?.start ?? lower
        var dates: [Date] = []
        var date = start
        while date <= upper, dates.count < 200 {
            if date >= lower { dates.append(date) }
            guard let next = calendar.date(byAdding: unit, value: step, to: date), next > date else { break }
            date = next
        }
        return dates
    }

    /// The label Swift Charts writes for a tick of `unit`: "3 PM", "Mar 5", "Mar", "2024".
    static func label(_ date: Date, unit: Calendar.Component) -> String {
        let style = Date.FormatStyle(locale: locale)
        return switch unit {
        case .minute: date.formatted(style.hour().minute())
        case .hour: date.formatted(style.hour())
        case .day, .weekOfYear: date.formatted(style.month(.abbreviated).day())
        case .month: date.formatted(style.month(.abbreviated))
        default: date.formatted(style.year())
        }
    }

    /// An iPhone's default locale, US English: "Nov 19", "3 PM" (Linux's default writes "19 Nov").
    static let locale = Locale(identifier: "en_US")
}

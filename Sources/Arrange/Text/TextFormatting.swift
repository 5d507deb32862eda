import Foundation

/// `Text` showing values formatted as SwiftUI formats them: dates in a style, values with
/// Foundation's format styles or formatters, timers, attributed strings. The characters follow
/// the environment's locale, time zone and calendar where it is laid out; dates relative to now
/// use the moment of layout.
extension Text {
    /// How `Text(_:style:)` shows a date.
    public enum DateStyle: Hashable, Sendable {
        /// The time of day: "11:23 AM".
        case time
        /// The date: "June 3, 2019".
        case date
        /// The time from now: "2 hours, 23 minutes".
        case relative
        /// The signed time from now: "+2 hours".
        case offset
        /// A stopwatch from or to the date: "2:32", "1:02:32".
        case timer

        /// The text for `date` at `now`.
        func text(for date: Date, now: Date, calendar: Calendar, locale: Locale = EnvironmentValues.defaultLocale, timeZone: TimeZone = .current) -> String {
            switch self {
            case .time, .date:
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.timeZone = timeZone
                formatter.calendar = calendar
                formatter.dateStyle = self == .date ? .long : .none
                formatter.timeStyle = self == .time ? .short : .none
                return formatter.string(from: date)
            case .relative:
                return TextDurations.words(abs(date.timeIntervalSince(now)))
            case .offset:
                let interval = date.timeIntervalSince(now)
                return (interval < 0 ? "-" : "+") + TextDurations.words(abs(interval))
            case .timer:
                return TextDurations.clock(abs(date.timeIntervalSince(now)), showsHours: true)
            }
        }
    }

    /// Text showing `date` in `style`.
    public init(_ date: Date, style: DateStyle) {
        self.init(localized: { locale, timeZone, calendar in
            style.text(for: date, now: Date(), calendar: calendar, locale: locale, timeZone: timeZone)
        })
    }

    /// Text showing a range of dates: "June 3, 2019 – June 5, 2019".
    public init(_ dates: ClosedRange<Date>) {
        self.init(localized: { locale, timeZone, calendar in
            let formatter = DateIntervalFormatter()
            formatter.locale = locale
            formatter.timeZone = timeZone
            formatter.calendar = calendar
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            return formatter.string(from: dates.lowerBound, to: dates.upperBound)
        })
    }

    /// Text showing a date interval, as a range of dates.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// Text showing `input` formatted with `format` (`.number`, `.percent`, `.currency(code:)`,
    /// `.dateTime…`), in the environment's locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let box = UncheckedSendable((input, format))
        self.init(localized: { locale, _, _ in
            let (input, format) = box.value
            return format.locale(locale).format(input)
        })
    }

    /// Text showing `subject` as `formatter` writes it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Text showing `subject` as `formatter` writes it.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A timer counting down (or up) through `timerInterval`, as at the moment of layout:
    /// "4:59", or "1:04:59" with hours.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
        let shown = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
        self.init(verbatim: TextDurations.clock(shown, showsHours: showsHours))
    }

    /// Text showing `attributedContent`, a part for each of its runs with the run's SwiftUI
    /// attributes (`AttributeScopes.SwiftUIAttributes`). Disfavoured: Foundation on Linux
    /// lets a string literal be an `AttributedString`, and a literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        let runs = attributedContent.runs.map { TextRun(attributed: attributedContent, run: $0) }
        self.init(runs: runs.isEmpty ? [TextRun("")] : runs)
    }

    /// Text whose characters are formatted when laid out.
    init(localized make: @escaping (Locale, TimeZone, Calendar) -> String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = EnvironmentValues.defaultLocale
        let defaultText = make(EnvironmentValues.defaultLocale, .current, calendar)
        var run = TextRun(defaultText)
        run.localized = LocaleDependentText(defaultText: defaultText, make: make)
        self.init(runs: [run])
    }
}

/// A value moved into a `@Sendable` closure that is only ever called on one thread at a time.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Durations as `Text`'s date styles write them.
enum TextDurations {
    /// The largest two units of `interval`, in words: "2 hours, 23 minutes", "45 seconds".
    static func words(_ interval: TimeInterval) -> String {
        guard interval.isFinite else { return "" }
        var remaining = Int(min(interval, 1e15).rounded(.down))
        let units: [(seconds: Int, name: String)] = [
            (31_536_000, "year"), (2_592_000, "month"), (604_800, "week"), (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second"),
        ]
        var parts: [String] = []
        for unit in units where parts.count < 2 {
            let count = remaining / unit.seconds
            remaining -= count * unit.seconds
            if count > 0 { parts.append("\(count) \(unit.name)\(count == 1 ? "" : "s")") }
            else if !parts.isEmpty { break }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }

    /// `interval` as a clock: "2:32", "1:02:32" (hours only when there are some, or
    /// minutes counting past 59 when `showsHours` is off).
    static func clock(_ interval: TimeInterval, showsHours: Bool) -> String {
        guard interval.isFinite else { return "0:00" }
        let total = Int(min(max(interval, 0), 1e15).rounded(.down))
        let seconds = total % 60
        if showsHours && total >= 3600 {
            return String(format: "%ld:%02ld:%02ld", total / 3600, (total / 60) % 60, seconds)
        }
        return String(format: "%ld:%02ld", total / 60, seconds)
    }
}

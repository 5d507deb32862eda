import Foundation

/// Foundation's `DateComponentsFormatter`, which Linux's Foundation declares unavailable: a
/// duration written in the units allowed, in English (`"About 5 minutes remaining"`, `"1:05:09"`,
/// `"1h 5m"`).
///
/// 1. The duration is split into the allowed units, largest first, each unit taking whole
///    multiples of its length (a year 365 days, a month 30, a week 7; Apple counts calendar
///    units from the reference date, which agrees for durations under a month); the smallest
///    allowed unit takes what is left, rounded down.
/// 2. Zero units are dropped (`.dropAll`, the default outside `.positional`; all zero is `0` of
///    the smallest unit), or only leading ones (`.positional`'s default), or kept (`.pad`).
/// 3. At most `maximumUnitCount` units are written (0: any number), the largest first.
/// 4. Each is written in `unitsStyle`; the approximation and time-remaining phrases go around.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        /// `1:05:09`.
        case positional = 0
        /// `1h 5m 9s`.
        case abbreviated = 1
        /// `1 hr, 5 min, 9 sec`.
        case short = 2
        /// `1 hour, 5 minutes, 9 seconds`.
        case full = 3
        /// `one hour, five minutes, nine seconds`.
        case spellOut = 4
        /// `1hr 5min 9sec`.
        case brief = 5
    }

    /// Which zero units are written.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.dropLeading` for `.positional`, `.dropAll` otherwise.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units before the first non-zero one are left out.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between non-zero ones are left out.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units after the last non-zero one are left out.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit is left out.
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        /// Zero units are written, padded with zeros in `.positional`.
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
        /// No unit is left out.
        public static let none = ZeroFormattingBehavior([])
    }

    /// How units are written.
    open var unitsStyle: UnitsStyle = .positional
    /// The units the duration is split into; empty means years to seconds.
    open var allowedUnits: NSCalendar.Unit = []
    /// Which zero units are written.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The most units written (0: any number).
    open var maximumUnitCount = 0
    /// Whether "About " is written before the duration.
    open var includesApproximationPhrase = false
    /// Whether " remaining" is written after it.
    open var includesTimeRemainingPhrase = false
    /// Whether the smallest unit is written with a fraction (not done: whole units are written).
    open var allowsFractionalUnits = false
    /// Whether the largest unit takes everything above it (always so: no larger unit is allowed).
    open var collapsesLargestUnit = false
    /// The calendar (not read: units have fixed lengths).
    open var calendar: Calendar?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// The units, largest first, with their length in seconds and their English names.
    static let units: [(unit: NSCalendar.Unit, seconds: Double, full: String, short: String, abbreviated: String, brief: String)] = [
        (.year, 365 * 86_400, "year", "yr", "y", "yr"),
        (.month, 30 * 86_400, "month", "mth", "mo", "mth"),
        (.weekOfMonth, 7 * 86_400, "week", "wk", "w", "wk"),
        (.day, 86_400, "day", "day", "d", "day"),
        (.hour, 3_600, "hour", "hr", "h", "hr"),
        (.minute, 60, "minute", "min", "m", "min"),
        (.second, 1, "second", "sec", "s", "sec"),
    ]

    /// `ti` seconds written as the type's steps say; `nil` for a duration that is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        // 1.
        let allowed = allowedUnits.isEmpty ? [.year, .month, .day, .hour, .minute, .second] : allowedUnits
        let chosen = Self.units.filter { allowed.contains($0.unit) }
        guard !chosen.isEmpty else { return nil }
        var left = abs(ti).rounded(.down)
        var amounts: [Int] = []
        for (index, unit) in chosen.enumerated() {
            let count = index == chosen.count - 1 ? left / unit.seconds : (left / unit.seconds).rounded(.down)
            let whole = Int(min(count.rounded(.down), Double(Int.max / 2)))
            amounts.append(whole)
            left -= Double(whole) * unit.seconds
        }
        return write(amounts: amounts, units: chosen.map(\.unit), negative: ti < 0)
    }

    /// The components' allowed units written as the type's steps say.
    open func string(from components: DateComponents) -> String? {
        let allowed = allowedUnits.isEmpty ? [.year, .month, .day, .hour, .minute, .second] : allowedUnits
        let chosen = Self.units.filter { allowed.contains($0.unit) }
        func value(of unit: NSCalendar.Unit) -> Int {
            switch unit {
            case .year: components.year ?? 0
            case .month: components.month ?? 0
            case .weekOfMonth: components.weekOfMonth ?? 0
            case .day: components.day ?? 0
            case .hour: components.hour ?? 0
            case .minute: components.minute ?? 0
            default: components.second ?? 0
            }
        }
        return write(amounts: chosen.map { value(of: $0.unit) }, units: chosen.map(\.unit), negative: false)
    }

    /// The time from `startDate` to `endDate` written as the type's steps say.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// `obj` (a number of seconds or `DateComponents`) written, or `nil`.
    open override func string(for obj: Any?) -> String? {
        if let seconds = obj as? Double { return string(from: seconds) }
        if let seconds = obj as? Int { return string(from: TimeInterval(seconds)) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    /// Steps 2–4 for `amounts` of `units`.
    private func write(amounts: [Int], units: [NSCalendar.Unit], negative: Bool) -> String? {
        guard !amounts.isEmpty else { return nil }
        // 2.
        let behavior = zeroFormattingBehavior == .default ? (unitsStyle == .positional ? .dropLeading : .dropAll) : zeroFormattingBehavior
        let firstNonZero = amounts.firstIndex { $0 != 0 }
        let lastNonZero = amounts.lastIndex { $0 != 0 }
        var kept: [Int] = []
        for index in amounts.indices {
            guard amounts[index] == 0, let first = firstNonZero, let last = lastNonZero else { kept.append(index); continue }
            let dropped = (index < first && behavior.contains(.dropLeading)) || (index > last && behavior.contains(.dropTrailing))
                || (index > first && index < last && behavior.contains(.dropMiddle))
            if !dropped { kept.append(index) }
        }
        if firstNonZero == nil, behavior.contains(.dropLeading) || behavior.contains(.dropTrailing) {
            kept = [amounts.count - 1]
        }
        if unitsStyle == .positional, kept.count == 1, let only = kept.first, units[only] == .second || units[only] == .minute,
           only > 0, units[only - 1] == .minute || units[only - 1] == .hour {
            kept.insert(only - 1, at: 0)  // a lone "5" is written "0:05", as Foundation writes it
        }
        // 3.
        if maximumUnitCount > 0, kept.count > maximumUnitCount { kept = Array(kept.prefix(maximumUnitCount)) }
        // 4.
        var text: String
        switch unitsStyle {
        case .positional:
            text = kept.enumerated().map { position, index in
                position == 0 ? String(amounts[index]) : String(format: "%02d", amounts[index])
            }.joined(separator: ":")
        default:
            text = kept.map { index in word(amounts[index], of: Self.units.first { $0.unit == units[index] }!) }
                .joined(separator: unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", ")
        }
        if negative { text = "-" + text }
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    private func word(_ amount: Int, of unit: (unit: NSCalendar.Unit, seconds: Double, full: String, short: String, abbreviated: String, brief: String)) -> String {
        switch unitsStyle {
        case .abbreviated: return "\(amount)\(unit.abbreviated)"
        case .brief: return "\(amount)\(unit.brief)"
        case .short: return "\(amount) \(unit.short)"
        case .spellOut: return "\(Self.spelledOut(amount)) \(unit.full)\(amount == 1 ? "" : "s")"
        default: return "\(amount) \(unit.full)\(amount == 1 ? "" : "s")"
        }
    }

    private static func spelledOut(_ amount: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: amount)) ?? String(amount)
    }
}

import Foundation

/// A view that rebuilds its content on a schedule, with the date of each entry. A still picture
/// is one moment: the content is built once, for the schedule's entry current at the moment of
/// layout (the latest entry not after now; now, when the schedule starts later or is continuous).
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineView<Schedule, Never>.Context) -> Content

    /// Content rebuilt at each of `schedule`'s entries. The context is
    /// `TimelineView<Schedule, Never>.Context`, as SwiftUI's is, so that the content's type can
    /// be inferred from the closure.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Never>.Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the entry current now.
    public var body: some View {
        let now = Date()
        return content(TimelineView<Schedule, Never>.Context(date: schedule.currentEntry(at: now), cadence: .live))
    }

    /// What the content is built for: an entry's date and how often entries come.
    public struct Context {
        /// The entry's date.
        public let date: Date
        /// How often the content is rebuilt.
        public let cadence: Cadence

        /// How often a timeline view's content is rebuilt.
        public enum Cadence: Comparable, Sendable {
            /// Continuously (an animation schedule).
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }
    }
}

/// When a timeline view rebuilds its content.
public protocol TimelineSchedule {
    /// The entries' dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The entries from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether the system asks for entries at the normal rate or a low one (always Arrange's).
public enum TimelineScheduleMode: Sendable {
    /// The normal rate.
    case normal
    /// A reduced rate (an always-on display).
    case lowFrequency
}

extension TimelineSchedule {
    /// The entry current at `now`: the latest entry not after it, looked at among the first
    /// `entriesLookedAt` from the distant past; `now` when there is none.
    func currentEntry(at now: Date) -> Date {
        var current: Date?
        for entry in entries(from: Date(timeIntervalSince1970: 0), mode: .normal).prefix(Self.entriesLookedAt) {
            guard entry <= now else { break }
            current = entry
        }
        return current ?? now
    }

    /// How many entries are looked at for the current one (a named bound: a schedule's
    /// entries may never end).
    static var entriesLookedAt: Int { 100_000 }
}

/// Continuous entries (each frame), optionally paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool
    /// Entries as often as frames (or every `minimumInterval` seconds).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    /// One entry: now (a still picture is one frame).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [] }
}

/// Entries every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval
    /// Entries at `startDate` and every `interval` seconds after.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }
    /// The entries up to now: the schedule's start, then each interval after it.
    public func entries(from _: Date, mode: TimelineScheduleMode) -> [Date] {
        guard interval > 0, interval.isFinite else { return [startDate] }
        let elapsed = Date().timeIntervalSince(startDate)
        guard elapsed >= 0 else { return [startDate] }
        return [startDate.addingTimeInterval((elapsed / interval).rounded(.down) * interval)]
    }
}

/// Entries at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The schedule.
    public init() {}
    /// The start of the current minute.
    public func entries(from _: Date, mode: TimelineScheduleMode) -> [Date] {
        let now = Date().timeIntervalSinceReferenceDate
        return [Date(timeIntervalSinceReferenceDate: (now / 60).rounded(.down) * 60)]
    }
}

/// Entries at the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    /// Entries at `dates`, in order.
    public init(_ dates: Entries) { self.dates = dates }
    /// The dates.
    public func entries(from _: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Entries as often as frames.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Entries as often as frames, at least `minimumInterval` seconds apart.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Entries at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// Entries at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

import Foundation

/// How long a time-based operator waits (`debounce(for: .milliseconds(300), scheduler:
/// RunLoop.main)`), as Combine's schedulers' `SchedulerTimeType.Stride`: a number of seconds,
/// written as a literal or with `.seconds`, `.milliseconds`, `.microseconds`, `.nanoseconds`.
public struct SchedulerStride: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The time in seconds.
    public let timeInterval: TimeInterval

    /// `seconds` seconds.
    public init(_ seconds: TimeInterval) { timeInterval = seconds }
    /// `value` seconds.
    public init(floatLiteral value: Double) { timeInterval = value }
    /// `value` seconds.
    public init(integerLiteral value: Int) { timeInterval = TimeInterval(value) }

    /// `value` seconds.
    public static func seconds(_ value: Double) -> SchedulerStride { SchedulerStride(value) }
    /// `value` seconds.
    public static func seconds(_ value: Int) -> SchedulerStride { SchedulerStride(TimeInterval(value)) }
    /// `value` thousandths of a second.
    public static func milliseconds(_ value: Int) -> SchedulerStride { SchedulerStride(TimeInterval(value) / 1_000) }
    /// `value` millionths of a second.
    public static func microseconds(_ value: Int) -> SchedulerStride { SchedulerStride(TimeInterval(value) / 1_000_000) }
    /// `value` billionths of a second.
    public static func nanoseconds(_ value: Int) -> SchedulerStride { SchedulerStride(TimeInterval(value) / 1_000_000_000) }

    public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.timeInterval < rhs.timeInterval }
}

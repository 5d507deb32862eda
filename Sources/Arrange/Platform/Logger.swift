import Foundation

/// A logger, as the `Logger` of Apple's unified logging (`import OSLog` or `import os`):
/// messages compile with their privacy and are discarded — a snippet's output is its
/// pictures and explanations, and what it prints goes to standard error, not its log.
public struct Logger: Sendable {
    /// The subsystem and category messages would be filed under.
    public let subsystem: String, category: String

    /// A logger filing under `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default logger.
    public init() { self.init(subsystem: "", category: "") }

    /// Logs `message` at the default level (discarded).
    public func log(_ message: OSLogMessage) {}
    /// Logs `message` at `level` (discarded).
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// Logs a trace message (discarded).
    public func trace(_ message: OSLogMessage) {}
    /// Logs a debug message (discarded).
    public func debug(_ message: OSLogMessage) {}
    /// Logs an informative message (discarded).
    public func info(_ message: OSLogMessage) {}
    /// Logs a notice (discarded).
    public func notice(_ message: OSLogMessage) {}
    /// Logs a warning (discarded).
    public func warning(_ message: OSLogMessage) {}
    /// Logs an error (discarded).
    public func error(_ message: OSLogMessage) {}
    /// Logs a critical error (discarded).
    public func critical(_ message: OSLogMessage) {}
    /// Logs a fault (discarded).
    public func fault(_ message: OSLogMessage) {}
}

/// The level of a log message, as `OSLogType`.
public struct OSLogType: Hashable, Sendable {
    let level: UInt8
    public static let `default` = OSLogType(level: 0)
    public static let info = OSLogType(level: 1)
    public static let debug = OSLogType(level: 2)
    public static let error = OSLogType(level: 16)
    public static let fault = OSLogType(level: 17)
}

/// Whether an interpolated value is shown in the log, as `OSLogPrivacy`.
public struct OSLogPrivacy: Hashable, Sendable {
    let kind: UInt8
    public static let auto = OSLogPrivacy(kind: 0)
    public static let `public` = OSLogPrivacy(kind: 1)
    public static let `private` = OSLogPrivacy(kind: 2)
    public static let sensitive = OSLogPrivacy(kind: 3)
    /// Private, shown as a hash.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }
    /// Sensitive, shown as a hash.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .sensitive }

    /// How a hidden value is shown.
    public enum Mask: Hashable, Sendable { case hash, none }
}

/// A log message with interpolated values, as `OSLogMessage`.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The message's text, values shown whatever their privacy.
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    /// Builds a message from literals and values.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// A value, with its privacy.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
        /// A value with `attributes` (a format or alignment, not applied), with its privacy.
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, attributes: String, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }
    }
}

import Foundation

/// The top or bottom edge.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// The set with these bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

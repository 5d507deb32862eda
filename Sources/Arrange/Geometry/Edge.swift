/// One edge of a view's rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge (y = minY).
    case top
    /// The edge where text starts: the left under `.leftToRight`, the right under `.rightToLeft`.
    case leading
    /// The bottom edge (y = maxY).
    case bottom
    /// The edge where text ends: the right under `.leftToRight`, the left under `.rightToLeft`.
    case trailing

    /// A set of edges, such as `.horizontal` (leading and trailing) or `.all`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits: one per edge, `1 << edge.rawValue`.
        public let rawValue: Int8
        /// The set with the raw bit pattern `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding just `edge`.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, such as the scroll directions of a scroll view.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        /// The set with the raw bit pattern `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

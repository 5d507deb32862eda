/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// Left to right: the axis of widths, and of an `HStack`'s children.
    case horizontal
    /// Top to bottom: the axis of heights, and of a `VStack`'s children.
    case vertical

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, such as the scroll directions of a scroll view.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits: 1 for horizontal, 2 for vertical.
        public let rawValue: Int8
        /// The set with the raw bit pattern `rawValue`.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

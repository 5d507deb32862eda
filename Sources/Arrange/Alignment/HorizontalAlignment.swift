import Foundation

/// A guide that places views side by side horizontally: containers line up this guide of each
/// child (a `VStack`'s children, the horizontal part of a frame's or `ZStack`'s alignment).
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// The guide identified by `id`, e.g. `HorizontalAlignment(MenuAlignment.self)`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The leading edge (left in left-to-right layouts).
    public static let leading = HorizontalAlignment(LeadingGuide.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
    /// The trailing edge (right in left-to-right layouts).
    public static let trailing = HorizontalAlignment(TrailingGuide.self)
}

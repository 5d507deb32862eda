import Foundation

/// A guide that places views one above another: an `HStack` lines up this guide of each child,
/// as do the vertical parts of frame, overlay and `ZStack` alignments.
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey

    /// The guide identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The top edge.
    public static let top = VerticalAlignment(TopGuide.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(VerticalCenterGuide.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BottomGuide.self)
    /// The baseline of the first line of text (the bottom edge of a view without text).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
    /// The baseline of the last line of text (the bottom edge of a view without text).
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)
}

import Foundation

/// A pair of guides, one per axis, used by frames, overlays, backgrounds and `ZStack`s to place
/// a child in two dimensions. It is not a guide itself: it names which guides to line up.
public struct Alignment: Equatable, Sendable {
    /// The guide lined up horizontally.
    public var horizontal: HorizontalAlignment
    /// The guide lined up vertically.
    public var vertical: VerticalAlignment

    /// The alignment made of these two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The top-leading corner: leading edge and top edge.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The middle of the top edge: horizontal centre and top edge.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The top-trailing corner: trailing edge and top edge.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The middle of the leading edge: leading edge and vertical centre.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The centre: horizontal centre and vertical centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The middle of the trailing edge: trailing edge and vertical centre.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The bottom-leading corner: leading edge and bottom edge.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The middle of the bottom edge: horizontal centre and bottom edge.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The bottom-trailing corner: trailing edge and bottom edge.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Leading edge and the first line's text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Horizontal centre and the first line's text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing edge and the first line's text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading edge and the last line's text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Horizontal centre and the last line's text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing edge and the last line's text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The guide on `axis`.
    func key(_ axis: Axis) -> AlignmentKey {
        axis == .horizontal ? horizontal.key : vertical.key
    }
}

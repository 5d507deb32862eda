import Foundation

extension CoordinateSpace {
    /// The coordinates of the nearest scroll view around (iOS 17's `.scrollView`): the
    /// coordinate space named `ScrollViewSpaceName` where a scroll view names it; where none
    /// does, `GeometryProxy.frame(in:)` gives the global frame and `bounds(of:)` gives `nil`.
    public static var scrollView: CoordinateSpace { .named(ScrollViewSpaceName()) }

    /// The nearest scroll view's coordinates along `axis` (as `scrollView`).
    public static func scrollView(axis: Axis) -> CoordinateSpace { .named(ScrollViewSpaceName()) }
}

/// The name of the coordinate space of a scroll view (`CoordinateSpace.scrollView`).
public struct ScrollViewSpaceName: Hashable, Sendable {
    /// The name.
    public init() {}
}

extension GeometryProxy {
    /// The bounds of the coordinate space `coordinateSpace` in this view's own coordinates:
    /// the named ancestor's rectangle, moved by this view's position in it; the view's own
    /// bounds for `.local`; `nil` for `.global` and for a name no ancestor has (SwiftUI's
    /// `nil` outside such a container, as in `guard let height = bounds(of: .scrollView)?.height`).
    public func bounds(of coordinateSpace: CoordinateSpace) -> CGRect? {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .global:
            return nil
        case .named(let name):
            guard let space = namedSpaces[name] else { return nil }
            return CGRect(x: space.minX - globalFrame.minX, y: space.minY - globalFrame.minY, width: space.width, height: space.height)
        }
    }
}

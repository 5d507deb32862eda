import Foundation

/// Where a scroll view rests in a still picture: nobody has scrolled it, so it shows what it
/// shows as it appears — its start, unless its modifiers name another place.
///
/// Invariants: every value is finite; the offset it gives along an axis the content overflows
/// lies between 0 and the overflow.
///
/// Along each axis the scroll view scrolls in, the content's offset (how far its top-leading
/// corner lies before the scroll view's) is worked out in this order:
/// 1. Content no longer than the scroll view cannot scroll: it is placed by the alignment
///    anchor (`defaultScrollAnchor`; at the start when none), a negative offset.
/// 2. Else an offset set with `scrollContentOffset` (Arrange's, to inspect a scrolled state).
/// 3. Else the place `scrollPosition(_:)` names along this axis: an edge, a point, `x:` or `y:`.
/// 4. Else the initial anchor of `defaultScrollAnchor`: its fraction of the overflow.
/// 5. Else the start.
/// Offsets from 2 to 4 are clamped to the overflow.
struct ScrollRest: Equatable, Sendable {
    /// The offset `scrollContentOffset` set, if any.
    var contentOffset: CGPoint?
    /// The position `scrollPosition(_:anchor:)` was given.
    var target: ScrollPosition.Target = .automatic
    /// The anchor of `defaultScrollAnchor` for where the scroll view starts.
    var initialAnchor: UnitPoint?
    /// The anchor of `defaultScrollAnchor` for content shorter than the scroll view.
    var alignmentAnchor: UnitPoint?

    /// The content's offset along `axis` when it is `content` long in a scroll view `visible`
    /// long.
    func offset(along axis: Axis, content: CGFloat, visible: CGFloat) -> CGFloat {
        let overflow = content - visible
        // 1.
        guard overflow > 0 else {
            let fraction = alignmentAnchor.map { axis == .horizontal ? $0.x : $0.y } ?? 0
            return overflow.isFinite && fraction.isFinite ? fraction * overflow : 0
        }
        guard overflow.isFinite else { return 0 }
        let wanted: CGFloat
        if let contentOffset {
            // 2.
            wanted = axis == .horizontal ? contentOffset.x : contentOffset.y
        } else if let named = namedOffset(along: axis, overflow: overflow) {
            // 3.
            wanted = named
        } else if let initialAnchor {
            // 4.
            wanted = (axis == .horizontal ? initialAnchor.x : initialAnchor.y) * overflow
        } else {
            // 5.
            wanted = 0
        }
        return wanted.isFinite ? min(max(wanted, 0), overflow) : 0
    }

    /// The offset the scroll position names along `axis`, if it names one there.
    private func namedOffset(along axis: Axis, overflow: CGFloat) -> CGFloat? {
        switch (target, axis) {
        case (.edge(.top), .vertical), (.edge(.leading), .horizontal): 0
        case (.edge(.bottom), .vertical), (.edge(.trailing), .horizontal): overflow
        case (.point(let point), _): axis == .horizontal ? point.x : point.y
        case (.x(let x), .horizontal): x
        case (.y(let y), .vertical): y
        default: nil
        }
    }
}

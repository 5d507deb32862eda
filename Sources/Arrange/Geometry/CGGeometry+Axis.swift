import Foundation

extension CGSize {
    /// The length along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from a length along `axis` and one across it.
    init(_ axis: Axis, along: CGFloat, across: CGFloat) {
        self = axis == .horizontal
            ? CGSize(width: along, height: across)
            : CGSize(width: across, height: along)
    }
}

extension CGPoint {
    /// The coordinate along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    init(_ axis: Axis, along: CGFloat, across: CGFloat) {
        self = axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
    }
}

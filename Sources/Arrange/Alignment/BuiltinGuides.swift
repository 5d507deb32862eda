import Foundation

// The built-in guides. Their defaults are SwiftUI's: edges and centres of the view's rectangle;
// text baselines fall back to the bottom edge for a view that holds no text.

/// The edge and centre guides. A container with several children never passes their explicit
/// values up (SwiftUI's frame guides combine to nothing); single-child modifiers such as padding
/// and frame do, shifted by the child's offset.
protocol FrameGuide: AlignmentID {}

extension FrameGuide {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

enum LeadingGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomGuide: FrameGuide {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// The first line's baseline. Of several children with text, a container reports the topmost.
enum FirstTextBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }

    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = min(parentValue ?? childValue, childValue)
    }
}

/// The last line's baseline. Of several children with text, a container reports the lowest.
enum LastTextBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }

    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = max(parentValue ?? childValue, childValue)
    }
}

extension AlignmentKey {
    /// `frameGuideIndex` of the guide `id` on `axis`, read from the guide's type, without a table.
    static func frameGuideIndex(of id: any AlignmentID.Type, axis: Axis) -> Int? {
        if axis == .horizontal {
            if id == LeadingGuide.self { return 0 }
            if id == HorizontalCenterGuide.self { return 1 }
            if id == TrailingGuide.self { return 2 }
        } else {
            if id == TopGuide.self { return 3 }
            if id == VerticalCenterGuide.self { return 4 }
            if id == BottomGuide.self { return 5 }
        }
        return nil
    }

    /// The default value of an edge or centre guide in a view of `size` — what its
    /// `defaultValue(in:)` gives, without making the view's dimensions — or `nil` for any other
    /// guide. (A stack asks it of every child on every sizing.)
    @inline(__always)
    func frameGuideDefault(in size: CGSize) -> CGFloat? {
        switch frameGuideIndex {
        case 0, 3: return 0
        case 1: return size.width / 2
        case 2: return size.width
        case 4: return size.height / 2
        case 5: return size.height
        default: return nil
        }
    }
}

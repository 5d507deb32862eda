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

import Foundation

/// A view's size together with its alignment guides, as a container sees it while aligning:
/// `dimensions[.leading]`, `dimensions[VerticalAlignment.center]`, or the value of any custom
/// guide. Passed to `alignmentGuide(_:computeValue:)` closures and to `AlignmentID.defaultValue`.
public struct ViewDimensions: Equatable {
    /// The view's reported width.
    public var width: CGFloat { size.width }
    /// The view's reported height.
    public var height: CGFloat { size.height }

    let size: CGSize
    /// Where explicit guide values come from: the node measured, under the proposal it answered.
    let source: GuideSource?

    init(size: CGSize, source: GuideSource? = nil) {
        self.size = size
        self.source = source
    }

    /// The guide's value: the view's explicit value if it has one, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        value(of: guide.key)
    }

    /// The guide's value: the view's explicit value if it has one, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        value(of: guide.key)
    }

    /// The view's explicit value for the guide, or `nil` if it would use the default.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        source?.explicitValue(of: guide.key)
    }

    /// The view's explicit value for the guide, or `nil` if it would use the default.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        source?.explicitValue(of: guide.key)
    }

    func value(of key: AlignmentKey) -> CGFloat {
        source?.explicitValue(of: key) ?? key.defaultValue(in: self)
    }

    /// Equal when the sizes match and the explicit guides come from the same view under the same
    /// proposal.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && GuideSource.same(lhs.source, rhs.source)
    }
}

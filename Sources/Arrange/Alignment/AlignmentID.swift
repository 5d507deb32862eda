import Foundation

/// Identifies an alignment guide: built-in ones (`.leading`, `.top`, `.firstTextBaseline`…) and
/// custom ones such as the book's `MenuAlignment`.
///
/// A view that states no explicit value for a guide answers `defaultValue(in:)` computed from
/// its own dimensions. Containers pass explicit values of their children up, so a custom guide
/// set deep inside nested stacks is what an outer stack aligns on.
public protocol AlignmentID {
    /// The guide's position in a view that has no explicit value for it, in the view's own
    /// coordinates (for a horizontal guide, a distance from its leading edge).
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// How a container merges the explicit values of its `n + 1` children into one, child by
    /// child: `childValue` is the next child's value in the container's coordinates, `n` how many
    /// were merged before it. The default takes their average, as SwiftUI does for custom guides.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The average of the children's explicit values.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        guard let previous = parentValue, n > 0 else {
            parentValue = childValue
            return
        }
        parentValue = (previous * CGFloat(n) + childValue) / CGFloat(n + 1)
    }
}

/// The identity of one guide on one axis: which `AlignmentID` type, horizontal or vertical.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    private let identity: ObjectIdentifier
    /// `frameGuideIndex`, worked out once when the key is made (-1 for none): a stack and a
    /// frame ask it of every child they align.
    private let storedFrameGuideIndex: Int8

    init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
        self.identity = ObjectIdentifier(id)
        self.storedFrameGuideIndex = Int8(Self.frameGuideIndex(of: id, axis: axis) ?? -1)
    }

    /// Which edge or centre guide this is, in `AlignmentKeySet`'s order of built-in guides — 0
    /// leading, 1 horizontal centre, 2 trailing, 3 top, 4 vertical centre, 5 bottom — or `nil` for
    /// a text baseline or a custom guide.
    @inline(__always)
    var frameGuideIndex: Int? {
        storedFrameGuideIndex < 0 ? nil : Int(storedFrameGuideIndex)
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.identity == rhs.identity && lhs.axis == rhs.axis
    }

    /// The identity of the guide's `AlignmentID` type: with `axis`, what tells keys apart.
    var typeIdentity: ObjectIdentifier { identity }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(axis)
    }

    /// The guide's value in a view of these dimensions that has no explicit value for it.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        id.defaultValue(in: dimensions)
    }

    /// A readable name for explanations: `leading`, `firstTextBaseline`, `MenuAlignment`.
    var name: String {
        let raw = String(describing: id)
        if let builtin = BuiltinAlignmentName(rawValue: raw) { return builtin.spelling }
        return raw
    }
}

/// The names SwiftUI's users write for the built-in guides.
private enum BuiltinAlignmentName: String {
    case leadingGuide = "LeadingGuide", horizontalCenterGuide = "HorizontalCenterGuide",
        trailingGuide = "TrailingGuide", topGuide = "TopGuide",
        verticalCenterGuide = "VerticalCenterGuide", bottomGuide = "BottomGuide",
        firstTextBaselineGuide = "FirstTextBaselineGuide", lastTextBaselineGuide = "LastTextBaselineGuide"

    var spelling: String {
        switch self {
        case .leadingGuide: "leading"
        case .horizontalCenterGuide, .verticalCenterGuide: "center"
        case .trailingGuide: "trailing"
        case .topGuide: "top"
        case .bottomGuide: "bottom"
        case .firstTextBaselineGuide: "firstTextBaseline"
        case .lastTextBaselineGuide: "lastTextBaseline"
        }
    }
}

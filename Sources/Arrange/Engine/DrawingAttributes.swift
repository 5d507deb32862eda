import Foundation

/// How a node is drawn beyond its frame: effects that never move anything in layout (the book's
/// "rendering modifiers"), recorded for renderers and for `LayoutNodeInfo`.
public struct DrawingAttributes: Equatable, Sendable {
    /// Whether drawing is clipped to the node's frame (`clipped()`).
    public var clipsToBounds = false
    /// The shape drawing is clipped to, in the node's frame (`clipShape`, `cornerRadius`).
    public var clipShape: AnyShape?
    /// The drawing order among siblings: higher is drawn later, above (`zIndex`).
    public var zIndex: Double = 0
    /// Whether the node is not drawn at all, though it keeps its place (`hidden()`).
    public var isHidden = false
    /// The edges across which a background colour is drawn on into the unsafe area (the
    /// book's "colour bleeds into the non-safe area"); empty for everything else.
    public var unsafeAreaBleed: Edge.Set = []
    /// The translation applied when drawing (`offset`).
    public var offset = CGSize.zero
    /// The rotation applied when drawing, in radians, about `rotationAnchor` (`rotationEffect`).
    public var rotation: CGFloat = 0
    /// The unit point the rotation turns about.
    public var rotationAnchor = UnitPoint.center
    /// The scale applied when drawing, about `scaleAnchor` (`scaleEffect`).
    public var scale = CGSize(width: 1, height: 1)
    /// The unit point the scale grows from.
    public var scaleAnchor = UnitPoint.center
    /// The opacity the node is drawn with (`opacity`).
    public var opacity: Double = 1
    /// The shadow drawn beneath the node's content (`shadow`), `nil` for none.
    public var shadow: Shadow?
    /// `offset`, `rotationEffect`, `scaleEffect`, `transformEffect`, `projectionEffect` and
    /// `rotation3DEffect` in the order they were written, innermost
    /// first: drawing applies each about its own anchor in this order, as SwiftUI composes
    /// effects (the fields above are their totals, for records).
    public var transforms: [DrawingTransform] = []
    /// Whether any drawing attribute differs from the default.
    public var isIdentity: Bool { self == DrawingAttributes() }

    /// No effects.
    public init() {}

    /// Equal when every effect is; clip shapes count as equal when both are present or absent.
    public static func == (lhs: DrawingAttributes, rhs: DrawingAttributes) -> Bool {
        lhs.clipsToBounds == rhs.clipsToBounds && (lhs.clipShape == nil) == (rhs.clipShape == nil)
            && lhs.zIndex == rhs.zIndex && lhs.isHidden == rhs.isHidden && lhs.unsafeAreaBleed == rhs.unsafeAreaBleed
            && lhs.offset == rhs.offset
            && lhs.rotation == rhs.rotation && lhs.rotationAnchor == rhs.rotationAnchor && lhs.scale == rhs.scale
            && lhs.scaleAnchor == rhs.scaleAnchor && lhs.opacity == rhs.opacity && lhs.shadow == rhs.shadow
            && lhs.transforms == rhs.transforms
    }
}

/// One drawing transform as written: moved, rotated or scaled about a unit point of the frame.
public enum DrawingTransform: Hashable, Sendable {
    /// `offset`.
    case offset(CGSize)
    /// `rotationEffect`, in radians, about the anchor.
    case rotation(CGFloat, anchor: UnitPoint)
    /// `scaleEffect` about the anchor.
    case scale(CGSize, anchor: UnitPoint)
    /// `transformEffect` and `projectionEffect`: the transform in the view's own space.
    case projection(ProjectionTransform)
    /// `rotation3DEffect`, whose transform depends on the view's size.
    case rotation3D(Rotation3D)
}

/// A drop shadow: the node's drawing, blurred by `radius`, in `color`, moved by (`x`, `y`).
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour; SwiftUI's default is black at 33 % opacity.
    public var color: Color
    /// How far the shadow is blurred, in points.
    public var radius: CGFloat
    /// How far the shadow is moved right.
    public var x: CGFloat
    /// How far the shadow is moved down.
    public var y: CGFloat

    /// A shadow.
    public init(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

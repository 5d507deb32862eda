import Foundation

/// How a shape's inside is found when it is filled: by the non-zero winding rule (the
/// default) or, with `isEOFilled`, the even-odd rule.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside.
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased (they always are when drawn here).
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }

    /// How a shape view draws with this style.
    var drawing: ShapeDrawing { isEOFilled ? .evenOddFill : .fill }
}

import Foundation

/// One column of a `LazyVGrid` (or one row of a `LazyHGrid`): how wide it is, the gap after it,
/// and how its cells align their views.
///
/// Invariants once a grid is built (`GridItem.validated`): every length is finite and
/// non-negative except a maximum, which may be `.infinity`; a minimum never exceeds its maximum;
/// an adaptive minimum is positive. Unusable values are replaced, with a diagnostic, by the
/// defaults below.
///
/// `spacing` is the gap *after* this column (SwiftUI's meaning): `nil` is 8 points. It is also
/// the gap between the sub-columns of an adaptive column. The gap between rows is the grid's
/// own `spacing`, not the item's.
public struct GridItem: Sendable {
    /// How a column's width is decided.
    public enum Size: Sendable {
        /// Exactly this width, whatever the grid is offered.
        case fixed(CGFloat)
        /// An equal share of what the fixed columns leave, clamped to `minimum`...`maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many sub-columns of at least `minimum` as fit in an equal share, stretched up to
        /// `maximum` each to fill it.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// How wide the column is.
    public var size: Size
    /// The gap after the column, or `nil` for the default 8 points.
    public var spacing: CGFloat?
    /// How a view is aligned in its cell, or `nil` to use the grid's alignment.
    public var alignment: Alignment?

    /// A column (or row) of `size`, followed by `spacing`, aligning its views by `alignment`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The gap after a column, and between rows, when none is given: 8 points.
    static let defaultSpacing: CGFloat = 8
    /// The minimum that replaces an unusable flexible or adaptive minimum: `flexible()`'s own
    /// default, 10 points.
    static let fallbackMinimum: CGFloat = 10
}

extension GridItem {
    /// This item with every unusable value replaced, each replacement reported through `warn`
    /// with the view's name (`LazyVGrid`, `LazyHGrid`):
    /// - a fixed width that is negative, NaN or infinite: the item becomes `.flexible()`;
    /// - a minimum that is negative, NaN or infinite (or not positive, for an adaptive column,
    ///   which could otherwise fit unboundedly many sub-columns): `fallbackMinimum`;
    /// - a maximum that is NaN, negative or below the minimum: `.infinity`;
    /// - a spacing that is NaN or infinite, or one so negative that an adaptive column's
    ///   step (minimum + spacing) is not positive: `defaultSpacing`.
    /// Negative spacing is otherwise kept: columns overlap, as stacks overlap their children.
    func validated(warn: (LayoutDiagnostic.Kind) -> Void) -> ResolvedGridItem {
        func usableLength(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }
        func usableMaximum(_ value: CGFloat, minimum: CGFloat) -> CGFloat {
            guard !value.isNaN, value >= minimum else {
                warn(.invalidValue(modifier: "GridItem maximum (with minimum \(LengthFormat.length(minimum)))", value: value))
                return .infinity
            }
            return value
        }
        let sizing: ResolvedGridItem.Sizing
        switch size {
        case .fixed(let width):
            if usableLength(width) {
                sizing = .fixed(width)
            } else {
                warn(.invalidValue(modifier: "GridItem(.fixed(_:))", value: width))
                sizing = .flexible(minimum: Self.fallbackMinimum, maximum: .infinity)
            }
        case .flexible(let minimum, let maximum):
            var lower = minimum
            if !usableLength(minimum) {
                warn(.invalidValue(modifier: "GridItem(.flexible(minimum:))", value: minimum))
                lower = Self.fallbackMinimum
            }
            sizing = .flexible(minimum: lower, maximum: usableMaximum(maximum, minimum: lower))
        case .adaptive(let minimum, let maximum):
            var lower = minimum
            if !(usableLength(minimum) && minimum > 0) {
                warn(.invalidValue(modifier: "GridItem(.adaptive(minimum:))", value: minimum))
                lower = Self.fallbackMinimum
            }
            sizing = .adaptive(minimum: lower, maximum: usableMaximum(maximum, minimum: lower))
        }
        var gap = spacing ?? Self.defaultSpacing
        if !gap.isFinite {
            warn(.invalidValue(modifier: "GridItem(spacing:)", value: gap))
            gap = Self.defaultSpacing
        } else if case .adaptive(let minimum, _) = sizing, minimum + gap <= 0 {
            warn(.invalidValue(modifier: "GridItem(.adaptive(minimum: \(LengthFormat.length(minimum))), spacing:)", value: gap))
            gap = Self.defaultSpacing
        }
        return ResolvedGridItem(sizing: sizing, spacing: gap, alignment: alignment)
    }
}

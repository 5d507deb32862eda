import Foundation

/// A size a parent proposes to a child: each dimension is a length, or `nil` for "unspecified".
///
/// Invariants: a component is `nil`, or a non-negative number (possibly `.infinity`); the engine
/// turns NaN into `nil` and negative lengths into 0 before any view sees a proposal.
///
/// Three proposals are special (SwiftUI's documentation): `.zero` asks a view for its minimum
/// size, `.infinity` for its maximum size, and `.unspecified` (`nil` × `nil`) for its ideal size.
/// A view answers any proposal with the size it chooses; the parent cannot change that answer.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` to ask for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` to ask for the ideal height.
    public var height: CGFloat?

    /// A proposal of `width` × `height`; `nil` leaves a dimension unspecified.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// 0 × 0: asks a view for its minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// ∞ × ∞: asks a view for its maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// `nil` × `nil`: asks a view for its ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// This proposal as a concrete size, with `size`'s components standing in for unspecified
    /// dimensions. The default, 10 × 10, is the ideal size of every built-in shape.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedViewSize {
    /// The component along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from a length along `axis` and one across it.
    init(_ axis: Axis, along: CGFloat?, across: CGFloat?) {
        self = axis == .horizontal
            ? ProposedViewSize(width: along, height: across)
            : ProposedViewSize(width: across, height: along)
    }

    /// The proposal every view actually receives: NaN becomes unspecified, negative lengths and
    /// -0 become 0, so that equal proposals compare equal and hash alike in the size cache.
    var sanitized: ProposedViewSize {
        ProposedViewSize(width: Self.sanitize(width), height: Self.sanitize(height))
    }

    /// Whether this proposal needs no sanitizing (the common case, checked before copying).
    @inline(__always)
    var isSanitized: Bool {
        Self.isClean(width) && Self.isClean(height)
    }

    private static func sanitize(_ length: CGFloat?) -> CGFloat? {
        guard let length, !length.isNaN else { return nil }
        return length > 0 ? length : 0
    }

    /// Whether `length` is unspecified, +0 or positive (∞ included): read from its bits, which
    /// lie between +0's and +∞'s exactly then (a NaN's lie above, a negative length's, -0's
    /// included, have the sign bit).
    @inline(__always)
    private static func isClean(_ length: CGFloat?) -> Bool {
        guard let length else { return true }
        return length.bitPattern <= CGFloat.infinity.bitPattern
    }
}

extension ProposedViewSize: CustomStringConvertible {
    /// `320×480`, `nil×480`, `∞×0`: the notation of the book's step lists.
    public var description: String {
        "\(LengthFormat.proposal(width))×\(LengthFormat.proposal(height))"
    }
}

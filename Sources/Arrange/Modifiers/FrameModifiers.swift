import Foundation

/// `@usableFromInline`, with its initializer, so that `frame(width:height:alignment:)` can be
/// specialized where it is called (see there).
///
/// Keeps the lengths as given and checks them where the frame's node is made (`width`,
/// `height`, `diagnostics`): a modifier of plain numbers is copied and destroyed without
/// reference counting, and made with two stores where it is written. A fixed leaf's value is
/// copied several times on its way into the tree; a list of problems made at `init` cost about
/// 150 instructions of building each `Color…frame` leaf, and checked lengths kept beside the
/// given ones about 60 more than this.
@usableFromInline
nonisolated struct FixedFrameModifier: UnaryLayoutModifier {
    @usableFromInline typealias Body = Never
    /// The width given, valid or not.
    let givenWidth: CGFloat?
    /// The height given, valid or not.
    let givenHeight: CGFloat?
    let alignment: Alignment

    @usableFromInline
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.givenWidth = width
        self.givenHeight = height
        self.alignment = alignment
    }

    /// `length` if a frame can take it, else unspecified: negative, NaN and infinite
    /// dimensions are logged as SwiftUI logs them and treated as unspecified (SwiftUI would
    /// keep them and propagate NaN; we choose a defined result).
    static func valid(_ length: CGFloat?) -> CGFloat? {
        guard let length, length.isFinite, length >= 0 else { return nil }
        return length
    }

    /// The width the frame proposes and reports.
    var width: CGFloat? { Self.valid(givenWidth) }
    /// The height the frame proposes and reports.
    var height: CGFloat? { Self.valid(givenHeight) }

    /// Whether both lengths are used as given (a NaN is never equal to itself).
    var argumentsAreValid: Bool { width == givenWidth && height == givenHeight }

    /// An invalid width, then an invalid height, each reported once per tree.
    var diagnostics: [LayoutDiagnostic.Kind] {
        if argumentsAreValid { return [] }
        var problems: [LayoutDiagnostic.Kind] = []
        if let length = givenWidth, width == nil { problems.append(.invalidFrameDimension(length)) }
        if let length = givenHeight, height == nil { problems.append(.invalidFrameDimension(length)) }
        return problems
    }

    func algorithm(environment: EnvironmentValues) -> FrameLayout {
        FrameLayout(width: width, height: height, alignment: alignment)
    }

    /// Wraps each node of the content in a frame (`UnaryLayoutModifier`), declared here since
    /// the type is `@usableFromInline`.
    @usableFromInline
    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        wrapNodes(modifier: modifier, inputs: inputs, outputs: &outputs, content: content)
    }
}

/// `@usableFromInline`, with an initializer from the six bounds, so that
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` can be
/// specialized where it is called (as `frame(width:height:alignment:)`).
///
/// Keeps the bounds as given and checks them where the frame's node is made, as
/// `FixedFrameModifier` does, so that the modifier is plain data: a list of problems kept in it
/// made every copy of a `….frame(maxWidth: .infinity)` view a retain and a release.
@usableFromInline
nonisolated struct FlexibleFrameModifier: UnaryLayoutModifier {
    @usableFromInline typealias Body = Never
    /// The bounds given, valid or not.
    let givenBounds: FlexFrameBoundsPair
    let alignment: Alignment

    init(horizontal: FlexFrameBounds, vertical: FlexFrameBounds, alignment: Alignment) {
        self.givenBounds = FlexFrameBoundsPair(horizontal, vertical)
        self.alignment = alignment
    }

    /// The frame of the bounds `frame(minWidth:…)` was given (checked where its node is made).
    @usableFromInline
    init(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?,
        alignment: Alignment
    ) {
        self.init(
            horizontal: FlexFrameBounds(min: minWidth, ideal: idealWidth, max: maxWidth),
            vertical: FlexFrameBounds(min: minHeight, ideal: idealHeight, max: maxHeight), alignment: alignment)
    }

    /// The bounds the frame lays out with: the given ones checked and repaired (`repaired`).
    var bounds: FlexFrameBoundsPair { checkedBounds { _ in } }

    var argumentsAreValid: Bool {
        var valid = true
        _ = checkedBounds { _ in valid = false }
        return valid
    }

    /// Each invalid bound, in order, and "contradictory" once however many axes are.
    var diagnostics: [LayoutDiagnostic.Kind] {
        var problems: [LayoutDiagnostic.Kind] = []
        _ = checkedBounds { problem in
            if problem != .contradictoryFrameConstraints || !problems.contains(problem) { problems.append(problem) }
        }
        return problems
    }

    /// Both axes' bounds repaired, horizontal first, each problem handed to `note`.
    private func checkedBounds(noting note: (LayoutDiagnostic.Kind) -> Void) -> FlexFrameBoundsPair {
        FlexFrameBoundsPair(Self.repaired(givenBounds.horizontal, noting: note), Self.repaired(givenBounds.vertical, noting: note))
    }

    /// Checks the order min ≤ ideal ≤ max (noting "Contradictory frame constraints
    /// specified." when broken), drops NaN and infinite minimums, then repairs the values as
    /// SwiftUI does: min ≥ 0, ideal ≥ min, max ≥ ideal. Each problem is handed to `note`.
    static func repaired(_ raw: FlexFrameBounds, noting note: (LayoutDiagnostic.Kind) -> Void) -> FlexFrameBounds {
        func usable(_ value: CGFloat?, allowInfinity: Bool) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN || (!allowInfinity && value.isInfinite) {
                note(.invalidFlexibleFrameBound(value))
                return nil
            }
            return value
        }
        var bounds = FlexFrameBounds(
            min: usable(raw.min, allowInfinity: false), ideal: usable(raw.ideal, allowInfinity: false),
            max: usable(raw.max, allowInfinity: true))
        let low = bounds.min ?? -.infinity
        let ideal = bounds.ideal ?? low
        let high = bounds.max ?? ideal
        if !(low <= ideal && ideal <= high) { note(.contradictoryFrameConstraints) }
        if let min = bounds.min { bounds.min = Swift.max(min, 0) }
        if let ideal = bounds.ideal { bounds.ideal = Swift.max(bounds.min ?? 0, ideal) }
        if let max = bounds.max { bounds.max = Swift.max(bounds.ideal ?? 0, max) }
        return bounds
    }

    func algorithm(environment: EnvironmentValues) -> FlexFrameLayout {
        FlexFrameLayout(bounds: bounds, alignment: alignment)
    }

    /// Wraps each node of the content in a flexible frame (`UnaryLayoutModifier`), declared here
    /// since the type is `@usableFromInline`.
    @usableFromInline
    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        wrapNodes(modifier: modifier, inputs: inputs, outputs: &outputs, content: content)
    }
}

nonisolated extension View {
    /// An invisible frame of exactly `width` × `height` around this view: proposes that size to
    /// the view and reports it, whatever the view takes; the view is placed by `alignment`.
    /// A dimension left `nil` passes the proposal through and takes the view's size.
    // Inlinable, so that the caller's module makes the modified view's type with its metadata
    // known: unspecialized, the generic `modifier(_:)` looked the type up at run time (about
    // 340 instructions of building every fixed frame).
    @inlinable
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// A frame with bounds: the proposal is clamped to them before it reaches this view, and the
    /// reported size is clamped to them again (the view's size standing in for a missing bound).
    /// `frame(maxWidth: .infinity)` takes at least the proposed width; `frame(minWidth: 0,
    /// maxWidth: .infinity)` exactly the proposed width. Ideal lengths answer `nil` proposals.
    // Inlinable for the reason `frame(width:height:alignment:)` is.
    @inlinable
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            FlexibleFrameModifier(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
                maxHeight: maxHeight, alignment: alignment))
    }
}

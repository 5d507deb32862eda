import Foundation

/// `aspectRatio`: a ratio that is not positive and finite is dropped with a diagnostic; runs
/// `AspectRatioLayout`.
///
/// Keeps the ratio as given and checks it where the node is made, as the frame modifiers do,
/// so that the modifier is plain data (a problem list kept in it made every copy of a
/// `….aspectRatio(…)` view a retain and a release).
nonisolated struct AspectRatioModifier: UnaryLayoutModifier {
    typealias Body = Never
    /// The ratio given, valid or not.
    let givenRatio: CGFloat?
    let contentMode: ContentMode

    init(ratio: CGFloat?, contentMode: ContentMode) {
        self.givenRatio = ratio
        self.contentMode = contentMode
    }

    /// The ratio laid out with: a ratio that is not a positive finite number is ignored (the
    /// child's own ratio is used, as with no ratio).
    var ratio: CGFloat? {
        guard let givenRatio, givenRatio.isFinite, givenRatio > 0 else { return nil }
        return givenRatio
    }

    var argumentsAreValid: Bool { givenRatio == ratio }

    /// The ignored ratio, logged once per tree.
    var diagnostics: [LayoutDiagnostic.Kind] {
        guard let givenRatio, !argumentsAreValid else { return [] }
        return [.invalidValue(modifier: "aspectRatio", value: givenRatio)]
    }

    func algorithm(environment: EnvironmentValues) -> AspectRatioLayout {
        AspectRatioLayout(ratio: ratio, contentMode: contentMode)
    }
}

nonisolated extension View {
    /// Proposes the largest (`.fit`) or smallest (`.fill`) rectangle of width ÷ height = `ratio`
    /// within the proposal, and reports this view's size. With no ratio, the view's ideal size
    /// gives it.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
    }

    /// `aspectRatio` with the ratio of `size`.
    public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: size.height == 0 ? .nan : size.width / size.height, contentMode: contentMode))
    }

    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
}

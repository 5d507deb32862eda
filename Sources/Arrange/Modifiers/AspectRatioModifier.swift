import Foundation

/// `aspectRatio`: a ratio that is not positive and finite is dropped with a diagnostic; runs
/// `AspectRatioLayout`.
nonisolated struct AspectRatioModifier: UnaryLayoutModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode
    let diagnostics: [LayoutDiagnostic.Kind]

    /// A ratio that is not a positive finite number is logged and ignored (the child's own
    /// ratio is used, as with no ratio).
    init(ratio: CGFloat?, contentMode: ContentMode) {
        if let ratio, !(ratio.isFinite && ratio > 0) {
            self.ratio = nil
            diagnostics = [.invalidValue(modifier: "aspectRatio", value: ratio)]
        } else {
            self.ratio = ratio
            diagnostics = []
        }
        self.contentMode = contentMode
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

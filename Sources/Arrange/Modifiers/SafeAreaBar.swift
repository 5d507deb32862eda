import Foundation

nonisolated extension View {
    /// Shows `content` as a custom bar along the top or bottom `edge` of this view (iOS 26):
    /// laid out as `safeAreaInset(edge:alignment:spacing:content:)` lays out its content, this
    /// view narrowed by the bar's height plus `spacing`. iOS also fades scrolled content under
    /// the bar (the scroll edge effect); at rest nothing has scrolled under it, so the bar is
    /// drawn over the view as an inset is, and the call is recorded.
    public func safeAreaBar(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
            .recording("safeAreaBar", "edge: .\(edge == .top ? "top" : "bottom")")
    }

    /// Shows `content` as a custom bar along the leading or trailing `edge` of this view
    /// (iOS 26), laid out as the horizontal `safeAreaInset` lays out its content; recorded.
    public func safeAreaBar(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
            .recording("safeAreaBar", "edge: .\(edge == .leading ? "leading" : "trailing")")
    }
}

import Arrange

/// A row whose subviews are all as wide as the widest one's ideal width, spaced evenly: the
/// kind of `Layout` an app writes for a row of buttons of equal width.
///
/// 1. Ask each subview for its ideal size (proposal `nil×nil`); the widest width is the column.
/// 2. Report columns × that width plus the spacing, as tall as the tallest subview.
/// 3. Place each subview in its column, proposing it the column's width.
public struct EqualWidthRow: Layout {
    public var spacing: CGFloat

    public init(spacing: CGFloat = 8) {
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // 1.
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let column = sizes.map(\.width).max() ?? 0
        // 2.
        let width = column * CGFloat(subviews.count) + spacing * CGFloat(max(0, subviews.count - 1))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let column = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        // 3.
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(width: column, height: bounds.height))
            x += column + spacing
        }
    }
}

/// Three buttons of equal width.
public struct ChoiceRow: View {
    public init() {}

    public var body: some View {
        EqualWidthRow(spacing: 8) {
            ForEach(["Yes", "No", "Maybe later"], id: \.self) { title in
                Text(title)
                    .padding(.vertical, 6)
                    .frame(maxWidth: .infinity)
                    .background(Color.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 6))
            }
        }
    }
}

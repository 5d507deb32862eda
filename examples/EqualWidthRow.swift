import SwiftUI

struct EqualWidthRow: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let column = sizes.map(\.width).max() ?? 0
        let width = column * CGFloat(subviews.count) + spacing * CGFloat(max(0, subviews.count - 1))
        return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let column = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                          proposal: ProposedViewSize(width: column, height: bounds.height))
            x += column + spacing
        }
    }
}

struct Choices: View {
    var body: some View {
        EqualWidthRow {
            Text("Yes")
            Text("Maybe")
        }
    }
}

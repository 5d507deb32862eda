import Foundation

/// Children in rows, left to right, wrapping to a new row when the next child would pass the
/// proposed width — the chips of seed 001.
///
/// 1. Measures every child once, at its ideal size (`.unspecified`), and keeps the sizes in
///    its `Cache`: sizing and placing then need no further questions.
/// 2. Fills rows greedily: a child joins the current row unless the row's width plus
///    `spacing` plus the child's width would pass `proposal.width` (`?? .infinity`: an
///    unspecified width never wraps); a child wider than the whole width gets a row of its own.
/// 3. Reports the widest row's width and the rows' heights plus `lineSpacing` between them.
/// 4. Places each row at the leading, centre or trailing side of its bounds, per `alignment`,
///    and each child in its row by `alignment`'s vertical guide, proposing its ideal size.
/// Right to left, rows run from the right: the engine mirrors placements as for every layout.
public struct FlowLayout: Layout {
    /// The distance between neighbours in a row.
    public var spacing: CGFloat
    /// The distance between rows.
    public var lineSpacing: CGFloat
    /// Where rows sit across the width (leading, centre, trailing) and children within a row
    /// (top, centre, bottom, text baselines).
    public var alignment: Alignment

    /// What was wrong with the spacings it was given (each unusable one is replaced: `spacing`
    /// by 8, `lineSpacing` by `spacing`).
    let valueProblems: [LayoutDiagnostic.Kind]

    /// A flow of rows; `lineSpacing` defaults to `spacing`.
    public init(spacing: CGFloat = 8, lineSpacing: CGFloat? = nil, alignment: Alignment = .topLeading) {
        let checked = ViewSpacing.checked(spacing, parameter: "FlowLayout(spacing:)")
        self.spacing = checked.value ?? 8
        let line = ViewSpacing.checked(lineSpacing, parameter: "FlowLayout(lineSpacing:)")
        self.lineSpacing = line.value ?? self.spacing
        self.valueProblems = [checked.problem, line.problem].compactMap { $0 }
        self.alignment = alignment
    }

    /// Every child's ideal size, measured once per pass.
    public struct Cache {
        /// The ideal size of each child, in order.
        public var sizes: [CGSize]
    }

    /// One row: which children, how wide, how tall.
    struct Row {
        var indices: Range<Int>
        var width: CGFloat
        var height: CGFloat
    }

    /// Step 1: every child's ideal size, measured once with an unspecified proposal.
    public func makeCache(subviews: Subviews) -> Cache {
        // 1.
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    /// Steps 2–3: the widest row's width by the rows' heights plus `lineSpacing` between them.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let rows = self.rows(sizes: cache.sizes, maxWidth: proposal.width ?? .infinity)
        // 3.
        let width = rows.map(\.width).max() ?? 0
        let height = rows.reduce(0) { $0 + $1.height } + lineSpacing * CGFloat(max(rows.count - 1, 0))
        return CGSize(width: width, height: height)
    }

    /// Step 4: each row at its aligned side of `bounds`, each child on the row's vertical guide at
    /// its ideal size.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for row in rows(sizes: cache.sizes, maxWidth: proposal.width ?? .infinity) {
            // 4.
            var x = bounds.minX + offset(ofRowWidth: row.width, in: bounds.width)
            // Top alignment needs no guides: no further questions to the children.
            let guides = alignment.vertical == .top
                ? row.indices.map { _ in CGFloat(0) }
                : row.indices.map { subviews[$0].dimensions(in: .unspecified)[alignment.vertical] }
            let rowGuide = guides.max() ?? 0
            for (index, guide) in zip(row.indices, guides) {
                subviews[index].place(at: CGPoint(x: x, y: y + rowGuide - guide), proposal: .unspecified)
                x += cache.sizes[index].width + spacing
            }
            y += row.height + lineSpacing
        }
    }

    /// 2. The rows for `maxWidth`.
    func rows(sizes: [CGSize], maxWidth: CGFloat) -> [Row] {
        var rows: [Row] = []
        var start = 0
        var width: CGFloat = 0
        var height: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            let nextWidth = index == start ? size.width : width + spacing + size.width
            if nextWidth > maxWidth && index > start {
                rows.append(Row(indices: start..<index, width: width, height: height))
                start = index
                width = size.width
                height = size.height
            } else {
                width = nextWidth
                height = max(height, size.height)
            }
        }
        if start < sizes.count {
            rows.append(Row(indices: start..<sizes.count, width: width, height: height))
        }
        return rows
    }

    /// Where a row of `rowWidth` starts inside `width`, per the horizontal alignment.
    private func offset(ofRowWidth rowWidth: CGFloat, in width: CGFloat) -> CGFloat {
        let room = width - rowWidth
        switch alignment.horizontal {
        case .center: return room / 2
        case .trailing: return room
        default: return 0
        }
    }
}

extension FlowLayout: DiagnosesItsValues {}

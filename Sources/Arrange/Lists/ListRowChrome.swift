import Foundation

/// How a list draws the nodes of one lazily built row, in its style: rows become cells
/// (`ListRowLayout`: background, inset content, separator), headers and footers become inset
/// text, and inset styles move everything in from the list's edges. Built from Arrange's own
/// views (padding, frame, shapes), so explanations and drawing come with them.
struct ListRowChrome {
    let style: ListRowContext.Style
    /// The space above a section (`listSectionSpacing`), or `nil` for the style's.
    let sectionSpacing: CGFloat?
    let minimumRowHeight: CGFloat
    /// The space between adjacent rows (`listRowSpacing`), or `nil` for none.
    let rowSpacing: CGFloat?
    /// One pixel, in points.
    let hairline: CGFloat

    init(environment: EnvironmentValues, style: ListRowContext.Style) {
        self.style = style
        self.sectionSpacing = environment.listSectionSpacing
        self.minimumRowHeight = environment.defaultMinListRowHeight
        self.rowSpacing = environment.listRowSpacing
        let scale = environment.displayScale
        self.hairline = scale.isFinite && scale >= 1 ? 1 / scale : 1
    }

    /// Whether sections are cards or groups with space between them.
    private var isGrouped: Bool { style.isGrouped }
    /// Whether rows are inset from the list's edges.
    private var isInset: Bool { style == .insetGrouped || style == .inset || style == .sidebar }
    /// Whether rows have rounded cards.
    private var hasCards: Bool { style == .insetGrouped || style == .sidebar }

    /// The row: one node per built node, stacked when an element built several.
    func wrap(_ nodes: [LayoutNode], inputs: _ViewInputs) -> LayoutNode {
        let wrapped = nodes.map { wrap($0, inputs: inputs) }
        if wrapped.count == 1 { return wrapped[0] }
        return LayoutNode(
            StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0), children: wrapped,
            inputs: inputs)
    }

    private func wrap(_ node: LayoutNode, inputs: _ViewInputs) -> LayoutNode {
        let position = node.listRowPosition ?? ListRowPosition(part: .row)
        let view: AnyListPart
        switch position.part {
        case .header: view = header(node)
        case .footer: view = footer(node)
        case .row: view = cell(node, position: position)
        }
        let nodes = view.make(inputs)
        let result = nodes.count == 1 ? nodes[0] : LayoutNode(EmptyLayout(), inputs: inputs)
        result.inheritTraits(from: node)
        result.mayStayUnplaced = true
        return result
    }

    /// The gap above a section: the spacing set, else the style's.
    private func gapAbove(hasHeader: Bool) -> CGFloat {
        guard isGrouped else { return 0 }
        return sectionSpacing ?? (hasHeader ? ListMetrics.headerTopSpacing : ListMetrics.sectionSpacing)
    }

    private func header(_ node: LayoutNode) -> AnyListPart {
        let insets = ListMetrics.rowInsets
        if !isGrouped {
            return AnyListPart(
                PrebuiltNodes(node)
                    .padding(EdgeInsets(
                        top: ListMetrics.plainHeaderVerticalPadding, leading: insets.leading,
                        bottom: ListMetrics.plainHeaderVerticalPadding, trailing: insets.trailing))
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(ListPalette.plainBackground)
                    .modifier(ListMarginModifier(isInset: isInset)))
        }
        return AnyListPart(
            PrebuiltNodes(node)
                .padding(EdgeInsets(
                    top: gapAbove(hasHeader: true), leading: insets.leading, bottom: ListMetrics.headerBottomSpacing,
                    trailing: insets.trailing))
                .frame(maxWidth: .infinity, alignment: .leading)
                .modifier(ListMarginModifier(isInset: isInset)))
    }

    private func footer(_ node: LayoutNode) -> AnyListPart {
        let insets = ListMetrics.rowInsets
        return AnyListPart(
            PrebuiltNodes(node)
                .padding(EdgeInsets(top: ListMetrics.footerTopSpacing, leading: insets.leading, bottom: 0, trailing: insets.trailing))
                .frame(maxWidth: .infinity, alignment: .leading)
                .modifier(ListMarginModifier(isInset: isInset)))
    }

    private func cell(_ node: LayoutNode, position: ListRowPosition) -> AnyListPart {
        let insets = (node.layoutValue(ListRowInsetsKey.self) ?? nil) ?? ListMetrics.rowInsets
        let separator = node.layoutValue(ListRowSeparatorKey.self) ?? nil
        // Spaced rows in a grouped style stand alone (ListMetrics.spacedRowsStandAlone).
        let standsAlone = (rowSpacing ?? 0) > 0 && isGrouped && ListMetrics.spacedRowsStandAlone
        let showsSeparator: Bool =
            switch separator ?? .automatic {
            case .visible: true
            case .hidden: false
            case .automatic: !position.isLast && style != .sidebar && !standsAlone
            }
        let background = node.layoutValue(ListRowBackgroundKey.self) ?? nil
        Self.markSeparatorLeading(in: node)
        let top: CGFloat =
            if position.isFirst { position.sectionHasHeader ? 0 : gapAbove(hasHeader: false) } else { rowSpacing ?? 0 }
        let shape = ListCardShape(
            radius: hasCards ? ListMetrics.cardCornerRadius : 0, roundsTop: position.isFirst || standsAlone,
            roundsBottom: position.isLast || standsAlone)
        let cell = ListCell(
            content: PrebuiltNodes(node), background: background, shape: shape,
            fill: isGrouped ? ListPalette.groupedCellBackground : ListPalette.plainBackground,
            separator: showsSeparator ? ListPalette.separator : nil,
            layout: ListRowLayout(
                minimumHeight: minimumRowHeight, insets: insets, gapAbove: top, isInset: isInset, hasSeparator: showsSeparator,
                separatorThickness: hairline))
        return AnyListPart(cell)
    }
}

extension ListRowChrome {
    /// Gives the row's first text an explicit `listRowSeparatorLeading` at its leading edge, so
    /// the separator starts where the text does (after an icon), unless the row sets the guide
    /// itself.
    static func markSeparatorLeading(in row: LayoutNode) {
        let key = HorizontalAlignment.listRowSeparatorLeading.key
        guard !row.guidesInSubtree.contains(key) else { return }
        var pending: [LayoutNode] = [row]
        while let node = pending.popLast() {
            if case .text = node.content {
                node.addExplicitGuide(ExplicitGuide(key: key) { _ in 0 })
                return
            }
            pending.append(contentsOf: node.children.reversed())
        }
    }
}

/// A part of a list row, type-erased to how to build its nodes.
struct AnyListPart {
    let make: (_ViewInputs) -> [LayoutNode]

    init<V: View>(_ view: V) {
        make = { V.makeNodeList(view, inputs: $0) }
    }
}

/// Nodes already built (a lazy row's), appended as they are: lets a list dress a row it has
/// built in ordinary views.
nonisolated struct PrebuiltNodes: View {
    let nodes: [LayoutNode]

    init(_ node: LayoutNode) {
        nodes = [node]
    }

    var body: Never { builtinViewHasNoBody(Self.self) }

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes += view.nodes
    }
}

/// A list cell: its background (the style's card or `listRowBackground`), the inset content, and
/// a separator, in one `ListRowLayout`.
nonisolated struct ListCell<Content: View>: View {
    let content: Content
    let background: ListRowBackground?
    let shape: ListCardShape
    let fill: Color
    let separator: Color?
    let layout: ListRowLayout

    var body: Never { builtinViewHasNoBody(Self.self) }

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var children: [LayoutNode]
        if let background = view.background {
            let built = background.make(inputs)
            let backdrop =
                built.count == 1 ? built[0]
                : LayoutNode(ZStackLayoutAlgorithm(alignment: .center), children: built, inputs: inputs)
            if view.shape.radius > 0 { backdrop.drawing.clipShape = AnyShape(view.shape) }
            children = [backdrop]
        } else {
            children = _ShapeView<ListCardShape, Color>.makeNodeList(view.shape.fill(view.fill), inputs: inputs)
        }
        children += Content.makeNodeList(view.content, inputs: inputs)
        if let color = view.separator {
            children += _ShapeView<Rectangle, Color>.makeNodeList(Rectangle().fill(color), inputs: inputs)
        }
        outputs.nodes.append(LayoutNode(view.layout, children: children, inputs: inputs))
    }
}

/// A rectangle whose top corners, bottom corners, both or neither are rounded: one card's slice.
nonisolated struct ListCardShape: Shape {
    let radius: CGFloat
    let roundsTop: Bool
    let roundsBottom: Bool

    func path(in rect: CGRect) -> Path {
        let top = roundsTop ? min(radius, rect.width / 2, rect.height / 2) : 0
        let bottom = roundsBottom ? min(radius, rect.width / 2, rect.height / 2) : 0
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + top, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - top, y: rect.minY))
        if top > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - top, y: rect.minY + top), radius: top, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottom))
        if bottom > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - bottom, y: rect.maxY - bottom), radius: bottom, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX + bottom, y: rect.maxY))
        if bottom > 0 {
            path.addArc(center: CGPoint(x: rect.minX + bottom, y: rect.maxY - bottom), radius: bottom, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + top))
        if top > 0 {
            path.addArc(center: CGPoint(x: rect.minX + top, y: rect.minY + top), radius: top, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        }
        path.closeSubpath()
        return path
    }
}

/// Moves an inset list's rows in from its edges by the card margin for the list's width
/// (`ListMetrics.cardMargin(forWidth:)`); other styles' rows span the list.
nonisolated struct ListMarginModifier: UnaryLayoutModifier {
    typealias Body = Never
    let isInset: Bool

    func algorithm(environment: EnvironmentValues) -> ListMarginLayout {
        ListMarginLayout(isInset: isInset)
    }
}

/// `ListMarginModifier`'s layout: horizontal padding that depends on the proposed width.
///
/// 1. Proposes the proposal less the margin on each side (the margin for the proposed width).
/// 2. Reports the child's size plus the margins.
/// 3. Places the child one margin in.
struct ListMarginLayout: UnaryArrangingLayout {
    let isInset: Bool

    var name: String { "list margins" }

    private func margin(_ proposal: ProposedViewSize) -> CGFloat {
        isInset ? ListMetrics.cardMargin(forWidth: proposal.width) : 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let child = subviews.first else { return .zero }
        let margin = margin(proposal)
        // 1.
        let size = child.sizeThatFits(childProposal(proposal, margin), because: .unstated)
        // 2.
        return CGSize(width: size.width + 2 * margin, height: size.height)
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        // 3.
        let margin = margin(proposal)
        return ChildPlacement(origin: CGPoint(x: margin, y: 0), proposal: childProposal(proposal, margin))
    }

    private func childProposal(_ proposal: ProposedViewSize, _ margin: CGFloat) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - 2 * margin, 0) }, height: proposal.height)
    }
}

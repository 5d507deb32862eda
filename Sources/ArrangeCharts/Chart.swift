import Arrange
import Foundation

/// A chart, as Swift Charts' `Chart`: its marks drawn in a plot, with axes and a legend.
///
/// It takes the whole size offered (`ChartDefaults.idealSize` when offered nothing). Inside,
/// the legend (when marks are styled by category) sits below the plot, or where
/// `chartLegend(position:)` puts it; the y axis's labels sit at the plot's trailing edge and
/// the x axis's below it, as on iOS 17; `ChartAxesLayout` measures the labels and gives the
/// plot the rest.
public nonisolated struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartSettings) private var settings

    /// A chart of `content`'s marks.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The plot with its axes and legend.
    public var body: some View {
        ChartBody(model: ChartModel(marks: marks(of: content), settings: settings), settings: settings)
    }
}

nonisolated extension Chart {
    /// A chart of one mark, or marks, per element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart of marks per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}

/// The chart's parts laid out: legend and axes around the plot.
nonisolated struct ChartBody: View {
    let model: ChartModel
    let settings: ChartSettings

    var showsLegend: Bool {
        switch settings.legend.visibility {
        case .hidden: false
        case .visible: true
        case .automatic: !model.categories.isEmpty
        }
    }

    var legendOnTop: Bool { settings.legend.position == .top || settings.legend.position == .topLeading || settings.legend.position == .topTrailing }

    var body: some View {
        VStack(alignment: legendHorizontalAlignment, spacing: settings.legend.spacing ?? 8) {
            if showsLegend && legendOnTop { legend }
            axesAndPlot
            if showsLegend && !legendOnTop { legend }
        }
        .frame(
            minWidth: 0, idealWidth: ChartDefaults.idealSize.width, maxWidth: .infinity,
            minHeight: 0, idealHeight: ChartDefaults.idealSize.height, maxHeight: .infinity)
    }

    var legendHorizontalAlignment: HorizontalAlignment {
        switch settings.legend.alignment?.horizontal {
        case .center?: .center
        case .trailing?: .trailing
        default: .leading
        }
    }

    /// One swatch and name per category, in the caption font and secondary colour.
    @ViewBuilder var legend: some View {
        if let custom = settings.legend.content {
            custom
        } else {
            HStack(spacing: 12) {
                ForEach(Array(model.categories.enumerated()), id: \.offset) { _, name in
                    HStack(spacing: 4) {
                        Circle().fill(model.categoryStyles[name] ?? AnyShapeStyle(ChartDefaults.markColor)).frame(width: 8, height: 8)
                        Text(name).font(.caption).foregroundStyle(.secondary).lineLimit(1)
                    }
                }
            }
        }
    }

    var axesAndPlot: some View {
        let yMarks = model.yAxis.marks
        let xMarks = model.xAxis.marks
        return ChartAxesLayout(
            yFractions: yMarks.map { CGFloat($0.tick.fraction) }, xFractions: xMarks.map { CGFloat($0.tick.fraction) },
            xLabelsCentered: model.x.isBand, yLabelsLeading: model.yAxis.isLeading
        ) {
            plotArea
            ForEach(Array(yMarks.enumerated()), id: \.offset) { _, mark in axisLabel(mark) }
            ForEach(Array(xMarks.enumerated()), id: \.offset) { _, mark in axisLabel(mark) }
        }
    }

    @ViewBuilder func axisLabel(_ mark: ResolvedAxis.Mark) -> some View {
        switch mark.label {
        case nil: Color.clear.frame(width: 0, height: 0)
        case .automatic?: labelText(mark.tick.label)
        case .text(let text)?: labelText(text)
        case .formatted(let format)?: labelText(format(mark.tick.value) ?? mark.tick.label)
        case .view(let view)?: view.font(.caption2).foregroundStyle(.secondary).fixedSize()
        }
    }

    func labelText(_ text: String) -> some View {
        Text(text).font(.caption2).foregroundStyle(.secondary).lineLimit(1).fixedSize()
    }

    @ViewBuilder var plotArea: some View {
        let plot = ChartPlotContent(content: AnyView(GeometryReader { proxy in PlotDrawing(model: model, size: proxy.size) }))
        if let style = settings.plotStyle { style(plot) } else { plot }
    }
}

/// Places the plot and the axis labels.
///
/// Subviews: the plot, then one label per y tick, then one per x tick.
/// 1. Measure the labels at their ideal sizes: the widest y label sets the y axis's width,
///    the tallest x label the x axis's height.
/// 2. The plot takes the rest, less half a y label's height above (so the top label fits) —
///    or less, when its style gives it a size of its own (`chartPlotStyle { $0.aspectRatio(2,
///    contentMode: .fit) }`, `.frame(height: 200)`): then the plot is that size, at the top
///    leading corner of the rest, the axes follow it, and the chart reports the size they take.
/// 3. Each y label is centred on its tick's height, `labelSpacing` beside the plot; each x
///    label hangs `labelSpacing` below the plot, centred on a band's middle, or starting just
///    after its gridline on a continuous axis.
struct ChartAxesLayout: Layout {
    let yFractions: [CGFloat]
    let xFractions: [CGFloat]
    let xLabelsCentered: Bool
    let yLabelsLeading: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let offered = proposal.replacingUnspecifiedDimensions(by: ChartDefaults.idealSize)
        let bounds = CGRect(origin: .zero, size: offered)
        let rest = availablePlot(in: bounds, subviews: subviews)
        let plot = plotFrame(in: bounds, subviews: subviews)
        // A plot its style sizes smaller than the rest: the chart hugs it and its axes.
        return CGSize(width: offered.width - (rest.width - plot.width), height: offered.height - (rest.height - plot.height))
    }

    /// Step 2: the plot's frame, the size its style gives it within the rest.
    func plotFrame(in bounds: CGRect, subviews: Subviews) -> CGRect {
        let available = availablePlot(in: bounds, subviews: subviews)
        guard !subviews.isEmpty else { return available }
        let size = subviews[0].sizeThatFits(ProposedViewSize(available.size))
        return CGRect(origin: available.origin,
                      size: CGSize(width: min(size.width, available.width), height: min(size.height, available.height)))
    }

    /// Steps 1 and 2: the space the axes leave the plot.
    func availablePlot(in bounds: CGRect, subviews: Subviews) -> CGRect {
        guard subviews.count == 1 + yFractions.count + xFractions.count else { return bounds }
        // 1. Measure.
        let ySizes = (0..<yFractions.count).map { subviews[1 + $0].sizeThatFits(.unspecified) }
        let xSizes = (0..<xFractions.count).map { subviews[1 + yFractions.count + $0].sizeThatFits(.unspecified) }
        let yWidth = ySizes.map(\.width).max() ?? 0
        let xHeight = xSizes.map(\.height).max() ?? 0
        let topInset = (ySizes.map(\.height).max() ?? 0) / 2
        // 2. The plot gets the rest.
        let spacing = ChartDefaults.labelSpacing
        let axisWidth = yWidth > 0 ? yWidth + spacing : 0
        let axisHeight = xHeight > 0 ? xHeight + spacing : 0
        return CGRect(
            x: bounds.minX + (yLabelsLeading ? axisWidth : 0), y: bounds.minY + topInset,
            width: max(bounds.width - axisWidth, 0), height: max(bounds.height - axisHeight - topInset, 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // Every tick has a label subview (an empty one when it shows none).
        guard subviews.count == 1 + yFractions.count + xFractions.count else { return }
        let plot = plotFrame(in: bounds, subviews: subviews)
        subviews[0].place(at: plot.origin, proposal: ProposedViewSize(plot.size))
        // 3. Labels.
        let spacing = ChartDefaults.labelSpacing
        for (index, fraction) in yFractions.enumerated() {
            let y = plot.maxY - fraction * plot.height
            let x = yLabelsLeading ? plot.minX - spacing : plot.maxX + spacing
            subviews[1 + index].place(at: CGPoint(x: x, y: y), anchor: yLabelsLeading ? .trailing : .leading, proposal: .unspecified)
        }
        for (index, fraction) in xFractions.enumerated() {
            let x = plot.minX + fraction * plot.width
            let subview = subviews[1 + yFractions.count + index]
            if xLabelsCentered {
                subview.place(at: CGPoint(x: x, y: plot.maxY + spacing), anchor: .top, proposal: .unspecified)
            } else {
                subview.place(at: CGPoint(x: x + 2, y: plot.maxY + spacing), anchor: .topLeading, proposal: .unspecified)
            }
        }
    }
}

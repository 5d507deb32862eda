import Arrange
import Foundation

// The marks, one struct each: every initialiser stores its values in a `PlottedMark`.

/// A bar from the baseline (or from a start) to a value, as Swift Charts' `BarMark`; bars of several series at one place stack.
public nonisolated struct BarMark: ChartContent, MarkSource {
    var mark: PlottedMark

    /// A mark at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .bar)
        mark.x = x.entry
        mark.y = y.entry
        mark.width = width
        mark.height = height
        mark.stacking = stacking
    }

    /// A mark at `x`, `yStart`, `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = PlottedMark(kind: .bar)
        mark.x = x.entry
        mark.yStart = yStart.entry
        mark.yEnd = yEnd.entry
        mark.width = width
    }

    /// A mark at `xStart`, `xEnd`, `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = PlottedMark(kind: .bar)
        mark.xStart = xStart.entry
        mark.xEnd = xEnd.entry
        mark.y = y.entry
        mark.height = height
    }

    /// A mark at `x`.
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .bar)
        mark.x = x.entry
        mark.width = width
        mark.stacking = stacking
    }

    /// A mark at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .bar)
        mark.y = y.entry
        mark.height = height
        mark.stacking = stacking
    }

    /// A mark at `xStart`, `xEnd`, `yStart`, `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .bar)
        mark.xStart = xStart.entry
        mark.xEnd = xEnd.entry
        mark.yStart = yStart.entry
        mark.yEnd = yEnd.entry
    }

    /// Never laid out: a chart reads the mark.
    public var body: EmptyView { EmptyView() }

    func appendMarks(to marks: inout [PlottedMark]) { marks.append(mark) }
}

/// A point of a line through a series' values, as Swift Charts' `LineMark`.
public nonisolated struct LineMark: ChartContent, MarkSource {
    var mark: PlottedMark

    /// A mark at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .line)
        mark.x = x.entry
        mark.y = y.entry
    }

    /// A mark at `x`, `y`, `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = PlottedMark(kind: .line)
        mark.x = x.entry
        mark.y = y.entry
        mark.series = series.entry
    }

    /// Never laid out: a chart reads the mark.
    public var body: EmptyView { EmptyView() }

    func appendMarks(to marks: inout [PlottedMark]) { marks.append(mark) }
}

/// A symbol at a value, as Swift Charts' `PointMark`.
public nonisolated struct PointMark: ChartContent, MarkSource {
    var mark: PlottedMark

    /// A mark at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .point)
        mark.x = x.entry
        mark.y = y.entry
    }

    /// A mark at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = PlottedMark(kind: .point)
        mark.x = x.entry
    }

    /// A mark at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .point)
        mark.y = y.entry
    }

    /// Never laid out: a chart reads the mark.
    public var body: EmptyView { EmptyView() }

    func appendMarks(to marks: inout [PlottedMark]) { marks.append(mark) }
}

/// A point of the area between a baseline (or a start) and a series' values, as Swift Charts' `AreaMark`.
public nonisolated struct AreaMark: ChartContent, MarkSource {
    var mark: PlottedMark

    /// A mark at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .area)
        mark.x = x.entry
        mark.y = y.entry
        mark.stacking = stacking
    }

    /// A mark at `x`, `y`, `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard) {
        mark = PlottedMark(kind: .area)
        mark.x = x.entry
        mark.y = y.entry
        mark.series = series.entry
        mark.stacking = stacking
    }

    /// A mark at `x`, `yStart`, `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .area)
        mark.x = x.entry
        mark.yStart = yStart.entry
        mark.yEnd = yEnd.entry
    }

    /// A mark at `x`, `yStart`, `yEnd`, `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = PlottedMark(kind: .area)
        mark.x = x.entry
        mark.yStart = yStart.entry
        mark.yEnd = yEnd.entry
        mark.series = series.entry
    }

    /// A mark at `xStart`, `xEnd`, `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .area)
        mark.xStart = xStart.entry
        mark.xEnd = xEnd.entry
        mark.y = y.entry
    }

    /// A mark at `xStart`, `xEnd`, `y`, `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = PlottedMark(kind: .area)
        mark.xStart = xStart.entry
        mark.xEnd = xEnd.entry
        mark.y = y.entry
        mark.series = series.entry
    }

    /// Never laid out: a chart reads the mark.
    public var body: EmptyView { EmptyView() }

    func appendMarks(to marks: inout [PlottedMark]) { marks.append(mark) }
}

/// A line across the plot at a value, or between two values, as Swift Charts' `RuleMark`.
public nonisolated struct RuleMark: ChartContent, MarkSource {
    var mark: PlottedMark

    /// A mark at `x`.
    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = PlottedMark(kind: .rule)
        mark.x = x.entry
    }

    /// A mark at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule)
        mark.y = y.entry
    }

    /// A mark at `x`, `yStart`, `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule)
        mark.x = x.entry
        mark.yStart = yStart.entry
        mark.yEnd = yEnd.entry
    }

    /// A mark at `xStart`, `xEnd`, `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule)
        mark.xStart = xStart.entry
        mark.xEnd = xEnd.entry
        mark.y = y.entry
    }

    /// A mark at `xStart`, `xEnd`.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        mark = PlottedMark(kind: .rule)
        mark.xStart = xStart.entry
        mark.xEnd = xEnd.entry
    }

    /// A mark at `yStart`, `yEnd`.
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rule)
        mark.yStart = yStart.entry
        mark.yEnd = yEnd.entry
    }

    /// Never laid out: a chart reads the mark.
    public var body: EmptyView { EmptyView() }

    func appendMarks(to marks: inout [PlottedMark]) { marks.append(mark) }
}

/// A rectangle at a value or between values, as Swift Charts' `RectangleMark`.
public nonisolated struct RectangleMark: ChartContent, MarkSource {
    var mark: PlottedMark

    /// A mark at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark = PlottedMark(kind: .rectangle)
        mark.x = x.entry
        mark.y = y.entry
        mark.width = width
        mark.height = height
    }

    /// A mark at `xStart`, `xEnd`, `yStart`, `yEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rectangle)
        mark.xStart = xStart.entry
        mark.xEnd = xEnd.entry
        mark.yStart = yStart.entry
        mark.yEnd = yEnd.entry
    }

    /// A mark at `xStart`, `xEnd`.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        mark = PlottedMark(kind: .rectangle)
        mark.xStart = xStart.entry
        mark.xEnd = xEnd.entry
    }

    /// A mark at `yStart`, `yEnd`.
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = PlottedMark(kind: .rectangle)
        mark.yStart = yStart.entry
        mark.yEnd = yEnd.entry
    }

    /// A mark at `x`, `yStart`, `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = PlottedMark(kind: .rectangle)
        mark.x = x.entry
        mark.yStart = yStart.entry
        mark.yEnd = yEnd.entry
        mark.width = width
    }

    /// A mark at `xStart`, `xEnd`, `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = PlottedMark(kind: .rectangle)
        mark.xStart = xStart.entry
        mark.xEnd = xEnd.entry
        mark.y = y.entry
        mark.height = height
    }

    /// A mark at `x`.
    public init<X: Plottable>(x: PlottableValue<X>, width: MarkDimension = .automatic) {
        mark = PlottedMark(kind: .rectangle)
        mark.x = x.entry
        mark.width = width
    }

    /// A mark at `y`.
    public init<Y: Plottable>(y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = PlottedMark(kind: .rectangle)
        mark.y = y.entry
        mark.height = height
    }

    /// Never laid out: a chart reads the mark.
    public var body: EmptyView { EmptyView() }

    func appendMarks(to marks: inout [PlottedMark]) { marks.append(mark) }
}

/// A slice of a pie or donut whose angle is its share of the total, as Swift Charts'
/// `SectorMark`: slices go clockwise from twelve o'clock in the order written.
public nonisolated struct SectorMark: ChartContent, MarkSource {
    var mark: PlottedMark

    /// A slice of `angle`, between `innerRadius` and `outerRadius`, `angularInset` points from its neighbours.
    public init<A: Plottable>(
        angle: PlottableValue<A>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        mark = PlottedMark(kind: .sector)
        mark.angle = angle.entry
        if case .automatic = innerRadius.kind { mark.innerRadius = .ratio(0) } else { mark.innerRadius = innerRadius }
        if case .automatic = outerRadius.kind { mark.outerRadius = .ratio(1) } else { mark.outerRadius = outerRadius }
        mark.angularInset = angularInset ?? 0
    }

    /// Never laid out: a chart reads the mark.
    public var body: EmptyView { EmptyView() }

    func appendMarks(to marks: inout [PlottedMark]) { marks.append(mark) }
}

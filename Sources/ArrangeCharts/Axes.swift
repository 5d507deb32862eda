import Arrange
import Foundation

/// What `chartXAxis { … }` and `chartYAxis { … }` hold, as Swift Charts' `AxisContent`: axis
/// marks, built with the view builder.
public protocol AxisContent: View {}
/// One part of an axis mark: a label, a tick or a gridline, as Swift Charts' `AxisMark`.
public protocol AxisMark: View {}
/// Builds axis content.
public typealias AxisContentBuilder = ViewBuilder
/// Builds the parts of an axis mark.
public typealias AxisMarkBuilder = ViewBuilder

extension TupleView: AxisContent, AxisMark {}
extension _ConditionalContent: AxisContent, AxisMark {}
extension Optional: AxisContent, AxisMark where Wrapped: View {}
extension EmptyView: AxisContent, AxisMark {}

/// One value an axis marks, as Swift Charts' `AxisValue`: its place among the axis's values and the value.
public struct AxisValue {
    /// The value's index among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    let value: PlotValue

    /// The value as `type`, or `nil` when it is of another kind.
    public func `as`<T: Plottable>(_ type: T.Type) -> T? { rebuild(type, from: value) }
}

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?, roundLower: Bool, roundUpper: Bool)
        case numberStride(Double)
        case dateStride(Calendar.Component, Int)
        case values([PlotValue])
    }
    let kind: Kind

    /// The chart's choice: about five nice values.
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil, roundLower: true, roundUpper: true)) }
    /// About `desiredCount` nice values, at least `minimumStride` apart.
    public static func automatic(
        minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, roundLower: roundLowerBound ?? true, roundUpper: roundUpperBound ?? true))
    }
    /// Every `stride` of a number axis.
    public static func stride(by stride: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .numberStride(stride))
    }
    /// Every `count` `component`s of a date axis.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count))
    }
    /// Exactly `values`.
    public static func values<V: Plottable>(_ values: [V]) -> AxisMarkValues { AxisMarkValues(kind: .values(values.map(plotValue(of:)))) }
}

/// Where an axis's marks go, as Swift Charts' `AxisMarkPosition`.
public enum AxisMarkPosition: Sendable {
    case automatic, leading, trailing, top, bottom
}

/// A preset of axis marks, as Swift Charts' `AxisMarkPreset`.
public enum AxisMarkPreset: Sendable {
    case automatic, extended, aligned, inset
}

/// One part of an axis mark, as the chart draws it.
enum AxisPart {
    case label(AxisLabelContent)
    case tick
    case gridLine(StrokeStyle?)
}

/// What an axis label shows.
enum AxisLabelContent {
    /// The value in the axis's own format.
    case automatic
    /// The value formatted by a format style.
    case formatted((PlotValue) -> String?)
    /// Fixed text.
    case text(String)
    /// A view.
    case view(AnyView)
}

/// Axis marks: which values an axis marks and, for each, its label, tick and gridline, as
/// Swift Charts' `AxisMarks`.
public nonisolated struct AxisMarks<Content: View>: AxisContent {
    let values: AxisMarkValues
    let position: AxisMarkPosition
    let content: ((AxisValue) -> Content)?

    /// Marks at `values` built by `content` for each value.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.values = values
        self.position = position
        self.content = content
    }

    /// Marks at `values` (a list of dates, numbers or categories) built by `content`.
    public init<V: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.values = .values(values)
        self.position = position
        self.content = content
    }

    /// Never laid out: a chart reads the marks.
    public var body: EmptyView { EmptyView() }
}

nonisolated extension AxisMarks where Content == EmptyView {
    /// The default marks (label, tick, gridline) at `values`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) {
        self.values = values
        self.position = position
        self.content = nil
    }

    /// The default marks at `values` (a list).
    public init<V: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V], stroke: StrokeStyle? = nil
    ) {
        self.values = .values(values)
        self.position = position
        self.content = nil
    }
}

/// Axis marks as the chart reads them.
protocol AxisMarksSource {
    var markValues: AxisMarkValues { get }
    var markPosition: AxisMarkPosition { get }
    /// The parts for `value`, or `nil` for the axis's default parts.
    func parts(for value: AxisValue) -> [AxisPart]?
}

extension AxisMarks: AxisMarksSource {
    var markValues: AxisMarkValues { values }
    var markPosition: AxisMarkPosition { position }
    func parts(for value: AxisValue) -> [AxisPart]? {
        guard let content else { return nil }
        return axisParts(of: content(value))
    }
}

/// The parts written in `content`.
func axisParts(of content: Any) -> [AxisPart] {
    if let part = content as? any AxisPartSource { return [part.part] }
    return Mirror(reflecting: content).children.flatMap { axisParts(of: $0.value) }
}

/// The axis marks written in `content`.
func axisMarks(of content: Any) -> [any AxisMarksSource] {
    if let marks = content as? any AxisMarksSource { return [marks] }
    return Mirror(reflecting: content).children.flatMap { axisMarks(of: $0.value) }
}

protocol AxisPartSource {
    var part: AxisPart { get }
}

/// An axis mark's label, as Swift Charts' `AxisValueLabel`: by default the value in the
/// axis's format, in the caption font and secondary colour.
public nonisolated struct AxisValueLabel: AxisMark, AxisPartSource {
    let content: AxisLabelContent

    /// The value in the axis's format.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        content = .automatic
    }

    /// The value formatted by `format`.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                verticalSpacing: CGFloat? = nil)
    where F.FormatInput: Plottable, F.FormatOutput == String {
        content = .formatted { value in rebuild(F.FormatInput.self, from: value).map { format.format($0) } }
    }

    /// The text `label`.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        content = .text(String(label))
    }

    /// The view `label`.
    public init<Label: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                             collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                             orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                             verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Label) {
        self.content = .view(AnyView(content()))
    }

    var part: AxisPart { .label(content) }

    /// Never laid out: a chart reads the label.
    public var body: EmptyView { EmptyView() }
}

/// How overlapping labels are resolved.
public struct AxisValueLabelCollisionResolution: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelCollisionResolution()
    /// Shown only if there is room.
    public static let truncate = AxisValueLabelCollisionResolution()
    /// Moved aside.
    public static let greedy = AxisValueLabelCollisionResolution()
    /// Not resolved.
    public static let disabled = AxisValueLabelCollisionResolution()
}

/// How labels are turned.
public struct AxisValueLabelOrientation: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelOrientation()
    /// Horizontal.
    public static let horizontal = AxisValueLabelOrientation()
    /// Vertical, reading up.
    public static let verticalReversed = AxisValueLabelOrientation()
    /// Vertical.
    public static let vertical = AxisValueLabelOrientation()
}

/// An axis mark's tick, as Swift Charts' `AxisTick`: a short line at the plot's edge.
public nonisolated struct AxisTick: AxisMark, AxisPartSource {
    /// A tick of `length` (4 points by default).
    public init(centered: Bool? = nil, length: AxisTick.Length = .automatic, stroke: StrokeStyle? = nil) {}
    /// A tick's length.
    public struct Length: Sendable {
        /// The chart's choice.
        public static let automatic = Length()
        /// Across the label area.
        public static let label = Length()
        /// Across the longest label.
        public static let longestLabel = Length()
    }
    var part: AxisPart { .tick }
    /// Never laid out: a chart reads the tick.
    public var body: EmptyView { EmptyView() }
}

/// An axis mark's gridline, as Swift Charts' `AxisGridLine`: a hairline across the plot.
public nonisolated struct AxisGridLine: AxisMark, AxisPartSource {
    let stroke: StrokeStyle?
    /// A gridline stroked with `stroke` (a hairline by default).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
    var part: AxisPart { .gridLine(stroke) }
    /// Never laid out: a chart reads the gridline.
    public var body: EmptyView { EmptyView() }
}

/// Bins of whole calendar units over a range of dates, as Swift Charts' `DateBins`.
public struct DateBins: Sendable {
    /// The dates between bins, from the range's start to its end.
    public let thresholds: [Date]

    /// Bins of `count` `unit`s over `range`.
    public init(unit: Calendar.Component, by count: Int = 1, range: ClosedRange<Date>, calendar: Calendar = .current) {
        var dates = DateTicks.dates(lower: range.lowerBound, upper: range.upperBound, unit: unit, step: max(count, 1), calendar: calendar)
        if dates.first != range.lowerBound, let start = calendar.dateInterval(of: unit, for: range.lowerBound)?.start, !dates.contains(start) {
            dates.insert(start, at: 0)
        }
        thresholds = dates
    }

    /// Bins of one `unit` over `range`.
    public init(unit: Calendar.Component, range: ClosedRange<Date>, calendar: Calendar = .current) {
        self.init(unit: unit, by: 1, range: range, calendar: calendar)
    }

    /// The number of bins.
    public var count: Int { max(thresholds.count - 1, 0) }
}

/// Bins of equal width over a range of numbers, as Swift Charts' `NumberBins`.
public struct NumberBins<Value: BinaryFloatingPoint & Sendable>: Sendable {
    /// The values between bins.
    public let thresholds: [Value]
    /// Bins of `size` over `range`.
    public init(size: Value, range: ClosedRange<Value>) {
        var values: [Value] = []
        var value = range.lowerBound
        while value <= range.upperBound, values.count < 1000 {
            values.append(value)
            value += size
        }
        thresholds = values
    }
}

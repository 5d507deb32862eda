import Arrange
import Foundation

// Swift Charts' names as a snippet's `import Charts` finds them, drawn for real: marks,
// scales, axes with "nice" ticks and gridlines, and legends, as Swift Charts lays them out on
// iOS 17 (docs/DIFFERENCES.md, "Swift Charts", lists where we differ).

/// A value a chart places: a number, a category or a date. Every `Plottable` reduces to one.
public enum PlotValue: Hashable, Sendable {
    /// A quantity on a linear scale.
    case number(Double)
    /// A category on a band scale, in order of first appearance.
    case category(String)
    /// A moment on a time scale.
    case date(Date)
}

/// A type whose values a chart can place, as Swift Charts' `Plottable`: it reduces to a
/// primitive (a number, a string or a date) and can be rebuilt from one.
public protocol Plottable {
    /// The primitive the value reduces to.
    associatedtype PrimitivePlottable: Plottable
    /// The value as the primitive.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value of `primitivePlottable`, if there is one.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The primitives: each states its `PlotValue` directly.
protocol PrimitivePlotValue {
    var plotValue: PlotValue { get }
    init?(plotValue: PlotValue)
}

/// The chart value of `value`, reducing it to its primitive first.
func plotValue<P: Plottable>(of value: P) -> PlotValue {
    if let primitive = value as? any PrimitivePlotValue { return primitive.plotValue }
    return plotValue(of: value.primitivePlottable)
}

/// `value` as a `T`, rebuilt through `T`'s primitive; `nil` when it is of another kind.
func rebuild<T: Plottable>(_ type: T.Type, from value: PlotValue) -> T? {
    if let primitive = T.self as? any PrimitivePlotValue.Type { return primitive.init(plotValue: value) as? T }
    guard let inner = rebuild(T.PrimitivePlottable.self, from: value) else { return nil }
    return T(primitivePlottable: inner)
}

extension String: Plottable, PrimitivePlotValue {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
    var plotValue: PlotValue { .category(self) }
    init?(plotValue: PlotValue) {
        guard case .category(let text) = plotValue else { return nil }
        self = text
    }
}

extension Date: Plottable, PrimitivePlotValue {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
    var plotValue: PlotValue { .date(self) }
    init?(plotValue: PlotValue) {
        guard case .date(let date) = plotValue else { return nil }
        self = date
    }
}

/// Numbers: each is its own primitive, placed as a `Double`.
protocol NumericPlottable: Plottable, PrimitivePlotValue {
    var doubleValue: Double { get }
    init(doubleValue: Double)
}

extension NumericPlottable {
    var plotValue: PlotValue { .number(doubleValue) }
    init?(plotValue: PlotValue) {
        guard case .number(let number) = plotValue else { return nil }
        self.init(doubleValue: number)
    }
}

extension Double: NumericPlottable {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
    var doubleValue: Double { self }
    init(doubleValue: Double) { self = doubleValue }
}

extension Float: NumericPlottable {
    public var primitivePlottable: Float { self }
    public init?(primitivePlottable: Float) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init(doubleValue: Double) { self = Float(doubleValue) }
}

extension CGFloat: NumericPlottable {
    public var primitivePlottable: CGFloat { self }
    public init?(primitivePlottable: CGFloat) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init(doubleValue: Double) { self = CGFloat(doubleValue) }
}

extension Int: NumericPlottable {
    public var primitivePlottable: Int { self }
    public init?(primitivePlottable: Int) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init(doubleValue: Double) { self = Int(doubleValue.rounded()) }
}

extension Int32: NumericPlottable {
    public var primitivePlottable: Int32 { self }
    public init?(primitivePlottable: Int32) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init(doubleValue: Double) { self = Int32(doubleValue.rounded()) }
}

extension Int64: NumericPlottable {
    public var primitivePlottable: Int64 { self }
    public init?(primitivePlottable: Int64) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init(doubleValue: Double) { self = Int64(doubleValue.rounded()) }
}

extension UInt: NumericPlottable {
    public var primitivePlottable: UInt { self }
    public init?(primitivePlottable: UInt) { self = primitivePlottable }
    var doubleValue: Double { Double(self) }
    init(doubleValue: Double) { self = UInt(Swift.max(0, doubleValue.rounded())) }
}

extension Decimal: Plottable {
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }
    public init?(primitivePlottable: Double) { self = Decimal(primitivePlottable) }
}

/// A labelled value of a mark, as Swift Charts' `PlottableValue`: `.value("Sales", 42)`.
public struct PlottableValue<Value: Plottable> {
    /// The label (the axis's or legend's title).
    public let label: String
    /// The value.
    public let value: Value
    /// For dates: the calendar unit a bar spans (`unit:`).
    let unit: Calendar.Component?
    let calendar: Calendar

    /// `value` labelled `label`.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, value: value, unit: nil, calendar: .current)
    }

    var entry: PlotEntry { PlotEntry(label: label, value: plotValue(of: value), unit: unit, calendar: calendar) }
}

extension PlottableValue where Value == Date {
    /// `value` labelled `label`, spanning one `unit` of `calendar` (a bar a day wide).
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: label, value: value, unit: unit, calendar: calendar)
    }
}

/// A mark's value as the chart stores it.
struct PlotEntry {
    var label: String
    var value: PlotValue
    var unit: Calendar.Component?
    var calendar: Calendar = .current

    /// The value's name in a legend or on a band axis.
    var text: String {
        switch value {
        case .category(let text): text
        case .number(let number): number.formatted()
        case .date(let date): date.formatted(date: .abbreviated, time: .omitted)
        }
    }
}

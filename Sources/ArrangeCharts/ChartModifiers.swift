import Arrange
import Foundation

/// An axis as the chart's modifiers configured it.
struct ChartAxisSetting {
    var visibility: Visibility = .automatic
    /// The marks written with `chartXAxis { … }`, or `nil` for the default marks.
    var marks: [any AxisMarksSource]?
}

/// A scale's domain as `chartXScale(domain:)` / `chartYScale(domain:)` set it.
enum ChartDomainSetting {
    case automatic(includesZero: Bool?)
    case numbers(ClosedRange<Double>)
    case dates(ClosedRange<Date>)
    case categories([String])
}

/// The legend as `chartLegend` set it.
struct ChartLegendSetting {
    var visibility: Visibility = .automatic
    var position: AnnotationPosition = .automatic
    var alignment: Alignment?
    var spacing: CGFloat?
    var content: AnyView?
}

/// Everything the chart modifiers say, read by `Chart` from the environment.
struct ChartSettings: @unchecked Sendable {
    var xAxis = ChartAxisSetting()
    var yAxis = ChartAxisSetting()
    var xDomain = ChartDomainSetting.automatic(includesZero: nil)
    var yDomain = ChartDomainSetting.automatic(includesZero: nil)
    var legend = ChartLegendSetting()
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var styleScale: [(String, AnyShapeStyle)]?
}

struct ChartSettingsKey: EnvironmentKey {
    static let defaultValue = ChartSettings()
}

extension EnvironmentValues {
    var chartSettings: ChartSettings {
        get { self[ChartSettingsKey.self] }
        set { self[ChartSettingsKey.self] = newValue }
    }
}

/// A scale's domain, as Swift Charts' `ScaleDomain`: a range of numbers or dates, a list of
/// categories, or `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {
    /// The domain as the chart reads it.
    var _domainSetting: Any { get }
}

/// The chart's own domain, optionally told whether to include zero.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    /// The domain as the chart reads it.
    public var _domainSetting: Any { ChartDomainSetting.automatic(includesZero: includesZero) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's extent, widened to nice values (and to zero for numbers).
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
    /// The data's extent, widened to nice values, with zero if `includesZero`.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero)
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// The domain as the chart reads it.
    public var _domainSetting: Any {
        switch (plotValue(of: lowerBound), plotValue(of: upperBound)) {
        case let (.number(lower), .number(upper)): ChartDomainSetting.numbers(lower...max(lower, upper))
        case let (.date(lower), .date(upper)): ChartDomainSetting.dates(lower...max(lower, upper))
        default: ChartDomainSetting.automatic(includesZero: nil)
        }
    }
}

extension Range: ScaleDomain where Bound: Plottable {
    /// The domain as the chart reads it.
    public var _domainSetting: Any { (lowerBound...upperBound)._domainSetting }
}

extension Array: ScaleDomain where Element: Plottable {
    /// The domain as the chart reads it.
    public var _domainSetting: Any {
        ChartDomainSetting.categories(map { value in
            if case .category(let name) = plotValue(of: value) { return name }
            return PlotEntry(label: "", value: plotValue(of: value)).text
        })
    }
}

/// The plot area handed to `chartPlotStyle`, as Swift Charts' `ChartPlotContent`.
public nonisolated struct ChartPlotContent: View {
    let content: AnyView
    /// The marks and gridlines.
    public var body: some View { content }
}

/// The scale's type (linear, log …): Arrange draws every continuous scale linearly.
public struct ScaleType: Sendable {
    /// Linear.
    public static let linear = ScaleType()
    /// Logarithmic (drawn linearly).
    public static let log = ScaleType()
    /// Square root (drawn linearly).
    public static let squareRoot = ScaleType()
    /// Categories.
    public static let category = ScaleType()
    /// Dates.
    public static let date = ScaleType()
}

nonisolated extension View {
    func chartSetting(_ change: @escaping (inout ChartSettings) -> Void) -> some View {
        transformEnvironment(\.chartSettings, transform: change)
    }

    /// The x axis's marks.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = axisMarks(of: content())
        return chartSetting { $0.xAxis.marks = marks }
    }

    /// Shows or hides the x axis.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.xAxis.visibility = visibility }
    }

    /// The y axis's marks.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = axisMarks(of: content())
        return chartSetting { $0.yAxis.marks = marks }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartSetting { $0.yAxis.visibility = visibility }
    }

    /// The x axis's title (not drawn). Recorded.
    public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        recording("chartXAxisLabel", label)
    }

    /// The y axis's title (not drawn). Recorded.
    public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        recording("chartYAxisLabel", label)
    }

    /// The x scale's domain.
    public func chartXScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let setting = domain._domainSetting as? ChartDomainSetting ?? .automatic(includesZero: nil)
        return chartSetting { $0.xDomain = setting }
    }

    /// The x scale's domain and range (the range is not read).
    public func chartXScale<D: ScaleDomain>(domain: D, range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View {
        chartXScale(domain: domain, type: type)
    }

    /// The y scale's domain.
    public func chartYScale<D: ScaleDomain>(domain: D, type: ScaleType? = nil) -> some View {
        let setting = domain._domainSetting as? ChartDomainSetting ?? .automatic(includesZero: nil)
        return chartSetting { $0.yDomain = setting }
    }

    /// The y scale's domain and range (the range is not read).
    public func chartYScale<D: ScaleDomain>(domain: D, range: PlotDimensionScaleRange, type: ScaleType? = nil) -> some View {
        chartYScale(domain: domain, type: type)
    }

    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartSetting { $0.legend.visibility = visibility }
    }

    /// Places the legend at `position`, aligned by `alignment`, `spacing` points from the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartSetting {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing
        }
    }

    /// Replaces the legend by `content` at `position`.
    public func chartLegend<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        let view = AnyView(content())
        return chartSetting {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing
            $0.legend.content = view
        }
    }

    /// Styles the plot area (its background, frame, border).
    public func chartPlotStyle<Content: View>(_ content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartSetting { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// The styles of the categories of `foregroundStyle(by:)`, in order.
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
        let pairs = mapping.map { ($0.key, AnyShapeStyle($0.value)) }
        return chartSetting { $0.styleScale = pairs }
    }

    /// The styles of the categories of `foregroundStyle(by:)`: `domain` mapped to `range` in order.
    public func chartForegroundStyleScale<S: ShapeStyle>(domain: [String], range: [S]) -> some View {
        let pairs = zip(domain, range).map { ($0, AnyShapeStyle($1)) }
        return chartSetting { $0.styleScale = pairs }
    }

    /// The order of the categories of `foregroundStyle(by:)`: `domain`'s, each taking the next
    /// palette colour in that order (categories outside it follow). `type` is not read.
    public func chartForegroundStyleScale<Domain: Collection>(domain: Domain, type: ScaleType? = nil) -> some View
    where Domain.Element: Plottable {
        var names: [String] = []
        for value in domain {
            let name = PlotEntry(label: "", value: plotValue(of: value), unit: nil).text
            if !names.contains(name) { names.append(name) }
        }
        let pairs = names.enumerated().map { ($1, AnyShapeStyle(ChartDefaults.palette[$0 % ChartDefaults.palette.count])) }
        return chartSetting { $0.styleScale = pairs }
    }

    /// The background of the chart's overlay area. Recorded.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        recording("chartBackground")
    }

    /// A view over the chart, given its proxy. Recorded; nothing is drawn at rest (overlays
    /// read selections and gestures).
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        recording("chartOverlay")
    }

    /// Binds the x value the user selects: nothing is selected at rest. Recorded.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { recording("chartXSelection") }
    /// Binds the y value the user selects: nothing is selected at rest. Recorded.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { recording("chartYSelection") }
    /// Binds the angle value the user selects: nothing is selected at rest. Recorded.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { recording("chartAngleSelection") }
    /// Makes the plot scrollable along `axes`. Recorded.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { recording("chartScrollableAxes") }
    /// How much of the x domain is visible when scrolling. Recorded.
    public func chartXVisibleDomain<P: Numeric>(length: P) -> some View { recording("chartXVisibleDomain") }
}

/// The space a scale maps to.
public struct PlotDimensionScaleRange: Sendable {
    /// The plot's whole length.
    public static let plotDimension = PlotDimensionScaleRange()
    /// The plot's length with padding.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
    /// The plot's length with start and end padding.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange { PlotDimensionScaleRange() }
}

/// A chart's geometry for overlays, as Swift Charts' `ChartProxy` (never built at rest).
public struct ChartProxy {
    /// The plot's frame.
    public var plotFrame: Anchor<CGRect>? { nil }
    /// The plot's size.
    public var plotSize: CGSize { .zero }
    /// The value at `position`: none at rest.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// The value at `position`: none at rest.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// The position of `value`: none at rest.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    /// The position of `value`: none at rest.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
}

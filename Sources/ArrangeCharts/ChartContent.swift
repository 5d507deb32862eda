import Arrange
import Foundation

/// What a chart's builder holds, as Swift Charts' `ChartContent`: marks, `ForEach` over
/// marks, conditionals, and marks with modifiers. In Arrange chart content is a kind of view
/// (it is built with the view builder, whose `ForEach`, `if` and groups it reuses); a chart
/// reads its marks out of it and never lays it out as views.
public protocol ChartContent: View {}

/// Builds chart content: the view builder, whose `ForEach`, conditionals and groups are chart
/// content too.
public typealias ChartContentBuilder = ViewBuilder

extension ForEach: ChartContent {}
extension TupleView: ChartContent {}
extension _ConditionalContent: ChartContent {}
extension Optional: ChartContent where Wrapped: View {}
extension EmptyView: ChartContent {}

/// Chart content that states its own marks (marks, modified marks, `ForEach`).
protocol MarkSource {
    /// Appends the content's marks, in order.
    func appendMarks(to marks: inout [PlottedMark])
}

/// The marks of `content`, in the order written: a mark source states them; any other
/// content (the view builder's groups and conditionals) is searched through its stored parts.
func marks(of content: Any) -> [PlottedMark] {
    var marks: [PlottedMark] = []
    appendMarks(of: content, to: &marks)
    return marks
}

func appendMarks(of content: Any, to marks: inout [PlottedMark]) {
    if let source = content as? any MarkSource {
        source.appendMarks(to: &marks)
        return
    }
    for child in Mirror(reflecting: content).children {
        appendMarks(of: child.value, to: &marks)
    }
}

extension ForEach: MarkSource {
    func appendMarks(to marks: inout [PlottedMark]) {
        for element in data {
            ArrangeCharts.appendMarks(of: content(element), to: &marks)
        }
    }
}

/// The kinds of mark.
enum MarkKind: Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// A size of a mark along an axis, as Swift Charts' `MarkDimension`.
public struct MarkDimension: Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind
    /// The chart's choice.
    public static let automatic = MarkDimension(kind: .automatic)
    /// `value` points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// `value` of the band (or of the radius, for sectors).
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The band (or radius) less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// `value` points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    /// `value` points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    init(kind: Kind) { self.kind = kind }

    /// The length in points for a band of `band` points, `automatic` being `automaticShare` of it.
    func length(band: CGFloat, automaticShare: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: band * automaticShare
        case .fixed(let value): value
        case .ratio(let value): band * value
        case .inset(let value): max(band - value, 0)
        }
    }
}

/// A view placed beside a mark, as a mark's `annotation`.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var content: AnyView
    /// Whether it is moved along x, or y, to stay inside the plot (`overflowResolution`).
    var fitsX = false
    var fitsY = false
}

/// One mark with everything its modifiers said: what the chart draws.
struct PlottedMark {
    var kind: MarkKind
    var x: PlotEntry?
    var y: PlotEntry?
    var xStart: PlotEntry?
    var xEnd: PlotEntry?
    var yStart: PlotEntry?
    var yEnd: PlotEntry?
    var series: PlotEntry?
    var angle: PlotEntry?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var innerRadius: MarkDimension = .ratio(0)
    var outerRadius: MarkDimension = .ratio(1)
    var angularInset: CGFloat = 0
    var stacking: MarkStackingMethod = .standard
    /// An explicit style (`foregroundStyle(_:)`).
    var style: AnyShapeStyle?
    /// The category the style is chosen by (`foregroundStyle(by:)`).
    var styleCategory: PlotEntry?
    var symbolCategory: PlotEntry?
    var positionCategory: PlotEntry?
    var symbol: BasicChartSymbolShape?
    var symbolSize: CGFloat?
    var interpolation: InterpolationMethod = .linear
    var lineStyle: StrokeStyle?
    var cornerRadius: CGFloat = 0
    var opacity: Double = 1
    var annotations: [MarkAnnotation] = []
    /// A function plot's function, sampled into marks like this one once the chart's x
    /// domain is known (`FunctionSampling`); `nil` for every other mark.
    var function: FunctionSampling?

    init(kind: MarkKind) { self.kind = kind }

    /// The key lines and areas are grouped into series by: the series, else the style's or
    /// symbol's category.
    var seriesKey: String {
        (series ?? styleCategory ?? symbolCategory).map(\.text) ?? ""
    }

    /// The values the mark places along x.
    var xValues: [PlotValue] { [x, xStart, xEnd].compactMap { $0?.value } }
    /// The values the mark places along y.
    var yValues: [PlotValue] { [y, yStart, yEnd].compactMap { $0?.value } }
}

/// How marks at the same place combine, as Swift Charts' `MarkStackingMethod`.
public enum MarkStackingMethod: Sendable {
    /// On top of each other (bars and areas of several series).
    case standard
    /// Stacked and scaled to fill the whole axis.
    case normalized
    /// Stacked around a centre.
    case center
    /// Not stacked: each from zero.
    case unstacked
}

/// How a line or area joins its points, as Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linear, curved, stepStart, stepCenter, stepEnd }
    let kind: Kind
    /// Straight segments.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A smooth curve through the points.
    public static let catmullRom = InterpolationMethod(kind: .curved)
    /// A smooth curve through the points.
    public static let cardinal = InterpolationMethod(kind: .curved)
    /// A smooth curve that keeps the data's monotonicity.
    public static let monotone = InterpolationMethod(kind: .curved)
    /// Steps starting at each point.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps centred on each point.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps ending at each point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A cardinal curve of `tension`.
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { .cardinal }
    /// A Catmull–Rom curve of `alpha`.
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .catmullRom }
}

/// Where an annotation sits against its mark, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Hashable, Sendable {
    let unit: UnitPoint
    let isOverlay: Bool
    /// Above the mark.
    public static let top = AnnotationPosition(unit: .top, isOverlay: false)
    /// Below the mark.
    public static let bottom = AnnotationPosition(unit: .bottom, isOverlay: false)
    /// Before the mark.
    public static let leading = AnnotationPosition(unit: .leading, isOverlay: false)
    /// After the mark.
    public static let trailing = AnnotationPosition(unit: .trailing, isOverlay: false)
    /// On the mark's centre.
    public static let overlay = AnnotationPosition(unit: .center, isOverlay: true)
    /// The chart's choice: above.
    public static let automatic = AnnotationPosition(unit: .top, isOverlay: false)
    /// Above, before.
    public static let topLeading = AnnotationPosition(unit: .topLeading, isOverlay: false)
    /// Above, after.
    public static let topTrailing = AnnotationPosition(unit: .topTrailing, isOverlay: false)
    /// Below, before.
    public static let bottomLeading = AnnotationPosition(unit: .bottomLeading, isOverlay: false)
    /// Below, after.
    public static let bottomTrailing = AnnotationPosition(unit: .bottomTrailing, isOverlay: false)
}

/// A point symbol's shape, as Swift Charts' `BasicChartSymbolShape`.
public struct BasicChartSymbolShape: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    /// A filled circle.
    public static let circle = BasicChartSymbolShape(kind: .circle)
    /// A filled square.
    public static let square = BasicChartSymbolShape(kind: .square)
    /// A filled triangle.
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    /// A filled diamond.
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    /// A filled pentagon.
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    /// A plus.
    public static let plus = BasicChartSymbolShape(kind: .plus)
    /// A cross.
    public static let cross = BasicChartSymbolShape(kind: .cross)
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The order Swift Charts gives symbols to categories.
    static let categorical: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]
}

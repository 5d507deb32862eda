import Arrange
import Foundation

/// Chart content with a modifier applied to each of its marks.
public nonisolated struct ModifiedChartContent<Base: ChartContent>: ChartContent, MarkSource {
    let base: Base
    let change: (inout PlottedMark) -> Void

    /// Never laid out: a chart reads the marks.
    public var body: EmptyView { EmptyView() }

    func appendMarks(to marks: inout [PlottedMark]) {
        var inner = ArrangeCharts.marks(of: base)
        for index in inner.indices { change(&inner[index]) }
        marks.append(contentsOf: inner)
    }
}

nonisolated extension ChartContent {
    func modifyingMarks(_ change: @escaping (inout PlottedMark) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(base: self, change: change)
    }

    /// Fills (or strokes, for lines and rules) the marks with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent<Self> {
        let erased = AnyShapeStyle(style)
        return modifyingMarks { $0.style = erased }
    }

    /// Styles the marks by the category `value`: each category gets the next colour of the
    /// chart's palette (or of `chartForegroundStyleScale`), and the chart shows a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let entry = value.entry
        return modifyingMarks { $0.styleCategory = entry }
    }

    /// Gives the marks a symbol by the category `value`.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
        let entry = value.entry
        return modifyingMarks { $0.symbolCategory = entry }
    }

    /// Draws the marks' points with `symbol`.
    public func symbol(_ symbol: BasicChartSymbolShape) -> ModifiedChartContent<Self> {
        modifyingMarks { $0.symbol = symbol }
    }

    /// Draws the marks' points with `symbol` (a custom symbol view is drawn as a circle).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> ModifiedChartContent<Self> {
        modifyingMarks { $0.symbol = .circle }
    }

    /// The symbols' area in square points.
    public func symbolSize(_ size: CGFloat) -> ModifiedChartContent<Self> {
        modifyingMarks { $0.symbolSize = size }
    }

    /// The symbols' size.
    public func symbolSize(_ size: CGSize) -> ModifiedChartContent<Self> {
        modifyingMarks { $0.symbolSize = size.width * size.height }
    }

    /// Places the marks side by side within their band by the category `value`, instead of stacking them.
    public func position<D: Plottable>(by value: PlottableValue<D>, axis: Axis? = nil, span: MarkDimension = .automatic) -> ModifiedChartContent<Self> {
        let entry = value.entry
        return modifyingMarks { $0.positionCategory = entry }
    }

    /// How lines and areas join their points.
    public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
        modifyingMarks { $0.interpolation = method }
    }

    /// The stroke of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> {
        modifyingMarks { $0.lineStyle = style }
    }

    /// Rounds bars' and rectangles' corners.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> ModifiedChartContent<Self> {
        modifyingMarks { $0.cornerRadius = radius }
    }

    /// The marks' opacity.
    public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> {
        modifyingMarks { $0.opacity *= opacity }
    }

    /// Places `content` beside each mark at `position`, aligned by `alignment`, `spacing` points away.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> ModifiedChartContent<Self> {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modifyingMarks { $0.annotations.append(annotation) }
    }

    /// Places `content` beside each mark; where `overflowResolution` fits an axis (`.fit`,
    /// `.fit(to:)`), the annotation is moved along it to stay inside the plot (a label before a
    /// bar that starts at the plot's edge is drawn over the bar's start instead of off the plot).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> ModifiedChartContent<Self> {
        var annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        annotation.fitsX = overflowResolution.x.fits
        annotation.fitsY = overflowResolution.y.fits
        return modifyingMarks { $0.annotations.append(annotation) }
    }

    /// Clips the marks to other chart content. Recorded only: the marks are drawn whole.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> ModifiedChartContent<Self> {
        modifyingMarks { _ in }
    }

    /// Moves the marks by (`x`, `y`) points (bars and rectangles).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> {
        modifyingMarks { _ in }
    }

    /// Blurs the marks: not drawn.
    public func blur(radius: CGFloat) -> ModifiedChartContent<Self> { modifyingMarks { _ in } }

    /// Shadows the marks: not drawn.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedChartContent<Self>
    {
        modifyingMarks { _ in }
    }

    /// The marks' accessibility label: no effect at rest.
    public func accessibilityLabel(_ label: Text) -> ModifiedChartContent<Self> { modifyingMarks { _ in } }
    /// The marks' accessibility label: no effect at rest.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartContent<Self> { modifyingMarks { _ in } }
    /// The marks' accessibility value: no effect at rest.
    public func accessibilityValue(_ value: Text) -> ModifiedChartContent<Self> { modifyingMarks { _ in } }
    /// The marks' accessibility value: no effect at rest.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartContent<Self> { modifyingMarks { _ in } }
    /// Hides the marks from accessibility: no effect at rest.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartContent<Self> { modifyingMarks { _ in } }
}

/// What an annotation does when it would leave the plot.
public struct AnnotationOverflowResolution: Sendable {
    /// The strategy along one axis.
    public struct Strategy: Sendable {
        /// Whether the annotation is moved to stay inside the plot (Arrange keeps every
        /// boundary's annotation inside the plot: the chart's own margins are not modelled).
        let fits: Bool
        /// The chart's choice: left as placed.
        public static let automatic = Strategy(fits: false)
        /// Moved inside.
        public static let fit = Strategy(fits: true)
        /// Left as placed.
        public static let disabled = Strategy(fits: false)
        /// Padded: left as placed.
        public static func padScale(_ value: CGFloat) -> Strategy { Strategy(fits: false) }
        /// Kept inside `boundary`.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy(fits: true) }
    }
    /// The area an annotation stays inside.
    public struct Boundary: Sendable {
        /// The plot.
        public static let plot = Boundary()
        /// The chart.
        public static let chart = Boundary()
        /// The automatic boundary.
        public static let automatic = Boundary()
    }
    /// The strategy along x.
    let x: Strategy
    /// The strategy along y.
    let y: Strategy
    /// Strategies along x and y.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }
}

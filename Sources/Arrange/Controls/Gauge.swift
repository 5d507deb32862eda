import Foundation

/// A value shown within a range, drawn by the environment's gauge style: by default
/// (`.linearCapacity` on iOS) the label above a capsule bar filled to the value in the tint,
/// the minimum and maximum value labels at the bar's ends and the current-value label under
/// the label's line, trailing.
///
/// Bad input has a defined result, with a warning naming the view: a NaN value or one outside the
/// range is drawn at the nearer bound (NaN at the lower), a range without length at the lower.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let problem: LayoutDiagnostic.Kind?
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?
    ) {
        (fraction, problem) = RangeFraction.of(Double(value), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound), view: "Gauge")
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// A gauge of `value` in `bounds` with all its labels.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `Gauge` node around the view the environment's gauge style makes.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.tyingWarnings(appendingTo: &outputs) { outputs in
            if let problem = view.problem { inputs.builder.warn(problem, in: "Gauge") }
            let context = ControlContext(inputs.environment)
            let style = inputs.environment[GaugeStyleKey.self] ?? .linearCapacity
            let body = GaugeBody(
                fraction: view.fraction, style: style, context: context, label: AnyView(view.label),
                current: view.currentValueLabel.map { AnyView($0) }, minimum: view.minimumValueLabel.map { AnyView($0) },
                maximum: view.maximumValueLabel.map { AnyView($0) })
            makeControlNodes(named: "Gauge", body: body, inputs: inputs, outputs: &outputs)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, labelled by `label` and `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

/// A look for gauges (`.automatic`, `.linearCapacity`, `.accessoryLinear`,
/// `.accessoryLinearCapacity`, `.accessoryCircular`, `.accessoryCircularCapacity`). Apply one
/// with `gaugeStyle(_:)`.
public protocol GaugeStyle {}

/// The gauge styles Arrange draws.
enum GaugeStyleKind: Hashable {
    case linearCapacity, accessoryLinear, accessoryCircular
}

/// The style set with `gaugeStyle(_:)`.
struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: GaugeStyleKind? { nil }
}

/// The platform's default: the linear capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The automatic style.
    public init() {}
}

/// A bar filled to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}
}

/// A bar for widgets and complications; drawn like the capacity bar, thinner.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The accessory linear style.
    public init() {}
}

/// A bar for widgets and complications, filled to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The accessory linear capacity style.
    public init() {}
}

/// A ring for widgets and complications, with the current value inside.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The accessory circular style.
    public init() {}
}

/// A ring for widgets and complications, with the current value inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The accessory circular capacity style.
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin bar.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

nonisolated extension View {
    /// Gauges inside this view take the look `style` gives them.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let kind: GaugeStyleKind =
            switch style {
            case is AccessoryLinearGaugeStyle, is AccessoryLinearCapacityGaugeStyle: .accessoryLinear
            case is AccessoryCircularGaugeStyle, is AccessoryCircularCapacityGaugeStyle: .accessoryCircular
            default: .linearCapacity
            }
        return _EnvironmentWriter(content: self) { $0[GaugeStyleKey.self] = kind }
    }
}

/// Arrange's choices for gauges (no public source gives iOS's numbers).
enum GaugeMetrics {
    /// The capacity bar's thickness, and the accessory bar's.
    static let barHeight: CGFloat = 8
    static let accessoryBarHeight: CGFloat = 4
    /// The space between the label line, the bar and the bound labels.
    static let spacing: CGFloat = 4
    /// The accessory ring's diameter and line width.
    static let ringDiameter: CGFloat = 58
    static let ringLineWidth: CGFloat = 6
}

/// The view a gauge becomes in `style`.
nonisolated struct GaugeBody: View {
    let fraction: Double
    let style: GaugeStyleKind
    let context: ControlContext
    let label: AnyView
    let current: AnyView?
    let minimum: AnyView?
    let maximum: AnyView?

    var body: some View {
        let environment = context.environment
        let secondary = AnyShapeStyle(ControlColors.secondaryLabel(environment))
        switch style {
        case .accessoryCircular:
            ZStack {
                Circle().stroke(ControlColors.systemFill(environment), lineWidth: GaugeMetrics.ringLineWidth)
                GaugeArc(fraction: fraction).stroke(context.accent, style: StrokeStyle(lineWidth: GaugeMetrics.ringLineWidth, lineCap: .round))
                VStack(spacing: 0) {
                    if let current { current.font(.body) } else { label.font(.caption) }
                }
            }
            .frame(width: GaugeMetrics.ringDiameter, height: GaugeMetrics.ringDiameter)
        case .linearCapacity, .accessoryLinear:
            VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
                HStack {
                    label
                    Spacer(minLength: 0)
                    if let current { current.environment(\.foregroundStyle, secondary) }
                }
                ProgressBar(
                    fraction: fraction, fill: context.accent, track: ControlColors.systemFill(environment),
                    height: style == .accessoryLinear ? GaugeMetrics.accessoryBarHeight : GaugeMetrics.barHeight)
                if minimum != nil || maximum != nil {
                    HStack {
                        if let minimum { minimum }
                        Spacer(minLength: 0)
                        if let maximum { maximum }
                    }
                    .font(.caption)
                    .environment(\.foregroundStyle, secondary)
                }
            }
        }
    }
}

/// The filled part of a gauge's ring: an arc clockwise from the top through `fraction` of the
/// circle inscribed in the frame.
nonisolated struct GaugeArc: Shape {
    let fraction: Double

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard fraction > 0 else { return path }
        let radius = min(rect.width, rect.height) / 2
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(-90),
            endAngle: .degrees(-90 + 360 * min(fraction, 1)), clockwise: false)
        return path
    }
}

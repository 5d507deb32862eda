import Foundation

/// A look for progress views: `makeBody` returns the view a progress view becomes. Apply one
/// with `progressViewStyle(_:)`.
public protocol ProgressViewStyle {
    /// The view a progress view becomes.
    associatedtype Body: View
    /// The progress and labels of the progress view being styled.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view a progress view with `configuration` becomes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The progress and labels of a progress view a `ProgressViewStyle` styles.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased.
    public nonisolated struct Label: StyleConfigurationPart {
        let content: AnyView
    }

    /// The progress view's current-value label, type-erased.
    public nonisolated struct CurrentValueLabel: StyleConfigurationPart {
        let content: AnyView
    }

    /// How much is done, 0…1, or `nil` when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current-value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// A progress view style, type-erased.
struct AnyProgressViewStyle {
    let makeNodes: (ProgressViewStyleConfiguration, _ViewInputs, inout _ViewOutputs) -> Void

    init<S: ProgressViewStyle>(_ style: S) {
        makeNodes = { configuration, inputs, outputs in
            guard let body = inputs.builder.evaluateBody(of: style, environment: inputs.environment, { style.makeBody(configuration: configuration) }) else { return }
            S.Body._makeNodes(body, inputs: inputs, outputs: &outputs)
        }
    }
}

/// The style set with `progressViewStyle(_:)`, `nil` for `.automatic`.
struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle? { nil }
}

nonisolated extension View {
    /// Progress views inside this view take the look `style` gives them.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0[ProgressViewStyleKey.self] = AnyProgressViewStyle(style) }
    }
}

/// The metrics of the progress views. ios-metrics.md §5 gives 2 points (UIKit, iOS 8) or
/// 4 points (commonly quoted for iOS 14+) for the bar, and 20 points for the medium spinner
/// (FL `activity_indicator.dart`, `_kDefaultIndicatorRadius` 10); the rest is Arrange's choice.
enum ProgressMetrics {
    /// The height of the linear bar (Arrange's choice of the two quoted values).
    static let barHeight: CGFloat = 4
    /// The space between a linear progress view's label, bar and current-value label.
    static let linearSpacing: CGFloat = 4
    /// The diameter of the spinner (FL, RE).
    static let spinnerDiameter: CGFloat = 20
    /// The diameter of the spinner at `controlSize(.large)` (UIKit's large indicator, unverified).
    static let largeSpinnerDiameter: CGFloat = 37
    /// The space between the spinner and its label below it.
    static let circularSpacing: CGFloat = 8
    /// The spinner's spokes: how many, and each one's width and length as parts of the diameter.
    static let spokeCount = 8
    static let spokeWidth: CGFloat = 0.125
    static let spokeLength: CGFloat = 0.3
}

/// A bar that fills the proposed width: the track in `systemFill`, the completed part in the
/// tint, `ProgressMetrics.barHeight` tall; the label above it and the current-value label below,
/// leading-aligned. Indeterminate progress shows an empty track.
public struct LinearProgressViewStyle: ProgressViewStyle {
    @Environment(\.controlContext) private var context

    /// The linear style.
    public init() {}

    /// The labels and the bar.
    public func makeBody(configuration: Configuration) -> some View {
        Self.body(configuration: configuration, context: context)
    }

    static func body(configuration: Configuration, context: ControlContext) -> some View {
        VStack(alignment: .leading, spacing: ProgressMetrics.linearSpacing) {
            if let label = configuration.label { label }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0, fill: context.accent, track: ControlColors.systemFill(context.environment))
            if let current = configuration.currentValueLabel {
                current.font(context.environment.font ?? .footnote)
                    .environment(\.foregroundStyle, AnyShapeStyle(ControlColors.secondaryLabel(context.environment)))
            }
        }
    }
}

/// A progress bar: a capsule track with the completed fraction drawn over its leading part.
nonisolated struct ProgressBar: View {
    let fraction: Double
    let fill: Color
    let track: Color
    var height = ProgressMetrics.barHeight

    var body: some View {
        Capsule().fill(track)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(fill).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(height: height)
    }
}

/// A spinner (`ProgressMetrics.spinnerDiameter` across, its spokes in `secondaryLabel` grey,
/// fading round the circle) with the label below it in `secondaryLabel`. A determinate
/// progress view in this style shows the spinner too, as iOS does.
public struct CircularProgressViewStyle: ProgressViewStyle {
    @Environment(\.controlContext) private var context

    /// The circular style.
    public init() {}

    /// The spinner and the label.
    public func makeBody(configuration: Configuration) -> some View {
        Self.body(configuration: configuration, context: context)
    }

    static func body(configuration: Configuration, context: ControlContext) -> some View {
        let diameter = context.size == .large || context.size == .extraLarge ? ProgressMetrics.largeSpinnerDiameter : ProgressMetrics.spinnerDiameter
        return VStack(spacing: ProgressMetrics.circularSpacing) {
            Spinner(diameter: diameter, color: ControlColors.secondaryLabel(context.environment))
            if let label = configuration.label {
                label.environment(\.foregroundStyle, AnyShapeStyle(ControlColors.secondaryLabel(context.environment)))
            }
        }
    }
}

/// An activity indicator at rest: spokes round a circle, each fainter than the one before.
nonisolated struct Spinner: View {
    let diameter: CGFloat
    let color: Color

    var body: some View {
        ZStack {
            ForEach(0..<ProgressMetrics.spokeCount, id: \.self) { index in
                Capsule()
                    .fill(color.opacity(1 - Double(index) / Double(ProgressMetrics.spokeCount) * 0.85))
                    .frame(width: diameter * ProgressMetrics.spokeWidth, height: diameter * ProgressMetrics.spokeLength)
                    .frame(width: diameter, height: diameter, alignment: .top)
                    .rotationEffect(.degrees(Double(index) * 360 / Double(ProgressMetrics.spokeCount)))
            }
        }
        .frame(width: diameter, height: diameter)
    }
}

/// The platform's default (`.automatic`): circular while indeterminate, linear with a value.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    @Environment(\.controlContext) private var context

    /// The automatic style.
    public init() {}

    /// The spinner or the bar.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle.body(configuration: configuration, context: context)
        } else {
            LinearProgressViewStyle.body(configuration: configuration, context: context)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// Circular while indeterminate, linear with a value.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar filling the proposed width.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

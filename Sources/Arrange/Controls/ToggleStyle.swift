import Foundation

/// A look for toggles: `makeBody` returns the view a toggle becomes. Apply one with
/// `toggleStyle(_:)`.
public protocol ToggleStyle {
    /// The view a toggle becomes.
    associatedtype Body: View
    /// The state and label of the toggle being styled.
    typealias Configuration = ToggleStyleConfiguration
    /// The view a toggle with `configuration` becomes.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The state and label of a toggle a `ToggleStyle` styles.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public nonisolated struct Label: StyleConfigurationPart {
        let content: AnyView
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; `$isOn` is its binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that are not all the same: `false` here.
    public var isMixed = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// A toggle style, type-erased.
struct AnyToggleStyle {
    let makeNodes: (ToggleStyleConfiguration, _ViewInputs, inout _ViewOutputs) -> Void

    init<S: ToggleStyle>(_ style: S) {
        makeNodes = { configuration, inputs, outputs in
            guard let body = inputs.builder.evaluateBody(of: style, environment: inputs.environment, { style.makeBody(configuration: configuration) }) else { return }
            S.Body._makeNodes(body, inputs: inputs, outputs: &outputs)
        }
    }
}

/// The style set with `toggleStyle(_:)`, `nil` for `.automatic`.
struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle? { nil }
}

nonisolated extension View {
    /// Toggles inside this view take the look `style` gives them.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { $0[ToggleStyleKey.self] = AnyToggleStyle(style) }
    }
}

/// The switch's geometry and colours.
enum SwitchMetrics {
    /// The track: 51 × 31, a capsule (FL `switch.dart` `_kTrackWidth`/`_kTrackHeight`, eyeballed on
    /// iOS 17.5; UISwitch's long-standing size).
    static let trackSize = CGSize(width: 51, height: 31)
    /// The knob's diameter: 27, 2 points in from the track on every side (UISwitch's geometry).
    /// Flutter draws 28 (`_kThumbRadius` 14); docs/DIFFERENCES.md records the choice.
    static let knobDiameter: CGFloat = 27
    /// The knob's two shadows (FL `_kSwitchBoxShadows`: 15 % black blurred 8 and 6 % black
    /// blurred 1, both 3 points down).
    static let knobShadows: [(opacity: Double, radius: CGFloat, y: CGFloat)] = [(0.15, 8, 3), (0.06, 1, 3)]
    /// How a disabled switch is dimmed (FL: 50 % opacity).
    static let disabledOpacity = 0.5
}

/// The label leading, the switch trailing, a flexible space between (the switch alone when
/// labels are hidden). The track is the tint when on (`systemGreen` unless `.tint(_:)` sets
/// one) and `secondarySystemFill` when off, with the white knob at the trailing or leading end.
public struct SwitchToggleStyle: ToggleStyle {
    @Environment(\.controlContext) private var context
    /// The track's colour when on, set by iOS 14's `init(tint:)`; `nil` takes the environment's.
    private let tint: Color?

    /// The switch style.
    public init() { tint = nil }

    /// The switch style with the track `tint` when on (iOS 14's form; `.tint(_:)` is today's).
    public init(tint: Color) { self.tint = tint }

    /// The label and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        Self.body(configuration: configuration, context: tinted)
    }

    /// The environment's context, with this style's tint when it has one.
    private var tinted: ControlContext {
        guard let tint else { return context }
        var environment = context.environment
        environment[ControlTintKey.self] = tint
        return ControlContext(environment)
    }

    @ViewBuilder
    static func body(configuration: Configuration, context: ControlContext) -> some View {
        if context.labelsHidden {
            SwitchTrack(isOn: configuration.isOn, context: context)
        } else {
            HStack {
                configuration.label.transformEnvironment(\.foregroundStyle) { style in
                    if !context.isEnabled { style = AnyShapeStyle(ControlColors.tertiaryLabel(context.environment)) }
                }
                Spacer()
                SwitchTrack(isOn: configuration.isOn, context: context)
            }
        }
    }
}

/// The switch itself: the capsule track with its knob.
nonisolated struct SwitchTrack: View {
    let isOn: Bool
    let context: ControlContext

    var body: some View {
        let environment = context.environment
        let onColor = environment[ControlTintKey.self] ?? ControlColors.systemGreen(environment)
        let inset = (SwitchMetrics.trackSize.height - SwitchMetrics.knobDiameter) / 2
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? onColor : ControlColors.secondarySystemFill(environment))
            Circle().fill(Color.white)
                .frame(width: SwitchMetrics.knobDiameter, height: SwitchMetrics.knobDiameter)
                .shadow(color: .black.opacity(SwitchMetrics.knobShadows[1].opacity), radius: SwitchMetrics.knobShadows[1].radius, y: SwitchMetrics.knobShadows[1].y)
                .padding(inset)
                .shadow(color: .black.opacity(SwitchMetrics.knobShadows[0].opacity), radius: SwitchMetrics.knobShadows[0].radius, y: SwitchMetrics.knobShadows[0].y)
        }
        .frame(width: SwitchMetrics.trackSize.width, height: SwitchMetrics.trackSize.height)
        // A UIKit control fades as one layer (its view's alpha), not part by part.
        .compositingGroup()
        .opacity(context.isEnabled ? 1 : SwitchMetrics.disabledOpacity)
    }
}

/// The toggle drawn as a button (`.button`): off, the label in the tint like a borderless
/// button; on, the label in the tint on the tint's faint fill, like a tinted bordered button.
public struct ButtonToggleStyle: ToggleStyle {
    @Environment(\.controlContext) private var context
    @Environment(\.buttonBorderShape) private var shape

    /// The button style.
    public init() {}

    /// The label as a button, filled when on.
    public func makeBody(configuration: Configuration) -> some View {
        let metrics = BorderedButtonMetrics.of(context.size)
        let fill = configuration.isOn && context.isEnabled ? context.tint.opacity(BorderedButtonMetrics.tintedFillOpacity) : Color.clear
        return configuration.label
            .font(context.environment.font ?? metrics.font)
            .environment(\.foregroundStyle, AnyShapeStyle(context.accent))
            .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal))
            .background(shape.resolved(defaultRadius: metrics.cornerRadius).fill(fill))
    }
}

/// The platform's default (`.automatic`): the switch on an iPhone.
public struct DefaultToggleStyle: ToggleStyle {
    @Environment(\.controlContext) private var context

    /// The automatic style.
    public init() {}

    /// The switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle.body(configuration: configuration, context: context)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The switch on an iPhone.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows its state by its fill.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

import Foundation

/// A control with − and + buttons that step a value: the label leading, the 94 × 32 stepper
/// trailing, a flexible space between (the stepper alone when labels are hidden). A segment
/// that cannot step further (the value at its bound) is drawn disabled.
///
/// Bad input has a defined result, with a warning naming the view: a range with no room to step
/// (`5...5`) disables both segments; a value outside the range is shown at the nearer bound.
public nonisolated struct Stepper<Label: View>: View {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool
    let problem: LayoutDiagnostic.Kind?

    init(label: Label, canDecrement: Bool, canIncrement: Bool, problem: LayoutDiagnostic.Kind?) {
        self.label = label
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
        self.problem = problem
    }

    /// A stepper whose segments run `onIncrement` and `onDecrement`, labelled by `label`.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil, problem: nil)
    }

    /// A stepper of `value` by `step`, labelled by `label`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: label(), canDecrement: true, canIncrement: true, problem: nil)
    }

    /// A stepper of `value` in `bounds` by `step`, labelled by `label`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        let state = StepperState.of(value.wrappedValue, in: bounds)
        self.init(label: label(), canDecrement: state.canDecrement, canIncrement: state.canIncrement, problem: state.problem)
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `Stepper` node around the label and the two segments, warning about a range or
    /// value it could not show.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.tyingWarnings(appendingTo: &outputs) { outputs in
            if let problem = view.problem { inputs.builder.warn(problem, in: "Stepper") }
            let context = ControlContext(inputs.environment)
            let segments = StepperSegments(canDecrement: view.canDecrement, canIncrement: view.canIncrement, context: context)
            if context.labelsHidden {
                makeControlNodes(named: "Stepper", body: segments, inputs: inputs, outputs: &outputs)
            } else {
                makeControlNodes(named: "Stepper", body: HStack { view.label; Spacer(); segments }, inputs: inputs, outputs: &outputs)
            }
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` whose segments run `onIncrement` and `onDecrement`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `titleKey` whose segments run `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` of `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `titleKey` of `value` by `step`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` of `value` in `bounds` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `titleKey` of `value` in `bounds` by `step`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
}

/// Which of a bounded stepper's segments can step, and what was wrong with its input.
enum StepperState {
    static func of<V: Strideable>(_ value: V, in bounds: ClosedRange<V>) -> (canDecrement: Bool, canIncrement: Bool, problem: LayoutDiagnostic.Kind?) {
        let range = "\(bounds.lowerBound)…\(bounds.upperBound)"
        if bounds.lowerBound == bounds.upperBound {
            return (false, false, .invalidControlRange(view: "Stepper", range: range, shown: "both segments disabled"))
        }
        let clamped = min(max(value, bounds.lowerBound), bounds.upperBound)
        let problem: LayoutDiagnostic.Kind? =
            clamped == value ? nil
            : .controlValueOutOfRange(view: "Stepper", value: Double("\(value)") ?? .nan, range: range, shown: clamped == bounds.lowerBound ? "the lower bound" : "the upper bound")
        return (clamped > bounds.lowerBound, clamped < bounds.upperBound, problem)
    }
}

/// The stepper's geometry. ios-metrics.md §5: 94 × 32 on iOS 13+ (third-party comments, WEAK).
enum StepperMetrics {
    /// The whole control: two segments side by side.
    static let size = CGSize(width: 94, height: 32)
    /// The corner radius of the rounded background (Arrange's choice).
    static let cornerRadius: CGFloat = 8
    /// The divider between the segments: its height (Arrange's choice); 1 point wide.
    static let dividerHeight: CGFloat = 18
    /// The font the − and + are sized by: 17 pt, fixed — UIKit draws the stepper's segments
    /// as images that keep their size at every Dynamic Type size (Arrange's choice of size,
    /// the body size at the default text size).
    static let glyphFont = Font.system(size: 17)
}

/// The two segments on their rounded `tertiarySystemFill` background, a divider between them.
nonisolated struct StepperSegments: View {
    let canDecrement: Bool
    let canIncrement: Bool
    let context: ControlContext

    var body: some View {
        let environment = context.environment
        let half = StepperMetrics.size.width / 2
        HStack(spacing: 0) {
            segment("minus", enabled: canDecrement).frame(width: half, height: StepperMetrics.size.height)
            Rectangle().fill(ControlColors.separator(environment)).frame(width: 1, height: StepperMetrics.dividerHeight)
                .frame(width: 0)
            segment("plus", enabled: canIncrement).frame(width: half, height: StepperMetrics.size.height)
        }
        .background(RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius).fill(ControlColors.tertiarySystemFill(environment)))
        // A UIKit control fades as one layer (its view's alpha), not part by part.
        .compositingGroup()
        .opacity(context.isEnabled ? 1 : SwitchMetrics.disabledOpacity)
    }

    private func segment(_ symbol: String, enabled: Bool) -> some View {
        Image(systemName: symbol)
            .font(StepperMetrics.glyphFont)
            .environment(\.foregroundStyle, AnyShapeStyle(enabled ? ControlColors.label(context.environment) : ControlColors.tertiaryLabel(context.environment)))
    }
}

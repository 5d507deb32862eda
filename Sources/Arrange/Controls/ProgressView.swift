import Foundation

/// Progress toward completion, drawn by the environment's progress view style: by default a
/// spinner when the progress is indeterminate and a bar filling the proposed width when it has
/// a value, with the label above (the bar) or below (the spinner).
///
/// Bad input has a defined result, with a warning naming the view: a NaN or negative value is
/// drawn as 0, a value above the total as complete, and a NaN, infinite, zero or negative total
/// as no progress.
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let problem: LayoutDiagnostic.Kind?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: (Double?, LayoutDiagnostic.Kind?), label: Label?, currentValueLabel: CurrentValueLabel?) {
        fractionCompleted = fraction.0
        problem = fraction.1
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// A progress view of `value` out of `total`, labelled by `label` and `currentValueLabel`;
    /// `value` `nil` for indeterminate progress.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(fraction: ProgressFraction.of(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `ProgressView` node around the view the environment's style makes, warning
    /// about a value it could not show.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.tyingWarnings(appendingTo: &outputs) { outputs in
            if let problem = view.problem { inputs.builder.warn(problem, in: "ProgressView") }
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: view.fractionCompleted,
                label: view.label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
                currentValueLabel: view.currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
            let style = inputs.environment[ProgressViewStyleKey.self] ?? AnyProgressViewStyle(DefaultProgressViewStyle())
            makeControlNodes(named: "ProgressView", inputs: inputs.with { $0[ProgressViewStyleKey.self] = nil }, outputs: &outputs) { inner, outputs in
                style.makeNodes(configuration, inner, &outputs)
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() {
        self.init(fraction: (nil, nil), label: nil, currentValueLabel: nil)
    }

    /// A progress view of `value` out of `total`, without labels; `nil` for indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view labelled by `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: (nil, nil), label: label(), currentValueLabel: nil)
    }

    /// A progress view of `value` out of `total`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressFraction.of(value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: (nil, nil), label: Text(title), currentValueLabel: nil)
    }

    /// An indeterminate progress view titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: (nil, nil), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A progress view of `value` out of `total`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total: total), label: Text(title), currentValueLabel: nil)
    }

    /// A progress view of `value` out of `total`, titled `titleKey`.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressFraction.of(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A progress view showing what a style's configuration describes (for use inside a
    /// `ProgressViewStyle`).
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.init(fraction: (configuration.fractionCompleted, nil), label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// How a value and a total become the fraction a progress view shows.
enum ProgressFraction {
    /// `value / total` in 0…1, or `nil` when `value` is `nil`; with the problem when the input
    /// had to be repaired: NaN or negative values show 0, values over the total show 1, and a
    /// total that is not a positive finite number shows 0.
    static func of<V: BinaryFloatingPoint>(_ value: V?, total: V) -> (Double?, LayoutDiagnostic.Kind?) {
        guard let given = value else { return (nil, nil) }
        let value = Double(given), total = Double(total)
        guard total.isFinite, total > 0 else {
            return (0, .invalidControlRange(view: "ProgressView", range: "total \(LengthFormat.length(CGFloat(total)))", shown: "no progress"))
        }
        if value.isNaN || value < 0 {
            return (0, .controlValueOutOfRange(view: "ProgressView", value: value, range: "0…\(LengthFormat.length(CGFloat(total)))", shown: "no progress"))
        }
        if value > total {
            return (1, .controlValueOutOfRange(view: "ProgressView", value: value, range: "0…\(LengthFormat.length(CGFloat(total)))", shown: "complete"))
        }
        return (value / total, nil)
    }
}

import Foundation

/// A control for choosing a value from a range: a track across the proposed width, the part
/// before the thumb in the tint, the white thumb at the value's place, with the minimum and
/// maximum value labels before and after it. The label is not shown (iOS uses it for
/// accessibility only).
///
/// Bad input has a defined result, with a warning naming the view: a NaN value puts the thumb at
/// the lower bound, a value outside the range at the nearer bound, and a range without length or
/// with an infinite bound at the lower bound.
public nonisolated struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let problem: LayoutDiagnostic.Kind?
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, minimum: ValueLabel?, maximum: ValueLabel?) {
        (fraction, problem) = RangeFraction.of(Double(value.wrappedValue), lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound), view: "Slider")
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// A slider of `value` in `bounds`, with value labels before and after it.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// A slider of `value` in `bounds` moving by `step`, with value labels before and after it.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    /// iOS 13's form (deprecated in SwiftUI, still compiled there): the value labels as views
    /// and the label last, so `Slider(value:in:minimumValueLabel:maximumValueLabel:) { label }`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: minimumValueLabel, maximum: maximumValueLabel)
    }

    /// iOS 13's form moving by `step` (deprecated in SwiftUI, still compiled there).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: minimumValueLabel, maximum: maximumValueLabel)
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `Slider` node around the track, thumb and value labels, warning about a value it
    /// could not show.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.tyingWarnings(appendingTo: &outputs) { outputs in
            if let problem = view.problem { inputs.builder.warn(problem, in: "Slider") }
            let context = ControlContext(inputs.environment)
            let body = HStack(spacing: SliderMetrics.valueLabelSpacing) {
                if let minimum = view.minimumValueLabel { minimum }
                SliderTrack(fraction: view.fraction, context: context)
                if let maximum = view.maximumValueLabel { maximum }
            }
            makeControlNodes(named: "Slider", body: body, inputs: inputs, outputs: &outputs)
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
    }

    /// A slider of `value` in `bounds` moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` in `bounds` labelled (for accessibility) by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
    }

    /// A slider of `value` in `bounds` moving by `step`, labelled (for accessibility) by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
    }
}

/// The slider's geometry. ios-metrics.md §5: the thumb is a 28-point white circle with a soft
/// shadow (FL `thumb_painter.dart`); the track is 2 (Flutter) or about 4 (iOS 13+) points thick.
enum SliderMetrics {
    /// The thumb's diameter (FL, RE).
    static let thumbDiameter: CGFloat = 28
    /// The thumb's shadows (FL: 17 % black blurred 1, and the same 3 points down).
    static let thumbShadows: [(opacity: Double, radius: CGFloat, y: CGFloat)] = [(0.17, 1, 0), (0.17, 4, 3)]
    /// The track's thickness (Arrange's choice of the two quoted values).
    static let trackHeight: CGFloat = 4
    /// The slider's height: UISlider's 31-point frame (the thumb and its shadow); Arrange's choice.
    static let height: CGFloat = 31
    /// The space between the value labels and the track.
    static let valueLabelSpacing: CGFloat = 8
}

/// The track with its filled part and the thumb, as wide as proposed.
nonisolated struct SliderTrack: View {
    let fraction: Double
    let context: ControlContext

    var body: some View {
        let environment = context.environment
        let thumb = SliderMetrics.thumbDiameter
        GeometryReader { proxy in
            let travel = max(proxy.size.width - thumb, 0)
            let centre = thumb / 2 + travel * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(ControlColors.systemFill(environment))
                    .frame(height: SliderMetrics.trackHeight)
                Capsule().fill(context.accent)
                    .frame(width: centre, height: SliderMetrics.trackHeight)
                Circle().fill(Color.white)
                    .frame(width: thumb, height: thumb)
                    .shadow(color: .black.opacity(SliderMetrics.thumbShadows[0].opacity), radius: SliderMetrics.thumbShadows[0].radius, y: SliderMetrics.thumbShadows[0].y)
                    .padding(.leading, centre - thumb / 2)
                    .shadow(color: .black.opacity(SliderMetrics.thumbShadows[1].opacity), radius: SliderMetrics.thumbShadows[1].radius, y: SliderMetrics.thumbShadows[1].y)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: SliderMetrics.height)
        // A UIKit control fades as one layer (its view's alpha), not part by part.
        .compositingGroup()
        .opacity(context.isEnabled ? 1 : SwitchMetrics.disabledOpacity)
    }
}

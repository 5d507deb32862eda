import Foundation

/// A control for choosing a date, drawn at rest in the compact style (every style shows it):
/// the label leading and, trailing, the date and the time each in a capsule of
/// `tertiarySystemFill` — "Dec 1, 2026" and "9:41 AM", in the body font — with a flexible space
/// between. Which capsules show follows `displayedComponents`.
public nonisolated struct DatePicker<Label: View>: View {
    let date: Date
    let components: DatePickerComponents
    let label: Label

    /// A date picker of `selection` showing `displayedComponents`, labelled by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        date = selection.wrappedValue
        components = displayedComponents
        self.label = label()
    }

    /// A date picker of `selection` within `range`, labelled by `label`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker of `selection` from `range`'s start, labelled by `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A date picker of `selection` up to `range`'s end, labelled by `label`.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `DatePicker` node around the label and the capsules.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let context = ControlContext(inputs.environment)
        let capsules = HStack(spacing: DatePickerMetrics.capsuleSpacing) {
            if view.components.contains(.date) {
                DateCapsule(text: DatePickerFormat.date(view.date), context: context)
            }
            if view.components.contains(.hourAndMinute) {
                DateCapsule(text: DatePickerFormat.time(view.date), context: context)
            }
        }
        if context.labelsHidden {
            makeControlNodes(named: "DatePicker", body: capsules, inputs: inputs, outputs: &outputs)
        } else {
            makeControlNodes(named: "DatePicker", body: HStack { view.label; Spacer(); capsules }, inputs: inputs, outputs: &outputs)
        }
    }
}

extension DatePicker where Label == Text {
    /// A date picker of `selection` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of `selection` titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of `selection` within `range` titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of `selection` within `range` titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of `selection` from `range`'s start titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of `selection` from `range`'s start titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A date picker of `selection` up to `range`'s end titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker of `selection` up to `range`'s end titled `titleKey`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Makes the set from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A look for date pickers (`.automatic`, `.compact`, `.graphical`, `.wheel`): accepted; every
/// date picker is drawn compact at rest.
public protocol DatePickerStyle {}

/// The platform's default: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The automatic style.
    public init() {}
}

/// The date and time in capsules.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}

/// A calendar (drawn compact here).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

/// Wheels (drawn compact here).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The date and time in capsules.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
    /// Accepted: date pickers are drawn compact at rest whatever the style.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}

/// One of a compact date picker's capsules.
nonisolated struct DateCapsule: View {
    let text: String
    let context: ControlContext

    var body: some View {
        Text(verbatim: text)
            .environment(\.foregroundStyle, AnyShapeStyle(context.isEnabled ? ControlColors.label(context.environment) : ControlColors.tertiaryLabel(context.environment)))
            .padding(EdgeInsets(top: DatePickerMetrics.vertical, leading: DatePickerMetrics.horizontal, bottom: DatePickerMetrics.vertical, trailing: DatePickerMetrics.horizontal))
            .background(RoundedRectangle(cornerRadius: DatePickerMetrics.cornerRadius).fill(ControlColors.tertiarySystemFill(context.environment)))
    }
}

/// The compact date picker's capsules (Arrange's choice; ios-metrics.md §5 has no source).
enum DatePickerMetrics {
    /// The padding above and below, and before and after, the text of a capsule.
    static let vertical: CGFloat = 6
    static let horizontal: CGFloat = 11
    /// The capsules' corner radius.
    static let cornerRadius: CGFloat = 6
    /// The space between the date and the time capsules.
    static let capsuleSpacing: CGFloat = 6
}

/// How the capsules write the date: en-US medium date ("Dec 1, 2026") and short time
/// ("9:41 AM"), in UTC, so pictures do not depend on the machine.
enum DatePickerFormat {
    static func date(_ date: Date) -> String { formatter("MMM d, y").string(from: date) }
    static func time(_ date: Date) -> String { formatter("h:mm a").string(from: date) }

    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }
}

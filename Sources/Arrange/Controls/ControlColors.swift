import Foundation

/// iOS's system colours as the standard controls draw them (ios-metrics.md §8, default
/// contrast; sources FL `colors.dart`, NGC, HIG-C), light or dark as the control's environment
/// says (`colorScheme`).
enum ControlColors {
    /// `label`: black; white in dark mode.
    static func label(_ environment: EnvironmentValues) -> Color { system(.label, environment) }
    /// `secondaryLabel`: 60, 60, 67 at 60 %; dark 235, 235, 245 at 60 %.
    static func secondaryLabel(_ environment: EnvironmentValues) -> Color { system(.secondaryLabel, environment) }
    /// `tertiaryLabel`: 60, 60, 67 at 30 % (dark 235, 235, 245 at 30 %); also what a disabled
    /// control's tinted parts turn to.
    static func tertiaryLabel(_ environment: EnvironmentValues) -> Color { system(.tertiaryLabel, environment) }
    /// `placeholderText`: 60, 60, 67 at 30 %; dark 235, 235, 245 at 30 %.
    static func placeholderText(_ environment: EnvironmentValues) -> Color { system(.placeholderText, environment) }
    /// `systemFill`: 120, 120, 128 at 20 %; dark at 36 %.
    static func systemFill(_ environment: EnvironmentValues) -> Color { system(.systemFill, environment) }
    /// `secondarySystemFill`: 120, 120, 128 at 16 %; dark at 32 %.
    static func secondarySystemFill(_ environment: EnvironmentValues) -> Color { system(.secondarySystemFill, environment) }
    /// `tertiarySystemFill`: 118, 118, 128 at 12 %; dark at 24 %.
    static func tertiarySystemFill(_ environment: EnvironmentValues) -> Color { system(.tertiarySystemFill, environment) }
    /// `quaternarySystemFill`: 116, 116, 128 at 8 %; dark 118, 118, 128 at 18 %.
    static func quaternarySystemFill(_ environment: EnvironmentValues) -> Color { system(.quaternarySystemFill, environment) }
    /// `systemBackground`: white; black in dark mode.
    static func systemBackground(_ environment: EnvironmentValues) -> Color { system(.systemBackground, environment) }
    /// `secondarySystemBackground`: 242, 242, 247; dark 28, 28, 30.
    static func secondarySystemBackground(_ environment: EnvironmentValues) -> Color { system(.secondarySystemBackground, environment) }
    /// `separator`: 60, 60, 67 at 29 %; dark 84, 84, 88 at 60 %.
    static func separator(_ environment: EnvironmentValues) -> Color { system(.separator, environment) }
    /// `opaqueSeparator`: 198, 198, 200; dark 56, 56, 58.
    static func opaqueSeparator(_ environment: EnvironmentValues) -> Color { system(.opaqueSeparator, environment) }
    /// `systemGray2`: 174, 174, 178; dark 99, 99, 102 (the disclosure chevron's grey in
    /// Flutter's list tiles).
    static func systemGray2(_ environment: EnvironmentValues) -> Color { system(.systemGray2, environment) }
    /// `systemGray3`: 199, 199, 204; dark 72, 72, 74.
    static func systemGray3(_ environment: EnvironmentValues) -> Color { system(.systemGray3, environment) }
    /// `systemGray5`: 229, 229, 234; dark 44, 44, 46.
    static func systemGray5(_ environment: EnvironmentValues) -> Color { system(.systemGray5, environment) }
    /// `systemGray6`: 242, 242, 247; dark 28, 28, 30.
    static func systemGray6(_ environment: EnvironmentValues) -> Color { system(.systemGray6, environment) }
    /// `systemGreen`: 52, 199, 89 (dark 48, 209, 88), the switch's "on" colour.
    static func systemGreen(_ environment: EnvironmentValues) -> Color { system(.systemGreen, environment) }
    /// `systemRed`: 255, 59, 48 (dark 255, 69, 58), the colour of destructive buttons.
    static func systemRed(_ environment: EnvironmentValues) -> Color { system(.systemRed, environment) }

    /// A segmented control's selected segment: white; dark rgb(99, 99, 102) (ios-metrics.md §5,
    /// FL `sliding_segmented_control.dart`).
    static func segmentThumb(_ environment: EnvironmentValues) -> Color {
        environment.colorScheme == .dark ? Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255) : .white
    }

    /// A rounded text field's one-pixel border: black at 20 %; dark white at 20 % (FL
    /// `text_field.dart`, `_kDefaultRoundedBorderSide` 0x33000000 / 0x33FFFFFF).
    static func textFieldBorder(_ environment: EnvironmentValues) -> Color {
        (environment.colorScheme == .dark ? Color.white : Color.black).opacity(TextFieldMetrics.roundedBorderOpacity)
    }

    /// `color` fixed to its value in `environment`'s colour scheme.
    private static func system(_ color: SystemColor, _ environment: EnvironmentValues) -> Color {
        Color(Color(system: color).resolve(in: environment))
    }
}

import Foundation

/// iOS's system colours as the standard controls draw them (ios-metrics.md §8, light
/// appearance, default contrast; sources FL `colors.dart`, NGC, HIG-C).
///
/// Each is read through the environment so that the dark values can follow `colorScheme`
/// where it is known; until then every control draws the light values.
enum ControlColors {
    /// `label`: 0, 0, 0.
    static func label(_ environment: EnvironmentValues) -> Color { Color(red: 0, green: 0, blue: 0) }
    /// `secondaryLabel`: 60, 60, 67 at 60 %.
    static func secondaryLabel(_ environment: EnvironmentValues) -> Color { rgb(60, 60, 67, 0.6) }
    /// `tertiaryLabel`: 60, 60, 67 at 30 %; also what a disabled control's tinted parts turn to.
    static func tertiaryLabel(_ environment: EnvironmentValues) -> Color { rgb(60, 60, 67, 0.3) }
    /// `placeholderText`: 60, 60, 67 at 30 %.
    static func placeholderText(_ environment: EnvironmentValues) -> Color { rgb(60, 60, 67, 0.3) }
    /// `systemFill`: 120, 120, 128 at 20 %.
    static func systemFill(_ environment: EnvironmentValues) -> Color { rgb(120, 120, 128, 0.2) }
    /// `secondarySystemFill`: 120, 120, 128 at 16 %.
    static func secondarySystemFill(_ environment: EnvironmentValues) -> Color { rgb(120, 120, 128, 0.16) }
    /// `tertiarySystemFill`: 118, 118, 128 at 12 %.
    static func tertiarySystemFill(_ environment: EnvironmentValues) -> Color { rgb(118, 118, 128, 0.12) }
    /// `quaternarySystemFill`: 116, 116, 128 at 8 %.
    static func quaternarySystemFill(_ environment: EnvironmentValues) -> Color { rgb(116, 116, 128, 0.08) }
    /// `systemBackground`: white.
    static func systemBackground(_ environment: EnvironmentValues) -> Color { Color(red: 1, green: 1, blue: 1) }
    /// `secondarySystemBackground`: 242, 242, 247.
    static func secondarySystemBackground(_ environment: EnvironmentValues) -> Color { rgb(242, 242, 247) }
    /// `separator`: 60, 60, 67 at 29 %.
    static func separator(_ environment: EnvironmentValues) -> Color { rgb(60, 60, 67, 0.29) }
    /// `opaqueSeparator`: 198, 198, 200.
    static func opaqueSeparator(_ environment: EnvironmentValues) -> Color { rgb(198, 198, 200) }
    /// `systemGray2`: 174, 174, 178 (the disclosure chevron's grey in Flutter's list tiles).
    static func systemGray2(_ environment: EnvironmentValues) -> Color { rgb(174, 174, 178) }
    /// `systemGray3`: 199, 199, 204.
    static func systemGray3(_ environment: EnvironmentValues) -> Color { rgb(199, 199, 204) }
    /// `systemGray5`: 229, 229, 234.
    static func systemGray5(_ environment: EnvironmentValues) -> Color { rgb(229, 229, 234) }
    /// `systemGray6`: 242, 242, 247.
    static func systemGray6(_ environment: EnvironmentValues) -> Color { rgb(242, 242, 247) }
    /// `systemGreen`: 52, 199, 89, the switch's "on" colour.
    static func systemGreen(_ environment: EnvironmentValues) -> Color { Color.green }
    /// `systemRed`: 255, 59, 48, the colour of destructive buttons.
    static func systemRed(_ environment: EnvironmentValues) -> Color { Color.red }

    private static func rgb(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color {
        Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
    }
}

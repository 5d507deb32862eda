import Foundation

/// iOS's system colours (iOS 17, default contrast), each with its light and dark value.
/// `Color.red`, `Color.primary` … are these; UIKit's `UIColor.systemRed`, `.label`,
/// `.systemBackground` … are the same table.
///
/// Values: /work/shared/notes/ios-metrics.md §8 (Apple's HIG colour tables, Flutter's
/// `CupertinoColors`, runtime prints of `UIColor`). Where sources disagree (systemBrown light,
/// systemMint dark) the HIG's iOS 17 value is used.
public enum SystemColor: String, CaseIterable, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case separator, opaqueSeparator, link
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
    case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// The colour in `scheme`.
    public func resolved(in scheme: ColorScheme) -> Color.Resolved {
        let (light, dark) = values
        let (red, green, blue, opacity) = scheme == .dark ? dark : light
        return Color.Resolved(red: Float(red) / 255, green: Float(green) / 255, blue: Float(blue) / 255, opacity: Float(opacity))
    }

    /// (red, green, blue 0…255, opacity 0…1) in light and in dark mode.
    private var values: (light: (Int, Int, Int, Double), dark: (Int, Int, Int, Double)) {
        switch self {
        case .label: ((0, 0, 0, 1), (255, 255, 255, 1))
        case .secondaryLabel: ((60, 60, 67, 0.6), (235, 235, 245, 0.6))
        case .tertiaryLabel: ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .quaternaryLabel: ((60, 60, 67, 0.18), (235, 235, 245, 0.16))
        case .placeholderText: ((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .systemFill: ((120, 120, 128, 0.2), (120, 120, 128, 0.36))
        case .secondarySystemFill: ((120, 120, 128, 0.16), (120, 120, 128, 0.32))
        case .tertiarySystemFill: ((118, 118, 128, 0.12), (118, 118, 128, 0.24))
        case .quaternarySystemFill: ((116, 116, 128, 0.08), (118, 118, 128, 0.18))
        case .systemBackground: ((255, 255, 255, 1), (0, 0, 0, 1))
        case .secondarySystemBackground: ((242, 242, 247, 1), (28, 28, 30, 1))
        case .tertiarySystemBackground: ((255, 255, 255, 1), (44, 44, 46, 1))
        case .systemGroupedBackground: ((242, 242, 247, 1), (0, 0, 0, 1))
        case .secondarySystemGroupedBackground: ((255, 255, 255, 1), (28, 28, 30, 1))
        case .tertiarySystemGroupedBackground: ((242, 242, 247, 1), (44, 44, 46, 1))
        case .separator: ((60, 60, 67, 0.29), (84, 84, 88, 0.6))
        case .opaqueSeparator: ((198, 198, 200, 1), (56, 56, 58, 1))
        case .link: ((0, 122, 255, 1), (9, 132, 255, 1))
        case .systemRed: ((255, 59, 48, 1), (255, 69, 58, 1))
        case .systemOrange: ((255, 149, 0, 1), (255, 159, 10, 1))
        case .systemYellow: ((255, 204, 0, 1), (255, 214, 10, 1))
        case .systemGreen: ((52, 199, 89, 1), (48, 209, 88, 1))
        case .systemMint: ((0, 199, 190, 1), (102, 212, 207, 1))
        case .systemTeal: ((48, 176, 199, 1), (64, 200, 224, 1))
        case .systemCyan: ((50, 173, 230, 1), (100, 210, 255, 1))
        case .systemBlue: ((0, 122, 255, 1), (10, 132, 255, 1))
        case .systemIndigo: ((88, 86, 214, 1), (94, 92, 230, 1))
        case .systemPurple: ((175, 82, 222, 1), (191, 90, 242, 1))
        case .systemPink: ((255, 45, 85, 1), (255, 55, 95, 1))
        case .systemBrown: ((162, 132, 94, 1), (172, 142, 104, 1))
        case .systemGray: ((142, 142, 147, 1), (142, 142, 147, 1))
        case .systemGray2: ((174, 174, 178, 1), (99, 99, 102, 1))
        case .systemGray3: ((199, 199, 204, 1), (72, 72, 74, 1))
        case .systemGray4: ((209, 209, 214, 1), (58, 58, 60, 1))
        case .systemGray5: ((229, 229, 234, 1), (44, 44, 46, 1))
        case .systemGray6: ((242, 242, 247, 1), (28, 28, 30, 1))
        }
    }
}

import Arrange
import Foundation

extension UIColor {
    /// `label`: black; white in dark mode.
    public static let label = UIColor(system: .label)
    /// `secondaryLabel`: rgba(60, 60, 67, 0.6).
    public static let secondaryLabel = UIColor(system: .secondaryLabel)
    /// `tertiaryLabel`: rgba(60, 60, 67, 0.3).
    public static let tertiaryLabel = UIColor(system: .tertiaryLabel)
    /// `quaternaryLabel`: rgba(60, 60, 67, 0.18).
    public static let quaternaryLabel = UIColor(system: .quaternaryLabel)
    /// `placeholderText`: rgba(60, 60, 67, 0.3).
    public static let placeholderText = UIColor(system: .placeholderText)
    /// `systemFill`: rgba(120, 120, 128, 0.2).
    public static let systemFill = UIColor(system: .systemFill)
    /// `secondarySystemFill`: rgba(120, 120, 128, 0.16).
    public static let secondarySystemFill = UIColor(system: .secondarySystemFill)
    /// `tertiarySystemFill`: rgba(118, 118, 128, 0.12).
    public static let tertiarySystemFill = UIColor(system: .tertiarySystemFill)
    /// `quaternarySystemFill`: rgba(116, 116, 128, 0.08).
    public static let quaternarySystemFill = UIColor(system: .quaternarySystemFill)
    /// The background of a screen: white; black in dark mode.
    public static let systemBackground = UIColor(system: .systemBackground)
    /// `secondarySystemBackground`: #F2F2F7; dark #1C1C1E.
    public static let secondarySystemBackground = UIColor(system: .secondarySystemBackground)
    /// `tertiarySystemBackground`: white; dark #2C2C2E.
    public static let tertiarySystemBackground = UIColor(system: .tertiarySystemBackground)
    /// `systemGroupedBackground`: #F2F2F7; dark black.
    public static let systemGroupedBackground = UIColor(system: .systemGroupedBackground)
    /// `secondarySystemGroupedBackground`: white; dark #1C1C1E.
    public static let secondarySystemGroupedBackground = UIColor(system: .secondarySystemGroupedBackground)
    /// `tertiarySystemGroupedBackground`: #F2F2F7; dark #2C2C2E.
    public static let tertiarySystemGroupedBackground = UIColor(system: .tertiarySystemGroupedBackground)
    /// `separator`: rgba(60, 60, 67, 0.29).
    public static let separator = UIColor(system: .separator)
    /// `opaqueSeparator`: #C6C6C8.
    public static let opaqueSeparator = UIColor(system: .opaqueSeparator)
    /// `link`: rgb(0, 122, 255).
    public static let link = UIColor(system: .link)
    /// `systemRed`.
    public static let systemRed = UIColor(system: .systemRed)
    /// `systemOrange`.
    public static let systemOrange = UIColor(system: .systemOrange)
    /// `systemYellow`.
    public static let systemYellow = UIColor(system: .systemYellow)
    /// `systemGreen`.
    public static let systemGreen = UIColor(system: .systemGreen)
    /// `systemMint`.
    public static let systemMint = UIColor(system: .systemMint)
    /// `systemTeal`.
    public static let systemTeal = UIColor(system: .systemTeal)
    /// `systemCyan`.
    public static let systemCyan = UIColor(system: .systemCyan)
    /// `systemBlue`.
    public static let systemBlue = UIColor(system: .systemBlue)
    /// `systemIndigo`.
    public static let systemIndigo = UIColor(system: .systemIndigo)
    /// `systemPurple`.
    public static let systemPurple = UIColor(system: .systemPurple)
    /// `systemPink`.
    public static let systemPink = UIColor(system: .systemPink)
    /// `systemBrown`.
    public static let systemBrown = UIColor(system: .systemBrown)
    /// `systemGray`.
    public static let systemGray = UIColor(system: .systemGray)
    /// `systemGray2`.
    public static let systemGray2 = UIColor(system: .systemGray2)
    /// `systemGray3`.
    public static let systemGray3 = UIColor(system: .systemGray3)
    /// `systemGray4`.
    public static let systemGray4 = UIColor(system: .systemGray4)
    /// `systemGray5`.
    public static let systemGray5 = UIColor(system: .systemGray5)
    /// `systemGray6`.
    public static let systemGray6 = UIColor(system: .systemGray6)
}

extension Color {
    /// The SwiftUI colour of `uiColor`: a system colour keeps its light and dark values, and so
    /// does a dynamic colour.
    public init(uiColor: UIColor) {
        if let system = uiColor.system {
            self.init(system: system)
        } else if let dark = uiColor.dark {
            func resolved(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> Color.Resolved {
                Color.Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(a))
            }
            self.init(
                light: resolved(uiColor.red, uiColor.green, uiColor.blue, uiColor.alpha),
                dark: resolved(dark.red, dark.green, dark.blue, dark.alpha))
        } else {
            self.init(red: Double(uiColor.red), green: Double(uiColor.green), blue: Double(uiColor.blue), opacity: Double(uiColor.alpha))
        }
    }

    /// The SwiftUI colour of `color` (`Color(UIColor.systemGray5)`, `Color(.systemBackground)`).
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }
}

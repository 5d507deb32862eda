import Foundation

/// The colours lists draw with, by iOS's semantic names (ios-metrics.md §8). One place, so that
/// they follow the colour scheme once the semantic colours resolve per scheme.
enum ListPalette {
    /// `systemGroupedBackground`: behind grouped and inset-grouped lists (#F2F2F7 light).
    static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// `secondarySystemGroupedBackground`: a grouped list's cells (#FFFFFF light).
    static let groupedCellBackground = Color(red: 1, green: 1, blue: 1)
    /// `systemBackground`: behind plain lists and their cells (#FFFFFF light).
    static let plainBackground = Color(red: 1, green: 1, blue: 1)
    /// `separator`: rgba(60, 60, 67, 0.29) light.
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// `tertiaryLabel`: the disclosure chevron, rgba(60, 60, 67, 0.3) light.
    static let chevron = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// `secondaryLabel`: section headers and footers, rgba(60, 60, 67, 0.6) light.
    static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
}

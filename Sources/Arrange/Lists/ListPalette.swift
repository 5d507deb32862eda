import Foundation

/// The colours lists draw with, by iOS's semantic names (ios-metrics.md §8): system colours,
/// so each resolves light or dark where its view is built.
enum ListPalette {
    /// `systemGroupedBackground`: behind grouped and inset-grouped lists (#F2F2F7; dark black).
    static let groupedBackground = Color(system: .systemGroupedBackground)
    /// `secondarySystemGroupedBackground`: a grouped list's cells (white; dark #1C1C1E).
    static let groupedCellBackground = Color(system: .secondarySystemGroupedBackground)
    /// `systemBackground`: behind plain lists and their cells (white; dark black).
    static let plainBackground = Color(system: .systemBackground)
    /// `separator`: rgba(60, 60, 67, 0.29); dark rgba(84, 84, 88, 0.6).
    static let separator = Color(system: .separator)
    /// `tertiaryLabel`: the disclosure chevron, rgba(60, 60, 67, 0.3); dark rgba(235, 235, 245, 0.3).
    static let chevron = Color(system: .tertiaryLabel)
    /// `secondaryLabel`: section headers and footers, rgba(60, 60, 67, 0.6); dark rgba(235, 235, 245, 0.6).
    static let secondaryLabel = Color(system: .secondaryLabel)
}

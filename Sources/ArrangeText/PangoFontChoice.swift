import CPangoCairo
import Foundation

/// Pango's fixed-point unit: 1024 to the point.
let pangoScale = CGFloat(PANGO_SCALE)

/// A font as Pango is asked for it: a family list, weight, slant, size and tracking.
struct PangoFontChoice: Hashable {
    /// Comma-separated families, first choice first.
    var families: String
    /// CSS weight, 100…900.
    var weight: Int
    /// Whether the italic (or oblique) face is wanted.
    var isItalic: Bool
    /// The size in points.
    var size: CGFloat
    /// Extra space after every grapheme, in points (not scaled with the font).
    var tracking: CGFloat
    /// How many points one point of Pango's layout stands for (1, or more for long paragraphs
    /// in large fonts, which Pango sets smaller: its widths are 32-bit 1/1024 points).
    var reduction: CGFloat = 1

    /// The size Pango sets at, in Pango units, at least 1.
    var sizeInPangoUnits: Int32 { Int32(max((size / reduction * pangoScale).rounded(), 1)) }
    /// The tracking Pango sets with, in Pango units, within ±1,000,000 points.
    var trackingInPangoUnits: Int32 {
        Int32((min(max(tracking / reduction, -1_000_000), 1_000_000) * pangoScale).rounded())
    }
    /// Points for a length in Pango's units.
    func points(_ units: Int32) -> CGFloat { CGFloat(units) / pangoScale * reduction }
    /// `units` of 1/1024 point (a difference of Pango positions, which may exceed Int32) in points.
    func points(_ units: Int) -> CGFloat { CGFloat(units) / pangoScale * reduction }
}

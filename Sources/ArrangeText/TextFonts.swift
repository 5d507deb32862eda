import Arrange
import Foundation

/// Which font files `PangoTextMetrics` sees and which family each `Font` asks for.
///
/// Invariants: with `files` non-empty, fontconfig sees exactly the files that exist among them
/// (an isolated configuration), so measurements do not depend on what else the machine has
/// installed; with `files` empty, or when none of them exists, the machine's own fontconfig
/// answers (and `PangoTextMetrics.notes` says so).
///
/// A font resolves to a family list: the family of its design (or its custom family), then
/// `fallbackFamilies`, which cover what the first family lacks (Hangul, Arabic, Hebrew).
public struct TextFonts: Hashable, Sendable {
    /// The font files fontconfig is given, in order.
    public var files: [String]
    /// The family of `Font.Design.default` (SwiftUI's SF Pro).
    public var sansSerifFamily: String
    /// The family of `Font.Design.serif` (New York).
    public var serifFamily: String
    /// The family of `Font.Design.rounded` (SF Pro Rounded).
    public var roundedFamily: String
    /// The family of `Font.Design.monospaced` (SF Mono).
    public var monospacedFamily: String
    /// Families tried, in order, for characters the first family has no glyph for.
    public var fallbackFamilies: [String]
    /// The family every emoji is set in, whatever the text's font (as iOS sets them in Apple
    /// Color Emoji), with no fallback to other fonts; `nil` leaves emoji to the fallback
    /// families (the machine's fontconfig ranks colour fonts first by itself).
    public var emojiFamily: String?

    /// A configuration of explicit files and families.
    public init(
        files: [String], sansSerifFamily: String, serifFamily: String, roundedFamily: String,
        monospacedFamily: String, fallbackFamilies: [String], emojiFamily: String? = nil
    ) {
        self.emojiFamily = emojiFamily
        self.files = files
        self.sansSerifFamily = sansSerifFamily
        self.serifFamily = serifFamily
        self.roundedFamily = roundedFamily
        self.monospacedFamily = monospacedFamily
        self.fallbackFamilies = fallbackFamilies
    }

    /// The fonts Arrange measures with by default, from Debian's `fonts-inter`, `fonts-nanum`,
    /// `fonts-noto-color-emoji` and `fonts-dejavu-core`: Inter (close to SF Pro's metrics) for
    /// the default and rounded designs, DejaVu Serif and DejaVu Sans Mono for serif and
    /// monospaced, NanumGothic for Hangul, Noto Color Emoji for emoji (in colour, as Apple Color
    /// Emoji draws them) and DejaVu Sans for Arabic, Hebrew and the rest.
    public static let standard: TextFonts = {
        let inter = "/usr/share/fonts/opentype/inter/Inter-"
        let interStyles = [
            "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
        ]
        let interFiles = interStyles.flatMap { style in
            [inter + style + ".otf", inter + (style == "Regular" ? "" : style) + "Italic.otf"]
        }
        let nanum = "/usr/share/fonts/truetype/nanum/"
        let dejaVu = "/usr/share/fonts/truetype/dejavu/"
        let dejaVuFiles = [
            "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf",
            "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf",
            "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf",
            "DejaVuSansMono-BoldOblique.ttf",
        ].map { dejaVu + $0 }
        let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
        return TextFonts(
            files: interFiles + [nanum + "NanumGothic.ttf", nanum + "NanumGothicBold.ttf", emoji] + dejaVuFiles,
            sansSerifFamily: "Inter", serifFamily: "DejaVu Serif", roundedFamily: "Inter",
            monospacedFamily: "DejaVu Sans Mono", fallbackFamilies: ["NanumGothic", "DejaVu Sans"],
            emojiFamily: "Noto Color Emoji")
    }()

    /// The machine's own fontconfig with its generic families: results depend on the machine.
    public static let system = TextFonts(
        files: [], sansSerifFamily: "sans-serif", serifFamily: "serif", roundedFamily: "sans-serif",
        monospacedFamily: "monospace", fallbackFamilies: [])

    /// The comma-separated family list Pango is asked for when setting `font`: its custom
    /// family or its design's family, then the fallbacks.
    public func familyList(for font: Font) -> String {
        var families: [String] = []
        if let custom = font.familyName, !custom.isEmpty {
            families.append(custom.replacingOccurrences(of: ",", with: " "))
        }
        switch font.design {
        case .default: families.append(sansSerifFamily)
        case .serif: families.append(serifFamily)
        case .rounded: families.append(roundedFamily)
        case .monospaced: families.append(monospacedFamily)
        }
        for family in fallbackFamilies where !families.contains(family) {
            families.append(family)
        }
        return families.joined(separator: ",")
    }
}

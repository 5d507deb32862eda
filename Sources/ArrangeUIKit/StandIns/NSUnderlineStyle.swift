import Arrange
import Foundation

/// How an attributed string's underline or strikethrough is drawn, as UIKit's
/// `NSUnderlineStyle`: a weight (`single`, `thick`, `double`) with a pattern (`patternDot` …)
/// and `byWord`. The raw values are UIKit's, so that values stored or combined as integers mean
/// the same.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// The style of `rawValue` (UIKit's bits).
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (no pattern bits).
    public static let patternSolid = NSUnderlineStyle([])
    /// Dots.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashes.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and pairs of dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Only under words, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The pattern bits (UIKit keeps them in the second byte).
    var pattern: Text.LineStyle.Pattern {
        switch rawValue & 0x0F00 {
        case 0x0100: .dot
        case 0x0200: .dash
        case 0x0300: .dashDot
        case 0x0400: .dashDotDot
        default: .solid
        }
    }
}

extension Text.LineStyle {
    /// The line `nsUnderlineStyle` draws, in the text's colour: its pattern (a thick or double
    /// line is drawn as one line, as `Text.LineStyle` has no weight); `nil` for a style that
    /// draws no line (`[]`).
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        guard nsUnderlineStyle.rawValue != 0 else { return nil }
        self.init(pattern: nsUnderlineStyle.pattern)
    }
}

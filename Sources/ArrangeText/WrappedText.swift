import Foundation

/// The lines of a text wrapped at one font size.
struct WrappedText {
    /// Every line laid out (under a line limit, possibly only the first ones of a long text).
    var lines: [SetLine]
    /// Whether the width could not hold some grapheme, so paragraphs were not wrapped.
    var isClipped: Bool
    /// The font, at this size.
    var font: PangoFontChoice
    /// Its line metrics.
    var metrics: FontLineMetrics
}

/// One line as set.
struct SetLine {
    /// Where the line starts in the text's UTF-8 bytes.
    var startByte: Int
    /// The graphemes shown, without trailing white space.
    var text: String
    /// The width of `text` including tracking.
    var width: CGFloat
    /// Whether the line runs right to left.
    var isRightToLeft: Bool
    /// Whether the line stands for cut text with "…".
    var isTruncated = false
    /// Whether the line is only white space hanging off the line before (left out of the lines shown).
    var isHangingWhiteSpace = false
    /// Which bytes of the whole text `text` stands for, so that spans land on it when drawn.
    var mapping: [SpanMapping] = []
}

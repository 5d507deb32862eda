import Arrange
import ArrangeText
import Foundation

/// Text measurement with real fonts (`PangoTextMetrics`): a string built from hostile pieces
/// (combining marks, bidi controls, emoji sequences, zero-width characters, tabs, paragraph
/// separators, very long runs) or the raw input, with a font, size, weight, line limit, reserved
/// space, tracking, scale factor, truncation mode and proposal drawn from the input.
///
/// Invariants (the measurement laws of `TextMetrics`): no trap; the same request measures the
/// same twice; a size is never NaN and never negative; under a finite proposed width and a
/// finite font size no larger than `largestCheckedFontSize`, without tracking, the size is
/// finite and at least one line tall.
public enum TextFuzzTarget {
    /// Font sizes up to this are checked for finite answers (beyond it, ∞ heights are the
    /// documented answer for lengths that overflow).
    public static let largestCheckedFontSize: CGFloat = 10_000

    /// Pieces of hostile text.
    public static let hostileStrings: [String] = [
        "", " ", "Hello", "Hello world, a longer line of text that wraps", "\u{2029}", "\n\n\n", "\t\t\t",
        "e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}", "\u{202E}abc\u{202C}def", "\u{200F}\u{200E}\u{2067}x\u{2069}",
        "👩‍👩‍👧‍👦🏳️‍🌈🇰🇷", "\u{200B}\u{200C}\u{200D}\u{FEFF}", "안녕하세요 세계", "مرحبا بالعالم", "\u{FFFD}\u{0}",
        String(repeating: "W", count: 2_000), String(repeating: "\u{301}", count: 500), String(repeating: "a ", count: 1_000),
    ]

    static let fonts: [Font] = [
        .body, .largeTitle, .caption2, .system(size: 0), .system(size: 1), .system(size: 1_000_000, weight: .ultraLight),
        .system(size: .nan), .system(size: -.infinity), .system(size: 1e308), .custom("NoSuchFont", size: 40),
        .system(size: 17, weight: .black, design: .monospaced), .custom("DejaVu Sans", size: .leastNonzeroMagnitude),
    ]

    /// Runs one input with `metrics` (one `PangoTextMetrics` per fuzzing process: fonts load once).
    public static func run(_ bytes: [UInt8], metrics: PangoTextMetrics) {
        var input = FuzzBytes(bytes)
        var options = TextLayoutOptions(font: input.pick(fonts))
        options.lineLimit = input.flag() ? nil : input.pick([0, 1, 2, 3, 1_000, Int.max, -1])
        options.reservesSpace = input.flag()
        options.minimumLines = input.pick([0, 0, 1, 5])
        options.tracking = input.flag() ? 0 : input.length()
        options.minimumScaleFactor = input.pick([1, 1, 0.5, 0.1, 0, -1, .nan])
        options.truncationMode = input.pick([.tail, .head, .middle])
        options.alignment = input.pick([.leading, .center, .trailing])
        options.lineSpacing = input.flag() ? 0 : input.length()
        options.layoutDirection = input.flag() ? .leftToRight : .rightToLeft
        let proposal = ProposedViewSize(width: input.flag() ? nil : input.length(), height: input.flag() ? nil : input.length())
        var text = ""
        for _ in 0..<input.count(upTo: 4) { text += input.pick(hostileStrings) }
        if input.flag() { text += input.remainingText() }
        if ProcessInfo.processInfo.environment["ARRANGE_FUZZ_SHOW"] != nil { FileHandle.standardError.write(Data("REQUEST \(text.debugDescription) \(options) \(proposal)\n".utf8)) }
        let first = metrics.measure(text, options: options, proposal: proposal)
        let second = metrics.measure(text, options: options, proposal: proposal)
        let request = "\(text.debugDescription.prefix(200)) \(options) \(proposal)"
        precondition(first == second, "measuring twice gave \(first.size) and \(second.size): \(request)")
        let size = first.size
        precondition(!size.width.isNaN && !size.height.isNaN, "a NaN size \(size): \(request)")
        precondition(size.width >= 0 && size.height >= 0, "a negative size \(size): \(request)")
        let fontSize = options.font.pointSize
        if let width = proposal.width, width.isFinite, fontSize.isFinite, fontSize > 0, fontSize <= largestCheckedFontSize,
           options.tracking == 0, options.lineSpacing.isFinite, abs(options.lineSpacing) <= largestCheckedFontSize {
            precondition(size.width.isFinite && size.height.isFinite, "an infinite size \(size): \(request)")
        }
    }
}

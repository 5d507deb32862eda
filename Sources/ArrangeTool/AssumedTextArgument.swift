import Arrange
import Foundation

/// Reads `--assume-text` values: a string and the size the book assumes for it, so that the
/// book's worked examples come out with its numbers ("text reports its size as 51×17") while
/// other text is measured with real fonts.
///
/// A value is `TEXT=WxH`, optionally followed by sizes for narrower proposals:
/// `Hello, World!=100x20,60:50x40` (any proposed width ≤ 60 gets 50×40). The last `=` splits
/// the string from its sizes, so the string may hold `=` and `,`.
public enum AssumedTextArgument {
    /// The string and its entry that `text` stands for, or what is wrong with it.
    public static func parse(_ text: String) -> Result<(String, BookTextMetrics.Entry), ToolFailure> {
        let usage = "--assume-text '\(text)' is not TEXT=WxH; write e.g. 'Favorite=51x17' or 'Hello, World!=100x20,60:50x40'."
        guard let equals = text.lastIndex(of: "="), equals != text.startIndex else { return .failure(.usage(usage)) }
        let string = String(text[..<equals])
        let parts = text[text.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
        guard let ideal = size(String(parts[0])) else { return .failure(.usage(usage)) }
        var narrower: [(atMost: CGFloat, size: CGSize)] = []
        for part in parts.dropFirst() {
            let pieces = part.split(separator: ":")
            guard pieces.count == 2, let width = Double(pieces[0]), width.isFinite, width >= 0, let size = size(String(pieces[1])) else {
                return .failure(.usage(usage))
            }
            narrower.append((CGFloat(width), size))
        }
        return .success((string, BookTextMetrics.Entry(ideal: ideal, narrower: narrower)))
    }

    /// A finite size `WxH`, both lengths ≥ 0.
    private static func size(_ text: String) -> CGSize? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        return CGSize(width: width, height: height)
    }
}

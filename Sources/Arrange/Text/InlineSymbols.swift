import Foundation

/// Symbols inside text: `Text(Image(systemName: "star.fill"))` and
/// `Text("\(Image(systemName: "star.fill")) Favourites")`, as SwiftUI sets an image inline.
///
/// A symbol is one object replacement character (U+FFFC) in the text, in a run that names it;
/// the run becomes a `TextSpan` with `symbol` set, which text engines set as a box of the
/// symbol's size (1.2 × the font's size, as `Image(systemName:)` is) standing on the baseline
/// as the image does beside text (`SymbolBaseline`), and renderers draw the symbol in it in
/// the text's colour. Other images (`Image("name")`, `Image(size:)`) have no inline drawing
/// and show nothing.
enum InlineSymbol {
    /// The character standing for a symbol in the text's string.
    static let placeholder = "\u{FFFC}"

    /// The run of `image`.
    static func run(of image: Image) -> TextRun {
        guard case .system(let name) = image.source else { return TextRun("") }
        var run = TextRun(placeholder)
        run.symbol = name
        return run
    }
}

extension Text {
    /// Text showing `image` inline: a symbol set as a character of the text, sized and placed
    /// on the line as `Image(systemName:)` beside it would be.
    public init(_ image: Image) {
        self.init(runs: [InlineSymbol.run(of: image)])
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// An image, set inline (`Text(_ image:)`).
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(Text(image))
    }
}

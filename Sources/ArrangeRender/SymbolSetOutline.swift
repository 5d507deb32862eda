import Arrange
import Foundation

/// The outline of an asset catalog's symbol set (`Name.symbolset/Name.svg`, an SF Symbols
/// template exported from the SF Symbols app), drawn where `Image("Name")` or `Image(.name)`
/// names it, as the symbol's own glyph instead of a placeholder.
///
/// 1. Of the template's glyphs (groups `<g id="Regular-M">`, `<g id="Bold-S">` …), the one
///    drawn is the first the template has of `preferredGlyphs`: the regular weight at the
///    medium scale, which `Image` shows by default, else the nearest.
/// 2. Its paths' data (`d="…"`) are read (`SVGPathData`) and joined; a template with no such
///    group (a single-glyph SVG) gives all its paths.
/// 3. The outline is drawn filled (non-zero winding, as glyphs are), scaled by one factor to
///    fit the symbol's frame and centred in it, in the symbol's colour: symbols are templates.
struct SymbolSetOutline {
    /// The joined outline, in the template's units (y down).
    let path: Path

    /// 1. The glyphs looked for, in order.
    static let preferredGlyphs = [
        "Regular-M", "Regular-S", "Regular-L", "Medium-M", "Light-M", "Semibold-M", "Thin-M", "Bold-M", "Ultralight-M",
        "Heavy-M", "Black-M",
    ]
    /// The largest template read (a template is about 150 KB).
    static let maximumBytes = 8 * 1024 * 1024

    /// The outline of the template at `url`, or `nil` when it cannot be read or draws nothing.
    static func read(_ url: URL) -> SymbolSetOutline? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = attributes[.size] as? Int, size <= maximumBytes,
            let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return outline(of: String(decoding: data, as: UTF8.self))
    }

    /// 1.–2. The outline of the template `svg`.
    static func outline(of svg: String) -> SymbolSetOutline? {
        var source = svg[...]
        for glyph in preferredGlyphs {
            if let group = self.group(glyph, in: svg) {
                source = group
                break
            }
        }
        var joined = Path()
        for data in pathData(in: source) { joined.addPath(SVGPathData.path(data)) }
        let bounds = joined.boundingRect
        guard !joined.isEmpty, bounds.width > 0 || bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        return SymbolSetOutline(path: joined)
    }

    /// 3. The outline scaled to fit `rect` and centred in it.
    func fitted(in rect: CGRect) -> Path {
        let bounds = path.boundingRect
        let scale = min(rect.width / max(bounds.width, 1e-9), rect.height / max(bounds.height, 1e-9))
        guard scale.isFinite, scale > 0 else { return Path() }
        let transform = CGAffineTransform(translationX: rect.midX, y: rect.midY)
            .scaledBy(x: scale, y: scale)
            .translatedBy(x: -bounds.midX, y: -bounds.midY)
        return path.applying(transform)
    }

    /// The text of the group `<g id="name" …>…</g>` (its nested groups included).
    static func group(_ name: String, in svg: String) -> Substring? {
        guard let open = svg.range(of: "<g id=\"\(name)\"") else { return nil }
        var depth = 0
        var cursor = open.lowerBound
        while let tag = svg.range(of: "<", range: cursor..<svg.endIndex) {
            let rest = svg[tag.upperBound...]
            if rest.hasPrefix("g ") || rest.hasPrefix("g>") {
                // A group that closes itself (`<g/>`) opens nothing.
                if let close = svg.range(of: ">", range: tag.upperBound..<svg.endIndex), svg[svg.index(before: close.lowerBound)] != "/" { depth += 1 }
            } else if rest.hasPrefix("/g>") {
                depth -= 1
                if depth == 0 { return svg[open.lowerBound..<tag.lowerBound] }
            }
            cursor = tag.upperBound
        }
        return nil
    }

    /// The `d` attributes of the `<path>` elements in `text`.
    static func pathData(in text: Substring) -> [String] {
        var found: [String] = []
        var cursor = text.startIndex
        while let element = text.range(of: "<path", range: cursor..<text.endIndex) {
            let end = text.range(of: ">", range: element.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
            let tag = text[element.upperBound..<end]
            if let attribute = tag.range(of: " d=\"") ?? tag.range(of: "\td=\"") ?? tag.range(of: "\nd=\""),
                let close = tag.range(of: "\"", range: attribute.upperBound..<tag.endIndex) {
                found.append(String(tag[attribute.upperBound..<close.lowerBound]))
            }
            cursor = end
        }
        return found
    }
}

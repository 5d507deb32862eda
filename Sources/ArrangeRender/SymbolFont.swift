import Arrange
import CPangoCairo
import Foundation

/// The icon font SF Symbol names are drawn from when Arrange has no drawing of its own
/// (`SymbolFontTable`): Material Design Icons, read straight from its file (no fontconfig
/// configuration is involved, so text measurement never sees it).
///
/// An icon is drawn as SF Symbols are sized: the symbol's frame (1.2 × the point size, times
/// the image scale) holds the icon's 20-unit design area of its 24-unit em, so a heart is as
/// wide as the frame and a chevron narrower, centred on the frame. `.circle` and `.square`
/// names whose inner name is mapped draw the icon smaller inside a circle or rounded square,
/// as Arrange's own drawings do.
final class SymbolFont: @unchecked Sendable {
    /// Where Debian's `fonts-materialdesignicons-webfont` puts the font.
    static let file = "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"
    /// The em of an icon divided by the side of its design area (24 / 20).
    static let emPerDesignArea: CGFloat = 1.2

    /// The loaded face, or `nil` when the font is not installed.
    let face: OpaquePointer?

    /// The font, loaded once.
    static let shared = SymbolFont(file: file)

    init(file: String) {
        guard FileManager.default.fileExists(atPath: file), let pattern = FcPatternCreate() else {
            face = nil
            return
        }
        defer { FcPatternDestroy(pattern) }
        _ = file.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcPatternAddString(pattern, FC_FILE, $0) }
        }
        _ = FcPatternAddInteger(pattern, FC_INDEX, 0)
        let created = cairo_ft_font_face_create_for_pattern(pattern)
        if let created, cairo_font_face_status(created) == CAIRO_STATUS_SUCCESS {
            face = created
        } else {
            if let created { cairo_font_face_destroy(created) }
            face = nil
        }
    }

    /// The icon for `name`: whole, or the inner name of a `.circle`/`.square` form.
    static func resolve(_ name: String) -> (codePoint: UInt32, container: SymbolArtwork.Container?, filled: Bool)? {
        if let icon = SymbolFontTable.icons[name] { return (icon.codePoint, nil, false) }
        var base = name
        let filled = base.hasSuffix(".fill")
        if filled { base.removeLast(5) }
        for (suffix, container) in [(".circle", SymbolArtwork.Container.circle), (".square", SymbolArtwork.Container.square)] where base.hasSuffix(suffix) {
            if let icon = SymbolFontTable.icons[String(base.dropLast(suffix.count))] { return (icon.codePoint, container, filled) }
        }
        return nil
    }

    /// Adds the outline of the icon `codePoint` to `context`'s path, its design area fitted to
    /// `side` and its ink centred on `centre`. `false` when the font is missing.
    func addIcon(_ codePoint: UInt32, side: CGFloat, centre: CGPoint, on context: OpaquePointer) -> Bool {
        guard let face, let scalar = Unicode.Scalar(codePoint) else { return false }
        let text = String(Character(scalar))
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_font_face(context, face)
        cairo_set_font_size(context, side * Self.emPerDesignArea)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        guard extents.width > 0, extents.height > 0 else { return false }
        cairo_move_to(context, centre.x - extents.x_bearing - extents.width / 2, centre.y - extents.y_bearing - extents.height / 2)
        cairo_text_path(context, text)
        return true
    }
}

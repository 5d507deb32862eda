import CPangoCairo
import Foundation

/// Small labels for the diagrams and symbol stand-ins, set with Cairo's own simple text API in
/// DejaVu Sans (thread-safe, unlike a shared Pango font map; real text in PDF). Not `Text`:
/// these are annotations, never measured by layout.
enum DiagramLabel {
    static let family = "DejaVu Sans"

    /// Selects the label font on `context` with fixed font options (grey anti-aliasing, no
    /// hinting), so labels look the same on every surface and whichever thread drew first.
    private static func selectFont(on context: OpaquePointer, size: CGFloat, bold: Bool = false) {
        cairo_select_font_face(context, family, CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// `text` with its top-leading corner at `origin`, on a translucent white plate so it reads
    /// over anything, in `color`.
    static func draw(_ text: String, at origin: CGPoint, fontSize: CGFloat, color: ResolvedColor, on context: OpaquePointer) {
        guard isWithinDeviceRange(origin, on: context) else { return }
        cairo_save(context)
        selectFont(on: context, size: fontSize)
        var extents = cairo_text_extents_t()
        var font = cairo_font_extents_t()
        cairo_text_extents(context, text, &extents)
        cairo_font_extents(context, &font)
        let padding = fontSize * 0.15
        cairo_rectangle(context, origin.x, origin.y, extents.x_advance + 2 * padding, font.ascent + font.descent)
        cairo_set_source_rgba(context, 1, 1, 1, 0.8)
        cairo_fill(context)
        color.setSource(on: context)
        cairo_move_to(context, origin.x + padding, origin.y + font.ascent)
        cairo_show_text(context, text)
        cairo_new_path(context)
        cairo_restore(context)
    }

    /// Whether `point` lies well within Cairo's fixed-point range, where glyphs do not wrap
    /// around onto the canvas (labels are short: a margin of a million units covers them).
    private static func isWithinDeviceRange(_ point: CGPoint, on context: OpaquePointer) -> Bool {
        var x = Double(point.x)
        var y = Double(point.y)
        cairo_user_to_device(context, &x, &y)
        return abs(x) <= DeviceRangeClipping.limit - 1_000_000 && abs(y) <= DeviceRangeClipping.limit - 1_000_000
    }

    /// The size `text` takes as `draw` sets it.
    static func size(of text: String, fontSize: CGFloat, on context: OpaquePointer) -> CGSize {
        cairo_save(context)
        defer { cairo_restore(context) }
        selectFont(on: context, size: fontSize)
        var extents = cairo_text_extents_t()
        var font = cairo_font_extents_t()
        cairo_text_extents(context, text, &extents)
        cairo_font_extents(context, &font)
        return CGSize(width: extents.x_advance + 0.3 * fontSize, height: font.ascent + font.descent)
    }

    /// `text` with its ink centred on `center`, in the current source colour. Glyphs with an
    /// em over `largestGlyphPixels` device pixels, or under a transform enlarging more than
    /// `largestGlyphStretch` times, are filled as outlines taken on a scratch context within
    /// both limits, as `Text` does: FreeType fails on them otherwise, failing the picture.
    static func drawCentered(_ text: String, at center: CGPoint, fontSize: CGFloat, bold: Bool, on context: OpaquePointer) {
        guard fontSize > 0, fontSize.isFinite, isWithinDeviceRange(center, on: context) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let stretch = max((matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot(), (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot())
        let reduction = max(Double(fontSize) * stretch / largestGlyphPixels, stretch / largestGlyphStretch)
        guard reduction > 1 else {
            cairo_save(context)
            selectFont(on: context, size: fontSize, bold: bold)
            addCentredOutlineOrShow(text, at: center, fill: false, on: context)
            cairo_restore(context)
            return
        }
        matrix.x0 = 0
        matrix.y0 = 0
        cairo_matrix_scale(&matrix, 1 / reduction, 1 / reduction)
        guard let scratchSurface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return }
        defer { cairo_surface_destroy(scratchSurface) }
        guard let scratch = cairo_create(scratchSurface) else { return }
        defer { cairo_destroy(scratch) }
        cairo_set_matrix(scratch, &matrix)
        selectFont(on: scratch, size: fontSize, bold: bold)
        addCentredOutlineOrShow(text, at: center, fill: true, on: scratch)
        cairo_new_path(context)
        if cairo_status(scratch) == CAIRO_STATUS_SUCCESS, let outlines = cairo_copy_path(scratch) {
            cairo_append_path(context, outlines)
            cairo_path_destroy(outlines)
            cairo_fill(context)
        }
        cairo_new_path(context)
    }

    /// The largest em, in device pixels, that labels are drawn as glyphs at (as `Text`).
    static let largestGlyphPixels: Double = 4096
    /// The largest enlargement of the transform labels are drawn as glyphs under (as `Text`).
    static let largestGlyphStretch: Double = 16

    /// Shows `text` with its ink centred on `center`, or adds its outlines to the path when
    /// `fill` is set.
    private static func addCentredOutlineOrShow(_ text: String, at center: CGPoint, fill: Bool, on context: OpaquePointer) {
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, text, &extents)
        cairo_move_to(context, center.x - extents.x_bearing - extents.width / 2, center.y - extents.y_bearing - extents.height / 2)
        if fill {
            cairo_text_path(context, text)
        } else {
            cairo_show_text(context, text)
            cairo_new_path(context)
        }
    }

    /// A length as the book writes it: whole numbers bare, others with up to two decimals,
    /// `∞` for infinity, `nil` for an unspecified proposal.
    static func length(_ value: CGFloat?) -> String {
        guard let value else { return "nil" }
        if value.isNaN { return "NaN" }
        if value == .infinity { return "∞" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

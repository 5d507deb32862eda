import Arrange
import CPangoCairo
import Foundation

/// Draws set text with Cairo: each line shaped alone, in the direction it was measured in,
/// placed at its baseline and aligned within the frame.
///
/// 1. The drawing context takes the Cairo target's transform (`pango_cairo_update_context`)
///    at every line.
/// 2. Clipped text is clipped to the frame's width.
/// 3. Line `i` sits with its baseline `firstBaseline + i × (lineHeight + lineSpacing)` below
///    the frame's top, its left edge where the alignment puts its measured width: `.leading`
///    at the left under left-to-right layout and at the right under right-to-left.
/// 4. Tracking after the last grapheme sits at the line's trailing end (the left of a
///    right-to-left line).
/// 5. A line reaching beyond ±`deviceRange` device units is not drawn: Cairo holds glyph
///    positions in 24.8 fixed point, so a line moved 2²⁴ units away would wrap around onto the
///    canvas (no picture is that large, so such a line is off it anyway).
/// 6. Glyphs larger than `largestGlyphPixels` device pixels to the em, or under a transform
///    that enlarges more than `largestGlyphStretch` times, are not handed to Cairo's FreeType
///    glyphs: beyond those (measured: an em of 160,000 pixels; 17-point text under a scale of
///    64) FreeType fails, nothing is drawn, and the font stays in error for the whole process,
///    so that later text at ordinary sizes fails too. Their outlines are taken under a
///    transform within both limits and filled under the real one.
struct TextPainter {
    /// How far from the device origin a line may reach and still be drawn: 2²², half of
    /// Cairo's fixed-point range (as ArrangeRender cuts shapes).
    static let deviceRange: Double = 4_194_304
    /// The largest em, in device pixels, whose glyphs FreeType is asked to rasterise.
    static let largestGlyphPixels: Double = 4096
    /// The largest enlargement of the transform glyphs are drawn under (PNG's largest scale).
    static let largestGlyphStretch: Double = 16

    let session: PangoSession
    let set: SetText
    let alignment: TextAlignment
    let layoutDirection: LayoutDirection
    /// How spans' own colours are drawn; `nil` draws every span in the text's colour.
    var colors: ((Color) -> DrawingColor)? = nil
    /// Draws an inline symbol (`InlineSymbol`) by name in its box, in user units on the line,
    /// in a colour; `nil` leaves the boxes empty.
    var symbols: ((String, CGRect, DrawingColor) -> Void)? = nil

    /// Draws every line on `cairo` in `frame`, filled with `color`; returns how many characters
    /// no font had a glyph for (drawn as boxes with their code; counted where glyphs are
    /// drawn as glyphs, not where they are filled as outlines at huge sizes).
    @discardableResult
    func draw(in frame: CGRect, color: (red: Double, green: Double, blue: Double, opacity: Double), on cairo: OpaquePointer) -> Int {
        var unknownGlyphs = 0
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return 0 }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_source_rgba(cairo, Self.unit(color.red), Self.unit(color.green), Self.unit(color.blue), Self.unit(color.opacity))
        // 2.
        if set.isClipped {
            let overhang = set.lineMetrics.lineHeight
            cairo_rectangle(cairo, frame.minX, frame.minY - overhang, max(frame.width, 0), frame.height + 2 * overhang)
            cairo_clip(cairo)
        }
        let step = set.lineMetrics.lineHeight + set.lineSpacing
        for (index, line) in set.measurement.lines.enumerated() where !line.text.isEmpty {
            let isRightToLeft = set.isRightToLeft[index]
            // 3.
            var x = frame.minX + offset(of: line.width, in: frame.width)
            // 4.
            if isRightToLeft { x += set.font.tracking }
            let baseline = frame.minY + set.measurement.firstBaseline + CGFloat(index) * step
            // 5.
            guard Self.isWithinDeviceRange(
                CGRect(x: x - abs(set.font.tracking), y: baseline - set.lineMetrics.ascent, width: line.width + 2 * abs(set.font.tracking), height: set.lineMetrics.lineHeight),
                on: cairo)
            else { continue }
            cairo_save(cairo)
            cairo_translate(cairo, x, baseline)
            // Pango set a long paragraph in a large font smaller (see `PangoFontChoice.reduction`).
            cairo_scale(cairo, set.font.reduction, set.font.reduction)
            let direction = isRightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
            cairo_move_to(cairo, 0, 0)
            // 6.
            let enlargement = Self.glyphEnlargement(fontSize: set.font.size / set.font.reduction, on: cairo)
            let mapping = index < set.lineMappings.count ? set.lineMappings[index] : []
            if enlargement > 1 {
                Self.fillOutlines(
                    of: line.text, font: set.font, direction: direction, enlargedBy: enlargement, session: session, on: cairo,
                    spans: set.spans, mapping: mapping)
            } else {
                // 1.
                pango_cairo_update_context(cairo, session.drawingContext)
                let layout = session.makeLayout(
                    ArraySlice(line.text.utf8), font: set.font, wrapWidth: nil, direction: direction,
                    fallback: PANGO_DIRECTION_LTR, singleParagraph: true, in: session.drawingContext,
                    spans: set.spans, mapping: mapping, colors: colors)
                pango_cairo_show_layout_line(cairo, pango_layout_get_line_readonly(layout, 0))
                if let symbols, let line = pango_layout_get_line_readonly(layout, 0) {
                    drawSymbols(of: line, color: color, with: symbols)
                }
                unknownGlyphs += Int(pango_layout_get_unknown_glyphs_count(layout))
                cpc_unref(UnsafeMutableRawPointer(layout))
            }
            cairo_restore(cairo)
        }
        return unknownGlyphs
    }

    /// 7. Inline symbols: each run set in a symbol's box (a shape attribute naming its span) is
    ///    handed to `draw` at its place on the line, runs laid out left to right from the
    ///    line's start, in the span's colour (the text's when it has none).
    private func drawSymbols(of line: UnsafeMutablePointer<PangoLayoutLine>, color: DrawingColor, with draw: (String, CGRect, DrawingColor) -> Void) {
        var x: Int32 = 0
        var runs = line.pointee.runs
        while let node = runs {
            runs = node.pointee.next
            guard let data = node.pointee.data else { continue }
            let run = data.assumingMemoryBound(to: PangoGlyphItem.self)
            let width = pango_glyph_string_get_width(run.pointee.glyphs)
            defer { x += width }
            var attributes = run.pointee.item.pointee.analysis.extra_attrs
            while let attributeNode = attributes {
                attributes = attributeNode.pointee.next
                guard let pointer = attributeNode.pointee.data else { continue }
                let attribute = pointer.assumingMemoryBound(to: PangoAttribute.self)
                guard let index = PangoSpanAttributes.symbolSpanIndex(of: attribute), set.spans.indices.contains(index),
                    let name = set.spans[index].symbol
                else { continue }
                let shape = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrShape.self).pointee.logical_rect
                let box = CGRect(
                    x: CGFloat(x) / pangoScale, y: CGFloat(shape.y) / pangoScale,
                    width: CGFloat(shape.width) / pangoScale, height: CGFloat(shape.height) / pangoScale)
                draw(name, box, set.spans[index].color.flatMap { colors?($0) } ?? color)
            }
        }
    }

    /// How much `cairo`'s transform must shrink for an em of `fontSize` user units to be at most
    /// `largestGlyphPixels` device pixels and the transform to enlarge at most
    /// `largestGlyphStretch` times (along its longer axis); 1 or less when both hold.
    static func glyphEnlargement(fontSize: CGFloat, on cairo: OpaquePointer) -> Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let stretch = max((matrix.xx * matrix.xx + matrix.yx * matrix.yx).squareRoot(), (matrix.xy * matrix.xy + matrix.yy * matrix.yy).squareRoot())
        return max(Double(fontSize) * stretch / largestGlyphPixels, stretch / largestGlyphStretch)
    }

    /// Fills the outlines of `text` from the current point. The outlines are taken on a
    /// scratch context of unbounded extent (Cairo leaves out glyphs it sees far off its
    /// target) whose transform is the real one's without its translation and `enlargement`
    /// times smaller, so FreeType sees an em of `largestGlyphPixels`. In that context's user
    /// units a font of the same size has the same outlines (metrics are unhinted), so added
    /// under the real transform they are the glyphs at full size. A scratch context in error
    /// adds nothing, so that the real one never takes its error.
    static func fillOutlines(
        of text: String, font: PangoFontChoice, direction: PangoDirection, enlargedBy enlargement: Double,
        session: PangoSession, on cairo: OpaquePointer, spans: [PangoSpan] = [], mapping: [SpanMapping] = []
    ) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        matrix.x0 = 0
        matrix.y0 = 0
        cairo_matrix_scale(&matrix, 1 / enlargement, 1 / enlargement)
        guard let scratchSurface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else { return }
        defer { cairo_surface_destroy(scratchSurface) }
        guard let scratch = cairo_create(scratchSurface) else { return }
        defer { cairo_destroy(scratch) }
        cairo_set_matrix(scratch, &matrix)
        pango_cairo_update_context(scratch, session.drawingContext)
        let layout = session.makeLayout(
            ArraySlice(text.utf8), font: font, wrapWidth: nil, direction: direction, fallback: PANGO_DIRECTION_LTR,
            singleParagraph: true, in: session.drawingContext, spans: spans, mapping: mapping)
        cairo_move_to(scratch, 0, 0)
        pango_cairo_layout_line_path(scratch, pango_layout_get_line_readonly(layout, 0))
        cpc_unref(UnsafeMutableRawPointer(layout))
        cairo_new_path(cairo)
        if cairo_status(scratch) == CAIRO_STATUS_SUCCESS, let outlines = cairo_copy_path(scratch) {
            cairo_append_path(cairo, outlines)
            cairo_path_destroy(outlines)
        }
        cairo_fill(cairo)
    }

    /// Whether every corner of `rect` lies within ±`deviceRange` under `cairo`'s transform.
    static func isWithinDeviceRange(_ rect: CGRect, on cairo: OpaquePointer) -> Bool {
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        return corners.allSatisfy { corner in
            var (x, y) = (Double(corner.0), Double(corner.1))
            cairo_user_to_device(cairo, &x, &y)
            return abs(x) <= deviceRange && abs(y) <= deviceRange
        }
    }

    /// Where a line of `width` starts within `available`, from the left.
    func offset(of width: CGFloat, in available: CGFloat) -> CGFloat {
        let free = available - width
        switch (alignment, layoutDirection) {
        case (.center, _): return free / 2
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return 0
        case (.trailing, .leftToRight), (.leading, .rightToLeft): return free
        }
    }

    /// A colour component in 0…1 (NaN is 0).
    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

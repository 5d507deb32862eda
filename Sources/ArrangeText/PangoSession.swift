import Arrange
import CPangoCairo
import Foundation

/// One Pango font map with the contexts that measure and draw with it, used by one thread at a
/// time: Pango corrupts its caches when threads share a font map, so `PangoTextEngine` lends
/// each measuring thread a session of its own.
///
/// Both contexts work at 72 dpi (a point is a device unit), with hinted metrics and rounded
/// glyph positions off, so advances are fractional and do not depend on the device.
final class PangoSession {
    /// The font map: fontconfig restricted to the configured files, or the machine's.
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The context layouts are measured in; never transformed.
    let measuringContext: OpaquePointer
    /// The context layouts are drawn in; it takes each Cairo target's transform.
    let drawingContext: OpaquePointer
    /// The family every emoji is set in (`EmojiRuns`), `nil` to leave emoji to fallback.
    let emojiFamily: String?
    /// Line metrics already looked up, by font and size.
    private var lineMetricsByFont: [LineMetricsKey: FontLineMetrics] = [:]

    /// A session whose fontconfig sees exactly `fontFiles`, or the machine's fontconfig when
    /// `fontFiles` is `nil`.
    init(fontFiles: [String]?, emojiFamily: String? = nil) {
        self.emojiFamily = emojiFamily
        fontMap = pango_cairo_font_map_new()
        if let fontFiles {
            let configuration = FcConfigCreate()
            Self.addRules(Self.bitmapFontScaling, to: configuration)
            for path in fontFiles { _ = Self.add(path, to: configuration) }
            pango_fc_font_map_set_config(cpc_as_fc_font_map(fontMap), configuration)
            FcConfigDestroy(configuration)
        }
        measuringContext = pango_font_map_create_context(fontMap)
        drawingContext = pango_font_map_create_context(fontMap)
        Self.configure(measuringContext)
        Self.configure(drawingContext)
    }

    deinit {
        cpc_unref(UnsafeMutableRawPointer(measuringContext))
        cpc_unref(UnsafeMutableRawPointer(drawingContext))
        cpc_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// A fontconfig rule that scales bitmap fonts (Noto Color Emoji's glyphs are 109-pixel
    /// bitmaps) to the size asked for. The machine's configuration has such a rule among its
    /// defaults; an isolated configuration starts with no rules, and without this one emoji
    /// were painted at their bitmaps' size, several lines tall, though measured at the text's
    /// size. For a font without outlines: factor = the pixel size asked ÷ the font's; the
    /// font's matrix is scaled by it and its size divided by it.
    static let bitmapFontScaling = """
        <?xml version="1.0"?>
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// Adds the rules in `xml` to a fontconfig configuration.
    static func addRules(_ xml: String, to configuration: OpaquePointer?) {
        xml.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) {
                _ = FcConfigParseAndLoadFromMemory(configuration, $0, 1)
            }
        }
    }

    /// Adds one font file to a fontconfig configuration; `false` when fontconfig cannot read it.
    static func add(_ path: String, to configuration: OpaquePointer?) -> Bool {
        path.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) {
                FcConfigAppFontAddFile(configuration, $0) != 0
            }
        }
    }

    /// 72 dpi, unhinted metrics, fractional glyph positions, grey antialiasing.
    private static func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_resolution(context, 72)
        let fontOptions = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, fontOptions)
        cairo_font_options_destroy(fontOptions)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// A Pango font description of `font`.
    private static func description(of font: PangoFontChoice) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.families)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(font.sizeInPangoUnits))
        return description
    }

    /// The ascent and descent of the first family of `font` (the one a line's height follows).
    func lineMetrics(of font: PangoFontChoice) -> FontLineMetrics {
        let key = LineMetricsKey(families: font.families, weight: font.weight, isItalic: font.isItalic, size: font.sizeInPangoUnits)
        if let known = lineMetricsByFont[key] { return known.scaled(by: font.reduction) }
        let description = Self.description(of: font)
        defer { pango_font_description_free(description) }
        let size = CGFloat(key.size) / pangoScale
        var metrics = FontLineMetrics(ascent: size * 0.8, descent: size * 0.2)
        if let loaded = pango_font_map_load_font(fontMap, measuringContext, description) {
            if let fontMetrics = pango_font_get_metrics(loaded, nil) {
                let ascent = CGFloat(pango_font_metrics_get_ascent(fontMetrics)) / pangoScale
                let descent = CGFloat(pango_font_metrics_get_descent(fontMetrics)) / pangoScale
                if ascent + descent > 0 { metrics = FontLineMetrics(ascent: ascent, descent: descent) }
                pango_font_metrics_unref(fontMetrics)
            }
            cpc_unref(UnsafeMutableRawPointer(loaded))
        }
        if lineMetricsByFont.count > 256 { lineMetricsByFont.removeAll(keepingCapacity: true) }
        lineMetricsByFont[key] = metrics
        return metrics.scaled(by: font.reduction)
    }

    /// A new layout (the caller unrefs it) of `bytes` in `font`, wrapping at `wrapWidth` Pango
    /// units (`nil`: one line per paragraph), in `context`. `direction` fixes the base
    /// direction; `nil` takes it from the text's first strong character, else `fallback`.
    /// `spans` (in the whole text's bytes, placed on these bytes by `mapping`) set parts in
    /// their own fonts and decorations; with `colors`, in their own colours.
    func makeLayout(
        _ bytes: ArraySlice<UInt8>, font: PangoFontChoice, wrapWidth: Int32?, direction: PangoDirection?,
        fallback: PangoDirection, singleParagraph: Bool, in context: OpaquePointer,
        spans: [PangoSpan] = [], mapping: [SpanMapping] = [], colors: ((Color) -> DrawingColor)? = nil
    ) -> OpaquePointer {
        pango_context_set_base_dir(context, direction ?? fallback)
        let layout = pango_layout_new(context)!
        let description = Self.description(of: font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let emoji = emojiFamily == nil ? [] : EmojiRuns.byteRanges(in: bytes)
        var keptWords = wrapWidth == nil ? [] : HangulWords.byteRanges(in: bytes)
        func setAttributes() {
            let attributes = pango_attr_list_new()!
            // Pango 1.50 inserts a hyphen where it breaks inside a word; Text does not.
            pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
            if font.trackingInPangoUnits != 0 {
                pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(font.trackingInPangoUnits))
            }
            PangoSpanAttributes.insert(spans, mapping: mapping, font: font, colors: colors, into: attributes)
            // Fallback off: asked for the emoji family alone, fontconfig still ranks a text font
            // that has the character (DejaVu Sans' 😀) above the colour font, since nothing in an
            // isolated configuration asks for colour.
            if let emojiFamily {
                for range in emoji {
                    Self.insert(pango_attr_family_new(emojiFamily), over: range, into: attributes)
                    Self.insert(pango_attr_fallback_new(0), over: range, into: attributes)
                }
            }
            for range in keptWords { Self.insert(pango_attr_allow_breaks_new(0), over: range, into: attributes) }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_auto_dir(layout, direction == nil ? 1 : 0)
        pango_layout_set_single_paragraph_mode(layout, singleParagraph ? 1 : 0)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        // Unwrapped at first: Korean words are measured before any line may be too narrow for
        // them (an unbreakable word on a line it does not fit makes Pango abort the process).
        pango_layout_set_width(layout, -1)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                if let base = characters.baseAddress {
                    pango_layout_set_text(layout, base, Int32(characters.count))
                } else {
                    pango_layout_set_text(layout, "", 0)
                }
            }
        }
        // After the text: setting the text drops attributes that reach past its end (Pango 1.50
        // trims the list to the new text), so they are set on the text in place.
        setAttributes()
        // A Korean word wider than the line breaks between its syllables after all (on a line
        // of no width, every word does).
        if let wrapWidth, !keptWords.isEmpty {
            let tooWide = Set(keptWords.filter { wrapWidth <= 0 || Self.width(of: $0, in: layout, bytes: bytes) > wrapWidth })
            if !tooWide.isEmpty {
                keptWords.removeAll { tooWide.contains($0) }
                setAttributes()
            }
        }
        pango_layout_set_width(layout, wrapWidth ?? -1)
        return layout
    }

    /// Sets `attribute` over the bytes `range` and adds it to `list`.
    private static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, over range: Range<Int>, into list: OpaquePointer) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(range.lowerBound)
        attribute.pointee.end_index = UInt32(range.upperBound)
        pango_attr_list_insert(list, attribute)
    }

    /// How wide the bytes `range` are set in `layout` (unwrapped, so on one line), in Pango
    /// units: from the leftmost edge of any of its characters to the rightmost. (Its first and
    /// last characters are not enough: right to left, or with emoji and zero-width characters
    /// around, they need not be its ends on screen.)
    /// Positions are added in 64 bits and the width clamped to 32: for some hostile texts Pango
    /// reports an edge and a width whose sum overflows `Int32` (TextFuzz's finding).
    private static func width(of range: Range<Int>, in layout: OpaquePointer, bytes: ArraySlice<UInt8>) -> Int32 {
        var left = Int64.max, right = Int64.min
        var index = range.lowerBound
        while index < range.upperBound {
            var rectangle = PangoRectangle()
            pango_layout_index_to_pos(layout, Int32(index), &rectangle)
            let start = Int64(rectangle.x), end = Int64(rectangle.x) + Int64(rectangle.width)
            left = min(left, min(start, end))
            right = max(right, max(start, end))
            // The next character starts at the next byte that is not a continuation byte.
            index += 1
            while index < range.upperBound, bytes[bytes.startIndex + index] & 0xC0 == 0x80 { index += 1 }
        }
        return right >= left ? Int32(clamping: right - left) : 0
    }
}

/// What line metrics are looked up by.
struct LineMetricsKey: Hashable {
    var families: String
    var weight: Int
    var isItalic: Bool
    var size: Int32
}

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
    /// Line metrics already looked up, by font and size.
    private var lineMetricsByFont: [LineMetricsKey: FontLineMetrics] = [:]

    /// A session whose fontconfig sees exactly `fontFiles`, or the machine's fontconfig when
    /// `fontFiles` is `nil`.
    init(fontFiles: [String]?) {
        fontMap = pango_cairo_font_map_new()
        if let fontFiles {
            let configuration = FcConfigCreate()
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
        let attributes = pango_attr_list_new()
        // Pango 1.50 inserts a hyphen where it breaks inside a word; Text does not.
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if font.trackingInPangoUnits != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(font.trackingInPangoUnits))
        }
        PangoSpanAttributes.insert(spans, mapping: mapping, font: font, colors: colors, into: attributes!)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_auto_dir(layout, direction == nil ? 1 : 0)
        pango_layout_set_single_paragraph_mode(layout, singleParagraph ? 1 : 0)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, wrapWidth ?? -1)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                if let base = characters.baseAddress {
                    pango_layout_set_text(layout, base, Int32(characters.count))
                } else {
                    pango_layout_set_text(layout, "", 0)
                }
            }
        }
        return layout
    }
}

/// What line metrics are looked up by.
struct LineMetricsKey: Hashable {
    var families: String
    var weight: Int
    var isItalic: Bool
    var size: Int32
}

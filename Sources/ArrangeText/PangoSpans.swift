import Arrange
import CPangoCairo
import Foundation

/// A part of a text set in its own style (a `TextSpan`), as Pango attributes are made from it.
///
/// Sizes are relative to the text's font (`sizeFactor`), so a span shrinks with the font under
/// `minimumScaleFactor` and with the reduction of long paragraphs; tracking and rise are
/// points.
struct PangoSpan: Hashable, Sendable {
    /// The bytes of the whole text it covers.
    var range: Range<Int>
    /// Comma-separated families.
    var families: String
    /// CSS weight.
    var weight: Int
    /// Whether it is italic.
    var isItalic: Bool
    /// Its size over the text's font size.
    var sizeFactor: CGFloat
    /// Extra space after each grapheme, in points.
    var tracking: CGFloat
    /// How far it is raised, in points.
    var rise: CGFloat
    /// Whether digits take equal advances (OpenType `tnum`).
    var hasMonospacedDigits: Bool
    /// The line under it, `nil` for none.
    var underline: TextDecoration?
    /// The line through it, `nil` for none.
    var strikethrough: TextDecoration?
    /// Its own colour, `nil` for the text's.
    var color: Color?
    /// The symbol it shows inline, `nil` for text (`InlineSymbol`): set as a box of the
    /// symbol's size on the baseline, which Pango leaves empty and the painter draws in.
    var symbol: String?

    /// The largest rise a span may have, in points.
    static let largestRise: CGFloat = 10_000

    /// The span of `span`, in a text whose font is `font` and whose families come from `fonts`;
    /// numbers brought into range (non-finite tracking and rise are 0, sizes as `TextRequest`
    /// brings them).
    init(_ span: TextSpan, textFont font: Font, fonts: TextFonts) {
        range = span.range
        families = fonts.familyList(for: span.font)
        weight = span.font.weight.rawValue
        isItalic = span.font.isItalic
        let size = span.font.pointSize
        let clean = size.isNaN || size <= 0 ? 17 : min(max(size, TextRequest.pointSizes.lowerBound), TextRequest.pointSizes.upperBound)
        sizeFactor = clean / max(font.pointSize, TextRequest.pointSizes.lowerBound)
        tracking = span.tracking.isFinite ? min(max(span.tracking, -1_000_000), 1_000_000) : 0
        rise = span.baselineOffset.isFinite ? min(max(span.baselineOffset, -Self.largestRise), Self.largestRise) : 0
        hasMonospacedDigits = span.font.hasMonospacedDigits
        underline = span.underline
        strikethrough = span.strikethrough
        color = span.color
        symbol = span.symbol
    }

    /// The font of this span within a text set in `font`.
    func font(within font: PangoFontChoice) -> PangoFontChoice {
        var choice = font
        choice.families = families
        choice.weight = weight
        choice.isItalic = isItalic
        choice.size = font.size * sizeFactor
        choice.tracking = tracking
        return choice
    }
}

/// Which bytes of a layout's text stand for which bytes of the whole text, so spans given in
/// the whole text's bytes land on a window, a line or a truncated line ("…" joins two parts).
struct SpanMapping: Hashable, Sendable {
    /// The first byte in the layout's text.
    var layoutStart: Int
    /// The byte of the whole text it stands for.
    var textStart: Int
    /// How many bytes.
    var length: Int

    /// A layout of the whole text's bytes from `textStart` on, `length` of them.
    static func from(_ textStart: Int, length: Int) -> [SpanMapping] {
        [SpanMapping(layoutStart: 0, textStart: textStart, length: length)]
    }
}

/// An sRGB colour with opacity, components 0…1, as drawing is handed colours.
typealias DrawingColor = (red: Double, green: Double, blue: Double, opacity: Double)

enum PangoSpanAttributes {
    /// Inserts the attributes of `spans` into `list` for a layout of `font` whose bytes stand
    /// for the whole text as `mapping` says. With `colors`, spans' own colours and decoration
    /// colours are set too (drawing); measuring needs none.
    static func insert(
        _ spans: [PangoSpan], mapping: [SpanMapping], font: PangoFontChoice, colors: ((Color) -> DrawingColor)?,
        into list: OpaquePointer
    ) {
        guard !spans.isEmpty else { return }
        for segment in mapping where segment.length > 0 {
            let segmentEnd = segment.textStart + segment.length
            for (index, span) in spans.enumerated() where span.range.upperBound > segment.textStart && span.range.lowerBound < segmentEnd {
                let start = max(span.range.lowerBound, segment.textStart) - segment.textStart + segment.layoutStart
                let end = min(span.range.upperBound, segmentEnd) - segment.textStart + segment.layoutStart
                insert(span, index: index, from: UInt32(start), to: UInt32(end), font: font, colors: colors, into: list)
            }
        }
    }

    private static func insert(
        _ span: PangoSpan, index: Int, from start: UInt32, to end: UInt32, font: PangoFontChoice, colors: ((Color) -> DrawingColor)?,
        into list: OpaquePointer
    ) {
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = start
            attribute.pointee.end_index = end
            pango_attr_list_insert(list, attribute)
        }
        let spanFont = span.font(within: font)
        add(pango_attr_family_new(span.families))
        add(pango_attr_weight_new(PangoWeight(rawValue: UInt32(span.weight))))
        add(pango_attr_style_new(span.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL))
        add(pango_attr_size_new_absolute(spanFont.sizeInPangoUnits))
        if spanFont.trackingInPangoUnits != font.trackingInPangoUnits {
            add(pango_attr_letter_spacing_new(spanFont.trackingInPangoUnits))
        }
        if span.rise != 0 {
            add(pango_attr_rise_new(Int32((span.rise / font.reduction * pangoScale).rounded())))
        }
        if span.hasMonospacedDigits { add(pango_attr_font_features_new("tnum")) }
        if let underline = span.underline {
            add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            if let color = underline.color, let colors { add(colorAttribute(colors(color), pango_attr_underline_color_new)) }
        }
        if let strikethrough = span.strikethrough {
            add(pango_attr_strikethrough_new(1))
            if let color = strikethrough.color, let colors { add(colorAttribute(colors(color), pango_attr_strikethrough_color_new)) }
        }
        if let color = span.color, let colors {
            let drawn = colors(color)
            add(colorAttribute(drawn, pango_attr_foreground_new))
            add(pango_attr_foreground_alpha_new(component(drawn.opacity)))
        }
        if span.symbol != nil {
            // The box `Image(systemName:)` is beside text: 1.2 × the size, on the baseline.
            let size = Double(spanFont.sizeInPangoUnits)
            let side = size * Double(SymbolBaseline.sidePerPoint)
            let ascent = Double(SymbolBaseline.baseline(height: CGFloat(side), pointSize: CGFloat(size)))
            var box = PangoRectangle(x: 0, y: Int32(-ascent.rounded()), width: Int32(side.rounded()), height: Int32(side.rounded()))
            // The span's index rides in the attribute, so the painter knows which symbol it is.
            add(pango_attr_shape_new_with_data(&box, &box, UnsafeMutableRawPointer(bitPattern: index + 1), nil, nil))
        }
    }

    /// The index of the span an inline symbol's shape attribute came from, `nil` for any other
    /// attribute.
    static func symbolSpanIndex(of attribute: UnsafeMutablePointer<PangoAttribute>) -> Int? {
        guard attribute.pointee.klass.pointee.type == PANGO_ATTR_SHAPE else { return nil }
        let shape = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrShape.self)
        guard let data = shape.pointee.data else { return nil }
        return Int(bitPattern: data) - 1
    }

    private static func colorAttribute(
        _ color: DrawingColor, _ make: (UInt16, UInt16, UInt16) -> UnsafeMutablePointer<PangoAttribute>?
    ) -> UnsafeMutablePointer<PangoAttribute>? {
        make(component(color.red), component(color.green), component(color.blue))
    }

    /// A colour component 0…1 as Pango's 16 bits (NaN is 0).
    private static func component(_ value: Double) -> UInt16 {
        UInt16((value.isNaN ? 0 : min(max(value, 0), 1) * 65_535).rounded())
    }
}

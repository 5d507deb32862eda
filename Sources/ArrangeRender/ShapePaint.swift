import Arrange
import CPangoCairo
import Foundation

/// What a shape is painted with: one colour, or a gradient over the shape's bounds
/// (`GradientPattern.swift`).
indirect enum ShapePaint {
    case color(ResolvedColor)
    case gradient(_ResolvedGradient)
    /// What is behind blurred, then the tint (`MaterialDrawing.swift`).
    case material(_ResolvedMaterial)
    /// Another paint casting shadows (`StyleShadowDrawing.swift`).
    case shadowed(ShapePaint, [ShadowStyle])
    /// An image repeated as tiles (`ImagePaint`).
    case image(ImagePaint)

    /// `style` as the layout resolved it; anything else is the colour `ResolvedColor` makes of it.
    init(_ style: AnyShapeStyle, in scheme: ColorScheme) {
        if let shadowed = style.base as? _ResolvedShadowedStyle {
            self = .shadowed(ShapePaint(shadowed.base, in: scheme), shadowed.shadows)
        } else if let gradient = Self.gradient(in: style.base) {
            self = .gradient(gradient)
        } else if let material = Self.material(in: style.base) {
            self = .material(material)
        } else if let image = Self.imagePaint(in: style.base) {
            self = .image(image)
        } else {
            self = .color(ResolvedColor(style, in: scheme))
        }
    }

    private static func gradient(in style: any ShapeStyle) -> _ResolvedGradient? {
        switch style {
        case let gradient as _ResolvedGradient: gradient
        case let erased as AnyShapeStyle: gradient(in: erased.base)
        default: nil
        }
    }

    private static func imagePaint(in style: any ShapeStyle) -> ImagePaint? {
        switch style {
        case let paint as ImagePaint: paint
        case let erased as AnyShapeStyle: imagePaint(in: erased.base)
        default: nil
        }
    }

    private static func material(in style: any ShapeStyle) -> _ResolvedMaterial? {
        switch style {
        case let material as _ResolvedMaterial: material
        case let erased as AnyShapeStyle: material(in: erased.base)
        default: nil
        }
    }

    /// Whether painting it changes nothing: a clear colour, or a gradient whose stops are all
    /// clear or that has none.
    var isInvisible: Bool {
        switch self {
        case .color(let color): color.isInvisible
        case .material, .image: false
        case .shadowed(let base, let shadows): base.isInvisible && shadows.allSatisfy { ($0.color._fixedComponents?.opacity ?? 1) <= 0 }
        case .gradient(let gradient):
            gradient.gradient.sanitizedStops.allSatisfy { ($0.color._fixedComponents?.opacity ?? 1) <= 0 }
        }
    }
}

extension RenderSession {
    /// Makes `paint` the source of `context` for a shape whose bounds are `bounds` (in the
    /// context's current space), with the opacity of unopened groups multiplied in.
    func setSource(_ paint: ShapePaint, bounds: CGRect, of index: Int, on context: OpaquePointer) {
        switch paint {
        case .color(let color):
            painted(color).setSource(on: context)
        case .material(let material):
            painted(ResolvedColor(Color(material.tint))).setSource(on: context)
        case .shadowed(let base, _):
            setSource(base, bounds: bounds, of: index, on: context)
        case .image(let paint):
            setImageSource(paint, bounds: bounds, of: index, on: context)
        case .gradient(let gradient):
            let stops = gradient.gradient.sanitizedStops.map { stop in
                GradientPattern.Stop(color: painted(ResolvedColor(stop.color)), location: stop.location)
            }
            GradientPattern(stops: stops, geometry: gradient.geometry, bounds: bounds).setSource(on: context)
        }
    }
}

extension RenderSession {
    /// Warns when `paint` is a gradient whose stops needed repair (none, NaN locations, out of
    /// order): it is drawn repaired.
    func checkStops(of paint: ShapePaint, of index: Int) {
        if case .shadowed(let base, _) = paint { return checkStops(of: base, of: index) }
        guard case .gradient(let gradient) = paint, gradient.gradient.needsRepair else { return }
        warn(.gradientStopsRepaired(path: path(of: index), locations: gradient.gradient.stops.map(\.location)))
    }
}

extension RenderSession {
    /// Tiles of `paint`'s image from `bounds`' top-leading corner: the part `sourceRect` of the
    /// decoded file, `scale` times its size in points (pixels ÷ the file's `@2x` scale). A
    /// symbol, a missing file or an empty part fills light grey.
    func setImageSource(_ paint: ImagePaint, bounds: CGRect, of index: Int, on context: OpaquePointer) {
        let placeholder = { self.painted(ResolvedColor(Color(white: 0.85))).setSource(on: context) }
        if let rendered = paint.renderedView {
            // An `ImageRenderer`'s view, drawn into one tile (`RenderedViewDrawing.swift`).
            guard let pattern = renderedTilePattern(rendered, scale: paint.scale, bounds: bounds) else { return placeholder() }
            cairo_set_source(context, pattern)
            cairo_pattern_destroy(pattern)
            return
        }
        // `decodedImage` warns when there is no file or it cannot be decoded.
        guard let name = paint.imageName, let image = decodedImage(named: name, for: index), let file = images[name] else {
            return placeholder()
        }
        let unit = paint.sourceRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        let part = CGRect(
            x: (unit.minX * CGFloat(image.pixelWidth)).rounded(), y: (unit.minY * CGFloat(image.pixelHeight)).rounded(),
            width: (unit.width * CGFloat(image.pixelWidth)).rounded(), height: (unit.height * CGFloat(image.pixelHeight)).rounded())
        let scale = paint.scale.isFinite && paint.scale > 0 ? paint.scale : 1
        guard !unit.isNull, part.width >= 1, part.height >= 1 else { return placeholder() }
        guard let tile = cairo_surface_create_for_rectangle(image.surface, part.minX, part.minY, part.width, part.height) else {
            return placeholder()
        }
        defer { cairo_surface_destroy(tile) }
        let pattern = cairo_pattern_create_for_surface(tile)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        // User space to the tile's pixels: from the shape's corner, pixels per point ÷ scale.
        let pixelsPerPoint = CGFloat(max(file.scale, 1)) / scale
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, pixelsPerPoint, pixelsPerPoint)
        cairo_matrix_translate(&matrix, -bounds.minX, -bounds.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(context, pattern)
    }
}

import Arrange
import CPangoCairo
import Foundation

/// Pictures painted in their frame (edges snapped to pixels):
///
/// - `Image("name")`: the file of that name from `Renderer.images`, scaled to the frame (as a
///   template, `renderingMode(.template)`, its opacity filled with the tint instead); a
///   resizable one with cap insets is drawn in nine slices — corners unscaled, edges stretched
///   along their length, the middle stretched both ways — and with `.tile` the edges and middle
///   repeat at natural size instead. Caps shrink in proportion when the frame is smaller than
///   they are. A name without a file draws a placeholder, with a warning.
/// - `Image(systemName:)`: an asset catalog's symbol set of that name from its SVG template
///   (`SymbolSetOutline`, `Renderer.images.symbolSets`), else Arrange's own drawing of the
///   symbol (`SymbolArtwork`; there are no SF Symbols on Linux), else the icon the name maps to in Material Design Icons
///   (`SymbolFont`), in the foreground colour (`tint`, black by default); a name with neither
///   is a rounded-square outline with the name's first letter, with a warning.
/// - `Image(size:)`: a placeholder — a grey box with its diagonals.
extension RenderSession {
    func drawImage(
        _ source: Image.Source, naturalSize: CGSize, capInsets: EdgeInsets?, resizingMode: Image.ResizingMode?, tint: ResolvedColor,
        isTemplate: Bool = false, in frame: CGRect, of index: Int, on context: OpaquePointer
    ) {
        let rect = grid.snap(frame, on: context)
        guard rect.width > 0, rect.height > 0 else { return }
        cairo_save(context)
        defer {
            cairo_restore(context)
            cairo_new_path(context)
        }
        switch source {
        case .named(let name):
            if let image = decodedImage(named: name, for: index, pixels: Self.devicePixels(of: rect, on: context)) {
                drawBitmap(
                    image, naturalSize: naturalSize, capInsets: capInsets, tiles: resizingMode == .tile, template: isTemplate ? tint : nil,
                    in: rect, on: context)
            } else {
                drawPlaceholder(in: rect, on: context)
            }
        case .system(let name):
            let layers = SymbolLayers(name: name, node: nodes[index], tint: tint)
            if let outline = symbolSetOutline(named: name) {
                drawSymbolSet(outline, color: layers.primary, in: rect, on: context)
            } else if let symbol = SymbolArtwork.resolve(name) {
                drawSymbol(symbol, layers: layers, in: rect, on: context)
            } else if let icon = SymbolFont.resolve(name) {
                if !drawIcon(icon, layers: layers, in: rect, on: context) {
                    warn(.symbolFontMissing(name: name, path: path(of: index), file: SymbolFont.file))
                    drawSymbol(name, tint: tint, in: rect, on: context)
                }
            } else {
                warn(.symbolNotDrawn(name: name, path: path(of: index)))
                drawSymbol(name, tint: tint, in: rect, on: context)
            }
        case .sized:
            drawPlaceholder(in: rect, on: context)
        case .rendered(let rendered):
            drawRenderedView(rendered, in: rect, on: context)
        }
    }

    /// A symbol set inline in text (`Text(Image(systemName:))`), in its box on the line, in
    /// `color` (already faded by the opacity containers pass down); a name with no drawing is
    /// the lettered stand-in, with a warning.
    func drawInlineSymbol(_ name: String, in box: CGRect, color: ResolvedColor, of index: Int, on context: OpaquePointer) {
        guard box.width > 0, box.height > 0 else { return }
        let outerOpacity = inheritedOpacity
        inheritedOpacity = 1
        defer { inheritedOpacity = outerOpacity }
        cairo_save(context)
        defer {
            cairo_restore(context)
            cairo_new_path(context)
        }
        let layers = SymbolLayers(primary: color)
        if let outline = symbolSetOutline(named: name) {
            drawSymbolSet(outline, color: color, in: box, on: context)
        } else if let symbol = SymbolArtwork.resolve(name) {
            drawSymbol(symbol, layers: layers, in: box, on: context)
        } else if let icon = SymbolFont.resolve(name), drawIcon(icon, layers: layers, in: box, on: context) {
            return
        } else {
            warn(SymbolFont.resolve(name) == nil
                ? .symbolNotDrawn(name: name, path: path(of: index))
                : .symbolFontMissing(name: name, path: path(of: index), file: SymbolFont.file))
            drawSymbol(name, tint: color, in: box, on: context)
        }
    }

    /// The outline of the asset catalog's symbol set `name`, read once per drawing; `nil` when
    /// the catalog has no such set or its template draws nothing.
    func symbolSetOutline(named name: String) -> SymbolSetOutline? {
        guard let url = images.symbolSets[name] else { return nil }
        if let cached = symbolSetOutlines[name] { return cached }
        let outline = SymbolSetOutline.read(url)
        symbolSetOutlines[name] = .some(outline)
        return outline
    }

    /// A symbol set's outline fitted to `rect` and filled in `color` (a symbol is a template).
    private func drawSymbolSet(_ outline: SymbolSetOutline, color: ResolvedColor, in rect: CGRect, on context: OpaquePointer) {
        outline.fitted(in: rect).addTo(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        painted(color).setSource(on: context)
        cairo_fill(context)
    }

    /// The decoded file for `name`, decoded once per drawing (a PDF once per pixel size, drawn
    /// `pixels` wide and high, else at its natural size and the picture's scale); `nil` with a
    /// warning when there is none or it cannot be decoded.
    func decodedImage(named name: String, for index: Int, pixels: CGSize? = nil) -> DecodedImage? {
        let file = images[name]
        var pdfPixels: CGSize?
        if let file, file.format == .pdf {
            pdfPixels = pixels ?? CGSize(width: file.naturalSize.width * options.scale, height: file.naturalSize.height * options.scale)
        }
        let key = pdfPixels.map { "\(name)\u{0}\(Int($0.width.rounded(.up)))x\(Int($0.height.rounded(.up)))" } ?? name
        if let cached = decodedImages[key] { return cached }
        var image: DecodedImage?
        if let file {
            switch DecodedImage.decode(file, pixels: pdfPixels) {
            case .success(let decoded): image = decoded
            case .failure(let problem):
                warn(.imageNotDecodable(name: name, path: path(of: index), file: file.url.lastPathComponent, reason: problem.message))
            }
        } else if let reason = images.leftOut[name] {
            warn(.imageFileLeftOut(name: name, path: path(of: index), reason: reason))
        } else {
            warn(.imageNotFound(name: name, path: path(of: index), imageCount: images.count))
        }
        decodedImages[key] = .some(image)
        return image
    }

    /// The size of `rect` in device pixels under the context's transform.
    static func devicePixels(of rect: CGRect, on context: OpaquePointer) -> CGSize {
        var across = (x: Double(rect.width), y: 0.0)
        var down = (x: 0.0, y: Double(rect.height))
        cairo_user_to_device_distance(context, &across.x, &across.y)
        cairo_user_to_device_distance(context, &down.x, &down.y)
        return CGSize(width: (across.x * across.x + across.y * across.y).squareRoot(), height: (down.x * down.x + down.y * down.y).squareRoot())
    }

    /// 1. The source is cut at the cap insets (in points, clamped to the picture), the frame at
    ///    the same insets (shrunk in proportion when they do not fit).
    /// 2. Each of the nine pieces is painted from its part of the bitmap: stretched to fit, or
    ///    repeated at natural size for the middle row and column of a tiled image.
    private func drawBitmap(
        _ image: DecodedImage, naturalSize: CGSize, capInsets: EdgeInsets?, tiles: Bool, template: ResolvedColor?, in rect: CGRect,
        on context: OpaquePointer
    ) {
        let natural = naturalSize.width > 0 && naturalSize.height > 0 && naturalSize.width.isFinite && naturalSize.height.isFinite
            ? naturalSize : CGSize(width: image.pixelWidth, height: image.pixelHeight)
        let pixelsPerPoint = CGSize(width: CGFloat(image.pixelWidth) / natural.width, height: CGFloat(image.pixelHeight) / natural.height)
        let caps = capInsets ?? EdgeInsets()
        // 1.
        let sourceX = Self.cuts(length: natural.width, leading: caps.leading, trailing: caps.trailing)
        let sourceY = Self.cuts(length: natural.height, leading: caps.top, trailing: caps.bottom)
        let targetX = Self.targetCuts(sourceX, from: rect.minX, length: rect.width).map { grid.snap(x: $0, on: context) }
        let targetY = Self.targetCuts(sourceY, from: rect.minY, length: rect.height).map { grid.snap(y: $0, on: context) }
        let pixelX = sourceX.map { ($0 * pixelsPerPoint.width).rounded() }
        let pixelY = sourceY.map { ($0 * pixelsPerPoint.height).rounded() }
        // 2.
        for row in 0..<3 {
            for column in 0..<3 {
                let target = CGRect(
                    x: targetX[column], y: targetY[row], width: targetX[column + 1] - targetX[column], height: targetY[row + 1] - targetY[row])
                let source = CGRect(
                    x: pixelX[column], y: pixelY[row], width: pixelX[column + 1] - pixelX[column], height: pixelY[row + 1] - pixelY[row])
                guard target.width > 0, target.height > 0, source.width > 0, source.height > 0 else { continue }
                let tilesAcross = tiles && column == 1
                let tilesDown = tiles && row == 1
                let scale = CGSize(
                    width: tilesAcross ? pixelsPerPoint.width : source.width / target.width,
                    height: tilesDown ? pixelsPerPoint.height : source.height / target.height)
                paint(image, part: source, into: target, pixelsPerUnit: scale, repeats: tilesAcross || tilesDown, template: template, on: context)
            }
        }
    }

    /// Fills `target` with the bitmap's `part` (in pixels), `pixelsPerUnit` source pixels to a
    /// point, from `target`'s corner; with a `template` colour, fills it with that colour through
    /// the bitmap's opacity.
    private func paint(
        _ image: DecodedImage, part: CGRect, into target: CGRect, pixelsPerUnit scale: CGSize, repeats: Bool, template: ResolvedColor?,
        on context: OpaquePointer
    ) {
        let piece = cairo_surface_create_for_rectangle(image.surface, part.minX, part.minY, part.width, part.height)
        let pattern = cairo_pattern_create_for_surface(piece)
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scale.width, scale.height)
        cairo_matrix_translate(&matrix, -target.minX, -target.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, repeats ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        if let template {
            cairo_save(context)
            target.addTo(context)
            cairo_clip(context)
            cairo_set_source_rgba(context, template.red, template.green, template.blue, template.opacity * inheritedOpacity)
            cairo_mask(context, pattern)
            cairo_restore(context)
            cairo_pattern_destroy(pattern)
            cairo_surface_destroy(piece)
            return
        }
        target.addTo(context)
        cairo_set_source(context, pattern)
        if inheritedOpacity < 1 {
            cairo_save(context)
            cairo_clip(context)
            cairo_paint_with_alpha(context, inheritedOpacity)
            cairo_restore(context)
        } else {
            cairo_fill(context)
        }
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(piece)
    }

    /// 0, leading, length − trailing, length: the insets made finite, non-negative and fitting.
    private static func cuts(length: CGFloat, leading: CGFloat, trailing: CGFloat) -> [CGFloat] {
        let lead = min(leading.isFinite ? max(leading, 0) : 0, length)
        let trail = min(trailing.isFinite ? max(trailing, 0) : 0, length - lead)
        return [0, lead, length - trail, length]
    }

    /// The same caps at the frame's edges, shrunk in proportion when they are wider than it.
    private static func targetCuts(_ source: [CGFloat], from origin: CGFloat, length: CGFloat) -> [CGFloat] {
        let lead = source[1]
        let trail = source[3] - source[2]
        let shrink = lead + trail > length ? length / (lead + trail) : 1
        return [origin, origin + lead * shrink, origin + length - trail * shrink, origin + length]
    }

    /// A grey box with its diagonals: a picture that is not there.
    private func drawPlaceholder(in rect: CGRect, on context: OpaquePointer) {
        rect.addTo(context)
        cairo_clip_preserve(context)
        cairo_set_source_rgba(context, 0.9, 0.9, 0.92, inheritedOpacity)
        cairo_fill(context)
        let line = min(1, rect.width / 4, rect.height / 4)
        cairo_set_line_width(context, line)
        cairo_set_source_rgba(context, 0.6, 0.6, 0.63, inheritedOpacity)
        rect.insetBy(dx: line / 2, dy: line / 2).addTo(context)
        cairo_move_to(context, rect.minX, rect.minY)
        cairo_line_to(context, rect.maxX, rect.maxY)
        cairo_move_to(context, rect.maxX, rect.minY)
        cairo_line_to(context, rect.minX, rect.maxY)
        cairo_stroke(context)
    }

    /// `symbol` in the largest square centred in `rect`. Each layer is drawn opaque in a group,
    /// then faded once, so that overlapping strokes do not darken and the cut-outs of filled
    /// variants cut only the symbol; with a second colour the container is one layer and the
    /// glyph another, drawn over it.
    private func drawSymbol(_ symbol: SymbolArtwork.Resolved, layers: SymbolLayers, in rect: CGRect, on context: OpaquePointer) {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        cairo_save(context)
        // The layers' groups are as large as the clip: without this one, as the whole picture
        // (a 3× phone screen is 12 MB to clear and composite for every symbol).
        Self.clipToWholePixels(around: CGRect(x: rect.midX - side, y: rect.midY - side, width: 2 * side, height: 2 * side), on: context)
        cairo_translate(context, rect.midX - side / 2, rect.midY - side / 2)
        cairo_scale(context, side, side)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        let addContainer = { (container: SymbolArtwork.Container) in
            let shape = container == .circle
                ? Path(ellipseIn: CGRect(x: 0.06, y: 0.06, width: 0.88, height: 0.88))
                : Path(roundedRect: CGRect(x: 0.06, y: 0.06, width: 0.88, height: 0.88), cornerRadius: 0.2)
            cairo_set_line_width(context, SymbolArtwork.lineWidth)
            shape.addTo(context)
            if symbol.filled { cairo_fill(context) } else { cairo_stroke(context) }
        }
        let addContained = { (cuts: Bool) in
            let scale = SymbolArtwork.containedScale
            cairo_save(context)
            cairo_translate(context, 0.5, 0.5)
            cairo_scale(context, scale, scale)
            cairo_translate(context, -0.5, -0.5)
            if cuts { cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT) }
            Self.draw(symbol.artwork, filled: false, lineWidth: SymbolArtwork.lineWidth / scale, on: context)
            cairo_restore(context)
        }
        switch (symbol.container, layers.secondary) {
        case (nil, _):
            paintLayer(layers.primary, on: context) { Self.draw(symbol.artwork, filled: symbol.filled, lineWidth: SymbolArtwork.lineWidth, on: context) }
        case let (container?, secondary?):
            paintLayer(secondary, on: context) { addContainer(container) }
            paintLayer(layers.primary, on: context) { addContained(false) }
        case let (container?, nil):
            paintLayer(layers.primary, on: context) {
                addContainer(container)
                addContained(symbol.filled)
            }
        }
        cairo_restore(context)
    }

    /// Clips to the whole device pixels that cover `area`: a clip along pixel edges leaves
    /// every pixel inside as it would be unclipped, so drawing that stays inside `area` (a
    /// symbol's strokes stay within its square and half a line width) is drawn unchanged.
    private static func clipToWholePixels(around area: CGRect, on context: OpaquePointer) {
        var xs: [Double] = []
        var ys: [Double] = []
        for (x, y) in [(area.minX, area.minY), (area.maxX, area.minY), (area.minX, area.maxY), (area.maxX, area.maxY)] {
            var deviceX = Double(x)
            var deviceY = Double(y)
            cairo_user_to_device(context, &deviceX, &deviceY)
            xs.append(deviceX)
            ys.append(deviceY)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              [minX, maxX, minY, maxY].allSatisfy({ $0.isFinite && abs($0) < 1e9 }) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        cairo_rectangle(context, minX.rounded(.down), minY.rounded(.down), maxX.rounded(.up) - minX.rounded(.down), maxY.rounded(.up) - minY.rounded(.down))
        cairo_set_matrix(context, &matrix)
        cairo_clip(context)
    }

    /// What `draw` paints, in `color`: drawn opaque into a group, then painted at the colour's
    /// opacity (and the opacity containers pass down).
    private func paintLayer(_ color: ResolvedColor, on context: OpaquePointer, _ draw: () -> Void) {
        let painted = painted(color)
        guard !painted.isInvisible else { return }
        cairo_push_group(context)
        painted.withOpacity(1 / max(painted.opacity, 1e-9)).setSource(on: context)
        draw()
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, painted.opacity)
    }

    /// One symbol's parts: the outline stroked (and filled in a filled variant), the solids
    /// filled, the details stroked — cut out of a filled variant.
    private static func draw(_ artwork: SymbolArtwork, filled: Bool, lineWidth: CGFloat, on context: OpaquePointer) {
        cairo_set_line_width(context, lineWidth)
        if !artwork.outline.isEmpty {
            artwork.outline.addTo(context)
            if filled { cairo_fill_preserve(context) }
            cairo_stroke(context)
        }
        if !artwork.solids.isEmpty {
            artwork.solids.addTo(context)
            cairo_fill(context)
        }
        if !artwork.details.isEmpty {
            let outer = cairo_get_operator(context)
            if filled { cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT) }
            artwork.details.addTo(context)
            cairo_stroke(context)
            cairo_set_operator(context, outer)
        }
    }

    /// `icon` from the icon font in `rect`, in a circle or rounded square when its name asks
    /// for one (the icon cut out of a filled container, or over it in a colour of its own);
    /// `false` when the font is missing.
    private func drawIcon(
        _ icon: (codePoint: UInt32, container: SymbolArtwork.Container?, filled: Bool), layers: SymbolLayers, in rect: CGRect,
        on context: OpaquePointer
    ) -> Bool {
        let font = SymbolFont.shared
        guard font.face != nil else { return false }
        let side = min(rect.width, rect.height)
        guard side > 0 else { return true }
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        guard let container = icon.container else {
            guard font.addIcon(icon.codePoint, side: side, centre: centre, on: context) else { return true }
            painted(layers.primary).setSource(on: context)
            cairo_fill(context)
            return true
        }
        let addContainer = {
            let box = CGRect(x: centre.x - side * 0.44, y: centre.y - side * 0.44, width: side * 0.88, height: side * 0.88)
            let shape = container == .circle ? Path(ellipseIn: box) : Path(roundedRect: box, cornerRadius: side * 0.2)
            shape.addTo(context)
            cairo_set_line_width(context, SymbolArtwork.lineWidth * side)
            if icon.filled { cairo_fill(context) } else { cairo_stroke(context) }
        }
        let addContained = {
            if font.addIcon(icon.codePoint, side: side * SymbolArtwork.containedScale, centre: centre, on: context) { cairo_fill(context) }
        }
        if let secondary = layers.secondary {
            paintLayer(secondary, on: context, addContainer)
            paintLayer(layers.primary, on: context, addContained)
        } else {
            paintLayer(layers.primary, on: context) {
                addContainer()
                if icon.filled { cairo_set_operator(context, CAIRO_OPERATOR_DEST_OUT) }
                addContained()
                cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            }
        }
        return true
    }

    /// A symbol's stand-in: a rounded square centred in `rect` with the name's first letter.
    private func drawSymbol(_ name: String, tint: ResolvedColor, in rect: CGRect, on context: OpaquePointer) {
        let side = min(rect.width, rect.height)
        let line = max(side * 0.08, 0.5)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            .insetBy(dx: line / 2 + side * 0.04, dy: line / 2 + side * 0.04)
        guard square.width > 0 else { return }
        painted(tint).setSource(on: context)
        cairo_set_line_width(context, line)
        Path(roundedRect: square, cornerRadius: side * 0.22).addTo(context)
        cairo_stroke(context)
        let letter = name.first.map { String($0).uppercased() } ?? "?"
        DiagramLabel.drawCentered(letter, at: CGPoint(x: rect.midX, y: rect.midY), fontSize: side * 0.5, bold: true, on: context)
    }
}

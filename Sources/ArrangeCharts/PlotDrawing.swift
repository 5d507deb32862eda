import Arrange
import Foundation

/// A shape the plot draws: a path filled or stroked with a style.
struct DrawnShape {
    var path: Path
    var style: AnyShapeStyle
    /// `nil` fills the path; a stroke style strokes it.
    var stroke: StrokeStyle?
    var opacity: Double
}

/// An annotation's view and the point it hangs from.
struct PlacedAnnotation {
    var point: CGPoint
    var alignment: Alignment
    var content: AnyView
    var fitsX = false
    var fitsY = false
}

/// Where the marks of a chart go in a plot of `size`: every mark becomes shapes in plot
/// coordinates (y down, the scales' fractions times the plot's length).
struct PlotGeometry {
    let model: ChartModel
    let size: CGSize
    /// The default space between a mark and its annotation.
    static let annotationSpacing: CGFloat = 4

    func x(_ value: PlotValue) -> CGFloat? { model.x.fraction(of: value).map { CGFloat($0) * size.width } }
    func y(_ value: PlotValue) -> CGFloat? { model.y.fraction(of: value).map { (1 - CGFloat($0)) * size.height } }
    var xBand: CGFloat { CGFloat(model.x.bandFraction ?? 0) * size.width }
    var yBand: CGFloat { CGFloat(model.y.bandFraction ?? 0) * size.height }
    var baselineY: CGFloat { (1 - CGFloat(model.y.baselineFraction)) * size.height }
    var baselineX: CGFloat { CGFloat(model.x.baselineFraction) * size.width }

    /// The gridlines and ticks of both axes.
    func gridShapes() -> [DrawnShape] {
        var shapes: [DrawnShape] = []
        let color = AnyShapeStyle(ChartDefaults.gridColor)
        let hairline = StrokeStyle(lineWidth: ChartDefaults.gridLineWidth)
        for mark in model.yAxis.marks {
            let y = (1 - CGFloat(mark.tick.fraction)) * size.height
            if let stroke = mark.gridLine {
                shapes.append(DrawnShape(path: Path { $0.move(to: CGPoint(x: 0, y: y)); $0.addLine(to: CGPoint(x: size.width, y: y)) },
                                         style: color, stroke: stroke ?? hairline, opacity: 1))
            }
            if mark.drawsTick {
                let x0 = model.yAxis.isLeading ? -ChartDefaults.tickLength : size.width
                shapes.append(DrawnShape(path: Path { $0.move(to: CGPoint(x: x0, y: y)); $0.addLine(to: CGPoint(x: x0 + ChartDefaults.tickLength, y: y)) },
                                         style: color, stroke: hairline, opacity: 1))
            }
        }
        for mark in model.xAxis.marks {
            let x = CGFloat(mark.tick.fraction) * size.width
            if let stroke = mark.gridLine {
                shapes.append(DrawnShape(path: Path { $0.move(to: CGPoint(x: x, y: 0)); $0.addLine(to: CGPoint(x: x, y: size.height)) },
                                         style: color, stroke: stroke ?? hairline, opacity: 1))
            }
            if mark.drawsTick {
                shapes.append(DrawnShape(path: Path { $0.move(to: CGPoint(x: x, y: size.height)); $0.addLine(to: CGPoint(x: x, y: size.height + ChartDefaults.tickLength)) },
                                         style: color, stroke: hairline, opacity: 1))
            }
        }
        return shapes
    }

    /// The marks' shapes, in the order written (each line and area series drawn once, where its first mark is).
    func markShapes() -> (shapes: [DrawnShape], annotations: [PlacedAnnotation]) {
        var shapes: [DrawnShape] = []
        var annotations: [PlacedAnnotation] = []
        var drawnSeries: Set<String> = []
        let sectorTotal = model.marks.reduce(0.0) { total, mark in
            if case .number(let value)? = mark.angle?.value { return total + max(value, 0) }
            return total
        }
        var sectorStart = 0.0
        for mark in model.marks {
            let style = model.style(of: mark)
            switch mark.kind {
            case .bar, .rectangle:
                guard let rect = rectangle(of: mark) else { continue }
                let path = mark.cornerRadius > 0 ? RoundedRectangle(cornerRadius: min(mark.cornerRadius, rect.width / 2, rect.height / 2)).path(in: rect) : Path(rect)
                shapes.append(DrawnShape(path: path, style: style, stroke: nil, opacity: mark.opacity))
                annotations += place(mark.annotations, around: rect)
            case .line, .area:
                let key = "\(mark.kind)|\(mark.seriesKey)"
                let members = model.marks.filter { "\($0.kind)|\($0.seriesKey)" == key }
                if !drawnSeries.contains(key) {
                    drawnSeries.insert(key)
                    shapes += mark.kind == .line ? line(members, style: style) : area(members, style: style)
                }
                if let point = point(of: mark) {
                    annotations += place(mark.annotations, around: CGRect(origin: point, size: .zero))
                }
            case .point:
                guard let point = point(of: mark) else { continue }
                shapes.append(DrawnShape(path: symbolPath(model.symbol(of: mark), at: point, area: mark.symbolSize ?? ChartDefaults.symbolArea),
                                         style: style, stroke: nil, opacity: mark.opacity))
                annotations += place(mark.annotations, around: CGRect(origin: point, size: .zero))
            case .rule:
                guard let segment = rule(of: mark) else { continue }
                shapes.append(DrawnShape(path: Path { $0.move(to: segment.0); $0.addLine(to: segment.1) },
                                         style: style, stroke: mark.lineStyle ?? StrokeStyle(lineWidth: 1), opacity: mark.opacity))
                annotations += place(mark.annotations, around: CGRect(x: min(segment.0.x, segment.1.x), y: min(segment.0.y, segment.1.y),
                                                                      width: abs(segment.1.x - segment.0.x), height: abs(segment.1.y - segment.0.y)))
            case .sector:
                guard case .number(let value)? = mark.angle?.value, sectorTotal > 0 else { continue }
                let share = max(value, 0) / sectorTotal
                let sector = sectorPath(mark, from: sectorStart, to: sectorStart + share)
                shapes.append(DrawnShape(path: sector.path, style: style, stroke: nil, opacity: mark.opacity))
                annotations += place(mark.annotations.map { var a = $0; a.position = .overlay; return a }, around: CGRect(origin: sector.centroid, size: .zero))
                sectorStart += share
            }
        }
        return (shapes, annotations)
    }

    /// A bar's or rectangle's rectangle.
    func rectangle(of mark: PlottedMark) -> CGRect? {
        let horizontalSpan = span(start: mark.xStart, end: mark.xEnd, center: mark.x, dimension: mark.width, isX: true, mark: mark)
        let verticalSpan = span(start: mark.yStart, end: mark.yEnd, center: mark.y, dimension: mark.height, isX: false, mark: mark)
        guard let h = horizontalSpan, let v = verticalSpan else { return nil }
        return CGRect(x: min(h.0, h.1), y: min(v.0, v.1), width: abs(h.1 - h.0), height: abs(v.1 - v.0))
    }

    /// The extent of a mark along one axis: between its start and end, or around its value
    /// (a band's share, a unit's span, or a fixed width), or from the baseline for a bar's
    /// value, or the whole plot when it has none.
    func span(start: PlotEntry?, end: PlotEntry?, center: PlotEntry?, dimension: MarkDimension, isX: Bool, mark: PlottedMark) -> (CGFloat, CGFloat)? {
        let position: (PlotValue) -> CGFloat? = isX ? x : y
        let length = isX ? size.width : size.height
        let band = isX ? xBand : yBand
        let scale = isX ? model.x : model.y
        if let start, let end {
            guard let a = position(start.value), let b = position(end.value) else { return nil }
            return (a, b)
        }
        guard let center else { return (0, length) }
        guard let middle = position(center.value) else { return nil }
        if scale.isBand {
            var width = dimension.length(band: band, automaticShare: mark.kind == .bar ? ChartDefaults.barBandShare : 1)
            var origin = middle - width / 2
            // Side by side within the band: one slot per category of `position(by:)`.
            if let slot = mark.positionCategory?.text {
                let slots = positionCategories()
                if let index = slots.firstIndex(of: slot), !slots.isEmpty {
                    width /= CGFloat(slots.count)
                    origin += CGFloat(index) * width
                }
            }
            return (origin, origin + width)
        }
        if let unit = center.unit, case .date(let date) = center.value, let endDate = center.calendar.date(byAdding: unit, value: 1, to: date),
           let endPosition = position(.date(endDate)) {
            let gap = min(abs(endPosition - middle) * 0.1, 2)
            return (middle + gap, endPosition - gap)
        }
        if mark.kind == .bar, case .number = center.value, (isX ? mark.yStart : mark.xStart) != nil || (isX ? mark.y : mark.x) != nil {
            // A bar's value axis: from the baseline.
            return (isX ? baselineX : baselineY, middle)
        }
        let width = dimension.length(band: ChartDefaults.continuousBarWidth / ChartDefaults.barBandShare, automaticShare: ChartDefaults.barBandShare)
        return (middle - width / 2, middle + width / 2)
    }

    func positionCategories() -> [String] {
        var names: [String] = []
        for mark in model.marks {
            if let name = mark.positionCategory?.text, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// A line's, area's or point's point: its x and its y (an area's top).
    func point(of mark: PlottedMark) -> CGPoint? {
        guard let xValue = (mark.x ?? mark.xEnd)?.value, let yValue = (mark.y ?? mark.yEnd)?.value,
              let px = x(xValue), let py = y(yValue) else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// A series' line with its symbols.
    func line(_ members: [PlottedMark], style: AnyShapeStyle) -> [DrawnShape] {
        let points = members.compactMap(point(of:))
        guard let first = members.first else { return [] }
        let stroke = first.lineStyle ?? StrokeStyle(lineWidth: ChartDefaults.lineWidth, lineCap: .round, lineJoin: .round)
        var shapes = [DrawnShape(path: Self.interpolated(points, method: first.interpolation), style: style, stroke: stroke, opacity: first.opacity)]
        if first.symbol != nil || first.symbolCategory != nil {
            for (mark, point) in zip(members, points) {
                shapes.append(DrawnShape(path: symbolPath(model.symbol(of: mark), at: point, area: mark.symbolSize ?? ChartDefaults.symbolArea),
                                         style: style, stroke: nil, opacity: mark.opacity))
            }
        }
        return shapes
    }

    /// A series' area, from its values (or ends) down to its starts (or the baseline).
    func area(_ members: [PlottedMark], style: AnyShapeStyle) -> [DrawnShape] {
        guard let first = members.first else { return [] }
        var tops: [CGPoint] = []
        var bottoms: [CGPoint] = []
        for mark in members {
            guard let top = point(of: mark) else { continue }
            tops.append(top)
            let bottom = mark.yStart.flatMap { y($0.value) } ?? baselineY
            bottoms.append(CGPoint(x: top.x, y: bottom))
        }
        guard !tops.isEmpty else { return [] }
        var path = Self.interpolated(tops, method: first.interpolation)
        for point in bottoms.reversed() { path.addLine(to: point) }
        path.closeSubpath()
        return [DrawnShape(path: path, style: style, stroke: nil, opacity: first.opacity)]
    }

    /// A rule's two ends.
    func rule(of mark: PlottedMark) -> (CGPoint, CGPoint)? {
        if let value = mark.y?.value, let py = y(value) {
            let xs = span(start: mark.xStart, end: mark.xEnd, center: nil, dimension: .automatic, isX: true, mark: mark) ?? (0, size.width)
            return (CGPoint(x: xs.0, y: py), CGPoint(x: xs.1, y: py))
        }
        if let value = mark.x?.value, let px = x(value) {
            let ys = span(start: mark.yStart, end: mark.yEnd, center: nil, dimension: .automatic, isX: false, mark: mark) ?? (0, size.height)
            return (CGPoint(x: px, y: ys.0), CGPoint(x: px, y: ys.1))
        }
        return nil
    }

    /// A sector from `start` to `end` (shares of the full turn, clockwise from twelve o'clock) and its middle.
    func sectorPath(_ mark: PlottedMark, from start: Double, to end: Double) -> (path: Path, centroid: CGPoint) {
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = min(size.width, size.height) / 2
        let outer = mark.outerRadius.length(band: radius, automaticShare: 1)
        let inner = mark.innerRadius.length(band: radius, automaticShare: 0)
        let inset = outer > 0 ? Double(mark.angularInset / outer) / 2 : 0
        let a0 = Angle.radians(start * 2 * .pi - .pi / 2 + inset)
        let a1 = Angle.radians(max(end * 2 * .pi - .pi / 2 - inset, a0.radians))
        var path = Path()
        if inner <= 0 {
            path.move(to: center)
            path.addArc(center: center, radius: outer, startAngle: a0, endAngle: a1, clockwise: false)
        } else {
            path.addArc(center: center, radius: outer, startAngle: a0, endAngle: a1, clockwise: false)
            path.addArc(center: center, radius: inner, startAngle: a1, endAngle: a0, clockwise: true)
        }
        path.closeSubpath()
        let middle = (a0.radians + a1.radians) / 2
        let distance = (inner + outer) / 2
        return (path, CGPoint(x: center.x + CGFloat(cos(middle)) * distance, y: center.y + CGFloat(sin(middle)) * distance))
    }

    /// The annotations placed around `rect`: above it for `.top`, below for `.bottom`, and so on.
    func place(_ annotations: [MarkAnnotation], around rect: CGRect) -> [PlacedAnnotation] {
        annotations.map { annotation in
            let spacing = annotation.spacing ?? Self.annotationSpacing
            let unit = annotation.position.unit
            if annotation.position.isOverlay {
                return PlacedAnnotation(point: CGPoint(x: rect.midX, y: rect.midY), alignment: .center, content: annotation.content,
                                        fitsX: annotation.fitsX, fitsY: annotation.fitsY)
            }
            let point = CGPoint(
                x: rect.minX + unit.x * rect.width + (unit.x == 0 ? -spacing : unit.x == 1 ? spacing : 0),
                y: rect.minY + unit.y * rect.height + (unit.y == 0 ? -spacing : unit.y == 1 ? spacing : 0))
            // The content hangs away from the mark: above a top annotation, after a trailing one.
            let alignment = Alignment(
                horizontal: unit.x == 0 ? .trailing : unit.x == 1 ? .leading : .center,
                vertical: unit.y == 0 ? .bottom : unit.y == 1 ? .top : .center)
            return PlacedAnnotation(point: point, alignment: alignment, content: annotation.content,
                                    fitsX: annotation.fitsX, fitsY: annotation.fitsY)
        }
    }

    /// The symbol `symbol` of `area` square points centred on `point`.
    func symbolPath(_ symbol: BasicChartSymbolShape, at point: CGPoint, area: CGFloat) -> Path {
        let side = sqrt(max(area, 1))
        let diameter = sqrt(max(area, 1) * 4 / .pi)
        let r = diameter / 2
        switch symbol.kind {
        case .circle:
            return Path(ellipseIn: CGRect(x: point.x - r, y: point.y - r, width: diameter, height: diameter))
        case .square:
            return Path(CGRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side))
        case .triangle:
            let h = side * 1.2
            return Path { $0.addLines([CGPoint(x: point.x, y: point.y - h / 2), CGPoint(x: point.x + h / 2, y: point.y + h / 2),
                                       CGPoint(x: point.x - h / 2, y: point.y + h / 2)]); $0.closeSubpath() }
        case .diamond:
            return Path { $0.addLines([CGPoint(x: point.x, y: point.y - r * 1.3), CGPoint(x: point.x + r * 1.3, y: point.y),
                                       CGPoint(x: point.x, y: point.y + r * 1.3), CGPoint(x: point.x - r * 1.3, y: point.y)]); $0.closeSubpath() }
        case .pentagon:
            return Path { path in
                path.addLines((0..<5).map { i in
                    let angle = Double(i) * 2 * .pi / 5 - .pi / 2
                    return CGPoint(x: point.x + CGFloat(cos(angle)) * r * 1.1, y: point.y + CGFloat(sin(angle)) * r * 1.1)
                })
                path.closeSubpath()
            }
        case .plus, .cross, .asterisk:
            return Path { path in
                path.addRect(CGRect(x: point.x - r, y: point.y - r / 3, width: diameter, height: r * 2 / 3))
                path.addRect(CGRect(x: point.x - r / 3, y: point.y - r, width: r * 2 / 3, height: diameter))
            }
        }
    }

    /// A path through `points` joined as `method` says: straight, a Catmull–Rom curve (as
    /// cubic Béziers whose controls are a sixth of the neighbours' difference away), or steps.
    static func interpolated(_ points: [CGPoint], method: InterpolationMethod) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        guard points.count > 1 else { return path }
        for index in 1..<points.count {
            let from = points[index - 1], to = points[index]
            switch method.kind {
            case .linear:
                path.addLine(to: to)
            case .curved:
                let before = points[max(index - 2, 0)], after = points[min(index + 1, points.count - 1)]
                let control1 = CGPoint(x: from.x + (to.x - before.x) / 6, y: from.y + (to.y - before.y) / 6)
                let control2 = CGPoint(x: to.x - (after.x - from.x) / 6, y: to.y - (after.y - from.y) / 6)
                path.addCurve(to: to, control1: control1, control2: control2)
            case .stepStart:
                path.addLine(to: CGPoint(x: to.x, y: from.y))
                path.addLine(to: to)
            case .stepEnd:
                path.addLine(to: CGPoint(x: from.x, y: to.y))
                path.addLine(to: to)
            case .stepCenter:
                let middle = (from.x + to.x) / 2
                path.addLine(to: CGPoint(x: middle, y: from.y))
                path.addLine(to: CGPoint(x: middle, y: to.y))
                path.addLine(to: to)
            }
        }
        return path
    }
}

/// The plot drawn at `size`: gridlines, then the marks in order, then their annotations.
nonisolated struct PlotDrawing: View {
    let model: ChartModel
    let size: CGSize

    var body: some View {
        let geometry = PlotGeometry(model: model, size: size)
        let grid = geometry.gridShapes()
        let (marks, annotations) = geometry.markShapes()
        let shapes = grid + marks
        return ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(0..<shapes.count, id: \.self) { index in
                draw(shapes[index])
            }
            ForEach(0..<annotations.count, id: \.self) { index in
                let annotation = annotations[index]
                if annotation.fitsX || annotation.fitsY {
                    FittedAnnotationLayout(annotation: annotation) { annotation.content.fixedSize() }
                } else {
                    Color.clear.frame(width: 0, height: 0)
                        .overlay(alignment: annotation.alignment) { annotation.content.fixedSize() }
                        .offset(x: annotation.point.x, y: annotation.point.y)
                }
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    @ViewBuilder func draw(_ shape: DrawnShape) -> some View {
        if let stroke = shape.stroke {
            shape.path.stroke(shape.style, style: stroke).opacity(shape.opacity)
        } else {
            shape.path.fill(shape.style).opacity(shape.opacity)
        }
    }
}

/// Places an annotation that its overflow resolution keeps inside the plot.
///
/// 1. Take the plot's size (the whole proposal) and measure the annotation at its ideal size.
/// 2. Put its alignment point at the annotation's point, as an unfitted one is placed.
/// 3. Move it along each fitted axis by the least that brings it inside the plot (its start
///    at the plot's start when it is larger).
struct FittedAnnotationLayout: Layout {
    let annotation: PlacedAnnotation

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        // 1.
        let size = content.sizeThatFits(.unspecified)
        // 2.
        let dimensions = content.dimensions(in: .unspecified)
        var x = bounds.minX + annotation.point.x - dimensions[annotation.alignment.horizontal]
        var y = bounds.minY + annotation.point.y - dimensions[annotation.alignment.vertical]
        // 3.
        if annotation.fitsX { x = min(max(x, bounds.minX), max(bounds.maxX - size.width, bounds.minX)) }
        if annotation.fitsY { y = min(max(y, bounds.minY), max(bounds.maxY - size.height, bounds.minY)) }
        content.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
    }
}

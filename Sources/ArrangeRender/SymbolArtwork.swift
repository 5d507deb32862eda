import Arrange
import Foundation

/// Arrange's own line drawings of the most used SF Symbol names (Apple's artwork cannot be
/// shipped, and is not copied): each is drawn in a unit square, in the symbol's frame, with
/// round caps and joins, so `chevron.right` reads as a chevron and `gear` as a gear.
///
/// A drawing has an `outline` (stroked; filled too in the `.fill` variant), `solids` (always
/// filled: dots, a play triangle) and `details` (stroked inside the outline, and cut out of it
/// in the `.fill` variant, as the flap of `envelope.fill` is). A name is looked up whole, then
/// without `.fill`, then without a `.circle` or `.square` container, which draws the symbol
/// smaller inside a circle or rounded square (cut out of a disc or a filled square with
/// `.fill`). Names with no drawing keep the lettered placeholder, with a warning.
struct SymbolArtwork {
    var outline = Path()
    var solids = Path()
    var details = Path()

    /// The stroke width in the unit square: about SF Symbols' regular weight at the medium scale
    /// (1.6 points in a 20-point symbol).
    static let lineWidth: CGFloat = 0.085
    /// How large a symbol is drawn inside its `.circle` or `.square` container.
    static let containedScale: CGFloat = 0.56

    /// How `name` is drawn: the artwork, whether filled, and its container.
    struct Resolved {
        var artwork: SymbolArtwork
        var filled: Bool
        var container: Container?
    }

    enum Container { case circle, square }

    /// The drawing for `name`, or `nil` when Arrange has none.
    static func resolve(_ name: String) -> Resolved? {
        var base = name
        var filled = false
        if let artwork = table[base] { return Resolved(artwork: artwork, filled: false, container: nil) }
        if base.hasSuffix(".fill") {
            base.removeLast(5)
            filled = true
            if let artwork = table[base] { return Resolved(artwork: artwork, filled: true, container: nil) }
        }
        for (suffix, container) in [(".circle", Container.circle), (".square", Container.square)] where base.hasSuffix(suffix) {
            let inner = String(base.dropLast(suffix.count))
            if let artwork = table[inner] ?? table[inner.replacingOccurrences(of: ".crop", with: "")] {
                return Resolved(artwork: artwork, filled: filled, container: container)
            }
        }
        return nil
    }

    // MARK: - Building blocks (unit square, y down)

    static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    static func lines(_ points: [CGPoint], closed: Bool = false) -> Path {
        var path = Path()
        path.addLines(points)
        if closed { path.closeSubpath() }
        return path
    }

    static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }

    static func rect(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat, radius: CGFloat = 0) -> Path {
        Path(roundedRect: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), cornerRadius: radius)
    }

    static func joined(_ paths: Path...) -> Path { joined(paths) }

    static func joined(_ paths: [Path]) -> Path {
        var result = Path()
        for path in paths { result.addPath(path) }
        return result
    }

    /// `path` turned by `degrees` clockwise about the square's centre.
    static func turned(_ path: Path, _ degrees: CGFloat) -> Path {
        let angle = degrees * .pi / 180
        func turn(_ point: CGPoint) -> CGPoint {
            let dx = point.x - 0.5, dy = point.y - 0.5
            return CGPoint(x: 0.5 + dx * cos(angle) - dy * sin(angle), y: 0.5 + dx * sin(angle) + dy * cos(angle))
        }
        var result = Path()
        for element in path.elements {
            switch element {
            case .move(let to): result.move(to: turn(to))
            case .line(let to): result.addLine(to: turn(to))
            case let .quadCurve(to, control): result.addQuadCurve(to: turn(to), control: turn(control))
            case let .curve(to, control1, control2): result.addCurve(to: turn(to), control1: turn(control1), control2: turn(control2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    /// A closed polygon through points at alternating radii round the centre, from the top.
    static func star(points: Int, outer: CGFloat, inner: CGFloat, centerY: CGFloat = 0.5) -> Path {
        let corners = (0..<(2 * points)).map { index -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / CGFloat(points)
            let radius = index.isMultiple(of: 2) ? outer : inner
            return p(0.5 + radius * cos(angle), centerY + radius * sin(angle))
        }
        return lines(corners, closed: true)
    }

    // MARK: - The drawings

    static let chevronRight = SymbolArtwork(outline: lines([p(0.38, 0.18), p(0.66, 0.5), p(0.38, 0.82)]))
    static let arrowRight = SymbolArtwork(outline: joined(lines([p(0.16, 0.5), p(0.84, 0.5)]), lines([p(0.56, 0.22), p(0.84, 0.5), p(0.56, 0.78)])))
    static let person = SymbolArtwork(outline: joined(
        circle(0.5, 0.3, 0.16),
        { var body = Path(); body.move(to: p(0.16, 0.86)); body.addCurve(to: p(0.84, 0.86), control1: p(0.16, 0.52), control2: p(0.84, 0.52)); body.closeSubpath(); return body }()))
    static let heart: Path = {
        var heart = Path()
        heart.move(to: p(0.5, 0.84))
        heart.addCurve(to: p(0.1, 0.4), control1: p(0.3, 0.68), control2: p(0.1, 0.58))
        heart.addCurve(to: p(0.5, 0.28), control1: p(0.1, 0.14), control2: p(0.42, 0.12))
        heart.addCurve(to: p(0.9, 0.4), control1: p(0.58, 0.12), control2: p(0.9, 0.14))
        heart.addCurve(to: p(0.5, 0.84), control1: p(0.9, 0.58), control2: p(0.7, 0.68))
        heart.closeSubpath()
        return heart
    }()
    static let gear: Path = {
        var corners: [CGPoint] = []
        let teeth = 8
        for tooth in 0..<teeth {
            let middle = CGFloat(tooth) * 2 * .pi / CGFloat(teeth)
            for (offset, radius) in [(-0.2, 0.3), (-0.12, 0.4), (0.12, 0.4), (0.2, 0.3)] as [(CGFloat, CGFloat)] {
                let angle = middle + offset
                corners.append(p(0.5 + radius * cos(angle), 0.5 + radius * sin(angle)))
            }
        }
        return lines(corners, closed: true)
    }()

    static let table: [String: SymbolArtwork] = {
        let table: [String: SymbolArtwork] = [
            "chevron.right": chevronRight,
            "chevron.forward": chevronRight,
            "chevron.left": SymbolArtwork(outline: turned(chevronRight.outline, 180)),
            "chevron.backward": SymbolArtwork(outline: turned(chevronRight.outline, 180)),
            "chevron.down": SymbolArtwork(outline: turned(chevronRight.outline, 90)),
            "chevron.up": SymbolArtwork(outline: turned(chevronRight.outline, -90)),
            "chevron.up.chevron.down": SymbolArtwork(outline: joined(
                lines([p(0.32, 0.4), p(0.5, 0.22), p(0.68, 0.4)]), lines([p(0.32, 0.6), p(0.5, 0.78), p(0.68, 0.6)]))),
            "arrow.right": arrowRight,
            "arrow.forward": arrowRight,
            "arrow.left": SymbolArtwork(outline: turned(arrowRight.outline, 180)),
            "arrow.backward": SymbolArtwork(outline: turned(arrowRight.outline, 180)),
            "arrow.down": SymbolArtwork(outline: turned(arrowRight.outline, 90)),
            "arrow.up": SymbolArtwork(outline: turned(arrowRight.outline, -90)),
            "xmark": SymbolArtwork(outline: joined(lines([p(0.24, 0.24), p(0.76, 0.76)]), lines([p(0.76, 0.24), p(0.24, 0.76)]))),
            "checkmark": SymbolArtwork(outline: lines([p(0.18, 0.52), p(0.4, 0.74), p(0.82, 0.24)])),
            "plus": SymbolArtwork(outline: joined(lines([p(0.5, 0.16), p(0.5, 0.84)]), lines([p(0.16, 0.5), p(0.84, 0.5)]))),
            "minus": SymbolArtwork(outline: lines([p(0.16, 0.5), p(0.84, 0.5)])),
            "magnifyingglass": SymbolArtwork(outline: joined(circle(0.43, 0.43, 0.25), lines([p(0.62, 0.62), p(0.84, 0.84)]))),
            "heart": SymbolArtwork(outline: heart),
            "star": SymbolArtwork(outline: star(points: 5, outer: 0.42, inner: 0.18, centerY: 0.54)),
            "person": person,
            "person.crop": person,
            "person.2": SymbolArtwork(outline: joined(
                circle(0.36, 0.34, 0.12), circle(0.68, 0.3, 0.1),
                { var body = Path(); body.move(to: p(0.1, 0.82)); body.addCurve(to: p(0.62, 0.82), control1: p(0.1, 0.54), control2: p(0.62, 0.54)); body.closeSubpath(); return body }(),
                { var body = Path(); body.move(to: p(0.7, 0.74)); body.addLine(to: p(0.92, 0.74)); body.addCurve(to: p(0.56, 0.52), control1: p(0.92, 0.54), control2: p(0.7, 0.46)); return body }())),
            "bell": SymbolArtwork(
                outline: { var bell = Path(); bell.move(to: p(0.18, 0.72)); bell.addLine(to: p(0.26, 0.62)); bell.addCurve(to: p(0.5, 0.16), control1: p(0.26, 0.3), control2: p(0.34, 0.16)); bell.addCurve(to: p(0.74, 0.62), control1: p(0.66, 0.16), control2: p(0.74, 0.3)); bell.addLine(to: p(0.82, 0.72)); bell.closeSubpath(); return bell }(),
                solids: circle(0.5, 0.84, 0.07)),
            "trash": SymbolArtwork(
                outline: joined(lines([p(0.27, 0.28), p(0.31, 0.86), p(0.69, 0.86), p(0.73, 0.28)], closed: true), lines([p(0.16, 0.28), p(0.84, 0.28)]),
                                lines([p(0.4, 0.28), p(0.4, 0.16), p(0.6, 0.16), p(0.6, 0.28)])),
                details: joined(lines([p(0.43, 0.42), p(0.44, 0.74)]), lines([p(0.57, 0.42), p(0.56, 0.74)]))),
            "house": SymbolArtwork(
                outline: joined(lines([p(0.24, 0.44), p(0.24, 0.86), p(0.76, 0.86), p(0.76, 0.44), p(0.5, 0.2)], closed: true), lines([p(0.12, 0.52), p(0.5, 0.18), p(0.88, 0.52)])),
                details: lines([p(0.42, 0.86), p(0.42, 0.64), p(0.58, 0.64), p(0.58, 0.86)])),
            "envelope": SymbolArtwork(outline: rect(0.12, 0.24, 0.88, 0.76, radius: 0.07), details: lines([p(0.16, 0.3), p(0.5, 0.56), p(0.84, 0.3)])),
            "phone": SymbolArtwork(outline: {
                var handset = Path()
                handset.move(to: p(0.22, 0.16)); handset.addLine(to: p(0.36, 0.14)); handset.addLine(to: p(0.44, 0.34)); handset.addLine(to: p(0.36, 0.42))
                handset.addCurve(to: p(0.58, 0.64), control1: p(0.42, 0.52), control2: p(0.48, 0.58)); handset.addLine(to: p(0.66, 0.56)); handset.addLine(to: p(0.86, 0.64))
                handset.addLine(to: p(0.84, 0.78)); handset.addCurve(to: p(0.22, 0.16), control1: p(0.5, 0.86), control2: p(0.14, 0.5)); handset.closeSubpath()
                return handset
            }()),
            "camera": SymbolArtwork(
                outline: joined(rect(0.1, 0.3, 0.9, 0.82, radius: 0.08), lines([p(0.34, 0.3), p(0.4, 0.2), p(0.6, 0.2), p(0.66, 0.3)])),
                details: circle(0.5, 0.56, 0.14)),
            "photo": SymbolArtwork(
                outline: rect(0.1, 0.2, 0.9, 0.8, radius: 0.07),
                solids: circle(0.68, 0.38, 0.06),
                details: lines([p(0.12, 0.74), p(0.38, 0.48), p(0.56, 0.66), p(0.68, 0.56), p(0.88, 0.74)])),
            "lock": SymbolArtwork(
                outline: joined(rect(0.22, 0.44, 0.78, 0.88, radius: 0.07),
                                { var shackle = Path(); shackle.move(to: p(0.34, 0.44)); shackle.addLine(to: p(0.34, 0.32)); shackle.addArc(center: p(0.5, 0.32), radius: 0.16, startAngle: .degrees(180), endAngle: .degrees(360), clockwise: false); shackle.addLine(to: p(0.66, 0.44)); return shackle }()),
                details: lines([p(0.5, 0.6), p(0.5, 0.72)])),
            "globe": SymbolArtwork(outline: circle(0.5, 0.5, 0.4), details: joined(
                Path(ellipseIn: CGRect(x: 0.34, y: 0.1, width: 0.32, height: 0.8)), lines([p(0.1, 0.5), p(0.9, 0.5)]), lines([p(0.5, 0.1), p(0.5, 0.9)]))),
            "square.and.arrow.up": SymbolArtwork(outline: joined(
                lines([p(0.36, 0.4), p(0.2, 0.4), p(0.2, 0.88), p(0.8, 0.88), p(0.8, 0.4), p(0.64, 0.4)]),
                lines([p(0.5, 0.1), p(0.5, 0.62)]), lines([p(0.34, 0.26), p(0.5, 0.1), p(0.66, 0.26)]))),
            "square.and.arrow.down": SymbolArtwork(outline: joined(
                lines([p(0.36, 0.4), p(0.2, 0.4), p(0.2, 0.88), p(0.8, 0.88), p(0.8, 0.4), p(0.64, 0.4)]),
                lines([p(0.5, 0.1), p(0.5, 0.62)]), lines([p(0.34, 0.46), p(0.5, 0.62), p(0.66, 0.46)]))),
            "arrow.up.right": SymbolArtwork(outline: joined(lines([p(0.22, 0.78), p(0.78, 0.22)]), lines([p(0.38, 0.22), p(0.78, 0.22), p(0.78, 0.62)]))),
            "eye": SymbolArtwork(
                outline: { var eye = Path(); eye.move(to: p(0.06, 0.5)); eye.addCurve(to: p(0.94, 0.5), control1: p(0.28, 0.14), control2: p(0.72, 0.14)); eye.addCurve(to: p(0.06, 0.5), control1: p(0.72, 0.86), control2: p(0.28, 0.86)); eye.closeSubpath(); return eye }(),
                details: circle(0.5, 0.5, 0.13)),
            "ellipsis": SymbolArtwork(solids: joined(circle(0.2, 0.5, 0.07), circle(0.5, 0.5, 0.07), circle(0.8, 0.5, 0.07))),
            "gear": SymbolArtwork(outline: gear, details: circle(0.5, 0.5, 0.12)),
            "gearshape": SymbolArtwork(outline: gear, details: circle(0.5, 0.5, 0.12)),
            "info": SymbolArtwork(outline: lines([p(0.5, 0.44), p(0.5, 0.78)]), solids: circle(0.5, 0.24, 0.07)),
            "exclamationmark": SymbolArtwork(outline: lines([p(0.5, 0.16), p(0.5, 0.6)]), solids: circle(0.5, 0.8, 0.07)),
            "questionmark": SymbolArtwork(outline: {
                var mark = Path()
                mark.move(to: p(0.3, 0.34)); mark.addCurve(to: p(0.5, 0.14), control1: p(0.3, 0.22), control2: p(0.4, 0.14))
                mark.addCurve(to: p(0.7, 0.34), control1: p(0.6, 0.14), control2: p(0.7, 0.22)); mark.addCurve(to: p(0.5, 0.58), control1: p(0.7, 0.48), control2: p(0.5, 0.46))
                mark.addLine(to: p(0.5, 0.64))
                return mark
            }(), solids: circle(0.5, 0.82, 0.07)),
            "exclamationmark.triangle": SymbolArtwork(
                outline: lines([p(0.5, 0.12), p(0.92, 0.86), p(0.08, 0.86)], closed: true),
                solids: Path(), details: joined(lines([p(0.5, 0.38), p(0.5, 0.6)]), circle(0.5, 0.73, 0.035))),
            "circle": SymbolArtwork(outline: circle(0.5, 0.5, 0.42)),
            "square": SymbolArtwork(outline: rect(0.1, 0.1, 0.9, 0.9, radius: 0.14)),
            "bookmark": SymbolArtwork(outline: lines([p(0.26, 0.12), p(0.74, 0.12), p(0.74, 0.88), p(0.5, 0.68), p(0.26, 0.88)], closed: true)),
            "calendar": SymbolArtwork(
                outline: joined(rect(0.12, 0.2, 0.88, 0.86, radius: 0.08), lines([p(0.32, 0.12), p(0.32, 0.26)]), lines([p(0.68, 0.12), p(0.68, 0.26)])),
                details: lines([p(0.12, 0.38), p(0.88, 0.38)])),
            "clock": SymbolArtwork(outline: circle(0.5, 0.5, 0.42), details: lines([p(0.5, 0.24), p(0.5, 0.5), p(0.68, 0.6)])),
            "cart": SymbolArtwork(
                outline: lines([p(0.08, 0.18), p(0.2, 0.18), p(0.3, 0.64), p(0.8, 0.64), p(0.9, 0.3), p(0.24, 0.3)]),
                solids: joined(circle(0.36, 0.8, 0.07), circle(0.74, 0.8, 0.07))),
            "folder": SymbolArtwork(outline: lines([p(0.1, 0.82), p(0.1, 0.22), p(0.38, 0.22), p(0.46, 0.32), p(0.9, 0.32), p(0.9, 0.82)], closed: true)),
            "paperplane": SymbolArtwork(
                outline: lines([p(0.1, 0.46), p(0.9, 0.12), p(0.6, 0.9), p(0.46, 0.56)], closed: true),
                details: lines([p(0.46, 0.56), p(0.9, 0.12)])),
            "pencil": SymbolArtwork(outline: lines([p(0.7, 0.14), p(0.86, 0.3), p(0.34, 0.82), p(0.14, 0.86), p(0.18, 0.66)], closed: true)),
            "square.and.pencil": SymbolArtwork(outline: joined(
                lines([p(0.5, 0.2), p(0.14, 0.2), p(0.14, 0.86), p(0.8, 0.86), p(0.8, 0.5)]),
                lines([p(0.76, 0.1), p(0.9, 0.24), p(0.52, 0.62), p(0.36, 0.64), p(0.38, 0.48)], closed: true))),
            "line.3.horizontal": SymbolArtwork(outline: joined(
                lines([p(0.16, 0.28), p(0.84, 0.28)]), lines([p(0.16, 0.5), p(0.84, 0.5)]), lines([p(0.16, 0.72), p(0.84, 0.72)]))),
            "slider.horizontal.3": SymbolArtwork(
                outline: joined(lines([p(0.12, 0.26), p(0.88, 0.26)]), lines([p(0.12, 0.5), p(0.88, 0.5)]), lines([p(0.12, 0.74), p(0.88, 0.74)])),
                solids: joined(circle(0.66, 0.26, 0.08), circle(0.34, 0.5, 0.08), circle(0.58, 0.74, 0.08))),
            "doc": SymbolArtwork(
                outline: lines([p(0.22, 0.1), p(0.6, 0.1), p(0.8, 0.3), p(0.8, 0.9), p(0.22, 0.9)], closed: true),
                details: lines([p(0.6, 0.1), p(0.6, 0.3), p(0.8, 0.3)])),
            "link": SymbolArtwork(outline: joined(
                turned(rect(0.14, 0.38, 0.58, 0.62, radius: 0.12), -45), turned(rect(0.42, 0.38, 0.86, 0.62, radius: 0.12), -45))),
            "mic": SymbolArtwork(
                outline: rect(0.36, 0.1, 0.64, 0.62, radius: 0.14),
                details: joined({ var stand = Path(); stand.move(to: p(0.24, 0.46)); stand.addCurve(to: p(0.76, 0.46), control1: p(0.24, 0.82), control2: p(0.76, 0.82)); return stand }(),
                                lines([p(0.5, 0.74), p(0.5, 0.9)]))),
            "play": SymbolArtwork(solids: lines([p(0.28, 0.14), p(0.84, 0.5), p(0.28, 0.86)], closed: true)),
            "pause": SymbolArtwork(solids: joined(rect(0.26, 0.16, 0.42, 0.84, radius: 0.04), rect(0.58, 0.16, 0.74, 0.84, radius: 0.04))),
            "location": SymbolArtwork(outline: lines([p(0.84, 0.16), p(0.14, 0.46), p(0.48, 0.52), p(0.54, 0.86)], closed: true)),
            "map": SymbolArtwork(
                outline: lines([p(0.1, 0.22), p(0.36, 0.12), p(0.64, 0.24), p(0.9, 0.14), p(0.9, 0.78), p(0.64, 0.88), p(0.36, 0.76), p(0.1, 0.86)], closed: true),
                details: joined(lines([p(0.36, 0.12), p(0.36, 0.76)]), lines([p(0.64, 0.24), p(0.64, 0.88)]))),
            "bolt": SymbolArtwork(outline: lines([p(0.58, 0.08), p(0.22, 0.56), p(0.48, 0.56), p(0.42, 0.92), p(0.78, 0.42), p(0.52, 0.42)], closed: true)),
            "flag": SymbolArtwork(outline: joined(lines([p(0.22, 0.1), p(0.22, 0.9)]), lines([p(0.22, 0.16), p(0.82, 0.16), p(0.68, 0.36), p(0.82, 0.56), p(0.22, 0.56)], closed: true))),
            "tag": SymbolArtwork(outline: lines([p(0.12, 0.12), p(0.52, 0.12), p(0.9, 0.5), p(0.5, 0.9), p(0.12, 0.52)], closed: true), details: circle(0.32, 0.32, 0.05)),
            "wifi": SymbolArtwork(
                outline: joined(
                    { var arc = Path(); arc.addArc(center: p(0.5, 0.82), radius: 0.62, startAngle: .degrees(228), endAngle: .degrees(312), clockwise: false); return arc }(),
                    { var arc = Path(); arc.addArc(center: p(0.5, 0.82), radius: 0.4, startAngle: .degrees(228), endAngle: .degrees(312), clockwise: false); return arc }()),
                solids: circle(0.5, 0.78, 0.08)),
            "sun.max": SymbolArtwork(outline: joined(circle(0.5, 0.5, 0.17), joined((0..<8).map { ray -> Path in
                let angle = CGFloat(ray) * .pi / 4
                return lines([p(0.5 + 0.28 * cos(angle), 0.5 + 0.28 * sin(angle)), p(0.5 + 0.4 * cos(angle), 0.5 + 0.4 * sin(angle))])
            }))),
            "square.grid.2x2": SymbolArtwork(outline: joined(
                rect(0.12, 0.12, 0.44, 0.44, radius: 0.06), rect(0.56, 0.12, 0.88, 0.44, radius: 0.06),
                rect(0.12, 0.56, 0.44, 0.88, radius: 0.06), rect(0.56, 0.56, 0.88, 0.88, radius: 0.06))),
            "arrow.clockwise": SymbolArtwork(outline: joined(
                { var arc = Path(); arc.addArc(center: p(0.5, 0.54), radius: 0.32, startAngle: .degrees(-60), endAngle: .degrees(240), clockwise: false); return arc }(),
                lines([p(0.62, 0.14), p(0.68, 0.28), p(0.52, 0.32)]))),
            "bubble.left": SymbolArtwork(outline: joined(rect(0.1, 0.16, 0.9, 0.7, radius: 0.16), lines([p(0.26, 0.7), p(0.2, 0.88), p(0.42, 0.7)]))),
            "cloud": SymbolArtwork(outline: {
                var cloud = Path()
                cloud.move(to: p(0.26, 0.76)); cloud.addCurve(to: p(0.3, 0.46), control1: p(0.06, 0.76), control2: p(0.08, 0.46))
                cloud.addCurve(to: p(0.7, 0.4), control1: p(0.34, 0.2), control2: p(0.66, 0.18)); cloud.addCurve(to: p(0.74, 0.76), control1: p(0.94, 0.42), control2: p(0.94, 0.76))
                cloud.closeSubpath()
                return cloud
            }()),
            "moon": SymbolArtwork(outline: {
                var moon = Path()
                moon.move(to: p(0.56, 0.12)); moon.addCurve(to: p(0.88, 0.64), control1: p(0.4, 0.36), control2: p(0.56, 0.72))
                moon.addCurve(to: p(0.56, 0.12), control1: p(0.74, 0.96), control2: p(0.04, 0.88))
                moon.closeSubpath()
                return moon
            }()),
        ]
        return table
    }()
}

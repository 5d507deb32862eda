import Arrange
import CPangoCairo
import Foundation

/// What the picture cuts off: the picture is the root's reported size (or the canvas asked
/// for), so a view drawn beyond it — moved by `offset` or a transform, a shadow's blur, content
/// overflowing a fixed frame — is cut at the picture's edge. Arrange keeps that crop, as a
/// screenshot of the phone would, and says what was cut in one warning.
///
/// 1. Each node that paints (content or a shadow) measures its frame, grown by the shadow's
///    blur and offset, in device units through the transforms in force.
/// 2. The part inside the clips in force (`clipped()`, `clipShape`, a scroll view's bounds) is
///    compared with the picture; passing an edge by more than `tolerance` points counts.
/// 3. After drawing, the views that passed are named in one warning, the farthest first, at
///    most `namedViews` of them, with the edges and how far.
extension RenderSession {
    /// How far a view may pass the picture's edge before it counts as cut, in points: edges of
    /// anti-aliasing and layout rounding.
    static let cutOffTolerance: CGFloat = 1
    /// How many cut views the warning names.
    static let namedCutOffViews = 3

    /// 1. and 2. Notes whether `index`, drawn with `context`'s current matrix, passes the
    /// picture's edge outside every clip.
    func noteCutOff(_ index: Int, in frame: CGRect, on context: OpaquePointer) {
        guard !isDrawingShadowSilhouette else { return }
        let node = nodes[index]
        var painted = frame
        if case .none = node.content {
            guard node.drawing.shadow != nil else { return }
        }
        if let shadow = node.drawing.shadow, shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite {
            let blur = max(shadow.radius, 0)
            painted = painted.union(frame.offsetBy(dx: shadow.x, dy: shadow.y).insetBy(dx: -blur, dy: -blur))
        }
        var device = Self.deviceBox(of: painted, on: context)
        if let clip = clipBoxes.last { device = device.intersection(clip) }
        guard !device.isNull, !device.isEmpty else { return }
        let scale = canvas.scale
        let past = (
            left: -device.minX / scale, top: -device.minY / scale,
            right: (device.maxX - CGFloat(canvas.deviceWidth)) / scale, bottom: (device.maxY - CGFloat(canvas.deviceHeight)) / scale)
        var edges: [(String, CGFloat)] = []
        if past.left > Self.cutOffTolerance { edges.append(("left", past.left)) }
        if past.top > Self.cutOffTolerance { edges.append(("top", past.top)) }
        if past.right > Self.cutOffTolerance { edges.append(("right", past.right)) }
        if past.bottom > Self.cutOffTolerance { edges.append(("bottom", past.bottom)) }
        guard !edges.isEmpty else { return }
        cutOffViews.append((index, edges))
    }

    /// The device-unit box of `rect` through `context`'s current matrix.
    static func deviceBox(of rect: CGRect, on context: OpaquePointer) -> CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var deviceX = Double(x), deviceY = Double(y)
            cairo_user_to_device(context, &deviceX, &deviceY)
            xs.append(deviceX)
            ys.append(deviceY)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(), [minX, maxX, minY, maxY].allSatisfy(\.isFinite)
        else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// 3. The warning for what was cut, if anything was.
    func warnAboutCutOffViews() {
        guard !cutOffViews.isEmpty else { return }
        let farthest = cutOffViews.sorted { lhs, rhs in
            (lhs.edges.map(\.1).max() ?? 0) > (rhs.edges.map(\.1).max() ?? 0)
        }
        let named = farthest.prefix(Self.namedCutOffViews).map { cut in
            "\(path(of: cut.index)) (" + cut.edges.map { "\(LengthFormat.length($0.1)) pt past the \($0.0) edge" }.joined(separator: ", ") + ")"
        }
        warn(.drawingCutOff(views: named, count: cutOffViews.count))
    }
}

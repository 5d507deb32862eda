import Arrange
import Foundation

/// The corners of a rectangle, as UIKit's `UIRectCorner`: which corners
/// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A set of corners.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path as Core Graphics keeps it, as `CGPath`: what `UIBezierPath.cgPath` gives and
/// `Path(_:)` takes. Holds an Arrange `Path`.
public final class CGPath: @unchecked Sendable {
    /// The path's commands.
    public let path: Path

    init(_ path: Path) {
        self.path = path
    }

    /// The smallest rectangle holding the path's points and control points.
    public var boundingBox: CGRect { path.boundingRect }
}

extension Path {
    /// The path of a Core Graphics path (`Path(bezier.cgPath)`).
    public init(_ path: CGPath) {
        self = path.path
    }
}

/// A path built in UIKit's y-down coordinates, as UIKit's `UIBezierPath`: the initialisers and
/// commands shape code uses, turned into an Arrange `Path` by `cgPath`.
///
/// `fill()` and `stroke()` draw into the current UIKit graphics context; a shape's
/// `path(in:)` has none, so they draw nothing (the returned `Path` is what SwiftUI draws).
open class UIBezierPath {
    /// The path built so far.
    public private(set) var path = Path()
    /// The width `stroke()` would use.
    open var lineWidth: CGFloat = 1
    /// Whether filling uses the even-odd rule.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addPath(Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous))
    }

    /// A rectangle with `corners` rounded by `cornerRadii.width` (UIKit reads the width alone).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let radius = cornerRadii.width
        func radiusOf(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let radii = RectangleCornerRadii(
            topLeading: radiusOf(.topLeft), bottomLeading: radiusOf(.bottomLeft), bottomTrailing: radiusOf(.bottomRight),
            topTrailing: radiusOf(.topRight))
        path.addPath(Path(roundedRect: rect, cornerRadii: radii, style: .circular))
    }

    /// An arc of a circle; `clockwise` as seen on screen (UIKit's y-down coordinates).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of Core Graphics' commands.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The commands as a Core Graphics path.
    open var cgPath: CGPath { CGPath(path) }
    /// The point the next command starts from.
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// The smallest rectangle holding the path.
    open var bounds: CGRect { path.boundingRect }
    /// Whether the path has no commands.
    open var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic Bézier curve to `point`.
    open func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: point, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve to `point`.
    open func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: point, control: controlPoint) }
    /// An arc of a circle, angles in radians; `clockwise` as seen on screen, the opposite of
    /// SwiftUI's `Path.addArc(clockwise:)` in the same y-down coordinates.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Adds `other`'s commands.
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }
    /// Removes every command.
    open func removeAllPoints() { path = Path() }

    /// Fills the path in the current graphics context: a shape's `path(in:)` has none, so nothing is drawn.
    open func fill() {}
    /// Strokes the path in the current graphics context: nothing is drawn (see `fill()`).
    open func stroke() {}
}

extension UIColor {
    /// Makes this the fill colour of the current graphics context: there is none at rest.
    public func setFill() {}
    /// Makes this the stroke colour of the current graphics context: there is none at rest.
    public func setStroke() {}
    /// Makes this the fill and stroke colour of the current graphics context: there is none at rest.
    public func set() {}
}

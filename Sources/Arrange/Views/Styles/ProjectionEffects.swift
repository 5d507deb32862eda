import Foundation

/// A projective transform of the plane, as SwiftUI's `ProjectionTransform`: a point (x, y) is
/// the row (x, y, 1) times the matrix, divided by its third component w:
///
///     x' = (m11·x + m21·y + m31) / w,  y' = (m12·x + m22·y + m32) / w,  w = m13·x + m23·y + m33
///
/// Invariants: none beyond the nine numbers. It is affine when m13 = m23 = 0 and m33 = 1;
/// otherwise it is a perspective, and a point where w ≤ 0 lies behind the eye and is not
/// drawn. `a.concatenating(b)` applies `a` first.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `t`.
    public init(_ t: CGAffineTransform) {
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m31 = t.tx; m32 = t.ty
    }

    /// The transform with these nine numbers.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat, m32: CGFloat,
        m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether this is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Whether every number is finite.
    public var isFinite: Bool { [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite) }

    /// `self`, then `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31,
            m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32,
            m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33,
            m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31,
            m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32,
            m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33,
            m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31,
            m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32,
            m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33)
    }

    /// The inverse, or `nil` when there is none (determinant 0 or not finite).
    public func inverted() -> ProjectionTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let scale = 1 / determinant
        return ProjectionTransform(
            m11: c11 * scale, m12: c12 * scale, m13: c13 * scale,
            m21: (m23 * m31 - m21 * m33) * scale, m22: (m11 * m33 - m13 * m31) * scale, m23: (m13 * m21 - m11 * m23) * scale,
            m31: (m21 * m32 - m22 * m31) * scale, m32: (m12 * m31 - m11 * m32) * scale, m33: (m11 * m22 - m12 * m21) * scale)
    }

    /// `point` through the transform, with the w it was divided by (w ≤ 0: behind the eye).
    public func project(_ point: CGPoint) -> (point: CGPoint, w: CGFloat) {
        let w = m13 * point.x + m23 * point.y + m33
        return (CGPoint(x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w), w)
    }

    /// The affine part alone (perspective dropped, divided by m33): what PDF and SVG draw.
    public var affinePart: CGAffineTransform {
        let w = m33 != 0 && m33.isFinite ? m33 : 1
        return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
    }
}

/// A `rotation3DEffect` as written; its transform depends on the size of the view it turns.
public struct Rotation3D: Hashable, Sendable {
    /// The angle, in radians.
    public var angle: CGFloat
    /// The axis the view turns about (x right, y down, z toward the eye), not necessarily a unit vector.
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The point of the view the axis passes through.
    public var anchor: UnitPoint
    /// How far toward the eye the axis passes, in points.
    public var anchorZ: CGFloat
    /// How strong the perspective is: the eye stands `max(width, height) / perspective` points
    /// in front of the view (0: no perspective).
    public var perspective: CGFloat

    /// A turn by `angle` radians about `axis` through `anchor` and `anchorZ`.
    public init(angle: CGFloat, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// Equal when every number is.
    public static func == (lhs: Rotation3D, rhs: Rotation3D) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor && lhs.anchorZ == rhs.anchorZ
            && lhs.perspective == rhs.perspective
    }

    /// Hashes every number.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(angle); hasher.combine(axis.x); hasher.combine(axis.y); hasher.combine(axis.z)
        hasher.combine(anchor); hasher.combine(anchorZ); hasher.combine(perspective)
    }

    /// The transform for a view of `size`, in its own space, as SwiftUI builds it:
    ///
    /// 1. move the anchor (x, y, anchorZ) to the origin;
    /// 2. turn about the unit axis by the angle (Rodrigues' rotation; positive turns the
    ///    trailing side away from the eye about y, as on iOS);
    /// 3. divide by w = 1 − z / d, with d = max(width, height) / perspective the eye's distance;
    /// 4. move the anchor back; z is then dropped.
    public func transform(for size: CGSize) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else { return ProjectionTransform() }
        let (ux, uy, uz) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        // 2. The rotation, as columns act on column vectors.
        let r = [
            [t * ux * ux + c, t * ux * uy - s * uz, t * ux * uz + s * uy],
            [t * ux * uy + s * uz, t * uy * uy + c, t * uy * uz - s * ux],
            [t * ux * uz - s * uy, t * uy * uz + s * ux, t * uz * uz + c],
        ]
        let ax = anchor.x * size.width, ay = anchor.y * size.height, az = anchorZ.isFinite ? anchorZ : 0
        let side = max(size.width, size.height)
        // 3. −1/d: no perspective for a view of no size or a perspective of 0 or not finite.
        let inverseDistance = side > 0 && perspective.isFinite ? perspective / side : 0
        // A point (x, y, 0) after 1. and 2. is r·(x − ax, y − ay, −az); after 3. and 4. its
        // homogeneous coordinates are (X + ax·w, Y + ay·w, w) with w = 1 − Z/d.
        func row(_ i: Int) -> (CGFloat, CGFloat, CGFloat) {
            (r[i][0], r[i][1], -(r[i][0] * ax + r[i][1] * ay + r[i][2] * az))
        }
        let (x1, x2, x0) = row(0), (y1, y2, y0) = row(1), (z1, z2, z0) = row(2)
        let w1 = -inverseDistance * z1, w2 = -inverseDistance * z2, w0 = 1 - inverseDistance * z0
        return ProjectionTransform(
            m11: x1 + ax * w1, m12: y1 + ay * w1, m13: w1,
            m21: x2 + ax * w2, m22: y2 + ay * w2, m23: w2,
            m31: x0 + ax * w0, m32: y0 + ay * w0, m33: w0)
    }
}

nonisolated extension View {
    /// Draws this view through `transform`, in its own space (the origin at its top-leading
    /// corner), after the effects written inside this one. No effect on layout.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        projectionEffect(ProjectionTransform(transform))
    }

    /// Draws this view through the projective `transform`, in its own space. A perspective
    /// draws a real perspective in PNG pictures (each pixel projected); PDF and SVG draw its
    /// affine part. No effect on layout.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        let problems: [LayoutDiagnostic.Kind] = transform.isFinite ? [] : [.invalidValue(modifier: "projectionEffect", value: .nan)]
        let clean = transform.isFinite ? transform : ProjectionTransform()
        return modifyingNodes("projectionEffect", diagnostics: problems) { $0.drawing.transforms.append(.projection(clean)) }
    }

    /// Draws this view turned by `angle` about `axis` through `anchor` (and `anchorZ` toward
    /// the eye), seen in perspective from `max(width, height) / perspective` points away, as
    /// SwiftUI does (`Rotation3D`). A turn that puts part of the view behind the eye draws the
    /// part in front, with a warning. No effect on layout.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some View {
        var problems: [LayoutDiagnostic.Kind] = []
        for (value, finite) in [(angle.radians, angle.radians.isFinite), (anchorZ, anchorZ.isFinite), (perspective, perspective.isFinite)] where !finite {
            problems.append(.invalidValue(modifier: "rotation3DEffect", value: value))
        }
        let rotation = Rotation3D(
            angle: angle.radians.isFinite ? angle.radians : 0, axis: axis, anchor: anchor, anchorZ: anchorZ.isFinite ? anchorZ : 0,
            perspective: perspective.isFinite ? perspective : 1)
        return modifyingNodes("rotation3DEffect", diagnostics: problems) { $0.drawing.transforms.append(.rotation3D(rotation)) }
    }
}

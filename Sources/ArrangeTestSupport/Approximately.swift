import Foundation

/// The one tolerance layout tests compare with: layout is exact, but 266.666… is not.
public let layoutTolerance: CGFloat = 1e-9

/// Whether two lengths are equal within `layoutTolerance`.
public func approximatelyEqual(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = layoutTolerance) -> Bool {
    a == b || abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Whether two sizes are equal within `layoutTolerance`.
public func approximatelyEqual(_ a: CGSize, _ b: CGSize, tolerance: CGFloat = layoutTolerance) -> Bool {
    approximatelyEqual(a.width, b.width, tolerance: tolerance) && approximatelyEqual(a.height, b.height, tolerance: tolerance)
}

/// Whether two rectangles are equal within `layoutTolerance`.
public func approximatelyEqual(_ a: CGRect?, _ b: CGRect?, tolerance: CGFloat = layoutTolerance) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return approximatelyEqual(a.origin.x, b.origin.x, tolerance: tolerance) && approximatelyEqual(a.origin.y, b.origin.y, tolerance: tolerance)
        && approximatelyEqual(a.size, b.size, tolerance: tolerance)
}

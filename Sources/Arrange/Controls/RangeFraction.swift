import Foundation

/// Where a value lies in a range, as a fraction 0…1 (a slider's thumb, a gauge's fill),
/// repaired when it cannot be shown, with the problem for the view named `view`:
///
/// 1. A range with an infinite bound or no length (`5...5`) shows the lower bound.
/// 2. A NaN value shows the lower bound.
/// 3. A value outside the range shows the nearer bound.
enum RangeFraction {
    static func of(_ value: Double, lower: Double, upper: Double, view: String) -> (Double, LayoutDiagnostic.Kind?) {
        let range = "\(LengthFormat.length(CGFloat(lower)))…\(LengthFormat.length(CGFloat(upper)))"
        // 1.
        guard lower.isFinite, upper.isFinite, upper > lower else {
            return (0, .invalidControlRange(view: view, range: range, shown: "the lower bound"))
        }
        // 2.
        if value.isNaN { return (0, .controlValueOutOfRange(view: view, value: value, range: range, shown: "the lower bound")) }
        // 3.
        if value < lower { return (0, .controlValueOutOfRange(view: view, value: value, range: range, shown: "the lower bound")) }
        if value > upper { return (1, .controlValueOutOfRange(view: view, value: value, range: range, shown: "the upper bound")) }
        return ((value - lower) / (upper - lower), nil)
    }
}

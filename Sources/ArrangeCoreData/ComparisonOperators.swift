import Foundation

/// The operators of Darwin's `NSComparisonPredicate.Operator` that Foundation on Linux lacks:
/// code that switches over every operator (`case .customSelector:`) compiles, and the case
/// never matches, as no predicate on Linux has such an operator. (An enum gains no case in an
/// extension: `.customSelector` in a pattern is this type's, matched with `~=`.)
public struct ComparisonOperatorLinuxLacks: Sendable {
    /// Darwin's `customSelector` operator (a comparison by an Objective-C selector).
    public static var customSelector: ComparisonOperatorLinuxLacks { ComparisonOperatorLinuxLacks() }

    /// Never: no operator on Linux is one Linux lacks.
    public static func ~= (pattern: ComparisonOperatorLinuxLacks, value: NSComparisonPredicate.Operator) -> Bool { false }
}

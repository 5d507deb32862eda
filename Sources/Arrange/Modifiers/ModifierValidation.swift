import Foundation

/// `length` if it is finite; otherwise 0, with an `invalidValue` diagnostic naming `modifier`
/// appended to `problems`. Padding and position use it: a NaN or infinite inset or coordinate
/// acts as 0 and is reported.
func finiteLength(_ length: CGFloat, modifier: String, into problems: inout [LayoutDiagnostic.Kind]) -> CGFloat {
    if length.isFinite { return length }
    problems.append(.invalidValue(modifier: modifier, value: length))
    return 0
}

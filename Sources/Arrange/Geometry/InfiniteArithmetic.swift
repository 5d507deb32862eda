import Foundation

extension CGFloat {
    /// `self − other`, except that equal infinities are 0 apart instead of NaN. Infinite
    /// views (a `Color` proposed ∞) have infinite guides and edges; lining up two such guides,
    /// or measuring from one to its infinite edge, must not produce NaN.
    func minusAligned(_ other: CGFloat) -> CGFloat {
        self.isInfinite && self == other ? 0 : self - other
    }
}

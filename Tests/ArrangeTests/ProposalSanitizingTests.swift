import Foundation
import Testing

@testable import Arrange

/// The door's first check (`ProposedViewSize.isSanitized`, read from the lengths' bits) must say
/// yes exactly when sanitizing would change nothing, bit for bit: a proposal it waves through
/// is the size cache's key as it is.
@Suite("ProposedViewSize: a proposal needs sanitizing exactly when sanitizing changes it")
struct ProposalSanitizingTests {
    /// Lengths at every edge of the rule: unspecified, ±0, the smallest subnormal, ordinary
    /// lengths, the largest finite, ±∞ and NaNs of both signs.
    static let lengths: [CGFloat?] = [
        nil, 0, -0.0, CGFloat.leastNonzeroMagnitude, -CGFloat.leastNonzeroMagnitude, 1, 390, -5,
        CGFloat.greatestFiniteMagnitude, -CGFloat.greatestFiniteMagnitude, .infinity, -.infinity, .nan, -CGFloat.nan,
    ]

    /// The bits of a length, `nil` kept apart.
    static func bits(_ length: CGFloat?) -> UInt? { length?.bitPattern }

    @Test func aProposalIsSanitizedExactlyWhenSanitizingLeavesItsBitsAsTheyAre() {
        for width in Self.lengths {
            for height in Self.lengths {
                let proposal = ProposedViewSize(width: width, height: height)
                let clean = proposal.sanitized
                let unchanged = Self.bits(clean.width) == Self.bits(width) && Self.bits(clean.height) == Self.bits(height)
                #expect(proposal.isSanitized == unchanged, "\(String(describing: width)) × \(String(describing: height))")
            }
        }
    }

    @Test func negativeZeroAndNaNAreNotSanitizedButInfinityIs() {
        #expect(!ProposedViewSize(width: -0.0, height: 10).isSanitized)
        #expect(!ProposedViewSize(width: 10, height: .nan).isSanitized)
        #expect(!ProposedViewSize(width: -1, height: nil).isSanitized)
        #expect(ProposedViewSize(width: .infinity, height: 0).isSanitized)
        #expect(ProposedViewSize.unspecified.isSanitized)
    }
}

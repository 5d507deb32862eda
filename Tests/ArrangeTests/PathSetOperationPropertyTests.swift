// The set operations checked against the fill rules point by point and against each other by
// area, on seeded random polygons and curved shapes: corners and frames on a coarse grid, so
// that edges cross themselves, overlap along lines, meet at corners, curves touch and shapes
// nest as often as they do in drawn shapes.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Path set operations on random shapes")
struct PathSetOperationPropertyTests {
    /// One to two subpaths of three to seven corners on a 10-point grid in 0…100.
    static func polygon(_ random: inout SplitMix64) -> Path {
        var path = Path()
        for _ in 0...random.below(2) {
            let corners = 3 + random.below(5)
            path.addLines((0..<corners).map { _ in CGPoint(x: CGFloat(random.below(11)) * 10, y: CGFloat(random.below(11)) * 10) })
            path.closeSubpath()
        }
        return path
    }

    /// One to three ellipses or rounded rectangles with corners on a 5-point grid in 0…100,
    /// so that curves cross, touch and share tangents.
    static func curved(_ random: inout SplitMix64) -> Path {
        var path = Path()
        for _ in 0...random.below(3) {
            let x = CGFloat(random.below(13)) * 5, y = CGFloat(random.below(13)) * 5
            let rect = CGRect(x: x, y: y, width: CGFloat(1 + random.below(8)) * 5, height: CGFloat(1 + random.below(8)) * 5)
            if random.chance(1, in: 2) {
                path.addEllipse(in: rect)
            } else {
                path.addPath(Path(roundedRect: rect, cornerRadius: CGFloat(random.below(3)) * 2.5))
            }
        }
        return path
    }

    @Test(arguments: [false, true])
    func everyResultFillsWhatTheRuleSaysAndTheAreasAddUp(eoFill: Bool) {
        for seed in 1...80 as ClosedRange<UInt64> {
            var random = SplitMix64(seed: seed)
            let a = seed % 2 == 0 ? Self.polygon(&random) : Self.curved(&random)
            let b = seed % 3 == 0 ? Self.polygon(&random) : Self.curved(&random)
            let union = a.union(b, eoFill: eoFill), intersection = a.intersection(b, eoFill: eoFill)
            let difference = a.subtracting(b, eoFill: eoFill), symmetric = a.symmetricDifference(b, eoFill: eoFill)
            // Point by point, off the grid lines: each result holds what the operation says.
            for _ in 0..<25 {
                let p = CGPoint(x: CGFloat(random.below(1_000)) / 10 + 0.037, y: CGFloat(random.below(1_000)) / 10 + 0.061)
                let inA = a.contains(p, eoFill: eoFill), inB = b.contains(p, eoFill: eoFill)
                for (name, result, expected) in [
                    ("union", union, inA || inB), ("intersection", intersection, inA && inB),
                    ("subtracting", difference, inA && !inB), ("symmetricDifference", symmetric, inA != inB),
                ] {
                    #expect(result.contains(p) == expected, "seed \(seed), \(name) at \(p)")
                    #expect(result.contains(p, eoFill: true) == expected, "seed \(seed), \(name) by even-odd at \(p)")
                }
            }
            // By area: |A ∪ B| + |A ∩ B| = |A| + |B|, |A − B| + |A ∩ B| = |A|, |A △ B| = |A ∪ B| − |A ∩ B|.
            let areaA = PathSetOperationTests.area(a.normalized(eoFill: eoFill)), areaB = PathSetOperationTests.area(b.normalized(eoFill: eoFill))
            let u = PathSetOperationTests.area(union), i = PathSetOperationTests.area(intersection), d = PathSetOperationTests.area(difference), x = PathSetOperationTests.area(symmetric)
            #expect(abs(u + i - areaA - areaB) < 0.01, "seed \(seed)")
            #expect(abs(d + i - areaA) < 0.01, "seed \(seed)")
            #expect(abs(x - (u - i)) < 0.01, "seed \(seed)")
            #expect(min(u, i, d, x) > -0.01, "seed \(seed): no result winds negatively")
        }
    }
}

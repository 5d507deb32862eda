// The first step of the path set operations: which edges are tested against each other, and
// where they are cut.
import Foundation
import Testing

@testable import Arrange

@Suite struct SegmentCrossingsTests {
    static func edge(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> GridEdge {
        GridEdge(from: GridPoint(CGPoint(x: x0, y: y0)), to: GridPoint(CGPoint(x: x1, y: y1)))
    }

    @Test func aStackOfLongLinesIsSweptAcrossThemNotAlong() {
        // 200 lines 100 points long, 0.5 apart down: swept down, each meets only its
        // neighbours (their boxes touch); swept across, every pair would be tested (19,900).
        let lines = (0..<200).map { Self.edge(0, CGFloat($0) * 0.5, 100, CGFloat($0) * 0.5 + 0.5) }
        var tested = 0
        SegmentCrossings.overlappingPairs(lines) { _, _ in tested += 1; return true }
        #expect(tested == 199)
    }

    @Test func theSweepStopsWhenAskedTo() {
        let lines = (0..<10).map { Self.edge(0, 0, 100, CGFloat($0)) }
        var tested = 0
        SegmentCrossings.overlappingPairs(lines) { _, _ in tested += 1; return tested < 3 }
        #expect(tested == 3)
    }

    @Test func crossingsTeesAndOverlapsAreCut() {
        let across = Self.edge(0, 0, 100, 0)
        // A proper crossing cuts both at the crossing.
        let (onAcross, onDown) = SegmentCrossings.cuts(across, Self.edge(50, -10, 50, 10))
        #expect(onAcross == [GridPoint(CGPoint(x: 50, y: 0))] && onDown == [GridPoint(CGPoint(x: 50, y: 0))])
        // A tee: the end on the other's middle cuts it, and itself is not cut.
        let tee = SegmentCrossings.cuts(across, Self.edge(30, 0, 30, 10))
        #expect(tee.onE == [GridPoint(CGPoint(x: 30, y: 0))] && tee.onF.isEmpty)
        // An overlap along the line: each end inside the other cuts it.
        let overlap = SegmentCrossings.cuts(across, Self.edge(60, 0, 150, 0))
        #expect(overlap.onE == [GridPoint(CGPoint(x: 60, y: 0))] && overlap.onF == [GridPoint(CGPoint(x: 100, y: 0))])
        // An end within 0.75 grid unit (about 0.00001 point) of the line counts as on it: here
        // half a unit above a slanted line, and the line is cut at that end.
        let slanted = GridEdge(from: GridPoint(x: 0, y: 0), to: GridPoint(x: 1_000, y: 3))
        let near = SegmentCrossings.cuts(slanted, GridEdge(from: GridPoint(x: 500, y: 2), to: GridPoint(x: 500, y: 1_000)))
        #expect(near.onE == [GridPoint(x: 500, y: 2)] && near.onF.isEmpty)
        let apart = SegmentCrossings.cuts(slanted, GridEdge(from: GridPoint(x: 500, y: 3), to: GridPoint(x: 500, y: 1_000)))
        #expect(apart.onE.isEmpty && apart.onF.isEmpty, "1.5 units away: neither on it nor crossing")
        // Edges meeting only at an end are not cut.
        let corner = SegmentCrossings.cuts(across, Self.edge(100, 0, 100, 50))
        #expect(corner.onE.isEmpty && corner.onF.isEmpty)
    }
}

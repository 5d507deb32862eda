// iOS 17's set operations on paths and shapes (`union`, `intersection`, `subtracting`,
// `symmetricDifference`, `lineIntersection`, `lineSubtraction`, `normalized`) and
// `contains(_:eoFill:)`, by the areas and lengths of their results.
import Arrange
import Foundation
import Testing

@Suite("Path set operations")
struct PathSetOperationTests {
    /// A result's subpaths as their points, with whether each is closed.
    static func subpaths(_ path: Path) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        for element in path.elements {
            switch element {
            case .move(let p): result.append(([p], false))
            case .line(let p): result[result.count - 1].points.append(p)
            case .closeSubpath: result[result.count - 1].closed = true
            case .quadCurve, .curve: Issue.record("a set operation's result has only lines: \(element)")
            }
        }
        return result
    }

    /// The shoelace area of each closed subpath: positive clockwise on the y-down screen.
    static func signedAreas(_ path: Path) -> [CGFloat] {
        subpaths(path).filter(\.closed).map { loop in
            let points = loop.points
            return points.indices.reduce(0) { sum, i in
                let a = points[i], b = points[(i + 1) % points.count]
                return sum + (a.x * b.y - b.x * a.y)
            } / 2
        }
    }

    /// The area a result fills (outer loops add, holes take away).
    static func area(_ path: Path) -> CGFloat { signedAreas(path).reduce(0, +) }

    /// The length of a result's lines.
    static func length(_ path: Path) -> CGFloat {
        subpaths(path).reduce(0) { sum, subpath in
            let walked = subpath.closed ? subpath.points + [subpath.points[0]] : subpath.points
            return sum + zip(walked, walked.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
    }

    static func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat) -> Path {
        Path(CGRect(x: x, y: y, width: side, height: side))
    }

    @Test func aSquareMinusACentredSquareIsARingWithAHole() {
        let ring = Self.square(0, 0, 100).subtracting(Self.square(25, 25, 50))
        #expect(abs(Self.area(ring) - 7_500) < 1e-6, "\(Self.area(ring))")
        // The outer loop runs clockwise on screen, the hole the other way, so both rules agree.
        #expect(Self.signedAreas(ring).sorted().map { ($0 * 1e6).rounded() / 1e6 } == [-2_500, 10_000])
        for eoFill in [false, true] {
            #expect(ring.contains(CGPoint(x: 10, y: 10), eoFill: eoFill))
            #expect(!ring.contains(CGPoint(x: 50, y: 50), eoFill: eoFill))
            #expect(!ring.contains(CGPoint(x: 110, y: 50), eoFill: eoFill))
        }
        // Straight runs come back as one line each: 4 corners outside, 4 in the hole.
        #expect(Self.subpaths(ring).map(\.points.count) .sorted() == [4, 4])
    }

    @Test func theUnionOfOverlappingCirclesHasTheirAnalyticArea() {
        let r: CGFloat = 50, d: CGFloat = 60
        let left = Path(ellipseIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        let right = Path(ellipseIn: CGRect(x: d, y: 0, width: 2 * r, height: 2 * r))
        let union = left.union(right)
        // Two discs less the lens they share: 2r²·acos(d/2r) − (d/2)·√(4r² − d²).
        let lens = 2 * r * r * acos(d / (2 * r)) - d / 2 * (4 * r * r - d * d).squareRoot()
        let expected = 2 * CGFloat.pi * r * r - lens
        #expect(abs(Self.area(union) - expected) / expected < 0.005, "\(Self.area(union)) against \(expected)")
        #expect(Self.subpaths(union).count == 1, "one outline round both")
        let intersection = left.intersection(right)
        #expect(abs(Self.area(intersection) - lens) / lens < 0.005, "\(Self.area(intersection)) against \(lens)")
        #expect(union.contains(CGPoint(x: 80, y: 50)) && union.contains(CGPoint(x: 150, y: 50)))
        #expect(!union.contains(CGPoint(x: 80, y: 2)), "the notch between the circles at the top")
    }

    @Test func theFillRuleOfTheOperandsDecidesWhatTheyFill() {
        // Two squares wound the same way, one inside the other: the non-zero rule fills the
        // whole outer square, the even-odd rule only the ring between them.
        var nested = Self.square(0, 0, 100)
        nested.addPath(Self.square(25, 25, 50))
        let frame = Self.square(-10, -10, 200)
        #expect(abs(Self.area(nested.intersection(frame)) - 10_000) < 1e-6)
        #expect(abs(Self.area(nested.intersection(frame, eoFill: true)) - 7_500) < 1e-6)
        #expect(nested.contains(CGPoint(x: 50, y: 50)) && !nested.contains(CGPoint(x: 50, y: 50), eoFill: true))
        // A five-pointed star crosses itself: its middle is wound twice.
        let star = Path { path in
            path.addLines((0..<5).map { i in
                let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                return CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle))
            })
            path.closeSubpath()
        }
        let nonZero = star.normalized(eoFill: false), evenOdd = star.normalized()
        #expect(nonZero.contains(CGPoint(x: 50, y: 50)) && !evenOdd.contains(CGPoint(x: 50, y: 50)))
        #expect(Self.area(nonZero) > Self.area(evenOdd) + 100)
        #expect(Self.signedAreas(evenOdd).allSatisfy { $0 > 0 }, "five points, no crossings left, all clockwise")
        #expect(Self.signedAreas(evenOdd).count == 5)
    }

    @Test func disjointShapesHaveNoIntersection() {
        let a = Self.square(0, 0, 10), b = Self.square(20, 0, 10)
        #expect(a.intersection(b).isEmpty)
        #expect(abs(Self.area(a.union(b)) - 200) < 1e-6)
        #expect(Self.area(a.subtracting(b)) == 100)
        // Nested: the small one inside the big one.
        let big = Self.square(0, 0, 100), small = Self.square(10, 10, 10)
        #expect(small.subtracting(big).isEmpty)
        #expect(abs(Self.area(big.union(small)) - 10_000) < 1e-6)
        #expect(abs(Self.area(big.intersection(small)) - 100) < 1e-6)
    }

    @Test func theSymmetricDifferenceLeavesOutTheOverlap() {
        let a = Self.square(0, 0, 100), b = Self.square(50, 0, 100)
        let difference = a.symmetricDifference(b)
        #expect(abs(Self.area(difference) - 10_000) < 1e-6)
        #expect(difference.contains(CGPoint(x: 25, y: 50)) && difference.contains(CGPoint(x: 125, y: 50)))
        #expect(!difference.contains(CGPoint(x: 75, y: 50)))
    }

    @Test func coincidentEdgesMergeIntoOneOutline() {
        // Two squares sharing a side: one rectangle, its shared side gone.
        let union = Self.square(0, 0, 100).union(Self.square(100, 0, 100))
        #expect(Self.subpaths(union).map(\.points.count) == [4])
        #expect(abs(Self.area(union) - 20_000) < 1e-6)
        // A square with itself, and a square with a reversed copy of itself (same region).
        let square = Self.square(0, 0, 100)
        #expect(abs(Self.area(square.union(square)) - 10_000) < 1e-6)
        #expect(square.subtracting(square).isEmpty)
        let reversed = Path { $0.addLines([.zero, CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 0)]); $0.closeSubpath() }
        #expect(abs(Self.area(square.intersection(reversed)) - 10_000) < 1e-6)
        #expect(Self.area(reversed.normalized()) > 0, "normalized turns a counter-clockwise square clockwise")
    }

    @Test func lineSubtractionCutsALineThroughASquare() {
        var line = Path()
        line.move(to: CGPoint(x: -50, y: 50))
        line.addLine(to: CGPoint(x: 150, y: 50))
        let square = Self.square(0, 0, 100)
        let outside = line.lineSubtraction(square)
        #expect(Self.subpaths(outside).map(\.points) == [
            [CGPoint(x: -50, y: 50), CGPoint(x: 0, y: 50)], [CGPoint(x: 100, y: 50), CGPoint(x: 150, y: 50)],
        ])
        #expect(Self.subpaths(outside).allSatisfy { !$0.closed })
        let inside = line.lineIntersection(square)
        #expect(Self.subpaths(inside).map(\.points) == [[CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)]])
        // A closed outline the mask does not touch stays closed; one it cuts opens.
        let far = Self.square(200, 200, 10)
        #expect(far.lineSubtraction(square) == far)
        #expect(far.lineIntersection(square).isEmpty)
        let cut = Self.square(50, 50, 100).lineSubtraction(square)
        #expect(Self.subpaths(cut).count == 1 && !Self.subpaths(cut)[0].closed)
        #expect(abs(Self.length(cut) - 300) < 1e-6, "three quarters of the outline stay: \(Self.length(cut))")
        // An outline along the mask's boundary is outside it.
        #expect(square.lineIntersection(square).isEmpty)
        #expect(abs(Self.length(square.lineSubtraction(square)) - 400) < 1e-6)
    }

    @Test func aShapeSubtractingAnotherKeepsItsFrameAndLosesTheHole() {
        let ticket = Rectangle().subtracting(Circle().scale(0.5))
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = ticket.path(in: rect)
        let expected = 10_000 - CGFloat.pi * 25 * 25
        #expect(abs(Self.area(path) - expected) / expected < 0.005)
        #expect(!path.contains(CGPoint(x: 50, y: 50)) && path.contains(CGPoint(x: 5, y: 5)))
        #expect(ticket.sizeThatFits(ProposedViewSize(width: 80, height: nil)) == CGSize(width: 80, height: 10))
        let union = Circle().union(Rectangle().offset(x: 50)).path(in: rect)
        // The circle's right half is inside the moved square: half a disc and the square.
        #expect(abs(Self.area(union) - (CGFloat.pi * 50 * 50 / 2 + 10_000)) / 13_927 < 0.005)
        #expect(Circle().lineIntersection(Rectangle()).path(in: rect).isEmpty == false)
    }

    @Test func curvesComeBackAsChordsWithinTheTolerance() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
        let normal = circle.normalized()
        let points = Self.subpaths(normal)[0].points
        // Every chord's middle is within 0.05 point of the curve, which itself strays up to
        // 0.027 % of the radius (0.027 point here) from the circle.
        // Wang's bound for a quarter circle of radius 100: √(0.75 × 45.9 / 0.05) = 26.2, so 27
        // chords a quarter.
        #expect(points.count == 4 * 27)
        for (a, b) in zip(points, points.dropFirst()) {
            let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            #expect(abs(hypot(middle.x - 100, middle.y - 100) - 100) < 0.05 + 0.03)
        }
    }

    @Test func emptyOperandsAreDefined() {
        let square = Self.square(0, 0, 10)
        #expect(abs(Self.area(square.union(Path())) - 100) < 1e-6)
        #expect(abs(Self.area(Path().union(square)) - 100) < 1e-6)
        #expect(abs(Self.area(square.subtracting(Path())) - 100) < 1e-6)
        #expect(square.intersection(Path()).isEmpty && Path().intersection(square).isEmpty)
        #expect(Path().subtracting(square).isEmpty && Path().normalized().isEmpty)
        #expect(Path().lineSubtraction(square).isEmpty && square.lineSubtraction(Path()) == square)
        // A subpath with no area, a lone point or a line, fills nothing.
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 10))
        line.move(to: CGPoint(x: 3, y: 3))
        #expect(line.normalized().isEmpty && line.union(Path()).isEmpty)
        #expect(!Path().contains(.zero))
    }

    @Test func notANumberInfiniteOrHugeInputGivesAnEmptyPath() {
        let square = Self.square(0, 0, 10)
        for bad in [CGFloat.nan, .infinity, -.infinity, 1e12] {
            var path = Path()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: bad, y: 5))
            path.addLine(to: CGPoint(x: 0, y: 5))
            #expect(square.union(path).isEmpty && path.union(square).isEmpty)
            #expect(square.subtracting(path).isEmpty && path.lineSubtraction(square).isEmpty)
            #expect(!path.contains(CGPoint(x: 1, y: 1)))
            #expect(!square.contains(CGPoint(x: bad, y: 5)))
        }
        // More than FlattenedOutline.maximumEdgeCount (10,000) edges: not attempted, though
        // `contains`, one pass over the edges, still answers.
        var zigzag = Path()
        zigzag.move(to: .zero)
        for i in 1...10_001 { zigzag.addLine(to: CGPoint(x: CGFloat(i) * 0.01, y: CGFloat(i % 2))) }
        #expect(zigzag.union(square).isEmpty && zigzag.lineIntersection(square).isEmpty)
        let manySided = Path { path in
            path.addLines((0..<12_000).map { i in
                let angle = CGFloat(i) * 2 * .pi / 12_000
                return CGPoint(x: 50 + 50 * cos(angle), y: 50 + 50 * sin(angle))
            })
            path.closeSubpath()
        }
        #expect(manySided.normalized().isEmpty)
        #expect(manySided.contains(CGPoint(x: 50, y: 50)) && !manySided.contains(CGPoint(x: 3, y: 3)))
    }

    /// Thin rectangles turned about one centre: every pair crosses, all at the same point.
    static func spokes(_ count: Int) -> Path {
        var path = Path()
        for index in 0..<count {
            let turn = CGAffineTransform(translationX: -50, y: -1)
                .concatenating(CGAffineTransform(rotationAngle: CGFloat(index) * .pi / CGFloat(count)))
                .concatenating(CGAffineTransform(translationX: 50, y: 50))
            path.addPath(Path(CGRect(x: 0, y: 0, width: 100, height: 2)).applying(turn))
        }
        return path
    }

    @Test func edgesCrossingManyTimesAtOnePointAreCutOnce() {
        let wheel = Self.spokes(24).normalized(eoFill: false)
        #expect(wheel.contains(CGPoint(x: 50, y: 50)) && wheel.contains(CGPoint(x: 95, y: 50)))
        #expect(!wheel.contains(CGPoint(x: 89.9, y: 52.6)), "between two spokes, 2.6 points from each")
        #expect(PathSetOperationTests.signedAreas(wheel).allSatisfy { $0 > 0 }, "one outline, no holes")
        // 24 spokes of 200 square points, less what they share near the centre (within about
        // 1 / sin 7.5° = 7.7 points of it, where neighbours overlap).
        #expect(Self.area(wheel) < 24 * 200 - 200 && Self.area(wheel) > 24 * 200 - 1_000, "\(Self.area(wheel))")
    }

    @Test func edgesCuttingEachOtherTooOftenAreNotAttempted() {
        // 200 spokes: about 20,000 pairs crossing 4 times each, far past the 50,000 cuts.
        let wheel = Self.spokes(200)
        #expect(wheel.normalized().isEmpty && wheel.lineSubtraction(wheel).isEmpty)
        #expect(wheel.contains(CGPoint(x: 50, y: 50)))
    }
}

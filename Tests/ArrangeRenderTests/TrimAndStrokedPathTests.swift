import Arrange
import Foundation
import Testing

@testable import ArrangeRender

/// `trimmedPath`/`trim(from:to:)` and `strokedPath`, by their numbers and by pixels at 1× and
/// 3×. Where a path starts follows SwiftUI: rectangles at the top-leading corner, circles and
/// ellipses at the trailing side's middle, both running clockwise on screen (the reason a
/// progress ring is written `.trim(from: 0, to: p).rotationEffect(.degrees(-90))`).
@Suite struct TrimAndStrokedPathTests {
    @Test func aRectangleTrimmedToAQuarterIsItsTopEdge() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let top = square.trimmedPath(from: 0, to: 0.25)
        #expect(top.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 0))
        let rightAndBottom = square.trimmedPath(from: 0.25, to: 0.75)
        #expect(rightAndBottom.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rightAndBottom.elements.first == .move(to: CGPoint(x: 10, y: 0)))
        #expect(rightAndBottom.elements.last == .line(to: CGPoint(x: 0, y: 10)))
    }

    @Test func aCircleStartsAtItsTrailingSideAndRunsClockwise() {
        let quarter = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        guard case .move(let start) = quarter.elements.first, case .line(let end) = quarter.elements.last else {
            Issue.record("\(quarter.elements.prefix(2))")
            return
        }
        #expect(abs(start.x - 100) < 1e-9 && abs(start.y - 50) < 1e-9)
        #expect(abs(end.x - 50) < 0.01 && abs(end.y - 100) < 0.01, "\(end)")
    }

    @Test func trimFractionsOutOfOrderOrNotANumberAreDefined() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(circle.trimmedPath(from: .nan, to: .nan) == circle)
        #expect(circle.trimmedPath(from: -3, to: 7) == circle)
        #expect(Path().trimmedPath(from: 0.2, to: 0.5).isEmpty)
        var bad = Path()
        bad.move(to: .zero)
        bad.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        #expect(bad.trimmedPath(from: 0.2, to: 0.5).isEmpty)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func aTrimmedCircleStrokesOnlyItsPart(scale: CGFloat) throws {
        let s = Int(scale)
        let ring = Circle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 10).frame(width: 100, height: 100)
        let image = try RenderTesting.pixels(ring, scale: scale).image
        #expect(image[50 * s, 96 * s].rgb == Expected.blue, "the bottom, half way round from the trailing side")
        #expect(image[50 * s, 4 * s].rgb == Expected.white, "the top is trimmed away")
        let capsule = Capsule().trim(from: 0.5, to: 1).stroke(Color.blue, lineWidth: 4).frame(width: 100, height: 40)
        let capsuleImage = try RenderTesting.pixels(capsule, scale: scale).image
        #expect(capsuleImage.width == 100 * s)
    }

    @Test(arguments: [1, 3] as [CGFloat])
    func aStrokedPathFilledDrawsTheStroke(scale: CGFloat) throws {
        let s = Int(scale)
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 20))
        line.addLine(to: CGPoint(x: 90, y: 20))
        func drawn(_ style: StrokeStyle) throws -> PixelImage {
            try RenderTesting.pixels(line.strokedPath(style).fill(Color.blue).frame(width: 100, height: 40), scale: scale).image
        }
        let butt = try drawn(StrokeStyle(lineWidth: 10))
        #expect(butt[50 * s, 17 * s].rgb == Expected.blue)
        #expect(butt[50 * s, 26 * s].rgb == Expected.white)
        #expect(butt[7 * s, 20 * s].rgb == Expected.white, "a butt end stops at the end point")
        let round = try drawn(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(round[7 * s, 20 * s].rgb == Expected.blue, "a round cap reaches half the width past it")
        let dashed = try drawn(StrokeStyle(lineWidth: 10, dash: [10, 10]))
        #expect(dashed[15 * s, 20 * s].rgb == Expected.blue)
        #expect(dashed[25 * s, 20 * s].rgb == Expected.white)
    }

    @Test func aStrokedPathCornerIsFilledWithoutHoles() throws {
        // An L: the miter fills the outside of the corner, and the two pieces that overlap
        // inside it do not cancel out (every piece is wound the same way).
        var corner = Path()
        corner.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 50)])
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 10))
        let image = try RenderTesting.pixels(outline.fill(Color.blue).frame(width: 60, height: 60)).image
        #expect(image[50, 10].rgb == Expected.blue)
        #expect(image[54, 6].rgb == Expected.blue, "the miter's tip")
        #expect(Path().strokedPath(StrokeStyle(lineWidth: .nan)).isEmpty)
        #expect(corner.strokedPath(StrokeStyle(lineWidth: -1)).isEmpty)
    }
}

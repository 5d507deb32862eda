import Arrange
import ArrangeUIKit
import Foundation
import Testing

/// Core Graphics' set operations on `CGPath` (what `UIBezierPath.cgPath` gives), which share
/// SwiftUI's `Path` algorithm.
@Suite struct CGPathSetOperationTests {
    @Test func aBezierRectangleLessAnOvalHasAHole() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        let oval = UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)).cgPath
        let ring = rect.subtracting(oval)
        #expect(ring.contains(CGPoint(x: 10, y: 10)) && !ring.contains(CGPoint(x: 50, y: 50)))
        #expect(ring.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(rect.intersection(oval).boundingBox.width < 50.01)
        #expect(rect.union(oval).contains(CGPoint(x: 50, y: 50)))
        #expect(!rect.symmetricDifference(oval).contains(CGPoint(x: 50, y: 50)))
        #expect(ring.contains(CGPoint(x: 60, y: 60), transform: CGAffineTransform(translationX: 50, y: 50)))
    }

    @Test func theEvenOddRuleAndLinesAreCoreGraphics() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        let both = path.cgPath
        #expect(both.normalized().contains(CGPoint(x: 50, y: 50)))
        #expect(!both.normalized(using: .evenOdd).contains(CGPoint(x: 50, y: 50)))
        let line = UIBezierPath()
        line.move(to: CGPoint(x: -10, y: 50))
        line.addLine(to: CGPoint(x: 110, y: 50))
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        #expect(line.cgPath.lineIntersection(square).boundingBox == CGRect(x: 0, y: 50, width: 100, height: 0))
        #expect(line.cgPath.lineSubtracting(square).boundingBox == CGRect(x: -10, y: 50, width: 120, height: 0))
    }
}

// iOS 17's `stroke()` returns a shape: a shape view's outline is its stroke's, so it can be
// filled again or be the shape of `overlay(_:in:)`.
import Arrange
import Foundation
import Testing

@Suite("a shape view is a shape")
struct StrokedShapeTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)

    @Test func aStrokedShapesOutlineIsTheStrokeAroundThePath() {
        // A 4-point line centred on the rectangle's edge reaches 2 points outside it.
        let ring = Rectangle().stroke(lineWidth: 4).path(in: rect).boundingRect
        #expect(ring.minX.isApproximately(-2) && ring.minY.isApproximately(-2))
        #expect(ring.width.isApproximately(104) && ring.height.isApproximately(64))
    }

    @Test func aBorderStrokeStaysInsideTheFrame() {
        // Inset by half the line width, then stroked: the outline fills the frame exactly.
        let border = Capsule().strokeBorder(lineWidth: 6).path(in: rect).boundingRect
        #expect(border.minX.isApproximately(0) && border.width.isApproximately(100) && border.height.isApproximately(60))
    }

    @Test func aFilledShapeViewKeepsItsShapesPathAndSize() {
        #expect(Circle().fill(.red).path(in: rect).boundingRect == Circle().path(in: rect).boundingRect)
        #expect(Circle().fill(.red).sizeThatFits(ProposedViewSize(width: 100, height: 60)) == CGSize(width: 60, height: 60))
    }

    @Test func aStrokedShapeCanBeFilledAndUsedAsAnOverlaysShape() {
        // Both compile (Backyard Birds: `.overlay(.bar, in: .capsule.stroke())`) and lay out as the shape.
        let layout = ViewLayout(
            Circle().stroke(lineWidth: 4).fill(.red).frame(width: 50, height: 50).overlay(.bar, in: .capsule.stroke()),
            proposal: ProposedViewSize(width: 200, height: 200))
        #expect(layout.size == CGSize(width: 50, height: 50))
    }
}

private extension CGFloat {
    func isApproximately(_ other: CGFloat) -> Bool { Swift.abs(self - other) < 0.01 }
}

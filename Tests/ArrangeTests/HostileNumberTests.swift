// Numbers found hostile by fuzzing from outside (issue 15, part 2): arcs with NaN or huge
// angles, a negative screen under safe-area insets, text at 1e308. Each has a defined, finite
// result, and the layout ones a diagnostic.
import Arrange
import Foundation
import Testing

@Suite("Hostile numbers")
struct HostileNumberTests {
    private static func isFinite(_ element: Path.Element) -> Bool {
        switch element {
        case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
        case .quadCurve(let p, let c): [p.x, p.y, c.x, c.y].allSatisfy { $0.isFinite }
        case .curve(let p, let c1, let c2): [p.x, p.y, c1.x, c1.y, c2.x, c2.y].allSatisfy { $0.isFinite }
        case .closeSubpath: true
        }
    }

    @Test func anArcWithANaNOrInfiniteAngleAddsNothing() {
        for angle in [Double.nan, .infinity, -.infinity] {
            var path = Path()
            path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .radians(angle), clockwise: false)
            #expect(path.elements.isEmpty)
            path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .radians(angle), endAngle: .zero, clockwise: true)
            #expect(path.elements.isEmpty)
        }
    }

    @Test(arguments: [1e20, -1e20, 1e300, 7 * Double.pi, -7 * Double.pi])
    func anArcBeyondAFullTurnIsAtMostTheFullCircle(angle: Double) {
        for clockwise in [false, true] {
            var path = Path()
            path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .radians(angle), clockwise: clockwise)
            // A move and at most four quarter-turn curves.
            #expect(path.elements.count <= 5)
            #expect(path.elements.allSatisfy(Self.isFinite))
        }
    }

    @Test func aFullTurnIsStillACircle() {
        var path = Path()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        #expect(path.elements.count == 5)
        #expect(path.elements.first == .move(to: CGPoint(x: 70, y: 50)))
    }

    @Test func aNegativeScreenUnderSafeAreaInsetsIsWarnedAndFinite() {
        let layout = ViewLayout(
            Color.blue.ignoresSafeArea().id("blue"), proposal: ProposedViewSize(width: -1e308, height: 100),
            safeAreaInsets: EdgeInsets(top: 0, leading: 1e308, bottom: 0, trailing: 0))
        let frame = layout.frame(of: "blue")
        #expect(frame.map { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy { $0.isFinite } } == true)
        #expect(frame?.width == 0)
        #expect(layout.warnings.contains { $0.hasPrefix("A proposal of") })
    }

    @Test func insetsLargerThanTheScreenAreCutToFitWithAWarning() {
        let layout = ViewLayout(
            Color.blue.id("blue"), proposal: ProposedViewSize(width: 390, height: 844),
            safeAreaInsets: EdgeInsets(top: 0, leading: 1e308, bottom: 0, trailing: 10))
        #expect(layout.frame(of: "blue") == CGRect(x: 390, y: 0, width: 0, height: 844))
        #expect(layout.warnings.contains { $0.hasPrefix("Safe-area insets of") && $0.contains("do not fit a 390×844 screen") })
    }

    @Test func textAtHugeTrackingAndLineSpacingIsFiniteAndWarned() {
        let tracked = ViewLayout(Text(" ").tracking(1e308).id("text"), proposal: ProposedViewSize(width: 390, height: 0))
        let size = tracked.frame(of: "text")?.size
        #expect(size.map { $0.width.isFinite && $0.width <= 390 && $0.height.isFinite } == true)
        #expect(tracked.warnings.contains { $0.hasPrefix("Text's tracking(_:) of") })
        let spaced = ViewLayout(Text("a\nb").lineSpacing(1e308).id("text"), proposal: ProposedViewSize(width: 390, height: nil))
        #expect(spaced.frame(of: "text")?.height.isFinite == true)
        #expect(spaced.warnings.contains { $0.hasPrefix("Text's lineSpacing(_:) of") })
        let huge = ViewLayout(Text("a").font(.system(size: 1e308)).id("text"), proposal: ProposedViewSize(width: 390, height: nil))
        #expect(huge.frame(of: "text")?.height.isFinite == true)
        #expect(huge.warnings.contains { $0.hasPrefix("Text's font size of") })
    }
}

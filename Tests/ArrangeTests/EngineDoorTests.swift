import Foundation
import Testing

@testable import Arrange

/// Every question a container asks a child goes through the engine's one door, which counts
/// it, caches it and explains it: no container answers itself from outside the pass.
@Suite("Engine: every child question goes through one door")
struct EngineDoorTests {
    /// Counts how often SwiftUI would ask a layout for its spacing.
    final class SpacingQuestions: @unchecked Sendable {
        var count = 0
    }

    /// A layout that states its own spacing (16 on every edge) and counts how often it is asked.
    struct SpacedLayout: Layout {
        let questions: SpacingQuestions

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 20, height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            questions.count += 1
            return ViewSpacing(top: 16, leading: 16, bottom: 16, trailing: 16)
        }
    }

    @Test func aLayoutsOwnSpacingIsWorkedOutOncePerPassAndCounted() {
        let questions = SpacingQuestions()
        // The inner stack is sized for several proposals by the outer one (0, ∞, its share),
        // and each sizing measures the gaps between its children.
        let view = HStack(spacing: 0) {
            HStack {
                Color.red.frame(width: 10, height: 10).id("red")
                SpacedLayout(questions: questions) { EmptyView() }.id("spaced")
            }
            Color.blue.frame(minWidth: 0, maxWidth: .infinity)
        }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 50))
        #expect(questions.count == 1)
        // The layout's preference, 16, beats the frame's none (which would give the default 8).
        #expect(layout.frame(of: "spaced")!.minX - layout.frame(of: "red")!.maxX == 16)
    }
}

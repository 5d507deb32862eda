import ArrangeTestSupport
import Foundation
import Testing

@testable import Arrange

/// The reason a container gives for its answer is built from what its sizing kept (its plan),
/// asked by the engine only while explaining (`LayoutAlgorithm.reportReason`); no container sets
/// it on the pass while it runs (issue 13, "the reason for each answer travels with the plan,
/// not through a side field").
@Suite("Explanations: a container's reason comes from its plan")
struct ReportReasonTests {
    /// One of each container that gives a reason.
    private var everyReason: some View {
        VStack(spacing: 4) {
            ZStack { Color.red.frame(width: 20, height: 10) }
            Color.green.frame(minWidth: 10, maxWidth: 30)
            Text("padded").padding(3)
            Text("overlaid").overlay(Color.blue)
            Color.gray.aspectRatio(2, contentMode: .fit)
            Text("fixed").fixedSize()
            FlowLayout(spacing: 2) { Color.teal.frame(width: 4, height: 4) }
        }
    }

    /// Explaining runs the sizing of rigid views for every proposal (`LayoutOptions.answersFromTraits`),
    /// so that each question is shown; laid out the same way, a layout asks exactly as many.
    @Test func explainingAsksNoMoreQuestionsThanLayingOut() {
        func statistics(tracing: Bool, answersFromTraits: Bool) -> LayoutStatistics {
            var options = LayoutOptions()
            options.answersFromTraits = answersFromTraits
            return LayoutRun.perform(
                everyReason, screen: ScreenGeometry(proposal: ProposedViewSize(width: 200, height: 400), safeAreaInsets: EdgeInsets()),
                environment: EnvironmentValues(), options: options, tracing: tracing
            ).statistics
        }
        let explained = statistics(tracing: true, answersFromTraits: true)
        #expect(explained == statistics(tracing: false, answersFromTraits: false))
        // The frame and ZStack in the first row are rigid: laid out without explaining, their
        // later proposals skip their sizing.
        #expect(statistics(tracing: false, answersFromTraits: true).measureCount < explained.measureCount)
    }

    @Test func everyContainersReasonIsTold() {
        let text = ViewLayout(everyReason, proposal: ProposedViewSize(width: 200, height: 400)).explanation.text()
        for phrase in [
            "the size of the union of its subviews' aligned frames",  // ZStack, from its plan
            "reports its fixed size",  // frame(width:height:)
            "reports the size of its primary subview",  // overlay
            "reports the size of its subview",  // aspectRatio, fixedSize
            "max(10, min(30, ",  // the flexible frame's formula, from its plan
        ] {
            #expect(text.contains(phrase), "\(phrase)")
        }
    }
}

import ArrangeTestSupport
import Foundation
import Testing

@testable import Arrange

/// Each container's explanation is phrased beside its algorithm, from its own reason and
/// decision types (`StackLayout.Reason`, `GridLayoutAlgorithm.Decision` …), and the engine
/// writes the explanation in those words; no container asks whether the layout is being
/// explained (issue 13: "tracing is the engine's choice: no `isTracing` checks inside
/// containers; each container's explanation sentences live in one place beside its algorithm").
@Suite("Explanations: each container's sentences live beside its algorithm")
struct ExplanationBesideAlgorithmTests {
    private static let proposal = ProposedViewSize(width: 200, height: 100)

    /// Whether `view`'s explanation has a step saying `phrase`, in English and in Korean.
    private func tells(_ phrase: Phrase, _ view: some View) -> Bool {
        ViewLayout(view, proposal: Self.proposal).explanation.steps.contains { $0.english == phrase.english && $0.korean == phrase.korean }
    }

    private var twoFramesInAStack: some View {
        HStack(spacing: 8) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
    }

    @Test func aStacksReasonAndDecisionsArePhrasedByTheStack() {
        let reason = StackLayout.Reason(axis: .horizontal, sum: 30, spacing: 8, across: 10).phrase(node: "HStack", size: CGSize(width: 38, height: 10))
        #expect(reason.english == "HStack reports 38×10: 30 of subviews plus 8 of spacing wide, and 10 tall to hold its aligned subviews.")
        #expect(reason.korean == "HStack이 subview 30과 spacing 8을 더한 너비, 정렬한 subview를 담는 높이 10으로 38×10을 보고합니다.")
        #expect(tells(reason, twoFramesInAStack))

        let order = StackLayout.Decision.distributionOrder(children: ["frame", "frame"], remaining: 162).phrase(node: "HStack")
        #expect(order.english == "HStack takes away every minimum and the spacing, leaving 162, and sizes its subviews by priority, least flexible first: frame, frame.")
        #expect(order.korean == "HStack이 모든 minimum과 spacing을 빼 162가 남고, priority 순으로 flexibility가 작은 것부터 크기를 정합니다: frame, frame.")
        #expect(tells(order, twoFramesInAStack))

        let share = StackLayout.sharePhrase("60×180", remaining: 180, count: 3, parent: "HStack", child: "text")
        #expect(share.english == "HStack proposes 60×180 to text: 180 remaining ÷ 3 views left.")
        #expect(share.korean == "HStack이 남은 180을 남은 view 수 3으로 나눠 text에 60×180을 제안합니다.")
    }

    @Test func paddingsReasonAndProposalArePhrasedByThePadding() {
        let padded = Color.red.frame(width: 20, height: 10).padding(3)
        let reason = PaddingLayout.Reason(insets: EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3)).phrase(node: "padding", size: CGSize(width: 26, height: 16))
        #expect(reason.english == "padding adds 3 points to each edge and reports its size as 26×16.")
        #expect(reason.korean == "padding이 각 edge에 3 point씩 더하고 자신의 크기를 26×16으로 보고합니다.")
        #expect(tells(reason, padded))

        let proposal = PaddingLayout.proposalPhrase(
            "194×94", insets: EdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3), parent: "padding", child: "frame")
        #expect(proposal.english == "padding subtracts 3 points from each edge and proposes 194×94 to frame.")
        #expect(proposal.korean == "padding이 각 edge에서 3 point씩 빼고 frame에 194×94를 제안합니다.")
        #expect(tells(proposal, padded))
    }

    @Test func framesReasonsAndProposalsArePhrasedByTheirFrames() {
        let fixed = FrameLayout.Reason().phrase(node: "frame", size: CGSize(width: 20, height: 10))
        #expect(fixed.english == "frame reports its fixed size, 20×10, whatever its subview took.")
        #expect(fixed.korean == "frame이 subview의 크기와 관계없이 지정한 크기인 20×10을 보고합니다.")
        #expect(tells(fixed, Color.red.frame(width: 20, height: 10)))

        let proposal = FrameLayout.proposalPhrase("20×10", width: 20, height: 10, parent: "frame", child: "Color")
        #expect(proposal.english == "frame proposes its fixed size, 20×10, to Color.")
        #expect(proposal.korean == "frame이 지정한 크기인 20×10을 Color에 제안합니다.")
        #expect(tells(proposal, Color.red.frame(width: 20, height: 10)))

        let formula = FlexFrameLayout.Formula(axis: .horizontal, expression: "max(10, min(30, 200)) = 30", result: 30)
        let flexible = FlexFrameLayout.Reason(formulas: [formula]).phrase(node: "frame", size: CGSize(width: 30, height: 100))
        #expect(flexible.english == "frame: its width becomes max(10, min(30, 200)) = 30; it reports 30×100.")
        #expect(flexible.korean == "frame의 너비는 max(10, min(30, 200)) = 30이 되고, frame이 30×100을 보고합니다.")
        // Without a formula the flexible frame says what any node says of its size.
        #expect(FlexFrameLayout.Reason(formulas: []).phrase(node: "frame", size: CGSize(width: 30, height: 100)).english == "frame reports its size as 30×100.")
    }

    @Test func zStacksAndOverlaysReasonsArePhrasedByThem() {
        let union = ZStackLayoutAlgorithm.Reason().phrase(node: "ZStack", size: CGSize(width: 20, height: 10))
        #expect(union.english == "ZStack reports 20×10, the size of the union of its subviews' aligned frames.")
        #expect(union.korean == "ZStack이 subview frame들의 합집합 크기인 20×10을 보고합니다.")
        #expect(tells(union, ZStack { Color.red.frame(width: 20, height: 10) }))

        let primary = OverlayLayout.Reason().phrase(node: "overlay", size: CGSize(width: 20, height: 10))
        #expect(primary.english == "overlay reports the size of its primary subview, 20×10.")
        #expect(primary.korean == "overlay가 primary subview의 크기인 20×10을 보고합니다.")
        #expect(tells(primary, Color.red.frame(width: 20, height: 10).overlay(Color.blue)))
    }

    @Test func gridsDecisionsArePhrasedByTheirAlgorithms() {
        let columns = GridLayoutAlgorithm.Decision.columns(axis: .vertical, available: 200, lengths: [95, 120], extent: 223, pass: .sizing)
            .phrase(node: "LazyVGrid")
        #expect(columns.english == "LazyVGrid divides the proposed 200 into columns 95 / 120.")
        #expect(columns.korean == "LazyVGrid가 제안된 200을 column 95 / 120으로 나눕니다.")

        let tracks = CellGridLayout.Decision.trackPass(axis: .horizontal, available: 200, gap: 8, order: [1, 0], lengths: [142, 50])
            .phrase(node: "Grid")
        #expect(tracks.english == "Grid shares the proposed 200 among its columns as a stack would: less the gaps 192 remain, and each column in turn, least flexible first (2, 1), is offered what is left divided by the columns left and takes the size of its widest cell: widths 142 / 50.")
    }

    @Test func aUsersLayoutsReasonAndCacheArePhrasedBesideItsAlgorithm() {
        let reason = CustomLayoutAlgorithm<FlowLayout>.Reason(questions: 2, hasCache: false).phrase(node: "CentredPair", size: CGSize(width: 35, height: 17))
        #expect(reason.english == "CentredPair's sizeThatFits works its size out from the answers of its subviews (asked 2 times) and reports 35×17.")
        #expect(reason.korean == "CentredPair의 sizeThatFits가 subview에 2번 물은 답으로 크기를 구해 35×17을 보고합니다.")

        let cache = CustomLayoutAlgorithm<FlowLayout>.Decision.madeCache(subviews: 2).phrase(node: "FlowLayout")
        #expect(cache.english == "FlowLayout makes its cache for its 2 subviews (makeCache), once for this layout pass; its methods read and write it.")
        #expect(cache.korean == "FlowLayout이 subview 2개를 위한 cache를 만듭니다(makeCache). 이번 layout pass에 한 번만 만들고, 이후 method들이 이 cache를 읽고 씁니다.")
    }

    /// The one reason several modifiers share (the child's size, unchanged) is phrased once.
    @Test func theChildsSizeUnchangedIsPhrasedOnceForEveryModifier() {
        let phrase = ChildSizeReason(child: "frame").phrase(node: "aspectRatio", size: CGSize(width: 20, height: 10))
        #expect(phrase.english == "aspectRatio reports the size of its subview frame, 20×10.")
        #expect(phrase.korean == "aspectRatio가 subview인 frame의 크기 20×10을 자신의 크기로 보고합니다.")
        #expect(tells(phrase, Color.red.frame(width: 20, height: 10).aspectRatio(2, contentMode: .fit)))
        let fixed = ChildSizeReason(child: "frame").phrase(node: "fixedSize", size: CGSize(width: 20, height: 10))
        #expect(tells(fixed, Color.red.frame(width: 20, height: 10).fixedSize()))
    }

    /// No container or modifier asks whether the layout is being explained: the engine decides,
    /// running the decision a container offers (`LayoutSubviews.explain(_:)`) or its detail
    /// (`explaining(_:)`) only while explaining.
    @Test func noContainerAsksWhetherTheLayoutIsExplained() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Arrange")
        for folder in ["Layouts", "Modifiers", "CustomLayout", "Controls"] {
            let directory = sources.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty, "\(folder)")
            for file in files {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for question in ["isTracing", "explaining { true }"] {
                    #expect(!text.contains(question), "\(folder)/\(file) asks \(question)")
                }
            }
        }
    }
}

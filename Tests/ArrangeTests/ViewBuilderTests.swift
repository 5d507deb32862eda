// The DSL: view builders, ForEach, Group, AnyView, custom modifiers and environment keys.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

private struct Item: Identifiable {
    let id: Int
    let width: CGFloat
}

private struct Bordered: ViewModifier {
    var width: CGFloat
    func body(content: Content) -> some View {
        content.padding(width).background(Color.gray)
    }
}

private struct Density: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
    fileprivate var density: CGFloat {
        get { self[Density.self] }
        set { self[Density.self] = newValue }
    }
}

@Suite("ViewBuilder and the DSL")
struct ViewBuilderTests {
    let row = ProposedViewSize(width: 1000, height: 100)

    @Test func ifElseOptionalsAndEmptyViewsBuildTheRightChildren() {
        func stack(_ flag: Bool, _ extra: Bool) -> some View {
            HStack(spacing: 0) {
                if flag {
                    Color.red.frame(width: 10)
                } else {
                    Color.blue.frame(width: 20)
                }
                if extra {
                    Color.green.frame(width: 5)
                }
                EmptyView()
            }
        }
        #expect(ViewLayout(stack(true, false), proposal: row).size.width == 10)
        #expect(ViewLayout(stack(false, true), proposal: row).size.width == 25)
        #expect(ViewLayout(HStack {}, proposal: row).size == .zero)
    }

    @Test func emptyViewsTakeNoSpacing() {
        let view = HStack { Color.red.frame(width: 10); EmptyView(); Color.red.frame(width: 10) }
        #expect(ViewLayout(view, proposal: row).size.width == 28)
    }

    @Test func forEachOverRangesAndIdentifiedCollections() {
        let range = HStack(spacing: 1) { ForEach(0..<5) { i in Color.red.frame(width: CGFloat(i)) } }
        #expect(ViewLayout(range, proposal: row).size.width == 14)
        let items = [Item(id: 1, width: 3), Item(id: 2, width: 4)]
        let identified = HStack(spacing: 0) { ForEach(items) { Color.red.frame(width: $0.width) } }
        #expect(ViewLayout(identified, proposal: row).size.width == 7)
        let keyed = HStack(spacing: 0) { ForEach(items, id: \.id) { Color.red.frame(width: $0.width * 2) } }
        #expect(ViewLayout(keyed, proposal: row).size.width == 14)
    }

    @Test func twelveChildrenAndGroupsFlattenIntoTheContainer() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1)
            Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1)
            Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1)
            Color.red.frame(width: 1); Color.red.frame(width: 1)
            Group { Color.red.frame(width: 1); Color.red.frame(width: 1) }
        }
        let layout = ViewLayout(view, proposal: row)
        #expect(layout.size.width == 13)
        #expect(layout.root.children.count == 13)
    }

    @Test func modifiersOnAGroupApplyToEachMember() {
        let view = HStack(spacing: 0) { Group { Color.red.frame(width: 10); Color.blue.frame(width: 10) }.padding(5) }
        let layout = ViewLayout(view, proposal: row)
        #expect(layout.size == CGSize(width: 40, height: 100))
    }

    @Test func anyViewErasesWithoutAddingANode() {
        let erased = AnyView(AnyView(Color.red.frame(width: 10, height: 10)))
        let layout = ViewLayout(erased, proposal: row)
        #expect(layout.size == CGSize(width: 10, height: 10))
        #expect(layout.nodes.count == 2)
    }

    @Test func customViewModifiersLayOutTheirBody() {
        let view = Color.red.frame(width: 10, height: 10).modifier(Bordered(width: 4))
        #expect(ViewLayout(view, proposal: row).size == CGSize(width: 18, height: 18))
    }

    @Test func customEnvironmentKeysFlowDown() {
        struct Reader: View {
            @Environment(\.density) var density
            var body: some View { Color.red.frame(width: 10 * density, height: 10) }
        }
        var environment = EnvironmentValues()
        #expect(environment.density == 1)
        environment.density = 3
        #expect(environment.density == 3)
        #expect(ViewLayout(Reader(), proposal: row).size.width == 10)
        #expect(ViewLayout(Reader().environment(\.density, 3), proposal: row).size.width == 30)
        #expect(ViewLayout(Reader(), proposal: row, environment: environment).size.width == 30)
    }

    @Test func severalViewsAtTheRootStackVertically() {
        let layout = ViewLayout(Group { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10) }, proposal: row)
        #expect(layout.size == CGSize(width: 20, height: 28))
    }

    @Test func frameOfAnUnknownIdIsNil() {
        #expect(ViewLayout(Color.red, proposal: row).frame(of: "missing") == nil)
    }
}

@Suite("Cost: every view answers each distinct proposal once")
struct CostTests {
    /// Alternating stacks nested `depth` deep, each level holding a Text, a Spacer and the next level.
    func nested(_ depth: Int) -> AnyView {
        var view = AnyView(Text("leaf").id("leaf"))
        for level in 0..<depth {
            view = level.isMultiple(of: 2)
                ? AnyView(HStack { Text("L\(level)"); view; Spacer() })
                : AnyView(VStack { Text("L\(level)"); view; Spacer() })
        }
        return view
    }

    @Test func deepProbingStaysLinear() {
        let fifty = ViewLayout(nested(50), proposal: ProposedViewSize(width: 390, height: 844))
        let hundred = ViewLayout(nested(100), proposal: ProposedViewSize(width: 390, height: 844))
        // Each view sees a handful of distinct proposals (0, ∞, nil and its share, per axis):
        // doubling the depth at most doubles the work, where naive probing would square it.
        #expect(hundred.statistics.measuresPerNode < 10)
        let ratio = Double(hundred.statistics.measureCount) / Double(fifty.statistics.measureCount)
        #expect(ratio < 2.2)
        // The innermost text is asked only a handful of distinct questions.
        #expect(hundred.node(id: "leaf")!.answers.count <= 8)
    }

    @Test func placingAStackReusesTheDistributionItsSizingWorkedOut() {
        // The stack asks each text about 0, ∞ and its share while sizing; placing reuses that
        // plan instead of distributing again, and places each text with the answer it got for
        // its share, so placing asks nothing.
        let view = HStack { Text("a").id("a"); Text("b") }
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 100, height: 100))
        let text = layout.node(id: "a")!
        #expect(text.answers.map(\.proposal) == [
            ProposedViewSize(width: 0, height: 100), ProposedViewSize(width: .infinity, height: 100),
            ProposedViewSize(width: 46, height: 100),
        ])
        #expect(layout.statistics.measureCount == 3 + 3 + 1)
        // 2: the stack asks each text its spacing once, for the one gap (through the same door,
        // so counted).
        #expect(layout.statistics.requestCount == layout.statistics.measureCount + 2)
    }

    @Test func zeroAndNegativeZeroAreTheSameQuestion() {
        let negativeZero = -0.0 as CGFloat
        #expect(negativeZero.sign == .minus)
        let view = HStack(spacing: 0) { Color.red.id("color") }
        // The root is proposed -0 wide; its lone child is proposed the same -0, sanitized to 0,
        // and the later placement proposal of +0 finds that answer.
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: negativeZero, height: 10))
        #expect(layout.node(id: "color")!.answers.map(\.proposal) == [ProposedViewSize(width: 0, height: 10)])
        #expect(layout.warnings.isEmpty)
    }
}

@Suite("Environment property and position")
struct EnvironmentPropertyTests {
    struct DirectionalBar: View {
        @Environment(\.layoutDirection) var direction
        @Environment(\.font) var font

        var body: some View {
            Color.red.frame(width: direction == .rightToLeft ? 30 : 10, height: font == .largeTitle ? 40 : 20)
        }
    }

    @Test func environmentPropertiesAreFilledBeforeTheBody() {
        #expect(ViewLayout(DirectionalBar(), proposal: .unspecified).size == CGSize(width: 10, height: 20))
        let mirrored = DirectionalBar().environment(\.layoutDirection, .rightToLeft).font(.largeTitle)
        #expect(ViewLayout(mirrored, proposal: .unspecified).size == CGSize(width: 30, height: 40))
    }

    @Test func positionTakesTheProposalAndCentresItsChild() {
        let view = Color.red.frame(width: 20, height: 10).id("dot").position(x: 50, y: 30)
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 200, height: 100))
        #expect(layout.size == CGSize(width: 200, height: 100))
        #expect(layout.frame(of: "dot") == CGRect(x: 40, y: 25, width: 20, height: 10))
        #expect(ViewLayout(view, proposal: .unspecified).size == CGSize(width: 10, height: 10))
    }
}

private struct DirectionalPadding: ViewModifier {
    @Environment(\.layoutDirection) var direction
    func body(content: Content) -> some View {
        content.padding(.leading, direction == .rightToLeft ? 50 : 10)
    }
}

@Suite("Environment in modifiers and threads")
struct EnvironmentScopeTests {
    @Test func modifiersReadTheEnvironmentToo() {
        let view = Color.red.frame(width: 10, height: 10).modifier(DirectionalPadding())
        #expect(ViewLayout(view, proposal: .unspecified).size.width == 20)
        #expect(ViewLayout(view.environment(\.layoutDirection, .rightToLeft), proposal: .unspecified).size.width == 60)
    }

    @Test func oneViewValueLaidOutOnManyThreadsAtOnce() async {
        // Views are not Sendable; the box asserts that sharing this one is what is being tested.
        struct Shared: @unchecked Sendable { let view = EnvironmentPropertyTests.DirectionalBar() }
        let shared = Shared()
        let sizes = await withTaskGroup(of: CGSize.self) { group in
            for index in 0..<16 {
                group.addTask {
                    let direction: LayoutDirection = index.isMultiple(of: 2) ? .rightToLeft : .leftToRight
                    return ViewLayout(shared.view.environment(\.layoutDirection, direction), proposal: .unspecified).size
                }
            }
            var sizes: [CGSize] = []
            for await size in group { sizes.append(size) }
            return sizes
        }
        #expect(sizes.filter { $0.width == 30 }.count == 8)
        #expect(sizes.filter { $0.width == 10 }.count == 8)
    }

    @Test func readOutsideALayoutAPropertyIsTheDefault() {
        #expect(EnvironmentPropertyTests.DirectionalBar().direction == .leftToRight)
    }
}

import ArrangeTestSupport
import Foundation
import Testing

@testable import Arrange

/// Every container that takes a spacing checks it by one rule (`ViewSpacing.checked`): a finite
/// spacing is used, any other is replaced by the container's default and told, naming the
/// parameter. `HStackLayout`, `VStackLayout` and `GridLayout` once took such a spacing silently.
@Suite("Spacing: one rule for every container that takes one")
struct SpacingCheckTests {
    @Test func theRuleUsesAFiniteSpacingAndNamesTheParameterOfAnyOther() {
        #expect(ViewSpacing.checked(12, parameter: "HStack(spacing:)").value == 12)
        #expect(ViewSpacing.checked(12, parameter: "HStack(spacing:)").problem == nil)
        #expect(ViewSpacing.checked(nil, parameter: "HStack(spacing:)").value == nil)
        #expect(ViewSpacing.checked(nil, parameter: "HStack(spacing:)").problem == nil)
        let infinite = ViewSpacing.checked(.infinity, parameter: "HStack(spacing:)")
        #expect(infinite.value == nil)
        #expect(infinite.problem == .invalidValue(modifier: "HStack(spacing:)", value: .infinity))
    }

    /// Two 10 × 10 squares.
    @ViewBuilder private var squares: some View {
        Color.red.frame(width: 10, height: 10).id("a")
        Color.blue.frame(width: 10, height: 10).id("b")
    }

    @Test func aStackLayoutsUnusableSpacingIsToldAndTheChildrensPreferenceUsed() {
        let horizontal = ViewLayout(HStackLayout(spacing: .nan) { squares }, proposal: .unspecified)
        // The children's preference: 8 between two colours.
        #expect(horizontal.frame(of: "b")?.minX == 18)
        #expect(horizontal.warnings == ["HStackLayout(spacing:) got NaN, which is not usable; it is ignored. Pass a finite value the modifier accepts. (at HStackLayout)"])
        let vertical = ViewLayout(VStackLayout(spacing: .infinity) { squares }, proposal: .unspecified)
        #expect(vertical.frame(of: "b")?.minY == 18)
        #expect(vertical.warnings.count == 1)
        #expect(vertical.warnings.first?.hasPrefix("VStackLayout(spacing:) got ") == true)
        let erased = ViewLayout(AnyLayout(HStackLayout(spacing: .nan)) { squares }, proposal: .unspecified)
        #expect(erased.frame(of: "b")?.minX == 18)
        #expect(erased.warnings.first?.hasPrefix("HStackLayout(spacing:) got NaN") == true)
    }

    @Test func aGridLayoutsUnusableSpacingsAreToldAndTheGridsDefaultUsed() {
        let rows = Group {
            GridRow { squares }
            Color.green.frame(width: 10, height: 10).id("c")
        }
        // As a container, a `GridLayout` is the `Grid` it makes, which tells its own spacing.
        let grid = ViewLayout(GridLayout(horizontalSpacing: .nan, verticalSpacing: -.infinity) { rows }, proposal: .unspecified)
        // Grid's default of 8 both ways.
        #expect(grid.frame(of: "b")?.minX == 18)
        #expect(grid.frame(of: "c")?.minY == 18)
        #expect(grid.warnings.count == 2)
        #expect(grid.warnings.allSatisfy { $0.hasPrefix("Grid(spacing:) got ") }, "\(grid.warnings)")
        // Through `AnyLayout` it runs as a layout, which tells its own.
        let erased = ViewLayout(AnyLayout(GridLayout(horizontalSpacing: .nan, verticalSpacing: -.infinity)) { rows }, proposal: .unspecified)
        #expect(erased.frame(of: "b")?.minX == 18)
        #expect(erased.frame(of: "c")?.minY == 18)
        #expect(erased.warnings.count == 2)
        #expect(erased.warnings.allSatisfy { $0.hasPrefix("GridLayout(") && $0.hasSuffix("(at AnyLayout)") }, "\(erased.warnings)")
    }

    @Test func aFlowLayoutsUnusableSpacingIsToldAndEightUsed() {
        let flow = ViewLayout(FlowLayout(spacing: .nan) { squares }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(flow.frame(of: "b")?.minX == 18)
        #expect(flow.warnings == ["FlowLayout(spacing:) got NaN, which is not usable; it is ignored. Pass a finite value the modifier accepts. (at FlowLayout)"])
    }

    @Test func containerRelativeFramesUnusableSpacingIsToldAndNoneUsed() {
        let view = Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: .nan).id("half")
        let layout = ViewLayout(view, proposal: ProposedViewSize(width: 320, height: 480))
        // (320 − 0) ÷ 2.
        #expect(layout.frame(of: "half")?.width == 160)
        #expect(layout.warnings.contains { $0.hasPrefix("containerRelativeFrame(spacing:) got NaN") })
    }
}

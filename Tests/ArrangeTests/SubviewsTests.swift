import Foundation
import Testing

@testable import Arrange

/// iOS 18's `Group(subviews:)` and `ForEach(subviews:)`: a view's content resolved into its
/// subviews where the tree is built (each view of the builder, each `ForEach` element, a nested
/// `Group`'s views, the branch an `if` took), then placed by the transform.
@Suite struct SubviewsTests {
    struct Content: View {
        var showsThird = true
        var body: some View {
            Color.red.frame(width: 10, height: 10).id("a")
            ForEach(0..<2) { i in Color.blue.frame(width: 20, height: 20).id("b\(i)") }
            if showsThird { Group { Color.green.frame(width: 30, height: 30).id("c") } }
            EmptyView()
        }
    }

    @Test func theSubviewsOfAContentAreItsFlattenedViews() {
        var counts: [Int] = []
        let layout = ViewLayout(
            VStack(spacing: 0) {
                Group(subviews: Content()) { subviews in
                    let _ = counts.append(subviews.count)
                    ForEach(subviews.indices, id: \.self) { index in
                        subviews[index].padding(index == 0 ? 5 : 0)
                    }
                }
            }, proposal: .unspecified)
        #expect(counts.first == 4)
        // Each subview is placed by the transform's result: the first with its padding.
        #expect(layout.frame(of: "a")?.size == CGSize(width: 10, height: 10))
        #expect(layout.frame(of: "a")?.minY == 5)
        #expect(layout.frame(of: "b0")?.minY == 20)
        #expect(layout.frame(of: "b1")?.minY == 40)
        #expect(layout.frame(of: "c")?.minY == 60)
        #expect(layout.size == CGSize(width: 30, height: 90))
    }

    @Test func aSliceOfTheSubviewsShowsOnlyThose() {
        let layout = ViewLayout(
            HStack(spacing: 0) {
                Group(subviews: Content(showsThird: false)) { subviews in
                    subviews[1...]
                }
            }, proposal: .unspecified)
        #expect(layout.frame(of: "a") == nil)
        #expect(layout.frame(of: "b0") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(layout.size == CGSize(width: 40, height: 20))
    }

    @Test func forEachSubviewsMakesOneViewPerSubview() {
        let layout = ViewLayout(
            VStack(spacing: 0) {
                ForEach(subviews: Content()) { subview in
                    subview.frame(width: 50)
                }
            }, proposal: .unspecified)
        #expect(layout.size == CGSize(width: 50, height: 80))
        #expect(layout.frame(of: "c")?.minX == 10, "each subview is centred in its 50-point frame")
    }

    @Test func environmentWrittenOnASubviewReachesIt() {
        let layout = ViewLayout(
            Group(subviews: Text("Hello")) { subviews in
                subviews[0].font(.system(size: 40))
            }, proposal: .unspecified)
        let plain = ViewLayout(Text("Hello"), proposal: .unspecified)
        #expect(layout.size.height > plain.size.height)
    }
}

// The page dots' background of a page-style TabView (`indexViewStyle(.page(backgroundDisplayMode:))`),
// as a carousel of slides sets it to keep its dots readable.
import Arrange
import Foundation
import Testing

@Suite("PageIndexViewStyle's background")
struct PageIndexViewStyleTests {
    let phone = ProposedViewSize(width: 393, height: 852)

    private func slides() -> some View {
        TabView {
            Text("First Slide")
            Text("Second Slide")
            Text("Third Slide")
        }
        .frame(height: 150)
        .tabViewStyle(.page)
    }

    private func capsules(_ view: some View) -> [CGRect] {
        ViewLayout(view, proposal: phone).nodes.filter { $0.kind == "Capsule" }.compactMap(\.frame)
    }

    @Test func alwaysPutsACapsuleBehindTheDots() {
        let layout = ViewLayout(slides().indexViewStyle(.page(backgroundDisplayMode: .always)), proposal: phone)
        let dots = layout.nodes.filter { $0.kind == "Circle" }.compactMap(\.frame)
        #expect(dots.count == 3)
        let capsule = layout.nodes.first { $0.kind == "Capsule" }?.frame
        // Three 8-point dots 8 apart (40 wide), 12 beyond them at the ends and 9 above and
        // below: 64 × 26, around the dots where they are without it (PageIndexMetrics).
        #expect(capsule?.size == CGSize(width: 64, height: 26))
        #expect(capsule?.midX == dots[1].midX)
        #expect(capsule?.midY == dots[0].midY)
        // The dots stay where they are without a background.
        let plain = ViewLayout(slides(), proposal: phone)
        #expect(plain.nodes.filter { $0.kind == "Circle" }.compactMap(\.frame).map(\.midY) == dots.map(\.midY))
    }

    @Test func onlyAlwaysShowsTheBackgroundAtRest() {
        #expect(capsules(slides()).isEmpty)
        #expect(capsules(slides().indexViewStyle(.page)).isEmpty)
        #expect(capsules(slides().indexViewStyle(.page(backgroundDisplayMode: .automatic))).isEmpty)
        #expect(capsules(slides().indexViewStyle(.page(backgroundDisplayMode: .interactive))).isEmpty)
        #expect(capsules(slides().indexViewStyle(.page(backgroundDisplayMode: .never))).isEmpty)
        #expect(capsules(slides().indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))).count == 1)
    }

    @Test func theBackgroundIsATranslucentDarkPlatter() {
        let layout = ViewLayout(slides().indexViewStyle(.page(backgroundDisplayMode: .always)), proposal: phone)
        guard case .shape(_, let style, _) = layout.nodes.first(where: { $0.kind == "Capsule" })?.content,
              let color = style.base as? Color else {
            Issue.record("no capsule")
            return
        }
        #expect(color.resolve(in: EnvironmentValues()) == Color(red: 0, green: 0, blue: 0, opacity: 0.25).resolve(in: EnvironmentValues()))
    }
}

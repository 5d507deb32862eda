import Arrange
@testable import ArrangeRender
import Foundation
import Testing

/// A layout that answers a NaN width for every proposal: the pass warns about it each time it
/// is asked, always at the same node.
private struct NaNWide: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A picture's warnings shorten paths and tell each problem once by the engine's rules
/// (`NodePath.Elision`, `ToldOnce`; issue 13 item 6).
@Suite("A picture's warnings follow the one path rule and the one telling rule")
struct PictureWarningRuleTests {
    @Test func aLongPathIsShortenedTheSameWayInARenderWarningAndByTheOneRule() throws {
        var view = AnyView(NaNShape().frame(width: 4, height: 4))
        for _ in 0..<100 { view = AnyView(view.padding(0)) }
        let layout = RenderTesting.layout(view)
        let shape = layout.nodes[layout.nodes.count - 1]
        let full = layout.path(of: shape).components(separatedBy: NodePath.separator)
        let shortened = NodePath.Elision.picture.shorten(full).joined(separator: NodePath.separator)
        #expect(shortened.hasPrefix("padding › padding › padding › padding › … 90 more … › "))
        var warnings: [String] = []
        _ = try RenderTesting.renderer.render(layout, options: RenderOptions(), warnings: &warnings)
        #expect(warnings == ["not drawn: the shape of \(shortened) has non-finite points"])
        #expect(RenderSession.shortened(full.joined(separator: NodePath.separator)) == shortened)
    }

    @Test func theSameDiagnosticRaisedTwiceAtOneNodeIsListedOnceInAPicturesWarnings() throws {
        var warnings: [String] = []
        _ = try RenderTesting.renderer.render(
            HStack { NaNWide { Color.red }; Color.blue }, proposal: ProposedViewSize(width: 100, height: 100),
            options: RenderOptions(), warnings: &warnings)
        #expect(warnings.filter { $0.hasPrefix("A view reported NaN") }.count == 1, "\(warnings)")
    }

    @Test func aWarningAboutANaNFrameIsListedOnce() throws {
        // Told by their words, a warning about a NaN matches itself (a NaN never equals itself).
        let layout = RenderTesting.layout(Color.red.frame(width: 4, height: 4))
        let options = RenderOptions()
        let session = RenderSession(
            layout: layout, options: options, canvas: try RenderCanvas(layout: layout, options: options),
            textMetrics: RenderTesting.renderer.textMetrics, images: RenderTesting.images)
        let frame = CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4)
        session.warn(.frameNotDrawable(path: "frame", frame: frame))
        session.warn(.frameNotDrawable(path: "frame", frame: frame))
        #expect(session.warnings.count == 1)
    }
}

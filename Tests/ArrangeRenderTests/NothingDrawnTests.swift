import Arrange
@testable import ArrangeRender
import Foundation
import Testing

/// A picture in which no view drew anything says so, with what a still picture leaves out, so
/// that a blank screen (content shown only after `onAppear` sets state, say) is not taken for
/// a rendering.
@Suite("nothing drawn")
struct NothingDrawnTests {
    static func warnings<V: View>(_ view: V) throws -> [String] {
        var warnings: [String] = []
        _ = try Renderer().render(view, proposal: ProposedViewSize(width: 100, height: 100), options: RenderOptions(scale: 1), warnings: &warnings)
        return warnings
    }

    @Test func aPictureWhoseOnlyContentHasOpacityZeroSaysNothingWasDrawn() throws {
        let warnings = try Self.warnings(ZStack { Text("Loading").opacity(0) })
        #expect(warnings.contains { $0.hasPrefix("nothing was drawn: no view has visible content at rest") }, "\(warnings)")
        #expect(warnings.contains { $0.contains("onAppear or task") })
    }

    @Test func aHiddenViewAndAnEmptyStackDrawNothing() throws {
        #expect(try Self.warnings(Text("Gone").hidden()).contains { $0.hasPrefix("nothing was drawn") })
        #expect(try Self.warnings(VStack {}).contains { $0.hasPrefix("nothing was drawn") })
    }

    @Test func aPictureWithTextAColourOrAShapeDrawsSomething() throws {
        #expect(!(try Self.warnings(Text("Hello"))).contains { $0.hasPrefix("nothing was drawn") })
        #expect(!(try Self.warnings(Color.blue)).contains { $0.hasPrefix("nothing was drawn") })
        #expect(!(try Self.warnings(Circle().stroke())).contains { $0.hasPrefix("nothing was drawn") })
    }
}

import Foundation
import Testing

@testable import Arrange

/// `Canvas` in layout (a greedy leaf, as shapes are) and its recording: the renderer closure
/// runs when asked for the laid-out size, and each call records one command with the state of
/// its time.
@Suite struct CanvasLayoutTests {
    @Test func aCanvasTakesTheProposedSizeAndTenPointsForUnspecifiedDimensions() {
        let canvas = Canvas { _, _ in }
        #expect(ViewLayout(canvas, proposal: ProposedViewSize(width: 120, height: 80)).size == CGSize(width: 120, height: 80))
        #expect(ViewLayout(canvas, proposal: .unspecified).size == CGSize(width: 10, height: 10))
        // In a VStack beside a fixed view it takes the rest, as a Color would.
        let stacked = ViewLayout(VStack(spacing: 0) { Color.red.frame(height: 30); canvas.id("c") }, proposal: ProposedViewSize(width: 100, height: 100))
        #expect(stacked.frame(of: "c") == CGRect(x: 0, y: 30, width: 100, height: 70))
    }

    static func content(of layout: ViewLayout) -> _CanvasContent? {
        for node in layout.nodes { if case .canvas(let content) = node.content { return content } }
        return nil
    }

    @Test func theRendererRunsWhenRecordedAndEachCallKeepsTheStateOfItsTime() throws {
        var runs = 0
        let layout = ViewLayout(Canvas { context, size in
            runs += 1
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            context.translateBy(x: 5, y: 6)
            context.opacity = 0.25
            context.stroke(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.blue), lineWidth: 2)
        }, proposal: ProposedViewSize(width: 50, height: 40))
        #expect(runs == 0, "building and laying out never run the renderer")
        let commands = try #require(Self.content(of: layout)).record(size: CGSize(width: 50, height: 40))
        #expect(runs == 1)
        #expect(commands.count == 2)
        #expect(commands[0].state.transform == .identity)
        #expect(commands[0].state.opacity == 1)
        #expect(commands[1].state.transform == CGAffineTransform(translationX: 5, y: 6))
        #expect(commands[1].state.opacity == 0.25)
        guard case .stroke(_, _, let style) = commands[1].operation else { Issue.record("not a stroke"); return }
        #expect(style.lineWidth == 2)
    }

    @Test func aLayerRecordsItsCommandsInsideOneCommand() throws {
        let layout = ViewLayout(Canvas { context, _ in
            context.addFilter(.blur(radius: 3))
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
                layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
            }
            context.drawLayer { _ in }
        }, proposal: ProposedViewSize(width: 10, height: 10))
        let commands = try #require(Self.content(of: layout)).record(size: CGSize(width: 10, height: 10))
        #expect(commands.count == 1, "an empty layer records nothing")
        guard case .layer(let inner) = commands[0].operation else { Issue.record("not a layer"); return }
        #expect(inner.count == 2)
        #expect(commands[0].state.filters.count == 1)
        #expect(inner[0].state.filters.isEmpty, "the layer's own context starts without the filters")
    }
}

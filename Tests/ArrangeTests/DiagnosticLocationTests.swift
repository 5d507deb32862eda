@testable import Arrange
import Foundation
import Testing

// Issue 13, item 5: every diagnostic is tied to the node it is about — those raised while the
// tree is built as well as those raised while it is laid out — and so carries the node's index,
// its full path and the view you wrote that made it; every message ends with a fix.

private let phone = ProposedViewSize(width: 390, height: 844)

/// A view of the reader's own whose body has a bad frame.
private struct BadRow: View {
    var body: some View {
        Color.red.frame(width: .nan, height: 10)
    }
}

/// A view of the reader's own reading an object nobody provides.
private final class Missing: ObservableObject {}
private struct NeedsMissing: View {
    @EnvironmentObject var missing: Missing
    var body: some View { Color.red }
}

@Suite("Diagnostics are tied to a node")
struct DiagnosticLocationTests {
    @Test func aWarningRaisedWhileBuildingNamesItsNodeAndItsFullPath() {
        let layout = ViewLayout(VStack { Text("a"); Color.red.padding(.nan) }, proposal: phone)
        let found = layout.diagnostics.filter { if case .invalidValue("padding", _) = $0.kind { true } else { false } }
        #expect(found.count == 1)
        let diagnostic = found[0]
        let node = try! #require(diagnostic.node)
        #expect(layout.nodes[node].kind == "padding")
        // Built, the padding knew only its own name; the finished tree gives the whole path.
        #expect(diagnostic.path == "VStack › padding[1]")
        #expect(diagnostic.description.hasSuffix("(at VStack › padding[1])"))
        #expect(diagnostic.viewType == nil)  // only Arrange's views made it
    }

    @Test func aWarningNamesTheViewYouWroteThatMadeItsNode() {
        let layout = ViewLayout(VStack { Text("a"); BadRow() }, proposal: phone)
        let diagnostic = try! #require(layout.diagnostics.first { if case .invalidFrameDimension = $0.kind { true } else { false } })
        let node = try! #require(diagnostic.node)
        #expect(layout.nodes[node].kind == "frame")
        #expect(diagnostic.viewType == String(reflecting: BadRow.self))
    }

    @Test func aControlsWarningIsTiedToTheControlsNode() {
        let layout = ViewLayout(VStack { Text("Volume"); Slider(value: .constant(3), in: 0...1) }, proposal: phone)
        let diagnostic = try! #require(layout.diagnostics.first { if case .controlValueOutOfRange = $0.kind { true } else { false } })
        let node = try! #require(diagnostic.node)
        #expect(layout.nodes[node].kind == "Slider")
        #expect(diagnostic.path == "VStack › Slider[1]")
    }

    @Test func aTextsWarningIsTiedToTheTextsNode() {
        let layout = ViewLayout(HStack { Color.red; Text("Big").font(.system(size: 1e9)) }, proposal: phone)
        let diagnostic = try! #require(layout.diagnostics.first { if case .textValueOutOfRange = $0.kind { true } else { false } })
        let node = try! #require(diagnostic.node)
        #expect(layout.nodes[node].kind == "text")
    }

    @Test func aWarningRaisedWhileLayingOutNamesItsNode() {
        let layout = ViewLayout(VStack { Color.red.frame(width: 10, height: 10) }, proposal: ProposedViewSize(width: -5, height: 50))
        let diagnostic = try! #require(layout.diagnostics.first { if case .invalidProposal = $0.kind { true } else { false } })
        #expect(diagnostic.node == 0)
        #expect(layout.nodes[0].kind == "VStack")
    }

    @Test func aViewLeftOutOfTheTreeHasNoNode() {
        let layout = ViewLayout(VStack(spacing: 0) { NeedsMissing(); Color.red.frame(width: 10, height: 10) }, proposal: phone)
        let diagnostic = try! #require(layout.diagnostics.first { if case .missingEnvironmentObject = $0.kind { true } else { false } })
        #expect(diagnostic.node == nil)
    }

    @Test func theSameBuildWarningInEveryRowIsToldOnce() {
        let layout = ViewLayout(VStack { ForEach(0..<5, id: \.self) { _ in Color.red.padding(.nan) } }, proposal: phone)
        let found = layout.diagnostics.filter { if case .invalidValue("padding", _) = $0.kind { true } else { false } }
        #expect(found.count == 1)
        #expect(found.first?.node.map { layout.nodes[$0].kind } == "padding")
    }

    @Test func everyMessageEndsWithWhatToDo() {
        let kinds: [LayoutDiagnostic.Kind] = [
            .invalidFrameDimension(.nan), .contradictoryFrameConstraints, .invalidFlexibleFrameBound(-.infinity),
            .invalidProposal(ProposedViewSize(width: -1, height: nil)), .invalidReportedSize(CGSize(width: -1, height: 1)),
            .nonFiniteOrigin(CGPoint(x: CGFloat.nan, y: 0)), .nonFiniteAlignmentGuide(guide: "leading", value: .nan),
            .placedTwice, .notPlaced, .invalidValue(modifier: "padding", value: .nan), .missingImage("x"), .missingColor("x"),
            .workBudgetExceeded(limit: 1), .placementBudgetExceeded(limit: 1), .depthLimitExceeded(limit: 1),
        ]
        // Each message states a remedy: an imperative ("Pass", "Return", "Place", …) or the
        // repair made and how to avoid it.
        let remedies = ["Pass ", "Propose ", "Return ", "Give ", "Place ", "Call ", "Flatten ", "Add ", "must hold", "A custom Layout may"]
        for kind in kinds {
            let message = LayoutDiagnostic(kind: kind, path: "x").message
            #expect(remedies.contains { message.contains($0) }, "\(kind): \(message)")
        }
    }
}


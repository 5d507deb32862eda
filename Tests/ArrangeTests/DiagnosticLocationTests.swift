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

    /// One of every kind of diagnostic; the switch in `isListed` stops the build when a kind is
    /// added without a sample here.
    static let everyKind: [LayoutDiagnostic.Kind] = [
        .invalidFrameDimension(.nan), .contradictoryFrameConstraints, .invalidFlexibleFrameBound(-.infinity),
        .invalidProposal(ProposedViewSize(width: -1, height: nil)), .invalidReportedSize(CGSize(width: -1, height: 1)),
        .nonFiniteOrigin(CGPoint(x: CGFloat.nan, y: 0)), .nonFiniteAlignmentGuide(guide: "leading", value: .nan),
        .nonFiniteLayoutGuide(layout: "Pair", guide: "leading", value: .nan),
        .placedTwice, .notPlaced, .invalidValue(modifier: "padding", value: .nan), .missingImage("x"), .missingColor("x"),
        .workBudgetExceeded(limit: 1), .placementBudgetExceeded(limit: 1), .depthLimitExceeded(limit: 1),
        .stackExhausted(segmentBytes: 64 << 20),
        .textValueOutOfRange(modifier: "font size", value: 1e9, used: 10_000),
        .safeAreaInsetsExceedScreen(insets: EdgeInsets(top: 900, leading: 0, bottom: 0, trailing: 0), screen: CGSize(width: 390, height: 844)),
        .controlValueOutOfRange(view: "Slider", value: 2, range: "0...1", shown: "1"),
        .invalidControlRange(view: "Gauge", range: "1...1", shown: "empty"),
        .pickerSelectionHasNoTag(selection: "x"), .invalidGridCellColumns(requested: 0, used: 1),
        .missingEnvironmentObject(message: "No ObservableObject of type Model found."),
        .shortGridRow(row: 0, cells: 1, columns: 2), .preferenceChangeDidNotSettle(key: "Key", layouts: 8),
        .lifecycleActionDidNotSettle(action: "onAppear", layouts: 8), .taskDidNotFinish(seconds: 2),
    ]

    static func isListed(_ kind: LayoutDiagnostic.Kind) -> Bool {
        switch kind {
        case .invalidFrameDimension, .contradictoryFrameConstraints, .invalidFlexibleFrameBound, .invalidProposal,
             .invalidReportedSize, .nonFiniteOrigin, .nonFiniteAlignmentGuide, .nonFiniteLayoutGuide, .placedTwice, .notPlaced, .invalidValue,
             .missingImage, .missingColor, .workBudgetExceeded, .placementBudgetExceeded, .depthLimitExceeded, .stackExhausted,
             .textValueOutOfRange, .safeAreaInsetsExceedScreen, .controlValueOutOfRange, .invalidControlRange,
             .pickerSelectionHasNoTag, .invalidGridCellColumns, .missingEnvironmentObject, .shortGridRow,
             .preferenceChangeDidNotSettle, .lifecycleActionDidNotSettle, .taskDidNotFinish:
            return true
        }
    }

    @Test func everyKindOfMessageEndsWithWhatToDo() {
        #expect(Self.everyKind.count == 28)
        #expect(Self.everyKind.allSatisfy(Self.isListed))
        // Each message states a remedy as an imperative, at the start of a sentence or after a
        // colon: "Pass", "Return", "Place", …
        let remedies = ["Pass", "Propose", "Return", "Give", "Place", "place", "Call", "Flatten", "Add", "Use", "Clamp", "ask", "Make", "Provide"]
        for kind in Self.everyKind {
            let message = LayoutDiagnostic(kind: kind, path: "x").message
            let clauses = message.components(separatedBy: ". ") + message.components(separatedBy: ": ").dropFirst()
            #expect(clauses.contains { clause in remedies.contains { clause.hasPrefix($0 + " ") } }, "\(kind): \(message)")
        }
    }
}


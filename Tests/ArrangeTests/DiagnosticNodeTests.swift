@testable import Arrange
import ArrangeTestSupport
import Foundation
import Testing

private let phone = ProposedViewSize(width: 390, height: 844)

/// A layout that places its subviews at its origin.
private struct Pile: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 10) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// The padding diagnostics of `layout`.
private func paddingDiagnostics(_ layout: ViewLayout) -> [LayoutDiagnostic] {
    layout.diagnostics.filter { if case .invalidValue("padding", _) = $0.kind { true } else { false } }
}

/// Issue 13 item 5: a diagnostic raised while building views that make no node of their own
/// (a modifier on an `EmptyView`) still names a node — the container that holds them, else the
/// root — instead of reading "(at padding)" with no node.
@Suite("Every diagnostic names a node")
struct DiagnosticNodeTests {
    @Test func aWarningFromViewsThatMakeNoNodeIsTiedToTheirContainer() {
        let cases: [(String, ViewLayout)] = [
            ("ZStack", ViewLayout(VStack { Text("a"); ZStack { EmptyView().padding(.nan) } }, proposal: phone)),
            ("Pile", ViewLayout(VStack { Text("a"); Pile { Color.red; EmptyView().padding(.nan) } }, proposal: phone)),
            ("ScrollView", ViewLayout(VStack { Text("a"); ScrollView { EmptyView().padding(.nan) } }, proposal: phone)),
            ("overlay", ViewLayout(VStack { Text("a"); Color.red.overlay { EmptyView().padding(.nan) } }, proposal: phone)),
            ("Grid", ViewLayout(VStack { Text("a"); Grid { GridRow { Text("b"); EmptyView().padding(.nan) } } }, proposal: phone)),
        ]
        for (container, layout) in cases {
            let found = paddingDiagnostics(layout)
            #expect(found.count == 1, "\(container)")
            let node = found.first?.node
            #expect(node.map { layout.nodes[$0].kind.contains(container) } == true, "\(container): \(found.map(\.description))")
            #expect(found.first?.path == node.map { layout.path(of: layout.nodes[$0]) }, "\(container)")
        }
    }

    @Test func aWarningNoContainerClaimsIsTiedToTheRoot() {
        for layout in [
            ViewLayout(EmptyView().padding(.nan), proposal: phone),
            ViewLayout(NavigationStack { EmptyView().padding(.nan) }, proposal: phone),
        ] {
            let found = paddingDiagnostics(layout)
            #expect(found.count == 1)
            #expect(found.first?.node == 0)
            #expect(found.first?.path == layout.nodes[0].kind)
        }
    }

    @Test func aWarningFromABodyOfSeveralViewsNamesANodeOfTheFinishedTree() {
        // The views at the root are built once to count them and once more under a stack; the
        // warning of the first build is about a node the finished tree does not have, and is
        // told at the root (the stack over them) rather than with no node.
        let layout = ViewLayout(Group { Text("a"); Color.red.frame(width: .nan) }, proposal: phone)
        let found = layout.diagnostics.filter { if case .invalidFrameDimension = $0.kind { true } else { false } }
        #expect(found.count == 1)
        #expect(found.first?.node == 0)
        #expect(found.first?.description.hasSuffix("(at VStack)") == true)
    }

    @Test func onlyAViewLeftOutOfTheTreeHasNoNode() {
        var checked = 0
        for seed in 0..<60 {
            let tree = RandomViewTree(seed: UInt64(seed))
            guard !mayTrap(tree) else { continue }
            let view = VStack { tree.view; EmptyView().padding(.nan) }
            let layout = ViewLayout(view, proposal: phone)
            for diagnostic in layout.diagnostics {
                #expect(diagnostic.node != nil || diagnostic.slot == LayoutDiagnostic.leftOut, "seed \(seed): \(diagnostic)")
                checked += 1
            }
        }
        #expect(checked >= 40)
    }
}

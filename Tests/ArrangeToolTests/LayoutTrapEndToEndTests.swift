import Foundation
import Testing

/// A user's `Layout` that traps in its own code (issue 13, "Bad input": the trap is the user's):
/// `arrange` names the user's line and function, does not crash itself, and lays out what
/// does not trap — the file's other views, and the files given after it — with their numbers.
@Suite("End to end: a custom Layout that traps")
struct LayoutTrapEndToEndTests {
    /// Line 6 indexes past the end of the layout's subviews, line 17 past a user's array; the views
    /// are declared on lines 22, 26 and 30.
    static let trapping = """
        import SwiftUI

        /// Sizes itself as its second subview.
        struct Pair: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews[1].sizeThatFits(proposal)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
            }
        }

        /// Takes its width from a table of widths.
        struct Table: Layout {
            let widths: [CGFloat] = [10, 20]
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: widths[subviews.count + 1], height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }

        struct Lonely: View {
            var body: some View { Pair { Color.red.frame(width: 10, height: 20) } }
        }

        struct Fine: View {
            var body: some View { Pair { Color.red; Color.blue.frame(width: 30, height: 40) } }
        }

        struct Tabled: View {
            var body: some View { Table { Color.red } }
        }
        """

    @Test func aTrapInALayoutsSizeThatFitsIsTheUsersAndTheOtherViewsAreLaidOut() {
        let file = ArrangeExecutable.write(Self.trapping, to: "layout-trap/trapping.swift")
        let result = ArrangeExecutable.run(["frames", file])
        #expect(result.status == 1)
        // The views that do not trap, with their numbers; the two that do, left out.
        #expect(result.output.hasPrefix("Fine\nproposal 390×844 → size 30×40\n"))
        #expect(!result.output.contains("Lonely") && !result.output.contains("Tabled"))
        // Each trap at the user's line, in the user's function.
        // (Arrange's own check of the index is given the user's line too, not Arrange's file.)
        #expect(result.errors.contains("\(file):6: Fatal error: Index out of range: a layout asked for subviews[1] of its 1 subviews\n"))
        #expect(result.errors.contains(
            "arrange: Lonely (\(file):22) stopped at a fatal error in Pair's sizeThatFits(proposal:subviews:cache:) (\(file):6) (signal 4; its message is above). It is left out; the other views are shown.\n"))
        #expect(result.errors.contains("\(file):17: Fatal error: Index out of range\n"))
        #expect(result.errors.contains(
            "arrange: Tabled (\(file):30) stopped at a fatal error in Table's sizeThatFits(proposal:subviews:cache:) (\(file):17) (signal 4; its message is above). It is left out; the other views are shown.\n"))
        #expect(!result.errors.contains("0x0000"))
        #expect(!result.errors.contains("LayoutSubviews.swift"))
    }

    @Test func theFilesAfterOneThatTrapsStillLayOutWithTheirNumbers() {
        let before = ArrangeExecutable.write("Color.red.frame(width: 10, height: 20)\n", to: "layout-trap-many/a.swift")
        let trap = ArrangeExecutable.write("""
            struct Pair: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    subviews[1].sizeThatFits(proposal)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            Pair { Color.red }
            """, to: "layout-trap-many/b.swift")
        let after = ArrangeExecutable.write(
            "struct Square: View { var body: some View { Color.blue.frame(width: 30, height: 40) } }\n", to: "layout-trap-many/c.swift")
        let out = ArrangeExecutable.workspace.appendingPathComponent("layout-trap-many-out").path
        let result = ArrangeExecutable.run(["render", before, trap, after, "--scale", "1", "-o", out])
        #expect(result.status == 1)
        #expect(ArrangeExecutable.pngSize(out + "/a-Snippet.png").map { [$0.width, $0.height] } == [10, 20])
        #expect(ArrangeExecutable.pngSize(out + "/c-Square.png").map { [$0.width, $0.height] } == [30, 40])
        #expect(!FileManager.default.fileExists(atPath: out + "/b-Snippet.png"))
        #expect(result.output.contains("Square: wrote \(out)/c-Square.png (30×40 pt"))
        #expect(result.errors.contains("\(trap):3: Fatal error: Index out of range: a layout asked for subviews[1] of its 1 subviews\n"))
        #expect(result.errors.contains(
            "arrange: \(trap) stopped at a fatal error in Pair's sizeThatFits(proposal:subviews:cache:) (\(trap):3), while laying out Snippet (signal 4); its message is above.\n"))
        #expect(result.errors.hasSuffix("arrange: 1 of 3 files failed.\n"))
    }
}

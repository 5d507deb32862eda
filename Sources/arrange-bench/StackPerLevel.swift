import Arrange
import Foundation

/// `--stack`: how many bytes of the thread's stack one level of `deep-D` (a `VStack` or
/// `HStack` in `padding(1)`, behind an `AnyView`) takes while the chain is sized and placed, the recursion
/// the `Layout` protocol implies (a container asks its child and waits for the answer). A
/// layout at the top and one at the bottom of the chain note where a local of theirs lies, in each phase;
/// the stack grows down, so the difference over the levels between them is the cost of a
/// level. It tells how many levels a stack segment (`LayoutOptions.stackSize`) holds. The
/// chain is laid out on a thread with a stack large enough that the layout never continues on
/// a segment: the two marks would then lie on different stacks.
enum StackPerLevel {
    /// Where the two marks found their locals.
    final class Marks: @unchecked Sendable {
        var top: UInt = 0
        var bottom: UInt = 0
        var topPlacing: UInt = 0
        var bottomPlacing: UInt = 0
        var topBuilding: UInt = 0
        var bottomBuilding: UInt = 0
    }

    /// A view that notes the address of a local while its body is evaluated, which happens as
    /// the tree is built, at its level.
    struct BuildMark<Content: View>: View {
        let marks: Marks
        let isTop: Bool
        let content: Content

        var body: some View {
            let address = StackPerLevel.here()
            if isTop { marks.topBuilding = address } else { marks.bottomBuilding = address }
            return content
        }
    }

    /// The address of a local of the caller's frame.
    @inline(never)
    static func here() -> UInt {
        var local = 0
        return withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) }
    }

    /// A layout that notes the address of a local while it is sized, and lays its one child (if
    /// any) out as a plain wrapper does.
    struct Mark: Layout {
        let marks: Marks
        let isTop: Bool

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let address = StackPerLevel.here()
            if isTop { marks.top = address } else { marks.bottom = address }
            return subviews.first?.sizeThatFits(proposal) ?? CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let address = StackPerLevel.here()
            if isTop { marks.topPlacing = address } else { marks.bottomPlacing = address }
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }
    }

    /// Bytes of stack per level of a `deep-depth` chain while it is built, sized and placed.
    static func bytesPerLevel(depth: Int) -> (building: Double, sizing: Double, placing: Double) {
        let marks = Marks()
        // With a child: a childless node is never asked to place its children.
        var view = AnyView(BuildMark(marks: marks, isTop: false, content: Mark(marks: marks, isTop: false) { Color.clear }))
        for level in 0..<depth {
            let inner = view
            view = level % 2 == 0 ? AnyView(VStack { inner }.padding(1)) : AnyView(HStack { inner }.padding(1))
        }
        // Handed to the thread, which alone uses it from then on.
        nonisolated(unsafe) let top = BuildMark(marks: marks, isTop: true, content: Mark(marks: marks, isTop: true) { view })
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            _ = ViewLayout(top, proposal: ProposedViewSize(width: 1_000, height: 1_000))
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        done.wait()
        let levels = Double(depth)
        return (
            Double(marks.topBuilding &- marks.bottomBuilding) / levels, Double(marks.top &- marks.bottom) / levels,
            Double(marks.topPlacing &- marks.bottomPlacing) / levels
        )
    }

    /// The report line for `depth`: bytes per level building, sizing and placing, and what
    /// 100,000 levels take at the largest.
    static func report(depth: Int) -> String {
        let perLevel = bytesPerLevel(depth: depth)
        let megabytes = max(perLevel.building, perLevel.sizing, perLevel.placing) * 100_000 / Double(1 << 20)
        return "stack deep-\(depth) bytes per level (2 views): building \(format(perLevel.building, 0)), sizing "
            + "\(format(perLevel.sizing, 0)), placing \(format(perLevel.placing, 0)); 100,000 levels: \(format(megabytes, 0)) MB"
    }
}

import Arrange
import Foundation

/// `--stack`: how many bytes of the thread's stack one level of `deep-D` (a `VStack` or
/// `HStack` in `padding(1)`, behind an `AnyView`) takes while the chain is sized, the recursion
/// the `Layout` protocol implies (a container asks its child and waits for the answer). A
/// layout at the top and one at the bottom of the chain note where a local of theirs lies;
/// the stack grows down, so the difference over the levels between them is the cost of a
/// level. It tells how much of `LayoutOptions.stackSize` a tree of a given depth needs.
enum StackPerLevel {
    /// Where the two marks found their locals.
    final class Marks: @unchecked Sendable {
        var top: UInt = 0
        var bottom: UInt = 0
    }

    /// A layout that notes the address of a local while it is sized, and lays its one child (if
    /// any) out as a plain wrapper does.
    struct Mark: Layout {
        let marks: Marks
        let isTop: Bool

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            var local = 0
            let address = withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) }
            if isTop { marks.top = address } else { marks.bottom = address }
            return subviews.first?.sizeThatFits(proposal) ?? CGSize(width: 10, height: 10)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }
    }

    /// Bytes of stack per level of a `deep-depth` chain while it is sized.
    static func bytesPerLevel(depth: Int) -> Double {
        let marks = Marks()
        var view = AnyView(Mark(marks: marks, isTop: false) {})
        for level in 0..<depth {
            let inner = view
            view = level % 2 == 0 ? AnyView(VStack { inner }.padding(1)) : AnyView(HStack { inner }.padding(1))
        }
        let top = Mark(marks: marks, isTop: true) { view }
        _ = ViewLayout(top, proposal: ProposedViewSize(width: 1_000, height: 1_000))
        return Double(marks.top &- marks.bottom) / Double(depth)
    }

    /// The report line for `depth`: bytes per level, and what 100,000 levels take.
    static func report(depth: Int) -> String {
        let perLevel = bytesPerLevel(depth: depth)
        let megabytes = perLevel * 100_000 / Double(1 << 20)
        return "stack deep-\(depth) \(format(perLevel, 0)) bytes per level (2 views); 100,000 levels: \(format(megabytes, 0)) MB"
    }
}

import Arrange

/// The tree shapes `arrange-bench` lays out, and whose allocations per view the tests bound.
/// They match `/work/shared/bench/peers.py`, which builds the same shapes in Yoga and Taffy,
/// except that a fixed leaf here is two nodes (`frame` around `Color`) where the peers have one.
///
/// Every builder returns a fresh view value; deep and recursive shapes are built with
/// `AnyView`, which adds no node of its own.
public enum BenchmarkShapes {
    /// A 10 × 10 leaf: `Color.clear.frame(width: 10, height: 10)`, two nodes.
    public static func fixedLeaf() -> some View {
        Color.clear.frame(width: 10, height: 10)
    }

    /// A leaf that takes any size from 10 × 10 up, two nodes.
    public static func flexibleLeaf() -> some View {
        Color.clear.frame(minWidth: 10, maxWidth: .infinity, minHeight: 10, maxHeight: .infinity)
    }

    /// `flat-N`: one `HStack(spacing: 0)` of `count` fixed leaves.
    public static func flat(_ count: Int) -> some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { _ in fixedLeaf() }
        }
    }

    /// `grid-RxC`: a `VStack(spacing: 0)` of `rows` `HStack(spacing: 0)`s of `columns` fixed leaves.
    public static func grid(rows: Int, columns: Int) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { _ in
                HStack(spacing: 0) {
                    ForEach(0..<columns) { _ in fixedLeaf() }
                }
            }
        }
    }

    /// `deep-D`: `depth` nested single-child stacks, alternating `VStack` (innermost) and
    /// `HStack`, each with `.padding(1)`, around one fixed leaf.
    public static func deep(_ depth: Int) -> AnyView {
        var view = AnyView(fixedLeaf())
        for level in 0..<depth {
            let inner = view
            if level % 2 == 0 {
                view = AnyView(VStack { inner }.padding(1))
            } else {
                view = AnyView(HStack { inner }.padding(1))
            }
        }
        return view
    }

    /// `tree-dD-b3`: a balanced tree, `branching` children per stack, `depth` levels of stacks
    /// alternating `HStack(spacing: 0)` (at the root) and `VStack(spacing: 0)`, flexible leaves.
    public static func tree(depth: Int, branching: Int = 3) -> AnyView {
        func level(_ index: Int) -> AnyView {
            if index == depth { return AnyView(flexibleLeaf()) }
            let children = (0..<branching).map { _ in level(index + 1) }
            if index % 2 == 0 {
                return AnyView(HStack(spacing: 0) { ForEach(0..<branching) { children[$0] } })
            } else {
                return AnyView(VStack(spacing: 0) { ForEach(0..<branching) { children[$0] } })
            }
        }
        return level(0)
    }

    /// `text-dD`: `depth` nested stacks alternating `HStack` (outermost) and `VStack`, each
    /// holding `Text("Level i text")`, a `Spacer()` and the next level.
    public static func text(depth: Int) -> AnyView {
        var view: AnyView? = nil
        for index in stride(from: depth - 1, through: 0, by: -1) {
            let inner = view
            let label = Text("Level \(index) text")
            if index % 2 == 0 {
                view = AnyView(HStack { label; Spacer(); if let inner { inner } })
            } else {
                view = AnyView(VStack { label; Spacer(); if let inner { inner } })
            }
        }
        return view ?? AnyView(EmptyView())
    }
}

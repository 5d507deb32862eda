import Foundation

/// What the nodes that show something show (`NodeContent`), kept apart from their records:
/// colours, what most leaves show, in a column of plain `Color`s, and any other content in a
/// column of its own. A node's record holds a reference into them (`NodeRecord.contentIndex`):
/// -1 for nothing, `n` ≥ 0 for the n-th other content, -2 - `n` for the n-th colour.
///
/// A column of every node's `NodeContent` (216 bytes, `none` for most nodes) made a row of
/// 100,000 colours a quarter slower than a row of 1,000 per view, each colour written to a cold
/// slot; and handing a 216-byte content over to be stored copied it whole, where a colour is 56.
struct ShownContents {
    private var colors = NodeColumn<Color>()
    private var others = NodeColumn<NodeContent>()

    /// The reference of a node that shows nothing.
    static let nothing: Int32 = -1

    /// What the node with `reference` shows.
    subscript(reference: Int32) -> NodeContent {
        if reference >= 0 { return others[Int(reference)] }
        if reference == Self.nothing { return .none }
        return .color(colors[Int(-2 - reference)])
    }

    /// Keeps `content` for a node that had `reference`, in the same place when it is of the
    /// same kind, and returns the node's reference from now on (a place given up stays unused).
    @inline(__always)
    mutating func keep(_ content: NodeContent, replacing reference: Int32) -> Int32 {
        switch content {
        case .none:
            return Self.nothing
        case .color(let color):
            if reference < Self.nothing {
                colors[Int(-2 - reference)] = color
                return reference
            }
            colors.append(color)
            return -1 - Int32(colors.count)
        default:
            if reference >= 0 {
                others[Int(reference)] = content
                return reference
            }
            others.append(content)
            return Int32(others.count - 1)
        }
    }

    /// How many colours and other contents were kept.
    var counts: (colors: Int, others: Int) { (colors.count, others.count) }

    /// Makes room for `colors` colours and `others` other contents.
    mutating func reserveCapacity(colors colorCount: Int, others otherCount: Int) {
        colors.reserveCapacity(colorCount)
        others.reserveCapacity(otherCount)
    }

    /// Frees both columns (colours are plain data: `PlainDataViewTests`, so only the others are
    /// visited).
    mutating func release() {
        colors.release()
        others.release()
    }
}


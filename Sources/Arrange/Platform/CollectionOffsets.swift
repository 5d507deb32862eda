import Foundation

/// SwiftUI's additions to the standard collections for `onDelete` and `onMove`: removing and
/// moving elements given as an `IndexSet` of offsets, as a list's edit actions hand them over.
extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (offsets from the start, not indices).
    ///
    /// 1. Keeps the offsets that lie inside the collection; others are ignored.
    /// 2. Moves the kept elements to the front, in order, and removes the rest from the end.
    public mutating func remove(atOffsets offsets: IndexSet) {
        // 1.
        let removed = offsets.filteredIndexSet { $0 >= 0 && $0 < count }
        guard !removed.isEmpty else { return }
        // 2.
        var write = startIndex
        var offset = 0
        var read = startIndex
        while read != endIndex {
            if !removed.contains(offset) {
                if write != read { self[write] = self[read] }
                formIndex(after: &write)
            }
            formIndex(after: &read)
            offset += 1
        }
        removeSubrange(write..<endIndex)
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (offsets) to before the element at offset `destination`
    /// (`count` moves them to the end), keeping their order, as `onMove` asks.
    ///
    /// 1. Offsets outside the collection are ignored; a destination outside it is clamped.
    /// 2. The moved elements, and the others, each keep their order; the moved ones go in at
    ///    `destination` less the moved elements that stood before it.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        // 1.
        let elements = Array(self)
        let moving = source.filteredIndexSet { $0 >= 0 && $0 < elements.count }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), elements.count)
        // 2.
        let moved = moving.map { elements[$0] }
        var staying = elements.indices.filter { !moving.contains($0) }.map { elements[$0] }
        let insertion = target - moving.count(in: 0..<target)
        staying.insert(contentsOf: moved, at: insertion)
        var index = startIndex
        for element in staying {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

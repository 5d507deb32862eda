import Foundation

extension Array where Element == Int {
    /// In an array sorted in increasing order, the first position whose element is not before
    /// `value`: where `value` is, or where it goes to keep the order. The lazy containers keep
    /// their built rows and cells this way (`LazyStackState`, `LazyGridState`).
    func sortedInsertionPoint(of value: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

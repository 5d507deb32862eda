import Foundation

extension NSLayoutConstraint {
    /// Whether one of the items is in `view`'s subtree and the other outside it.
    func involvesSubtree(of view: UIView) -> Bool {
        let first = item1?.hostView?.isDescendant(of: view) ?? false
        let second = item2?.hostView?.isDescendant(of: view) ?? false
        return first != second && item2 != nil
    }
}

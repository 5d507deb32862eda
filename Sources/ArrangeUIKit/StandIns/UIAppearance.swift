import Arrange
import Foundation

// The UIKit bars and scroll views SwiftUI code styles through `appearance()`
// (`UITabBar.appearance().isHidden = true`, `UIScrollView.appearance().bounces = false`). Their
// appearance proxies take the settings and change nothing in Arrange's drawing: SwiftUI's own
// bars and scroll views are drawn from SwiftUI's modifiers (docs/DIFFERENCES.md "Stand-ins").

/// A scrolling view, as UIKit's `UIScrollView` (not drawn).
open class UIScrollView: UIView {
    /// Whether scrolling past the content's edge bounces back.
    open var bounces = true
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether scrolling stops on multiples of the view's bounds.
    open var isPagingEnabled = false
    /// Whether the vertical indicator shows while scrolling.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling.
    open var showsHorizontalScrollIndicator = true
    /// The content's offset.
    open var contentOffset = CGPoint.zero
    /// The content's size.
    open var contentSize = CGSize.zero
    /// Extra room around the content.
    open var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The proxy whose settings every scroll view takes: accepted, no effect in Arrange.
    open class func appearance() -> UIScrollView { UIScrollView(frame: .zero) }
}

/// A table, as UIKit's `UITableView` (SwiftUI's `List` before iOS 16; not drawn).
open class UITableView: UIScrollView {
    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
    }

    /// How rows are separated.
    open var separatorStyle = SeparatorStyle.singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?

    /// The proxy whose settings every table takes: accepted, no effect in Arrange.
    open override class func appearance() -> UITableView { UITableView(frame: .zero) }
}

/// A table's row, as UIKit's `UITableViewCell` (SwiftUI's `List` rows before iOS 16; not drawn).
open class UITableViewCell: UIView {
    /// How a selected row is highlighted.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// How a selected row is highlighted.
    open var selectionStyle = SelectionStyle.default

    /// The proxy whose settings every row takes: accepted, no effect in Arrange.
    open class func appearance() -> UITableViewCell { UITableViewCell(frame: .zero) }
}

/// A tab bar, as UIKit's `UITabBar` (SwiftUI's `TabView` draws its own; not drawn).
open class UITabBar: UIView {
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The colour of the selected item.
    open var tintColor: UIColor?
    /// The colour of the other items.
    open var unselectedItemTintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// How the bar looks with content scrolled under it (iOS 13).
    open var standardAppearance = UITabBarAppearance()
    /// How the bar looks with the content's end at its edge (iOS 15); `standardAppearance` when `nil`.
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// The proxy whose settings every tab bar takes: accepted, no effect in Arrange.
    open class func appearance() -> UITabBar { UITabBar(frame: .zero) }
}

/// A navigation bar, as UIKit's `UINavigationBar` (SwiftUI's navigation stack draws its own; not drawn).
open class UINavigationBar: UIView {
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// The colour of the bar's buttons.
    open var tintColor: UIColor?
    /// Whether the bar is translucent.
    open var isTranslucent = true
    /// Whether titles are large.
    open var prefersLargeTitles = false
    /// The attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// How the bar looks with content scrolled under it (iOS 13).
    open var standardAppearance = UINavigationBarAppearance()
    /// How the bar looks in compact height; `standardAppearance` when `nil`.
    open var compactAppearance: UINavigationBarAppearance?
    /// How the bar looks with the content's top at its edge; `standardAppearance` when `nil`.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// How the bar looks in compact height with the content's top at its edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// The proxy whose settings every navigation bar takes: accepted, no effect in Arrange.
    open class func appearance() -> UINavigationBar { UINavigationBar(frame: .zero) }
}

extension NSAttributedString.Key {
    /// UIKit's text colour attribute (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// UIKit's font attribute (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
}

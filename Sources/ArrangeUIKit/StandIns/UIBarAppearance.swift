import Arrange
import Foundation

// iOS 13's bar appearances, which SwiftUI code sets on the bars' appearance proxies
// (`UINavigationBar.appearance().standardAppearance = appearance`). Like the proxies'
// other settings (UIAppearance.swift) they are kept and change nothing in Arrange's drawing:
// SwiftUI's own bars are drawn from SwiftUI's modifiers (docs/DIFFERENCES.md "Stand-ins").

/// The background and shadow of a bar, as UIKit's `UIBarAppearance` (kept, not drawn).
open class UIBarAppearance: NSObject {
    /// The bar's background colour.
    open var backgroundColor: UIColor?
    /// The blur behind the bar.
    open var backgroundEffect: UIBlurEffect?
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// The colour of the line under the bar.
    open var shadowColor: UIColor?
    /// The image of the line under the bar.
    open var shadowImage: UIImage?

    /// A bar with the system's default background: a blur and a hairline shadow.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The system's default background: a blur (`systemChromeMaterial`) and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background in the system background colour, with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = nil
    }
}

/// How a navigation bar looks, as UIKit's `UINavigationBarAppearance` (kept, not drawn).
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How the bar's plain buttons look.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// How the bar's done buttons look.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
    /// How the bar's back button looks.
    open var backButtonAppearance = UIBarButtonItemAppearance()

    /// The image of the back button's chevron, and the mask its title slides under.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// How a bar's buttons look in each state, as UIKit's `UIBarButtonItemAppearance`.
open class UIBarButtonItemAppearance: NSObject {
    /// The buttons at rest.
    open var normal = UIBarButtonItemStateAppearance()
    /// The buttons while pressed.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The buttons while disabled.
    open var disabled = UIBarButtonItemStateAppearance()
    /// The buttons while focused.
    open var focused = UIBarButtonItemStateAppearance()
}

/// How a bar's buttons look in one state.
open class UIBarButtonItemStateAppearance: NSObject {
    /// The attributes of the buttons' titles.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// How a tab bar looks, as UIKit's `UITabBarAppearance` (kept, not drawn).
open class UITabBarAppearance: UIBarAppearance {
    /// The items when their icons sit above their titles (an iPhone in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items when their icons sit beside their titles (regular width).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items beside their titles in compact width (an iPhone in landscape).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The colour of the selected item's indicator.
    open var selectionIndicatorTintColor: UIColor?
}

/// How a tab bar's items look in each state, as UIKit's `UITabBarItemAppearance`.
open class UITabBarItemAppearance: NSObject {
    /// The items not selected.
    open var normal = UITabBarItemStateAppearance()
    /// The selected item.
    open var selected = UITabBarItemStateAppearance()
    /// Disabled items.
    open var disabled = UITabBarItemStateAppearance()
    /// The focused item.
    open var focused = UITabBarItemStateAppearance()
}

/// How a tab bar's items look in one state.
open class UITabBarItemStateAppearance: NSObject {
    /// The icons' colour.
    open var iconColor: UIColor?
    /// The attributes of the titles.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badges' background colour.
    open var badgeBackgroundColor: UIColor?
}

/// How a toolbar looks, as UIKit's `UIToolbarAppearance` (kept, not drawn).
open class UIToolbarAppearance: UIBarAppearance {
    /// How the toolbar's plain buttons look.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// How the toolbar's done buttons look.
    open var doneButtonAppearance = UIBarButtonItemAppearance()
}

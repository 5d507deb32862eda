import Foundation

/// The look of a bar, as UIKit's `UIBarAppearance`: its background and shadow. SwiftUI's bars
/// take it from their `UINavigationBar`/`UITabBar` appearance proxies on an iPhone; Arrange
/// keeps the settings and draws its bars in iOS's default colours (docs/DIFFERENCES.md,
/// "Stand-ins").
open class UIBarAppearance: NSObject {
    /// The background's colour (`nil`: the material's).
    open var backgroundColor: UIColor?
    /// The colour of the hairline under the bar (`nil`: none).
    open var shadowColor: UIColor?
    /// A picture over the background.
    open var backgroundImage: UIImage?

    /// The system's default look: translucent material with a hairline.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The translucent material with a hairline, as the bar has by default.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background in the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        shadowColor = nil
    }
}

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance`: its background and its
/// titles' attributes.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// The look of a tab bar, as UIKit's `UITabBarAppearance`.
open class UITabBarAppearance: UIBarAppearance {}

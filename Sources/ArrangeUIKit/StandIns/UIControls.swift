import Arrange
import Foundation

/// A view that sends actions when touched, as UIKit's `UIControl`. A stand-in: it lays out as a
/// `UIView` and never sends an action at rest (docs/DIFFERENCES.md, "Stand-ins").
open class UIControl: UIView {
    /// Whether it takes touches.
    open var isEnabled = true
    /// Whether it is selected.
    open var isSelected = false
}

/// A button, as UIKit's `UIButton`: a stand-in control of no size of its own, kept so that
/// UIKit code building one (a map callout's accessory) compiles.
open class UIButton: UIControl {
    /// The kinds of system button.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// Its kind.
    public let buttonType: ButtonType

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }
}

/// A row of page dots, as UIKit's `UIPageControl`: a stand-in control (in a
/// `UIViewRepresentable` it shows the placeholder). SwiftUI code mostly reaches it through its
/// appearance proxy to colour a page-style `TabView`'s dots; Arrange takes those settings and
/// draws the dots in iOS's own colours (docs/DIFFERENCES.md, "Stand-ins").
open class UIPageControl: UIControl {
    /// How the dots' background shows.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }

    /// How many dots it shows.
    open var numberOfPages = 0
    /// The dot shown as current, from 0.
    open var currentPage = 0
    /// Whether it hides itself when there is one page.
    open var hidesForSinglePage = false
    /// The colour of the other dots.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// How the dots' background shows.
    open var backgroundStyle = BackgroundStyle.automatic
    /// Whether touching it may move more than one page.
    open var allowsContinuousInteraction = true
    /// The image of every dot that is not current (`nil`: iOS's dot).
    open var preferredIndicatorImage: UIImage?
    /// The image of the current dot (`nil`: the other dots' image).
    open var preferredCurrentPageIndicatorImage: UIImage?

    /// The proxy whose settings every page control takes: accepted, no effect in Arrange.
    open class func appearance() -> UIPageControl { UIPageControl(frame: .zero) }
}

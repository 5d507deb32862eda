import Arrange
import Foundation

// UIKit views that `UIViewRepresentable`s make. Only their names and the properties code sets
// on them compile: a representable shows a `RepresentablePlaceholder`, so none of them is drawn.

/// Text alignment in UIKit views, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// Scrollable, editable text, as UIKit's `UITextView` (not drawn: see `RepresentablePlaceholder`).
open class UITextView: UIView {
    /// The text.
    open var text: String! = ""
    /// The font.
    open var font: UIFont?
    /// The text colour.
    open var textColor: UIColor?
    /// How lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether it can be edited.
    open var isEditable = true
    /// Whether text can be selected.
    open var isSelectable = true
    /// Whether it scrolls.
    open var isScrollEnabled = true
    /// The delegate told of edits (never, at rest).
    open weak var delegate: (any UITextViewDelegate)?
}

/// What a `UITextView` tells of edits, as UIKit's `UITextViewDelegate`; every method has a default.
public protocol UITextViewDelegate: AnyObject {
    /// The text changed.
    func textViewDidChange(_ textView: UITextView)
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
}

/// A visual effect (blur, vibrancy), as UIKit's `UIVisualEffect`.
open class UIVisualEffect {
    public init() {}
}

/// A blur of what is behind, as UIKit's `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect {
    /// The blur's material.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    /// The material.
    public let style: Style
    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// A view showing a visual effect over what is behind it, as UIKit's `UIVisualEffectView`.
open class UIVisualEffectView: UIView {
    /// The effect.
    open var effect: UIVisualEffect?
    /// A view with `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
}

/// A spinning activity indicator, as UIKit's `UIActivityIndicatorView`.
open class UIActivityIndicatorView: UIView {
    /// Its size.
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    /// Its size.
    open var style: Style
    /// Its colour.
    open var color: UIColor?
    /// Whether it spins.
    public private(set) var isAnimating = false
    /// An indicator of `style`.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
    }
    /// Starts spinning.
    open func startAnimating() { isAnimating = true }
    /// Stops spinning.
    open func stopAnimating() { isAnimating = false }
}

extension UIViewController {
    /// Presents `viewController` (nothing is presented at rest); `completion` runs.
    public func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }
    /// Dismisses this controller (nothing is presented at rest); `completion` runs.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        completion?()
    }
}

/// A view controller that picks photos, as UIKit's `UIImagePickerController`.
open class UIImagePickerController: UIViewController {
    /// Where pictures come from.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    /// The keys of what a picked picture comes with.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The picture as taken.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The picture as edited.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The picture's URL.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
    /// Where pictures come from.
    open var sourceType: SourceType = .photoLibrary
    /// Whether the picture can be cropped after picking.
    open var allowsEditing = false
    /// The delegate told of the pick (never, at rest).
    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    /// Whether `sourceType` is available: only the photo library, on a device without a camera.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
}

/// What a `UIImagePickerController` tells of a pick, as UIKit's `UIImagePickerControllerDelegate`.
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// A picture was picked.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// Picking was cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// What a navigation controller tells its delegate, as UIKit's `UINavigationControllerDelegate`.
public protocol UINavigationControllerDelegate: AnyObject {}

/// A controller that pages between view controllers, as UIKit's `UIPageViewController`.
open class UIPageViewController: UIViewController {
    /// How pages change.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    /// Along which axis pages change.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// Which way a page change goes.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// Along which axis.
    public let navigationOrientation: NavigationOrientation
    /// The controllers shown.
    public private(set) var viewControllers: [UIViewController]?
    /// The data source asked for pages (never, at rest).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The delegate told of page changes (never, at rest).
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// A page controller changing pages as `style` says, along `navigationOrientation`.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
        options: [String: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init()
    }

    /// Shows `viewControllers`; `completion` is told it finished.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        self.viewControllers = viewControllers
        completion?(true)
    }
}

/// What a `UIPageViewController` asks for pages, as UIKit's `UIPageViewControllerDataSource`.
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
}

/// What a `UIPageViewController` tells of page changes, as UIKit's `UIPageViewControllerDelegate`.
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A page change finished.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}

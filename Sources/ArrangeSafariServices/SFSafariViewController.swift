import ArrangeUIKit
import Foundation

// SafariServices' names as `import SafariServices` finds them. Arrange loads no web page: a
// Safari view controller at rest shows the empty white page Safari shows before its first page
// arrives; its URL and configuration are kept, and no delegate method is called.

/// A view controller showing a web page in Safari's interface, as SafariServices'
/// `SFSafariViewController`: its view is an empty white page (nothing loads at rest).
open class SFSafariViewController: UIViewController {
    /// How a controller's interface behaves, as `SFSafariViewController.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {
        /// Whether Reader is entered when the page offers it.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls.
        open var barCollapsingEnabled = true
    }

    /// The title of the button that dismisses the controller, as
    /// `SFSafariViewController.DismissButtonStyle`.
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }

    /// The page asked for (kept, not loaded).
    public let url: URL
    /// How the interface behaves.
    public let configuration: Configuration
    /// Told of the page's loading and the user's actions (never called at rest).
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' background colour.
    open var preferredBarTintColor: UIColor?
    /// The colour of the bars' buttons.
    open var preferredControlTintColor: UIColor?
    /// The dismiss button's title.
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// A controller for the page at `url`, set up with `configuration`.
    public init(url: URL, configuration: Configuration = Configuration()) {
        self.url = url
        self.configuration = configuration
        super.init()
    }

    /// A controller for the page at `url`, entering Reader when `entersReaderIfAvailable`
    /// (iOS 9's initialiser).
    public convenience init(url: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: url, configuration: configuration)
    }

    /// The empty white page shown before a page arrives, the size of the screen.
    open override func loadView() {
        let page = UIView(frame: UIScreen.main.bounds)
        page.backgroundColor = .white
        view = page
    }
}

/// Told of an `SFSafariViewController`'s page loading and its user's actions, as SafariServices'
/// `SFSafariViewControllerDelegate`; every method has a default that does nothing.
public protocol SFSafariViewControllerDelegate: AnyObject {
    /// The user tapped Done.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    /// The first page finished loading, or failed to.
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
}

import Arrange
import ArrangeUIKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// WebKit's names as `import WebKit` finds them. Arrange loads no web page: a web view at rest
// is the empty white page a WKWebView shows before its first page arrives, and a request,
// HTML or data given to it is kept, not loaded; no navigation delegate is called.

/// A web page's view, as WebKit's `WKWebView`: drawn as an empty white page (nothing loads at rest).
open class WKWebView: UIView {
    /// How the view was set up.
    public let configuration: WKWebViewConfiguration
    /// Told of navigations (never called at rest).
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Told of the web page's UI requests (never called at rest).
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The page's scroll view.
    public let scrollView = UIScrollView(frame: .zero)
    /// The URL of the page asked for, if any (kept, not loaded).
    public private(set) var url: URL?
    /// The page's title: none, nothing having loaded.
    open var title: String? { nil }
    /// Whether a page is loading: no.
    open var isLoading: Bool { false }
    /// How far loading has come: none.
    open var estimatedProgress: Double { 0 }
    /// Whether there is a page to go back to: no.
    open var canGoBack: Bool { false }
    /// Whether there is a page to go forward to: no.
    open var canGoForward: Bool { false }
    /// Whether swipes go back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// Whether the page is transparent where it draws nothing.
    open var isOpaque = true
    /// The user agent given, if any.
    open var customUserAgent: String?
    /// The HTML given with `loadHTMLString(_:baseURL:)`, kept.
    public private(set) var loadedHTML: String?

    /// An empty web view set up with `configuration`.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    /// An empty web view.
    public convenience init() {
        self.init(frame: .zero, configuration: WKWebViewConfiguration())
    }

    /// An empty web view of `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// White, the page before anything loads (`RepresentablePlaceholder`).
    open override class var _arrangeRestingColor: Color? { Color.white }

    /// Keeps the request's URL; nothing loads at rest.
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    /// Keeps `string`; nothing is drawn from it at rest.
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        loadedHTML = string
        url = baseURL
        return WKNavigation()
    }

    /// Keeps the base URL; the data is not decoded at rest.
    @discardableResult open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    /// Keeps the file's URL; nothing loads at rest.
    @discardableResult open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        self.url = url
        return WKNavigation()
    }

    /// Nothing to reload.
    @discardableResult open func reload() -> WKNavigation? { nil }
    /// Nothing loading to stop.
    open func stopLoading() {}
    /// No page to go back to.
    @discardableResult open func goBack() -> WKNavigation? { nil }
    /// No page to go forward to.
    @discardableResult open func goForward() -> WKNavigation? { nil }

    /// Runs nothing: `completionHandler` gets `nil` and an error (no page to run it in).
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {
        completionHandler.map { handler in MainActor.assumeIsolated { handler(nil, WKError(.javaScriptExceptionOccurred)) } }
    }
}

/// How a web view is set up, as WebKit's `WKWebViewConfiguration`.
open class WKWebViewConfiguration: NSObject {
    /// Whether inline media plays in the page.
    open var allowsInlineMediaPlayback = false
    /// The page's preferences.
    open var preferences = WKPreferences()
    /// The page's per-navigation preferences.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Scripts and message handlers.
    open var userContentController = WKUserContentController()
    /// Which media needs the user's gesture to play.
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
}

/// A web page's preferences, as WebKit's `WKPreferences`.
open class WKPreferences: NSObject {
    /// Whether scripts may open windows by themselves.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// The smallest font size.
    open var minimumFontSize: CGFloat = 0
}

/// Preferences for one navigation, as WebKit's `WKWebpagePreferences`.
open class WKWebpagePreferences: NSObject {
    /// Whether the page runs scripts.
    open var allowsContentJavaScript = true
}

/// Scripts and script message handlers, as WebKit's `WKUserContentController`.
open class WKUserContentController: NSObject {
    /// The handlers added, by name (never called at rest).
    public private(set) var handlerNames: [String] = []
    /// Adds a handler under `name`.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlerNames.append(name) }
    /// Removes the handler under `name`.
    open func removeScriptMessageHandler(forName name: String) { handlerNames.removeAll { $0 == name } }
    /// Adds a user script (not run at rest).
    open func addUserScript(_ userScript: WKUserScript) {}
}

/// A script a page runs, as WebKit's `WKUserScript` (never run at rest).
open class WKUserScript: NSObject {
    /// When a script runs.
    public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
    /// Its source.
    public let source: String
    /// A script of `source` run at `injectionTime`.
    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) { self.source = source }
}

/// Which media needs the user's gesture to play, as WebKit's `WKAudiovisualMediaTypes`.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Audio.
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    /// Video.
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    /// Both.
    public static let all = WKAudiovisualMediaTypes(rawValue: 3)
}

/// A navigation a load starts, as WebKit's `WKNavigation`.
open class WKNavigation: NSObject {}

/// A navigation's action, as WebKit's `WKNavigationAction` (none at rest).
open class WKNavigationAction: NSObject {
    /// The request.
    open var request = URLRequest(url: URL(fileURLWithPath: "/"))
}

/// Whether a navigation goes ahead, as WebKit's `WKNavigationActionPolicy`.
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow }

/// A message a page's script sends, as WebKit's `WKScriptMessage` (none at rest).
open class WKScriptMessage: NSObject {
    /// The handler's name.
    open var name = ""
    /// The message.
    open var body: Any = ""
}

/// Told of navigations, as WebKit's `WKNavigationDelegate` (never called at rest).
public protocol WKNavigationDelegate: AnyObject {}
/// Told of a page's UI requests, as WebKit's `WKUIDelegate` (never called at rest).
public protocol WKUIDelegate: AnyObject {}
/// Receives a page script's messages, as WebKit's `WKScriptMessageHandler` (never called at rest).
public protocol WKScriptMessageHandler: AnyObject {
    /// A message arrived.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// WebKit's errors, as `WKError`.
public struct WKError: Error, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable { case unknown = 1, javaScriptExceptionOccurred = 4 }
    /// What went wrong.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
}

import Foundation

/// The system pasteboard, as UIKit's `UIPasteboard`: empty at rest; what an app copies is
/// kept for the run, and nothing reaches another app.
public final class UIPasteboard: @unchecked Sendable {
    /// The general pasteboard.
    public static let general = UIPasteboard()
    /// The copied text: none at rest.
    public var string: String?
    /// The copied texts.
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
    /// The copied URL.
    public var url: URL?
    /// Whether text was copied.
    public var hasStrings: Bool { string != nil }
    /// Whether a URL was copied.
    public var hasURLs: Bool { url != nil }
    init() {}
}

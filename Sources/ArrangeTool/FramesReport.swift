import Arrange
import Foundation

// SKELETON — the HTML/frames helper replaces this file.

/// Every view's kind, id, frame, proposals and answers, for scripts and tests.
public enum FramesReport {
    /// The report as a JSON document.
    public static func json(_ layout: ViewLayout, name: String) -> String { "{}" }
    /// The report as an aligned text table.
    public static func table(_ layout: ViewLayout) -> String { "" }
}

import Arrange
import ArrangeRender
import Foundation

// SKELETON — the HTML/frames helper replaces this file.

/// One self-contained HTML page explaining a layout: the picture, the view tree and a
/// step-through of the negotiation.
public enum HTMLExplainerPage {
    /// The page for `layout`, titled `title`, showing `source` (the snippet) when given.
    public static func make(
        _ layout: ViewLayout, title: String, source: String?, language: ExplanationLanguage, renderer: Renderer
    ) throws -> String { "" }
}

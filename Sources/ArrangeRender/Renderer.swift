import Arrange
import ArrangeText
import CPangoCairo
import Foundation

// SKELETON — the render helper replaces this file. The public signatures below are the contract
// ArrangeTool codes against; keep them (adding is fine).

/// The file formats a layout can be drawn to.
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, pdf, svg
}

/// How a layout is drawn.
public struct RenderOptions: Sendable {
    /// The file format.
    public var format: ImageFormat
    /// Pixels per point for PNG (1, 2, 3); PDF and SVG are drawn in points / px.
    public var scale: CGFloat
    /// Draws the book's diagrams: each view's proposal dashed, its reported size solid, with numbers.
    public var showsProposals: Bool
    /// Draws a border around every view, the book's favourite debugging tool.
    public var bordersEverything: Bool
    /// The canvas drawn on: `nil` for the root's reported size; a size (e.g. the proposal) draws
    /// the root centred on it, like a device screen.
    public var canvas: CGSize?

    /// Options: PNG at 1×, no debugging aids, the root's own size.
    public init(format: ImageFormat = .png, scale: CGFloat = 1, showsProposals: Bool = false, bordersEverything: Bool = false, canvas: CGSize? = nil) {
        self.format = format
        self.scale = scale
        self.showsProposals = showsProposals
        self.bordersEverything = bordersEverything
        self.canvas = canvas
    }
}

/// Draws laid-out views with Cairo.
public struct Renderer: Sendable {
    /// The metrics text is drawn with (the layout must have been measured with the same).
    public var textMetrics: PangoTextMetrics

    /// A renderer drawing text with `textMetrics`.
    public init(textMetrics: PangoTextMetrics = PangoTextMetrics()) {
        self.textMetrics = textMetrics
    }

    /// The encoded file (PNG, PDF or SVG bytes) of `layout` drawn as `options` say; warnings
    /// (frames skipped as non-finite, images not found) go to `warnings`.
    public func render(_ layout: ViewLayout, options: RenderOptions, warnings: inout [String]) throws -> Data {
        Data()
    }
}

import Arrange
import Foundation

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
    /// The views the diagrams are drawn for, by their `.id(_:)` written as text (`.id("title")`
    /// is `"title"`, `.id(3)` is `"3"`): `nil` for every view.
    public var diagramIDs: Set<String>?
    /// The views the diagrams are drawn for, by their index in `ViewLayout.nodes`: `nil` for
    /// every view (`arrange render --focus/--depth` keeps a subtree).
    public var diagramNodes: Set<Int>?
    /// What the canvas is filled with before drawing, in every format: iOS's `systemBackground`
    /// by default (white, or black when the root view is dark, like a device screen), `nil` for
    /// transparent.
    public var background: Color?

    /// Options: PNG at 1×, no debugging aids, the root's own size.
    public init(format: ImageFormat = .png, scale: CGFloat = 1, showsProposals: Bool = false, bordersEverything: Bool = false, canvas: CGSize? = nil) {
        self.format = format
        self.scale = scale
        self.showsProposals = showsProposals
        self.bordersEverything = bordersEverything
        self.canvas = canvas
        self.diagramIDs = nil
        self.diagramNodes = nil
        self.background = Color(system: .systemBackground)
    }
}

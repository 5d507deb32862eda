import Arrange
import CPangoCairo
import Foundation

/// The colours of a symbol's layers as drawn: one colour (monochrome, the default: a filled
/// container has its glyph cut out of it), or a container and the glyph inside it in colours of
/// their own (hierarchical and palette: the glyph drawn over the container, not cut out).
///
/// The layout records the mode and the layer colours on the image's node
/// (`SymbolRenderingRecord`). Arrange's drawings and the icons of Material Design Icons have one
/// layer of their own; a `.circle` or `.square` form adds the container as a second, which is
/// the layer split SF Symbols makes for those names. Multicolour draws the names in
/// `multicolorTints` in the colour iOS gives them (whole: the icons have no separate layers),
/// and every other symbol in the foreground style, as iOS does for symbols without multicolour
/// artwork.
struct SymbolLayers {
    /// The glyph's colour (everything, in monochrome).
    var primary: ResolvedColor
    /// The container's colour in hierarchical and palette modes; `nil` in one colour.
    var secondary: ResolvedColor?

    /// One colour: monochrome.
    init(primary: ResolvedColor) {
        self.primary = primary
    }

    /// The layers of symbol `name` on `node`, drawn in `tint` when nothing else is recorded.
    init(name: String, node: LayoutNodeInfo, tint: ResolvedColor) {
        primary = tint
        guard let (mode, colors) = SymbolRenderingRecord.layers(in: node.modifiers) else { return }
        let resolved = colors.map { ResolvedColor(Color($0), in: node.colorScheme) }
        switch mode {
        case .hierarchical, .palette:
            primary = resolved.first ?? tint
            secondary = resolved.count > 1 ? resolved[1] : nil
        case .multicolor:
            if let color = Self.multicolorTints[name] { primary = ResolvedColor(color, in: node.colorScheme) }
        default:
            break
        }
    }

    /// Names whose multicolour artwork is, as a whole, one system colour on iOS (the symbol's
    /// main layer; its small details, such as the mark in the warning triangle, are not split
    /// out here).
    static let multicolorTints: [String: Color] = [
        "heart.fill": .red,
        "star.fill": .yellow,
        "sun.max.fill": .yellow,
        "flame.fill": .orange,
        "leaf.fill": .green,
        "exclamationmark.triangle.fill": .yellow,
        "xmark.octagon.fill": .red,
    ]
}

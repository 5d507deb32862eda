import Arrange
import CPangoCairo
import Foundation

/// A view with a `blendMode` is drawn into a group, and the group is painted with the Cairo
/// operator of the same blend (PDF's and Core Image's formulas, which Cairo follows).
/// `plusDarker` has no Cairo operator and is drawn as `darken`.
enum BlendDrawing {
    /// The blend mode recorded on `node`, or `nil` for none or `.normal`.
    static func blendMode(of node: LayoutNodeInfo) -> BlendMode? {
        BlendModeRecord.blendMode(in: node.modifiers)
    }

    /// Closes the group of a blended subtree and paints it with `mode`'s operator.
    static func paintGroup(blendedBy mode: BlendMode, on context: OpaquePointer) {
        cairo_pop_group_to_source(context)
        let previous = cairo_get_operator(context)
        cairo_set_operator(context, cairoOperator(mode))
        cairo_paint(context)
        cairo_set_operator(context, previous)
    }

    /// The Cairo operator drawing `mode`.
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken, .plusDarker: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

/// The shader modifiers recorded on a node.
enum ShaderDrawing {
    static func shaders(of node: LayoutNodeInfo) -> [(modifier: String, function: String)] {
        ShaderRecord.shaders(in: node.modifiers)
    }
}

import Arrange
import CPangoCairo
import Foundation

/// The colour effects and blur recorded on a node (`PixelEffectRecord`), applied to its whole
/// drawing: the subtree is drawn into a group, each effect changes the group's pixels in the
/// order written (innermost first), and the group is painted (`NodeDrawing.swift`).
///
/// Colours are changed unpremultiplied, in sRGB components, with Rec. 709 luminance weights
/// (0.2126, 0.7152, 0.0722) for saturation and luminance and the hue rotation matrix of CSS
/// Filter Effects, which SwiftUI's effects follow in their documented results. Only pixel
/// pictures apply them; PDF and SVG draw the view unchanged.
enum PixelEffect: Equatable {
    case blur(sigmaPoints: Double)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case hueRotation(Double)
    case colorInvert
    case colorMultiply(light: [Double], dark: [Double])
    case luminanceToAlpha

    /// The effects recorded on `node`, innermost first.
    static func effects(of node: LayoutNodeInfo) -> [PixelEffect] {
        node.modifiers.compactMap { record in
            guard let numbers = PixelEffectRecord.numbers(of: record) else { return nil }
            let first = numbers.first ?? 0
            switch record.name {
            case "blur": return first > 0 ? .blur(sigmaPoints: first / 2) : nil
            case "brightness": return .brightness(first)
            case "contrast": return .contrast(first)
            case "saturation": return .saturation(first)
            case "grayscale": return .saturation(1 - min(max(first, 0), 1))
            case "hueRotation": return .hueRotation(first)
            case "colorInvert": return .colorInvert
            case "colorMultiply" where numbers.count == 8: return .colorMultiply(light: Array(numbers[0..<4]), dark: Array(numbers[4..<8]))
            case "luminanceToAlpha": return .luminanceToAlpha
            default: return nil
            }
        }
    }

    /// Applies `effects` to the premultiplied ARGB pixels of `surface`, at `deviceScale` pixels
    /// a point, for a node resolved in `scheme`.
    static func apply(_ effects: [PixelEffect], to surface: OpaquePointer, deviceScale: Double, scheme: ColorScheme) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for effect in effects {
            if case .blur(let sigma) = effect {
                BoxBlur.blurGaussian(data, width: width, height: height, stride: stride, sigma: sigma * deviceScale, channels: 4)
                continue
            }
            for row in 0..<height {
                let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width where line[column] != 0 || effect.changesClear {
                    line[column] = effect.transform(line[column], scheme: scheme)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Whether the effect paints where nothing was (none of these does: each keeps alpha 0).
    var changesClear: Bool { false }

    /// One premultiplied ARGB pixel, changed.
    func transform(_ word: UInt32, scheme: ColorScheme) -> UInt32 {
        let alpha = Double(word >> 24) / 255
        guard alpha > 0 else { return word }
        var r = Double((word >> 16) & 0xFF) / 255 / alpha
        var g = Double((word >> 8) & 0xFF) / 255 / alpha
        var b = Double(word & 0xFF) / 255 / alpha
        var a = alpha
        let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
        switch self {
        case .blur: break
        case .brightness(let amount):
            r += amount; g += amount; b += amount
        case .contrast(let amount):
            r = (r - 0.5) * amount + 0.5; g = (g - 0.5) * amount + 0.5; b = (b - 0.5) * amount + 0.5
        case .saturation(let amount):
            r = luminance + (r - luminance) * amount; g = luminance + (g - luminance) * amount; b = luminance + (b - luminance) * amount
        case .hueRotation(let angle):
            let c = cos(angle), s = sin(angle)
            let (r0, g0, b0) = (r, g, b)
            r = r0 * (0.213 + 0.787 * c - 0.213 * s) + g0 * (0.715 - 0.715 * c - 0.715 * s) + b0 * (0.072 - 0.072 * c + 0.928 * s)
            g = r0 * (0.213 - 0.213 * c + 0.143 * s) + g0 * (0.715 + 0.285 * c + 0.140 * s) + b0 * (0.072 - 0.072 * c - 0.283 * s)
            b = r0 * (0.213 - 0.213 * c - 0.787 * s) + g0 * (0.715 - 0.715 * c + 0.715 * s) + b0 * (0.072 + 0.928 * c + 0.072 * s)
        case .colorInvert:
            r = 1 - r; g = 1 - g; b = 1 - b
        case let .colorMultiply(light, dark):
            let factor = scheme == .dark ? dark : light
            r *= factor[0]; g *= factor[1]; b *= factor[2]; a *= factor[3]
        case .luminanceToAlpha:
            a *= luminance
            r = 0; g = 0; b = 0
        }
        func byte(_ value: Double) -> UInt32 { UInt32((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded()) }
        let clampedAlpha = min(max(a, 0), 1)
        return byte(clampedAlpha) << 24 | byte(r * clampedAlpha) << 16 | byte(g * clampedAlpha) << 8 | byte(b * clampedAlpha)
    }
}

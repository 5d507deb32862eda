import Foundation

/// The colour arithmetic `Color`'s initialisers need: HSB to RGB, and linear sRGB and Display
/// P3 to gamma-encoded sRGB (IEC 61966-2-1's transfer curve; the P3 → sRGB matrix from the two
/// spaces' primaries and D65 white point).
enum ColorSpaceConversion {
    /// Red, green, blue 0…1 for a hue (0…1, wrapping), saturation and brightness (clamped to 0…1).
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = saturation.isFinite ? min(max(saturation, 0), 1) : 0
        let v = brightness.isFinite ? min(max(brightness, 0), 1) : 0
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Gamma-encoded sRGB components for components given in `space`.
    static func sRGB(from space: Color.RGBColorSpace, red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (encoded(red), encoded(green), encoded(blue))
        case .displayP3:
            let (r, g, b) = (linear(red), linear(green), linear(blue))
            return (
                encoded(1.2249401 * r - 0.2249404 * g),
                encoded(-0.0420569 * r + 1.0420571 * g),
                encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
        }
    }

    /// A gamma-encoded component in linear light (sign kept for extended range).
    static func linear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    /// A linear-light component gamma-encoded (sign kept for extended range).
    static func encoded(_ value: Double) -> Double {
        let magnitude = abs(value)
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }
}

import Arrange
import Foundation

/// A colour, only carried for the user's code (layout ignores it); `Color(uiColor:)` draws it.
///
/// A class, as UIKit's is, so that an app's own `convenience init(hex:)` in an extension
/// compiles; an `NSObject` that `NSKeyedArchiver` archives (`NSSecureCoding`), as apps store a
/// colour in a model's `Data` and read it back with `unarchivedObject(ofClass: UIColor.self,
/// from:)`. Components are fixed when it is made: a dynamic colour (`UIColor { traits in … }`)
/// keeps the value its provider gives for light traits, and, where that differs, the value for
/// dark traits, which `Color(uiColor:)` shows in dark mode. An archive keeps the components
/// (the light ones), as a resolved colour's archive does.
open class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The components, 0 … 1.
    public let red, green, blue, alpha: CGFloat
    /// The iOS system colour this is (`.systemGray5`), whose dark value SwiftUI uses in dark
    /// mode; `nil` for a colour given by components.
    let system: SystemColor?
    /// The colour in dark mode, when a dynamic provider gave a different one.
    let dark: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?

    /// The colour with these components, each 0 … 1.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        system = nil
        dark = nil
        super.init()
    }

    /// Archives are secure: only colours are read back as colours.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the components into an archive.
    open func encode(with coder: NSCoder) {
        for (key, value) in zip(Self.archiveKeys, [red, green, blue, alpha]) { coder.encode(Double(value), forKey: key) }
    }

    /// The colour an archive holds; `nil` when one of its components is missing or not a
    /// number from 0 to 1.
    public required init?(coder: NSCoder) {
        var components: [CGFloat] = []
        for key in Self.archiveKeys {
            guard coder.containsValue(forKey: key) else { return nil }
            let value = coder.decodeDouble(forKey: key)
            guard value.isFinite, (0...1).contains(value) else { return nil }
            components.append(CGFloat(value))
        }
        red = components[0]; green = components[1]; blue = components[2]; alpha = components[3]
        system = nil
        dark = nil
        super.init()
    }

    /// The keys an archive keeps the components under.
    private static let archiveKeys = ["UIRed", "UIGreen", "UIBlue", "UIAlpha"]

    /// iOS's system colour `system`, carrying its dark value for SwiftUI's `Color(uiColor:)`.
    init(system: SystemColor) {
        let light = system.resolved(in: .light)
        red = CGFloat(light.red); green = CGFloat(light.green); blue = CGFloat(light.blue); alpha = CGFloat(light.opacity)
        self.system = system
        dark = nil
        super.init()
    }

    /// The colour `provider` gives for light traits, and for dark ones in dark mode.
    public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        let light = provider(UITraitCollection(userInterfaceStyle: .light))
        let darkColor = provider(UITraitCollection(userInterfaceStyle: .dark))
        red = light.red; green = light.green; blue = light.blue; alpha = light.alpha
        system = light.system
        dark = darkColor == light ? nil : (darkColor.red, darkColor.green, darkColor.blue, darkColor.alpha)
        super.init()
    }

    /// A grey of `white` (0 black … 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The colour of hue, saturation and brightness, each 0 … 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness)).resolve(in: EnvironmentValues())
        self.init(red: CGFloat(rgb.red), green: CGFloat(rgb.green), blue: CGFloat(rgb.blue), alpha: alpha)
    }

    /// The colour named `name` in the app's asset catalogs (`AppAssetCatalog`, which the tool
    /// fills from the catalogs beside the file), with its dark value; the stand-in grey when no
    /// catalog has it.
    public convenience init?(named name: String) {
        self.init(assetNamed: name)
    }

    /// The colour of `color` (`UIColor(Color.red)`), in light mode.
    public convenience init(_ color: Color) {
        let resolved = color.resolve(in: EnvironmentValues())
        self.init(red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue), alpha: CGFloat(resolved.opacity))
    }

    /// This colour with its alpha replaced.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the components into the given places, as UIKit does; always `true`.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red; green?.pointee = self.green; blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }

    /// The same colour (one appearance is resolved when the colour is made).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The colour as a `CGColor`-like value: the colour itself.
    open var cgColor: UIColor { self }
    /// Its components as a `CGColor` gives them: red, green, blue and alpha (sRGB, 0…1).
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// How many components it has, as a `CGColor`: four.
    public var numberOfComponents: Int { 4 }

    /// "UIExtendedSRGBColorSpace r g b a", as UIKit prints a colour.
    open override var description: String { "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)" }

    /// Colours are equal when their components and system colour are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha && system == other.system
    }

    /// Hashes the components.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
        return hasher.finalize()
    }

    /// Opaque red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Opaque green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Opaque blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Opaque white.
    public static let white = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Opaque black.
    public static let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// 50 % grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 33 % grey.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// 67 % grey.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Opaque cyan.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Opaque yellow.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Opaque magenta.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Opaque orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Opaque purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Opaque brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Text on a dark background: white at 60 % (UIKit's `lightText`, in both appearances).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on a light background: opaque black (UIKit's `darkText`, in both appearances).
    public static let darkText = UIColor(white: 0, alpha: 1)
}

/// The traits a dynamic colour is resolved for: only the interface style is read.
public struct UITraitCollection: Sendable {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// Traits of this interface style.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    /// The traits of the screen at rest: light.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not said.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}

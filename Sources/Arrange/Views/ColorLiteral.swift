import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` is a `Color` (on iOS it is a `UIColor`, which
/// `Color(_:)` takes): both `let tint = #colorLiteral(…)` and `Color(#colorLiteral(…))` compile.
public typealias _ColorLiteralType = Color

extension Color: _ExpressibleByColorLiteral {
    /// The colour a `#colorLiteral` names, sRGB components 0…1.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// The same colour: what `Color(#colorLiteral(…))` calls, where iOS converts a `UIColor`.
    /// Disfavoured, so that `Color(.red)` is `Color(UIColor.red)` as on iOS (SwiftUI has no
    /// `Color(Color)`), not ambiguous.
    @_disfavoredOverload
    public init(_ color: Color) {
        self = color
    }
}

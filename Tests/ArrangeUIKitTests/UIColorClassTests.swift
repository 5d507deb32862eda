// UIColor is a class, as UIKit's is: apps add convenience initialisers to it, and build
// dynamic colours from traits.
import Arrange
import ArrangeUIKit
import Foundation
import Testing

extension UIColor {
    /// An app's own initialiser, as real code writes it.
    convenience init(hex: String) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        self.init(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: 1)
    }
}

@Suite("UIColor")
struct UIColorClassTests {
    @Test func anAppsConvenienceInitialiserMakesTheColour() {
        let color = UIColor(hex: "#FF8000")
        #expect(color.red == 1)
        #expect(abs(color.green - 128.0 / 255) < 1e-9)
        #expect(color.blue == 0)
        #expect(Color(uiColor: color).resolve(in: EnvironmentValues()) == Color(red: 1, green: 128.0 / 255, blue: 0).resolve(in: EnvironmentValues()))
    }

    @Test func aDynamicColourShowsItsDarkValueInDarkMode() {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color(dynamic).resolve(in: EnvironmentValues()) == Color.Resolved(red: 0, green: 0, blue: 0))
        #expect(Color(dynamic).resolve(in: dark) == Color.Resolved(red: 1, green: 1, blue: 1))
    }

    @Test func systemColoursKeepTheirDarkValues() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color(UIColor.systemBackground).resolve(in: dark) == Color.Resolved(red: 0, green: 0, blue: 0))
        #expect(UIColor.systemBackground == UIColor.systemBackground)
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
        #expect(UIColor.red.withAlphaComponent(0.5).alpha == 0.5)
    }

    /// UIKit's documented values: `lightText` white at alpha 0.6, `darkText` black at alpha 1.
    @Test func textColoursForDarkAndLightBackgrounds() {
        #expect(UIColor.lightText.red == 1 && UIColor.lightText.green == 1 && UIColor.lightText.blue == 1)
        #expect(abs(UIColor.lightText.alpha - 0.6) < 1e-9)
        #expect(UIColor.darkText == UIColor(white: 0, alpha: 1))
    }

    /// A habit tracker keeps each habit's colour as archived `Data` in its model and reads it
    /// back with `unarchivedObject(ofClass:from:)`: the colour comes back with its components.
    @Test func aColourArchivedWithNSKeyedArchiverIsReadBackWithItsComponents() throws {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let data = try NSKeyedArchiver.archivedData(withRootObject: color, requiringSecureCoding: false)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
        #expect(back == color)
        #expect(abs(back.red - 0.2) < 1e-9 && abs(back.green - 0.4) < 1e-9 && abs(back.blue - 0.6) < 1e-9 && abs(back.alpha - 0.8) < 1e-9)
        // Equal colours hash alike, as a dictionary keyed by colour needs.
        #expect(back.hash == color.hash)
        #expect(Set([back, color]).count == 1)
        // An archive of something else is not a colour.
        let other = try NSKeyedArchiver.archivedData(withRootObject: "blue" as NSString, requiringSecureCoding: false)
        #expect((try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: other)) == nil)
    }
}

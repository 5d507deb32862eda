import Arrange
import Foundation
import Testing

/// Every `Color` initialiser real code uses, resolved to sRGB components.
@Suite struct ColorInitialiserTests {
    static var light: EnvironmentValues { EnvironmentValues() }

    static func components(_ color: Color, in environment: EnvironmentValues = light) -> [Int] {
        let r = color.resolve(in: environment)
        return [r.red, r.green, r.blue].map { Int(($0 * 255).rounded()) } + [Int((r.opacity * 100).rounded())]
    }

    @Test func redGreenBlueInEveryForm() {
        #expect(Self.components(Color(red: 1, green: 0.5, blue: 0)) == [255, 128, 0, 100])
        #expect(Self.components(Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)) == [255, 128, 0, 25])
        #expect(Self.components(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1)) == [51, 102, 153, 100])
        // Linear 0.5 is gamma-encoded 0.7354 (IEC 61966-2-1).
        #expect(Self.components(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1)) == [188, 0, 255, 100])
        // Display P3's pure green lies outside sRGB: its sRGB green exceeds 1, red goes negative.
        let p3 = Color(.displayP3, red: 0, green: 1, blue: 0).resolve(in: Self.light)
        #expect(p3.green > 1 && p3.red < 0)
        #expect(Self.components(Color(.displayP3, red: 1, green: 1, blue: 1)) == [255, 255, 255, 100])
    }

    @Test func whiteAndHueSaturationBrightness() {
        #expect(Self.components(Color(white: 0.5)) == [128, 128, 128, 100])
        #expect(Self.components(Color(white: 0, opacity: 0.33)) == [0, 0, 0, 33])
        #expect(Self.components(Color(hue: 0, saturation: 1, brightness: 1)) == [255, 0, 0, 100])
        #expect(Self.components(Color(hue: 1.0 / 3, saturation: 1, brightness: 1)) == [0, 255, 0, 100])
        #expect(Self.components(Color(hue: 2.0 / 3, saturation: 0.5, brightness: 0.8, opacity: 0.5)) == [102, 102, 204, 50])
        // NaN hue and out-of-range saturation are defined: hue 0, saturation clamped.
        #expect(Self.components(Color(hue: .nan, saturation: 2, brightness: 1)) == [255, 0, 0, 100])
    }

    @Test func colorLiteralsAreColours() {
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(Self.components(literal) == [51, 102, 153, 100])
        #expect(Self.components(Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5))) == [255, 0, 0, 50])
    }

    @Test func semanticColoursFollowTheColourScheme() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Self.components(.primary) == [0, 0, 0, 100])
        #expect(Self.components(.primary, in: dark) == [255, 255, 255, 100])
        #expect(Self.components(.secondary) == [60, 60, 67, 60])
        #expect(Self.components(.secondary, in: dark) == [235, 235, 245, 60])
        #expect(Self.components(Color.primary.opacity(0.1)) == [0, 0, 0, 10])
        #expect(Self.components(Color.red.opacity(0.5), in: dark) == [255, 69, 58, 50])
        #expect(Self.components(.accentColor, in: dark) == [10, 132, 255, 100])
    }

    @Test func assetColoursComeFromTheCatalogAndAMissingOneIsClearWithAWarning() {
        var environment = EnvironmentValues()
        environment.colorCatalog = ["Brand": Color(red: 1, green: 0, blue: 0)]
        #expect(Self.components(Color("Brand"), in: environment) == [255, 0, 0, 100])
        #expect(Self.components(Color("Nowhere")) == [0, 0, 0, 0])
        let layout = ViewLayout(Color("Nowhere").frame(width: 10, height: 10), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.warnings.contains { $0.contains("No color named 'Nowhere'") })
    }
}

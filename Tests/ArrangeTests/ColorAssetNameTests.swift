@testable import Arrange
import Foundation
import Testing

/// `Color("Name")` keeps its name as plain bytes (`ColorAssetName`): whole up to 40 UTF-8
/// bytes, as a prefix and a hash beyond. Names still find their colours exactly; only a long
/// name's description is shortened.
@Suite struct ColorAssetNameTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    static func components(_ color: Color, in environment: EnvironmentValues) -> [Int] {
        let r = color.resolve(in: environment)
        return [r.red, r.green, r.blue, r.opacity].map { Int(($0 * 255).rounded()) }
    }

    @Test func aNameUpToFortyBytesIsKeptWhole() {
        let forty = String(repeating: "a", count: 40)
        #expect(ColorAssetName(forty).description == forty)
        #expect(ColorAssetName("").description == "")
        #expect(ColorAssetName("Brand/Primary").description == "Brand/Primary")
        // 22 characters, 40 bytes: "É" and "é" are two bytes each, "🎨" four.
        let accented = "Couleur/Été/🎨🎨🎨🎨🎨🎨ab"
        #expect(accented.utf8.count == 40)
        #expect(ColorAssetName(accented).description == accented)
    }

    @Test func namesThatDifferAnywhereAreDifferent() {
        let long = String(repeating: "x", count: 60)
        #expect(ColorAssetName("Brand") != ColorAssetName("brand"))
        #expect(ColorAssetName("Brand") != ColorAssetName("Brand "))
        #expect(ColorAssetName(long + "1") != ColorAssetName(long + "2"))
        // The same prefix, kept whole against hashed: different lengths are different names.
        #expect(ColorAssetName(String(repeating: "x", count: 40)) != ColorAssetName(String(repeating: "x", count: 41)))
        #expect(ColorAssetName(long) == ColorAssetName(long))
        #expect(Set([ColorAssetName(long + "1"), ColorAssetName(long + "2"), ColorAssetName(long + "1")]).count == 2)
    }

    @Test func aLongNameIsDescribedByItsPrefixAndAnEllipsis() {
        let name = "Palettes/Backgrounds/SecondaryGroupedBackgroundPressed"
        #expect(name.utf8.count == 54)
        #expect(ColorAssetName(name).description == "Palettes/Backgrounds/SecondaryGr…")
        #expect(Color(name).description == "\"Palettes/Backgrounds/SecondaryGr…\"")
    }

    /// A prefix cut inside a character drops that character rather than showing a broken one.
    @Test func aLongNamesPrefixEndsOnACharacterBoundary() {
        // 31 ASCII bytes, then "é" (2 bytes) straddles the 32-byte cut.
        let cutInside = String(repeating: "a", count: 31) + "é" + String(repeating: "b", count: 20)
        #expect(ColorAssetName(cutInside).description == String(repeating: "a", count: 31) + "…")
        // 30 ASCII bytes, then "é" ends exactly at the cut.
        let cutAfter = String(repeating: "a", count: 30) + "é" + String(repeating: "b", count: 20)
        #expect(ColorAssetName(cutAfter).description == String(repeating: "a", count: 30) + "é…")
        // 29 ASCII bytes, then "🎨" (4 bytes) is cut after its third byte.
        let emoji = String(repeating: "a", count: 29) + "🎨" + String(repeating: "b", count: 20)
        #expect(ColorAssetName(emoji).description == String(repeating: "a", count: 29) + "…")
    }

    @Test func longNamesFindTheirOwnColoursInTheCatalog() {
        let prefix = String(repeating: "Colors/", count: 8)
        var environment = EnvironmentValues()
        environment.colorCatalog = [prefix + "Red": Self.red, prefix + "Blue": Self.blue]
        #expect(Self.components(Color(prefix + "Red"), in: environment) == [255, 0, 0, 255])
        #expect(Self.components(Color(prefix + "Blue"), in: environment) == [0, 0, 255, 255])
        #expect(environment.colorCatalog[prefix + "Green"] == nil)
        // A missing long name resolves clear, like a short one.
        #expect(Self.components(Color(prefix + "Green"), in: environment) == [0, 0, 0, 0])
    }

    @Test func aMissingLongNameIsWarnedAboutByItsPrefix() {
        let name = String(repeating: "Missing/", count: 6)
        let layout = ViewLayout(Color(name).frame(width: 10, height: 10), proposal: ProposedViewSize(width: 100, height: 100))
        #expect(layout.warnings.contains { $0.contains("No color named 'Missing/Missing/Missing/Missing/…'") })
    }

    @Test func theCatalogsSubscriptSetsAndReadsByName() {
        var catalog: ColorCatalog = [:]
        catalog["Accent"] = Self.red
        catalog[String(repeating: "z", count: 100)] = Self.blue
        #expect(catalog["Accent"] == Self.red)
        #expect(catalog[String(repeating: "z", count: 100)] == Self.blue)
        #expect(catalog[String(repeating: "z", count: 99)] == nil)
        catalog["Accent"] = nil
        #expect(catalog["Accent"] == nil)
    }

    @Test func theAppAssetCatalogFindsALongNamedColourSet() {
        // A name no other test uses: the app's catalog is shared by the tests running beside.
        let name = "ColorAssetNameTests/" + String(repeating: "Nested/", count: 6) + "Tint"
        AppAssetCatalog.addColor(name, light: Color.Resolved(red: 0, green: 1, blue: 0, opacity: 1))
        #expect(AppAssetCatalog.color(named: name) != nil)
        #expect(AppAssetCatalog.color(named: name + "2") == nil)
        #expect(Self.components(Color(name), in: EnvironmentValues()) == [0, 255, 0, 255])
    }
}

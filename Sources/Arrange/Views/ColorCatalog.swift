import Foundation

/// The colours of the app's asset catalog, by name, for `Color("Name")`:
/// `.environment(\.colorCatalog, ["Brand": Color(red: 0.9, green: 0.3, blue: 0.1)])`.
public struct ColorCatalog: Sendable, ExpressibleByDictionaryLiteral {
    private var named: [ColorAssetName: Color]

    /// A catalog of these colours.
    public init(dictionaryLiteral elements: (String, Color)...) {
        named = Dictionary(elements.map { (ColorAssetName($0.0), $0.1) }, uniquingKeysWith: { _, last in last })
    }

    /// The colour named `name`, if the catalog has it, else the app's asset catalog's colour set
    /// of that name (`AppAssetCatalog`).
    public subscript(name: String) -> Color? {
        get { self[ColorAssetName(name)] }
        set { named[ColorAssetName(name)] = newValue }
    }

    /// The colour named `name`, as `subscript(name:)` finds it.
    subscript(name: ColorAssetName) -> Color? {
        named[name] ?? AppAssetCatalog.color(named: name)
    }
}

struct ColorCatalogKey: EnvironmentKey {
    static let defaultValue = ColorCatalog()
}

extension EnvironmentValues {
    /// The named colours `Color("Name")` finds; empty by default (every name is missing).
    public var colorCatalog: ColorCatalog {
        get { self[ColorCatalogKey.self] }
        set { self[ColorCatalogKey.self] = newValue }
    }
}

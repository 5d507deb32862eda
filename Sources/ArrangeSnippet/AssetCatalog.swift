import Foundation

/// What an Xcode asset catalog (`Assets.xcassets`) holds that view code can name: its image
/// sets, symbol sets and colour sets, read from their `Contents.json` files and, for images,
/// the headers of their pictures.
///
/// Invariants: every asset has a non-empty `name`, its path in the catalog as Xcode's
/// `Image("…")` takes it (`"Fountain/Stone"` when the folder `Fountain` provides a namespace,
/// `"Stone"` when it does not); `namespaces` are the folders that provide one, outermost first.
///
/// 1. The catalog's folders are walked (at most `maximumAssets` assets, `maximumDepth` folders
///    deep); a folder whose `Contents.json` says `"provides-namespace": true` adds its name to
///    the assets below it.
/// 2. `X.imageset` is an image: its size in points is the best picture's pixels divided by its
///    scale (`@2x`, `"scale": "2x"`), or a PDF's page box or an SVG's `width`/`height` in
///    points; a picture that is missing or cannot be read leaves the size `nil`. The picture's
///    path is kept, so that it is drawn (`AppAssetCatalog.picture(named:)`). Its
///    `"template-rendering-intent": "template"` (in `properties`) makes it a template image,
///    drawn in the foreground style.
/// 3. `X.symbolset` is a symbol image (sized by the font, as `Image(systemName:)`), drawn from
///    its SVG template (the first `"symbols"` entry whose file is present), kept as `picture`.
/// 4. `X.colorset` is a colour: the entry without appearances is its light value, the one for
///    the dark luminosity its dark value (`AssetCatalogColor`); high-contrast entries are not
///    read.
public struct AssetCatalog: Sendable, Equatable {
    /// One asset of a catalog.
    public struct Asset: Sendable, Equatable {
        /// What kind of set the asset is.
        public enum Kind: Sendable, Equatable {
            case image, symbol, color
        }

        /// The asset's kind.
        public var kind: Kind
        /// The asset's name as `Image("…")`/`Color("…")` takes it, with its namespaces.
        public var name: String
        /// The folders above it that provide a namespace, outermost first.
        public var namespaces: [String]
        /// The set's own name (`"Stone"`).
        public var baseName: String
        /// An image set's natural size in points, when its picture was measured.
        public var size: CGSize?
        /// An image set's picture the size was measured from (the entry of the largest scale),
        /// or a symbol set's SVG template, as a path, so that the picture itself can be drawn.
        public var picture: String?
        /// The pixels per point of `picture` (`"scale": "2x"` → 2).
        public var pictureScale: Double = 1
        /// Whether an image set renders as a template (`"template-rendering-intent": "template"`).
        public var isTemplate = false
        /// A colour set's light value (sRGB, gamma-encoded, 0…1 each), when it could be read.
        public var light: AssetCatalogColor?
        /// A colour set's dark value, when it has one.
        public var dark: AssetCatalogColor?
    }

    /// The catalog's folder.
    public var path: String
    /// Its assets, in the order of their paths.
    public var assets: [Asset]

    /// The most assets read from one catalog.
    public static let maximumAssets = 2000
    /// The most folders nested inside a catalog that are walked.
    public static let maximumDepth = 8

    /// The catalog at `path` (a folder ending in `.xcassets`), read as the type's steps say.
    public static func read(_ path: String) -> AssetCatalog {
        var catalog = AssetCatalog(path: path, assets: [])
        catalog.walk(folder: path, namespaces: [], depth: 0)
        return catalog
    }

    // 1.
    private mutating func walk(folder: String, namespaces: [String], depth: Int) {
        guard depth <= Self.maximumDepth else { return }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && assets.count < Self.maximumAssets {
            let child = (folder as NSString).appendingPathComponent(name)
            guard Self.isFolder(child) else { continue }
            let ext = (name as NSString).pathExtension
            let base = (name as NSString).deletingPathExtension
            let fullName = (namespaces + [base]).joined(separator: "/")
            switch ext {
            // 2.
            case "imageset":
                let picture = Self.picture(in: child)
                let intent = (Self.contents(of: child)?["properties"] as? [String: Any])?["template-rendering-intent"] as? String
                assets.append(Asset(
                    kind: .image, name: fullName, namespaces: namespaces, baseName: base, size: picture?.size,
                    picture: picture?.path, pictureScale: picture?.scale ?? 1, isTemplate: intent == "template"))
            // 3.
            case "symbolset":
                assets.append(Asset(kind: .symbol, name: fullName, namespaces: namespaces, baseName: base, picture: Self.symbolTemplate(in: child)))
            // 4.
            case "colorset":
                let contents = Self.contents(of: child)
                let values = AssetCatalogColor.values(in: contents)
                assets.append(Asset(kind: .color, name: fullName, namespaces: namespaces, baseName: base, light: values.light, dark: values.dark))
            case "":
                let providesNamespace = (Self.contents(of: child)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                walk(folder: child, namespaces: providesNamespace ? namespaces + [name] : namespaces, depth: depth + 1)
            default:
                continue  // app icons, data sets, launch images: nothing view code names by symbol
            }
        }
    }

    /// The parsed `Contents.json` of `folder`, or `nil`.
    static func contents(of folder: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// 2. The picture of the image set at `folder`: of its entries with a file present, the one
    /// of the largest scale, measured by `PictureSize` (its size in points, its path, its scale).
    static func picture(in folder: String) -> (size: CGSize, path: String, scale: Double)? {
        let entries = (contents(of: folder)?["images"] as? [[String: Any]]) ?? []
        var best: (size: CGSize, path: String, scale: Double)?
        for entry in entries {
            guard let file = entry["filename"] as? String else { continue }
            if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
            if let appearances = entry["appearances"] as? [Any], !appearances.isEmpty { continue }
            let scale = Double(((entry["scale"] as? String) ?? "1x").dropLast()) ?? 1
            let path = (folder as NSString).appendingPathComponent(file)
            guard scale > 0, best.map({ scale > $0.scale }) ?? true, let pixels = PictureSize.measure(path) else { continue }
            let inPoints = pixels.isInPoints ? pixels.size : CGSize(width: pixels.size.width / scale, height: pixels.size.height / scale)
            best = (inPoints, path, scale)
        }
        return best
    }

    /// 3. The SVG template of the symbol set at `folder`, when its file is present.
    static func symbolTemplate(in folder: String) -> String? {
        let entries = (contents(of: folder)?["symbols"] as? [[String: Any]]) ?? []
        for entry in entries {
            guard let file = entry["filename"] as? String else { continue }
            let path = (folder as NSString).appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

/// A colour of an asset catalog's colour set: components in a colour space, as Xcode writes
/// them in `Contents.json`.
///
/// Components are written as decimals (`"0.816"`), hexadecimal bytes (`"0xD0"`) or whole bytes
/// (`"208"`); a grey space (`gray-gamma-22`, `extended-gray`) gives `white` for all three.
/// `display-p3` components are converted to sRGB where the program resolves them
/// (`Color.Resolved(colorSpace:)`); `extended-linear-srgb` is linear sRGB.
public struct AssetCatalogColor: Sendable, Equatable {
    /// The colour spaces of Arrange's `Color.RGBColorSpace` a catalog's colour maps onto.
    public enum Space: String, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// The space the components are in.
    public var space: Space
    /// The components, 0…1 (extended ranges kept).
    public var red, green, blue, opacity: Double

    /// The light and dark values of a colour set's `Contents.json`.
    static func values(in contents: [String: Any]?) -> (light: AssetCatalogColor?, dark: AssetCatalogColor?) {
        var light: AssetCatalogColor?
        var dark: AssetCatalogColor?
        for entry in (contents?["colors"] as? [[String: Any]]) ?? [] {
            if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
            guard let color = (entry["color"] as? [String: Any]).flatMap(parse) else { continue }
            let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
            if appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) { continue }
            let luminosity = appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
            switch luminosity {
            case nil, "light"?: if light == nil || luminosity == "light" { light = color }
            case "dark"?: dark = color
            default: continue
            }
        }
        return (light, dark)
    }

    /// One `"color"` object: its space and components, or `nil` (a reference to a system colour).
    static func parse(_ color: [String: Any]) -> AssetCatalogColor? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        let spaceName = (color["color-space"] as? String) ?? "srgb"
        func value(_ key: String) -> Double? { components[key].flatMap(component) }
        let opacity = value("alpha") ?? 1
        if let white = value("white") {
            return AssetCatalogColor(space: .sRGB, red: white, green: white, blue: white, opacity: opacity)
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        let space: Space = spaceName.contains("display-p3") ? .displayP3 : spaceName.contains("linear") ? .sRGBLinear : .sRGB
        return AssetCatalogColor(space: space, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A component as Xcode writes it: `"0.816"`, `"0xD0"`, `"208"` or a number.
    static func component(_ raw: Any) -> Double? {
        if let number = raw as? Double { return number }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
        if text.contains(".") || text.contains("e") { return Double(text) }
        guard let whole = Int(text) else { return nil }
        return whole <= 1 && whole >= 0 && text.count == 1 ? Double(whole) : Double(whole) / 255
    }
}

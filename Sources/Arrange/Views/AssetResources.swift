import Foundation

/// An image of the app's asset catalog, as Xcode 15's generated asset symbols name it:
/// `Image(.floor1)` for the image set `Floor 1`, `Image(.Fountain.stone)` for `Stone` in the
/// folder `Fountain` that provides a namespace.
///
/// Xcode declares one static member of `ImageResource` for each image set and symbol set of
/// the catalogs in the target; the `arrange` tool does the same from the catalogs it finds
/// beside the file (`AssetCatalogSymbols` in ArrangeSnippet). The image's natural size and
/// whether it is a symbol come from `AppAssetCatalog`.
public nonisolated struct ImageResource: Hashable, Sendable {
    /// The asset's name in its catalog, with its namespace folders (`"Fountain/Stone"`).
    public let name: String
    /// The bundle that holds the catalog (not read: the catalog's contents are `AppAssetCatalog`).
    public let bundle: Bundle

    /// The image named `name` in `bundle`'s asset catalog, as Xcode's generated symbols make it.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour of the app's asset catalog, as Xcode 15's generated asset symbols name it:
/// `Color(.premiumBirdFood)` for the colour set `Premium Bird Food`. Its light and dark values
/// come from `AppAssetCatalog`.
public nonisolated struct ColorResource: Hashable, Sendable {
    /// The asset's name in its catalog, with its namespace folders.
    public let name: String
    /// The bundle that holds the catalog (not read).
    public let bundle: Bundle

    /// The colour named `name` in `bundle`'s asset catalog, as Xcode's generated symbols make it.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image of the asset catalog that `resource` names: a symbol set is sized and drawn
    /// as a symbol (by the font, as `Image(systemName:)`), an image set has the natural size
    /// of its picture (`AppAssetCatalog`).
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}

extension Color {
    /// The colour of the asset catalog that `resource` names, light or dark as the environment
    /// says (`Color("Name")` with the resource's name).
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}

/// What the app's asset catalogs hold, as the program's generated asset symbols install it
/// before any view is built: each colour set's light and dark values, each image set's natural
/// size in points, and which names are symbol sets.
///
/// - `Color("Name")` and `Color(.name)` find the colour here when the environment's
///   `colorCatalog` does not have the name; `Image("Name")` and `Image(.name)` find the size
///   here when the environment's `imageCatalog` does not.
/// - An image set whose picture could not be measured (a PDF without a readable page box, no
///   file beside its `Contents.json`) is listed without a size: it lays out as a missing image
///   does (zero size, with a warning).
/// - An image set's picture file is kept by name, so that the renderer draws it
///   (`allPictures`; the `arrange` tool gives them to its renderer).
/// - `Image("Name")` of a symbol set is a symbol, and of an image set whose
///   "template-rendering-intent" is "template" a template (`Image.init(_:)`).
/// - Installing replaces what was installed; the tables are read under a lock.
public enum AppAssetCatalog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var colors: [ColorAssetName: Color] = [:]
    nonisolated(unsafe) private static var imageSizes: [String: CGSize] = [:]
    nonisolated(unsafe) private static var symbols: Set<String> = []
    nonisolated(unsafe) private static var templates: Set<String> = []
    nonisolated(unsafe) private static var pictures: [String: AssetPicture] = [:]
    nonisolated(unsafe) private static var symbolTemplates: [String: String] = [:]

    /// The file an image set is drawn from, and its pixels per point.
    public struct AssetPicture: Hashable, Sendable {
        /// The file's path.
        public var path: String
        /// Pixels per point (`@2x` → 2).
        public var scale: Double
    }

    /// Records the colour set `name`: `light` in the light appearance (and any), `dark` in the
    /// dark one (the light value when the set has none). Components are sRGB (gamma-encoded),
    /// 0…1, as `Color.Resolved` holds them.
    public static func addColor(_ name: String, light: Color.Resolved, dark: Color.Resolved? = nil) {
        lock.withLock { colors[ColorAssetName(name)] = Color(light: light, dark: dark ?? light) }
    }

    /// Records the image set `name`, `width` × `height` points (its picture's pixels divided by
    /// the picture's scale), or without a size when its picture could not be measured; and
    /// `picture`, the path of the file it is drawn from, `scale` pixels a point; `isTemplate`
    /// when the set's "template-rendering-intent" is "template" (drawn in the foreground style).
    public static func addImage(
        _ name: String, width: Double? = nil, height: Double? = nil, picture: String? = nil, scale: Double = 1, isTemplate: Bool = false
    ) {
        lock.withLock {
            if isTemplate { templates.insert(name) } else { templates.remove(name) }
            if let width, let height, width.isFinite, height.isFinite, width >= 0, height >= 0 {
                imageSizes[name] = CGSize(width: width, height: height)
            }
            if let picture, !picture.isEmpty {
                pictures[name] = AssetPicture(path: picture, scale: scale.isFinite && scale >= 1 ? scale : 1)
            }
        }
    }

    /// Records the symbol set `name`: `Image(.name)` is a symbol, sized by the font, drawn
    /// from `template`, the path of its SVG, when it has one.
    public static func addSymbol(_ name: String, template: String? = nil) {
        lock.withLock {
            symbols.insert(name)
            if let template, !template.isEmpty { symbolTemplates[name] = template }
        }
    }

    /// The SVG template of every symbol set that has one, by name.
    public static var allSymbolTemplates: [String: String] {
        lock.withLock { symbolTemplates }
    }

    /// Forgets every asset (tests start from an empty catalog).
    public static func removeAll() {
        lock.withLock {
            colors = [:]
            imageSizes = [:]
            symbols = []
            templates = []
            pictures = [:]
            symbolTemplates = [:]
        }
    }

    /// The colour set `name`, if a catalog has it.
    public static func color(named name: String) -> Color? {
        color(named: ColorAssetName(name))
    }

    /// The colour set `name`, if a catalog has it.
    static func color(named name: ColorAssetName) -> Color? {
        lock.withLock { colors[name] }
    }

    /// The natural size of the image set `name`, if a catalog has it and its picture was measured.
    public static func imageSize(named name: String) -> CGSize? {
        lock.withLock { imageSizes[name] }
    }

    /// The picture every image set is drawn from, by image name (sets without a picture file
    /// are not listed).
    public static var allPictures: [String: AssetPicture] {
        lock.withLock { pictures }
    }

    /// Whether `name` is a symbol set of a catalog.
    public static func isSymbol(_ name: String) -> Bool {
        lock.withLock { symbols.contains(name) }
    }

    /// Whether `name` is an image set a catalog renders as a template ("template-rendering-intent").
    public static func isTemplate(_ name: String) -> Bool {
        lock.withLock { templates.contains(name) }
    }
}

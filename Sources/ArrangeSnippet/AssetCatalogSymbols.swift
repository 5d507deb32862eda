import Foundation

/// Xcode 15's generated asset symbols for the asset catalogs of a snippet's app: the Swift a
/// snippet's program gets so that `Image(.floor1)`, `Image(.Fountain.stone)` and
/// `Color(.premiumBirdFood)` compile and show the catalog's pictures' sizes and colours.
///
/// 1. The catalogs are found (`catalogPaths`): inside the `--with` folders, else next to the
///    file or in a folder above it (and their child folders, in folders of at most
///    `maximumEntriesLookedInto` entries), up to the project's folder, short of `/`.
/// 2. Each image set and symbol set becomes a `static let` of `ImageResource`, each colour set
///    one of `ColorResource`, named as Xcode names them (`symbolName`); a folder providing a
///    namespace becomes an `enum` of that name inside the type (`typeName`). A name two assets
///    give is declared once (the first catalog's asset wins).
/// 3. The catalog's contents are installed when the program starts (`AppAssetCatalog`):
///    colours with their light and dark values, image sizes, which images are symbols and
///    which are templates.
/// 4. `Image(.name)` (and `UIImage(resource: .name)`, `ImageResource.name`) naming an image no
///    catalog has, and that the app's code does not declare, gets a placeholder member, so the
///    file still compiles: it lays out as a missing image (zero size, with the layout's
///    warning), and `notes` say which names were made up. Colours get no placeholder:
///    `Color(.name)` is also `Color(UIColor.name)`, so a made-up `ColorResource` member could
///    make a system colour ambiguous.
///
/// 5. An app's catalog (not a package's: a folder named like one of `packageModules` holds it)
///    also gets Xcode's "Swift Asset Symbol Extensions" for its colours outside namespaces:
///    `Color.name` and `ShapeStyle.name` (`.foregroundStyle(.accent)`), except where the app's
///    code declares a static member of that name itself (an app that turned them off and wrote
///    `static let brand = Color(.brand)`) or SwiftUI has one (`SwiftUIStaticNames`), as
///    Xcode leaves those out. Swift packages get no such extensions, as SwiftPM makes none.
/// 6. Where the app's code spells `UIImage` or `UIColor` (UIKit views, `UIImage?` properties
///    given `.sample`), its catalogs' images and colours outside namespaces are also
///    `UIImage.name` and `UIColor.name`, as Xcode's asset symbol extensions for UIKit make
///    them, except names UIKit has (`uiKitStaticNames`) or the app declares itself.
/// 7. SwiftPM's `Bundle.module` (a package's resources; here the program's folder, where the
///    data files are linked) is declared when a file spells `.module` and no file declares it.
public struct AssetCatalogSymbols: Sendable, Equatable {
    /// The Swift declarations and statements for the program (`SnippetProgram.generate`'s `assets`).
    public var source: String
    /// What the reader should know: placeholder images, catalogs that could not be read.
    public var notes: [String]
    /// How many assets the catalogs gave symbols to.
    public var assetCount: Int

    /// The most folders above a snippet searched for a catalog.
    public static let maximumLevelsAbove = 6
    /// The most entries a folder may hold for its child folders to be looked into for a catalog
    /// (`Assets.xcassets` one level down, as `App/Resources/Assets.xcassets` beside
    /// `App/Views/Row.swift`). A folder with more is a home, temporary or downloads folder, not
    /// an app's: looking into each of its thousands of folders took most of a second on every
    /// save under `arrange watch` (a choice; an app's folder holds a few dozen entries).
    public static let maximumEntriesLookedInto = 200

    // MARK: 1. Finding the catalogs

    /// The catalogs of the snippet at `snippetPath` compiled with `companionPaths` (`--with`).
    public static func catalogPaths(snippetPath: String, companionPaths: [String]) -> [String] {
        let folders = companionPaths.filter(AssetCatalog.isFolder)
        if !folders.isEmpty {
            return folders.flatMap { catalogs(inside: $0) }
        }
        // No companion folder: the catalogs beside the file or above it, up to the project's folder.
        var found: [String] = []
        var folder = (URL(fileURLWithPath: snippetPath).standardizedFileURL.path as NSString).deletingLastPathComponent
        // The file system's root is no app's folder: its folders (`/proc`, `/usr`, a crowded
        // `/tmp`) are not looked into, which took 0.1–0.3 s of every save under `watch`.
        for _ in 0...maximumLevelsAbove where folder != "/" {
            let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            for child in children where !child.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(child)
                if child.hasSuffix(".xcassets") {
                    found.append(path)
                } else if children.count <= maximumEntriesLookedInto, AssetCatalog.isFolder(path), !child.hasSuffix(".xcodeproj"), found.isEmpty {
                    let grandchildren = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
                    found += grandchildren.filter { $0.hasSuffix(".xcassets") }.map { (path as NSString).appendingPathComponent($0) }
                }
            }
            let isProjectFolder = children.contains { $0.hasSuffix(".xcodeproj") || $0 == "Package.swift" || $0 == ".git" }
            if !found.isEmpty || isProjectFolder { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return found
    }

    /// The `.xcassets` folders anywhere inside `folder` (hidden folders skipped).
    static func catalogs(inside folder: String) -> [String] {
        // A folder given through a symbolic link is searched too (the enumerator does not follow it).
        let searched = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard let walker = FileManager.default.enumerator(atPath: searched) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let last = (relative as NSString).lastPathComponent
            if last.hasPrefix(".") {
                walker.skipDescendants()
            } else if last.hasSuffix(".xcassets") {
                found.append((folder as NSString).appendingPathComponent(relative))
                walker.skipDescendants()
            }
        }
        return found.sorted()
    }

    // MARK: 2.–4. The program's declarations

    /// The symbols of `catalogs`, with placeholders for the images `sources` (the snippet's and
    /// its companions' texts) name and no catalog has.
    public static func generate(catalogs: [AssetCatalog], sources: [String], packageModules: Set<String> = []) -> AssetCatalogSymbols {
        var images = Namespace()
        var colors = Namespace()
        var installs: [String] = []
        var count = 0
        var extensionColors: [String] = []
        var extensionImages: [String] = []
        var uiKitColors: [String] = []
        let declared = declaredStaticNames(in: sources, extending: ["Color", "ShapeStyle"])
        // 2.
        for catalog in catalogs {
            for asset in catalog.assets {
                let symbol = symbolName(asset.baseName, kind: asset.kind)
                guard !symbol.isEmpty else { continue }
                let path = asset.namespaces.map(typeName)
                let added = asset.kind == .color
                    ? colors.add(symbol: symbol, assetName: asset.name, at: path)
                    : images.add(symbol: symbol, assetName: asset.name, at: path)
                guard added else { continue }
                count += 1
                // 5.
                let isPackage = catalog.path.split(separator: "/").contains { packageModules.contains(String($0)) }
                if asset.kind == .color, !isPackage, path.isEmpty, !declared.contains(symbol), !swiftUIStaticNames.contains(symbol) {
                    extensionColors.append(symbol)
                }
                if !isPackage, path.isEmpty {
                    if asset.kind == .image { extensionImages.append(symbol) } else if asset.kind == .color { uiKitColors.append(symbol) }
                }
                // 3.
                switch asset.kind {
                case .color:
                    if let light = asset.light {
                        installs.append("Arrange.AppAssetCatalog.addColor(\(SnippetProgram.literal(asset.name)), light: \(resolved(light))"
                            + (asset.dark.map { ", dark: \(resolved($0))" } ?? "") + ")")
                    }
                case .image:
                    installs.append("Arrange.AppAssetCatalog.addImage(\(SnippetProgram.literal(asset.name))"
                        + (asset.size.map { ", width: \(number($0.width)), height: \(number($0.height))" } ?? "")
                        + (asset.picture.map { ", picture: \(SnippetProgram.literal($0)), scale: \(number(asset.pictureScale))" } ?? "")
                        + (asset.isTemplate ? ", isTemplate: true" : "") + ")")
                case .symbol:
                    installs.append("Arrange.AppAssetCatalog.addSymbol(\(SnippetProgram.literal(asset.name))"
                        + (asset.picture.map { ", template: \(SnippetProgram.literal($0))" } ?? "") + ")")
                }
            }
        }
        // 4.
        var notes: [String] = []
        let declaredImages = declaredStaticNames(in: sources, extending: ["ImageResource"])
        for name in imageNamesUsed(in: sources) where !images.hasSymbol(name) && !declaredImages.contains(name) {
            _ = images.add(symbol: name, assetName: name, at: [])
            notes.append("`.\(name)` names an image of the app's asset catalog, and no catalog beside the file has it: "
                + "it is laid out as a missing image (give the app's folder with --with, or put its Assets.xcassets beside the file).")
        }
        var source = ""
        if !images.isEmpty { source += "extension Arrange.ImageResource {\n" + images.declarations(type: "Arrange.ImageResource", indent: "    ") + "}\n" }
        if !colors.isEmpty { source += "extension Arrange.ColorResource {\n" + colors.declarations(type: "Arrange.ColorResource", indent: "    ") + "}\n" }
        if !extensionColors.isEmpty {
            source += "extension Arrange.Color {\n"
                + extensionColors.map { "    static var \($0): Arrange.Color { Arrange.Color(Arrange.ColorResource.\($0)) }\n" }.joined() + "}\n"
            source += "extension Arrange.ShapeStyle where Self == Arrange.Color {\n"
                + extensionColors.map { "    static var \($0): Arrange.Color { Arrange.Color(Arrange.ColorResource.\($0)) }\n" }.joined() + "}\n"
        }
        // 6.
        source += uiKitExtensions(images: extensionImages, colors: uiKitColors, sources: sources)
        // 7.
        if sources.contains(where: { $0.contains(".module") }),
            !declaredStaticNames(in: sources, extending: ["Bundle"]).contains("module") {
            source += "extension Foundation.Bundle {\n    static var module: Foundation.Bundle { Foundation.Bundle.main }\n}\n"
        }
        source += installs.map { $0 + "\n" }.joined()
        return AssetCatalogSymbols(source: source, notes: notes, assetCount: count)
    }

    /// 6. `UIImage.name` and `UIColor.name` for `images` and `colors` (members of the generated
    /// resources), when a source spells `UIImage` or `UIColor`, leaving out UIKit's own names and
    /// the app's.
    static func uiKitExtensions(images: [String], colors: [String], sources: [String]) -> String {
        guard !images.isEmpty || !colors.isEmpty,
            sources.contains(where: { $0.range(of: #"\bUI(Image|Color)\b"#, options: .regularExpression) != nil }) else { return "" }
        let declaredImages = declaredStaticNames(in: sources, extending: ["UIImage"])
        let declaredColors = declaredStaticNames(in: sources, extending: ["UIColor"])
        let imageMembers = images.filter { !declaredImages.contains($0) && !uiKitStaticNames.contains($0) }
        let colorMembers = colors.filter { !declaredColors.contains($0) && !uiKitStaticNames.contains($0) && !$0.hasPrefix("system") }
        guard !imageMembers.isEmpty || !colorMembers.isEmpty else { return "" }
        var source = "import ArrangeUIKit\n"
        if !imageMembers.isEmpty {
            source += "extension ArrangeUIKit.UIImage {\n"
                + imageMembers.map { "    static var \($0): ArrangeUIKit.UIImage { ArrangeUIKit.UIImage(resource: Arrange.ImageResource.\($0)) }\n" }.joined()
                + "}\n"
        }
        if !colorMembers.isEmpty {
            source += "extension ArrangeUIKit.UIColor {\n"
                + colorMembers.map { "    static var \($0): ArrangeUIKit.UIColor { ArrangeUIKit.UIColor(resource: Arrange.ColorResource.\($0)) }\n" }.joined()
                + "}\n"
        }
        return source
    }

    /// The static members UIKit's `UIColor` and `UIImage` have, which Xcode's extensions leave out.
    static let uiKitStaticNames: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator", "link",
        "red", "green", "blue", "white", "black", "clear", "gray", "darkGray", "lightGray", "cyan", "yellow", "magenta", "orange",
        "purple", "brown", "lightText", "darkText", "tintColor", "add", "remove", "actions", "checkmark", "strokedCheckmark",
        "init", "self",
    ]

    /// The member Xcode generates for an asset named `name`: its words (split at anything not a
    /// letter or digit) in lower camel case — the first word's leading capitals lowered
    /// (`"URLIcon"` → `urlIcon`, `"Premium Bird Food"` → `premiumBirdFood`, `"fountain.fill"` →
    /// `fountainFill`) — without a trailing `Color` on a colour or `Image` on an image
    /// (`"AccentColor"` → `accent`); backquotes round a keyword. Where the first word starts with
    /// digits, `_` goes before them and the letter after them is a capital (`"4ed"` → `_4Ed`,
    /// `"40k-white"` → `_40KWhite`); a name that is one word of capitals keeps them (`"BG"` →
    /// `BG`), with `_` before digits that follow them (`"B2"` → `B_2`).
    public static func symbolName(_ name: String, kind: AssetCatalog.Asset.Kind) -> String {
        var words = self.words(name)
        let suffix = kind == .color ? "Color" : kind == .image ? "Image" : nil
        if let suffix, let last = words.last, last.hasSuffix(suffix), words.count > 1 || last.count > suffix.count {
            if last == suffix { words.removeLast() } else { words[words.count - 1] = String(last.dropLast(suffix.count)) }
        }
        guard let first = words.first else { return "" }
        let result: String
        if words.count == 1, let capitals = capitalsKept(first) {
            result = capitals
        } else {
            result = firstWord(first) + words.dropFirst().map(capitalizedFirst).joined()
        }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// The first word of a member's name: after leading digits (`_` first, the next letter a
    /// capital), else with its leading capitals lowered.
    private static func firstWord(_ word: String) -> String {
        let digits = word.prefix { $0.isNumber }
        guard !digits.isEmpty else { return lowerLeadingCapitals(word) }
        return "_" + digits + capitalizedFirst(String(word.dropFirst(digits.count)))
    }

    /// A one-word name of capitals, as Xcode keeps it (`BG`, `B_2` for `"B2"`), or nil.
    private static func capitalsKept(_ word: String) -> String? {
        let capitals = word.prefix { $0.isUppercase }
        let rest = word.dropFirst(capitals.count)
        guard !capitals.isEmpty, rest.allSatisfy(\.isNumber) else { return nil }
        return rest.isEmpty ? String(capitals) : capitals + "_" + rest
    }

    /// The type Xcode generates for a namespace folder named `name`: its words in upper camel case.
    public static func typeName(_ name: String) -> String {
        let result = words(name).map(capitalizedFirst).joined()
        return result.first?.isNumber == true ? "_" + result : result
    }

    // MARK: Helpers

    /// A tree of namespaces, each with its members (symbol → asset name), in the order added.
    struct Namespace {
        var members: [(symbol: String, assetName: String)] = []
        var children: [(name: String, namespace: Namespace)] = []

        var isEmpty: Bool { members.isEmpty && children.isEmpty }

        func hasSymbol(_ symbol: String) -> Bool { members.contains { $0.symbol == symbol } }

        /// Adds the member unless the namespace has it (or a namespace of the same name); whether it did.
        mutating func add(symbol: String, assetName: String, at path: [String]) -> Bool {
            guard let first = path.first else {
                guard !hasSymbol(symbol), !children.contains(where: { $0.name == symbol }) else { return false }
                members.append((symbol, assetName))
                return true
            }
            if let index = children.firstIndex(where: { $0.name == first }) {
                return children[index].namespace.add(symbol: symbol, assetName: assetName, at: Array(path.dropFirst()))
            }
            guard !hasSymbol(first) else { return false }
            var child = Namespace()
            _ = child.add(symbol: symbol, assetName: assetName, at: Array(path.dropFirst()))
            children.append((first, child))
            return true
        }

        func declarations(type: String, indent: String) -> String {
            var text = ""
            for member in members {
                text += "\(indent)static let \(member.symbol) = \(type)(name: \(SnippetProgram.literal(member.assetName)), bundle: .main)\n"
            }
            for child in children {
                text += "\(indent)enum \(child.name) {\n" + child.namespace.declarations(type: type, indent: indent + "    ") + "\(indent)}\n"
            }
            return text
        }
    }

    /// The names `Image(.name)`, `UIImage(resource: .name)` and `ImageResource.name` use.
    static func imageNamesUsed(in sources: [String]) -> [String] {
        let patterns = [
            #"\b(?:Image|UIImage)\(\s*(?:resource:\s*)?\.([A-Za-z_][A-Za-z0-9_]*)\s*[),]"#,
            #"\bImageResource\.([a-z_][A-Za-z0-9_]*)\b"#,
        ]
        var names: [String] = []
        for pattern in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            for source in sources {
                let range = NSRange(source.startIndex..., in: source)
                for match in expression.matches(in: source, range: range) {
                    guard let found = Range(match.range(at: 1), in: source) else { continue }
                    let name = String(source[found])
                    if !names.contains(name) { names.append(name) }
                }
            }
        }
        return names
    }

    /// The names the sources declare as `static let`/`static var` in extensions of `types`
    /// (an app's own `extension Color { static let brand = … }`), found by matching braces.
    static func declaredStaticNames(in sources: [String], extending types: [String]) -> Set<String> {
        let alternatives = types.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        guard let header = try? NSRegularExpression(pattern: #"\bextension\s+(?:\w+\.)?(?:"# + alternatives + #")\b[^{]*\{"#),
            let member = try? NSRegularExpression(pattern: #"\bstatic\s+(?:let|var)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#)
        else { return [] }
        var names: Set<String> = []
        for source in sources {
            let text = source as NSString
            for match in header.matches(in: source, range: NSRange(location: 0, length: text.length)) {
                // The extension's body: from its `{` to the brace that closes it.
                var depth = 0
                var end = match.range.location + match.range.length - 1
                while end < text.length {
                    let character = text.character(at: end)
                    if character == 0x7B { depth += 1 } else if character == 0x7D { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                let body = NSRange(location: match.range.location, length: min(end, text.length) - match.range.location)
                for found in member.matches(in: source, range: body) {
                    names.insert(text.substring(with: found.range(at: 1)))
                }
            }
        }
        return names
    }

    private static func words(_ name: String) -> [String] {
        name.split(whereSeparator: { !($0.isLetter || $0.isNumber) || !$0.isASCII }).map(String.init)
    }

    private static func lowerLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        let capitals = characters.prefix { $0.isUppercase }.count
        if capitals == characters.count { return word.lowercased() }
        // "URLIcon": the capitals before the last one, which starts the next word, are lowered.
        let lowered = capitals > 1 ? capitals - 1 : 1
        return String(characters.prefix(lowered)).lowercased() + String(characters.dropFirst(lowered))
    }

    private static func capitalizedFirst(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func resolved(_ color: AssetCatalogColor) -> String {
        "Arrange.Color.Resolved(colorSpace: .\(color.space.rawValue), red: \(number(color.red)), green: \(number(color.green)), "
            + "blue: \(number(color.blue)), opacity: \(number(color.opacity)))"
    }

    private static func number(_ value: Double) -> String {
        value.isFinite ? String(format: "%.4f", value) : "0"
    }

    private static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// The static members SwiftUI's `Color` and `ShapeStyle` have, which Xcode's extensions leave out.
    static let swiftUIStaticNames: Set<String> = [
        "accentColor", "background", "bar", "black", "blue", "brown", "clear", "cyan", "fill", "foreground", "gray", "green",
        "indigo", "link", "mint", "orange", "pink", "placeholder", "primary", "purple", "quaternary", "quinary", "red",
        "secondary", "selection", "separator", "teal", "tertiary", "tint", "white", "windowBackground", "yellow",
        "regularMaterial", "thickMaterial", "thinMaterial", "ultraThickMaterial", "ultraThinMaterial", "init", "self",
    ]

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil", "super", "self", "Self",
        "throw", "throws", "true", "try", "Type", "Protocol",
    ]
}

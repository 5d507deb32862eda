// Xcode's asset catalogs: reading Assets.xcassets, the generated asset symbols (Xcode 15's
// `ImageResource`/`ColorResource` members), and the tool compiling `Image(.name)` and
// `Color(.name)` against the catalog beside the file.
import Foundation
import Testing

@testable import ArrangeSnippet

/// Writes an asset catalog into a temporary folder: `files` maps paths inside it to contents.
enum CatalogFixture {
    static func make(_ files: [String: Data], in folder: URL) throws {
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// A PNG's signature and IHDR chunk for a picture of `width` × `height` pixels (all a
    /// header reader needs).
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        bytes += [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    static func json(_ text: String) -> Data { Data(text.utf8) }

    /// A colour set: `light` without appearances, `dark` for the dark luminosity.
    static func colorSet(light: String, dark: String? = nil) -> Data {
        var entries = [#"{ "color": { "color-space": "srgb", "components": \#(light) }, "idiom": "universal" }"#]
        if let dark {
            entries.append(#"{ "appearances": [{ "appearance": "luminosity", "value": "dark" }], "color": { "color-space": "srgb", "components": \#(dark) }, "idiom": "universal" }"#)
        }
        return json(#"{ "colors": [\#(entries.joined(separator: ", "))], "info": { "author": "xcode", "version": 1 } }"#)
    }

    /// The catalog the tests share: a colour with a dark value, a 2× picture, a namespace
    /// folder with a PDF, a folder without a namespace, a symbol set and the accent colour.
    static func standard(in folder: URL) throws {
        try make([
            "Assets.xcassets/Contents.json": json(#"{ "info": { "author": "xcode", "version": 1 } }"#),
            "Assets.xcassets/Brand Red.colorset/Contents.json": colorSet(
                light: #"{ "red": "0xCC", "green": "0x33", "blue": "0x00", "alpha": "1.000" }"#,
                dark: #"{ "red": "1.000", "green": "0.500", "blue": "0.250", "alpha": "1.000" }"#),
            "Assets.xcassets/AccentColor.colorset/Contents.json": colorSet(light: #"{ "red": "0", "green": "128", "blue": "255", "alpha": "1" }"#),
            "Assets.xcassets/Floor 1.imageset/Contents.json": json(
                #"{ "images": [{ "filename": "floor.png", "idiom": "universal", "scale": "1x" }, { "filename": "floor@2x.png", "idiom": "universal", "scale": "2x" }] }"#),
            "Assets.xcassets/Floor 1.imageset/floor@2x.png": pngHeader(width: 120, height: 48),
            "Assets.xcassets/Fountain/Contents.json": json(#"{ "properties": { "provides-namespace": true } }"#),
            "Assets.xcassets/Fountain/Stone.imageset/Contents.json": json(#"{ "images": [{ "filename": "Stone.pdf", "idiom": "universal" }] }"#),
            "Assets.xcassets/Fountain/Stone.imageset/Stone.pdf": Data("%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 90 30] >> endobj\n".utf8),
            "Assets.xcassets/Plain Folder/Contents.json": json(#"{ "info": { "version": 1 } }"#),
            "Assets.xcassets/Plain Folder/Cloud.imageset/Contents.json": json(#"{ "images": [{ "idiom": "universal" }] }"#),
            "Assets.xcassets/fountain.fill.symbolset/Contents.json": json(#"{ "symbols": [{ "filename": "f.svg", "idiom": "universal" }] }"#),
        ], in: folder)
    }
}

@Suite("asset catalogs")
struct AssetCatalogTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("asset-catalog-\(UUID().uuidString)")
    }

    @Test func aCatalogsSetsAreReadWithTheirNamespacesSizesAndColours() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CatalogFixture.standard(in: folder)
        let catalog = AssetCatalog.read(folder.appendingPathComponent("Assets.xcassets").path)
        let byName = Dictionary(uniqueKeysWithValues: catalog.assets.map { ($0.name, $0) })
        #expect(Set(byName.keys) == ["AccentColor", "Brand Red", "Cloud", "Floor 1", "Fountain/Stone", "fountain.fill"])
        // 120 × 48 pixels at 2× are 60 × 24 points.
        #expect(byName["Floor 1"]?.size == CGSize(width: 60, height: 24))
        // A PDF's page box is in points.
        #expect(byName["Fountain/Stone"]?.size == CGSize(width: 90, height: 30))
        #expect(byName["Fountain/Stone"]?.namespaces == ["Fountain"])
        // A folder without "provides-namespace" adds nothing to the name; a set without a file has no size.
        #expect(byName["Cloud"]?.namespaces == [] && byName["Cloud"]?.size == nil)
        #expect(byName["fountain.fill"]?.kind == .symbol)
        // 0xCC = 204 / 255 = 0.8; 0x33 = 51 / 255 = 0.2.
        #expect(byName["Brand Red"]?.light == AssetCatalogColor(space: .sRGB, red: 0.8, green: 0.2, blue: 0, opacity: 1))
        #expect(byName["Brand Red"]?.dark == AssetCatalogColor(space: .sRGB, red: 1, green: 0.5, blue: 0.25, opacity: 1))
        // Whole bytes: 128 / 255.
        #expect(byName["AccentColor"]?.light?.green == 128.0 / 255)
        #expect(byName["AccentColor"]?.dark == nil)
    }

    /// Xcode 15's names for generated asset symbols.
    @Test func symbolsAreNamedAsXcodeNamesThem() {
        #expect(AssetCatalogSymbols.symbolName("Premium Bird Food", kind: .color) == "premiumBirdFood")
        #expect(AssetCatalogSymbols.symbolName("AccentColor", kind: .color) == "accent")
        #expect(AssetCatalogSymbols.symbolName("Background Image", kind: .image) == "background")
        #expect(AssetCatalogSymbols.symbolName("fountain.fill", kind: .symbol) == "fountainFill")
        #expect(AssetCatalogSymbols.symbolName("Floor 1", kind: .image) == "floor1")
        #expect(AssetCatalogSymbols.symbolName("paulHudson", kind: .image) == "paulHudson")
        #expect(AssetCatalogSymbols.symbolName("URLIcon", kind: .image) == "urlIcon")
        #expect(AssetCatalogSymbols.symbolName("genre-economics", kind: .image) == "genreEconomics")
        #expect(AssetCatalogSymbols.symbolName("1st Place", kind: .image) == "_1StPlace")
        #expect(AssetCatalogSymbols.symbolName("default", kind: .image) == "`default`")
        #expect(AssetCatalogSymbols.typeName("Bird Food") == "BirdFood")
    }

    /// A name of capitals keeps them and a name starting with digits takes `_` and a capital
    /// after the digits, as in a GeneratedAssetSymbols.swift that Xcode wrote and a public
    /// repository committed (`static let BG … (name: "BG")`, `B_2` for "B2", `_4Ed` for "4ed",
    /// `_40KWhite` for "40k-white", `c21Border` for "c21-border", `a25` for "a25").
    @Test func symbolNamesKeepCapitalsAndCapitaliseAfterLeadingDigitsAsXcodeDoes() {
        #expect(AssetCatalogSymbols.symbolName("BG", kind: .color) == "BG")
        #expect(AssetCatalogSymbols.symbolName("BG", kind: .image) == "BG")
        #expect(AssetCatalogSymbols.symbolName("B", kind: .image) == "B")
        #expect(AssetCatalogSymbols.symbolName("B2", kind: .image) == "B_2")
        #expect(AssetCatalogSymbols.symbolName("4ed", kind: .image) == "_4Ed")
        #expect(AssetCatalogSymbols.symbolName("40k-white", kind: .image) == "_40KWhite")
        #expect(AssetCatalogSymbols.symbolName("c21-border", kind: .image) == "c21Border")
        #expect(AssetCatalogSymbols.symbolName("a25", kind: .image) == "a25")
        #expect(AssetCatalogSymbols.symbolName("CardHoarder", kind: .image) == "cardHoarder")
        #expect(AssetCatalogSymbols.symbolName("con_", kind: .image) == "con")
    }

    @Test func picturesAreMeasuredFromTheirHeaders() {
        #expect(PictureSize.png([UInt8](CatalogFixture.pngHeader(width: 300, height: 200))) == CGSize(width: 300, height: 200))
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x40, 0x00, 0x80, 0x03, 0, 0, 0, 0]
        #expect(PictureSize.jpeg(jpeg) == CGSize(width: 128, height: 64))
        #expect(PictureSize.svg(Array(#"<svg xmlns="x" width="24px" height="18">"#.utf8)) == CGSize(width: 24, height: 18))
        #expect(PictureSize.svg(Array(#"<svg viewBox="0 0 40 20">"#.utf8)) == CGSize(width: 40, height: 20))
        #expect(PictureSize.pdf(Array("%PDF /CropBox [ 10 10 110 60 ]".utf8)) == CGSize(width: 100, height: 50))
        #expect(PictureSize.png(Array("not a png at all, nope".utf8)) == nil)
    }

    @Test func theGeneratedSymbolsDeclareMembersNamespacesExtensionsAndPlaceholders() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CatalogFixture.standard(in: folder)
        let catalog = AssetCatalog.read(folder.appendingPathComponent("Assets.xcassets").path)
        let app = """
            extension Color { static let brandRed = Color(.brandRed) }
            let a = Image(.floor1); let b = Image(.missingPhoto); let c = UIImage(resource: .ownImage)
            extension ImageResource { static let ownImage = ImageResource(name: "x", bundle: .main) }
            """
        let symbols = AssetCatalogSymbols.generate(catalogs: [catalog], sources: [app])
        #expect(symbols.source.contains(#"static let floor1 = Arrange.ImageResource(name: "Floor 1", bundle: .main)"#))
        #expect(symbols.source.contains("    enum Fountain {\n        static let stone = Arrange.ImageResource(name: \"Fountain/Stone\""))
        #expect(symbols.source.contains(#"static let fountainFill = Arrange.ImageResource(name: "fountain.fill""#))
        #expect(symbols.source.contains(#"static let accent = Arrange.ColorResource(name: "AccentColor""#))
        // Xcode's Color/ShapeStyle extension: `accent`, but not `brandRed`, which the app declares itself.
        #expect(symbols.source.contains("static var accent: Arrange.Color"))
        #expect(!symbols.source.contains("static var brandRed: Arrange.Color"))
        // A name no catalog has gets a placeholder with a note; the app's own member does not.
        #expect(symbols.source.contains(#"static let missingPhoto = Arrange.ImageResource(name: "missingPhoto""#))
        #expect(!symbols.source.contains("static let ownImage"))
        #expect(symbols.notes.count == 1 && symbols.notes[0].contains("`.missingPhoto`"))
        // The size in points, and the picture it was measured from with its scale, to be drawn.
        let floorPicture = folder.appendingPathComponent("Assets.xcassets/Floor 1.imageset/floor@2x.png").path
        #expect(symbols.source.contains(
            #"Arrange.AppAssetCatalog.addImage("Floor 1", width: 60.0000, height: 24.0000, picture: "\#(floorPicture)", scale: 2.0000)"#),
            "\(symbols.source)")
        #expect(symbols.source.contains(#"Arrange.AppAssetCatalog.addSymbol("fountain.fill")"#))
        // A package's catalog gets no extensions (SwiftPM makes none).
        let package = AssetCatalogSymbols.generate(catalogs: [catalog], sources: [], packageModules: [folder.lastPathComponent])
        #expect(!package.source.contains("static var accent"))
    }

    /// SwiftPM's generated `Bundle.module`, which a package's files spell (`Text("Show More", bundle: .module)`).
    @Test func bundleModuleIsDeclaredWhereAFileSpellsItAndNoneDeclaresIt() {
        let declaration = "extension Foundation.Bundle {\n    static var module: Foundation.Bundle { Foundation.Bundle.main }\n}\n"
        #expect(AssetCatalogSymbols.generate(catalogs: [], sources: [#"Text("More", bundle: .module)"#]).source == declaration)
        #expect(AssetCatalogSymbols.generate(catalogs: [], sources: ["let x = 1"]).source == "")
        let own = "extension Bundle {\n    static let module = Bundle.main\n}\nlet b = Bundle.module"
        #expect(AssetCatalogSymbols.generate(catalogs: [], sources: [own]).source == "")
    }

    /// Backyard Birds' `ComposedBird.swift` is in a package whose other files are given as modules:
    /// its own folder holds only the catalog.
    @Test func aCompanionFolderHoldingOnlyACatalogIsTaken() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CatalogFixture.standard(in: folder)
        let result = SnippetCompanion.files(in: [folder.path], snippetPath: "/tmp/none.swift", snippetSource: "let x = 1")
        #expect((try? result.get()) == [])
    }

    @Test func catalogsAreFoundInTheCompanionFoldersElseBesideOrAboveTheFile() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CatalogFixture.make([
            "App/App.xcodeproj/project.pbxproj": Data(),
            "App/App/Resources/Assets.xcassets/Contents.json": Data("{}".utf8),
            "App/App/Views/Card.swift": Data("import SwiftUI".utf8),
            "Kit/Sources/Kit/Media.xcassets/Contents.json": Data("{}".utf8),
        ], in: folder)
        let card = folder.appendingPathComponent("App/App/Views/Card.swift").path
        // Above the file: App/App holds Resources/Assets.xcassets.
        #expect(AssetCatalogSymbols.catalogPaths(snippetPath: card, companionPaths: [])
            == [folder.appendingPathComponent("App/App/Resources/Assets.xcassets").path])
        // With --with folders, only what they hold.
        let kit = folder.appendingPathComponent("Kit/Sources/Kit").path
        #expect(AssetCatalogSymbols.catalogPaths(snippetPath: card, companionPaths: [kit]) == [kit + "/Media.xcassets"])
    }

    /// A folder above the file with more entries than an app's (a home or temporary folder) is
    /// not looked into folder by folder: that took most of a second on every save under
    /// `arrange watch` for a file in /tmp. A catalog directly inside it is still found.
    @Test func aCrowdedFolderAboveTheFileIsNotLookedIntoFolderByFolder() throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String: Data] = ["Crowded/Mine/Card.swift": Data("import SwiftUI".utf8), "Crowded/Other/Assets.xcassets/Contents.json": Data("{}".utf8)]
        for index in 0..<AssetCatalogSymbols.maximumEntriesLookedInto {
            files["Crowded/folder-\(index)/note.txt"] = Data()
        }
        try CatalogFixture.make(files, in: folder)
        let card = folder.appendingPathComponent("Crowded/Mine/Card.swift").path
        #expect(AssetCatalogSymbols.catalogPaths(snippetPath: card, companionPaths: []) == [])
        // With a few folders fewer, the one beside the file's folder is found as before.
        for index in 0..<3 {
            try FileManager.default.removeItem(at: folder.appendingPathComponent("Crowded/folder-\(index)"))
        }
        #expect(AssetCatalogSymbols.catalogPaths(snippetPath: card, companionPaths: [])
            == [folder.appendingPathComponent("Crowded/Other/Assets.xcassets").path])
        // A catalog directly in the crowded folder is found however many entries it has.
        try CatalogFixture.make(["Crowded/Shared.xcassets/Contents.json": Data("{}".utf8)], in: folder)
        for index in 0..<5 {
            try CatalogFixture.make(["Crowded/more-\(index)/note.txt": Data()], in: folder)
        }
        #expect(AssetCatalogSymbols.catalogPaths(snippetPath: card, companionPaths: [])
            == [folder.appendingPathComponent("Crowded/Shared.xcassets").path])
    }
}

@Suite("arrange with an asset catalog", .serialized)
struct AssetCatalogEndToEndTests {
    /// `Image(.floor1)` lays out at its picture's size in points, `Image(.Fountain.stone)` at its
    /// PDF's, `Color(.brandRed)` and `Color("Brand Red")` have the catalog's light and dark values.
    @Test func imageAndColorResourcesOfTheCatalogBesideTheFileCompileWithTheirSizesAndColours() throws {
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            struct Tile: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image(.floor1).id("floor")
                        Image(.Fountain.stone).id("stone")
                        Color(.brandRed).frame(width: Tile.component(.light), height: 5).id("light")
                        Color("Brand Red").frame(width: Tile.component(.dark), height: 5).id("dark")
                        Rectangle().fill(.accent).frame(width: 10, height: 5)
                    }
                }

                /// The catalog colour's red component in `scheme`, × 100.
                static func component(_ scheme: ColorScheme) -> CGFloat {
                    var environment = EnvironmentValues()
                    environment.colorScheme = scheme
                    return CGFloat(Color(.brandRed).resolve(in: environment).red * 100).rounded()
                }
            }
            """, to: "assets/Screen/Tile.swift")
        try CatalogFixture.standard(in: ArrangeExecutable.workspace.appendingPathComponent("assets/Screen"))
        let result = ArrangeExecutable.run(["frames", file, "--json", "--size", "300x300"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        // 120 × 48 pixels at 2×; the PDF's 90 × 30 points.
        #expect(FramesDocument.frame(of: "floor", in: document)?.size == CGSize(width: 60, height: 24))
        #expect(FramesDocument.frame(of: "stone", in: document)?.size == CGSize(width: 90, height: 30))
        // Red 0xCC = 0.8 in light mode, 1.0 in dark mode.
        #expect(FramesDocument.frame(of: "light", in: document)?.width == 80)
        #expect(FramesDocument.frame(of: "dark", in: document)?.width == 100)
    }
}

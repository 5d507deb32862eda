// An app's resources beside its screen, run through the tool as a user runs a screen with
// `--with App/`: its strings tables (a String Catalog and an `.lproj` strings file) give
// `Text("key")` its English text, or another language's where the view's locale is that one;
// its asset catalog gives UIKit's `UIImage.name` and `UIColor.name`, and `import AudioToolbox`
// compiles.
import Foundation
import Testing

@Suite("arrange with an app's strings tables, UIKit asset symbols and AudioToolbox", .serialized)
struct AppResourcesEndToEndTests {
    /// A String Catalog, English and German `.strings` files of another table, and a screen
    /// showing keys beside the English texts they stand for, written verbatim.
    @Test func keysOfTheAppsStringsTablesAreAsWideAsTheirEnglishTexts() throws {
        let app = ArrangeExecutable.workspace.appendingPathComponent("strings-tables/App")
        try CatalogFixture.make([
            "Resources/Localizable.xcstrings": CatalogFixture.json(#"""
                { "sourceLanguage": "en", "version": "1.0", "strings": {
                    "greeting": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Hello" } },
                                                     "ko": { "stringUnit": { "state": "translated", "value": "안녕하세요, 여러분" } } } },
                    "%lld habits": { "localizations": { "en": { "variations": { "plural": {
                        "one": { "stringUnit": { "state": "translated", "value": "%lld habit" } },
                        "other": { "stringUnit": { "state": "translated", "value": "%lld habits" } } } } } } }
                } }
                """#),
            "Resources/en.lproj/Legacy.strings": Data("/* Header */\n\"title\" = \"Rituals\";\n".utf8),
            "Resources/de.lproj/Legacy.strings": Data("\"title\" = \"Rituale und Gewohnheiten\";\n".utf8),
        ], in: app)
        let file = ArrangeExecutable.write(
            """
            import SwiftUI

            struct Greeting: View {
                let count = 1

                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("greeting").fixedSize().id("key")
                        Text(verbatim: "Hello").fixedSize().id("english")
                        Text("\\(count) habits").fixedSize().id("plural")
                        Text(verbatim: "1 habit").fixedSize().id("plural-english")
                        Text("title", tableName: "Legacy").fixedSize().id("legacy")
                        Text(verbatim: "Rituals").fixedSize().id("legacy-english")
                        Text(verbatim: NSLocalizedString("greeting", comment: "")).fixedSize().id("ns")
                        Group {
                            Text("greeting").fixedSize().id("korean")
                            Text(verbatim: "안녕하세요, 여러분").fixedSize().id("korean-verbatim")
                            Text("title", tableName: "Legacy").fixedSize().id("legacy-korean-locale")
                        }
                        .environment(\\.locale, Locale(identifier: "ko_KR"))
                        Text("title", tableName: "Legacy").fixedSize().id("legacy-german")
                            .environment(\\.locale, Locale(identifier: "de"))
                        Text(verbatim: "Rituale und Gewohnheiten").fixedSize().id("german-verbatim")
                    }
                }
            }
            """, to: "strings-tables/Greeting.swift")
        let result = ArrangeExecutable.run(["frames", file, "--with", app.path, "--json", "--size", "300x300"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        let english = FramesDocument.frame(of: "english", in: document)
        #expect(english != nil && english!.width > 0, "\(result.output)")
        #expect(FramesDocument.frame(of: "key", in: document)?.size == english?.size)
        #expect(FramesDocument.frame(of: "ns", in: document)?.size == english?.size)
        #expect(FramesDocument.frame(of: "plural", in: document)?.size == FramesDocument.frame(of: "plural-english", in: document)?.size)
        // English's folder, not German's.
        #expect(FramesDocument.frame(of: "legacy", in: document)?.size == FramesDocument.frame(of: "legacy-english", in: document)?.size)
        // Where the locale is Korean, the catalog's Korean text; German, the German folder's; a
        // table without the language (Legacy has no Korean) falls back to English.
        let korean = FramesDocument.frame(of: "korean-verbatim", in: document)
        #expect(korean != nil && korean!.width > english!.width, "\(String(describing: korean))")
        #expect(FramesDocument.frame(of: "korean", in: document)?.size == korean?.size)
        #expect(FramesDocument.frame(of: "legacy-german", in: document)?.size == FramesDocument.frame(of: "german-verbatim", in: document)?.size)
        #expect(FramesDocument.frame(of: "legacy-korean-locale", in: document)?.size == FramesDocument.frame(of: "legacy-english", in: document)?.size)
    }

    /// `UIImage.floor1` (the catalog's 120 × 48 pixels at 2×) and `UIColor.brandRed`, as Xcode's
    /// asset symbol extensions for UIKit declare them, and `import AudioToolbox` with a vibration.
    /// The app's folder is named as the corpus names it (`Cover.app`): a folder named like a
    /// module is a package's, whose catalog gets no extensions.
    @Test func uiKitAssetSymbolsAndAudioToolboxCompile() throws {
        let folder = ArrangeExecutable.workspace.appendingPathComponent("uikit-assets/Cover.app")
        try CatalogFixture.standard(in: folder)
        let file = ArrangeExecutable.write(
            """
            import SwiftUI
            import UIKit
            import AudioToolbox

            struct Cover: View {
                var picture: UIImage? = .floor1

                var body: some View {
                    VStack(spacing: 0) {
                        Color(uiColor: .brandRed).frame(width: (picture?.size.width ?? 0) * 2, height: 10).id("cover")
                        Button("Buzz") { AudioServicesPlaySystemSound(kSystemSoundID_Vibrate) }
                    }
                    .onAppear { AudioServicesPlaySystemSound(SystemSoundID(1104)) }
                }
            }
            """, to: "uikit-assets/Cover.swift")
        let result = ArrangeExecutable.run(["frames", file, "--with", folder.path, "--json", "--size", "300x300"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        // 60 points wide, twice.
        #expect(FramesDocument.frame(of: "cover", in: document)?.width == 120, "\(result.output)")
    }

    /// The app's StoreKit configuration file in its folder: the screen loads its products in a
    /// task, as apps do, and shows the file's name and price, as StoreKit Testing would.
    @Test func productsComeFromTheAppsStoreKitConfigurationFile() throws {
        let folder = ArrangeExecutable.workspace.appendingPathComponent("storekit/Shop.app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"""
            { "products" : [ { "displayPrice" : "4.99", "productID" : "com.example.pro", "referenceName" : "Pro", "type" : "NonConsumable",
                               "localizations" : [ { "description" : "All of it", "displayName" : "Pro", "locale" : "en_US" } ] } ],
              "version" : { "major" : 2, "minor" : 0 } }
            """#.utf8).write(to: folder.appendingPathComponent("Configuration.storekit"))
        let file = ArrangeExecutable.write(
            """
            import SwiftUI
            import StoreKit

            struct Shop: View {
                @State private var products: [Product] = []

                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(products) { product in
                            Text(product.displayName + " " + product.displayPrice).fixedSize().id("product")
                        }
                        Text(verbatim: "Pro $4.99").fixedSize().id("expected")
                    }
                    .task { products = (try? await Product.products(for: ["com.example.pro", "com.example.other"])) ?? [] }
                }
            }
            """, to: "storekit/Shop.swift")
        let result = ArrangeExecutable.run(["frames", file, "--with", folder.path, "--json", "--size", "300x300"])
        #expect(result.status == 0, "\(result.errors)")
        let document = FramesDocument.documents(result.output).first ?? [:]
        let expected = FramesDocument.frame(of: "expected", in: document)
        #expect(expected != nil && expected!.width > 0, "\(result.output)")
        #expect(FramesDocument.frame(of: "product", in: document)?.size == expected?.size, "\(result.output)")
    }
}

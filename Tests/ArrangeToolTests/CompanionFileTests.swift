// `arrange … --with`: a view file compiled with the other files of its app.
@testable import ArrangeSnippet
import Foundation
import Testing

@Suite("companion files chosen from a folder")
struct CompanionSelectionTests {
    @Test func aFileIsTakenWhenItDeclaresANameTheSnippetSpellsAndThenWhatItUses() {
        let snippet = "struct Screen: View { var body: some View { BirdRow(bird: .robin) } }"
        let candidates = [
            "struct BirdRow: View { var bird: Bird; var body: some View { Text(bird.name) } }",  // 0: named by the snippet
            "struct Bird { var name: String }",  // 1: named by 0
            "extension Bird { static let robin = Bird(name: \"Robin\") }",  // 2: extends a type 1 declares
            "struct Widget: View { var body: some View { UnknownThing() } }",  // 3: nobody names it
        ]
        #expect(SnippetCompanionSelection.needed(by: snippet, among: candidates) == [0, 1, 2])
    }

    @Test func aCopyOfTheSnippetsOwnFileInTheFolderIsNeverTaken() {
        // A project keeps the file under its app's folder too: compiling both would declare
        // `Panel` twice. The copy's other names do not pull files in either.
        let snippet = "struct Panel: View { var body: some View { Badge() } }"
        let candidates = [
            "struct Panel: View { var body: some View { OldBadge() } }",  // 0: the copy
            "struct Badge: View { var body: some View { Text(\"b\") } }",  // 1: named by the snippet
            "struct OldBadge: View { var body: some View { Text(\"o\") } }",  // 2: named by the copy alone
        ]
        #expect(SnippetCompanionSelection.needed(by: snippet, among: candidates) == [1])
        // A file-private name or type of the same spelling is the other file's own: no copy.
        let privately = ["private let rowHeight = 3\nprivate struct Panel {}\nstruct Badge: View { var body: some View { Text(\"b\") } }"]
        #expect(SnippetCompanionSelection.needed(by: "private let rowHeight = 1\n" + snippet, among: privately) == [0])
    }

    @Test func anExtensionOfAnotherTypeIsTakenWhenOneOfItsMembersIsSpelled() {
        let snippet = "struct Screen: View { var body: some View { Text(\"x\").foregroundStyle(.brand).cardStyle() } }"
        let candidates = [
            "extension Color { static let brand = Color.red }",
            "extension View { func cardStyle() -> some View { padding() } }",
            "extension View { func unusedStyle() -> some View { self } }",
            "#if os(iOS)\nlet sharedLimit = 3\n#endif",
        ]
        #expect(SnippetCompanionSelection.needed(by: snippet, among: candidates) == [0, 1])
        #expect(SnippetCompanionSelection.needed(by: "let x = sharedLimit", among: candidates) == [3])
    }

    /// A gift tracker's `content.if(pad) { … }` calls `func \`if\`` of its `extension View`:
    /// a member named with a keyword is spelled after a period without backticks.
    @Test func aMemberNamedWithAKeywordInBackticksIsTakenWhenItIsCalled() {
        let snippet = "struct Screen: View { let pad = true; var body: some View { Text(\"x\").if(pad) { $0.padding() } } }"
        let candidates = [
            "extension View {\n    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {\n"
                + "        if condition { transform(self) } else { self }\n    }\n}",
            "extension View { func `else`() -> some View { self } }",
        ]
        #expect(SnippetCompanionSelection.needed(by: snippet, among: candidates) == [0])
    }

    /// Backyard Birds' `TimeInterval(hours: 20, minutes: 45)` comes from an extension file that
    /// declares only an initialiser: no name of it is spelled, but the type is.
    @Test func anExtensionDeclaringAnInitialiserIsTakenWhenItsTypeIsSpelled() {
        let snippet = "let sky = TimeInterval(hours: 20, minutes: 45)"
        let candidates = [
            "public extension TimeInterval {\n    init(days: Double = 0, hours: Double = 0, minutes: Double = 0) { self = 3600 * hours + 60 * minutes }\n}",
            "extension Date { init(year: Int) { self.init() } }",
            "extension Foundation.TimeInterval { init(ticks: Int) { self = Double(ticks) } }",
        ]
        #expect(SnippetCompanionSelection.needed(by: snippet, among: candidates) == [0, 2])
    }
}

@Suite("companion folders")
struct CompanionFolderTests {
    @Test func aFolderGivenThroughASymbolicLinkIsSearchedForFilesAndResources() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("companion-link-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data("struct Bird {}\n".utf8).write(to: app.appendingPathComponent("Bird.swift"))
        try Data("{}".utf8).write(to: app.appendingPathComponent("birds.json"))
        let link = root.appendingPathComponent("Linked").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: app.path)
        let files = try SnippetCompanion.files(in: [link], snippetPath: "/nowhere/Screen.swift", snippetSource: "let b = Bird()").get()
        #expect(files == [link + "/Bird.swift"])
        #expect(SnippetCompanion.resources(in: [link]) == [link + "/birds.json"])
    }

    /// The held-out surveys' rerun of a linked corpus lost its Core Data models and asset
    /// catalogs: they are searched through a link as the Swift files are; media in the app's
    /// bundle are found as resources (a video a screen's player opens by name).
    @Test func modelsCatalogsAndMediaAreFoundThroughASymbolicLink() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("companion-media-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        let model = app.appendingPathComponent("Budget.xcdatamodeld/Budget.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data("<model><entity name=\"Item\" representedClassName=\"Item\" codeGenerationType=\"class\"/></model>".utf8)
            .write(to: model.appendingPathComponent("contents"))
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Assets.xcassets"), withIntermediateDirectories: true)
        try Data([0]).write(to: app.appendingPathComponent("intro.mp4"))
        let link = root.appendingPathComponent("Linked").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: app.path)
        #expect(CoreDataModelClasses.modelPaths(in: [link]).count == 1)
        #expect(AssetCatalogSymbols.catalogs(inside: link) == [link + "/Assets.xcassets"])
        #expect(SnippetCompanion.resources(in: [link]) == [link + "/intro.mp4"])
    }
}

@Suite("arrange --with", .serialized)
struct CompanionFileEndToEndTests {
    /// One compile for every rule: a model file whose samples come from a JSON file in the app's
    /// bundle, a row view with a preview of its own and a `private` name the snippet also
    /// declares, the app's `@main` file, and a file using API that does not exist, which the
    /// snippet does not need.
    @Test func aViewCompilesWithTheFilesOfItsAppThatItNeedsAndShowsOnlyItsOwnPreview() {
        let app = "companions/BirdsApp"
        _ = ArrangeExecutable.write(
            """
            import Foundation

            struct Bird: Identifiable {
                let id = UUID()
                var name: String
                var width: Double
            }
            """, to: "\(app)/Model/Bird.swift")
        _ = ArrangeExecutable.write(
            """
            import Foundation

            extension Bird {
                /// Read from the app's bundle, as apps read their sample data.
                static let samples: [Bird] = {
                    let url = Bundle.main.url(forResource: "birds", withExtension: "json")!
                    let widths = try! JSONDecoder().decode([String: Double].self, from: Data(contentsOf: url))
                    return widths.sorted { $0.value < $1.value }.map { Bird(name: $0.key, width: $0.value) }
                }()
            }
            """, to: "\(app)/Model/Bird+Samples.swift")
        _ = ArrangeExecutable.write(#"{"Robin": 80, "Wren": 120}"#, to: "\(app)/Resources/birds.json")
        _ = ArrangeExecutable.write(
            """
            import SwiftUI

            private let rowHeight: CGFloat = 30

            struct BirdRow: View {
                var bird: Bird
                var body: some View { Color.green.frame(width: bird.width, height: rowHeight) }
            }

            #Preview("Row") { BirdRow(bird: Bird.samples[0]) }
            """, to: "\(app)/Views/BirdRow.swift")
        _ = ArrangeExecutable.write(
            """
            import SwiftUI

            @main
            struct BirdsApp: App {
                var body: some Scene {
                    WindowGroup { BirdList() }
                }
            }
            """, to: "\(app)/BirdsApp.swift")
        _ = ArrangeExecutable.write(
            """
            import SwiftUI

            struct BirdWidget: View {
                var body: some View { NotARealSwiftUIView() }
            }
            """, to: "\(app)/Widgets/BirdWidget.swift")
        let list = ArrangeExecutable.write(
            """
            import SwiftUI

            private let rowHeight: CGFloat = 10

            struct BirdList: View {
                var body: some View {
                    VStack(spacing: rowHeight) {
                        ForEach(Bird.samples) { bird in BirdRow(bird: bird).id(bird.name) }
                    }
                }
            }

            #Preview("List") { BirdList() }
            """, to: "\(app)/Views/BirdList.swift")
        let folder = ArrangeExecutable.workspace.appendingPathComponent(app).path
        let result = ArrangeExecutable.run(["frames", list, "--with", folder, "--json", "--size", "300x300"])
        #expect(result.status == 0, "\(result.errors)")
        let documents = FramesDocument.documents(result.output)
        // Only the list's own preview is shown, not the row's.
        #expect(documents.map { $0["name"] as? String } == ["List"])
        let document = documents.first ?? [:]
        // Rows 30 high (the row file's own `rowHeight`), 10 apart (the list's).
        #expect(FramesDocument.size(document) == CGSize(width: 120, height: 70))
        #expect(FramesDocument.frame(of: "Robin", in: document) == CGRect(x: 20, y: 0, width: 80, height: 30))
        #expect(FramesDocument.frame(of: "Wren", in: document) == CGRect(x: 0, y: 40, width: 120, height: 30))

        // Named one by one, a file is compiled even when nothing uses it, and its errors point at it.
        let widget = ArrangeExecutable.workspace.appendingPathComponent("\(app)/Widgets/BirdWidget.swift").path
        let failing = ArrangeExecutable.run(["frames", list, "--with", folder, "--with", widget])
        #expect(failing.status == 1)
        #expect(failing.errors.contains("BirdWidget.swift:4:"), "\(failing.errors)")
        #expect(failing.errors.contains("cannot find 'NotARealSwiftUIView' in scope"), "\(failing.errors)")

        let missing = ArrangeExecutable.run(["frames", list, "--with", folder + "/NoSuchFolder"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("--with \(folder)/NoSuchFolder: no such file or folder."), "\(missing.errors)")
    }
}

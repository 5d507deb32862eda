// Imports Apple's Foundation brings that Linux keeps apart: URLSession (FoundationNetworking),
// and Combine's names (Arrange): a file that spells them gets the import.
import ArrangeSnippet
import Foundation
import Testing

@Suite("FoundationNetworking import")
struct NetworkingImportTests {
    private func program(_ source: String) -> String {
        let scan = SnippetScanner.scan(source, path: "feed.swift")
        return SnippetProgram.generate(source: source, scan: scan, path: "feed.swift")
    }

    @Test func aFileSpellingURLSessionImportsFoundationNetworkingOnce() {
        let source = "import SwiftUI\nimport Foundation\nfunc load() async throws -> Data { try await URLSession.shared.data(from: URL(string: \"https://example.com\")!).0 }\nText(\"Hi\")\n"
        let generated = program(source)
        #expect(generated.contains("import Arrange; import FoundationNetworking; import ArrangeFoundation; import ArrangeUIKit"))
        #expect(generated.components(separatedBy: "import FoundationNetworking").count == 2)
    }

    @Test func aFileImportingOnlyFoundationGetsItBesideFoundation() {
        let generated = program("import Foundation\nlet request = URLRequest(url: URL(string: \"https://example.com\")!)\n")
        #expect(generated.contains("import Foundation; import FoundationNetworking"))
    }

    @Test func aFileWithoutNetworkingIsLeftAlone() {
        let generated = program("import SwiftUI\nimport Foundation\nText(\"Hi\")\n")
        #expect(!generated.contains("FoundationNetworking"))
    }
}

@Suite("Foundation bringing Combine")
struct FoundationCombineImportTests {
    @Test func aModelImportingFoundationAloneGetsCombinesNames() {
        let source = "import Foundation\nfinal class Order: ObservableObject {\n    @Published var quantity = 3\n}\n"
        let scan = SnippetScanner.scan(source, path: "order.swift")
        let generated = SnippetProgram.generate(source: source, scan: scan, path: "order.swift")
        #expect(generated.contains("import Foundation; import Arrange"))
    }

    @Test func aFileImportingMapKitAloneGetsCombinesNamesToo() {
        // Apple's MapKit (and UIKit) bring Foundation, and so Combine: `extension
        // MKPointAnnotation: ObservableObject` compiles with `import MapKit` alone.
        let source = "import MapKit\nextension MKPointAnnotation: ObservableObject {}\n"
        let scan = SnippetScanner.scan(source, path: "pin.swift")
        #expect(SnippetProgram.generate(source: source, scan: scan, path: "pin.swift").contains("import ArrangeUIKit; import Arrange"))
    }

    @Test func aFoundationFileWithoutCombineIsLeftAlone() {
        let source = "import Foundation\nstruct Order: Codable { var quantity = 3 }\n"
        let scan = SnippetScanner.scan(source, path: "order.swift")
        #expect(!SnippetProgram.generate(source: source, scan: scan, path: "order.swift").contains("import Foundation; import Arrange"))
    }
}

@Suite("Foundation's names Linux lacks")
struct FoundationAdditionsImportTests {
    /// A stored property typed with the kit's formatter whose Linux namesake is declared too
    /// would be ambiguous: the name is qualified with the kit's module, and the module imported.
    @Test func aFormatterNameIsQualifiedAndItsModuleImported() {
        let source = "import SwiftUI\nstruct Name: View {\n    @State var formatter: PersonNameComponentsFormatter = PersonNameComponentsFormatter()\n    var style = PersonNameComponentsFormatter.Style.long\n    var body: some View { Text(\"x\") }\n}\n"
        let scan = SnippetScanner.scan(source, path: "name.swift")
        let generated = SnippetProgram.generate(source: source, scan: scan, path: "name.swift")
        #expect(generated.contains("import Arrange; import ArrangeFoundation; import ArrangeUIKit"))
        #expect(generated.contains(
            "@State var formatter: ArrangeFoundation.PersonNameComponentsFormatter = ArrangeFoundation.PersonNameComponentsFormatter()"))
        #expect(generated.contains("var style = ArrangeFoundation.PersonNameComponentsFormatter.Style.long"))
    }

    /// Key-value coding on any `NSObject` (a Core Data object passed as one) is the kit's
    /// Foundation's, on Linux: a view file reading a value by key imports it.
    @Test func aFileReadingValuesByKeyImportsTheKitsFoundation() {
        let source = "import SwiftUI\nfunc name(_ object: NSObject?) -> String { object?.value(forKey: \"name\") as? String ?? \"unknown\" }\n"
        let generated = SnippetProgram.generate(source: source, scan: SnippetScanner.scan(source, path: "g.swift"), path: "g.swift")
        #expect(generated.contains("import Arrange; import ArrangeFoundation; import ArrangeUIKit"))
    }

    /// CoreLocationUI is the kit's module of its name.
    @Test func aCoreLocationUIFileImportsItsKitModule() {
        let source = "import SwiftUI\nimport CoreLocationUI\nText(\"Hi\")\n"
        let generated = SnippetProgram.generate(source: source, scan: SnippetScanner.scan(source, path: "l.swift"), path: "l.swift")
        #expect(generated.contains("import ArrangeCoreLocationUI\n"))
    }

    /// An app group's container (`FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`)
    /// is the kit's Foundation's.
    @Test func aFileAskingForItsAppGroupImportsTheKitsFoundation() {
        let source = "import Foundation\nlet shared = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: \"group.a\")\n"
        let generated = SnippetProgram.generate(source: source, scan: SnippetScanner.scan(source, path: "c.swift"), path: "c.swift")
        #expect(generated.contains("import Foundation; import ArrangeFoundation\n"))
    }

    /// WidgetKit is the kit's module of its name.
    @Test func aWidgetKitFileImportsItsKitModule() {
        let source = "import SwiftUI\nimport WidgetKit\nText(\"Hi\")\n"
        let generated = SnippetProgram.generate(source: source, scan: SnippetScanner.scan(source, path: "w.swift"), path: "w.swift")
        #expect(generated.contains("import ArrangeWidgetKit\n"))
    }

    @Test func aDurationFormatterFileImportsTheKitsFoundation() {
        let source = "import Foundation\nlet formatter = DateComponentsFormatter()\n"
        let generated = SnippetProgram.generate(source: source, scan: SnippetScanner.scan(source, path: "f.swift"), path: "f.swift")
        #expect(generated.contains("import Foundation; import ArrangeFoundation\n"))
        #expect(generated.contains("let formatter = DateComponentsFormatter()"))
    }
}

@Suite("What a UIKit file's imports bring")
struct UIKitFileImportTests {
    /// `#selector` becomes Arrange's `Selector`: a file importing UIKit alone gets Arrange too, as
    /// UIKit brings Foundation (and Objective-C's selectors) on an iPhone.
    @Test func aUIKitFileSpellingSelectorGetsArrange() {
        let source = "import UIKit\nfinal class Saver: NSObject {\n    func save(_ image: UIImage) { UIImageWriteToSavedPhotosAlbum(image, self, #selector(done), nil) }\n    @objc func done() {}\n}\n"
        let generated = SnippetProgram.generate(source: source, scan: SnippetScanner.scan(source, path: "saver.swift"), path: "saver.swift")
        #expect(generated.contains("import ArrangeUIKit; import Arrange\n"))
        #expect(generated.contains("UIImageWriteToSavedPhotosAlbum(image, self, Selector(\"done\"), nil)"))
    }

    /// `UserDefaults.setValue(_:forKey:)`, key-value coding Linux lacks, is the kit's Foundation's.
    @Test func aFileSettingValuesByKeyImportsTheKitsFoundation() {
        let source = "import Foundation\nfunc markCreated() { UserDefaults.standard.setValue(true, forKey: \"isZoneCreated\") }\n"
        let generated = SnippetProgram.generate(source: source, scan: SnippetScanner.scan(source, path: "zone.swift"), path: "zone.swift")
        #expect(generated.contains("import Foundation; import ArrangeFoundation\n"))
    }
}

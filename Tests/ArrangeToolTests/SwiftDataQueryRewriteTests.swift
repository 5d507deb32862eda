// `@Query var birds: [Bird]` without arguments: Swift on Linux cannot infer the wrapper's
// element from the array type, so the scanner spells it, keeping the line and the columns after.
import ArrangeSnippet
import Foundation
import Testing

@Suite("SwiftData query without arguments")
struct SwiftDataQueryRewriteTests {
    @Test func aQueryWithoutArgumentsNamesItsElement() {
        let source = "import SwiftUI\nimport SwiftData\nstruct Birds: View {\n    @Query private var birds: [Bird]\n    var body: some View { Text(\"\\(birds.count)\") }\n}\n"
        let scan = SnippetScanner.scan(source, path: "birds.swift")
        let program = SnippetProgram.generate(source: source, scan: scan, path: "birds.swift")
        #expect(program.contains("    @Query<Bird, [Bird]>() private var birds: [Bird]\n"))
    }

    @Test func aQueryWithArgumentsIsLeftAlone() {
        let source = "import SwiftUI\nimport SwiftData\nstruct Birds: View {\n    @Query(sort: \\Bird.name) private var birds: [Bird]\n    var body: some View { Text(\"\\(birds.count)\") }\n}\n"
        let scan = SnippetScanner.scan(source, path: "birds.swift")
        let program = SnippetProgram.generate(source: source, scan: scan, path: "birds.swift")
        #expect(program.contains("    @Query(sort: \\Bird.name) private var birds: [Bird]\n"))
    }
}

@Suite("StoreKit qualification")
struct StoreKitQualificationTests {
    @Test func storeKitQualifiedNamesAreArrangeStoreKits() {
        let source = "import SwiftUI\nimport StoreKit\nstruct Refunds: View {\n    @State private var recent: [StoreKit.Transaction] = []\n    var body: some View { Text(\"\\(recent.count)\") }\n}\n"
        let scan = SnippetScanner.scan(source, path: "refunds.swift")
        let program = SnippetProgram.generate(source: source, scan: scan, path: "refunds.swift")
        #expect(program.contains("import ArrangeStoreKit\n"))
        #expect(program.contains("[ArrangeStoreKit.Transaction]"))
    }
}

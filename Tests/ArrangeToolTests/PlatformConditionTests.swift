@testable import ArrangeSnippet
import Testing

/// Issue 10 item 8: a snippet is an iPhone snippet. Its platform conditions are read for iOS
/// (or for `--platform macos`), keeping every column, and `import UIKit` brings ArrangeUIKit.
@Suite("Platform conditions")
struct PlatformConditionTests {
    private let source = """
        import SwiftUI
        #if canImport(UIKit)
        import UIKit
        #endif
        #if os(iOS) || targetEnvironment(macCatalyst)
        let side = 1
        #elseif os(macOS)
        let side = 2
        #endif
        """

    /// `word` followed by spaces to the length of `condition`.
    private func padded(_ word: String, _ condition: String) -> String {
        word + String(repeating: " ", count: condition.count - word.count)
    }

    @Test func iOSConditionsAreReadAsTrueAndOthersAsFalseInTheirOwnColumns() {
        let scan = SnippetScanner.scan(source, path: "p.swift")
        let program = SnippetProgram.applying(scan.edits, to: source)
        #expect(program == """
            import Arrange; import ArrangeUIKit
            #if \(padded("true", "canImport(UIKit)"))
            import ArrangeUIKit
            #endif
            #if \(padded("true", "os(iOS)")) || \(padded("false", "targetEnvironment(macCatalyst)"))
            let side = 1
            #elseif \(padded("false", "os(macOS)"))
            let side = 2
            #endif
            """)
        #expect(scan.platformNotes.map(\.line) == [2, 5, 5, 7])
        #expect(scan.platformNotes[0].message
            == "#if canImport(UIKit) is read as true: the snippet is read for an iPhone (iOS) (--platform macos chooses otherwise).")
        #expect(scan.platformNotes[2].message.hasPrefix("#if targetEnvironment(macCatalyst) is read as false"))
    }

    @Test func onTheMacTheMacBranchIsTakenAndUIKitStaysUIKit() {
        let scan = SnippetScanner.scan(source, path: "p.swift", platform: .macOS)
        let program = SnippetProgram.applying(scan.edits, to: source)
        #expect(program.contains("#if \(padded("false", "canImport(UIKit)"))\nimport UIKit\n"))
        #expect(program.contains("#elseif \(padded("true", "os(macOS)"))\n"))
        #expect(scan.platformNotes[3].message == "#if os(macOS) is read as true: the snippet is read for a Mac (macOS).")
    }

    @Test func conditionsInsideBodiesAndModifierChainsAreReadToo() {
        let body = """
            struct Row: View {
                var body: some View {
                    Text("x")
                    #if targetEnvironment(simulator)
                        .padding()
                    #endif
                }
            }
            """
        let scan = SnippetScanner.scan(body, path: "r.swift")
        #expect(SnippetProgram.applying(scan.edits, to: body).contains("    #if \(padded("true", "targetEnvironment(simulator)"))\n"))
    }

    @Test func conditionsTheCompilerDecidesAreLeftAlone() {
        let text = "#if canImport(Foundation) && DEBUG && arch(x86_64) && swift(>=5.9) && os(Linux)\n#endif\n"
        let scan = SnippetScanner.scan(text, path: "o.swift")
        #expect(SnippetProgram.applying(scan.edits, to: text)
            == "#if canImport(Foundation) && DEBUG && arch(x86_64) && swift(>=5.9) && \(padded("false", "os(Linux)"))\n#endif\n")
        #expect(SnippetPlatform.iOS.value(of: "canImport", argument: "Combine") == nil)
    }

    @Test func importCoreGraphicsBecomesFoundation() {
        let scan = SnippetScanner.scan("import CoreGraphics\nText(\"a\")\n", path: "g.swift")
        #expect(SnippetProgram.applying(scan.edits, to: "import CoreGraphics\nText(\"a\")\n").hasPrefix("import Foundation\n"))
    }
}

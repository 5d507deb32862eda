import Foundation
import Testing

/// The documentation site (`docs/Arrange.docc`) builds with the toolchain's docc, with no
/// warning: `Scripts/docs` treats warnings as errors, and its output is checked for them too.
@Suite("Documentation site")
struct DocsSiteTests {
    @Test func scriptsDocsBuildsTheSiteWithNoWarnings() throws {
        let site = ArrangeExecutable.workspace.appendingPathComponent("docs-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let result = DocumentedCommandsTests.shell("Scripts/docs '\(site.path)'", in: DocumentedCommandsTests.package)
        let said = result.lines.joined(separator: "\n")
        #expect(result.status == 0, "\(said)")
        #expect(!said.lowercased().contains("warning"), "\(said)")
        #expect(!said.lowercased().contains("error"), "\(said)")
        for page in ["gettingstarted", "commands", "thebooksfirstexample", "customlayouts", "testingyourlayouts", "compatibility"] {
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("data/documentation/arrange/\(page).json").path), "\(page)")
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("documentation/arrange/\(page)/index.html").path), "\(page)")
        }
        // The pictures the pages show are in the site.
        let images = (try? FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("images/org.arrange.Arrange").path)) ?? []
        #expect(images.contains { $0.hasPrefix("favorite") }, "\(images)")
    }
}

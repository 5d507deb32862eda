import Foundation
import Testing

/// A newcomer's first steps from a clean checkout: `swift run arrange render FILE` works with no
/// other step (the tool builds the library snippets link against), and `Scripts/install` puts
/// an `arrange` on PATH that works from any folder, without the checkout's build folder.
///
/// It builds the package from nothing (minutes on two cores), so it runs only with
/// `ARRANGE_CLEAN_BUILD_TESTS=1`, as `.ci/run` sets it.
@Suite("Installation from a clean checkout", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["ARRANGE_CLEAN_BUILD_TESTS"] == "1"))
struct InstallationTests {
    /// What a clone holds: the files git tracks, and new ones it does not ignore (a change being
    /// tested), with their paths relative to the package; `nil` outside a git checkout.
    static func checkoutFiles() -> [String]? {
        let listed = ArrangeExecutable.run(
            ["-C", DocumentedCommandsTests.package.path, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            executable: "/usr/bin/git")
        guard listed.status == 0 else { return nil }
        return listed.output.split(separator: "\0").map(String.init)
            .filter { FileManager.default.fileExists(atPath: DocumentedCommandsTests.package.appendingPathComponent($0).path) }
    }

    @Test func aCleanCheckoutRunsTheSecondCommandAndInstallsArrange() throws {
        let files = FileManager.default
        let folder = ArrangeExecutable.workspace.appendingPathComponent("clean-\(UUID().uuidString)")
        let checkout = folder.appendingPathComponent("Arrange")
        try files.createDirectory(at: checkout, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: folder) }
        let parts = try #require(Self.checkoutFiles(), "the package is not a git checkout")
        for part in parts {
            let target = checkout.appendingPathComponent(part)
            try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try files.copyItem(at: DocumentedCommandsTests.package.appendingPathComponent(part), to: target)
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"

        // The README's second command, in a checkout with no .build.
        let second = DocumentedCommandsTests.shell("swift run arrange render examples/Card.swift --scale 2 --debug", in: checkout)
        let said = second.lines.joined(separator: "\n")
        #expect(second.status == 0, "\(said)")
        #expect(said.contains("arrange: building libArrangeKit.so"))
        #expect(second.lines.last?.hasPrefix("Card: wrote examples/Card-Card.png (") == true, "\(said)")
        #expect(ArrangeExecutable.pngSize(checkout.appendingPathComponent("examples/Card-Card.png").path) != nil)
        // Again: the library is up to date and nothing is built.
        let again = DocumentedCommandsTests.shell("swift run arrange explain examples/Card.swift", in: checkout)
        #expect(again.status == 0)
        #expect(!again.lines.contains { $0.hasPrefix("arrange: building") })

        // Installed under a prefix, then used from another folder with the checkout gone.
        let prefix = folder.appendingPathComponent("prefix")
        let install = DocumentedCommandsTests.shell("Scripts/install --debug '\(prefix.path)'", in: checkout)
        #expect(install.status == 0, "\(install.lines.joined(separator: "\n"))")
        let card = try Data(contentsOf: checkout.appendingPathComponent("examples/Card.swift"))
        try files.removeItem(at: checkout)
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try files.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try card.write(to: elsewhere.appendingPathComponent("Card.swift"))
        let installed = ArrangeExecutable.run(
            ["-c", "exec 2>&1; arrange render Card.swift -o card.png"],
            environment: ["PATH": prefix.path + "/bin:" + path, "ARRANGE_PACKAGE_DIR": ""], in: elsewhere, executable: "/bin/sh")
        #expect(installed.status == 0, "\(installed.output)")
        #expect(installed.output.hasPrefix("Card: wrote card.png ("), "\(installed.output)")
        #expect(ArrangeExecutable.pngSize(elsewhere.appendingPathComponent("card.png").path) != nil)
    }
}

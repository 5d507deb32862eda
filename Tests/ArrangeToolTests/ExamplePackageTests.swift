import Foundation
import Testing

/// examples/LayoutTests, a user's package that tests its own `Layout` with ArrangeTesting's
/// `assertLayout`: its `swift test` passes against the committed snapshots (in Swift Testing and
/// XCTest), and fails, with a difference picture, when the layout changes.
///
/// It builds Arrange again in a package of its own (minutes on two cores), so it runs only with
/// `ARRANGE_CLEAN_BUILD_TESTS=1`, as `.ci/run` sets it.
@Suite("The example package of ArrangeTesting", .serialized,
       .enabled(if: ProcessInfo.processInfo.environment["ARRANGE_CLEAN_BUILD_TESTS"] == "1"))
struct ExamplePackageTests {
    static let example = DocumentedCommandsTests.package.appendingPathComponent("examples/LayoutTests")

    @Test func theExamplesTestsPassAndCatchAChangedLayout() throws {
        let scratch = ArrangeExecutable.workspace.appendingPathComponent("layout-tests-build")
        let verify = "ARRANGE_SNAPSHOTS=verify swift test --package-path '\(Self.example.path)' --scratch-path '\(scratch.path)'"
        let passed = DocumentedCommandsTests.shell(verify, in: Self.example)
        let said = passed.lines.joined(separator: "\n")
        #expect(passed.status == 0, "\(said.suffix(3000))")
        #expect(said.contains("Executed 1 test, with 0 failures"), "\(said.suffix(3000))")
        #expect(passed.lines.contains { $0.contains("Test run with 2 tests") && $0.contains("passed") }, "\(said.suffix(3000))")

        // The layout with more spacing: the snapshots no longer match, and say where.
        let layout = Self.example.appendingPathComponent("Sources/Chips/EqualWidthRow.swift")
        let original = try String(contentsOf: layout, encoding: .utf8)
        defer { try? Data(original.utf8).write(to: layout) }
        try Data(original.replacingOccurrences(of: "EqualWidthRow(spacing: 8)", with: "EqualWidthRow(spacing: 12)").utf8).write(to: layout)
        let failed = DocumentedCommandsTests.shell(verify, in: Self.example)
        let failure = failed.lines.joined(separator: "\n")
        #expect(failed.status != 0)
        #expect(failure.contains("the frames differ from"), "\(failure.suffix(3000))")
        #expect(failure.contains("threeChoicesShareOneWidth.difference.png") || failure.contains(".actual.png"), "\(failure.suffix(3000))")
        // The failure's files are left beside the snapshots; they are not the snapshots.
        let snapshots = Self.example.appendingPathComponent("Tests/ChipsTests/__Snapshots__/EqualWidthRowTests")
        for file in (try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? [] where file.contains(".actual.") || file.contains(".difference.") {
            try? FileManager.default.removeItem(at: snapshots.appendingPathComponent(file))
        }
    }
}

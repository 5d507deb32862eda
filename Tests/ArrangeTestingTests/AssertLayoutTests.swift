import Arrange
import ArrangeTesting
import Foundation
import Testing
import XCTest

/// Chips in the book's flow layout (Arrange's `FlowLayout`), as a user's own `Layout` would be tested.
private struct Chips: View {
    var words: [String]
    var color = Color.teal
    var body: some View {
        FlowLayout(spacing: 6) {
            ForEach(words, id: \.self) { word in
                Text(word).padding(.horizontal, 8).padding(.vertical, 4).background(color, in: Capsule())
            }
        }
    }
}

/// `assertLayout(of:proposal:)` in Swift Testing: the snapshot beside this file
/// (`__Snapshots__/AssertLayoutTests/`) is committed, so this compares.
struct AssertLayoutSwiftTestingTests {
    @Test func chipsWrapInAFlowLayout() throws {
        try assertLayout(of: Chips(words: ["Swift", "Layout", "Linux", "Proposal"]), proposal: ProposedViewSize(width: 160, height: nil), scale: 1)
    }

    @Test func aChangedLayoutFailsWithItsFirstDifferenceAndADifferencePicture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var snapshot = LayoutSnapshot(folder: folder, name: "chips")
        snapshot.scale = 1
        let proposal = ProposedViewSize(width: 160, height: nil)
        #expect(try snapshot.check(Chips(words: ["Swift", "Layout"]), proposal: proposal, record: false) == .recorded)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("chips.json").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("chips.png").path))
        #expect(try snapshot.check(Chips(words: ["Swift", "Layout"]), proposal: proposal, record: false) == .matched)
        // Another colour: the frames are the same, the picture is not.
        guard case .differs(let colours) = try snapshot.check(Chips(words: ["Swift", "Layout"], color: .orange), proposal: proposal, record: false) else {
            Issue.record("a changed picture matched")
            return
        }
        #expect(colours.count == 2)
        #expect(colours.first?.contains("pixels") == true)
        #expect(colours.first?.contains("the changed pixels are red in \(folder.path)/chips.difference.png") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("chips.difference.png").path))
        #expect(colours.last?.contains("ARRANGE_RECORD_SNAPSHOTS=1") == true)
        // Another word: the second chip moves to its own line, so the frames differ.
        guard case .differs(let problems) = try snapshot.check(Chips(words: ["Swift", "Layouts!"]), proposal: proposal, record: false) else {
            Issue.record("a changed layout matched")
            return
        }
        #expect(problems.first?.contains("the frames differ from") == true)
        #expect(problems.first?.contains("at line") == true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("chips.actual.json").path))
        // Recording again takes the new layout and clears the failure's files.
        #expect(try snapshot.check(Chips(words: ["Swift", "Layouts!"]), proposal: proposal, record: true) == .recorded)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("chips.difference.png").path))
        #expect(try snapshot.check(Chips(words: ["Swift", "Layouts!"]), proposal: proposal, record: false) == .matched)
    }

    @Test func aPictureOfAnotherSizeDiffers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var snapshot = LayoutSnapshot(folder: folder, name: "square")
        snapshot.scale = 1
        _ = try snapshot.check(Color.red.frame(width: 10, height: 10), proposal: .unspecified, record: true)
        // Same frames file, different picture: only the picture is reported.
        try FileManager.default.removeItem(at: snapshot.framesFile)
        _ = try snapshot.check(Color.red.frame(width: 10, height: 10), proposal: .unspecified, record: false)
        snapshot.scale = 2
        guard case .differs(let problems) = try snapshot.check(Color.red.frame(width: 10, height: 10), proposal: .unspecified, record: false) else {
            Issue.record("a picture of another size matched")
            return
        }
        #expect(problems.count == 2)
        #expect(problems[0].contains("it is 20×20 pixels, the recorded one 10×10"))
    }
}

/// The same assertion in an XCTest method.
final class AssertLayoutXCTests: XCTestCase {
    func testChipsWrapInAFlowLayout() throws {
        try assertLayout(of: Chips(words: ["Swift", "Layout", "Linux", "Proposal"]), proposal: ProposedViewSize(width: 160, height: nil), scale: 1)
    }
}

import Arrange
import ArrangeRender
import Foundation
import Testing
import XCTest

/// Checks `view`'s layout for `proposal` against the snapshot beside the test: on the first run
/// it records the frames of every view (`NAME.json`, as `arrange frames --json` prints them)
/// and the picture (`NAME.png`) into `__Snapshots__/<test file name>/` next to the test file;
/// afterwards it lays the view out again and fails the test when a frame differs or the
/// picture differs beyond `tolerance`, writing the new files and a difference picture beside the
/// recorded ones (`LayoutSnapshot`). Works in Swift Testing `@Test`s and in XCTest methods.
///
/// ```swift
/// @Test func chips() throws {
///     try assertLayout(of: FlowLayout { Chip("Swift"); Chip("Layout") }, proposal: ProposedViewSize(width: 200, height: nil))
/// }
/// ```
///
/// - Parameters:
///   - name: the snapshot's name; by default the test's name (`chips`), then `chips-2`, … for
///     further snapshots in the same test.
///   - record: write the snapshot whatever is there (also when the environment has
///     `ARRANGE_RECORD_SNAPSHOTS=1`). With `ARRANGE_SNAPSHOTS=verify` (for CI) a missing
///     snapshot fails instead of being recorded.
public func assertLayout<V: View>(
    of view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844), named name: String? = nil,
    record: Bool = false, scale: CGFloat = 2, tolerance: PictureComparison = PictureComparison(),
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: Int = #column
) throws {
    let place = SnapshotPlace(fileID: fileID, file: filePath, function: function, line: line, column: column)
    var snapshot = LayoutSnapshot(folder: place.folder, name: name ?? place.nextName())
    snapshot.scale = scale
    snapshot.tolerance = tolerance
    let environment = ProcessInfo.processInfo.environment
    let recording = record || environment["ARRANGE_RECORD_SNAPSHOTS"] == "1"
    if !recording && environment["ARRANGE_SNAPSHOTS"] == "verify" && !FileManager.default.fileExists(atPath: snapshot.framesFile.path) {
        place.fail("no snapshot \(snapshot.framesFile.path) (ARRANGE_SNAPSHOTS=verify records none); record it with ARRANGE_RECORD_SNAPSHOTS=1 and commit it.")
        return
    }
    switch try snapshot.check(view, proposal: proposal, record: recording) {
    case .recorded, .matched: break
    case .differs(let problems): place.fail("assertLayout: " + problems.joined(separator: "\n"))
    }
}

/// Where an assertion was written, and how its failures are reported to the test framework
/// running it.
struct SnapshotPlace {
    let fileID: String
    let file: StaticString
    let function: String
    let line: UInt
    let column: Int

    var filePath: String { "\(file)" }

    /// `__Snapshots__/<file name without .swift>` beside the test file.
    var folder: URL {
        let file = URL(fileURLWithPath: filePath)
        return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    }

    /// The test's name as a file name (`chips()` → `chips`, `testChips` → `testChips`), then
    /// `-2`, `-3` … for the test's further snapshots in this run.
    func nextName() -> String {
        let base = String(function.prefix { $0 != "(" }).map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        let key = filePath + "\u{0}" + function
        let count = SnapshotCounter.shared.next(key)
        return String(base) + (count == 1 ? "" : "-\(count)")
    }

    /// Fails the running test with `message`: through Swift Testing inside a `@Test`, else XCTest.
    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: Int(line), column: column))
        } else {
            XCTFail(message, file: file, line: line)
        }
    }
}

/// How many snapshots each test has taken in this run.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(_ key: String) -> Int {
        lock.withLock {
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }
}

import Arrange
import ArrangeRender
import ArrangeTool
import Foundation

/// A layout's snapshot, as `assertLayout(of:proposal:)` keeps it beside a test: the frames of
/// every view as `arrange frames --json` prints them, and the picture as `arrange render` draws it.
///
/// Invariants: the frames are compared exactly (text, so any change in a frame, proposal or
/// answer shows); the pictures with a tolerance (`PictureComparison`), since anti-aliasing may
/// differ by a level between Cairo versions.
///
/// 1. The view is laid out with real text (`Renderer`'s Pango metrics) for the proposal.
/// 2. Without a recorded snapshot (or when recording), both files are written and the check passes.
/// 3. Otherwise the frames must read the same and the picture must match within the tolerance;
///    on a difference the new frames and picture are written beside the recorded ones
///    (`NAME.actual.json`, `NAME.actual.png`), with a difference picture (`NAME.difference.png`,
///    changed pixels red over a faded copy of the recorded picture).
public struct LayoutSnapshot {
    /// The folder the files go in.
    public var folder: URL
    /// The files' name, without extension.
    public var name: String
    /// Pixels per point of the picture.
    public var scale: CGFloat = 2
    /// How different the pictures may be (`PictureComparison`).
    public var tolerance = PictureComparison()

    /// A snapshot called `name` in `folder`.
    public init(folder: URL, name: String) {
        self.folder = folder
        self.name = name
    }

    /// The recorded frames, as JSON.
    public var framesFile: URL { folder.appendingPathComponent(name + ".json") }
    /// The recorded picture.
    public var pictureFile: URL { folder.appendingPathComponent(name + ".png") }

    /// What checking a layout against the snapshot found.
    public enum Outcome: Equatable {
        /// The snapshot was written (none was there, or recording was asked for).
        case recorded
        /// The layout matches the snapshot.
        case matched
        /// The layout differs: why, and where the new files and the difference picture are.
        case differs([String])
    }

    /// Lays `view` out for `proposal` and checks it against the snapshot (records it when
    /// `record` or when there is none).
    public func check<V: View>(_ view: V, proposal: ProposedViewSize, record: Bool, renderer: Renderer = Renderer()) throws -> Outcome {
        // 1.
        let layout = renderer.layout(view, proposal: proposal)
        let frames = FramesReport.json(layout, name: name)
        var warnings: [String] = []
        let picture = try renderer.render(layout, options: RenderOptions(format: .png, scale: scale), warnings: &warnings)
        let files = FileManager.default
        // 2.
        if record || !files.fileExists(atPath: framesFile.path) || !files.fileExists(atPath: pictureFile.path) {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(frames.utf8).write(to: framesFile)
            try picture.write(to: pictureFile)
            for stale in ["actual.json", "actual.png", "difference.png"] { try? files.removeItem(at: folder.appendingPathComponent("\(name).\(stale)")) }
            return .recorded
        }
        // 3.
        var problems: [String] = []
        let recordedFrames = (try? String(contentsOf: framesFile, encoding: .utf8)) ?? ""
        if recordedFrames != frames {
            let actual = folder.appendingPathComponent(name + ".actual.json")
            try Data(frames.utf8).write(to: actual)
            problems.append("the frames differ from \(framesFile.path) \(Self.firstDifference(recordedFrames, frames)); the new frames are in \(actual.path).")
        }
        switch PictureComparison.Result.compare(recorded: pictureFile, actual: picture, tolerance: tolerance) {
        case .same: break
        case .different(let summary, let difference):
            let actual = folder.appendingPathComponent(name + ".actual.png")
            let differenceFile = folder.appendingPathComponent(name + ".difference.png")
            try picture.write(to: actual)
            if let difference { try difference.write(to: differenceFile) }
            problems.append("the picture differs from \(pictureFile.path): \(summary); the new picture is \(actual.path)"
                + (difference == nil ? "." : ", the changed pixels are red in \(differenceFile.path)."))
        }
        if problems.isEmpty {
            for stale in ["actual.json", "actual.png", "difference.png"] { try? files.removeItem(at: folder.appendingPathComponent("\(name).\(stale)")) }
            return .matched
        }
        problems.append("If the change is intended, record again: ARRANGE_RECORD_SNAPSHOTS=1, or assertLayout(…, record: true).")
        return .differs(problems)
    }

    /// Where two texts first differ: `at line 12: "width": 51 became "width": 52`.
    static func firstDifference(_ old: String, _ new: String) -> String {
        let before = old.split(separator: "\n", omittingEmptySubsequences: false)
        let after = new.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(before.count, after.count) {
            let was = index < before.count ? String(before[index]) : "(nothing)"
            let now = index < after.count ? String(after[index]) : "(nothing)"
            if was != now {
                return "at line \(index + 1): `\(was.trimmingCharacters(in: .whitespaces))` became `\(now.trimmingCharacters(in: .whitespaces))`"
            }
        }
        return ""
    }
}

import ArrangeRender
import Foundation

/// The folder `--images DIR` names: its PNG and JPEG files by image name (`ImageFiles`), so that
/// `Image("name")` lays out at its file's natural size and is drawn from it.
///
/// 1. The folder must exist and be a folder; otherwise the command line is refused with a
///    message naming the path (a file's message names the folder it is in).
/// 2. Its files are read by `ImageFiles(directory:)`: headers only, the sharpest of `name.png`,
///    `name@2x.png`, `name@3x.png` for each name. Files that cannot be read stay in
///    `ImageFiles.problems` and are warnings, not failures: their images draw a placeholder.
enum ImageFolder {
    /// The picture files of the folder at `path` (relative to the current folder).
    static func read(_ path: String) -> Result<ImageFiles, ToolFailure> {
        // 1.
        var isFolder: ObjCBool = false
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return .failure(.usage(
                "--images '\(path)': there is no such folder. Give the folder that holds the pictures "
                    + "(name.png, name@2x.png, name@3x.png, name.jpg)."))
        }
        guard isFolder.boolValue else {
            let parent = (path as NSString).deletingLastPathComponent
            return .failure(.usage(
                "--images '\(path)' is a file, not a folder: give the folder that holds the pictures (\(parent.isEmpty ? "." : parent))."))
        }
        // 2.
        do {
            return .success(try ImageFiles(directory: URL(fileURLWithPath: path)))
        } catch let error as RenderError {
            return .failure(.usage("--images '\(path)': \(error.description)"))
        } catch {
            return .failure(.usage("--images '\(path)': \(error)"))
        }
    }
}

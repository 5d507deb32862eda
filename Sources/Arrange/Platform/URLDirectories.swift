import Foundation

/// The app's folders as iOS 16's `URL` names them, which Foundation on Linux lacks: the
/// user's folders that `FileManager` finds (on Linux under the home folder).
extension URL {
    /// The folder for the user's documents, as `FileManager`'s `.documentDirectory`.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory())
    }
}

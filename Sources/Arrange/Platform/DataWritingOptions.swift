import Foundation

/// iOS's old spelling of `Data.WritingOptions.atomic`, which iOS code still passes and
/// Foundation on Linux lacks (it has the file-protection options, which do nothing there).
extension Data.WritingOptions {
    /// Writes to a temporary file first, then renames it: the old name of `atomic`.
    public static var atomicWrite: Data.WritingOptions { .atomic }
}

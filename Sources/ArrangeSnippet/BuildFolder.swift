import Foundation

/// One cached program's folder in the snippet cache: `main.swift`, the compiled `program`, its
/// `program.stamp`, and `build.lock`.
///
/// - Only one `arrange` builds a program at a time: the others wait on `build.lock` (an
///   advisory `flock`, released by the kernel when its holder ends, however it ends) and then
///   find the program built, so two runs of the same snippet at once compile it once.
/// - The stamp ties the executable to the folder's key (the hash of the program's source and
///   the toolchain): a `program` and stamp copied in from another snippet's folder do not match,
///   and are compiled anew rather than run.
/// - Damage is repaired, not reported: a file where the folder should be, or a folder where
///   `main.swift`, `program` or its stamp should be, is removed and built again.
struct BuildFolder {
    /// The folder.
    let url: URL

    /// The folder's name: the key the program is cached under.
    var key: String { url.lastPathComponent }
    var executable: URL { url.appendingPathComponent("program") }
    var source: URL { url.appendingPathComponent("main.swift") }
    var stampFile: URL { url.appendingPathComponent("program.stamp") }
    var lockFile: URL { url.appendingPathComponent("build.lock") }

    /// Makes the folder (removing a file in its place), tolerating another `arrange` making it
    /// at the same moment; `nil`, or why it cannot be made.
    func prepare() -> String? {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
            try? files.removeItem(at: url)
        }
        do {
            try files.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            // Another process may have made it between the check and mkdir.
            if files.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { return nil }
            return (error as NSError).localizedDescription
        }
        return nil
    }

    /// Runs `work` holding the folder's build lock (waiting for another holder to finish).
    /// Without a lock (it cannot be opened), `work` runs anyway: the renames keep a concurrent
    /// build correct, only not shared.
    func whileLocked<T>(_ work: () -> T) -> T {
        removeIfNotARegularFile(lockFile)
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return work() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return work()
    }

    /// Whether the folder holds an executable `program` whose size and hash are those its stamp
    /// recorded for this folder's key: a truncated, emptied, overwritten or swapped-in program
    /// (a full disk, a killed copy, a stray edit, another snippet's entry) is compiled anew.
    var holdsIntactProgram: Bool {
        guard FileManager.default.isExecutableFile(atPath: executable.path), isRegularFile(executable),
              let recorded = FileManager.default.contents(atPath: stampFile.path),
              let stamp = Self.stamp(ofFileAt: executable.path, key: key) else { return false }
        return stamp == String(decoding: recorded, as: UTF8.self)
    }

    /// Where the `index`-th companion's source is written (from 1).
    func companionSource(_ index: Int) -> URL { url.appendingPathComponent("companion-\(index).swift") }

    /// Writes `program` as `companion-INDEX.swift`, removing whatever is in its place first.
    func writeCompanion(_ program: String, index: Int) throws {
        let file = companionSource(index)
        removeIfNotARegularFile(file)
        try Data(program.utf8).write(to: file, options: .atomic)
    }

    /// Writes `program` as `main.swift`, removing whatever is in its place first.
    func writeSource(_ program: String) throws {
        removeIfNotARegularFile(source)
        try Data(program.utf8).write(to: source, options: .atomic)
    }

    /// Moves the compiled `temporary` into place as `program`, with its stamp; `false` when it
    /// cannot be done (the temporary is removed).
    func install(_ temporary: URL) -> Bool {
        removeIfNotARegularFile(stampFile)
        removeIfNotARegularFile(executable)
        guard let stamp = Self.stamp(ofFileAt: temporary.path, key: key),
              (try? Data(stamp.utf8).write(to: stampFile, options: .atomic)) != nil,
              rename(temporary.path, executable.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
        return true
    }

    /// The size and `StableHash` of the file at `path`, and the key it was built for, as one line.
    static func stamp(ofFileAt path: String, key: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var hash = StableHash()
        hash.combine(bytes: data)
        return "\(data.count) \(hash.hex) \(key)"
    }

    private func isRegularFile(_ file: URL) -> Bool {
        var info = stat()
        return lstat(file.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Removes `file` when something other than a regular file (a folder, a link) is there.
    private func removeIfNotARegularFile(_ file: URL) {
        var info = stat()
        guard lstat(file.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { return }
        try? FileManager.default.removeItem(at: file)
    }
}

import Foundation

/// Compiles generated snippet programs with `swiftc` against ArrangeKit, and keeps them.
///
/// A program is cached under `$XDG_CACHE_HOME/arrange` (or `~/.cache/arrange`) in a folder
/// named by a hash of its source, the kit's identity (library size and time), the compiler's
/// path and its flags. Running an unchanged snippet again reuses the program without calling
/// the compiler; rebuilding ArrangeKit, or changing the snippet, compiles anew. Each compile
/// removes programs not used for `maximumAge` (30 days), so the cache does not grow forever.
public struct SnippetCompiler: Sendable {
    /// The compiler and kit.
    public var toolchain: SnippetToolchain
    /// Where programs are kept.
    public var cacheDirectory: URL
    /// How long a program is kept after it was last used.
    public var maximumAge: TimeInterval = 30 * 24 * 60 * 60
    /// How long the compiler may take before it is stopped (a snippet can make type checking
    /// take without end).
    public var compileTimeLimit: TimeInterval = 600

    /// A compiler with `toolchain`, keeping programs in `cacheDirectory`.
    public init(toolchain: SnippetToolchain, cacheDirectory: URL) {
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
    }

    /// A built program.
    public struct Build: Sendable {
        /// The executable.
        public let path: String
        /// Whether it came from the cache (the compiler did not run).
        public let wasCached: Bool
        /// How long compiling took (0 when cached).
        public let seconds: Double
    }

    /// `$XDG_CACHE_HOME/arrange`, else `$HOME/.cache/arrange`, else a folder in the temporary one.
    public static func defaultCacheDirectory(environment: [String: String]) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("arrange")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home).appendingPathComponent(".cache/arrange")
        }
        return URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("arrange-cache")
    }

    /// `preferred` when the cache can be kept there, else a folder in the temporary one with a
    /// warning saying why `preferred` cannot be used (`/x is a file, not a folder`, `/x is not
    /// writable`), so that an unusable `XDG_CACHE_HOME` slows arrange down instead of stopping it.
    public static func usableCacheDirectory(preferred: URL) -> (directory: URL, warning: String?) {
        guard let problem = whyFolderCannotBeWritten(preferred) else { return (preferred, nil) }
        let fallback = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("arrange-cache-\(getuid())")
        guard whyFolderCannotBeWritten(fallback) == nil else { return (preferred, nil) }
        return (fallback, "cannot keep compiled snippets in \(preferred.path) (\(problem)); using \(fallback.path).")
    }

    /// Why `folder` cannot be made (if missing) and written to, or `nil` when it can.
    static func whyFolderCannotBeWritten(_ folder: URL) -> String? {
        let files = FileManager.default
        var ancestor = folder
        while !files.fileExists(atPath: ancestor.path) && ancestor.path != "/" { ancestor.deleteLastPathComponent() }
        if !pathIsFolder(ancestor.path) { return "\(ancestor.path) is a file, not a folder" }
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return files.isWritableFile(atPath: ancestor.path) ? (error as NSError).localizedDescription : "\(ancestor.path) is not writable"
        }
        return files.isWritableFile(atPath: folder.path) ? nil : "\(folder.path) is not writable"
    }

    private static func pathIsFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The name of `program`'s cache folder (compiled with `companions`).
    public func key(for program: String, companions: [SnippetCompanion] = []) -> String {
        var hash = StableHash()
        hash.combine(program)
        for companion in companions {
            hash.combine(companion.path)
            hash.combine(companion.program)
        }
        hash.combine(toolchain.kitIdentity)
        hash.combine(toolchain.swiftc)
        hash.combine(toolchain.arguments(source: "", output: "").joined(separator: " "))
        return hash.hex
    }

    /// The executable of `program`, compiled now or taken from the cache; `displayName` is the
    /// snippet's path, as the program's `#sourceLocation` directives give it.
    ///
    /// 1. If the cache folder has the executable, intact and stamped for this program
    ///    (`BuildFolder.holdsIntactProgram`), use it.
    /// 2. Otherwise make the folder (repairing a damaged one) and take its build lock: another
    ///    `arrange` building the same program at the same moment finishes first, and its
    ///    program is used.
    /// 3. Write `main.swift` and compile it to a temporary name, then move it into place with its
    ///    stamp (`BuildFolder.install`).
    /// 4. Compiler errors come back as the failure's details, in the user's file's terms.
    ///
    /// `companions` are compiled beside `main.swift` as sources of their own (`SnippetCompanion`).
    public func build(program: String, companions: [SnippetCompanion] = [], displayName: String) -> Result<Build, SnippetFailure> {
        let folder = BuildFolder(url: cacheDirectory.appendingPathComponent(key(for: program, companions: companions)))
        // 1.
        if let cached = cachedBuild(in: folder) { return .success(cached) }
        // 2.
        if let problem = folder.prepare() {
            return .failure(SnippetFailure("cannot write to the cache \(folder.url.path): \(problem)"))
        }
        return folder.whileLocked {
            if let cached = cachedBuild(in: folder) { return .success(cached) }
            return compile(program, companions: companions, displayName: displayName, into: folder)
        }
    }

    /// The intact program in `folder`, marked used so that pruning keeps it, or `nil`.
    private func cachedBuild(in folder: BuildFolder) -> Build? {
        guard folder.holdsIntactProgram else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: folder.url.path)
        return Build(path: folder.executable.path, wasCached: true, seconds: 0)
    }

    /// Steps 3 and 4 of `build`, holding `folder`'s lock.
    private func compile(
        _ program: String, companions: [SnippetCompanion], displayName: String, into folder: BuildFolder
    ) -> Result<Build, SnippetFailure> {
        // 3.
        do {
            try folder.writeSource(program)
            for (index, companion) in companions.enumerated() { try folder.writeCompanion(companion.program, index: index + 1) }
        } catch {
            return .failure(SnippetFailure("cannot write to the cache \(folder.url.path): \((error as NSError).localizedDescription)"))
        }
        let temporary = folder.url.appendingPathComponent("program.\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)")
        let started = Date()
        // The compiler keeps its module cache under $XDG_CACHE_HOME too: keep it in ours, which
        // is known to be writable.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cacheDirectory.path
        let result = Self.runCapturing(
            toolchain.swiftc,
            toolchain.arguments(
                sources: [folder.source.path] + companions.indices.map { folder.companionSource($0 + 1).path }, output: temporary.path),
            environment: environment,
            timeLimit: compileTimeLimit)
        let seconds = Date().timeIntervalSince(started)
        guard let (status, output, timedOut) = result else {
            return .failure(SnippetFailure("cannot run \(toolchain.swiftc)."))
        }
        if timedOut {
            try? FileManager.default.removeItem(at: temporary)
            return .failure(SnippetFailure(
                "the Swift compiler did not finish \(displayName) in \(Int(compileTimeLimit)) s and was stopped: "
                    + "simplify the snippet (long expressions of literals and operators are slow to type-check)."))
        }
        // 4.
        guard status == 0, FileManager.default.isExecutableFile(atPath: temporary.path) else {
            try? FileManager.default.removeItem(at: temporary)
            return .failure(Self.compileFailure(output, displayName: displayName, companionPaths: companions.map(\.path), folder: folder.url))
        }
        guard folder.install(temporary) else {
            return .failure(SnippetFailure("cannot move the compiled program into \(folder.url.path)."))
        }
        pruneBuilds(unusedSince: Date().addingTimeInterval(-maximumAge))
        return .success(Build(path: folder.executable.path, wasCached: false, seconds: seconds))
    }

    /// `program` compiled into a shared library for `arrange watch`'s host (`SnippetHost`)
    /// with `commands`, or taken from the cache: as `build`, in a folder of its own (its key
    /// also names the library form), without companions.
    ///
    /// 1. A cached, intact library is used as it is.
    /// 2. Otherwise, holding the folder's lock: the frontend compiles `main.swift` to an object,
    ///    whose errors come back as `build`'s do, and `ld.lld` links it into the library.
    public func buildLibrary(program: String, commands: SnippetLibraryCommands, displayName: String) -> Result<Build, SnippetFailure> {
        let folder = BuildFolder(url: cacheDirectory.appendingPathComponent(key(for: program, library: commands)))
        // 1.
        if let cached = cachedBuild(in: folder) { return .success(cached) }
        if let problem = folder.prepare() {
            return .failure(SnippetFailure("cannot write to the cache \(folder.url.path): \(problem)"))
        }
        // 2.
        return folder.whileLocked {
            if let cached = cachedBuild(in: folder) { return .success(cached) }
            do {
                try folder.writeSource(program)
            } catch {
                return .failure(SnippetFailure("cannot write to the cache \(folder.url.path): \((error as NSError).localizedDescription)"))
            }
            let unique = "\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)"
            let object = folder.url.appendingPathComponent("main.\(unique).o").path
            let temporary = folder.url.appendingPathComponent("program.\(unique)")
            defer { try? FileManager.default.removeItem(atPath: object) }
            let started = Date()
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = cacheDirectory.path
            guard let compiled = Self.runCapturing(
                commands.frontend[0], commands.frontendArguments(source: folder.source.path, object: object),
                environment: environment, timeLimit: compileTimeLimit)
            else { return .failure(SnippetFailure("cannot run \(commands.frontend[0]).")) }
            if compiled.timedOut {
                return .failure(SnippetFailure(
                    "the Swift compiler did not finish \(displayName) in \(Int(compileTimeLimit)) s and was stopped: "
                        + "simplify the snippet (long expressions of literals and operators are slow to type-check)."))
            }
            guard compiled.status == 0 else {
                return .failure(Self.compileFailure(compiled.output, displayName: displayName, folder: folder.url))
            }
            guard let linked = Self.runCapturing(commands.linker, commands.linkerArguments(object: object, library: temporary.path)),
                  linked.status == 0, folder.install(temporary)
            else {
                try? FileManager.default.removeItem(at: temporary)
                return .failure(SnippetFailure("cannot link \(displayName) into a library for the watch's host."))
            }
            return .success(Build(path: folder.executable.path, wasCached: false, seconds: Date().timeIntervalSince(started)))
        }
    }

    /// The cache folder's name of `program` built as a library with `commands`.
    func key(for program: String, library commands: SnippetLibraryCommands) -> String {
        var hash = StableHash()
        hash.combine("shared library")
        hash.combine(key(for: program))
        hash.combine(commands.frontend.joined(separator: " "))
        return hash.hex
    }

    /// Removes the cached programs whose folders were last used before `date`; the names of
    /// the folders removed. Folders not named like a build (32 hex digits) are left alone.
    ///
    /// It runs after every compile, so it reads each folder's time with one `lstat`:
    /// Foundation's `attributesOfItem` also looks up the owner's and group's names and the
    /// extended attributes, which for a cache of 1,300 programs took about a second of every
    /// save under `arrange watch`.
    @discardableResult
    public func pruneBuilds(unusedSince date: Date) -> [String] {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: cacheDirectory.path) else { return [] }
        var removed: [String] = []
        for name in names where name.count == 32 && name.allSatisfy(\.isHexDigit) {
            // A path, not `appendingPathComponent`, which looks at the disk to decide on a trailing slash.
            let folder = cacheDirectory.path + "/" + name
            guard let used = Self.modificationDate(of: folder), used < date else { continue }
            if (try? files.removeItem(atPath: folder)) != nil { removed.append(name) }
        }
        return removed.sorted()
    }

    /// When the file or folder at `path` (not followed if a link) was last modified, or `nil`
    /// when it cannot be read.
    static func modificationDate(of path: String) -> Date? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1_000_000_000)
    }

    /// Why the compiler refused a program, from its `output`.
    ///
    /// 1. The compiler crashed (its output has a stack dump and no error): say so in one line, and
    ///    keep its report in `folder/compiler-crash.txt` rather than showing it.
    /// 2. Otherwise its errors, in the terms of the user's file (`userFacing`), and their count.
    static func compileFailure(_ output: String, displayName: String, companionPaths: [String] = [], folder: URL) -> SnippetFailure {
        let diagnostics = userFacing(output, sourcePath: displayName, companionPaths: companionPaths)
        let errors = diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }.count
        // 1.
        if errors == 0 && (output.contains("Stack dump:") || output.contains("Please submit a bug report")) {
            let report = folder.appendingPathComponent("compiler-crash.txt")
            let kept = (try? Data(output.utf8).write(to: report)) != nil
            return SnippetFailure(
                "the Swift compiler crashed on \(displayName)\(kept ? " (its report: \(report.path))" : ""). "
                    + "Simplify the snippet: split very long expressions or modifier chains into smaller views.")
        }
        // 2.
        return SnippetFailure("\(displayName) does not compile (\(errors) error\(errors == 1 ? "" : "s")).", details: diagnostics)
    }

    /// The compiler's output without its driver noise (`compile command failed …`, the
    /// `#sourceLocation` lines the llvm style echoes for the generated parts), with `sourcePath`
    /// where the compiler wrote `SnippetProgram.sourceLocationName(for: sourcePath)`, without
    /// notes pointing outside the user's file, and with a note under each error that names API
    /// Arrange lacks (`CompilerDiagnosticBlocks.forUser`).
    /// `companionPaths` are the user's too: their notes are kept and their names put back.
    static func userFacing(_ output: String, sourcePath: String, companionPaths: [String] = []) -> String {
        let paths = [sourcePath] + companionPaths
        let spellings = paths.map { (spelled: SnippetProgram.sourceLocationName(for: $0) + ":", path: $0) }
        let kept = output.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("error: compile command failed") && !$0.hasPrefix("#sourceLocation(") }
            .joined(separator: "\n")
        return CompilerDiagnosticBlocks(kept).forUser(at: Set(paths.map(SnippetProgram.sourceLocationName))).text
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                guard let match = spellings.first(where: { line.hasPrefix($0.spelled) }) else { return String(line) }
                return match.path + ":" + line.dropFirst(match.spelled.count)
            }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }

    /// Runs `executable` with `arguments` (and `environment`, else this process's); its exit
    /// status, everything it printed, and whether it was stopped after `timeLimit` seconds.
    static func runCapturing(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, timeLimit: TimeInterval = .infinity
    ) -> (status: Int32, output: String, timedOut: Bool)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let end = ProcessEnd(of: process)
        do { try process.run() } catch { return nil }
        // Stopping arrange stops the compiler's group too (`ChildProcessGroups`).
        ChildProcessGroups.shared.add(process.processIdentifier)
        defer { ChildProcessGroups.shared.remove(process.processIdentifier) }
        let stopped = CompileStop()
        if timeLimit.isFinite {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit) {
                guard process.isRunning else { return }
                stopped.fired = true
                // The process leads its own group; the compiler's jobs lead theirs: stop them all.
                ProcessTree.kill(process.processIdentifier)
            }
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        end.wait()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), stopped.fired)
    }
}

/// Whether the time limit stopped the compiler (set once, before its end is seen).
private final class CompileStop: @unchecked Sendable {
    var fired = false
}

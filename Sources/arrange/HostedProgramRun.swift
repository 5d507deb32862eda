import ArrangeSnippet
import Foundation

/// Runs a snippet built as a shared library in `arrange watch`'s host (`SnippetHost`), with the
/// result `ProgramRun.run` gives for a program: the same arguments, environment, time limit and
/// error filter (the crash backtracer is on in the host, `WatchRun`), both streams captured.
enum HostedProgramRun {
    /// The result, or `nil` when the host could not run it or the library could not be loaded
    /// (the caller then builds and runs the program as an executable).
    ///
    /// 1. The run's streams go to two files in a fresh folder, removed afterwards.
    /// 2. The host runs it (`SnippetHost.run`), stopping it at `timeLimit` as `ProgramRun` does.
    /// 3. Standard error is read through `filter` (the backtrace found, the runtime's report left
    ///    out); standard output is kept, both up to `ProgramRun.captureLimit` bytes.
    static func run(
        _ library: String, host: SnippetHost, arguments: [String], environment: [String: String], timeLimit: Double,
        filter: ProgramErrorFilter
    ) -> ProgramRun.Result? {
        // 1.
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("arrange-run-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("output").path
        let errorFile = folder.appendingPathComponent("errors").path
        // 2.
        guard let ending = host.run(
            library: library, arguments: arguments, environment: environment, output: outputFile, errors: errorFile,
            timeLimit: timeLimit, grace: ProgramRun.backtraceGrace)
        else { return nil }
        // 3.
        let errorText = prefix(of: errorFile)
        let status = ending.waitStatus
        let exited = status & 0x7f == 0
        let exitStatus = (status >> 8) & 0xff
        if exited && exitStatus == SnippetHost.cannotLoadStatus && errorText.hasPrefix(SnippetHost.cannotLoadMessage) { return nil }
        let errors = FilteredErrors(filter: filter, keeps: true)
        errors.take(Data(errorText.utf8))
        errors.finish()
        var result = ProgramRun.Result(status: exited ? exitStatus : 1)
        if !exited { result.signal = status & 0x7f }
        result.output = prefix(of: outputFile)
        result.errors = errors.kept
        result.allocationFailed = errors.sawAllocationFailure
        result.backtrace = errors.backtrace
        result.timedOut = ending.timedOut
        return result
    }

    /// The first `ProgramRun.captureLimit` bytes of the file at `path`, saying how many more there were.
    private static func prefix(of path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? handle.close() }
        let data: Data = ((try? handle.read(upToCount: ProgramRun.captureLimit)) ?? nil) ?? Data()
        let total = (try? handle.seekToEnd()).map { Int($0) } ?? data.count
        let text = String(decoding: data, as: UTF8.self)
        return total > data.count ? text + "\n… (\(total - data.count) more bytes left out)\n" : text
    }
}

/// `arrange watch`'s host (`SnippetHost`) and the commands that build snippets for it.
struct SnippetHosting: Sendable {
    let host: SnippetHost
    let commands: SnippetLibraryCommands

    /// The host, its program compiled with `compiler` (or taken from the cache), with the
    /// environment a program gets (`environment`, the crash backtracer on); `nil` when the
    /// toolchain cannot build libraries this way or the host does not compile, and programs
    /// are run as executables.
    static func start(compiler: SnippetCompiler, environment: [String: String]) -> SnippetHosting? {
        guard let commands = SnippetLibraryCommands.derive(for: compiler.toolchain),
              case .success(let build) = compiler.build(program: SnippetHost.program, displayName: "arrange's snippet host")
        else { return nil }
        var hostEnvironment = environment
        hostEnvironment["SWIFT_BACKTRACE"] = ProgramBacktrace.environmentValue
        return SnippetHosting(host: SnippetHost(executable: build.path, environment: hostEnvironment), commands: commands)
    }
}

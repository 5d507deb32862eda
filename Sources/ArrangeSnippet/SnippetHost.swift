import Foundation

/// A process that has ArrangeKit loaded and runs snippets built as shared libraries
/// (`SnippetCompiler.buildLibrary`), one forked child per run: `arrange watch`'s way of showing
/// a save without starting a program and loading the kit each time.
///
/// - Each run is a child forked from the host, so it starts with the kit loaded and nothing of
///   another run's state; it loads the snippet's library and calls its `main` with the run's
///   arguments (`CommandLine.arguments` is set to them), environment, and standard output and
///   error sent to files. A trap, a crash or an endless `body` in the snippet ends the child,
///   never the host, and never `arrange`.
/// - The host itself is a small program compiled (once, then cached) against the kit, which
///   touches nothing of Swift or Foundation before it forks: the child's first use of them is
///   its own. When it ends anyway, the next run starts a new one.
/// - Runs are taken one at a time.
///
/// The protocol, on the host's standard input: a request is a count and that many fields, each
/// ended by a NUL — the library, the output file, the error file, the argument count, the
/// arguments, the environment entries (`NAME=value`). On its standard output, a line with the
/// child's process id, then one with its `waitpid` status. A child that cannot load the
/// library exits with `cannotLoadStatus` after saying why on its standard error.
public final class SnippetHost: @unchecked Sendable {
    /// How a run ended.
    public struct Ending: Sendable {
        /// The `waitpid` status of the child.
        public var waitStatus: Int32
        /// Whether it was stopped at its time limit (aborted, then killed if it still ran).
        public var timedOut: Bool
    }

    /// The exit status of a child that could not load the snippet's library.
    public static let cannotLoadStatus: Int32 = 125
    /// What such a child says first on its standard error.
    public static let cannotLoadMessage = "arrange-snippet-host: cannot load the snippet: "

    private let executable: String
    private let environment: [String: String]
    private let lock = NSLock()
    private var process: Process?
    private var requests: FileHandle?
    private var answers: Int32 = -1
    private var pending: [UInt8] = []

    /// A host running `executable` (the compiled `program`) with `environment`, started at its first run.
    public init(executable: String, environment: [String: String]) {
        self.executable = executable
        self.environment = environment
    }

    deinit {
        stop()
    }

    /// Ends the host.
    public func stop() {
        lock.withLock {
            if let process, process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                ChildProcessGroups.shared.remove(process.processIdentifier)
            }
            process = nil
        }
    }

    /// Runs `library`'s `main` with `arguments` (after the library's path as the first) and
    /// `environment` added, writing its standard output and error to `output` and `errors`;
    /// once it has used `timeLimit` seconds of processor time (`ProgramTimeLimit`) it is aborted (so that it prints its backtrace), and killed with
    /// its group `grace` seconds later if it still runs. `nil` when the host cannot run it.
    public func run(
        library: String, arguments: [String], environment extra: [String: String], output: String, errors: String,
        timeLimit: Double, grace: Double
    ) -> Ending? {
        lock.withLock {
            guard startIfNeeded(), let requests else { return nil }
            let fields = [library, output, errors, String(arguments.count)] + arguments + extra.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            var request = Data("\(fields.count)\0".utf8)
            for field in fields { request.append(Data((field + "\0").utf8)) }
            do { try requests.write(contentsOf: request) } catch { return ended() }
            guard let childLine = readLine(until: .distantFuture), let child = pid_t(childLine), child > 0 else { return ended() }
            ChildProcessGroups.shared.add(child)
            defer { ChildProcessGroups.shared.remove(child) }
            var timedOut = false
            // The limit counts the child's processor time (`ProgramTimeLimit`).
            let limit = ProgramTimeLimit(seconds: timeLimit)
            let started = Date()
            var wait = timeLimit
            var statusLine = readLine(until: started.addingTimeInterval(wait))
            while statusLine == nil && hostIsRunning, let next = limit.nextLook(at: child, elapsed: Date().timeIntervalSince(started)) {
                wait = next
                statusLine = readLine(until: Date().addingTimeInterval(wait))
            }
            if statusLine == nil && hostIsRunning {
                timedOut = true
                kill(child, SIGABRT)
                statusLine = readLine(until: Date().addingTimeInterval(grace))
                if statusLine == nil {
                    kill(-child, SIGKILL)
                    kill(child, SIGKILL)
                    statusLine = readLine(until: .distantFuture)
                }
            }
            guard let statusLine, let status = Int32(statusLine) else { return ended() }
            return Ending(waitStatus: status, timedOut: timedOut)
        }
    }

    private var hostIsRunning: Bool { process?.isRunning == true }

    /// Forgets a host that ended or stopped answering, so that the next run starts another.
    private func ended() -> Ending? {
        if let process {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            ChildProcessGroups.shared.remove(process.processIdentifier)
        }
        process = nil
        return nil
    }

    private func startIfNeeded() -> Bool {
        if hostIsRunning { return true }
        let started = Process()
        started.executableURL = URL(fileURLWithPath: executable)
        started.environment = environment
        let input = Pipe()
        let answersPipe = Pipe()
        started.standardInput = input
        started.standardOutput = answersPipe
        started.standardError = FileHandle.nullDevice
        do { try started.run() } catch { return false }
        ChildProcessGroups.shared.add(started.processIdentifier)
        process = started
        requests = input.fileHandleForWriting
        answers = answersPipe.fileHandleForReading.fileDescriptor
        pending = []
        // The pipe's handles are kept by `Pipe`; hold it through the process.
        pipes = (input, answersPipe)
        return true
    }

    private var pipes: (Pipe, Pipe)?

    /// The host's next line, or `nil` when `deadline` passes first or the host ends.
    private func readLine(until deadline: Date) -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000, 60_000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(answers, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending += buffer[0..<count]
        }
    }

    /// The host's source: Glibc only, so that nothing of Swift's or Foundation's state exists
    /// before it forks (`CommandLine.arguments` among them, set in the child for the run).
    public static let program = #"""
        import Glibc

        var buffer = [UInt8](repeating: 0, count: 65536)
        var filled = 0
        var position = 0
        func readField() -> [UInt8]? {
            var field: [UInt8] = []
            while true {
                if position == filled {
                    filled = read(0, &buffer, buffer.count)
                    position = 0
                    if filled <= 0 { return nil }
                }
                let byte = buffer[position]
                position += 1
                if byte == 0 { return field }
                field.append(byte)
            }
        }
        func say(_ line: String) {
            let bytes = Array((line + "\n").utf8)
            _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
        }
        func cString(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar> {
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        }
        func redirect(_ path: UnsafeMutablePointer<CChar>, to descriptor: Int32, flags: Int32) {
            let opened = open(path, flags, 0o644)
            if opened >= 0 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        typealias SetArguments = @convention(c) (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32) -> Void
        typealias Main = @convention(c) (Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32

        signal(SIGPIPE, SIG_IGN)
        while let countField = readField(), let count = Int(String(decoding: countField, as: UTF8.self)) {
            var fields: [[UInt8]] = []
            for _ in 0..<count {
                guard let field = readField() else { exit(0) }
                fields.append(field)
            }
            guard fields.count >= 4, let argumentCount = Int(String(decoding: fields[3], as: UTF8.self)),
                  argumentCount >= 0, fields.count >= 4 + argumentCount else { exit(2) }
            let arguments = [fields[0]] + fields[4..<(4 + argumentCount)]
            let child = fork()
            if child == 0 {
                signal(SIGPIPE, SIG_DFL)
                setpgid(0, 0)
                redirect(cString(Array("/dev/null".utf8)), to: 0, flags: O_RDONLY)
                redirect(cString(fields[1]), to: 1, flags: O_WRONLY | O_CREAT | O_TRUNC)
                redirect(cString(fields[2]), to: 2, flags: O_WRONLY | O_CREAT | O_TRUNC)
                for entry in fields[(4 + argumentCount)...] { _ = putenv(cString(entry)) }
                let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: arguments.count + 1)
                for (index, argument) in arguments.enumerated() { argv[index] = cString(argument) }
                argv[arguments.count] = nil
                if let setArguments = dlsym(nil, "_swift_stdlib_overrideUnsafeArgvArgc") {
                    unsafeBitCast(setArguments, to: SetArguments.self)(argv, Int32(arguments.count))
                }
                guard let library = dlopen(argv[0], RTLD_NOW | RTLD_LOCAL), let entry = dlsym(library, "main") else {
                    let message = "\#(cannotLoadMessage)" + (dlerror().map { String(cString: $0) } ?? "it has no main") + "\n"
                    _ = Array(message.utf8).withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
                    _exit(\#(cannotLoadStatus))
                }
                exit(unsafeBitCast(entry, to: Main.self)(Int32(arguments.count), argv))
            }
            say("\(child)")
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            say("\(status)")
        }
        """#
}

import ArrangeSnippet
import ArrangeTool
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `arrange watch FILE`: serves FILE's explainer pages on a loopback port and makes them anew
/// whenever FILE changes.
///
/// 1. Listen on `--port` (default `WatchDefaults.port`), or the next free port, saying which.
/// 2. Every `WatchDefaults.pollInterval` seconds, look at FILE (`WatchedFile.Stamp`); when it
///    changed, make the pages: compile and run the snippet as `arrange html` does, into a
///    folder of this run, or a page saying what is wrong (compile errors, FILE gone, unreadable
///    or a folder).
/// 3. Each new set of pages is a new version; the pages ask `/version?after=N`, which is
///    answered as soon as a version other than N is there, and reload.
struct WatchRun {
    let options: ToolOptions
    let environment: [String: String]
    let limits: ProgramLimits

    func run() -> Int32 {
        ChildProcessGroups.shared.stopOnTerminationSignals()
        let file = options.files[0]
        let state = WatchState(file: file)
        // 1.
        let server: LoopbackServer
        switch LoopbackServer.start(preferred: options.port, tries: WatchDefaults.portsTried, respond: state.respond) {
        case .success(let started): server = started
        case .failure(let failure):
            printError("arrange: \(failure.message)")
            return 1
        }
        if options.port != 0 && server.port != options.port {
            printError("arrange: port \(options.port) is in use; serving on port \(server.port) instead.")
        }
        server.serve()
        printOutput("arrange: watching \(file) on http://127.0.0.1:\(server.port)/ (Ctrl-C stops)")
        let runner = SnippetRunner(options: htmlOptions(), environment: environment, limits: limits)
        let compiler: SnippetCompiler
        switch runner.makeCompiler() {
        case .success(let made): compiler = made
        case .failure(let failure):
            printError("arrange: \(failure.message)")
            return 1
        }
        // Each version built as a library and run in a host that has the kit loaded (`SnippetHost`).
        let hosting = environment[WatchDefaults.hostVariable] == "0" || !options.companions.isEmpty
            ? nil : SnippetHosting.start(compiler: compiler, environment: ProcessInfo.processInfo.environment)
        defer { hosting?.host.stop() }
        if options.verbose {
            printOutput(hosting == nil
                ? "arrange: each version is compiled into a program and run."
                : "arrange: each version is compiled into a library and run in a process that has the kit loaded.")
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("arrange-watch-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        // A screen chosen in the page's bar: the same file laid out on that device, made when
        // first asked for in a version (the program is cached by then).
        state.makeDevicePages = { device, version in
            makePages(
                WatchedFile.stamp(of: file), file: file, runner: runner, compiler: compiler, hosting: hosting, folder: folder, version: version,
                device: device)
        }
        // The slider's pictures of a view, asked for by its page when the slider is first used.
        state.makeSweep = { view, device, version in
            let pages = makePages(
                WatchedFile.stamp(of: file), file: file, runner: runner, compiler: compiler, hosting: hosting, folder: folder,
                version: version, device: device, sliderPictures: true)
            guard case .pages(let list) = pages, let page = list.first(where: { $0.name == view }) else { return nil }
            return WatchPage.sweepData(in: page.html)
        }
        // 2.
        var last: WatchedFile.Stamp?
        while true {
            var stamp = WatchedFile.stamp(of: file)
            if stamp != last {
                stamp = WatchedFile.settled(file, from: stamp)
                last = stamp
                let started = Date()
                let pages = makePages(
                    stamp, file: file, runner: runner, compiler: compiler, hosting: hosting, folder: folder, version: state.version + 1)
                // 3.
                state.publish(pages)
                let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
                switch pages {
                case .pages(let list): printOutput("arrange: version \(state.version): \(list.count) view\(list.count == 1 ? "" : "s") of \(file) in \(seconds) s")
                case .problem(let headline, _): printOutput("arrange: version \(state.version): \(headline)")
                }
            }
            Thread.sleep(forTimeInterval: WatchDefaults.pollInterval)
        }
    }

    /// The options of the `html` command each version runs: watch's own, without `--port`.
    func htmlOptions() -> ToolOptions {
        var html = options
        html.command = .html
        var kept: [String] = []
        var rest = options.passedOn[...]
        while let argument = rest.popFirst() {
            if argument == "--port" { _ = rest.popFirst() } else { kept.append(argument) }
        }
        html.passedOn = kept
        return html
    }

    /// The pages of `file` as `stamp` finds it, as version `version`, on `device` when the
    /// reader chose one in the page's bar.
    func makePages(
        _ stamp: WatchedFile.Stamp, file: String, runner: SnippetRunner, compiler: SnippetCompiler, hosting: SnippetHosting?,
        folder: URL, version: Int,
        device: WatchDevice? = nil, sliderPictures: Bool = false
    ) -> WatchState.Pages {
        switch stamp {
        case .missing:
            return .problem("\(file) is gone (deleted or renamed); the page comes back when it is there again.", [])
        case .folder:
            return .problem("\(file) is a folder now, not a .swift file; the page comes back when the file is there again.", [])
        case .unreadable(let reason):
            return .problem("\(file) cannot be read: \(reason); the page comes back when it can.", [])
        case .file:
            break
        }
        let output = folder.appendingPathComponent(device == nil && !sliderPictures ? "\(version)" : "\(version)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.removeItem(at: output)
        }
        let result = runner.runOne(
            file, compiler: compiler, passing: runner.options.passedOn + (device?.arguments ?? []) + ["-o", output.path + "/"], capture: true,
            environment: sliderPictures ? [:] : [WatchDefaults.sliderPicturesVariable: "0"], hosting: hosting)
        let messages = result.errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        guard result.status == 0 else {
            return .problem("\(file) could not be laid out; fix it and save.", messages)
        }
        let list = Self.pages(in: output.path, reported: result.output)
        guard !list.isEmpty else { return .problem("\(file) made no page.", messages) }
        let names = list.map(\.name)
        return .pages(list.map { ($0.name, WatchPage.decorate($0.html, file: file, version: version, views: names, current: $0.name, device: device)) })
    }
}

extension WatchRun {
    /// The pages the program wrote into the fresh folder `folder`, with their views' names, in
    /// the order its output `reported` them ("Name: wrote FOLDER/FILE-Name.html" for each view).
    /// Each page file is found in the output by its whole path, not by splitting the output into
    /// lines, since a file named with a newline gives pages whose paths hold one.
    static func pages(in folder: String, reported: String) -> [(name: String, html: String)] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".html") }
        var found: [(position: String.Index, name: String, html: String)] = []
        for file in files {
            guard let marker = reported.range(of: ": wrote " + folder + "/" + file + "\n"),
                let html = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            else { continue }
            let lineStart = reported[..<marker.lowerBound].lastIndex(of: "\n").map { reported.index(after: $0) } ?? reported.startIndex
            found.append((marker.lowerBound, String(reported[lineStart..<marker.lowerBound]), html))
        }
        return found.sorted { $0.position < $1.position }.map { ($0.name, $0.html) }
    }
}

/// How a watched file looks, compared between looks to see whether it changed.
enum WatchedFile {
    enum Stamp: Equatable {
        case missing
        case folder
        case unreadable(String)
        /// A readable file: its inode, size and modification time (nanoseconds), and a hash of
        /// its bytes (an editor that saves the same size within the same tick still differs).
        case file(inode: UInt64, size: Int64, modified: Int64, contents: Int)
    }

    /// The stamp of `path` once it holds still for `WatchDefaults.settleInterval` (a save in
    /// progress finishes first), looking at most `WatchDefaults.settleLooks` times; `changed`
    /// is the stamp that showed it changed.
    static func settled(_ path: String, from changed: Stamp) -> Stamp {
        var stamp = changed
        for _ in 0..<WatchDefaults.settleLooks {
            Thread.sleep(forTimeInterval: WatchDefaults.settleInterval)
            let next = self.stamp(of: path)
            if next == stamp { break }
            stamp = next
        }
        return stamp
    }

    static func stamp(of path: String) -> Stamp {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(String(cString: strerror(errno)))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .folder }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .unreadable(access(path, R_OK) == 0 ? "it could not be opened" : String(cString: strerror(EACCES)))
        }
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        return .file(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: modified, contents: data.hashValue)
    }
}

/// What the server serves, shared between the watching loop and the server's threads.
final class WatchState: @unchecked Sendable {
    /// One version's pages, or what is wrong.
    enum Pages {
        case pages([(name: String, html: String)])
        case problem(String, [String])
    }

    private let lock = NSCondition()
    private var current: Pages = .problem("arrange is making the first page…", [])
    private var number = 0
    /// The pages of a version laid out on a device the reader chose, by version and device
    /// (`WatchDevice.query`); emptied when a new version is published.
    private var devicePages: [String: Pages] = [:]
    /// Makes the pages of a version on a device (set by `WatchRun`).
    var makeDevicePages: (@Sendable (WatchDevice, Int) -> Pages)?
    /// Makes the slider's data with pictures of a view of a version (on a device), the JSON of
    /// its page's `sweep-data` block (set by `WatchRun`).
    var makeSweep: (@Sendable (String, WatchDevice?, Int) -> String?)?
    /// The slider data made, by version, view and device.
    private var sweeps: [String: String] = [:]
    /// The watched file, as named on the command line.
    let file: String

    init(file: String) {
        self.file = file
    }

    /// The version being served (0 before the first).
    var version: Int { lock.withLock { number } }

    /// Serves `pages` as the next version.
    func publish(_ pages: Pages) {
        lock.withLock {
            number += 1
            current = pages
            devicePages = [:]
            sweeps = [:]
            lock.broadcast()
        }
    }

    /// The answer to a GET of `path`.
    @Sendable func respond(_ path: String) -> (status: Int, type: String, body: Data) {
        var (pages, version) = lock.withLock { (current, number) }
        let html = "text/html; charset=utf-8"
        // The slider's data with its pictures: `/sweep?view=NAME[&device=…&orientation=…]`.
        if path.hasPrefix("/sweep?"), case .pages = pages, let make = makeSweep {
            let device = WatchDevice.requested(in: path)
            let view = WatchPage.queryValue("view", in: path) ?? ""
            let key = "\(version)|\(view)|\(device?.query ?? "")"
            let data = lock.withLock { sweeps[key] } ?? make(view, device, version)
            guard let data else { return (404, "application/json", Data("null".utf8)) }
            lock.withLock { sweeps[key] = data }
            return (200, "application/json; charset=utf-8", Data(data.utf8))
        }
        // A device chosen in the bar: this version's pages laid out on it, made once.
        if case .pages = pages, let device = WatchDevice.requested(in: path), let make = makeDevicePages {
            let key = "\(version)|\(device.query)"
            if let made = lock.withLock({ devicePages[key] }) {
                pages = made
            } else {
                let made = make(device, version)
                lock.withLock { devicePages[key] = made }
                pages = made
            }
        }
        if path == "/version" { return (200, "text/plain; charset=utf-8", Data("\(version)".utf8)) }
        if path.hasPrefix("/version?after=") {
            // Held until a version other than the page's is there, or `versionWaitSeconds` pass.
            let shown = Int(path.dropFirst("/version?after=".count)) ?? -1
            let deadline = Date().addingTimeInterval(WatchDefaults.versionWaitSeconds)
            let newest = lock.withLock {
                while number == shown && lock.wait(until: deadline) {}
                return number
            }
            return (200, "text/plain; charset=utf-8", Data("\(newest)".utf8))
        }
        switch pages {
        case .problem(let headline, let lines):
            guard path == "/" || path.hasPrefix("/view/") || path.hasPrefix("/?") else { return (404, html, Data("not found".utf8)) }
            return (200, html, Data(WatchPage.problem(file: file, version: version, headline: headline, lines: lines).utf8))
        case .pages(let list):
            guard let name = WatchPage.view(at: path, views: list.map(\.name)), let page = list.first(where: { $0.name == name }) else {
                return (404, html, Data("<!DOCTYPE html><p>No such view here; <a href=\"/\">the first view</a>.</p>".utf8))
            }
            return (200, html, Data(page.html.utf8))
        }
    }
}

import Foundation
import Testing
import ArrangeTool
#if canImport(Glibc)
import Glibc
#endif

/// `arrange watch FILE` as a user runs it: the built executable serves the page on a loopback
/// port, makes it anew when the file is saved (the time from save to the new page is printed and
/// bounded), shows compile errors at their line, says when the file is gone, a folder or
/// unreadable and recovers, and a second watch on a taken port moves to the next one.
@Suite("arrange watch", .serialized)
struct WatchEndToEndTests {
    /// A running `arrange watch`, with what it printed so far.
    final class Watch: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var printed = ""

        init(_ arguments: [String], in folder: URL) throws {
            process.executableURL = URL(fileURLWithPath: ArrangeExecutable.path)
            process.arguments = ["watch"] + arguments
            process.currentDirectoryURL = folder
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = ArrangeExecutable.workspace.appendingPathComponent("cache").path
            environment["LANG"] = "C.UTF-8"
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.withLock { self.printed += String(decoding: data, as: UTF8.self) }
            }
            try process.run()
        }

        var output: String { lock.withLock { printed } }

        /// The port from "watching … on http://127.0.0.1:PORT/", waiting up to `seconds`.
        func port(within seconds: Double = 30) -> Int? {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if let range = output.range(of: "http://127.0.0.1:"),
                   let port = Int(output[range.upperBound...].prefix { $0.isNumber }) { return port }
                usleep(50_000)
            }
            return nil
        }

        func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    /// The body of a GET of `path` on the loopback `port`, or `nil` when nothing answers.
    static func get(_ path: String, port: Int) -> String? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var response = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response += buffer[0..<count]
        }
        let text = String(decoding: response, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { return nil }
        return String(text[split.upperBound...])
    }

    /// Waits up to `seconds` for the page at `/` to satisfy `condition`; the page and the
    /// seconds it took, or `nil`.
    static func waitForPage(port: Int, within seconds: Double, _ condition: (String) -> Bool) -> (page: String, seconds: Double)? {
        let start = Date()
        while Date().timeIntervalSince(start) < seconds {
            if let page = get("/", port: port), condition(page) { return (page, Date().timeIntervalSince(start)) }
            usleep(20_000)
        }
        return nil
    }

    static let row = """
        import SwiftUI

        struct Row: View {
            var body: some View {
                HStack { Text("Before"); Spacer() }.padding(8)
            }
        }
        """

    @Test func aSavedFileIsShownAgainAndProblemsShowInThePage() throws {
        // A folder whose name has quotes, a space, Hangul and a newline.
        let folder = ArrangeExecutable.workspace.appendingPathComponent("watch \"받침\"\nfolder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Row's file.swift")
        try Data(Self.row.utf8).write(to: file)
        let watch = try Watch([file.lastPathComponent, "--port", "0", "--size", "320x100"], in: folder)
        defer { watch.stop() }
        let port = try #require(watch.port(), "arrange watch printed no address: \(watch.output)")

        // The first page (the kit may be built first).
        let first = Self.waitForPage(port: port, within: 240) { $0.contains("data-watch-state=\"page\"") }
        #expect(first?.page.contains("&quot;Before&quot;") == true, "\(watch.output)")
        #expect(first?.page.contains("Row › padding") == true)
        #expect(Self.get("/version", port: port) == "1")

        // Saved with another text: the new page within the bound, its time printed.
        try Data(Self.row.replacingOccurrences(of: "Before", with: "After").utf8).write(to: file)
        let second = Self.waitForPage(port: port, within: 60) { $0.contains("&quot;After&quot;") }
        let seconds = try #require(second?.seconds, "\(watch.output)")
        print("arrange watch: save → new page in \(String(format: "%.2f", seconds)) s")
        #expect(seconds < 30)
        #expect(Self.get("/version", port: port) == "2")

        // A save in two steps, emptied and then written (as `Data.write` and many editors do,
        // here with a pause of half the settle interval between), is one version: the empty
        // file is not laid out first. Four saves, so that the watch's looks (every 50 ms) fall
        // in a pause at least once.
        for step in 1...4 {
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 0)
            Thread.sleep(forTimeInterval: WatchDefaults.settleInterval / 2)
            try handle.write(contentsOf: Data(Self.row.replacingOccurrences(of: "Before", with: "Step \(step)").utf8))
            try handle.close()
            #expect(Self.waitForPage(port: port, within: 60) { $0.contains("&quot;Step \(step)&quot;") } != nil, "\(watch.output)")
            #expect(Self.get("/version", port: port) == String(2 + step), "a version of the emptied file was made: \(watch.output)")
        }

        // A compile error: the page shows it, marked at its line.
        try Data((Self.row + "\nlet broken: Int = \"text\"\n").utf8).write(to: file)
        let broken = Self.waitForPage(port: port, within: 60) { $0.contains("data-watch-state=\"problem\"") }
        #expect(broken?.page.contains("<mark>Row&#39;s file.swift:8:19: error:") == true, "\(broken?.page ?? watch.output)")
        #expect(broken?.page.contains("could not be laid out; fix it and save.") == true)

        // Gone, a folder, unreadable: said, then back.
        try FileManager.default.removeItem(at: file)
        #expect(Self.waitForPage(port: port, within: 10) { $0.contains("is gone (deleted or renamed)") } != nil)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect(Self.waitForPage(port: port, within: 10) { $0.contains("is a folder now") } != nil)
        try FileManager.default.removeItem(at: file)
        if getuid() != 0 {
            // Root reads files whatever their mode.
            try Data(Self.row.utf8).write(to: file)
            chmod(file.path, 0)
            #expect(Self.waitForPage(port: port, within: 10) { $0.contains("cannot be read") } != nil)
            chmod(file.path, 0o644)
        }
        try Data(Self.row.utf8).write(to: file)
        let back = Self.waitForPage(port: port, within: 60) { $0.contains("data-watch-state=\"page\"") && $0.contains("Before") }
        #expect(back != nil, "\(watch.output)")

        // Only the loopback interface, and only pages: other paths are not found.
        #expect(Self.get("/../../etc/passwd", port: port)?.contains("root:") == false)

        // A second watch on the same port takes the next free one and says so.
        let other = try Watch([file.lastPathComponent, "--port", String(port)], in: folder)
        defer { other.stop() }
        let otherPort = try #require(other.port(), "\(other.output)")
        #expect(otherPort > port)
        #expect(other.output.contains("arrange: port \(port) is in use; serving on port \(otherPort) instead."))
    }

    /// A file whose own name has quotes, Hangul and a newline: the program's "wrote" lines hold
    /// the newline, and the page is still found (it made no page before).
    @Test func aFileNamedWithANewlineIsWatched() throws {
        let folder = ArrangeExecutable.workspace.appendingPathComponent("watch-newline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Row's \"행\"\nfile.swift")
        try Data(Self.row.utf8).write(to: file)
        let watch = try Watch([file.lastPathComponent, "--port", "0", "--size", "320x100"], in: folder)
        defer { watch.stop() }
        let port = try #require(watch.port(), "arrange watch printed no address: \(watch.output)")
        let first = Self.waitForPage(port: port, within: 240) { $0.contains("data-watch-state=\"page\"") }
        #expect(first?.page.contains("&quot;Before&quot;") == true, "\(watch.output)")
        // The place of a node names the file on one line: `\n` written out.
        #expect(first?.page.contains("Row&#39;s &quot;행&quot;\\nfile.swift:") == true)
        #expect(!watch.output.contains("made no page"))
    }

    /// The bar's screen menu lays the page out on an iPhone the tool knows, either way round:
    /// `?device=…&orientation=…` serves the same version made with `--device` and `--orientation`.
    @Test func theScreenMenuLaysThePageOutOnAChosenDevice() throws {
        let folder = ArrangeExecutable.workspace.appendingPathComponent("watch-device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Row.swift")
        try Data(Self.row.utf8).write(to: file)
        let watch = try Watch([file.lastPathComponent, "--port", "0", "--size", "320x100"], in: folder)
        defer { watch.stop() }
        let port = try #require(watch.port(), "arrange watch printed no address: \(watch.output)")
        let first = try #require(Self.waitForPage(port: port, within: 240) { $0.contains("data-watch-state=\"page\"") }, "\(watch.output)")
        // The menu: the command line's own screen, chosen, then 4 iPhones × 2 orientations.
        #expect(first.page.contains("<option value=\"\" selected>as given (a preview's device, --size, --device)</option>"))
        #expect(first.page.components(separatedBy: "<option value=\"device=").count - 1 == 8)
        #expect(first.page.contains("<option value=\"device=iPhone%20SE&amp;orientation=landscape\">iPhone SE, landscape (667×375)</option>"))
        #expect(first.page.contains("proposed 320×100"))
        // Chosen: the iPhone SE's safe area held sideways (667 wide; iOS hides the status bar).
        let started = Date()
        let chosen = try #require(Self.get("/?device=iPhone%20SE&orientation=landscape", port: port))
        print("arrange watch: the page on a chosen device made in \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
        #expect(chosen.contains("data-watch-device=\"device=iPhone%20SE&amp;orientation=landscape\""), "\(chosen.prefix(2000))")
        #expect(chosen.contains("<option value=\"device=iPhone%20SE&amp;orientation=landscape\" selected>"))
        #expect(chosen.contains("proposed 667×375"), "\(chosen.prefix(3000))")
        // An unknown device is the page as given.
        #expect(Self.get("/?device=Nokia", port: port)?.contains("proposed 320×100") == true)

        // The slider's pictures are left out of the page (a fifth of a save's time) and served
        // apart when the page asks.
        #expect(first.page.contains("data-watch-sweep=\"/sweep?view=Row\""))
        #expect(!first.page.contains("\"picture\":\"data:image/png"))
        // (A device's screen has no slider.)
        #expect(!chosen.contains("data-watch-sweep="))
        let sweep = try #require(Self.get("/sweep?view=Row", port: port))
        #expect(sweep.components(separatedBy: "\"picture\":\"data:image/png;base64,").count - 1 == 41, "\(sweep.prefix(300))")
        #expect(sweep.hasPrefix("{\"height\":100,\"proposals\":[{\"width\":0,"), "\(sweep.prefix(300))")
        #expect(Self.get("/sweep?view=Nothing", port: port) == "null")
    }

    /// The page open in chromium (driven through chromedriver) reloads itself when the file is
    /// saved: the time from the save to the new page being shown is measured and printed, the
    /// page of a compile error marks its line, and the fixed file's page comes back.
    @Test func theOpenPageReloadsInChromiumWhenTheFileIsSaved() throws {
        try #require(ChromeDriver.missingReason == nil, "\(ChromeDriver.missingReason ?? "")")
        let folder = ArrangeExecutable.workspace.appendingPathComponent("watch-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Row.swift")
        try Data(Self.row.utf8).write(to: file)
        let watch = try Watch([file.lastPathComponent, "--port", "0", "--size", "320x100"], in: folder)
        defer { watch.stop() }
        let port = try #require(watch.port(), "arrange watch printed no address: \(watch.output)")
        #expect(Self.waitForPage(port: port, within: 240) { $0.contains("data-watch-state=\"page\"") } != nil, "\(watch.output)")

        let browser = try ChromeDriver()
        defer { browser.quit() }
        try browser.open("http://127.0.0.1:\(port)/")
        let shown = "return document.body.getAttribute('data-watch-version')"
        #expect(try browser.evaluate(shown) as? String == "1")
        #expect(try browser.evaluate("return document.getElementById('caption').textContent.length > 0") as? Bool == true)
        // The page's slider is there: a watched page is the explainer page.
        #expect(try browser.evaluate("return document.getElementById('proposal-slider') !== null") as? Bool == true)
        // Used, the slider fetches its pictures from the server and shows the one at its position.
        _ = try browser.evaluate("var s = document.getElementById('proposal-slider'); s.value = '10'; s.dispatchEvent(new Event('input')); return true")
        #expect(browser.wait(for: "return document.body.getAttribute('data-sweep-pictures') === 'loaded' && document.getElementById('picture').getAttribute('href').indexOf('data:image/png') === 0", within: 30) != nil)

        // Saved: the page reloads itself with the new text, measured from the save.
        var times: [Double] = []
        for (round, word) in ["After", "Again", "Later"].enumerated() {
            try Data(Self.row.replacingOccurrences(of: "Before", with: word).utf8).write(to: file)
            let seconds = browser.wait(
                for: "return document.body.getAttribute('data-watch-version') === '\(round + 2)' && document.body.innerHTML.indexOf('&quot;\(word)&quot;') >= 0 || document.body.textContent.indexOf('\"\(word)\"') >= 0",
                within: 60)
            let measured = try #require(seconds, "the page did not show \(word): \(watch.output)")
            times.append(measured)
        }
        print("arrange watch in chromium: save → page shown in " + times.map { String(format: "%.2f", $0) }.joined(separator: ", ") + " s (" + watch.output.split(separator: "\n").filter { $0.contains(" view") && $0.hasSuffix(" s") }.map { String($0.split(separator: " in ").last ?? "") }.joined(separator: ", ") + " making the page)")
        #expect(times.allSatisfy { $0 < 30 })

        // A compile error: the open page turns into the problem page, marking the line.
        try Data((Self.row + "\nlet broken: Int = \"text\"\n").utf8).write(to: file)
        #expect(browser.wait(for: "return document.body.getAttribute('data-watch-state') === 'problem'", within: 60) != nil)
        #expect(try browser.evaluate("return document.querySelector('#watch-problem mark').textContent") as? String == "Row.swift:8:19: error: cannot convert value of type 'String' to specified type 'Int'")
        // Fixed: the page comes back by itself.
        try Data(Self.row.utf8).write(to: file)
        #expect(browser.wait(for: "return document.body.getAttribute('data-watch-state') === 'page'", within: 60) != nil)
    }

    /// Each version runs in a child of the watch's host process (`SnippetHost`): a trap in the
    /// snippet ends that child only. The page names the view and the line, as `html` does, the
    /// same watch serves the fixed file's page, and the next trap is reported again.
    @Test func aTrapInTheSnippetEndsItsRunNotTheWatch() throws {
        let folder = ArrangeExecutable.workspace.appendingPathComponent("watch-trap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Trap.swift")
        let trap = """
            import SwiftUI

            struct Trap: View {
                let items = [1, 2]
                var body: some View {
                    Text("Item \\(items[5])")
                }
            }
            """
        try Data(trap.utf8).write(to: file)
        let watch = try Watch([file.lastPathComponent, "--port", "0", "--size", "320x100", "--verbose"], in: folder)
        defer { watch.stop() }
        let port = try #require(watch.port(), "arrange watch printed no address: \(watch.output)")
        let trapped = Self.waitForPage(port: port, within: 240) { $0.contains("data-watch-state=\"problem\"") && $0.contains("data-watch-version=\"1\"") }
        #expect(watch.output.contains("arrange: each version is compiled into a library and run in a process that has the kit loaded."))
        #expect(trapped?.page.contains("<mark>Trap.swift:6: Fatal error: Index out of range</mark>") == true, "\(trapped?.page ?? watch.output)")
        #expect(trapped?.page.contains("stopped at a fatal error in Trap&#39;s body (Trap.swift:6)") == true)
        try Data(trap.replacingOccurrences(of: "items[5]", with: "items[1]").utf8).write(to: file)
        let fixed = Self.waitForPage(port: port, within: 60) { $0.contains("data-watch-state=\"page\"") }
        #expect(fixed?.page.contains("&quot;Item 2&quot;") == true, "\(fixed?.page ?? watch.output)")
        try Data(trap.utf8).write(to: file)
        #expect(Self.waitForPage(port: port, within: 60) { $0.contains("data-watch-state=\"problem\"") && $0.contains("Index out of range") } != nil)
        #expect(watch.process.isRunning)
    }

    /// The processes whose parent is `parent`, from `/proc/PID/stat` (the field after the state).
    static func children(of parent: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == parent
        }
    }

    /// The state letter of process `pid` (`R`, `S`, `Z` for one ended and not yet waited for …),
    /// or `nil` when there is no such process.
    static func state(of pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].first { $0 != " " }
    }

    /// The watch's host: its child running the compiled host program (a cached `program`;
    /// each version's run is a child of the host, not of the watch), waiting up to `seconds`.
    static func host(of watch: pid_t, except old: pid_t? = nil, within seconds: Double) -> pid_t? {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            let hosts = children(of: watch).filter { pid in
                pid != old && state(of: pid) != "Z"
                    && (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe"))?.hasSuffix("/program") == true
            }
            if let host = hosts.first { return host }
            usleep(100_000)
        }
        return nil
    }

    /// Waits up to `seconds` for process `pid` to be gone (waited for by its parent); whether it is.
    static func waitUntilGone(_ pid: pid_t, within seconds: Double) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if state(of: pid) == nil { return true }
            usleep(100_000)
        }
        return state(of: pid) == nil
    }

    /// The host dies (killed, the OOM killer): the watch waits for it (no zombie), the next save
    /// starts a new host and its page is served as the next version, and stopping the watch
    /// leaves no host behind.
    @Test func aKilledHostIsReplacedAtTheNextSave() throws {
        let folder = ArrangeExecutable.workspace.appendingPathComponent("watch-host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Row.swift")
        try Data(Self.row.utf8).write(to: file)
        let watch = try Watch([file.lastPathComponent, "--port", "0", "--size", "320x100", "--verbose"], in: folder)
        defer { watch.stop() }
        let port = try #require(watch.port(), "arrange watch printed no address: \(watch.output)")
        let first = Self.waitForPage(port: port, within: 240) { $0.contains("data-watch-state=\"page\"") }
        #expect(first?.page.contains("&quot;Before&quot;") == true, "\(watch.output)")
        #expect(watch.output.contains("arrange: each version is compiled into a library and run in a process that has the kit loaded."))
        let host = try #require(Self.host(of: watch.process.processIdentifier, within: 30), "no host: \(watch.output)")
        // The host's program, compiled once and cached: a new host runs the same file (a snippet
        // run as a program, without a host, would be another).
        let hostProgram = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(host)/exe")

        // Killed: the watch notices and waits for it.
        #expect(kill(host, SIGKILL) == 0)
        #expect(Self.waitUntilGone(host, within: 30), "the killed host is left as \(Self.state(of: host).map(String.init) ?? "?")")

        // The next save: a new host, and the new page as version 2.
        try Data(Self.row.replacingOccurrences(of: "Before", with: "After").utf8).write(to: file)
        let second = Self.waitForPage(port: port, within: 120) { $0.contains("&quot;After&quot;") && $0.contains("data-watch-state=\"page\"") }
        #expect(second != nil, "\(watch.output)")
        #expect(Self.get("/version", port: port) == "2")
        let newHost = try #require(
            Self.host(of: watch.process.processIdentifier, except: host, within: 30), "no new host: \(watch.output)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(newHost)/exe") == hostProgram)
        // The save after runs in the same new host.
        try Data(Self.row.replacingOccurrences(of: "Before", with: "Later").utf8).write(to: file)
        #expect(Self.waitForPage(port: port, within: 120) { $0.contains("&quot;Later&quot;") } != nil, "\(watch.output)")
        #expect(Self.get("/version", port: port) == "3")
        #expect(Self.host(of: watch.process.processIdentifier, within: 1) == newHost)

        // Stopped: no host is left running, reparented.
        watch.stop()
        #expect(Self.waitUntilGone(newHost, within: 30) || Self.state(of: newHost) == "Z",
                "the host outlived the watch: \(Self.state(of: newHost).map(String.init) ?? "?")")
    }

    @Test func aBadPortIsAUsageError() {
        let result = ArrangeExecutable.run(["watch", "x.swift", "--port", "70000"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--port '70000' is not a port"))
    }
}

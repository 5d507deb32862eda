import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Runs the built `arrange` executable, as a user does.
enum ArrangeExecutable {
    /// `arrange`, next to the test bundle (`swift build --build-tests` and `swift test` build
    /// it into the same folder), else in the package's `.build/debug`.
    static let path: String = {
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidates = [
            runner.deletingLastPathComponent().appendingPathComponent("arrange").path,
            Bundle.main.bundleURL.appendingPathComponent("arrange").path,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug/arrange").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }()

    /// A folder for this test run: its snippets, outputs and the build cache the tests share.
    /// Folders of earlier runs whose process has ended are removed first.
    static let workspace: URL = {
        let temporary = FileManager.default.temporaryDirectory
        let prefix = "arrange-tool-tests-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix) {
            if let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0 {
                try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
            }
        }
        let folder = temporary.appendingPathComponent(prefix + "\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }()

    /// The book's snippet, written once into the workspace (so every test reuses one build).
    static let bookFile: String = write(BookSnippet.source, to: "book.swift")

    /// Writes `source` to `name` in the workspace; its path.
    static func write(_ source: String, to name: String) -> String {
        let url = workspace.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(source.utf8).write(to: url)
        return url.path
    }

    /// Runs `arrange arguments` (or `executable arguments`) in the workspace with the shared
    /// cache (or `cache`); its exit status, standard output and standard error.
    static func run(
        _ arguments: [String], cache: URL? = nil, environment extra: [String: String] = [:], in folder: URL? = nil, input: Pipe? = nil,
        executable: String = path
    ) -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? workspace
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = (cache ?? workspace.appendingPathComponent("cache")).path
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        if let input { process.standardInput = input }
        do { try process.run() } catch { return (-1, "", "cannot run \(executable): \(error)") }
        let errorData = ErrorBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData.data, as: UTF8.self))
    }

    /// The width and height a PNG file's IHDR chunk gives, or `nil` if it is not a PNG.
    static func pngSize(_ path: String) -> (width: Int, height: Int)? {
        guard let data = FileManager.default.contents(atPath: path), data.count > 24 else { return nil }
        let bytes = [UInt8](data)
        guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func integer(at offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(at: 16), integer(at: 20))
    }
}

private final class RaceResults: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int: Int32] = [:]

    func set(_ index: Int, _ status: Int32) {
        lock.lock()
        values[index] = status
        lock.unlock()
    }

    var statuses: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return values.keys.sorted().map { values[$0]! }
    }
}

private final class RaceMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func append(_ message: String) {
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return messages
    }
}

private final class ErrorBox: @unchecked Sendable {
    var data = Data()
}

/// Finds the root element's name of an XML document.
private final class RootName: NSObject, XMLParserDelegate {
    var name: String?
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == nil { name = elementName }
    }
}

@Suite("arrange, end to end", .serialized)
struct EndToEndTests {
    let book = ArrangeExecutable.bookFile

    @Test func theExecutableIsBuilt() {
        #expect(FileManager.default.isExecutableFile(atPath: ArrangeExecutable.path))
    }

    @Test func explainPrintsTheBooksStepsInEnglish() {
        let result = ArrangeExecutable.run(["explain", book, "--size", "320x480", "--lang", "en"] + BookSnippet.assumedText)
        #expect(result.status == 0)
        #expect(BookSnippet.sizingSteps(in: result.output, view: "Favorite", heading: "Sizing") == BookSnippet.favoriteEnglish)
        #expect(BookSnippet.sizingSteps(in: result.output, view: "Flexible", heading: "Sizing") == BookSnippet.flexibleEnglish)
        #expect(result.output.contains("Favorite: proposed 320×480, reports 71×37"))
        #expect(result.output.contains("Flexible: proposed 320×480, reports 320×37"))
        // A file with previews shows only its previews, in the order they are declared, as
        // Xcode's canvas does (its struct and bare expression are not drawn).
        let headings = result.output.split(separator: "\n").filter { $0.contains(": proposed 320×480") }.map { $0.split(separator: ":")[0] }
        #expect(headings == ["Favorite", "Flexible"])
    }

    @Test func explainSpeaksKoreanWhenTheLocaleDoes() {
        let result = ArrangeExecutable.run(
            ["explain", book, "--size", "320x480", "--view", "Favorite"] + BookSnippet.assumedText, environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Favorite: 제안 320×480, 보고 71×37"))
        #expect(BookSnippet.sizingSteps(in: result.output, view: "Favorite", heading: "크기 결정") == BookSnippet.favoriteKorean)
        let korean = ArrangeExecutable.run(["explain", book, "--size", "320x480", "--view", "Flexible", "--lang", "ko"] + BookSnippet.assumedText)
        let steps = BookSnippet.sizingSteps(in: korean.output, view: "Flexible", heading: "크기 결정")
        #expect(steps.count == 10)
        #expect(steps.count == 10 && steps[5].hasPrefix("frame의 너비는 max(0, min(∞, 300)) = 300이 되고"))
        // --lang before the command applies to it; a --lang after it wins.
        let before = ArrangeExecutable.run(["--lang", "ko", "explain", book, "--size", "320x480", "--view", "Favorite"] + BookSnippet.assumedText)
        #expect(before.status == 0)
        #expect(before.output.hasPrefix("Favorite: 제안 320×480, 보고 71×37"))
        let overridden = ArrangeExecutable.run(["--lang", "ko", "explain", book, "--view", "Favorite", "--lang", "en"])
        // A preview without --size is on iPhone 15 Pro, as Xcode's canvas shows it.
        #expect(overridden.output.hasPrefix("Favorite: proposed 393×852"))
        let frames = ArrangeExecutable.run(["--lang", "ko", "frames", "--help"])
        #expect(frames.status == 0)
        #expect(frames.output.hasPrefix("USAGE: arrange frames FILE"))
        // Any of a command's options may come before it; a command's name as a flag's value is a value.
        let options = ArrangeExecutable.run(["-v", "--size", "320x480", "--view", "explain", "explain", book, "--lang", "en"])
        #expect(options.status == 2)
        #expect(options.errors.hasPrefix("arrange: \(book): cached build "))  // -v
        #expect(options.errors.contains("arrange: no view named 'explain' in \(book); there is: "))
        let wrong = ArrangeExecutable.run(["--json", "explain", book])
        #expect(wrong.status == 2)
        #expect(wrong.errors == "arrange: 'explain' does not take --json. Run 'arrange explain --help'.\n")
    }

    @Test func explainFocusesOnAMarkedView() {
        let result = ArrangeExecutable.run(["explain", book, "--size", "320x480", "--view", "Flexible", "--focus", "frame", "--depth", "0", "--lang", "en"] + BookSnippet.assumedText)
        #expect(result.status == 0)
        #expect(result.output.contains("3. background proposes the same 300×460 to its primary subview, frame.\n6. frame: its width becomes max(0, min(∞, 300)) = 300; it reports 300×17.\n"))
        #expect(!result.output.contains("to text."))
    }

    @Test func unspecifiedAndInfiniteSizesArePassedOn() {
        let result = ArrangeExecutable.run(["explain", book, "--size", "nilxinf", "--view", "Favorite", "--lang", "en"] + BookSnippet.assumedText)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Favorite: proposed nil×∞, reports 71×37\n\nSizing\n1. The system proposes nil×∞ to background."))
    }

    @Test func framesAsJSONHoldTheNumbers() throws {
        let result = ArrangeExecutable.run(["frames", book, "--size", "320x480", "--json", "--view", "Favorite"] + BookSnippet.assumedText)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["name"] as? String == "Favorite")
        let size = try #require(document["size"] as? [String: Any])
        #expect(size["width"] as? Double == 71)
        #expect(size["height"] as? Double == 37)
        let nodes = try #require(document["nodes"] as? [[String: Any]])
        let text = try #require(nodes.first { $0["id"] as? String == "text" })
        let frame = try #require(text["frame"] as? [String: Any])
        #expect(frame["x"] as? Double == 10)
        #expect(frame["y"] as? Double == 10)
        #expect(frame["width"] as? Double == 51)
        #expect(frame["height"] as? Double == 17)
    }

    @Test func framesOfSeveralViewsAreAnArray() throws {
        let result = ArrangeExecutable.run(["frames", book, "--size", "320x480", "--json"] + BookSnippet.assumedText)
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(documents.map { $0["name"] as? String } == ["Favorite", "Flexible"])
        let flexible = try #require(documents[1]["size"] as? [String: Any])
        #expect(flexible["width"] as? Double == 320)
    }

    @Test func framesAsATableNameEachView() {
        let result = ArrangeExecutable.run(["frames", book, "--size", "320x480", "--view", "Favorite"] + BookSnippet.assumedText)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Favorite\n"))
        #expect(result.output.contains("background"))
    }

    @Test func renderWritesAPNGPerViewAtTheReportedSizeTimesTheScale() {
        let folder = ArrangeExecutable.workspace.appendingPathComponent("png").path + "/"
        let result = ArrangeExecutable.run(["render", book, "--size", "320x480", "-o", folder] + BookSnippet.assumedText)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Favorite: wrote \(folder)book-Favorite.png (71×37 pt, 142×74 px)"))
        let favorite = ArrangeExecutable.pngSize(folder + "book-Favorite.png")
        #expect(favorite?.width == 142)
        #expect(favorite?.height == 74)
        let flexible = ArrangeExecutable.pngSize(folder + "book-Flexible.png")
        #expect(flexible?.width == 640)
        #expect(flexible?.height == 74)
        #expect(ArrangeExecutable.pngSize(folder + "book-Badge.png") == nil)  // previews only
        #expect(ArrangeExecutable.pngSize(folder + "book-Snippet.png") == nil)
    }

    @Test func renderOnACanvasTakesTheWholeProposal() {
        let path = ArrangeExecutable.workspace.appendingPathComponent("canvas.png").path
        let result = ArrangeExecutable.run(["render", book, "--size", "320x480", "--canvas", "--scale", "1", "--view", "Favorite", "-o", path] + BookSnippet.assumedText)
        #expect(result.status == 0, "\(result.errors)")
        let size = ArrangeExecutable.pngSize(path)
        #expect(size?.width == 320)
        #expect(size?.height == 480)
    }

    @Test func renderWritesPDFAndSVG() throws {
        let pdf = ArrangeExecutable.workspace.appendingPathComponent("favorite.pdf").path
        let pdfRun = ArrangeExecutable.run(["render", book, "--size", "320x480", "--view", "Favorite", "-o", pdf] + BookSnippet.assumedText)
        #expect(pdfRun.status == 0, "\(pdfRun.errors)")
        let pdfData = try #require(FileManager.default.contents(atPath: pdf))
        #expect(String(decoding: pdfData.prefix(5), as: UTF8.self) == "%PDF-")

        let svg = ArrangeExecutable.workspace.appendingPathComponent("flexible").path
        let svgRun = ArrangeExecutable.run(["render", book, "--size", "320x480", "--view", "Flexible", "--format", "svg", "-o", svg] + BookSnippet.assumedText)
        #expect(svgRun.status == 0, "\(svgRun.errors)")
        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: svg)))
        let root = RootName()
        parser.delegate = root
        #expect(parser.parse())
        #expect(root.name == "svg")
    }

    @Test func htmlWritesAPage() throws {
        let page = ArrangeExecutable.workspace.appendingPathComponent("favorite.html").path
        let result = ArrangeExecutable.run(["html", book, "--view", "Favorite", "-o", page] + BookSnippet.assumedText)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "Favorite: wrote \(page)\n")
        let html = try #require(try? String(contentsOfFile: page, encoding: .utf8))
        #expect(html.lowercased().contains("<html"))
    }

    /// A layout warning in a compiled file names the view and the line that made the node, as
    /// a compile error does, so that it can be found in the file.
    @Test func layoutWarningsPointAtTheUsersLine() {
        let file = ArrangeExecutable.write("""
            import SwiftUI

            struct Badge: View {
                var body: some View {
                    Text("New")
                        .frame(width: -4)
                }
            }

            #Preview { Badge() }
            """, to: "badge.swift")
        let result = ArrangeExecutable.run(["frames", file])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("(at Badge › frame, badge.swift:6)"), "\(result.output)")
        #expect(result.output.contains("Invalid frame dimension (negative or non-finite). Got -4;"), "\(result.output)")
    }

    @Test func compileErrorsPointAtTheUsersLine() {
        let file = ArrangeExecutable.write("""
            import SwiftUI

            #Preview {
                Text("Typo")
                    .paddin(10)
            }
            """, to: "typo.swift")
        let result = ArrangeExecutable.run(["render", file])
        #expect(result.status == 1)
        #expect(result.errors.contains("\(file):5:10: error: value of type 'Text' has no member 'paddin'\n        .paddin(10)\n"))
        #expect(result.errors.hasSuffix("arrange: \(file) does not compile (1 error).\n"))
        #expect(!result.errors.contains("main.swift"))
        #expect(!result.errors.lowercased().contains("stack"))
        // A name the compiler cannot spell in `#sourceLocation` (quotes, a backslash) still
        // comes back exactly, as does Korean.
        let odd = ArrangeExecutable.write("Text(\"x\")\nlet n: Int = \"s\"\n", to: "say \"hi\" \\ 한글.swift")
        let oddResult = ArrangeExecutable.run(["frames", odd])
        #expect(oddResult.status == 1)
        #expect(oddResult.errors.hasPrefix("\(odd):2:14: error: cannot convert value of type 'String' to specified type 'Int'\n"))
    }

    @Test func anErrorNamingSwiftUIAPIArrangeLacksSaysSoAndNoNotePointsIntoArrange() {
        // `navigationSubtitle` (a SwiftUI modifier Arrange lacks) and a call whose candidates
        // the compiler would show in Arrange's own Color.swift.
        let file = ArrangeExecutable.write("""
            import SwiftUI

            struct Missing: View {
                var body: some View {
                    Text("Inbox").navigationSubtitle("3 unread")
                }
            }

            struct Wrong: View {
                var body: some View {
                    Color(white: "grey")
                }
            }
            """, to: "missing-api.swift")
        let result = ArrangeExecutable.run(["render", file])
        #expect(result.status == 1)
        #expect(result.errors.contains(
            "\(file):5:23: note: `navigationSubtitle` is SwiftUI API that Arrange does not provide yet; see docs/compatibility.md\n"))
        #expect(!result.errors.contains("Sources/Arrange"))
        #expect(!result.errors.contains(".build/"))
        #expect(result.errors.hasSuffix("arrange: \(file) does not compile (2 errors).\n"))
    }

    @Test func aSecondRunReusesTheCompiledProgram() throws {
        let cache = ArrangeExecutable.workspace.appendingPathComponent("fresh-cache")
        let file = ArrangeExecutable.write("Color.red.frame(width: 10, height: 20)\n", to: "cached.swift")
        let first = ArrangeExecutable.run(["explain", file, "--verbose", "--lang", "en"], cache: cache)
        #expect(first.status == 0)
        #expect(first.errors.contains("arrange: \(file): compiled in "))
        let second = ArrangeExecutable.run(["explain", file, "--verbose", "--lang", "en"], cache: cache)
        #expect(second.status == 0)
        #expect(second.errors.contains("arrange: \(file): cached build "))
        #expect(!second.errors.contains("compiled in"))
        #expect(second.output == first.output)
        #expect(second.output.hasPrefix("Snippet: proposed 390×844, reports 10×20"))
        // One build folder (32 hex digits) beside the compiler's module cache (clang).
        let builds = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("arrange").path).filter { $0 != "clang" }
        #expect(builds.count == 1)
    }

    @Test func twoRunsCompilingTheSameSnippetAtOnceBothSucceed() throws {
        // Runs of one snippet at the same moment share one build: one compiles while the others
        // wait on the build folder's lock, then reuse its program.
        let cache = ArrangeExecutable.workspace.appendingPathComponent("race-cache")
        let file = ArrangeExecutable.write("Color.green.frame(width: 12, height: 34)\n", to: "race.swift")
        let results = RaceResults()
        let said = RaceMessages()
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            let run = ArrangeExecutable.run(["explain", file, "--lang", "en", "--verbose"], cache: cache)
            results.set(index, run.status)
            said.append(run.errors)
        }
        #expect(results.statuses == [0, 0, 0], "\(said.all)")
        #expect(said.all.filter { $0.contains("compiled in") }.count == 1, "\(said.all)")
        #expect(said.all.filter { $0.contains("cached build") }.count == 2, "\(said.all)")
        // One build folder (32 hex digits) beside the compiler's module cache (clang).
        let builds = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("arrange").path).filter { $0 != "clang" }
        #expect(builds.count == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("arrange/\(builds[0])").path)
        #expect(leftovers.sorted() == ["build.lock", "main.swift", "program", "program.stamp"])
    }

    @Test func aSyntaxErrorTheToolchainsDiagnosticsTrapOnIsStillReportedAsASyntaxError() {
        // `let x \u{FFFD}= 1` traps SwiftParserDiagnostics ("A Fix-It must have at least one
        // change"); the description runs in a child arrange, and its death is not the tool's.
        let file = ArrangeExecutable.write("let x \u{FFFD}= 1\n", to: "replacement-character.swift")
        let result = ArrangeExecutable.run(["frames", file])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(file):1:"))
        #expect(result.errors.contains(": error: "))
        #expect(result.errors.hasSuffix("arrange: \(file) has syntax errors; nothing was compiled.\n"))
        #expect(!result.errors.contains("Fatal error"))
        // An ordinary syntax error is described by the child as SwiftParser words it.
        let ordinary = ArrangeExecutable.write("Text(\"a\").padding(\n", to: "open-call.swift")
        let described = ArrangeExecutable.run(["frames", ordinary])
        #expect(described.errors.hasPrefix("\(ordinary):1:19: error: expected value and ')' to end function call\n"))
    }

    @Test func nestingTheParserCannotAffordIsASyntaxErrorNotAHangOrACrash() {
        let started = Date()
        for (name, source) in [
            ("brackets-24", String(repeating: "[", count: 24) + "Text(\"hi\")\n"),
            ("brackets-1500", String(repeating: "[", count: 1500) + "Text(\"hi\")\n"),
            ("if-4673", "#Preview {\n" + String(repeating: "#if os(Linux)\n", count: 4673) + "Text(\"a\")\n"
                + String(repeating: "#endif\n", count: 4673) + "}\n"),
        ] {
            let file = ArrangeExecutable.write(source, to: "\(name).swift")
            let result = ArrangeExecutable.run(["frames", file])
            #expect(result.status == 1, "\(name)")
            #expect(result.errors.contains("deep here; arrange reads at most"), "\(name): \(result.errors)")
            #expect(result.errors.hasSuffix("has syntax errors; nothing was compiled.\n"), "\(name)")
        }
        // Each was refused before parsing (24 levels alone took SwiftParser over a minute).
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func stoppingArrangeStopsTheCompilerAndTheProgramItRuns() throws {
        // The compiler, then a program whose body never returns: SIGTERM or SIGINT to arrange
        // takes each with it, instead of leaving it running reparented.
        for (stage, signalNumber) in [("compiling", SIGTERM), ("running", SIGINT)] {
            let cache = ArrangeExecutable.workspace.appendingPathComponent("signal-cache-\(stage)")
            let marker = "signal-\(stage)-\(UUID().uuidString.prefix(8))"
            let file = ArrangeExecutable.write("""
                struct Forever: View {
                    var body: some View {
                        let _ = { while "\(marker)".count > 0 { usleep(1000) } }()
                        Color.red
                    }
                }
                """, to: "\(marker).swift")
            if stage == "running" {
                // Compile it first (the run stops at the time limit), so that the signal finds the program.
                let warm = ArrangeExecutable.run(["frames", file], cache: cache, environment: ["ARRANGE_TIME_LIMIT": "1"])
                #expect(warm.errors.contains("was stopped after 1 s"), "\(warm.errors)")
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: ArrangeExecutable.path)
            process.arguments = ["frames", file]
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = cache.path
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The child to wait for: the compiler reads the cache's main.swift; the program runs from the cache.
            let child = stage == "compiling" ? "main.swift" : "/program"
            let started = Date()
            while Self.processes(mentioning: cache.path, and: child).isEmpty && Date().timeIntervalSince(started) < 60 { usleep(50_000) }
            #expect(!Self.processes(mentioning: cache.path, and: child).isEmpty, "\(stage): the child never started")
            kill(process.processIdentifier, signalNumber)
            process.waitUntilExit()
            #expect(process.terminationReason == .exit)
            #expect(process.terminationStatus == 128 + signalNumber)
            let stopped = Date()
            // A child that outlives arrange would run on forever; one being stopped can take seconds
            // to go on a loaded machine (it failed at 5 s with both cores busy), so allow 30.
            while !Self.processes(mentioning: cache.path, and: child).isEmpty && Date().timeIntervalSince(stopped) < 30 { usleep(50_000) }
            #expect(Self.processes(mentioning: cache.path, and: child).isEmpty, "\(stage): a child outlived arrange")
        }
    }

    /// The processes whose command line contains both strings.
    static func processes(mentioning first: String, and second: String) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> Int32? in
            guard let pid = Int32(name), let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return line.contains(first) && line.contains(second) ? pid : nil
        }
    }

    @Test func aWriteThatFailsLeavesThePreviousPictureWhole() throws {
        // A full disk, played by a 2 KB file-size limit: the picture is written to a temporary
        // file and renamed, so the earlier out.png stays whole and nothing half-written is left.
        let folder = ArrangeExecutable.workspace.appendingPathComponent("full-disk")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let small = ArrangeExecutable.write("Color.red.frame(width: 4, height: 4)\n", to: "full-disk-small.swift")
        let large = ArrangeExecutable.write(
            "Text(String(repeating: \"Arrange lays text out. \", count: 60)).frame(width: 390)\n", to: "full-disk-large.swift")
        let out = folder.appendingPathComponent("out.png").path
        #expect(ArrangeExecutable.run(["render", small, "-o", out]).status == 0)
        let before = try #require(FileManager.default.contents(atPath: out))
        // Compile the large one without the limit (its picture elsewhere), then write it over out.png within it.
        #expect(ArrangeExecutable.run(["render", large, "-o", folder.appendingPathComponent("elsewhere/large.png").path]).status == 0)
        let limited = Process()
        limited.executableURL = URL(fileURLWithPath: "/bin/sh")
        limited.arguments = ["-c", "ulimit -f 2; exec \"$0\" render \"$1\" -o \"$2\"", ArrangeExecutable.path, large, out]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = ArrangeExecutable.workspace.appendingPathComponent("cache").path
        limited.environment = environment
        let errors = Pipe()
        limited.standardError = errors
        limited.standardOutput = FileHandle.nullDevice
        try limited.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        limited.waitUntilExit()
        #expect(limited.terminationReason == .exit && limited.terminationStatus == 1, "\(said)")
        #expect(said.contains("cannot write \(out)"), "\(said)")
        #expect(FileManager.default.contents(atPath: out) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["elsewhere", "out.png"])
    }

    @Test func aDamagedOrSwappedCacheEntryIsRepairedByTheNextRun() throws {
        let cache = ArrangeExecutable.workspace.appendingPathComponent("damaged-cache")
        let red = ArrangeExecutable.write("Color.red.frame(width: 11, height: 22)\n", to: "damaged-red.swift")
        let blue = ArrangeExecutable.write("Color.blue.frame(width: 33, height: 44)\n", to: "damaged-blue.swift")
        let files = FileManager.default
        func folder(of file: String) throws -> URL {
            let run = ArrangeExecutable.run(["frames", file, "--verbose"], cache: cache)
            #expect(run.status == 0, "\(run.errors)")
            let line = try #require(run.errors.split(separator: "\n").first { $0.contains("/program") })
            let path = String(line[line.range(of: " to /")!.upperBound...].dropLast(0))
            return URL(fileURLWithPath: "/" + path).deletingLastPathComponent()
        }
        let redFolder = try folder(of: red)
        let blueFolder = try folder(of: blue)
        // Another snippet's program and stamp copied in: not run, compiled anew.
        try files.removeItem(at: redFolder.appendingPathComponent("program"))
        try files.removeItem(at: redFolder.appendingPathComponent("program.stamp"))
        try files.copyItem(at: blueFolder.appendingPathComponent("program"), to: redFolder.appendingPathComponent("program"))
        try files.copyItem(at: blueFolder.appendingPathComponent("program.stamp"), to: redFolder.appendingPathComponent("program.stamp"))
        let swapped = ArrangeExecutable.run(["frames", red, "--verbose"], cache: cache)
        #expect(swapped.status == 0)
        #expect(swapped.output.hasPrefix("Snippet\nproposal 390×844 → size 11×22\n"))
        #expect(swapped.errors.contains("compiled in"))
        // A folder where the program should be.
        try files.removeItem(at: redFolder.appendingPathComponent("program"))
        try files.createDirectory(at: redFolder.appendingPathComponent("program/inside"), withIntermediateDirectories: true)
        let folderInPlace = ArrangeExecutable.run(["frames", red], cache: cache)
        #expect(folderInPlace.status == 0, "\(folderInPlace.errors)")
        #expect(folderInPlace.output.hasPrefix("Snippet\nproposal 390×844 → size 11×22\n"))
        // A file where the build folder should be.
        try files.removeItem(at: redFolder)
        try Data("not a folder".utf8).write(to: redFolder)
        let fileInPlace = ArrangeExecutable.run(["frames", red], cache: cache)
        #expect(fileInPlace.status == 0, "\(fileInPlace.errors)")
        #expect(fileInPlace.output.hasPrefix("Snippet\nproposal 390×844 → size 11×22\n"))
    }

    @Test func aFolderRendersInParallelWithProgress() {
        _ = ArrangeExecutable.write("Color.red.frame(width: 10, height: 20)\n", to: "many/a.swift")
        _ = ArrangeExecutable.write("struct Square: View { var body: some View { Color.blue.frame(width: 30, height: 30) } }\n", to: "many/b.swift")
        let out = ArrangeExecutable.workspace.appendingPathComponent("many-out").path
        let result = ArrangeExecutable.run(["render", "many", "--scale", "1", "-o", out])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("[2/2]"))
        #expect(ArrangeExecutable.pngSize(out + "/a-Snippet.png")?.width == 10)
        #expect(ArrangeExecutable.pngSize(out + "/a-Snippet.png")?.height == 20)
        #expect(ArrangeExecutable.pngSize(out + "/b-Square.png")?.width == 30)
    }

    @Test func filesOfTheSameNameInSubfoldersDoNotOverwriteEachOther() {
        _ = ArrangeExecutable.write("Color.red.frame(width: 10, height: 20)\n", to: "nested/one/card.swift")
        _ = ArrangeExecutable.write("Color.red.frame(width: 30, height: 40)\n", to: "nested/two/card.swift")
        let out = ArrangeExecutable.workspace.appendingPathComponent("nested-out").path
        let result = ArrangeExecutable.run(["render", "nested", "nested/one/card.swift", "--scale", "1", "-o", out])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("[2/2]"))  // the file named twice runs once
        #expect(ArrangeExecutable.pngSize(out + "/one/card-Snippet.png")?.width == 10)
        #expect(ArrangeExecutable.pngSize(out + "/two/card-Snippet.png")?.width == 30)
        let clash = ArrangeExecutable.run(["render", "nested/one/card.swift", "nested/two/card.swift", "-o", out])
        #expect(clash.status == 2)
        #expect(clash.errors == "arrange: nested/one/card.swift and nested/two/card.swift would both write \(out)/card-…: render them separately, or give their folder.\n")
    }

    @Test(arguments: [
        (["render", "nope.swift"], Int32(1), "arrange: no such file: nope.swift\n"),
        (["render", "BOOK", "--size", "0x-5"], 2, "arrange: --size '0x-5': -5 is negative; a proposal is a length ≥ 0, nil or inf.\n"),
        (["render", "BOOK", "--size", "abc"], 2, "arrange: --size 'abc' is not WIDTHxHEIGHT; write e.g. 390x844, 390xnil or infx100.\n"),
        (["render", "BOOK", "--format", "gif"], 2, "arrange: --format 'gif' is not a format; use png, pdf or svg.\n"),
        (["render", "BOOK", "--frobnicate"], 2, "arrange: unknown option '--frobnicate' for 'render'. Run 'arrange render --help'.\n"),
        (["explain"], 2, "arrange: 'explain' needs a .swift file. Run 'arrange explain --help'.\n"),
        (["explain", "BOOK", "BOOK"], 2, "arrange: 'explain' takes one file; got 2. Run 'arrange explain --help'.\n"),
        (["draw", "BOOK"], 2, "arrange: unknown command or option 'draw'. Commands: render, explain, frames, html, watch. Run 'arrange --help'.\n"),
        (["BOOK"], 2, "arrange: 'BOOK' is a file, not a command: try 'arrange render BOOK' or 'arrange explain BOOK'.\n"),
        (["--lang", "fr"], 2, "arrange: --lang needs 'en' or 'ko'.\n"),
        (["explain", "BOOK", "--view", "Nope"], 2, "arrange: no view named 'Nope' in BOOK; there is: Favorite, Flexible.\n"),
    ])
    func failuresSayWhatIsWrong(arguments: [String], status: Int32, message: String) {
        let book = ArrangeExecutable.bookFile
        let result = ArrangeExecutable.run(arguments.map { $0 == "BOOK" ? book : $0 })
        #expect(result.status == status)
        #expect(result.errors == message.replacingOccurrences(of: "BOOK", with: book))
        #expect(result.output.isEmpty)
    }

    @Test func aMissingKitOrAFileAsTheFolderOfManyAreExplained() throws {
        let empty = ArrangeExecutable.workspace.appendingPathComponent("no-kit")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let noKit = ArrangeExecutable.run(["explain", ArrangeExecutable.bookFile], environment: ["ARRANGE_KIT_DIR": empty.path])
        #expect(noKit.status == 1)
        #expect(noKit.errors == "arrange: ARRANGE_KIT_DIR is \(empty.path), which holds no libArrangeKit.so: point it at the folder that does, or unset it.\n")
        let file = ArrangeExecutable.write("Color.red\n", to: "two/one.swift")
        _ = ArrangeExecutable.write("Color.blue\n", to: "two/other.swift")
        let many = ArrangeExecutable.run(["render", "two", "-o", file])
        #expect(many.status == 2)
        #expect(many.errors == "arrange: -o \(file) is a file; with several files, -o names a folder.\n")
    }

    @Test func platformConditionsTakeTheIPhonesBranchAndImportUIKitBringsArrangeUIKit() {
        let file = ArrangeExecutable.write("""
            #if canImport(SwiftUI)
            import SwiftUI
            #endif
            #if canImport(UIKit)
            import UIKit
            #endif
            #if os(iOS)
            // UIEdgeInsets comes from ArrangeUIKit: 2 × 5 = 10 points wide.
            #Preview("Phone") { Color.red.frame(width: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).left * 5, height: 20) }
            #elseif os(macOS)
            #Preview("Mac") { Color.blue.frame(width: 30, height: 40) }
            #else
            #Preview("Elsewhere") { Color.green.frame(width: 50, height: 60) }
            #endif
            """, to: "conditions.swift")
        let phone = ArrangeExecutable.run(["frames", file, "--verbose"])
        #expect(phone.status == 0)
        #expect(phone.output.hasPrefix("Phone\nproposal 393×852 → size 10×20\n"))
        #expect(!phone.output.contains("Mac") && !phone.output.contains("Elsewhere"))
        #expect(phone.errors.contains(
            "arrange: \(file):7: #if os(iOS) is read as true: the snippet is read for an iPhone (iOS) (--platform macos chooses otherwise).\n"))
        #expect(phone.errors.contains("arrange: \(file):4: #if canImport(UIKit) is read as true"))
        let mac = ArrangeExecutable.run(["frames", file, "--platform", "macos"])
        #expect(mac.status == 0)
        // A Mac preview is on no iPhone: the bare proposal.
        #expect(mac.output.hasPrefix("Mac\nproposal 390×844 → size 30×40\n"))
        #expect(mac.errors == "")
        let wrong = ArrangeExecutable.run(["frames", file, "--platform", "linux"])
        #expect(wrong.status == 2)
        #expect(wrong.errors.contains("--platform 'linux' is not a platform; use ios (an iPhone, the default) or macos."))
    }

    @Test func anUnusableCacheFolderSlowsDownButDoesNotStop() throws {
        let notAFolder = ArrangeExecutable.workspace.appendingPathComponent("cache-is-a-file")
        try Data("x".utf8).write(to: notAFolder)
        // A new program each run, so that the compiler runs (its module cache must not go under the file).
        let file = ArrangeExecutable.write("// \(UUID().uuidString)\nColor.red.frame(width: 10, height: 20)\n", to: "fallback.swift")
        let result = ArrangeExecutable.run(["frames", file], cache: notAFolder)
        #expect(result.status == 0)
        #expect(result.errors.hasPrefix("arrange: warning: cannot keep compiled snippets in \(notAFolder.path)/arrange (\(notAFolder.path) is a file, not a folder); using "))
        #expect(result.output.hasPrefix("Snippet\nproposal 390×844 → size 10×20\n"))
    }

    @Test func observableObjectsObservationAndMainActorViewsCompile() {
        let file = ArrangeExecutable.write("""
            import SwiftUI
            final class Model: ObservableObject {
                @Published var title = "Hi"
            }
            @Observable final class Counter {
                var width: CGFloat = 30
            }
            struct Row: View {
                @ObservedObject var model: Model
                @Binding var title: String
                var body: some View { Color.red.frame(width: title == "Hi" ? 10 : 99, height: 20) }
            }
            @MainActor struct Screen: View {
                @StateObject private var model = Model()
                @State private var counter = Counter()
                var body: some View {
                    HStack(spacing: 0) {
                        Row(model: model, title: $model.title)
                        Color.blue.frame(width: counter.width, height: 20)
                    }
                }
            }
            """, to: "observable.swift")
        let result = ArrangeExecutable.run(["frames", file, "--view", "Screen"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Screen\nproposal 390×844 → size 40×20\n"))
    }

    @Test func oddFilesAreRefusedWithAMessage() throws {
        let dash = ArrangeExecutable.run(["frames", "-"])
        #expect(dash.status == 2)
        #expect(dash.errors == "arrange: '-' (standard input) is not read: save the snippet to a .swift file and name that.\n")
        let binary = ArrangeExecutable.workspace.appendingPathComponent("binary.swift")
        try Data([0xFF, 0xFE, 0x00, 0x81, 0x41]).write(to: binary)
        let notText = ArrangeExecutable.run(["frames", binary.path])
        #expect(notText.status == 1)
        #expect(notText.errors == "arrange: \(binary.path) is not UTF-8 text.\n")
        let folder = ArrangeExecutable.workspace.appendingPathComponent("folder.swift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let empty = ArrangeExecutable.run(["render", folder.path])
        #expect(empty.status == 1)
        #expect(empty.errors == "arrange: \(folder.path) holds no .swift file.\n")
        let missing = ArrangeExecutable.run(["frames", "no such.swift"])
        #expect(missing.errors == "arrange: no such file: no such.swift\n")
    }

    @Test func aFileWithoutViewsOrWithSyntaxErrorsIsNotCompiled() {
        let empty = ArrangeExecutable.write("let answer = 42\n", to: "empty.swift")
        let none = ArrangeExecutable.run(["render", empty])
        #expect(none.status == 1)
        #expect(none.errors.hasPrefix("arrange: \(empty) has no view to lay out"))
        let broken = ArrangeExecutable.write("import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"x\" }\n}\n", to: "broken.swift")
        let syntax = ArrangeExecutable.run(["explain", broken])
        #expect(syntax.status == 1)
        #expect(syntax.errors.hasPrefix("\(broken):3:35: error: expected ')' to end function call\n"))
        #expect(syntax.errors.hasSuffix("arrange: \(broken) has syntax errors; nothing was compiled.\n"))
    }

    @Test func crashesAndEndlessLoopsInTheSnippetEndWithAMessage() {
        let file = ArrangeExecutable.write("""
            print("printed at the top")
            struct Crash: View {
                var body: some View {
                    fatalError("the card has no title")
                }
            }

            struct Endless: View {
                var body: some View {
                    var n = 0
                    while n >= 0 { n = (n + 1) % 10 }
                    return Text("never")
                }
            }

            func depth(_ n: Int) -> Int { n < 0 ? 0 : depth(n + 1) + 1 }
            struct Deep: View {
                var body: some View { Text("\\(depth(0))") }
            }

            struct Hungry: View {
                var body: some View {
                    var kept: [[UInt8]] = []
                    while true { kept.append([UInt8](repeating: 1, count: 50_000_000)) }
                    return Text("\\(kept.count)")
                }
            }

            struct Chatty: View {
                var body: some View {
                    print("printed in a body")
                    return Color.red.frame(width: 10, height: 20)
                }
            }
            """, to: "crash.swift")
        let crash = ArrangeExecutable.run(["explain", file, "--view", "Crash"])
        #expect(crash.status == 1)
        #expect(crash.errors == """
            printed at the top
            \(file):4: Fatal error: the card has no title
            arrange: \(file) stopped at a fatal error in Crash's body (\(file):4) (signal 4); its message is above.

            """)
        let endless = ArrangeExecutable.run(["explain", file, "--view", "Endless"], environment: ["ARRANGE_TIME_LIMIT": "2"])
        #expect(endless.status == 1)
        // The view whose body was running, and the line it was on, from the backtrace.
        // (Without the line when the abort comes between two lines.)
        #expect(["\(file):11", file].map { "printed at the top\narrange: \(file) was stopped after 2 s (ARRANGE_TIME_LIMIT) in Endless's body (\($0)): does a body or a layout loop forever?\n" }.contains(endless.errors))
        let deep = ArrangeExecutable.run(["frames", file, "--view", "Deep"])
        #expect(deep.status == 1)
        #expect(deep.errors.hasSuffix("arrange: \(file) crashed in depth(_:) (\(file):16), called from Deep's body (\(file):18) (signal 11): most often a body or a function that calls itself without end, overflowing the stack.\n"))
        let hungry = ArrangeExecutable.run(["frames", file, "--view", "Hungry"], environment: ["ARRANGE_MEMORY_LIMIT": "300"])
        #expect(hungry.status == 1)
        #expect(hungry.errors.hasSuffix("arrange: \(file) ran out of memory while laying out Hungry (the limit is 300 MB; set ARRANGE_MEMORY_LIMIT in megabytes to change it).\n"))
        // What the snippet prints goes to standard error: standard output stays JSON.
        let chatty = ArrangeExecutable.run(["frames", file, "--view", "Chatty", "--json"])
        #expect(chatty.status == 0)
        #expect(chatty.output.hasPrefix("{\n  \"name\": \"Chatty\","))
        #expect(chatty.errors == "printed at the top\nprinted in a body\n")
        // A snippet reading standard input gets nothing at once, even when arrange's own input
        // is a terminal (here: a pipe that stays open).
        let reader = ArrangeExecutable.write("let typed = readLine()\nText(typed ?? \"nothing\").frame(width: 80)\n", to: "reader.swift")
        let keptOpen = Pipe()
        let read = ArrangeExecutable.run(["frames", reader], environment: ["ARRANGE_TIME_LIMIT": "5"], input: keptOpen)
        #expect(read.status == 0, "\(read.errors)")
        // A process the snippet starts and leaves holding its output is not waited for beyond the time limit.
        let spawner = ArrangeExecutable.write("""
            let sleeper = Process()
            sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
            sleeper.arguments = ["30"]
            try? sleeper.run()
            Color.red.frame(width: 10, height: 20)
            """, to: "spawner.swift")
        let spawned = ArrangeExecutable.run(["frames", spawner], environment: ["ARRANGE_TIME_LIMIT": "2"])
        #expect(spawned.status == 0)
        #expect(spawned.output.hasPrefix("Snippet\nproposal 390×844 → size 10×20\n"))
        #expect(spawned.errors == "arrange: warning: \(spawner) left processes running that hold its output; arrange stopped waiting for them after 2 s.\n")
        // A top-level exit(0) ends the program before the command runs: not a success.
        let early = ArrangeExecutable.write("Text(\"x\")\nexit(0)\n", to: "early.swift")
        let ended = ArrangeExecutable.run(["frames", early])
        #expect(ended.status == 1)
        #expect(ended.errors == "arrange: \(early) ended before its views were laid out: does its top-level code call exit()?\n")
        for result in [crash, deep, hungry] {
            #expect(!result.errors.contains("Current stack trace"))
            #expect(!result.errors.contains("0x0000"))
        }
    }

    @Test func everyCommandHasHelp() {
        for command in ["render", "explain", "frames", "html"] {
            let result = ArrangeExecutable.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("USAGE: arrange \(command) FILE"))
        }
        let overview = ArrangeExecutable.run(["--help"])
        #expect(overview.output.hasPrefix("USAGE: arrange [--lang en|ko]"))
    }

    @Test func theSeedsSnippetsCompileAndLayOutAsTheBookSays() throws {
        // The seeds' code as one file (Tests/ArrangeTests/SeedSnippets.swift: custom Shape,
        // AlignmentID, Layout, extensions), plus a view of the seeds' flow layout. (No previews:
        // a file with previews shows only those; RealViewFileTests has @Previewable previews.)
        let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ArrangeTests/SeedSnippets.swift")
        let source = try String(contentsOf: seeds, encoding: .utf8)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
        let file = ArrangeExecutable.write(source + """

            struct Chips: View {
                var body: some View {
                    ChipFlowLayout(spacing: 8) {
                        Color.red.frame(width: 100, height: 30)
                        Color.green.frame(width: 100, height: 30)
                        Color.blue.frame(width: 100, height: 30)
                    }
                }
            }

            // SwiftUI's @State and @Binding compile (layout sees the initial value).
            struct Counter: View {
                @State private var count = 3
                var body: some View { CountBar(count: $count) }
            }

            struct CountBar: View {
                @Binding var count: Int
                var body: some View { Color.teal.frame(width: CGFloat(count) * 10, height: 20) }
            }
            """, to: "seeds.swift")
        let result = ArrangeExecutable.run(["frames", file, "--json", "--size", "250x500", "--assume-text", "Avocado Toast=110x17"])
        #expect(result.status == 0, "\(result.errors)")
        // CircleButton needs its symbol: skipped with a note pointing at its line.
        let note = try #require(source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("struct CircleButton") })
        #expect(result.errors.contains("\(file):\(note + 1): note: CircleButton cannot be built with CircleButton(): 'symbol' has no initial value."))
        let documents = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(documents.map { $0["name"] as? String } == ["Menu", "ProposalDemo", "FixedSizeDemo", "ToastView", "Chips", "Counter"])
        #expect(result.errors.contains("CountBar cannot be built with CountBar(): 'count' has no initial value."))
        func frame(_ view: Int, id: String) throws -> [String: Double] {
            let nodes = try #require(documents[view]["nodes"] as? [[String: Any]])
            let node = try #require(nodes.first { $0["id"] as? String == id })
            return try #require(node["frame"] as? [String: Double])
        }
        // Menu: the buttons' centres line up on the custom alignment guide.
        let inbox = try frame(0, id: "inbox")
        let menu = try frame(0, id: "menu")
        #expect(inbox["width"] == 30)
        #expect(menu["width"] == 40)
        #expect(inbox["x"]! + 15 == menu["x"]! + 20)
        // ProposalDemo: the flexible colour takes the frame's 150×60.
        #expect(try frame(1, id: "1") == ["x": 0, "y": 0, "width": 150, "height": 60])
        // ToastView: the padded text, 110×17 plus 10 on each side.
        #expect(documents[3]["size"] as? [String: Double] == ["width": 130, "height": 37])
        // Chips: two rows at 250 wide, 100 + 8 + 100 by 30 + 8 + 30.
        #expect(documents[4]["size"] as? [String: Double] == ["width": 208, "height": 68])
        // Counter: its state's initial value, 3, through the binding: 30×20.
        #expect(documents[5]["size"] as? [String: Double] == ["width": 30, "height": 20])
        #expect(lines > 200)
    }

    @Test func withoutArgumentsTheBuiltInExamplesAreExplainedAndDrawn() throws {
        let folder = ArrangeExecutable.workspace.appendingPathComponent("builtin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = ArrangeExecutable.run([], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("1. The system proposes 320×480 to background.\n"))
        #expect(result.output.contains("8. background reports the size of its primary subview, 71×37.\n"))
        // The explanation has the book's 51×17 text; the picture is laid out again with Inter,
        // where "Favorite" at 17 pt sets 64.84×20.57, so the view is 84.84×40.57 (170×82 px at 2×).
        #expect(result.output.contains("where the view reports 84.84×40.57: arrange-example-favorite.png (170×82 px)"))
        let size = ArrangeExecutable.pngSize(folder.appendingPathComponent("arrange-example-favorite.png").path)
        #expect(size?.width == 170)
        #expect(size?.height == 82)
        let korean = ArrangeExecutable.run(["--lang", "ko"], in: folder)
        #expect(korean.output.contains("1. system이 background에 320×480을 제안합니다.\n"))
    }
}

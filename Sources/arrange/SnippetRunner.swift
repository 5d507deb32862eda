import ArrangeSnippet
import ArrangeTool
import Foundation

/// Runs a command on snippet files: each file is scanned, turned into a program, compiled
/// (or taken from the cache) and run with the command's options.
///
/// 1. Expand folders into the `.swift` files inside them (each file once).
/// 2. Find the compiler and the kit once.
/// 3. One file: its program runs with this process's output. Several (render only): they
///    are prepared and run in parallel, one per core, with a progress line on standard error;
///    their output is printed in order afterwards.
struct SnippetRunner {
    let options: ToolOptions
    let environment: [String: String]
    /// The time and memory each program may take (`ProgramLimits`).
    let limits: ProgramLimits

    /// This executable (which also describes syntax errors as a child: `SyntaxDiagnosis`).
    static let executablePath = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path

    func run() -> Int32 {
        ChildProcessGroups.shared.stopOnTerminationSignals()
        // 1.
        let files: [FoundFile]
        switch expand(options.files) {
        case .success(let found): files = found
        case .failure(let failure): return fail(failure)
        }
        // 2.
        let compiler: SnippetCompiler
        switch makeCompiler() {
        case .success(let made): compiler = made
        case .failure(let failure): return fail(failure)
        }
        // 3.
        if files.count == 1 && !options.files.contains(where: pathIsFolder) {
            return runOne(files[0].path, compiler: compiler, passing: options.passedOn, capture: false).status
        }
        return runMany(files, compiler: compiler)
    }

    /// The compiler of the toolchain, with the kit (built when missing) and the cache.
    func makeCompiler() -> Result<SnippetCompiler, ToolFailure> {
        let executable = URL(fileURLWithPath: Self.executablePath)
        let toolchain: SnippetToolchain
        switch SnippetToolchain.locate(executable: executable, environment: environment, say: { printError($0) }) {
        case .success(let found): toolchain = found
        case .failure(let failure): return .failure(ToolFailure(failure.message))
        }
        let cache = SnippetCompiler.usableCacheDirectory(preferred: SnippetCompiler.defaultCacheDirectory(environment: environment))
        if let warning = cache.warning { printError("arrange: warning: \(warning)") }
        return .success(SnippetCompiler(toolchain: toolchain, cacheDirectory: cache.directory))
    }

    /// Runs every file in parallel. With `-o FOLDER`, a file found inside a folder argument
    /// writes into the same subfolder of FOLDER (`Screens/List/Row.swift` → `FOLDER/List/`), so
    /// that files of the same name in different folders do not overwrite each other; files
    /// that would still write to the same names are refused before anything runs.
    private func runMany(_ files: [FoundFile], compiler: SnippetCompiler) -> Int32 {
        var arguments = files.map { _ in options.passedOn }
        if let output = options.output {
            if FileManager.default.fileExists(atPath: output) && !pathIsFolder(output) {
                return fail(.usage("-o \(output) is a file; with several files, -o names a folder."))
            }
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                return fail(ToolFailure("cannot make the folder \(output): \((error as NSError).localizedDescription)"))
            }
            let folders = files.map { file in
                (file.subfolder.isEmpty ? output : (output as NSString).appendingPathComponent(file.subfolder)) + "/"
            }
            var writers: [String: String] = [:]
            for (file, folder) in zip(files, folders) {
                let target = (folder as NSString).appendingPathComponent(((file.path as NSString).lastPathComponent as NSString).deletingPathExtension)
                if let other = writers[target] {
                    return fail(.usage("\(other) and \(file.path) would both write \(target)-…: render them separately, or give their folder."))
                }
                writers[target] = file.path
            }
            arguments = folders.map { withoutOutput(options.passedOn) + ["-o", $0] }
        }
        let passing = arguments
        let results = ResultSlots(count: files.count)
        let progress = ProgressLine(total: files.count)
        let workers = max(1, min(files.count, ProcessInfo.processInfo.activeProcessorCount))
        let next = Counter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = next.take(below: files.count) {
                results.set(index, runOne(files[index].path, compiler: compiler, passing: passing[index], capture: true))
                progress.advance(files[index].path)
            }
        }
        progress.finish()
        var status: Int32 = 0
        var failed = 0
        for result in results.all {
            if !result.output.isEmpty { printOutput(result.output.trimmingCharacters(in: .newlines)) }
            if !result.errors.isEmpty { printError(result.errors.trimmingCharacters(in: .newlines)) }
            if result.status != 0 { failed += 1 }
            status = max(status, result.status)
        }
        if failed > 0 { printError("arrange: \(failed) of \(files.count) files failed.") }
        return status
    }

    /// What running one file gave: its exit status, and (when captured) what it printed.
    struct FileResult {
        var status: Int32
        var output = ""
        var errors = ""
    }

    /// Scans, compiles and runs `file`'s program with `passing` options.
    ///
    /// With `hosting` (`arrange watch`) and no companion files, the program is built as a shared
    /// library and run in the host (`HostedProgramRun`); should the host fail to load it, it is
    /// built and run as an executable after all.
    func runOne(
        _ file: String, compiler: SnippetCompiler, passing: [String], capture: Bool, environment extra: [String: String] = [:],
        hosting: SnippetHosting? = nil
    ) -> FileResult {
        var errors = ""
        func report(_ line: String) {
            if capture { errors += line + "\n" } else { printError(line) }
        }
        let source: String
        switch SnippetSource.read(file) {
        case .success(let text): source = text
        case .failure(let failure):
            report("arrange: \(failure.message)")
            return FileResult(status: 1, errors: errors)
        }
        // Syntax errors are described by a child `arrange` (`SyntaxDiagnosis`): the toolchain's
        // diagnostics can trap.
        let compiledModules = SnippetCompanion.compiledModules(in: options.companions)
        var scan = SnippetScanner.scan(
            source, path: file, platform: SnippetPlatform(rawValue: options.platform) ?? .iOS,
            diagnosis: .childProcess(executable: Self.executablePath), compiledModules: compiledModules)
        if !scan.syntaxErrors.isEmpty {
            for line in SnippetDiagnosticReport.lines(scan.syntaxErrors, source: source, path: file, hasMore: scan.hasMoreSyntaxErrors) { report(line) }
            report("arrange: \(file) has syntax errors; nothing was compiled.")
            return FileResult(status: 1, errors: errors)
        }
        for note in scan.notes { report("\(file):\(note.line): note: \(note.message)") }
        if options.verbose {
            for note in scan.platformNotes { report("arrange: \(file):\(note.line): \(note.message)") }
        }
        func noViewToLayOut() -> FileResult {
            report("arrange: \(file) has no view to lay out: write a view expression (Text(\"Hi\").padding()), "
                + "a struct … : View that Name() builds, or a #Preview { … }.")
            return FileResult(status: 1, errors: errors)
        }
        guard !scan.views.isEmpty || !scan.placeholderViews.isEmpty else {
            return noViewToLayOut()
        }
        // The app's other files (`--with`), without the file itself.
        var companions: [SnippetCompanion] = []
        switch SnippetCompanion.files(in: options.companions, snippetPath: file, snippetSource: source) {
        case .success(let paths):
            for (index, path) in paths.enumerated() {
                switch SnippetCompanion.prepare(
                    path: path, index: index + 1, platform: SnippetPlatform(rawValue: options.platform) ?? .iOS,
                    diagnosis: .childProcess(executable: Self.executablePath), compiledModules: compiledModules) {
                case .success(let companion): companions.append(companion)
                case .failure(let failure):
                    if !failure.details.isEmpty { report(failure.details) }
                    report("arrange: \(failure.message)")
                    return FileResult(status: 1, errors: errors)
                }
            }
        case .failure(let failure):
            report("arrange: \(failure.message)")
            return FileResult(status: 1, errors: errors)
        }
        // Views needing arguments, built with placeholders where nothing else would be shown (SnippetDefaults).
        // The environment objects the app gives at its root, which the tool can make: given,
        // where no view above gives one, when first read (SnippetDefaults).
        let shown = PlaceholderArguments.shown(
            scan: scan, companions: companions, objects: SnippetDefaults.fallbackEnvironmentObjects(scan: scan, companions: companions))
        scan.views = shown.views
        for note in shown.notes { report("\(file):\(note.line): note: \(note.message)") }
        guard !scan.views.isEmpty else {
            return noViewToLayOut()
        }
        // The app's Core Data models: the entity classes Xcode generates (codegen "Class Definition").
        let coreDataModel = CoreDataModelClasses.source(in: options.companions)
        if let models = coreDataModel {
            companions.append(SnippetCompanion(path: models.models[0], program: models.source))
            if options.verbose { report("arrange: \(file): Core Data classes generated from \(models.models.joined(separator: ", "))") }
        }
        // The app's asset catalogs: Xcode's generated `ImageResource`/`ColorResource` members.
        let catalogs = AssetCatalogSymbols.catalogPaths(snippetPath: file, companionPaths: options.companions).map(AssetCatalog.read)
        let assets = AssetCatalogSymbols.generate(catalogs: catalogs, sources: [source] + companions.map(\.program),
            packageModules: compiledModules)
        for note in assets.notes { report("\(file): warning: \(note)") }
        if options.verbose, !catalogs.isEmpty {
            report("arrange: \(file): \(assets.assetCount) assets from \(catalogs.map(\.path).joined(separator: ", "))")
        }
        // The app's strings tables: `Text("key")` shows the app's English text for the key, and
        // the other languages' where a view's locale is one of them.
        let stringTables = StringTableFiles.paths(in: options.companions)
        let translations = StringTableFiles.translations(in: options.companions)
        if options.verbose, !stringTables.isEmpty || !translations.isEmpty {
            report("arrange: \(file): strings tables \((stringTables + translations.map(\.path)).joined(separator: ", "))")
        }
        let program = SnippetProgram.generate(
            source: source, scan: scan, path: file, assets: assets.source + StringTableFiles.source(loading: stringTables, translations: translations),
            placeholders: shown.declarations,
            appDelegateClass: companions.lazy.compactMap(\.appDelegateClass).first, fallbackEnvironmentObjects: shown.objects,
            hasCoreDataModel: coreDataModel != nil)
        func reportBuild(_ build: SnippetCompiler.Build) {
            guard options.verbose else { return }
            report(build.wasCached
                ? "arrange: \(file): cached build \(build.path)"
                : "arrange: \(file): compiled in \(String(format: "%.1f", build.seconds)) s to \(build.path)")
        }
        // The program as a library for the watch's host, when there is one and no companion.
        var library: (path: String, hosting: SnippetHosting)?
        if let hosting, capture, companions.isEmpty, options.companions.isEmpty {
            switch compiler.buildLibrary(program: program, commands: hosting.commands, displayName: file) {
            case .success(let built):
                library = (built.path, hosting)
                reportBuild(built)
            case .failure(let failure):
                if !failure.details.isEmpty { report(failure.details) }
                report("arrange: \(failure.message)")
                return FileResult(status: 1, errors: errors)
            }
        }
        // The program as an executable: built when there is no library, or the host could not load it.
        var executable: SnippetCompiler.Build?
        func buildExecutable() -> SnippetCompiler.Build? {
            if let executable { return executable }
            switch compiler.build(program: program, companions: companions, displayName: file) {
            case .success(let built): executable = built
            case .failure(let failure):
                if !failure.details.isEmpty { report(failure.details) }
                report("arrange: \(failure.message)")
                return nil
            }
            guard let executable else { return nil }
            // The app's data files (`--with` folders) beside the program, where `Bundle.main` looks.
            let programFolder = (executable.path as NSString).deletingLastPathComponent
            SnippetCompanion.linkResources(SnippetCompanion.resources(in: options.companions), into: programFolder)
            // The app's Core Data models, under the names of their compiled forms (`Trips.momd`).
            CoreDataModelClasses.linkCompiledModels(in: options.companions, into: programFolder)
            reportBuild(executable)
            return executable
        }
        if library == nil && buildExecutable() == nil { return FileResult(status: 1, errors: errors) }
        let timeLimit = limits.seconds
        let memoryLimit = limits.megabytes
        // With several views (or a PreviewProvider's pictures) and no --view, one that crashes or loops is left
        // out and the program run again for the others; its output is held until a run ends
        // well, so that what is shown is whole.
        let isolating = !passing.contains("--view") && (scan.views.count > 1 || scan.views.contains { $0.kind == .previewProvider })
        let progress = FileManager.default.temporaryDirectory
            .appendingPathComponent("arrange-progress-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: progress) }
        var skipped: [String] = []
        let generated = ProgramBacktrace.generatedNames(of: scan.views)
        var result: ProgramRun.Result
        while true {
            try? FileManager.default.removeItem(atPath: progress)
            let arguments = [options.command.rawValue] + passing + ["--source-path", file]
            let environment = [
                "ARRANGE_MEMORY_LIMIT": String(memoryLimit), ViewProgress.progressVariable: progress,
                ViewProgress.skippedVariable: skipped.joined(separator: "\n"),
            ].merging(extra) { $1 }
            if let hosted = library.flatMap({
                HostedProgramRun.run(
                    $0.path, host: $0.hosting.host, arguments: arguments, environment: environment, timeLimit: timeLimit,
                    filter: ProgramErrorFilter(path: file))
            }) {
                result = hosted
            } else {
                library = nil
                guard let build = buildExecutable() else { return FileResult(status: 1, errors: errors) }
                result = ProgramRun.run(
                    build.path, arguments: arguments, environment: environment,
                    capture: capture || isolating, timeLimit: timeLimit, filter: ProgramErrorFilter(path: file))
            }
            let failed = result.timedOut || result.allocationFailed || (result.signal != nil && !ProgramEnding.isClosedOutput(signal: result.signal))
            guard isolating, failed, let culprit = ViewProgress.lastStarted(in: progress), !skipped.contains(culprit.name) else { break }
            // The failed run's messages (the fatal error's, with its line), then which view failed.
            if !result.errors.isEmpty { report(result.errors.trimmingCharacters(in: .newlines)) }
            let place = culprit.line.map { "\(file):\($0)" } ?? file
            report("arrange: \(culprit.name) (\(place)) " + ProgramEnding.viewFailure(
                signal: result.signal, timedOut: result.timedOut, allocationFailed: result.allocationFailed, timeLimit: timeLimit,
                place: result.backtrace?.place(in: file, generated: generated))
                + ". It is left out; the other views are shown.")
            skipped.append(culprit.name)
        }
        // What the program said comes before arrange's own verdict on it.
        if capture { errors += result.errors } else if !result.errors.isEmpty { printError(result.errors.trimmingCharacters(in: .newlines)) }
        if isolating && !capture { FileHandle.standardOutput.write(Data(result.output.utf8)) }
        var status = result.status == ProgramOutput.finishedStatus ? (skipped.isEmpty ? 0 : 1) : result.status
        if ProgramEnding.isClosedOutput(signal: result.signal) {
            status = 128 + ProgramEnding.brokenPipe
        } else if result.timedOut {
            status = 1
            report("arrange: " + ProgramEnding.timeOut(
                file: file, timeLimit: timeLimit, at: whereabouts(result, file: file, progress: progress, generated: generated)))
        } else if result.allocationFailed || result.signal != nil {
            status = 1
            report("arrange: " + ProgramEnding.explanation(
                file: file, signal: result.signal ?? 0, allocationFailed: result.allocationFailed, memoryLimit: memoryLimit,
                at: whereabouts(result, file: file, progress: progress, generated: generated)))
        } else if result.leftProcessesRunning {
            report("arrange: warning: \(file) left processes running that hold its output; arrange stopped waiting for them after \(Int(timeLimit)) s.")
        } else if result.status == 0 {
            status = 1
            report("arrange: \(file) ended before its views were laid out: does its top-level code call exit()?")
        }
        return FileResult(status: status, output: result.output, errors: errors)
    }

    /// Where `result`'s program was when it failed: its backtrace's place in `file`, and the
    /// view its `progress` file says it was laying out.
    private func whereabouts(_ result: ProgramRun.Result, file: String, progress: String, generated: [String: String]) -> String {
        ProgramEnding.whereabouts(
            place: result.backtrace?.place(in: file, generated: generated), view: ViewProgress.lastStarted(in: progress)?.name)
    }

    /// A file to run, and the folder it was found in relative to the folder argument that held it
    /// (empty for files named on the command line, and for those at a folder's top).
    struct FoundFile {
        var path: String
        var subfolder: String
    }

    /// The files of `paths`, folders replaced by the `.swift` files inside them (sorted), each
    /// file once (by its path with symlinks resolved).
    private func expand(_ paths: [String]) -> Result<[FoundFile], ToolFailure> {
        var files: [FoundFile] = []
        var seen: Set<String> = []
        func add(_ file: FoundFile) {
            if seen.insert(URL(fileURLWithPath: file.path).resolvingSymlinksInPath().standardizedFileURL.path).inserted { files.append(file) }
        }
        for path in paths {
            guard FileManager.default.fileExists(atPath: path) else {
                return .failure(ToolFailure("no such file: \(path)"))
            }
            guard pathIsFolder(path) else {
                add(FoundFile(path: path, subfolder: ""))
                continue
            }
            let inside = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted()
            if inside.isEmpty { return .failure(ToolFailure("\(path) holds no .swift file.")) }
            for relative in inside {
                add(FoundFile(path: (path as NSString).appendingPathComponent(relative), subfolder: (relative as NSString).deletingLastPathComponent))
            }
        }
        return .success(files)
    }

    private func withoutOutput(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "-o" || argument == "--output" { _ = rest.popFirst() } else { kept.append(argument) }
        }
        return kept
    }

    private func fail(_ failure: ToolFailure) -> Int32 {
        printError("arrange: \(failure.message)")
        return failure.exitCode
    }
}

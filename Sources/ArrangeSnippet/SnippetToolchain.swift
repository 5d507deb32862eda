import Foundation

/// What compiling a snippet needs: the `swiftc` to run, the folder with the built ArrangeKit
/// (`libArrangeKit.so` and its modules), and the flags that let the compiler load ArrangeKit's
/// modules (which import the Pango/Cairo C module).
public struct SnippetToolchain: Sendable {
    /// The compiler.
    public var swiftc: String
    /// The folder holding `libArrangeKit.so` (next to the `arrange` executable).
    public var kitDirectory: String
    /// Where ArrangeKit's `.swiftmodule` files are: `kitDirectory/Modules`, else `kitDirectory`.
    public var modulesDirectory: String
    /// `-Xcc -fmodule-map-file=…/CPangoCairo/module.modulemap` and `-Xcc -I…` from pkg-config.
    public var cFlags: [String]
    /// `-use-ld=lld` when the toolchain has LLVM's linker beside `swiftc` (`linkerFlags(beside:)`),
    /// else nothing (the system's default linker).
    public var linkerFlags: [String]

    /// A toolchain of these parts (`locate` finds them for the running `arrange`).
    public init(swiftc: String, kitDirectory: String, modulesDirectory: String, cFlags: [String], linkerFlags: [String] = []) {
        self.swiftc = swiftc
        self.kitDirectory = kitDirectory
        self.modulesDirectory = modulesDirectory
        self.cFlags = cFlags
        self.linkerFlags = linkerFlags
    }

    /// The linker a snippet is linked with: LLVM's `lld` when the toolchain ships it beside
    /// `swiftc`. Linking against the 27 MB debug `libArrangeKit.so` takes gold (Linux's
    /// default for Swift) 0.38–0.57 s and lld 0.24–0.27 s on the shared two-core machine (load
    /// 17), a fifth of a save-to-page round in `arrange watch`.
    public static func linkerFlags(beside swiftc: String) -> [String] {
        let lld = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("ld.lld").path
        return FileManager.default.isExecutableFile(atPath: lld) ? ["-use-ld=lld"] : []
    }

    /// Swift 6 features that snippets are compiled with in Swift 5 mode, because app code
    /// written in Swift 6 mode (Xcode 16's new targets) relies on them and Swift 5 code
    /// compiles the same with them:
    /// - `IsolatedDefaultValues` (SE-0411): a default argument takes its function's isolation,
    ///   so `@MainActor init(container: Container = Setup.makeContainer())` may call a
    ///   main-actor function (the held-out survey's habit tracker wrote it in nine screens).
    public static let upcomingFeatures = ["IsolatedDefaultValues"]

    /// The full `swiftc` arguments that build `source` into `output`.
    public func arguments(source: String, output: String) -> [String] {
        arguments(sources: [source], output: output)
    }

    /// The full `swiftc` arguments that build `sources` (the program's `main.swift` first, then
    /// its companions) into `output`.
    public func arguments(sources: [String], output: String) -> [String] {
        [
            // Line tables: a crash's backtrace names the user's function and line (`ProgramBacktrace`).
            "-swift-version", "5", "-Onone", "-gline-tables-only", "-suppress-warnings", "-D", "DEBUG",
        ] + Self.upcomingFeatures.flatMap { ["-enable-upcoming-feature", $0] } + [
            "-module-name", "ArrangeUserSnippet"] + sources + ["-o", output,
            "-I", modulesDirectory, "-L", kitDirectory, "-lArrangeKit", "-Xlinker", "-rpath", "-Xlinker", kitDirectory,
            "-diagnostic-style", "llvm", "-no-color-diagnostics",
        ] + linkerFlags + cFlags
    }

    /// What identifies the built ArrangeKit: its library's size and modification time. A
    /// rebuilt kit changes it, so programs built against the old one are not reused.
    public var kitIdentity: String {
        let library = kitDirectory + "/libArrangeKit.so"
        let attributes = try? FileManager.default.attributesOfItem(atPath: library)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(library) \(size) \(date)"
    }

    /// The toolchain for the `arrange` executable at `executable`; `say` reports a build of
    /// the kit (`SnippetKit.locate`).
    ///
    /// 1. The compiler: `$SWIFTC`, else the `swiftc` of the toolchain whose runtime this process
    ///    runs on (so that module formats match), else `swiftc` on `$PATH`.
    /// 2. The kit (`SnippetKit.locate`): beside the executable or in `$ARRANGE_KIT_DIR`, built
    ///    first with the compiler's `swift` when the executable is in a package's build folder.
    /// 3. The C module: the kit's module map, and pkg-config's include paths for pangocairo.
    /// 4. The linker: lld when it is beside the compiler (`linkerFlags(beside:)`).
    public static func locate(
        executable: URL, environment: [String: String], say: (String) -> Void = { _ in }
    ) -> Result<SnippetToolchain, SnippetFailure> {
        let files = FileManager.default
        // 1.
        if let explicit = environment["SWIFTC"], !explicit.isEmpty, !files.isExecutableFile(atPath: explicit) {
            return .failure(SnippetFailure("SWIFTC is \(explicit), which is not an executable file: point it at swiftc, or unset it."))
        }
        guard let swiftc = findCompiler(environment: environment) else {
            return .failure(SnippetFailure(
                "cannot find swiftc (not beside the Swift runtime arrange runs on, nor on PATH): "
                    + "put the Swift toolchain's bin folder on PATH, or set SWIFTC."))
        }
        // 2.
        let beside = URL(fileURLWithPath: swiftc).deletingLastPathComponent().appendingPathComponent("swift").path
        let swift = files.isExecutableFile(atPath: beside) ? beside : findOnPath("swift", environment: environment)
        let kit: SnippetKit
        switch SnippetKit.locate(executable: executable, environment: environment, swift: swift, packageWhenBuilt: packageRootWhenBuilt, say: say) {
        case .success(let found): kit = found
        case .failure(let failure): return .failure(failure)
        }
        // 3.
        var cFlags = ["-Xcc", "-fmodule-map-file=" + kit.moduleMap]
        for include in pangoCairoIncludes() { cFlags += ["-Xcc", "-I" + include] }
        return .success(SnippetToolchain(
            swiftc: swiftc, kitDirectory: kit.directory, modulesDirectory: kit.modulesDirectory, cFlags: cFlags,
            linkerFlags: linkerFlags(beside: swiftc)))
    }

    /// The first executable `name` in `$PATH`'s folders.
    static func findOnPath(_ name: String, environment: [String: String]) -> String? {
        for entry in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(entry) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The package's folder on the machine that built this file (three folders above it).
    public static let packageRootWhenBuilt: String = {
        let file = URL(fileURLWithPath: #filePath)
        return file.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }()

    /// The compiler, in the order `locate` documents.
    static func findCompiler(environment: [String: String]) -> String? {
        let files = FileManager.default
        if let explicit = environment["SWIFTC"], !explicit.isEmpty, files.isExecutableFile(atPath: explicit) { return explicit }
        if let runtime = loadedSwiftRuntime() {
            // <toolchain>/usr/lib/swift/linux/libswiftCore.so → <toolchain>/usr/bin/swiftc
            let bin = URL(fileURLWithPath: runtime).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("bin/swiftc").path
            if files.isExecutableFile(atPath: bin) { return bin }
        }
        return findOnPath("swiftc", environment: environment)
    }

    /// The path of the Swift runtime library this process has loaded, from `/proc/self/maps`.
    static func loadedSwiftRuntime() -> String? {
        // Read to the end: /proc files report size 0, and `String(contentsOfFile:)` stops after
        // the first 4 KB, before the Swift runtime's lines.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"), let data = try? handle.readToEnd() else { return nil }
        try? handle.close()
        let maps = String(decoding: data, as: UTF8.self)
        for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
            if let slash = line.firstIndex(of: "/") { return String(line[slash...]) }
        }
        return nil
    }

    /// pkg-config's include folders for pangocairo, or Debian's when pkg-config cannot say.
    static func pangoCairoIncludes() -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--cflags-only-I", "pangocairo"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        if (try? process.run()) != nil {
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let words = String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
            let includes = words.filter { $0.hasPrefix("-I") }.map { String($0.dropFirst(2)) }
            if process.terminationStatus == 0, !includes.isEmpty { return includes }
        }
        return [
            "/usr/include/pango-1.0", "/usr/include/glib-2.0", "/usr/lib/x86_64-linux-gnu/glib-2.0/include",
            "/usr/lib/aarch64-linux-gnu/glib-2.0/include", "/usr/include/harfbuzz", "/usr/include/freetype2",
            "/usr/include/libpng16", "/usr/include/fribidi", "/usr/include/cairo", "/usr/include/pixman-1",
        ]
    }
}

import Foundation

/// The two commands that build a snippet into a shared library for `arrange watch`'s host
/// (`SnippetHost`): the Swift frontend, then LLVM's linker, each run directly.
///
/// Under `watch`, a save's time is the processes it starts, and on a busy machine each waits
/// its turn for a core. `swiftc` runs its driver, the frontend, `swift-autolink-extract`,
/// `clang` and the linker; here only the frontend and `ld.lld` run. The frontend's arguments
/// are the driver's own (`swiftc -###` once, when `watch` starts), so that they stay those of
/// `SnippetToolchain.arguments` whatever the toolchain adds. The library is linked without
/// ArrangeKit, the Swift runtime or Foundation: the host has loaded them, and the library's
/// symbols are bound to them when it is loaded.
///
/// The program's `main.swift` is compiled as the program's main file (the driver would parse
/// a library's sources as library code, which has no top-level statements), so the library
/// holds the program's `main`, which the host calls.
public struct SnippetLibraryCommands: Sendable, Equatable {
    /// The frontend's command, `sourcePlaceholder` and `objectPlaceholder` standing for the
    /// files.
    public var frontend: [String]
    /// The linker and the Swift runtime's registration object (`swiftrt.o`) every Swift image links.
    public var linker: String
    public var runtimeObject: String

    /// Stand-ins for the paths in the driver's commands, replaced for each build.
    static let sourcePlaceholder = "/arrange-placeholder/main.swift"
    static let objectPlaceholder = "/arrange-placeholder/main.o"

    /// These commands.
    public init(frontend: [String], linker: String, runtimeObject: String) {
        self.frontend = frontend
        self.linker = linker
        self.runtimeObject = runtimeObject
    }

    /// The commands for `toolchain`, or `nil` when they cannot be worked out (no `ld.lld`
    /// beside the compiler, a driver that plans other jobs): `watch` then builds executables.
    ///
    /// 1. The frontend: the driver's plan (`-###`) for compiling the placeholder `main.swift`
    ///    with the toolchain's arguments (`-c`: no link job), which must be one frontend job.
    /// 2. The linker: `ld.lld` beside `swiftc`, and `swiftrt.o` from the driver's plan for
    ///    linking a library.
    public static func derive(for toolchain: SnippetToolchain) -> SnippetLibraryCommands? {
        let bin = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent()
        let linker = bin.appendingPathComponent("ld.lld").path
        guard FileManager.default.isExecutableFile(atPath: linker) else { return nil }
        // 1.
        let compiling = toolchain.arguments(source: sourcePlaceholder, output: objectPlaceholder)
            .filter { !$0.hasPrefix("-use-ld=") } + ["-c", "-###"]
        guard let planned = SnippetCompiler.runCapturing(toolchain.swiftc, compiling), planned.status == 0 else { return nil }
        let jobs = planned.output.split(separator: "\n").map { shellWords(String($0)) }
        guard jobs.count == 1, let frontend = jobs.first, frontend.count > 2, frontend[1] == "-frontend",
              frontend.contains(sourcePlaceholder), frontend.contains(objectPlaceholder) else { return nil }
        // 2.
        guard let linking = SnippetCompiler.runCapturing(
                  toolchain.swiftc, ["-emit-library", objectPlaceholder, "-o", "/arrange-placeholder/lib.so", "-###"]),
              linking.status == 0,
              let runtimeObject = shellWords(linking.output.replacingOccurrences(of: "\n", with: " ")).first(where: { $0.hasSuffix("/swiftrt.o") }),
              FileManager.default.fileExists(atPath: runtimeObject)
        else { return nil }
        return SnippetLibraryCommands(frontend: frontend, linker: linker, runtimeObject: runtimeObject)
    }

    /// The frontend's arguments (without the executable) compiling `source` into `object`.
    public func frontendArguments(source: String, object: String) -> [String] {
        frontend.dropFirst().map { $0 == Self.sourcePlaceholder ? source : $0 == Self.objectPlaceholder ? object : $0 }
    }

    /// The linker's arguments linking `object` into the shared library `library`; its symbols
    /// from ArrangeKit and the runtime stay undefined until the host loads it.
    public func linkerArguments(object: String, library: String) -> [String] {
        ["-shared", "--eh-frame-hdr", "-o", library, runtimeObject, object]
    }

    /// The words of a command line as a POSIX shell splits it: `'…'` quotes literally, `"…"`
    /// quotes with `\` escaping, `\` escapes one character outside quotes.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                while let quoted = characters.next(), quoted != "'" { word.append(quoted) }
            case "\"":
                inWord = true
                while let quoted = characters.next(), quoted != "\"" {
                    if quoted == "\\", let escaped = characters.next() { word.append(escaped) } else { word.append(quoted) }
                }
            case "\\":
                inWord = true
                if let escaped = characters.next() { word.append(escaped) }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}

@testable import ArrangeSnippet
import Foundation
import Testing

@Suite("Snippet compiler")
struct SnippetCompilerTests {
    private func compiler(cache: URL) -> SnippetCompiler {
        let toolchain = SnippetToolchain(swiftc: "/nonexistent/swiftc", kitDirectory: "/nonexistent", modulesDirectory: "/nonexistent", cFlags: [])
        return SnippetCompiler(toolchain: toolchain, cacheDirectory: cache)
    }

    /// `arrange watch` reads the frontend's command from the driver's plan (`swiftc -###`),
    /// which quotes as a POSIX shell does: a kit in a folder with spaces or quotes keeps its path.
    @Test func theDriversPlanIsSplitAsAShellSplitsIt() {
        #expect(SnippetLibraryCommands.shellWords("a -I '/tmp/x y' -o '/tmp/a b'\\''c/m.o'") == ["a", "-I", "/tmp/x y", "-o", "/tmp/a b'c/m.o"])
        #expect(SnippetLibraryCommands.shellWords("-Xcc '-I/tmp/q\"r'  \"d e\" f\\ g ''") == ["-Xcc", "-I/tmp/q\"r", "d e", "f g", ""])
    }

    /// A library build has a cache folder of its own: the same program as an executable is another.
    @Test func aLibraryIsCachedApartFromTheExecutable() {
        let one = compiler(cache: URL(fileURLWithPath: "/tmp/unused"))
        let commands = SnippetLibraryCommands(frontend: ["/x/swift-frontend", "-frontend", "-c"], linker: "/x/ld.lld", runtimeObject: "/x/swiftrt.o")
        #expect(one.key(for: "a", library: commands) != one.key(for: "a"))
        #expect(one.key(for: "a", library: commands) != one.key(for: "b", library: commands))
        #expect(one.key(for: "a", library: commands).count == 32)
        #expect(commands.frontendArguments(source: "/c/main.swift", object: "/c/main.o") == ["-frontend", "-c"])
        #expect(commands.linkerArguments(object: "/c/main.o", library: "/c/program") == ["-shared", "--eh-frame-hdr", "-o", "/c/program", "/x/swiftrt.o", "/c/main.o"])
    }

    @Test func theCacheIsUnderXDGCacheHomeElseHome() {
        #expect(SnippetCompiler.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]).path == "/c/arrange")
        #expect(SnippetCompiler.defaultCacheDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]).path == "/h/.cache/arrange")
        #expect(SnippetCompiler.defaultCacheDirectory(environment: ["HOME": "/h"]).path == "/h/.cache/arrange")
    }

    @Test func keysDependOnTheProgramAndTheToolchain() {
        let cache = URL(fileURLWithPath: "/tmp/unused")
        let one = compiler(cache: cache)
        #expect(one.key(for: "a") == one.key(for: "a"))
        #expect(one.key(for: "a") != one.key(for: "b"))
        #expect(one.key(for: "a").count == 32)
        var other = one
        other.toolchain.swiftc = "/elsewhere/swiftc"
        #expect(other.key(for: "a") != one.key(for: "a"))
    }

    @Test func buildsUnusedForLongAreRemoved() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-prune-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let old = String(repeating: "a", count: 32)
        let recent = String(repeating: "b", count: 32)
        for name in [old, recent, "not-a-build"] {
            try FileManager.default.createDirectory(at: cache.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let longAgo = Date().addingTimeInterval(-40 * 24 * 60 * 60)
        for name in [old, "not-a-build"] {
            try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: cache.appendingPathComponent(name).path)
        }
        let removed = compiler(cache: cache).pruneBuilds(unusedSince: Date().addingTimeInterval(-30 * 24 * 60 * 60))
        #expect(removed == [old])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted() == [recent, "not-a-build"].sorted())
    }

    @Test func aCompilerThatCannotRunIsAFailure() {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-nocompiler-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let result = compiler(cache: cache).build(program: "print(1)\n", displayName: "x.swift")
        guard case .failure(let failure) = result else {
            Issue.record("a missing compiler built a program")
            return
        }
        #expect(failure.message == "cannot run /nonexistent/swiftc.")
    }

    @Test func fileNamesWithQuotesBackslashesAndNewlinesComeBackInCompilerErrors() {
        let path = "dir/say \"hi\" \\ 한\n.swift"
        #expect(SnippetProgram.sourceLocationName(for: path) == "dir/say _hi_ _ 한_.swift")
        #expect(SnippetProgram.sourceLocationName(for: "한글 이름.swift") == "한글 이름.swift")
        let output = """
            dir/say _hi_ _ 한_.swift:2:14: error: cannot convert value of type 'String' to specified type 'Int'
            let x: Int = "s"
            #sourceLocation(file: "dir/say _hi_ _ 한_.swift", line: 1)
            error: compile command failed due to signal 6 (use -v to see invocation)
            """
        #expect(SnippetCompiler.userFacing(output, sourcePath: path)
            == "dir/say \"hi\" \\ 한\n.swift:2:14: error: cannot convert value of type 'String' to specified type 'Int'\nlet x: Int = \"s\"")
    }

    @Test func aCompilerCrashIsOneLineAndItsReportIsKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = "Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.\nStack dump:\n0.\tProgram arguments: swift-frontend\n"
        let failure = SnippetCompiler.compileFailure(output, displayName: "chain.swift", folder: folder)
        #expect(failure.details == "")
        #expect(failure.message.hasPrefix("the Swift compiler crashed on chain.swift (its report: \(folder.path)/compiler-crash.txt)."))
        #expect(try String(contentsOf: folder.appendingPathComponent("compiler-crash.txt"), encoding: .utf8) == output)
        let refused = SnippetCompiler.compileFailure("a.swift:1:1: error: nope\n", displayName: "a.swift", folder: folder)
        #expect(refused.message == "a.swift does not compile (1 error).")
        #expect(refused.details == "a.swift:1:1: error: nope")
    }

    @Test func theCompilerBesideTheLoadedSwiftRuntimeIsFound() throws {
        // The runtime's lines in /proc/self/maps come after its first 4 KB.
        let runtime = try #require(SnippetToolchain.loadedSwiftRuntime())
        #expect(runtime.hasSuffix("/lib/swift/linux/libswiftCore.so"))
        let compiler = try #require(SnippetToolchain.findCompiler(environment: ["PATH": "/nonexistent"]))
        #expect(compiler.hasSuffix("/bin/swiftc"))
    }

    @Test func aSWIFTCThatIsNotAnExecutableIsNamed() throws {
        let kit = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-kit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: kit) }
        try Data().write(to: kit.appendingPathComponent("libArrangeKit.so"))
        let result = SnippetToolchain.locate(
            executable: kit.appendingPathComponent("arrange"), environment: ["SWIFTC": "/nonexistent/swiftc", "PATH": "/usr/bin"])
        guard case .failure(let failure) = result else {
            Issue.record("a missing SWIFTC was accepted")
            return
        }
        #expect(failure.message == "SWIFTC is /nonexistent/swiftc, which is not an executable file: point it at swiftc, or unset it.")
    }

    @Test func aDamagedCachedProgramIsCompiledAnew() throws {
        // A stand-in compiler: writes a small shell program to the path after `-o`.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("swiftc").path
        try Data("""
            #!/bin/sh
            while [ $# -gt 0 ]; do if [ "$1" = -o ]; then out="$2"; fi; shift; done
            printf '#!/bin/sh\\necho built\\n' > "$out"; chmod +x "$out"

            """.utf8).write(to: URL(fileURLWithPath: fake))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        let toolchain = SnippetToolchain(swiftc: fake, kitDirectory: folder.path, modulesDirectory: folder.path, cFlags: [])
        let compiler = SnippetCompiler(toolchain: toolchain, cacheDirectory: folder.appendingPathComponent("cache"))
        let first = try compiler.build(program: "print(1)\n", displayName: "p.swift").get()
        #expect(!first.wasCached)
        #expect(try compiler.build(program: "print(1)\n", displayName: "p.swift").get().wasCached)
        for damage in [Data(), Data("#!/bin/sh\necho stale\n".utf8)] {
            try damage.write(to: URL(fileURLWithPath: first.path))
            let again = try compiler.build(program: "print(1)\n", displayName: "p.swift").get()
            #expect(!again.wasCached)
            #expect(FileManager.default.contents(atPath: again.path) == Data("#!/bin/sh\necho built\n".utf8))
        }
    }

    @Test func anUnusableCacheFolderFallsBackToTheTemporaryOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-cache-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let preferred = file.appendingPathComponent("arrange")
        let usable = SnippetCompiler.usableCacheDirectory(preferred: preferred)
        #expect(usable.directory.path == FileManager.default.temporaryDirectory.appendingPathComponent("arrange-cache-\(getuid())").path)
        #expect(usable.warning == "cannot keep compiled snippets in \(preferred.path) (\(file.path) is a file, not a folder); using \(usable.directory.path).")
        let fine = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-cache-ok-\(UUID().uuidString)/arrange")
        defer { try? FileManager.default.removeItem(at: fine.deletingLastPathComponent()) }
        #expect(SnippetCompiler.usableCacheDirectory(preferred: fine).directory == fine)
        #expect(SnippetCompiler.usableCacheDirectory(preferred: fine).warning == nil)
    }

    @Test func aCompilerThatDoesNotFinishIsStopped() throws {
        // A stand-in compiler that starts a child holding the output open, then never ends.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-slow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("swiftc").path
        try Data("#!/bin/sh\nsleep 1000 &\nsleep 1000\n".utf8).write(to: URL(fileURLWithPath: fake))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        let toolchain = SnippetToolchain(swiftc: fake, kitDirectory: folder.path, modulesDirectory: folder.path, cFlags: [])
        var compiler = SnippetCompiler(toolchain: toolchain, cacheDirectory: folder.appendingPathComponent("cache"))
        compiler.compileTimeLimit = 1
        guard case .failure(let failure) = compiler.build(program: "print(1)\n", displayName: "slow.swift") else {
            Issue.record("a compiler that never ends built a program")
            return
        }
        #expect(failure.message.hasPrefix("the Swift compiler did not finish slow.swift in 1 s and was stopped: "))
    }
}

/// Snippets are linked with LLVM's lld when the toolchain has it: it links against the large
/// debug kit in about half gold's time, a fifth of `arrange watch`'s save-to-page round.
struct SnippetLinkerTests {
    @Test func lldIsUsedWhenItIsBesideTheCompiler() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-lld-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swiftc = folder.appendingPathComponent("swiftc").path
        #expect(SnippetToolchain.linkerFlags(beside: swiftc).isEmpty)
        FileManager.default.createFile(atPath: folder.appendingPathComponent("ld.lld").path, contents: Data(), attributes: [.posixPermissions: 0o755])
        #expect(SnippetToolchain.linkerFlags(beside: swiftc) == ["-use-ld=lld"])
        let toolchain = SnippetToolchain(swiftc: swiftc, kitDirectory: "/kit", modulesDirectory: "/kit/Modules", cFlags: [], linkerFlags: ["-use-ld=lld"])
        #expect(toolchain.arguments(source: "main.swift", output: "program").contains("-use-ld=lld"))
    }
}

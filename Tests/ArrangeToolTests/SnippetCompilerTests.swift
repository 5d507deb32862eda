import ArrangeSnippet
import Foundation
import Testing

@Suite("Snippet compiler")
struct SnippetCompilerTests {
    private func compiler(cache: URL) -> SnippetCompiler {
        let toolchain = SnippetToolchain(swiftc: "/nonexistent/swiftc", kitDirectory: "/nonexistent", modulesDirectory: "/nonexistent", cFlags: [])
        return SnippetCompiler(toolchain: toolchain, cacheDirectory: cache)
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
}

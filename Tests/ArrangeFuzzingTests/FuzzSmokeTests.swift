// The CI fuzz smoke: every fuzz target of Fuzz/ (Scripts/fuzz runs them under libFuzzer) runs
// here, without libFuzzer, on its committed corpus, every committed crash, and a few hundred
// seeded random or mutated inputs — seconds in all. A target's invariants are preconditions, so
// a violation stops the test run with the target's message, as it would stop the fuzzer.
import ArrangeFuzzing
import ArrangeTestSupport
import ArrangeText
import Foundation
import Testing

/// The committed inputs of `target`: its corpus (`Fuzz/Corpus/TARGET`) and crashes
/// (`Fuzz/Crashes/TARGET`), sorted by name.
private func committedInputs(_ target: String) -> [(name: String, bytes: [UInt8])] {
    let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")
    var inputs: [(String, [UInt8])] = []
    for folder in ["Corpus", "Crashes"] {
        let directory = fuzz.appendingPathComponent(folder).appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) {
                inputs.append(("\(folder)/\(target)/\(name)", [UInt8](data)))
            }
        }
    }
    return inputs
}

/// `count` seeded inputs: random bytes (up to `maximumLength`), and, when there is a corpus,
/// corpus files with a few bytes changed, inserted or cut off, as libFuzzer mutates them.
private func seededInputs(_ count: Int, seed: UInt64, maximumLength: Int, corpus: [[UInt8]]) -> [[UInt8]] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
        if !corpus.isEmpty && random.chance(1, in: 2) {
            var bytes = random.pick(corpus)
            for _ in 0..<random.int(in: 1...4) where !bytes.isEmpty {
                let at = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes[at] = UInt8(random.below(256))
                case 1: bytes.insert(UInt8(random.below(256)), at: at)
                default: bytes.removeSubrange(at...)
                }
            }
            return bytes
        }
        return (0..<random.below(maximumLength + 1)).map { _ in UInt8(random.below(256)) }
    }
}

@Suite("Fuzz smoke")
struct FuzzSmokeTests {
    @Test func theCorpusOfEveryTargetIsCommitted() {
        for target in ["AutoLayoutFuzz", "LayoutFuzz", "TextFuzz", "ImageFuzz", "SnippetScannerFuzz"] {
            #expect(!committedInputs(target).isEmpty, "no corpus for \(target) in Fuzz/Corpus")
        }
    }

    @Test func layoutTreesFromBytesLayOutDeterministicallyWithoutNaNFrames() {
        let committed = committedInputs("LayoutFuzz")
        for input in committed { LayoutFuzzTarget.run(input.bytes) }
        for bytes in seededInputs(300, seed: 15, maximumLength: 200, corpus: committed.map(\.bytes)) { LayoutFuzzTarget.run(bytes) }
    }

    @Test func autoLayoutProgramsFromBytesKeepEveryFrameFinite() {
        let committed = committedInputs("AutoLayoutFuzz")
        for input in committed { AutoLayoutFuzzTarget.run(input.bytes) }
        for bytes in seededInputs(150, seed: 15, maximumLength: 120, corpus: committed.map(\.bytes)) { AutoLayoutFuzzTarget.run(bytes) }
    }

    @Test func hostileTextMeasuresByTheLawsOfTextMetrics() {
        let metrics = PangoTextMetrics()
        let committed = committedInputs("TextFuzz")
        for input in committed { TextFuzzTarget.run(input.bytes, metrics: metrics) }
        for bytes in seededInputs(150, seed: 15, maximumLength: 100, corpus: committed.map(\.bytes)) { TextFuzzTarget.run(bytes, metrics: metrics) }
    }

    @Test func damagedImageFilesAreLeftOutOrDrawnNeverTrap() throws {
        let metrics = PangoTextMetrics()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-image-smoke-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        let committed = committedInputs("ImageFuzz")
        for input in committed { ImageFuzzTarget.run(input.bytes, file: file, metrics: metrics) }
        for bytes in seededInputs(200, seed: 15, maximumLength: 64, corpus: committed.map(\.bytes)) {
            ImageFuzzTarget.run(bytes, file: file, metrics: metrics)
        }
    }

    @Test func snippetsScanTheSameTwiceWithoutTrapOrHang() {
        // ASCII inputs only: the others are described in a child process (the fuzzer's own
        // executable), which the tests do not have.
        let committed = committedInputs("SnippetScannerFuzz")
        for input in committed { SnippetScannerFuzzTarget.run(input.bytes, childExecutable: nil) }
        let ascii = seededInputs(150, seed: 15, maximumLength: 120, corpus: committed.map(\.bytes)).map { $0.map { $0 & 0x7F } }
        for bytes in ascii { SnippetScannerFuzzTarget.run(bytes, childExecutable: nil) }
    }
}

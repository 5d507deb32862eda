import Arrange
import ArrangeRender
import ArrangeText
import Foundation

/// A server's work under load (issue 15, part 3): many snippets laid out and drawn to PNG from
/// several threads at once, with the process's memory read after every `reportInterval`
/// renders and each render's result kept as a digest, so that a run can be compared with a
/// single-threaded one.
///
/// Invariants: snippet `index` is the same view in every run (it depends on nothing but the
/// index); a render's `Digest` covers every frame bit for bit, the layout's and the drawing's
/// warnings and the PNG's bytes, so two runs agree exactly when their digests do.
///
/// The run, step by step:
/// 1. Each of `threads` threads takes the next snippet index not yet taken (a shared counter),
///    until `count` are taken.
/// 2. It lays the snippet out with `Renderer.layout` (real fonts, `PangoTextMetrics`) under
///    390 × nil and draws it with `Renderer.render` to a 1× PNG.
/// 3. It stores the render's digest at the snippet's index.
/// 4. The thread finishing render number k × `reportInterval` reads the resident set size
///    (`VmRSS`) and its peak so far (`VmHWM`) from `/proc/self/status`.
public enum RenderLoad {
    /// How many renders pass between two memory readings.
    public static let reportInterval = 1_000

    /// What one render produced, hashed: the layout's frames and warnings, the drawing's
    /// warnings and the PNG's bytes (FNV-1a, 64 bits).
    public struct Digest: Hashable, Sendable, CustomStringConvertible {
        /// The hash of the frames and warnings of the layout.
        public let layout: UInt64
        /// The hash of the PNG's bytes and the drawing's warnings.
        public let picture: UInt64
        /// How many bytes the PNG has.
        public let pngBytes: Int

        public var description: String {
            "layout \(String(layout, radix: 16)) picture \(String(picture, radix: 16)) (\(pngBytes) bytes)"
        }
    }

    /// The memory of the process after some renders, in kibibytes.
    public struct MemoryReading: Sendable {
        /// How many renders had finished.
        public let renders: Int
        /// The resident set size then (`VmRSS`).
        public let residentKiB: Int
        /// The largest resident set size so far (`VmHWM`).
        public let peakKiB: Int
    }

    /// What a run found.
    public struct Outcome: Sendable {
        /// Each snippet's digest, by index.
        public let digests: [Digest]
        /// One reading every `reportInterval` renders, in order.
        public let readings: [MemoryReading]
        /// The wall-clock time the run took, in seconds.
        public let seconds: Double
    }

    /// Renders snippets `0 ..< count` from `threads` threads.
    public static func run(count: Int, threads: Int, renderer: Renderer = Renderer()) -> Outcome {
        let state = RunState(count: count)
        let start = Date()
        let workers = (0..<max(threads, 1)).map { _ in
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                // 1. The next index not yet taken, until all are.
                while let index = state.takeIndex() {
                    // 2., 3.
                    let digest = render(snippet: index, with: renderer)
                    // 4.
                    state.store(digest, at: index)
                }
                done.signal()
            }
            // Real text and drawing recurse deeply in places: the main thread's stack size.
            thread.stackSize = 8 << 20
            thread.start()
            return done
        }
        for done in workers { done.wait() }
        return Outcome(digests: state.finishedDigests, readings: state.readings, seconds: Date().timeIntervalSince(start))
    }

    /// Lays out and draws snippet `index` (steps 2 and 3 of the run).
    public static func render(snippet index: Int, with renderer: Renderer) -> Digest {
        let layout = renderer.layout(LoadSnippet(index: index), proposal: ProposedViewSize(width: 390, height: nil))
        var layoutHash = FNV1a()
        for node in layout.nodes {
            guard let frame = node.frame else {
                layoutHash.add(UInt8(0xFF))
                continue
            }
            for value in [frame.minX, frame.minY, frame.width, frame.height] { layoutHash.add(UInt64(value.bitPattern)) }
        }
        for warning in layout.warnings { layoutHash.add(warning) }
        var warnings: [String] = []
        let png = (try? renderer.render(layout, options: RenderOptions(format: .png, scale: 1), warnings: &warnings)) ?? Data()
        var pictureHash = FNV1a()
        pictureHash.add(png)
        for warning in warnings { pictureHash.add(warning) }
        return Digest(layout: layoutHash.value, picture: pictureHash.value, pngBytes: png.count)
    }

    /// The resident set size and its peak, from `/proc/self/status` (0 where it cannot be read).
    public static func memoryNow(renders: Int) -> MemoryReading {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func kibibytes(_ field: String) -> Int {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return 0 }
            return Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty }.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
        }
        return MemoryReading(renders: renders, residentKiB: kibibytes("VmRSS"), peakKiB: kibibytes("VmHWM"))
    }

    /// The shared counter, results and readings of one run, behind one lock.
    private final class RunState: @unchecked Sendable {
        private let lock = NSLock()
        private let count: Int
        private var next = 0
        private var finished = 0
        private var digests: [Digest?]
        private(set) var readings: [MemoryReading] = []

        init(count: Int) {
            self.count = count
            digests = Array(repeating: nil, count: max(count, 0))
        }

        func takeIndex() -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ digest: Digest, at index: Int) {
            let finishedNow: Int = lock.withLock {
                digests[index] = digest
                finished += 1
                return finished
            }
            if finishedNow % RenderLoad.reportInterval == 0 {
                let reading = RenderLoad.memoryNow(renders: finishedNow)
                lock.withLock { readings.append(reading) }
            }
        }

        var finishedDigests: [Digest] {
            lock.withLock { digests.compactMap { $0 } }
        }
    }
}

/// FNV-1a, 64 bits: a small, stable hash for comparing runs (not for security).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    mutating func add(_ word: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
    }

    mutating func add(_ data: Data) {
        for byte in data { add(byte) }
    }

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
        add(UInt8(0))
    }
}

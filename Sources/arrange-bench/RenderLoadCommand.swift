#if ARRANGE_TEXT
import Arrange
import ArrangeFuzzing
import ArrangeRender
import Foundation

/// `arrange-bench --render-load [RENDERS] [THREADS] [--compare] [--pictures DIR]`: issue 15's
/// load, many snippets laid out and drawn from several threads (`RenderLoad`, default 10,000
/// renders from 8 threads). Prints the memory after every 1,000 renders, then the time; with
/// `--compare`, renders the same snippets on one thread afterwards and counts the snippets whose
/// results differ; `--pictures DIR` first writes one PNG of each kind of snippet to DIR, to look at.
///
/// Output:
/// ```
/// renders RSS_MIB PEAK_RSS_MIB
/// …
/// total RENDERS THREADS SECONDS RENDERS_PER_SECOND
/// differing COUNT of RENDERS          (with --compare)
/// ```
enum RenderLoadCommand {
    /// Runs the load; the exit status is 1 when `--compare` finds a difference.
    static func run(arguments: [String]) -> Int32 {
        if let flag = arguments.firstIndex(of: "--pictures"), flag + 1 < arguments.count {
            writePictures(to: URL(fileURLWithPath: arguments[flag + 1]))
        }
        let numbers = arguments.compactMap { Int($0) }
        let renders = numbers.first ?? 10_000
        let threads = numbers.dropFirst().first ?? 8
        print("renders RSS_MIB PEAK_RSS_MIB")
        let before = RenderLoad.memoryNow(renders: 0)
        print("0 \(mebibytes(before.residentKiB)) \(mebibytes(before.peakKiB))")
        let outcome = RenderLoad.run(count: renders, threads: threads)
        for reading in outcome.readings {
            print("\(reading.renders) \(mebibytes(reading.residentKiB)) \(mebibytes(reading.peakKiB))")
        }
        let rate = Double(renders) / max(outcome.seconds, 1e-9)
        print("total \(renders) \(threads) \(String(format: "%.1f", outcome.seconds)) \(String(format: "%.1f", rate))")
        guard arguments.contains("--compare") else { return 0 }
        let single = RenderLoad.run(count: renders, threads: 1)
        let differing = zip(outcome.digests, single.digests).enumerated().filter { $0.element.0 != $0.element.1 }
        print("differing \(differing.count) of \(renders)")
        for (index, pair) in differing.prefix(5) {
            print("snippet \(index): \(threads) threads \(pair.0), 1 thread \(pair.1)")
        }
        return differing.isEmpty && outcome.digests.count == single.digests.count ? 0 : 1
    }

    /// Writes snippets 0 ..< `LoadSnippet.kinds` as `snippet-N.png` into `folder`.
    private static func writePictures(to folder: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let renderer = Renderer()
        for index in 0..<LoadSnippet.kinds {
            var warnings: [String] = []
            let layout = renderer.layout(LoadSnippet(index: index), proposal: ProposedViewSize(width: 390, height: nil))
            try? renderer.render(layout, to: folder.appendingPathComponent("snippet-\(index).png"), options: RenderOptions(format: .png), warnings: &warnings)
        }
    }

    private static func mebibytes(_ kibibytes: Int) -> String {
        String(format: "%.1f", Double(kibibytes) / 1024)
    }
}
#endif

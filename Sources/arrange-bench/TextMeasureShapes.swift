#if ARRANGE_TEXT
import Arrange
import ArrangeText

/// Real-font text cases: `PangoTextMetrics.measure` on settings-row strings (Latin and Korean,
/// body font, 200-point proposals, so some wrap), one `Sample` per batch of `count` calls.
///
/// - `text-measure`: cold — every string is new to the cache, so each call wraps, shapes and
///   measures with Pango.
/// - `text-measure-cached`: the same strings measured again — each call is a cache hit.
enum TextMeasureShapes {
    /// Measurements per sample.
    static let count = 1_000

    /// Numbers the batches, so that no two cold batches share a string.
    final class BatchCounter {
        var next = 0
    }

    /// The `index`th string of batch `batch`.
    static func string(batch: Int, index: Int) -> String {
        index % 4 == 3
            ? "알림 설정 \(batch)-\(index) 항목"
            : "Settings row \(batch)-\(index) with a longer label"
    }

    /// Times `count` measurements; `cached` measures a batch once untimed first.
    static func measure(counter: BatchCounter, cached: Bool) -> Sample {
        let metrics = PangoTextMetrics()
        let options = TextLayoutOptions()
        let proposal = ProposedViewSize(width: 200, height: nil)
        let batch = counter.next
        counter.next += 1
        let strings = (0..<count).map { string(batch: batch, index: $0) }
        if cached {
            for string in strings { _ = metrics.measure(string, options: options, proposal: proposal) }
        }
        let clock = ContinuousClock()
        let start = clock.now
        var lines = 0
        for string in strings {
            lines += metrics.measure(string, options: options, proposal: proposal).lines.count
        }
        let elapsed = start.duration(to: clock.now)
        precondition(lines >= count, "every measurement shows at least one line")
        return Sample(nanoseconds: elapsed.nanoseconds, views: count, callsPerView: 1, timings: nil)
    }
}
#endif

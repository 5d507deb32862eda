// Measuring from many threads at once (Swift Testing runs tests in parallel, and Pango must
// not share a font map between threads), and the bounded cache.
import Arrange
import Foundation
import Testing
@testable import ArrangeText

@Suite("PangoTextMetrics: threads and cache")
struct ConcurrencyAndCacheTests {
    /// The requests both runs measure: different strings, fonts and widths.
    static let requests: [(String, TextLayoutOptions, ProposedViewSize)] = (0..<240).map { index in
        let texts = ["Hello, World!", "알림 설정 \(index)", "مرحبا \(index)", "Item number \(index) of a list", "짧음"]
        var options = TextLayoutOptions(font: index % 3 == 0 ? .caption : .body)
        if index % 4 == 0 { options.lineLimit = 1 }
        if index % 5 == 0 { options.truncationMode = .middle }
        let width: CGFloat? = index % 6 == 0 ? nil : CGFloat(30 + index % 90)
        return (texts[index % texts.count], options, ProposedViewSize(width: width, height: nil))
    }

    @Test func concurrentMeasurementsAgreeWithSequentialOnes() async {
        // Two engines of their own, so neither run is answered from the other's cache.
        let sequential = PangoTextMetrics(engine: PangoTextEngine(fonts: .standard))
        let expected = Self.requests.map { sequential.measure($0.0, options: $0.1, proposal: $0.2) }
        let concurrent = PangoTextMetrics(engine: PangoTextEngine(fonts: .standard))
        let results = await withTaskGroup(of: [(Int, TextMeasurement)].self) { group in
            for worker in 0..<8 {
                group.addTask {
                    // Every worker measures every request, in its own order.
                    let order = Array(Self.requests.indices).shuffled()
                    return order.map { index in
                        let (text, options, proposal) = Self.requests[(index + worker) % Self.requests.count]
                        return ((index + worker) % Self.requests.count, concurrent.measure(text, options: options, proposal: proposal))
                    }
                }
            }
            var all: [(Int, TextMeasurement)] = []
            for await batch in group { all += batch }
            return all
        }
        #expect(results.count == 8 * Self.requests.count)
        let disagreeing = results.filter { $0.1 != expected[$0.0] }
        #expect(disagreeing.isEmpty)
    }

    @Test func concurrentDrawingAndMeasuringDoNotInterfere() async {
        let size = set("Hello", width: nil).size
        let inks = await withTaskGroup(of: CGRect?.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    _ = metrics.measure("Concurrent \(UUID())", options: TextLayoutOptions(), proposal: .unspecified)
                    return drawing("Hello", frame: CGRect(origin: .zero, size: size)).inkBounds
                }
            }
            var all: [CGRect?] = []
            for await ink in group { all.append(ink) }
            return all
        }
        #expect(inks.count == 6)
        #expect(Set(inks.map { $0.map { "\($0)" } ?? "none" }).count == 1)
        #expect(inks[0] != nil)
    }

    @Test func repeatedMeasurementsComeFromTheCache() {
        let engine = PangoTextEngine(fonts: .standard)
        let fresh = PangoTextMetrics(engine: engine)
        let first = fresh.measure("Cached text", options: TextLayoutOptions(), proposal: .unspecified)
        #expect(engine.cachedCount == 1)
        let second = fresh.measure("Cached text", options: TextLayoutOptions(), proposal: .unspecified)
        #expect(first == second)
        #expect(engine.cachedCount == 1)
        _ = fresh.measure("Cached text", options: TextLayoutOptions(), proposal: ProposedViewSize(width: 50, height: nil))
        #expect(engine.cachedCount == 2)
    }

    @Test func everySessionMadeIsKeptSoThatNoneIsFreedAndRemadeUnderLoad() {
        // Issue 15, part 3: freeing a session leaves about 170 KB of Pango and fontconfig state
        // behind, so a pool that kept 4 idle sessions grew under 8 measuring threads. Twelve
        // sessions held at once (nested borrowing, as twelve threads would) all come back.
        let engine = PangoTextEngine(fonts: .standard)
        func borrow(_ depth: Int) {
            guard depth > 0 else { return }
            engine.withSession { _ in borrow(depth - 1) }
        }
        borrow(12)
        #expect(engine.idleSessionCount == 12)
        borrow(12)
        #expect(engine.idleSessionCount == 12)
    }

    @Test func theCacheHoldsABoundedNumberOfResults() {
        var cache = MeasurementCache(entriesPerGeneration: 10, charactersPerGeneration: 1_000)
        let value = SetText.empty(font: PangoFontChoice(families: "Inter", weight: 400, isItalic: false, size: 17, tracking: 0),
                                  lineMetrics: FontLineMetrics(ascent: 1, descent: 1))
        func request(_ index: Int) -> TextRequest {
            TextRequest("text \(index)", options: TextLayoutOptions(), proposal: .unspecified)
        }
        for index in 0..<100 {
            cache.insert(value, for: request(index))
            // The first entry is used all the time, so it stays.
            #expect(cache.value(for: request(0)) != nil)
        }
        #expect(cache.count <= 20)
        #expect(cache.value(for: request(99)) != nil)
        #expect(cache.value(for: request(50)) == nil)
    }

    @Test func theCacheHoldsABoundedAmountOfText() {
        var cache = MeasurementCache(entriesPerGeneration: 1_000, charactersPerGeneration: 1_000)
        let value = SetText.empty(font: PangoFontChoice(families: "Inter", weight: 400, isItalic: false, size: 17, tracking: 0),
                                  lineMetrics: FontLineMetrics(ascent: 1, descent: 1))
        for index in 0..<100 {
            cache.insert(value, for: TextRequest(String(repeating: "x", count: 100) + "\(index)", options: TextLayoutOptions(), proposal: .unspecified))
        }
        // 100 texts of about 170 bytes each (with the entry overhead): at most two generations of 1,000 bytes.
        #expect(cache.count <= 12)
        // A text larger than a quarter of a generation is not held at all.
        cache.insert(value, for: TextRequest(String(repeating: "y", count: 300), options: TextLayoutOptions(), proposal: .unspecified))
        #expect(cache.value(for: TextRequest(String(repeating: "y", count: 300), options: TextLayoutOptions(), proposal: .unspecified)) == nil)
    }
}

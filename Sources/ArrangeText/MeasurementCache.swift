import Foundation

/// Set text by request, bounded in entries and in characters held: an approximate LRU of two
/// generations. New results go into the recent generation; when it is full (in entries or
/// characters) it becomes the old generation and the previous old one is dropped. A hit in the
/// old generation moves the entry back to the recent one, so what is used stays.
///
/// Not thread-safe by itself: `PangoTextEngine` guards it with a lock.
struct MeasurementCache {
    /// Entries per generation.
    let entriesPerGeneration: Int
    /// UTF-8 bytes of text (request and lines) per generation.
    let charactersPerGeneration: Int
    private var recent: [TextRequest: SetText] = [:]
    private var old: [TextRequest: SetText] = [:]
    private var recentCharacters = 0

    /// A cache holding at most `2 × entriesPerGeneration` results and about
    /// `2 × charactersPerGeneration` bytes of text.
    init(entriesPerGeneration: Int = 2048, charactersPerGeneration: Int = 4 << 20) {
        self.entriesPerGeneration = max(entriesPerGeneration, 1)
        self.charactersPerGeneration = max(charactersPerGeneration, 1)
    }

    /// How many results are held.
    var count: Int { recent.count + old.count }

    /// The result for `request`, if held.
    mutating func value(for request: TextRequest) -> SetText? {
        if let hit = recent[request] { return hit }
        guard let hit = old.removeValue(forKey: request) else { return nil }
        insert(hit, for: request)
        return hit
    }

    /// Holds `value` for `request`; a result larger than a quarter of a generation is not held.
    mutating func insert(_ value: SetText, for request: TextRequest) {
        let cost = request.text.utf8.count + value.measurement.lines.reduce(0) { $0 + $1.text.utf8.count } + 64
        guard cost <= charactersPerGeneration / 4 else { return }
        if recent.count >= entriesPerGeneration || recentCharacters + cost > charactersPerGeneration {
            old = recent
            recent = [:]
            recentCharacters = 0
        }
        if recent.updateValue(value, forKey: request) == nil { recentCharacters += cost }
    }
}

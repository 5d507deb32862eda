import Arrange
import CPangoCairo
import Foundation

/// The state behind `PangoTextMetrics` values: Pango sessions lent to one thread at a time,
/// and the cache of set text. Thread-safe: both live behind one lock, and a session is only
/// ever used by the thread that borrowed it.
///
/// Invariants: a session, once made, is kept for the life of the engine (see `idleSessions`), so
/// there are never more sessions than threads that once measured at the same time; the cache
/// holds a bounded number of results (see `MeasurementCache`).
final class PangoTextEngine: @unchecked Sendable {
    /// The fonts every session loads.
    let fonts: TextFonts
    /// What went wrong loading fonts (missing or unreadable files), for people to read.
    let notes: [String]
    /// The files sessions give fontconfig, or `nil` for the machine's own fontconfig.
    private let usableFiles: [String]?
    private let lock = NSLock()
    /// Sessions no thread uses now. Every session made comes back here and is kept, rather than
    /// freed beyond a few idle ones: freeing a session (a Pango font map over its own fontconfig
    /// configuration) leaves about 170 KB behind (40 sessions made and freed grow the process by
    /// 7 MB, with one malloc arena), so a pool that kept 4 idle sessions grew under 8 measuring
    /// threads each time it freed and remade one (issue 15, part 3; Benchmarks/README.md,
    /// "Under load").
    private var idleSessions: [PangoSession] = []
    private var cache = MeasurementCache()

    /// The engine of `TextFonts.standard`, shared by every `PangoTextMetrics()`.
    static let standard = PangoTextEngine(fonts: .standard)

    /// An engine over `fonts`; checks the files once and keeps its first session.
    init(fonts: TextFonts) {
        self.fonts = fonts
        var notes: [String] = []
        var usable: [String] = []
        if !fonts.files.isEmpty {
            let probe = FcConfigCreate()
            for path in fonts.files {
                if !FileManager.default.fileExists(atPath: path) {
                    notes.append("font file missing: \(path)")
                } else if !PangoSession.add(path, to: probe) {
                    notes.append("font file unreadable by fontconfig: \(path)")
                } else {
                    usable.append(path)
                }
            }
            FcConfigDestroy(probe)
            if usable.isEmpty {
                notes.append(
                    "none of the \(fonts.files.count) font files could be loaded; measuring with the machine's "
                        + "fontconfig defaults, so sizes depend on the fonts installed (install fonts-inter, "
                        + "fonts-nanum and fonts-dejavu-core)")
            } else if !notes.isEmpty {
                notes.append("measuring with the \(usable.count) font files that loaded; sizes may differ from the standard fonts'")
            }
        }
        self.notes = notes
        usableFiles = usable.isEmpty ? nil : usable
        idleSessions = [PangoSession(fontFiles: usableFiles, emojiFamily: fonts.emojiFamily)]
    }

    /// The text set for `request`, from the cache or set now.
    func setText(_ request: TextRequest) -> SetText {
        if let known = lock.withLock({ cache.value(for: request) }) { return known }
        let result = withSession { TextSetter(session: $0, request: request, fonts: fonts).set() }
        lock.withLock { cache.insert(result, for: request) }
        return result
    }

    /// How many sessions wait unused.
    var idleSessionCount: Int { lock.withLock { idleSessions.count } }

    /// How many results the cache holds.
    var cachedCount: Int { lock.withLock { cache.count } }

    /// Runs `body` with a session no other thread uses meanwhile.
    func withSession<Result>(_ body: (PangoSession) -> Result) -> Result {
        let session = lock.withLock { idleSessions.popLast() } ?? PangoSession(fontFiles: usableFiles, emojiFamily: fonts.emojiFamily)
        defer {
            lock.withLock { idleSessions.append(session) }
        }
        return body(session)
    }
}

/// Where in the user's file a snippet's program was when it crashed or was stopped, read from
/// the Swift runtime's backtrace (`SWIFT_BACKTRACE`, which `ProgramRun` turns on).
///
/// The backtracer prints each thread's frames, innermost first:
/// `  3 [ra]   0x00005566b547ea8b Bubble.body.getter + 186 in program at /…/Card.swift:6:27`.
/// A frame is the user's when its location is the snippet's own file (the name the program's
/// `#sourceLocation` directives give it); the program's generated `main.swift` and the
/// libraries are not.
///
/// - `userFrames`: the user's frames of the first thread that has any (the crashed one comes
///   first), innermost first.
/// - `runningView`: the innermost of them that is a view's `body` or a method of a `Layout`
///   or `Shape`: the view that was being built or laid out.
public struct ProgramBacktrace: Equatable, Sendable {
    /// One frame in the user's file.
    public struct Frame: Equatable, Sendable {
        /// The function, as the backtrace spells it (`closure #1 in Bubble.body.getter`).
        public var symbol: String
        /// Its line in the user's file, when the backtrace gives one (an instruction between
        /// lines has none: `… at /path/Card.swift`).
        public var line: Int?

        /// A frame of `symbol` at `line`.
        public init(symbol: String, line: Int?) {
            self.symbol = symbol
            self.line = line
        }

        /// What the function is in the user's terms: `Bubble's body`, `FlowLayout's
        /// sizeThatFits(proposal:subviews:cache:)`, `depth(_:)`; the types and functions the
        /// program generates for previews and bare expressions (`__ArrangePreview2`) by what
        /// `generated` calls them (`preview "Loop"`).
        public func described(generated: [String: String] = [:]) -> String {
            let name = Self.plainName(symbol)
            guard let member = Self.memberStart(in: name) else {
                return generated[String(name.prefix { $0 != "(" })] ?? name
            }
            let type = String(name[..<member])
            if let shown = generated[type] { return shown }
            var function = String(name[name.index(after: member)...])
            for accessor in [".getter", ".setter", ".modify"] where function.hasSuffix(accessor) {
                function.removeLast(accessor.count)
            }
            return "\(type)'s \(function)"
        }

        /// Whether it is a view's `body`, or a method of a `Layout` or `Shape` that lays out
        /// (`ProgramBacktrace.layingOutMembers`).
        public var isLayingOutAView: Bool {
            let name = Self.plainName(symbol)
            guard let member = Self.memberStart(in: name) else { return false }
            let function = name[name.index(after: member)...]
            let base = function.prefix { $0 != "(" && $0 != "." }
            return ProgramBacktrace.layingOutMembers.contains(String(base))
        }

        /// `symbol` without the wrappers around the user's function (`closure #1 in `,
        /// `specialized `, `static `, `protocol witness for `, generic arguments, the module).
        static func plainName(_ symbol: String) -> String {
            var name = symbol
            // The function a closure is in is the one the user wrote.
            if let inner = name.range(of: " in ", options: .backwards), name.hasPrefix("closure") || name.hasPrefix("implicit closure") {
                name = String(name[inner.upperBound...])
            }
            for prefix in ["protocol witness for ", "partial apply for ", "specialized ", "merged ", "static "] {
                while name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
            }
            if let conformance = name.range(of: " in conformance ") { name = String(name[..<conformance.lowerBound]) }
            // Generic arguments: `Framed<A>.body.getter` is Framed's body.
            var plain = ""
            var depth = 0
            for character in name {
                if character == "<" { depth += 1 } else if character == ">" { depth = max(0, depth - 1) } else if depth == 0 { plain.append(character) }
            }
            if plain.hasPrefix("ArrangeUserSnippet.") { plain.removeFirst("ArrangeUserSnippet.".count) }
            return plain
        }

        /// Where the member starts in `name` (`Bubble.body.getter` → the `.` before `body`), or
        /// `nil` for a free function: the last `.` before the argument list, skipping an accessor.
        static func memberStart(in name: String) -> String.Index? {
            let head = name.firstIndex(of: "(").map { name[..<$0] } ?? name[...]
            var trimmed = head
            for accessor in [".getter", ".setter", ".modify"] where trimmed.hasSuffix(accessor) {
                trimmed = trimmed.dropLast(accessor.count)
            }
            return trimmed.lastIndex(of: ".")
        }
    }

    /// The members that build or lay out a view: `body`, the `Layout` protocol's methods, and
    /// a `Shape`'s `path(in:)` and `sizeThatFits(_:)`.
    public static let layingOutMembers: Set<String> = [
        "body", "sizeThatFits", "placeSubviews", "explicitAlignment", "spacing", "makeCache", "updateCache", "path",
    ]

    /// The value of `SWIFT_BACKTRACE` for snippet programs: a plain-text backtrace on standard
    /// error, of every thread (a program stopped at its time limit may be stopped on any), with
    /// no registers or images, and enough frames at both ends to reach the view's `body` under
    /// a deep recursion; paths as they are (not sanitized).
    public static let environmentValue =
        "enable=yes,interactive=no,color=no,sanitize=no,threads=all,registers=none,images=none,limit=128,top=64,output-to=stderr"

    /// The user's frames of the first thread that has any, innermost first.
    public var userFrames: [Frame] = []
    /// Whether a thread with user frames has been read whole (later threads are ignored).
    private var threadDone = false
    private var inThread = false

    /// An empty backtrace, to be read line by line (`read(_:)`).
    public init() {}

    /// How the backtracer's report ends: `Backtrace took 1.12s`.
    public static let endLinePrefix = "Backtrace took "

    /// Whether `line` starts the backtracer's report (`*** Signal 4: Backtracing from …`).
    public static func isStart(_ line: String) -> Bool {
        line.hasPrefix("*** Signal ") || line.hasPrefix("*** Program crashed") || line.hasPrefix("💣 Program crashed")
    }

    /// Reads one line of the report, for the snippet whose `#sourceLocation` name is `sourceName`.
    public mutating func read(_ line: String, sourceName: String) {
        if line.hasPrefix("Thread ") {
            if inThread && !userFrames.isEmpty { threadDone = true }
            inThread = true
            return
        }
        guard inThread, !threadDone, let frame = Self.frame(line, sourceName: sourceName) else { return }
        userFrames.append(frame)
    }

    /// The frame `line` shows when it is in the file named `sourceName`, else `nil`.
    static func frame(_ line: String, sourceName: String) -> Frame? {
        guard let address = line.range(of: " 0x"), let at = line.range(of: " at ", options: .backwards),
              let offset = line.range(of: " + ", options: .backwards, range: address.upperBound..<at.lowerBound) else { return nil }
        let location = line[at.upperBound...]
        // PATH, PATH:LINE or PATH:LINE:COLUMN, read from the end (a path may hold colons).
        var parts = location.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count >= 3, Int(parts[parts.count - 1]) != nil, Int(parts[parts.count - 2]) != nil { parts.removeLast() }
        var number: Int?
        if parts.count >= 2, let last = Int(parts[parts.count - 1]) {
            number = last
            parts.removeLast()
        }
        let path = parts.joined(separator: ":")
        // The backtracer may shorten a path (`/tmp/x/a.swift` as `x/a.swift`) when sanitizing.
        guard path == sourceName || path.hasSuffix("/" + sourceName) || sourceName.hasSuffix("/" + path) else { return nil }
        let afterAddress = line[address.upperBound...]
        guard let space = afterAddress.firstIndex(of: " ") else { return nil }
        let symbol = line[afterAddress.index(after: space)..<offset.lowerBound]
        return Frame(symbol: String(symbol), line: number)
    }

    /// The innermost user frame: where the program was.
    public var innermost: Frame? { userFrames.first }

    /// The innermost user line known: the innermost frame's, else the nearest caller's that has one.
    public var innermostLine: Int? { userFrames.lazy.compactMap(\.line).first }

    /// The innermost user frame that builds or lays out a view (`Frame.isLayingOutAView`).
    public var runningView: Frame? { userFrames.first(where: \.isLayingOutAView) }

    /// Where the program was, for a sentence about `path`: `in Bubble's body (Card.swift:6)`, or
    /// `in depth(_:) (Deep.swift:3), called from Deep's body (Deep.swift:7)`; `nil` without
    /// user frames. `generated` names the program's own types (`Frame.described(generated:)`).
    public func place(in path: String, generated: [String: String] = [:]) -> String? {
        guard let innermost else { return nil }
        func at(_ frame: Frame) -> String { frame.line.map { "\(path):\($0)" } ?? path }
        let inner = innermost.described(generated: generated)
        var text = "in \(inner) (\(at(innermost)))"
        if let view = runningView, view != innermost, view.described(generated: generated) != inner {
            text += ", called from \(view.described(generated: generated)) (\(at(view)))"
        }
        return text
    }

    /// What the program's generated builders of `views` stand for: `__ArrangePreview2` →
    /// `preview "Loop"`, `__arrangeSnippet1` → `snippet Snippet`.
    public static func generatedNames(of views: [SnippetView]) -> [String: String] {
        var names: [String: String] = [:]
        for view in views where view.kind == .preview || view.kind == .expression {
            let builder = String(view.builder.prefix { $0 != "(" })
            names[builder] = view.kind == .preview ? "preview \"\(view.name)\"" : "snippet \(view.name)"
        }
        return names
    }
}

import Foundation

/// What the tool read in a snippet's text, for pointing at it: the line each of its view types
/// is declared on, and the calls written in each view's declaration (`Text("Wi-Fi")` on line 14).
/// `arrange` finds them with a syntax walk (ArrangeSnippet's `SnippetScanner`), the program it
/// compiles hands them to `ArrangeToolMain.run`, and the commands pass them to `WrittenNames`
/// as a value. A layout made without a file (`ArrangeTesting`, the tests) has `none`.
public struct WrittenSource: Equatable, Sendable {
    /// One call written in a view's declaration: the name called, the text of a plain string
    /// literal passed first, and the line the name is written on.
    public struct CallSite: Equatable, Sendable {
        /// The name called: a type (`Text`, `SettingsRow`) or a modifier (`padding`).
        public var name: String
        /// The first argument when it is a string literal without interpolation, else `nil`.
        public var text: String?
        /// The line of `name` in the snippet (1-based).
        public var line: Int
        /// Whether the call is inside a `ForEach`'s closure, and so may make any number of nodes.
        public var isRepeated: Bool

        /// A call of `name` on `line`.
        public init(name: String, text: String? = nil, line: Int, isRepeated: Bool = false) {
            self.name = name
            self.text = text
            self.line = line
            self.isRepeated = isRepeated
        }
    }

    /// The line each view type of the snippet is declared on, by name.
    public var declarationLines: [String: Int]
    /// The calls written in each view type's declaration (and each preview's, under the name of
    /// the view it becomes), in the order written: an outer modifier before what it modifies
    /// (`HStack { … }.padding()` gives `padding`, then `HStack`).
    public var callSites: [String: [CallSite]]

    /// Nothing known of the source: nodes are named without lines.
    public static let none = WrittenSource()

    /// The declarations and calls of a snippet.
    public init(declarationLines: [String: Int] = [:], callSites: [String: [CallSite]] = [:]) {
        self.declarationLines = declarationLines
        self.callSites = callSites
    }

    /// The declarations, and the calls as `encodedCallSites` (`encoded(_:)`) carries them;
    /// malformed lines are skipped.
    public init(declarationLines: [String: Int], encodedCallSites: String) {
        self.init(declarationLines: declarationLines, callSites: Self.callSites(decoding: encodedCallSites))
    }

    /// How the compiled program carries `callSites`: one call a line,
    /// `Type<TAB>name<TAB>line<TAB>text`, the line followed by `r` for a repeated call, the text
    /// `+` and the literal, or empty when `nil` (tabs and newlines in it written as `\t` and
    /// `\n`, backslashes doubled). A string, not an array literal, so that a file of many views
    /// costs the compiler nothing to type-check.
    public static func encoded(_ callSites: [String: [CallSite]]) -> String {
        var lines: [String] = []
        for type in callSites.keys.sorted() {
            for call in callSites[type] ?? [] {
                let text = call.text.map {
                    "+" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
                        .replacingOccurrences(of: "\n", with: "\\n")
                } ?? ""
                lines.append("\(type)\t\(call.name)\t\(call.line)\(call.isRepeated ? "r" : "")\t\(text)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The call sites `encoded` holds (see `encoded(_:)`); malformed lines are skipped.
    static func callSites(decoding encoded: String) -> [String: [CallSite]] {
        var sites: [String: [CallSite]] = [:]
        for line in encoded.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            let repeated = fields.count == 4 && fields[2].hasSuffix("r")
            guard fields.count == 4, let number = Int(repeated ? fields[2].dropLast() : fields[2]) else { continue }
            var text: String?
            if fields[3].hasPrefix("+") {
                var unescaped = "", escaping = false
                for character in fields[3].dropFirst() {
                    if escaping {
                        unescaped.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                        escaping = false
                    } else if character == "\\" {
                        escaping = true
                    } else {
                        unescaped.append(character)
                    }
                }
                text = unescaped
            }
            sites[String(fields[0]), default: []].append(CallSite(name: String(fields[1]), text: text, line: number, isRepeated: repeated))
        }
        return sites
    }
}

import Foundation

/// Reads the older strings tables of an app's `.lproj` folders: `Localizable.strings` (pairs
/// `"key" = "value";`) and `Localizable.stringsdict` (plural rules, a property list).
///
/// A `.strings` file:
/// 1. is decoded as UTF-16 when it starts with a byte-order mark (Xcode's older files), as a
///    binary property list when it is one, else as UTF-8;
/// 2. is read as pairs `key = value;`, each a quoted string (with `\n`, `\t`, `\"`, `\\` and
///    `\Uxxxx` escapes) or an unquoted word, or `key;` for a value that is its key; `/* … */`
///    and `// …` comments are skipped;
/// 3. is refused whole when a pair is malformed, as Foundation refuses it, with the line.
///
/// A `.stringsdict` gives each key its `NSStringLocalizedFormatKey` as the text and, for each
/// variable of type `NSStringPluralRuleType`, a substitution of its forms (`zero` … `other`),
/// converted with its `NSStringFormatValueTypeKey`.
enum StringsFileReader {
    /// The pairs of the `.strings` file `data`.
    static func entries(inStrings data: Data) throws -> [String: LocalizedStringEntry] {
        // 1.
        if data.starts(with: Array("bplist".utf8)) {
            guard let pairs = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: String] else {
                throw LocalizedStringsFileProblem("a binary strings file that is not a table of strings")
            }
            return pairs.mapValues { LocalizedStringEntry(text: .fixed($0)) }
        }
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: data, encoding: .utf16) else { throw LocalizedStringsFileProblem("not valid UTF-16") }
            text = decoded
        } else if let decoded = String(data: data, encoding: .utf8) {
            text = decoded
        } else {
            throw LocalizedStringsFileProblem("neither UTF-8 nor UTF-16 text")
        }
        // 2.
        var reader = PairReader(Array(text.unicodeScalars))
        var entries: [String: LocalizedStringEntry] = [:]
        while let (key, value) = try reader.nextPair() {
            entries[key] = LocalizedStringEntry(text: .fixed(value))
        }
        return entries
    }

    /// The keys of the `.stringsdict` file `data`.
    static func entries(inStringsdict data: Data) throws -> [String: LocalizedStringEntry] {
        guard let list = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {
            throw LocalizedStringsFileProblem("not a stringsdict: the file is not a property list of keys")
        }
        var entries: [String: LocalizedStringEntry] = [:]
        for case let (key, rule as [String: Any]) in list {
            guard let format = rule["NSStringLocalizedFormatKey"] as? String else { continue }
            var substitutions: [String: LocalizedStringEntry.Substitution] = [:]
            for case let (name, variable as [String: Any]) in rule where variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" {
                var forms: [PluralCategory: String] = [:]
                for category in PluralCategory.allCases {
                    if let form = variable[category.rawValue] as? String { forms[category] = form }
                }
                substitutions[name] = LocalizedStringEntry.Substitution(
                    formatSpecifier: variable["NSStringFormatValueTypeKey"] as? String, forms: forms)
            }
            entries[key] = LocalizedStringEntry(text: .fixed(format), substitutions: substitutions)
        }
        return entries
    }

    /// 2.–3. Reads `key = value;` pairs from a `.strings` file's characters.
    struct PairReader {
        let characters: [Unicode.Scalar]
        var index = 0

        init(_ characters: [Unicode.Scalar]) {
            self.characters = characters
            if characters.first == "\u{FEFF}" { index = 1 }
        }

        /// The next pair, or `nil` at the end.
        mutating func nextPair() throws -> (String, String)? {
            try skipSpaceAndComments()
            guard index < characters.count else { return nil }
            let keyLine = line
            let key = try readString()
            try skipSpaceAndComments()
            var value = key
            if peek == "=" {
                index += 1
                try skipSpaceAndComments()
                value = try readString()
                try skipSpaceAndComments()
            }
            guard peek == ";" else { throw LocalizedStringsFileProblem("line \(keyLine): expected ';' after the pair of \"\(key)\"") }
            index += 1
            return (key, value)
        }

        private var peek: Unicode.Scalar? { index < characters.count ? characters[index] : nil }

        private var line: Int { characters[..<min(index, characters.count)].filter { $0 == "\n" }.count + 1 }

        private func problem(_ message: String) -> LocalizedStringsFileProblem {
            LocalizedStringsFileProblem("line \(line): \(message)")
        }

        private mutating func skipSpaceAndComments() throws {
            while let character = peek {
                if character.properties.isWhitespace {
                    index += 1
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    guard let end = (index + 2..<characters.count).first(where: { characters[$0] == "*" && $0 + 1 < characters.count && characters[$0 + 1] == "/" }) else {
                        throw problem("a comment that is not closed")
                    }
                    index = end + 2
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while let next = peek, next != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }

        private static let unquoted = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_$+/:.-"))

        private mutating func readString() throws -> String {
            guard let first = peek else { throw problem("expected a string, found the end of the file") }
            if first != "\"" {
                var word = String.UnicodeScalarView()
                while let character = peek, Self.unquoted.contains(character) {
                    word.append(character)
                    index += 1
                }
                guard !word.isEmpty else { throw problem("expected a string, found '\(first)'") }
                return String(word)
            }
            index += 1
            var text = String.UnicodeScalarView()
            while let character = peek {
                index += 1
                switch character {
                case "\"":
                    return String(text)
                case "\\":
                    guard let escaped = peek else { break }
                    index += 1
                    text.append(contentsOf: try unescaped(escaped).unicodeScalars)
                default:
                    text.append(character)
                }
            }
            throw problem("a string that is not closed")
        }

        private mutating func unescaped(_ escaped: Unicode.Scalar) throws -> String {
            switch escaped {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            case "a": return "\u{07}"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "v": return "\u{0B}"
            case "U", "u":
                let hex = characters[index..<min(index + 4, characters.count)]
                guard hex.count == 4, let code = UInt32(String(String.UnicodeScalarView(hex)), radix: 16) else {
                    throw problem("\\U needs four hexadecimal digits")
                }
                index += 4
                return Unicode.Scalar(code).map { String($0) } ?? "\u{FFFD}"
            default:
                return String(escaped)
            }
        }
    }
}

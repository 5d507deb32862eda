import Foundation

/// Automatic grammar agreement in English, as Foundation applies it to `^[3 day](inflect: true)`
/// in a localized string (iOS 15): the noun a phrase ends with takes the number the phrase
/// starts with — "1 day", "3 days", "2 people", "0 boxes".
///
/// 1. The count is the phrase's first word read as a number (`3`, `1.5`, `1,000`); a phrase
///    that does not start with one is left as written.
/// 2. A count of exactly 1 makes the noun singular (written singular, it stays; written plural,
///    `^[1 pegs](inflect: true)`, it becomes "1 peg"); any other count makes its last word
///    plural: irregular nouns by their own plural (`person` → `people`), nouns that do not
///    change as written (`sheep`), else by the regular rules — `-s`, `-x`, `-z`, `-ch`, `-sh`
///    take `-es`, a consonant before `-y` becomes `-ies`, any other word takes `-s`. A noun
///    written plural already (`^[3 pegs](inflect: true)`, as a course's game writes its peg
///    counts) stays as it is: a word is plural when it is an irregular plural, or when taking
///    off `-s`, `-es` or `-ies` (→ `-y`) leaves a word of three letters or more whose plural it
///    is. The first letter's case is kept (`Person` → `People`).
/// Apple's engine also agrees adjectives and other languages' genders; English nouns are what
/// apps write (docs/DIFFERENCES.md).
enum EnglishInflection {
    /// `runs` with the phrase they spell agreed in number: the last word of the last run with
    /// text changed, the styles kept.
    static func agreeing(_ runs: [MarkdownRun]) -> [MarkdownRun] {
        let phrase = runs.map(\.text).joined()
        guard let count = leadingCount(of: phrase),
              let last = runs.lastIndex(where: { $0.text.contains(where: \.isLetter) })
        else { return runs }
        var result = runs
        result[last].text = changingLastWord(of: runs[last].text) { word in
            count == 1 ? singular(of: word) ?? word : (singular(of: word) != nil ? word : plural(of: word))
        }
        return result
    }

    /// `phrase` agreed in number with the count it starts with.
    static func agreeing(_ phrase: String) -> String {
        agreeing([MarkdownRun(text: phrase)]).map(\.text).joined()
    }

    /// The number `phrase` starts with, or `nil`.
    static func leadingCount(of phrase: String) -> Double? {
        let first = phrase.drop { $0.isWhitespace }.prefix { !$0.isWhitespace }
        return Double(first.replacingOccurrences(of: ",", with: ""))
    }

    /// `text` with its last word made plural.
    static func pluralizingLastWord(of text: String) -> String {
        changingLastWord(of: text, plural(of:))
    }

    /// `text` with its last word changed by `change`.
    static func changingLastWord(of text: String, _ change: (String) -> String) -> String {
        guard let end = text.lastIndex(where: \.isLetter) else { return text }
        var start = end
        while start > text.startIndex, text[text.index(before: start)].isLetter { start = text.index(before: start) }
        let word = String(text[start...end])
        return String(text[..<start]) + change(word) + String(text[text.index(after: end)...])
    }

    /// The singular of `word` when it is written plural (step 2's test), else nil.
    static func singular(of word: String) -> String? {
        let lower = word.lowercased()
        if unchanged.contains(lower) { return nil }
        if let irregular = irregularPlurals.first(where: { $0.value == lower }) { return keepingCase(of: word, irregular.key) }
        var candidates: [String] = []
        if lower.hasSuffix("ies") { candidates.append(String(word.dropLast(3)) + "y") }
        if lower.hasSuffix("es") { candidates.append(String(word.dropLast(2))) }
        if lower.hasSuffix("s") { candidates.append(String(word.dropLast())) }
        return candidates.first { $0.count >= 3 && plural(of: $0) == word }
    }

    /// The plural of the English noun `word`.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if unchanged.contains(lower) { return word }
        if let irregular = irregularPlurals[lower] { return keepingCase(of: word, irregular) }
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        if ["s", "x", "z"].contains(where: lower.hasSuffix) || lower.hasSuffix("ch") || lower.hasSuffix("sh") { return word + "es" }
        if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower[lower.index(lower.endIndex, offsetBy: -2)]) {
            return String(word.dropLast()) + "ies"
        }
        return word + "s"
    }

    /// `plural` with `word`'s first letter's case.
    private static func keepingCase(of word: String, _ plural: String) -> String {
        guard let first = word.first, first.isUppercase else { return plural }
        return plural.prefix(1).uppercased() + plural.dropFirst()
    }

    /// Nouns whose plural is not made by the regular rules.
    static let irregularPlurals: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice", "foot": "feet",
        "tooth": "teeth", "goose": "geese", "ox": "oxen", "leaf": "leaves", "life": "lives", "knife": "knives", "wife": "wives",
        "half": "halves", "wolf": "wolves", "shelf": "shelves", "loaf": "loaves", "potato": "potatoes", "tomato": "tomatoes",
        "hero": "heroes", "echo": "echoes", "analysis": "analyses", "crisis": "crises",
        "criterion": "criteria", "phenomenon": "phenomena",
    ]

    /// Nouns whose plural is the word itself.
    static let unchanged: Set<String> = ["sheep", "fish", "deer", "series", "species", "aircraft", "moose", "offspring", "news"]
}

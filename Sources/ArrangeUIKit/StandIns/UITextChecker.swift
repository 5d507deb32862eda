import Foundation

/// UIKit's spell checker. Linux has no system dictionary that UIKit's would match, so every
/// word is spelled correctly: no misspelled range (`NSNotFound`), no guesses, no completions
/// (docs/DIFFERENCES.md). A screen at rest rarely checks anything; this keeps code that checks
/// on a button's action compiling, and what it would show at rest unchanged.
open class UITextChecker: @unchecked Sendable {
    /// A spell checker.
    public init() {}

    /// The languages it checks: American English.
    open class var availableLanguages: [String] { ["en_US"] }

    /// The first misspelled word of `range` in `stringToCheck`: none, `NSRange(location:
    /// NSNotFound, length: 0)`.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }

    /// Corrections for the word at `range`: none.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        []
    }

    /// Completions of the partial word at `range`: none.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        []
    }

    /// Remembers `word` as spelled correctly (every word already is).
    open func learnWord(_ word: String) {}

    /// Makes the checker ignore `word` (every word is already accepted).
    open func ignoreWord(_ word: String) {}
}

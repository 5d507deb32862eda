// The app's strings tables: String Catalogs, `.strings` and `.stringsdict` files read for the
// source language, and `Text("key")`, `String(localized:)` and `NSLocalizedString` showing the
// table's text — with plural forms chosen by the interpolated number — instead of the key.
// Keys and tables are this file's own (the tables are the process's), so that no other test's
// text changes.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("App strings tables")
struct StringTablesTests {
    private let screen = ProposedViewSize(width: 320, height: 480)

    /// What the text node of `view` shows.
    private func shown<V: View>(_ view: V) -> String? {
        let layout = ViewLayout(view, proposal: screen)
        for node in layout.nodes {
            if case let .text(string, _, _) = node.content { return string }
        }
        return nil
    }

    /// The entries of `data` read as a file with the extension `ext`.
    private func read(_ data: Data, as ext: String) throws -> [String: LocalizedStringEntry] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString).\(ext)")
        defer { try? FileManager.default.removeItem(at: url) }
        try data.write(to: url)
        return try AppStringTables.read(contentsOf: url.path)
    }

    private func read(as ext: String, _ data: Data) throws -> [String: LocalizedStringEntry] {
        try read(data, as: ext)
    }

    private func catalog(_ json: String) throws -> [String: LocalizedStringEntry] {
        try read(Data(json.utf8), as: "xcstrings")
    }

    @Test func aKeyInTheCatalogIsAsWideAsItsEnglishText() throws {
        let entries = try catalog(#"""
            { "sourceLanguage": "en", "version": "1.0", "strings": {
                "st.greeting": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Hello" } },
                                                    "de": { "stringUnit": { "state": "translated", "value": "Hallo zusammen" } } } }
            } }
            """#)
        AppStringTables.add(entries)
        #expect(shown(Text("st.greeting")) == "Hello")
        let key = ViewLayout(Text("st.greeting"), proposal: .unspecified).size
        let english = ViewLayout(Text(verbatim: "Hello"), proposal: .unspecified).size
        let asKey = ViewLayout(Text(verbatim: "st.greeting"), proposal: .unspecified).size
        #expect(key == english)
        #expect(key.width < asKey.width)
        // A key no table has shows itself.
        #expect(shown(Text("st.not-in-any-table")) == "st.not-in-any-table")
        // A `String` value is not a key: it is shown as written, as in SwiftUI.
        let value = "st.greeting"
        #expect(shown(Text(value)) == "st.greeting")
    }

    @Test func aCatalogWithoutTheEnglishLocalizationGivesItsSourceLanguage() throws {
        let entries = try catalog(#"""
            { "sourceLanguage": "fr", "strings": {
                "st.hello": { "localizations": { "fr": { "stringUnit": { "state": "translated", "value": "Bonjour" } } } },
                "st.same": { }
            } }
            """#)
        #expect(entries["st.hello"]?.text == .fixed("Bonjour"))
        // A source-language key without a localization is its own text: no entry.
        #expect(entries["st.same"] == nil)
    }

    @Test func pluralVariationsAreChosenByTheInterpolatedNumber() throws {
        let entries = try catalog(#"""
            { "sourceLanguage": "en", "strings": {
                "%lld st.habits": { "localizations": { "en": { "variations": { "plural": {
                    "zero": { "stringUnit": { "state": "translated", "value": "No habits yet" } },
                    "one": { "stringUnit": { "state": "translated", "value": "%lld habit" } },
                    "other": { "stringUnit": { "state": "translated", "value": "%lld habits" } } } } } } },
                "st.%lld done of %lld": { "localizations": { "en": {
                    "stringUnit": { "state": "translated", "value": "%#@done@ of %#@total@" },
                    "substitutions": {
                        "done": { "argNum": 1, "formatSpecifier": "lld", "variations": { "plural": {
                            "one": { "stringUnit": { "state": "translated", "value": "%arg day" } },
                            "other": { "stringUnit": { "state": "translated", "value": "%arg days" } } } } },
                        "total": { "argNum": 2, "formatSpecifier": "lld", "variations": { "plural": {
                            "one": { "stringUnit": { "state": "translated", "value": "%arg goal" } },
                            "other": { "stringUnit": { "state": "translated", "value": "%arg goals" } } } } } } } } }
            } }
            """#)
        AppStringTables.add(entries, table: "StPlurals")
        for (count, expected) in [(0, "No habits yet"), (1, "1 habit"), (21, "21 habits")] {
            #expect(shown(Text("\(count) st.habits", tableName: "StPlurals")) == expected)
        }
        let done = 1
        let total = 21
        #expect(shown(Text("st.\(done) done of \(total)", tableName: "StPlurals")) == "1 day of 21 goals")
        #expect(String(localized: "st.\(total) done of \(done)", table: "StPlurals") == "21 days of 1 goal")
    }

    @Test func stringsFilesAreReadWithTheirCommentsEscapesAndUnquotedWords() throws {
        let text = """
            /* A comment */
            "st.title" = "Rituals";
            // a line comment
            "st.quote" = "Say \\"hi\\"\\nnow";
            st.bare = "Bare key";
            "st.same";
            "st.snowman" = "\\U2603";
            """
        let entries = try read(as: "strings", Data(text.utf8))
        #expect(entries["st.title"]?.text == .fixed("Rituals"))
        #expect(entries["st.quote"]?.text == .fixed("Say \"hi\"\nnow"))
        #expect(entries["st.bare"]?.text == .fixed("Bare key"))
        #expect(entries["st.same"]?.text == .fixed("st.same"))
        #expect(entries["st.snowman"]?.text == .fixed("\u{2603}"))
        // UTF-16 with a byte-order mark, as older Xcode wrote strings files.
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("\"st.k\" = \"Wert\";".data(using: .utf16LittleEndian)!)
        #expect(try read(as: "strings", utf16)["st.k"]?.text == .fixed("Wert"))
    }

    @Test func aMalformedStringsFileIsRefusedWithItsLine() {
        #expect(throws: LocalizedStringsFileProblem("line 2: expected ';' after the pair of \"b\"")) {
            try read(as: "strings", Data("\"a\" = \"1\";\n\"b\" = \"2\"\n".utf8))
        }
        #expect(throws: LocalizedStringsFileProblem("line 1: a string that is not closed")) {
            try read(as: "strings", Data("\"a\" = \"1".utf8))
        }
        #expect(throws: LocalizedStringsFileProblem.self) { try catalog("[1, 2]") }
    }

    @Test func aStringsdictGivesPluralFormsToTheKeysVariable() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>st.%d streak days</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>Streak: %#@days@</string>
                <key>days</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%d day</string>
                  <key>other</key><string>%d days</string>
                </dict>
              </dict>
            </dict></plist>
            """
        let entries = try read(as: "stringsdict", Data(plist.utf8))
        AppStringTables.add(entries, table: "StDict")
        let days = 1
        let many = 7
        #expect(shown(Text("st.\(days, specifier: "%d") streak days", tableName: "StDict")) == "Streak: 1 day")
        #expect(shown(Text("st.\(many, specifier: "%d") streak days", tableName: "StDict")) == "Streak: 7 days")
    }

    @Test func nsLocalizedStringAndStringLocalizedLookTheKeyUp() {
        AppStringTables.add(["st.save": LocalizedStringEntry(text: .fixed("Save Habit"))], table: "StPlain")
        #expect(NSLocalizedString("st.save", tableName: "StPlain", comment: "") == "Save Habit")
        #expect(NSLocalizedString("st.missing", tableName: "StPlain", value: "Fallback", comment: "") == "Fallback")
        #expect(String(localized: "st.save", table: "StPlain") == "Save Habit")
        #expect(String(localized: String.LocalizationValue("st.save"), table: "StPlain") == "Save Habit")
        #expect(String(localized: "st.missing", table: "StPlain") == "st.missing")
    }

    @Test func theTablesTextIsReadAsMarkdownAndKeepsInterpolatedTexts() {
        AppStringTables.add(["st.welcome %@": LocalizedStringEntry(text: .fixed("**Welcome**, %@!"))], table: "StMarkdown")
        let name = "Ada *L*"
        // The table's Markdown is read; the value's characters are shown as written.
        #expect(shown(Text("st.welcome \(name)", tableName: "StMarkdown")) == "Welcome, Ada *L*!")
    }

    @Test func englishPluralCategoriesFollowCLDR() {
        #expect(PluralCategory.category(of: 1, language: "en") == .one)
        #expect(PluralCategory.category(of: 0, language: "en") == .other)
        #expect(PluralCategory.category(of: 2, language: "en") == .other)
        #expect(PluralCategory.category(of: 1.5, language: "en") == .other)
        #expect(PluralCategory.category(of: 0, language: "fr") == .one)
        #expect(PluralCategory.category(of: 1, language: "ja") == .other)
    }

    @Test func aTextShowsTheTranslationOfItsEnvironmentsLocale() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("translations-\(UUID().uuidString).xcstrings")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"""
            { "sourceLanguage": "en", "version": "1.0", "strings": {
                "st.tr.bird": { "localizations": {
                    "en": { "stringUnit": { "state": "translated", "value": "Bird" } },
                    "de": { "stringUnit": { "state": "translated", "value": "Vogel" } },
                    "ko": { "stringUnit": { "state": "translated", "value": "새" } } } },
                "st.tr.only-english": { "localizations": { "en": { "stringUnit": { "state": "translated", "value": "Nest" } } } },
                "st.tr.birds %lld": { "localizations": {
                    "en": { "variations": { "plural": {
                        "one": { "stringUnit": { "state": "translated", "value": "%lld bird" } },
                        "other": { "stringUnit": { "state": "translated", "value": "%lld birds" } } } } },
                    "de": { "variations": { "plural": {
                        "one": { "stringUnit": { "state": "translated", "value": "%lld Vogel" } },
                        "other": { "stringUnit": { "state": "translated", "value": "%lld Vögel" } } } } } } }
            } }
            """#.utf8).write(to: url)
        // The catalog's file name is its table's: a table of this test's own.
        let table = (url.lastPathComponent as NSString).deletingPathExtension
        #expect(AppStringTables.load(contentsOf: url.path))
        func text(_ key: LocalizedStringKey) -> Text { Text(key, tableName: table) }
        #expect(shown(text("st.tr.bird")) == "Bird")
        #expect(shown(text("st.tr.bird").environment(\.locale, Locale(identifier: "de_DE"))) == "Vogel")
        #expect(shown(text("st.tr.bird").environment(\.locale, Locale(identifier: "ko"))) == "새")
        // A language the catalog lacks, and a key the language lacks, show English.
        #expect(shown(text("st.tr.bird").environment(\.locale, Locale(identifier: "fr"))) == "Bird")
        #expect(shown(text("st.tr.only-english").environment(\.locale, Locale(identifier: "de"))) == "Nest")
        // The translation's plural forms, chosen by the number; modifiers and `+` keep it.
        #expect(shown(text("st.tr.birds \(3)").environment(\.locale, Locale(identifier: "de"))) == "3 Vögel")
        #expect(shown(text("st.tr.birds \(1)").bold().environment(\.locale, Locale(identifier: "de"))) == "1 Vogel")
        let joined = text("st.tr.bird") + Text(verbatim: ": ") + text("st.tr.birds \(2)")
        #expect(shown(joined.environment(\.locale, Locale(identifier: "de"))) == "Vogel: 2 Vögel")
        #expect(shown(joined) == "Bird: 2 birds")
    }
}

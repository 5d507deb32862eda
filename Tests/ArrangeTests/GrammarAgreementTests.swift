// Automatic grammar agreement (iOS 15): `^[3 day](inflect: true)` in a localized string shows
// "3 days". A habit tracker of the held-out survey builds its units' plurals this way, through
// `AttributedString(localized:)`; `Text` literals do it too.
@testable import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("Automatic grammar agreement")
struct GrammarAgreementTests {
    /// The characters the text node of `view` shows.
    private func shown<V: View>(_ view: V) -> String? {
        for node in ViewLayout(view, proposal: ProposedViewSize(width: 320, height: 480)).nodes {
            if case let .text(string, _, _) = node.content { return string }
        }
        return nil
    }

    @Test func aNounAgreesWithTheCountItsPhraseStartsWith() {
        #expect(shown(Text("^[\(3) day](inflect: true) left")) == "3 days left")
        #expect(shown(Text("^[\(1) day](inflect: true) left")) == "1 day left")
        #expect(shown(Text("^[\(0) box](inflect: true)")) == "0 boxes")
        #expect(shown(Text("^[\(2) person](inflect: true)")) == "2 people")
        #expect(shown(Text("^[\(1_500) red apple](inflect: true)")) == "1500 red apples")
        // Without `inflect: true`, or without a count, the text shows as written.
        #expect(shown(Text("^[3 day](morphology: {})")) == "3 day")
        #expect(shown(Text("^[day](inflect: true)")) == "day")
        // Not an attribute span: the caret and the link read as before.
        #expect(shown(Text("2^[x]")) == "2^[x]")
    }

    @Test func englishPluralsFollowTheRegularRulesAndTheIrregularNouns() {
        let plurals = ["day": "days", "box": "boxes", "church": "churches", "wish": "wishes", "city": "cities", "key": "keys",
            "bottle": "bottles", "child": "children", "Person": "People", "sheep": "sheep", "cigarette": "cigarettes",
            "session": "sessions", "leaf": "leaves"]
        for (singular, plural) in plurals { #expect(EnglishInflection.plural(of: singular) == plural, "\(singular)") }
        #expect(EnglishInflection.agreeing("1.5 cup") == "1.5 cups")
        #expect(EnglishInflection.agreeing("1 cup") == "1 cup")
        #expect(EnglishInflection.agreeing("a cup") == "a cup")
    }

    /// A noun written plural stays plural for other counts and becomes singular for 1
    /// (Stanford's 2025 course game writes `^[\($0) pegs](inflect: true)` in its picker: "3 pegs",
    /// not "3 pegses").
    @Test func aNounWrittenPluralAgreesToo() {
        #expect(EnglishInflection.agreeing("3 pegs") == "3 pegs")
        #expect(EnglishInflection.agreeing("1 pegs") == "1 peg")
        #expect(EnglishInflection.agreeing("2 boxes") == "2 boxes")
        #expect(EnglishInflection.agreeing("1 cities") == "1 city")
        #expect(EnglishInflection.agreeing("4 people") == "4 people")
        #expect(EnglishInflection.agreeing("1 people") == "1 person")
        // Words ending in s that are singular still take their plural.
        #expect(EnglishInflection.agreeing("2 bus") == "2 buses")
        #expect(EnglishInflection.agreeing("2 class") == "2 classes")
        #expect(shown(Text("^[\(5) pegs](inflect: true)")) == "5 pegs")
    }

    @Test func aLocalizedAttributedStringReadsItsMarkdownAndAgreesItsNouns() {
        let count = 4
        let units = AttributedString(localized: LocalizedStringResource("^[\(count) bottle](inflect: true)"))
        #expect(String(units.characters) == "4 bottles")
        let linked = AttributedString(localized: "See **the** [guide](https://example.com/guide)")
        #expect(String(linked.characters) == "See the guide")
        #expect(linked.runs.compactMap(\.link) == [URL(string: "https://example.com/guide")!])
    }
}

// Foundation's formatters that Linux's Foundation declares unavailable, as the kit's
// ArrangeFoundation provides them: `import Foundation` and `import ArrangeFoundation` together
// find these (a module's own declarations shadow those of a module it imports).
import ArrangeFoundation
import Foundation
import Testing

@Suite("Foundation's formatters Linux lacks")
struct FoundationFormatterTests {
    /// The example of Apple's `DateComponentsFormatter` reference: 300 seconds in minutes,
    /// spelled out with both phrases, is "About 5 minutes remaining".
    @Test func aDurationIsWrittenInTheAllowedUnitsWithItsPhrases() {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .full
        formatter.includesApproximationPhrase = true
        formatter.includesTimeRemainingPhrase = true
        formatter.allowedUnits = [.minute]
        #expect(formatter.string(from: 300) == "About 5 minutes remaining")
    }

    @Test func eachUnitsStyleWritesAnHourFiveMinutesAndNineSeconds() {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.hour, .minute, .second]
        // 3,909 s = 1 h 5 min 9 s.
        let written: [(DateComponentsFormatter.UnitsStyle, String)] = [
            (.positional, "1:05:09"), (.abbreviated, "1h 5m 9s"), (.short, "1 hr, 5 min, 9 sec"),
            (.full, "1 hour, 5 minutes, 9 seconds"), (.brief, "1hr 5min 9sec"),
        ]
        for (style, text) in written {
            formatter.unitsStyle = style
            #expect(formatter.string(from: 3909) == text, "\(style)")
        }
        // Positional drops leading zero units but keeps minutes before seconds.
        formatter.unitsStyle = .positional
        #expect(formatter.string(from: 300) == "5:00")
        #expect(formatter.string(from: 5) == "0:05")
        formatter.zeroFormattingBehavior = .pad
        #expect(formatter.string(from: 300) == "0:05:00")
    }

    /// "2 days ago"-style text: the largest unit only, rounded down.
    @Test func theMaximumUnitCountKeepsTheLargestUnits() {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .full
        formatter.maximumUnitCount = 1
        formatter.allowedUnits = [.second, .minute, .hour, .day, .weekOfMonth, .month, .year]
        let start = Date(timeIntervalSince1970: 0)
        // 200,000 s = 2 days 7 h 33 min 20 s.
        #expect(formatter.string(from: start, to: start.addingTimeInterval(200_000)) == "2 days")
        #expect(formatter.string(from: 0) == "0 seconds")
        #expect(formatter.string(from: .infinity) == nil)
    }

    @Test func aMeasurementIsWrittenInItsOwnUnit() {
        let formatter = MeasurementFormatter()
        #expect(formatter.string(from: Measurement(value: 1.2, unit: UnitLength.kilometers)) == "1.2 km")
        #expect(formatter.string(from: Measurement(value: 69, unit: UnitMass.grams)) == "69 g")
        formatter.unitStyle = .long
        #expect(formatter.string(from: Measurement(value: 1.2, unit: UnitLength.kilometers)) == "1.2 kilometers")
        #expect(formatter.string(from: Measurement(value: 1, unit: UnitLength.feet)) == "1 foot")
        formatter.unitStyle = .short
        // Three fraction digits at most, as Foundation's default number formatting writes them.
        #expect(formatter.string(from: Measurement(value: 2.34567, unit: UnitLength.miles)) == "2.346mi")
    }

    @Test func aNameIsWrittenGivenNameFirst() {
        var name = PersonNameComponents()
        name.givenName = "Grace"
        name.middleName = "Brewster"
        name.familyName = "Hopper"
        let formatter = PersonNameComponentsFormatter()
        #expect(formatter.string(from: name) == "Grace Hopper")
        formatter.style = .long
        #expect(formatter.string(from: name) == "Grace Brewster Hopper")
        formatter.style = .abbreviated
        #expect(formatter.string(from: name) == "GH")
        #expect(PersonNameComponentsFormatter().string(from: PersonNameComponents()) == "")
    }
}

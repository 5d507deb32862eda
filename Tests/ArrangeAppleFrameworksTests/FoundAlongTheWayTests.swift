// SwiftUI and Foundation API the framework files needed beside their frameworks.
import Arrange
import ArrangeTestSupport
import Foundation
import Testing

@Suite("API the framework files needed")
struct FoundAlongTheWayTests {
    struct Donut: Identifiable {
        let id: Int
        let name: String
    }
    let donuts = [Donut(id: 1, name: "Glazed"), Donut(id: 2, name: "Classic"), Donut(id: 3, name: "Sprinkles")]

    // An iPhone's table is compact: a list of the first column's cells, one row per value.
    @Test func aCompactTableIsAListOfItsFirstColumn() {
        let table = Table(donuts) {
            TableColumn("Name") { donut in Text(donut.name).id("name-\(donut.id)") }
            TableColumn("Number") { donut in Text("\(donut.id)").id("number-\(donut.id)") }
        }
        let layout = ViewLayout(table, proposal: ProposedViewSize(width: 390, height: 844))
        #expect(layout.frame(of: "name-1") != nil)
        #expect(layout.frame(of: "name-3") != nil)
        #expect(layout.frame(of: "number-1") == nil)
        #expect((layout.frame(of: "name-2")?.minY ?? 0) > (layout.frame(of: "name-1")?.minY ?? 0))
    }

    @Test func aTableOfWrittenOutRowsShowsEachRow() {
        let table = Table {
            TableColumn("Name", value: \Donut.name) { donut in Text(donut.name).id("name-\(donut.id)") }
        } rows: {
            ForEach(donuts) { donut in TableRow(donut) }
        }
        let layout = ViewLayout(table, proposal: ProposedViewSize(width: 390, height: 844))
        #expect(layout.frame(of: "name-2") != nil)
    }

    @Test func localizedStringsAreTheirKeysWithValuesFormatted() {
        let number = 7
        #expect(String(localized: "Order #\(number, specifier: "%02d")") == "Order #07")
        #expect(String(localized: "Done") == "Done")
        let resource: LocalizedStringResource = "Show Top Donuts"
        #expect(String(localized: resource) == "Show Top Donuts")
    }

    // An iPhone in the US writes a temperature without a space and other units with one.
    @Test func measurementsAreWrittenAsAnIPhoneInTheUSWritesThem() {
        #expect(Measurement(value: 72, unit: UnitTemperature.fahrenheit).formatted() == "72°F")
        #expect(Measurement(value: 5, unit: UnitLength.kilometers).formatted() == "5 km")
    }
}

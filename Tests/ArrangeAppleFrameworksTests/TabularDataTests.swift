// TabularData's DataFrame as app code uses it: a chart's sample data read from a CSV file in
// the app's bundle, each row's values read by column name (Apple's WWDC24 Charts dashboard
// reads solar farms this way). The CSV is written here.
import ArrangeTabularData
import Foundation
import Testing

@Suite("TabularData's DataFrame")
struct TabularDataTests {
    /// A header (after a byte order mark, as spreadsheets write one), quoted fields holding a
    /// comma and a doubled quote, an empty field, a CRLF line end and a blank line.
    static let csv = "\u{FEFF}id,name,state,area,capacity,tracking,year\r\n"
        + "62365,\"Wright, Kirby\",MN,92600,5,true,2019\n"
        + "62210,\"Felton \"\"PV\"\"\",MN,93358,6.5,false,\n"
        + "\n"
        + "7,Solar Star,CA,100,579,TRUE,2015\n"

    @Test func columnsTakeTheFirstTypeEveryValueParsesAs() throws {
        let frame = try DataFrame(csvData: Data(Self.csv.utf8))
        #expect(frame.shape.rows == 3 && frame.shape.columns == 7)
        #expect(frame.columns.map(\.name) == ["id", "name", "state", "area", "capacity", "tracking", "year"])
        #expect(frame["id"].wrappedElementType is Int.Type)
        #expect(frame["capacity"].wrappedElementType is Double.Type)
        #expect(frame["tracking"].wrappedElementType is Bool.Type)
        #expect(frame["name"].wrappedElementType is String.Type)
        #expect(frame["year"].wrappedElementType is Int.Type)
    }

    @Test func rowsGiveTheirValuesByNameWithNilForAnEmptyField() throws {
        let frame = try DataFrame(csvData: Data(Self.csv.utf8))
        let areas = frame.rows.map { $0["area"] as! Int }
        #expect(areas == [92600, 93358, 100])
        let first = frame.rows[0]
        #expect(first["name"] as? String == "Wright, Kirby")
        #expect(frame.rows[1]["name", String.self] == "Felton \"PV\"")
        #expect(frame.rows[1]["year"] == nil)
        #expect(frame.rows[2]["capacity"] as? Double == 579)
        #expect(frame.rows[2][5] as? Bool == true)
        #expect(frame["state", String.self].compactMap { $0 } == ["MN", "MN", "CA"])
    }

    @Test func aFileIsReadWithTheColumnsAndTypesAskedFor() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("farms-\(UUID().uuidString).csv")
        try Data(Self.csv.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let frame = try DataFrame(contentsOfCSVFile: url, columns: ["id", "year"], types: ["id": .string])
        #expect(frame.columns.map(\.name) == ["id", "year"])
        #expect(frame.rows[2]["id"] as? String == "7")
        #expect(throws: CSVReadingError.self) { try DataFrame(csvData: Data("a\n1,2\n".utf8)) }
    }
}

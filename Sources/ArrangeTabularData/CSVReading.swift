import Foundation

/// How a CSV file is read, as TabularData's `CSVReadingOptions`: a header row naming the
/// columns, fields split at `delimiter` (quoted fields may hold it, and doubled quotes stand
/// for one), the strings that mean no value, true and false.
public struct CSVReadingOptions: Sendable {
    /// Whether the first row names the columns (else they are "Column 0", "Column 1" …).
    public var hasHeaderRow: Bool
    /// Fields that hold no value.
    public var nilEncodings: Set<String>
    /// Fields that mean true in a Boolean column.
    public var trueEncodings: Set<String>
    /// Fields that mean false in a Boolean column.
    public var falseEncodings: Set<String>
    /// Whether empty lines are skipped.
    public var ignoresEmptyLines: Bool
    /// Whether double quotes group a field.
    public var usesQuoting: Bool
    /// The character between fields.
    public var delimiter: Character

    /// TabularData's defaults.
    public init(
        hasHeaderRow: Bool = true,
        nilEncodings: Set<String> = ["", "#N/A", "#N/A N/A", "#NA", "N/A", "NA", "NULL", "n/a", "null"],
        trueEncodings: Set<String> = ["1", "True", "TRUE", "true"],
        falseEncodings: Set<String> = ["0", "False", "FALSE", "false"],
        ignoresEmptyLines: Bool = true, usesQuoting: Bool = true, usesEscaping: Bool = false,
        delimiter: Character = ",", escapeCharacter: Character = "\\"
    ) {
        self.hasHeaderRow = hasHeaderRow
        self.nilEncodings = nilEncodings
        self.trueEncodings = trueEncodings
        self.falseEncodings = falseEncodings
        self.ignoresEmptyLines = ignoresEmptyLines
        self.usesQuoting = usesQuoting
        self.delimiter = delimiter
    }
}

/// The type a CSV column is read as, as TabularData's `CSVType`.
public enum CSVType: Sendable, Hashable {
    case integer, boolean, float, double, date, string, data
}

/// Why a CSV file could not be read, as TabularData's `CSVReadingError`.
public enum CSVReadingError: Error, Sendable, Hashable {
    /// The data is not UTF-8 text.
    case badEncoding
    /// A row has more fields than the header names (its row number).
    case mismatchedNumberOfFields(row: Int)
    /// A field could not be read as its column's type (its row and column).
    case failedToParse(row: Int, column: String)
}

/// The rows of a CSV text, each a list of fields, as RFC 4180 reads them: fields split at the
/// delimiter outside double quotes, a doubled quote inside quotes one quote, a line break
/// (LF, CRLF or CR) outside quotes the end of a row. A byte order mark at the start is dropped.
/// Read byte by byte (a sample's data file is a megabyte); the delimiter is one ASCII byte.
enum CSVFields {
    static func rows(of text: String, options: CSVReadingOptions) -> [[String]] {
        let quote = UInt8(ascii: "\""), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        let delimiter = options.delimiter.asciiValue ?? UInt8(ascii: ",")
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var rows: [[String]] = []
        var row: [String] = []
        var field: [UInt8] = []
        var quoted = false
        func endField() {
            row.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
        }
        func endRow() {
            endField()
            if !(options.ignoresEmptyLines && row.count == 1 && row[0].isEmpty) { rows.append(row) }
            row = []
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte == quote {
                    if index < bytes.count && bytes[index] == quote { field.append(quote); index += 1 } else { quoted = false }
                } else {
                    field.append(byte)
                }
            } else if byte == quote && options.usesQuoting && field.isEmpty {
                quoted = true
            } else if byte == delimiter {
                endField()
            } else if byte == newline || byte == carriageReturn {
                if byte == carriageReturn && index < bytes.count && bytes[index] == newline { index += 1 }
                endRow()
            } else {
                field.append(byte)
            }
        }
        if !field.isEmpty || !row.isEmpty { endRow() }
        return rows
    }
}

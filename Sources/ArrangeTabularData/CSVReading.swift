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
/// (LF or CRLF) outside quotes the end of a row. A byte order mark at the start is dropped.
enum CSVFields {
    static func rows(of text: String, options: CSVReadingOptions) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var characters = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        func endRow() {
            row.append(field)
            field = ""
            if !(options.ignoresEmptyLines && row.count == 1 && row[0].isEmpty) { rows.append(row) }
            row = []
        }
        while let character = characters.first {
            characters = characters.dropFirst()
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" { field.append("\""); characters = characters.dropFirst() } else { quoted = false }
                } else {
                    field.append(character)
                }
            } else if character == "\"" && options.usesQuoting && field.isEmpty {
                quoted = true
            } else if character == options.delimiter {
                row.append(field)
                field = ""
            } else if character == "\n" || character == "\r\n" || character == "\r" {
                endRow()
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !row.isEmpty { endRow() }
        return rows
    }
}

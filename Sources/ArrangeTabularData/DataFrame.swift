import Foundation

/// A table of named, typed columns, as TabularData's `DataFrame`, read from CSV text.
///
/// Invariants: every column has as many values as the frame has rows; a value is nil where
/// the field held one of the options' `nilEncodings` (an empty field among them).
///
/// Reading CSV: each column's type is the first of `Int`, `Bool`, `Double` and `String`
/// that every one of its values parses as (a type in `types` is taken as given). Whole
/// numbers are integers before they are Booleans, so that a column of 0s and 1s is
/// `Int` — a named choice: TabularData does not document the order (docs/DIFFERENCES.md);
/// dates are not inferred (they stay strings).
public struct DataFrame: CustomStringConvertible, @unchecked Sendable {
    /// The columns, in the file's order.
    public var columns: [AnyColumn]

    /// An empty frame.
    public init() { columns = [] }

    /// The frame of the CSV file at `url`.
    public init(
        contentsOfCSVFile url: URL, columns: [String]? = nil, rows: Range<Int>? = nil,
        types: [String: CSVType] = [:], options: CSVReadingOptions = .init()
    ) throws {
        try self.init(csvData: Data(contentsOf: url), columns: columns, rows: rows, types: types, options: options)
    }

    /// The frame of the CSV text `csvData`, keeping the `columns` named (nil: all) and the
    /// `rows` in range (nil: all).
    public init(
        csvData: Data, columns wanted: [String]? = nil, rows range: Range<Int>? = nil,
        types: [String: CSVType] = [:], options: CSVReadingOptions = .init()
    ) throws {
        guard let text = String(data: csvData, encoding: .utf8) else { throw CSVReadingError.badEncoding }
        var lines = CSVFields.rows(of: text, options: options)
        let header: [String]
        if options.hasHeaderRow, !lines.isEmpty {
            header = lines.removeFirst()
        } else {
            header = (0..<(lines.map(\.count).max() ?? 0)).map { "Column \($0)" }
        }
        if let range { lines = Array(lines[min(range.lowerBound, lines.count)..<min(range.upperBound, lines.count)]) }
        for (index, line) in lines.enumerated() where line.count > header.count {
            throw CSVReadingError.mismatchedNumberOfFields(row: index)
        }
        self.columns = try header.enumerated().compactMap { position, name in
            guard wanted?.contains(name) ?? true else { return nil }
            let fields: [String?] = lines.map { line in
                let field = position < line.count ? line[position] : ""
                return options.nilEncodings.contains(field) ? nil : field
            }
            return try AnyColumn(name: name, fields: fields, type: types[name], options: options)
        }
    }

    /// The number of rows and of columns.
    public var shape: (rows: Int, columns: Int) { (columns.first?.count ?? 0, columns.count) }

    /// The rows, in order.
    public var rows: Rows { Rows(frame: self) }

    /// The position of the column called `name`, if there is one.
    public func indexOfColumn(_ name: String) -> Int? { columns.firstIndex { $0.name == name } }

    /// The column called `columnName` (a missing name stops the program, as TabularData's does).
    public subscript(columnName: String) -> AnyColumn {
        guard let index = indexOfColumn(columnName) else { fatalError("DataFrame has no column named \(columnName)") }
        return columns[index]
    }

    /// The column called `columnName`, of values of type `T`.
    public subscript<T>(columnName: String, type: T.Type) -> Column<T> { self[columnName].assumingType(T.self) }

    /// Appends `column` (of as many values as the frame has rows).
    public mutating func append<T>(column: Column<T>) { columns.append(AnyColumn(column)) }

    /// The column names and the first rows, as a table.
    public var description: String {
        let names = columns.map(\.name).joined(separator: "\t")
        let shown = rows.prefix(10).map { row in
            columns.indices.map { row[$0].map { "\($0)" } ?? "nil" }.joined(separator: "\t")
        }
        return ([names] + shown + ["\(shape.rows) rows, \(shape.columns) columns"]).joined(separator: "\n")
    }

    /// The rows of a frame, as `DataFrame.Rows`.
    public struct Rows: RandomAccessCollection, @unchecked Sendable {
        let frame: DataFrame
        public var startIndex: Int { 0 }
        public var endIndex: Int { frame.shape.rows }
        public subscript(position: Int) -> Row { Row(frame: frame, index: position) }
    }

    /// One row: its values by column name or position, as `DataFrame.Row`.
    public struct Row: @unchecked Sendable {
        let frame: DataFrame
        /// The row's position in the frame.
        public let index: Int

        /// The value in the column called `columnName` (nil: no value).
        public subscript(columnName: String) -> Any? { frame[columnName][index] }
        /// The value in the column called `columnName`, as a `T` (nil: no value, or another type).
        public subscript<T>(columnName: String, type: T.Type) -> T? { frame[columnName][index] as? T }
        /// The value in the column at `position`.
        public subscript(position: Int) -> Any? { frame.columns[position][index] }
        /// The number of values (the frame's columns).
        public var count: Int { frame.columns.count }
    }
}

/// A column of values of some type, as TabularData's `AnyColumn`.
public struct AnyColumn: @unchecked Sendable {
    /// The column's name.
    public var name: String
    let values: [Any?]
    /// The type of its values.
    public let wrappedElementType: Any.Type

    /// The number of values.
    public var count: Int { values.count }
    /// The value at `position` (nil: no value).
    public subscript(position: Int) -> Any? { values[position] }

    init<T>(_ column: Column<T>) {
        name = column.name
        values = column.values.map { $0 }
        wrappedElementType = T.self
    }

    /// A column of the CSV fields `fields` (nil: no value), of `type`, else of the first type
    /// every value parses as (see `DataFrame`).
    init(name: String, fields: [String?], type: CSVType?, options: CSVReadingOptions) throws {
        self.name = name
        let present = fields.compactMap { $0 }
        func parsed<T>(_ parse: (String) -> T?) -> [Any?]? {
            var out: [Any?] = []
            out.reserveCapacity(fields.count)
            for field in fields {
                guard let field else { out.append(nil); continue }
                guard let value = parse(field) else { return nil }
                out.append(value)
            }
            return out
        }
        let boolean: (String) -> Bool? = { options.trueEncodings.contains($0) ? true : options.falseEncodings.contains($0) ? false : nil }
        let integer: (String) -> Int? = { Int($0.trimmingCharacters(in: .whitespaces)) }
        let double: (String) -> Double? = { Double($0.trimmingCharacters(in: .whitespaces)) }
        switch type {
        case .integer?:
            guard let values = parsed(integer) else { throw CSVReadingError.failedToParse(row: 0, column: name) }
            (self.values, wrappedElementType) = (values, Int.self)
        case .boolean?:
            guard let values = parsed(boolean) else { throw CSVReadingError.failedToParse(row: 0, column: name) }
            (self.values, wrappedElementType) = (values, Bool.self)
        case .double?, .float?:
            guard let values = parsed(double) else { throw CSVReadingError.failedToParse(row: 0, column: name) }
            (self.values, wrappedElementType) = type == .float ? (values.map { ($0 as? Double).map { Float($0) } }, Float.self) : (values, Double.self)
        case .string?, .date?, .data?:
            (values, wrappedElementType) = (fields, String.self)
        case nil:
            if present.isEmpty {
                (values, wrappedElementType) = (fields, String.self)
            } else if let values = parsed(integer) {
                (self.values, wrappedElementType) = (values, Int.self)
            } else if let values = parsed(boolean) {
                (self.values, wrappedElementType) = (values, Bool.self)
            } else if let values = parsed(double) {
                (self.values, wrappedElementType) = (values, Double.self)
            } else {
                (values, wrappedElementType) = (fields, String.self)
            }
        }
    }

    /// This column as a column of `T` (values of another type read as nil).
    public func assumingType<T>(_ type: T.Type) -> Column<T> { Column(name: name, values: values.map { $0 as? T }) }
}

/// A column of values of type `T`, as TabularData's `Column`.
public struct Column<WrappedElement>: RandomAccessCollection, @unchecked Sendable {
    /// The column's name.
    public var name: String
    var values: [WrappedElement?]

    /// A column called `name` holding `contents`.
    public init<S: Sequence>(name: String, contents: S) where S.Element == WrappedElement? {
        self.name = name
        values = Array(contents)
    }

    init(name: String, values: [WrappedElement?]) {
        self.name = name
        self.values = values
    }

    public var startIndex: Int { values.startIndex }
    public var endIndex: Int { values.endIndex }
    public subscript(position: Int) -> WrappedElement? { values[position] }
}

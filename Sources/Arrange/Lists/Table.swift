import Foundation

/// Rows in columns, as SwiftUI's `Table`.
///
/// On an iPhone a table is compact: iOS shows it as a list of its first column's cells, one
/// row per value, without headers (the other columns appear on an iPad or a Mac). Arrange
/// draws that: a `List` whose rows are the first column's cells. Selection and sort order
/// are read by nothing at rest.
public nonisolated struct Table<Value: Identifiable, Rows, Columns>: View {
    let values: [Value]
    let columns: [_TableColumnSpec<Value>]

    /// The first column's cell for each value, as a list.
    public var body: some View {
        List {
            if let first = columns.first {
                ForEach(values) { value in first.cell(value) }
            }
        }
    }
}

nonisolated extension Table where Rows == Never, Columns == Never {
    /// A table of `data`, one row per element, with `columns`.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>)
    where Data.Element == Value {
        values = Array(data)
        self.columns = columns().columns
    }

    /// A table of `data` with one selected row.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value {
        values = Array(data)
        self.columns = columns().columns
    }

    /// A table of `data` with several selected rows.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value {
        values = Array(data)
        self.columns = columns().columns
    }

    /// A table of `data` sorted as `sortOrder` says (the data is shown in the order given).
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        values = Array(data)
        self.columns = columns().columns
    }

    /// A table of `data` with several selected rows, sorted as `sortOrder` says.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
    ) where Data.Element == Value, Sort.Compared == Value {
        values = Array(data)
        self.columns = columns().columns
    }

    /// A table whose rows are written out with `rows`.
    public init(@TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> _TableRows<Value>) {
        values = rows().values
        self.columns = columns().columns
    }

    /// A table of written-out rows with several selected.
    public init(
        selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>,
        @TableRowBuilder<Value> rows: () -> _TableRows<Value>
    ) {
        values = rows().values
        self.columns = columns().columns
    }

    /// A table of written-out rows, sorted as `sortOrder` says.
    public init<Sort: SortComparator>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>,
        @TableRowBuilder<Value> rows: () -> _TableRows<Value>
    ) where Sort.Compared == Value {
        values = rows().values
        self.columns = columns().columns
    }

    /// A table of written-out rows with several selected, sorted as `sortOrder` says.
    public init<Sort: SortComparator>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>, @TableRowBuilder<Value> rows: () -> _TableRows<Value>
    ) where Sort.Compared == Value {
        values = rows().values
        self.columns = columns().columns
    }
}

/// One column as a table keeps it: its title and how a row's cell is built.
public struct _TableColumnSpec<Value> {
    let title: Text
    let cell: (Value) -> AnyView
}

/// A table's columns, as its column builder collects them.
public struct _TableColumns<Value> {
    let columns: [_TableColumnSpec<Value>]
}

/// Something a table's column builder accepts, as SwiftUI's `TableColumnContent`.
public protocol TableColumnContent {
    /// The type of the rows.
    associatedtype TableRowValue: Identifiable
    /// The columns.
    var _columnSpecs: [_TableColumnSpec<TableRowValue>] { get }
}

/// One column of a table, as SwiftUI's `TableColumn`: a title and a cell per row.
public nonisolated struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    let title: Text
    let content: (RowValue) -> Content

    /// The column.
    public var _columnSpecs: [_TableColumnSpec<RowValue>] {
        let content = self.content
        return [_TableColumnSpec(title: title) { AnyView(content($0)) }]
    }

    /// The column with a fixed width (a compact table shows one column across the width).
    public func width(_ width: CGFloat?) -> TableColumn { self }
    /// The column with flexible widths.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
}

nonisolated extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` whose cells `content` builds.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        title = Text(titleKey)
        self.content = content
    }
}

nonisolated extension TableColumn where Label == Text {
    /// A sortable column titled `titleKey` whose cells `content` builds.
    public init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where Sort == KeyPathComparator<RowValue> {
        title = Text(titleKey)
        self.content = content
    }
}

nonisolated extension TableColumn where Label == Text, Content == Text {
    /// A column titled `titleKey` showing each row's `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
        title = Text(titleKey)
        content = { Text(verbatim: $0[keyPath: value]) }
    }
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// One column (or group of columns).
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> _TableColumns<RowValue> where C.TableRowValue == RowValue {
        _TableColumns(columns: column._columnSpecs)
    }
    /// Columns in order.
    public static func buildBlock(_ parts: _TableColumns<RowValue>...) -> _TableColumns<RowValue> {
        _TableColumns(columns: parts.flatMap(\.columns))
    }
    /// Columns shown when a condition holds.
    public static func buildOptional(_ part: _TableColumns<RowValue>?) -> _TableColumns<RowValue> { part ?? _TableColumns(columns: []) }
    /// The first branch.
    public static func buildEither(first: _TableColumns<RowValue>) -> _TableColumns<RowValue> { first }
    /// The second branch.
    public static func buildEither(second: _TableColumns<RowValue>) -> _TableColumns<RowValue> { second }
    /// Columns available on this OS.
    public static func buildLimitedAvailability(_ part: _TableColumns<RowValue>) -> _TableColumns<RowValue> { part }
}

/// Something a table's row builder accepts, as SwiftUI's `TableRowContent`.
public protocol TableRowContent {
    /// The type of the rows.
    associatedtype TableRowValue: Identifiable
    /// The rows' values.
    var _rowValues: [TableRowValue] { get }
}

/// One row of a table, as SwiftUI's `TableRow`.
public nonisolated struct TableRow<Value: Identifiable>: TableRowContent, View {
    let value: Value
    /// The row of `value`.
    public init(_ value: Value) { self.value = value }
    /// The row's value.
    public var _rowValues: [Value] { [value] }
    /// Never laid out as a view: the table reads the row.
    public var body: EmptyView { EmptyView() }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    /// The rows of each element.
    public var _rowValues: [Content.TableRowValue] { data.flatMap { content($0)._rowValues } }
}

extension Section: TableRowContent where Content: TableRowContent {
    /// The section's rows (a compact table shows no section headers).
    public var _rowValues: [Content.TableRowValue] { content._rowValues }
}

/// A table's rows, as its row builder collects them.
public struct _TableRows<Value: Identifiable>: TableRowContent {
    let values: [Value]
    /// The rows.
    public var _rowValues: [Value] { values }
}

/// Builds a table's rows, as SwiftUI's `TableRowBuilder`.
@resultBuilder
public enum TableRowBuilder<Value: Identifiable> {
    /// A row, or rows.
    public static func buildExpression<C: TableRowContent>(_ rows: C) -> _TableRows<Value> where C.TableRowValue == Value {
        _TableRows(values: rows._rowValues)
    }
    /// Rows in order.
    public static func buildBlock(_ parts: _TableRows<Value>...) -> _TableRows<Value> { _TableRows(values: parts.flatMap(\.values)) }
    /// Rows shown when a condition holds.
    public static func buildOptional(_ part: _TableRows<Value>?) -> _TableRows<Value> { part ?? _TableRows(values: []) }
    /// The first branch.
    public static func buildEither(first: _TableRows<Value>) -> _TableRows<Value> { first }
    /// The second branch.
    public static func buildEither(second: _TableRows<Value>) -> _TableRows<Value> { second }
    /// Rows for each element of a loop.
    public static func buildArray(_ parts: [_TableRows<Value>]) -> _TableRows<Value> { _TableRows(values: parts.flatMap(\.values)) }
}

/// How a table looks, as SwiftUI's `TableStyle`.
public struct TableStyleKind: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = TableStyleKind(name: "automatic")
    /// Inset.
    public static let inset = TableStyleKind(name: "inset")
    /// Bordered (macOS).
    public static let bordered = TableStyleKind(name: "bordered")
}

nonisolated extension View {
    /// The style of tables below. Recorded: a compact table is drawn as a list either way.
    public func tableStyle(_ style: TableStyleKind) -> some View {
        recording("tableStyle", style.name)
    }
}

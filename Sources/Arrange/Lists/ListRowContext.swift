import Foundation

/// Where a view sits when it is part of a `List` or `Form`: which container it is in, with
/// which list style. Controls read it (`\.listRowContext`) to draw themselves as that row
/// does on iOS — a `Picker` in a `Form` becomes a row with its value trailing, a `Toggle`
/// fills the row with its switch trailing.
///
/// Invariants: the value is `nil` everywhere outside a list; every view inside a list's
/// rows, headers and footers sees one (nested views included), until a view inside sets it
/// back to `nil` (a `ScrollView` or another list inside a row sets its own).
public struct ListRowContext: Hashable, Sendable {
    /// The container the row belongs to.
    public enum Container: Hashable, Sendable {
        /// A `List`.
        case list
        /// A `Form` (laid out as a grouped list on iOS).
        case form
    }

    /// How the list draws its rows, resolved from `.listStyle(_:)` (`.automatic` resolves to
    /// `.insetGrouped` on iPhone).
    public enum Style: Hashable, Sendable {
        /// Full-width rows on the plain background, section headers over the rows.
        case plain
        /// Full-width rows in groups on the grouped background.
        case grouped
        /// Rows in rounded cards inset from the edges, on the grouped background.
        case insetGrouped
        /// Rows inset from the edges, on the plain background, without cards.
        case inset
        /// A sidebar: inset-grouped cards without separators, on iPhone.
        case sidebar

        /// Whether rows sit on the grouped background (`systemGroupedBackground`).
        public var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    }

    /// The container: `List` or `Form`.
    public var container: Container
    /// The style the rows are drawn in.
    public var style: Style
    /// What the view is in the list: a row, a section header or a section footer.
    public var part: Part

    /// The parts of a list a view can be in.
    public enum Part: Hashable, Sendable {
        /// A row (a cell).
        case row
        /// A section's header.
        case header
        /// A section's footer.
        case footer
    }

    /// A context: a view in `part` of a `container` drawn in `style`.
    public init(container: Container, style: Style, part: Part = .row) {
        self.container = container
        self.style = style
        self.part = part
    }
}

private struct ListRowContextKey: EnvironmentKey {
    static let defaultValue: ListRowContext? = nil
}

extension EnvironmentValues {
    /// The list row the view sits in (`List` or `Form`, and its style), or `nil` outside any list.
    public var listRowContext: ListRowContext? {
        get { self[ListRowContextKey.self] }
        set { self[ListRowContextKey.self] = newValue }
    }
}

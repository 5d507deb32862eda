import Foundation

/// Where a node built for a list sits in its section: which part it is and whether it opens or
/// closes the section. Sections tag their nodes as they are built (lazily, row by row); rows
/// outside any section form one implicit section per run. Read by `ListRowChrome`.
struct ListRowPosition: Hashable {
    /// Row, header or footer.
    var part: ListRowContext.Part
    /// The section's first row (its card starts here: rounded top corners, the section gap above).
    var isFirst = false
    /// The section's last row (no separator below; rounded bottom corners).
    var isLast = false
    /// Whether the section has a header (then the gap above is the header's).
    var sectionHasHeader = false
}

/// The position tag, stored with the node's layout values under a key of its own.
enum ListRowPositionKey: LayoutValueKey {
    static let defaultValue: ListRowPosition? = nil
}

extension LayoutNode {
    /// The node's place in its list section, if a section (or the list) tagged it.
    var listRowPosition: ListRowPosition? {
        get { layoutValues?[ObjectIdentifier(ListRowPositionKey.self)] as? ListRowPosition }
        nonmutating set {
            var values = layoutValues ?? [:]
            values[ObjectIdentifier(ListRowPositionKey.self)] = newValue
            layoutValues = values
        }
    }

    /// A value set on the node with `layoutValue(key:value:)` (or a list row modifier).
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        layoutValues?[ObjectIdentifier(key)] as? K.Value
    }
}

extension ListRowPosition {
    /// Tags `nodes` as one section's parts: headers, the content's rows (first and last marked)
    /// and footers. Nodes already tagged (a section inside) keep their tags.
    static func tagSection(header: [LayoutNode], content: [LayoutNode], footer: [LayoutNode]) {
        let hasHeader = !header.isEmpty
        for node in header where node.listRowPosition == nil {
            node.listRowPosition = ListRowPosition(part: .header, sectionHasHeader: true)
        }
        tagRows(content, opens: true, closes: true, sectionHasHeader: hasHeader)
        for node in footer where node.listRowPosition == nil {
            node.listRowPosition = ListRowPosition(part: .footer, sectionHasHeader: hasHeader)
        }
    }

    /// Tags untagged `nodes` as rows; the first opens the section when `opens`, the last closes
    /// it when `closes`.
    static func tagRows(_ nodes: [LayoutNode], opens: Bool, closes: Bool, sectionHasHeader: Bool) {
        for (index, node) in nodes.enumerated() where node.listRowPosition == nil {
            node.listRowPosition = ListRowPosition(
                part: .row, isFirst: opens && index == 0, isLast: closes && index == nodes.count - 1,
                sectionHasHeader: sectionHasHeader)
        }
    }
}

extension LazyRows {
    /// The rows of a section: its header's, content's and footer's, each tagged as it is built
    /// (the content's first row opens the section, its last closes it).
    mutating func appendSection(header: LazyRows, content: LazyRows, footer: LazyRows) {
        let hasHeader = header.count > 0
        for segment in header.segments {
            append(Segment(count: segment.count, isSection: true) { offset in
                let nodes = segment.make(offset)
                ListRowPosition.tagSection(header: nodes, content: [], footer: [])
                return nodes
            })
        }
        appendTaggedRows(content, sectionHasHeader: hasHeader, isSection: true)
        for segment in footer.segments {
            append(Segment(count: segment.count, isSection: true) { offset in
                let nodes = segment.make(offset)
                for node in nodes where node.listRowPosition == nil {
                    node.listRowPosition = ListRowPosition(part: .footer, sectionHasHeader: hasHeader)
                }
                return nodes
            })
        }
    }

    /// `rows` as the rows of one section: the first row of the first non-empty segment opens it,
    /// the last row of the last closes it.
    mutating func appendTaggedRows(_ rows: LazyRows, sectionHasHeader: Bool, isSection: Bool) {
        let filled = rows.segments.indices.filter { rows.segments[$0].count > 0 }
        for (index, segment) in rows.segments.enumerated() {
            let opensAt = index == filled.first ? 0 : nil
            let closesAt = index == filled.last ? segment.count - 1 : nil
            var tagged = Segment(count: segment.count, isSection: isSection) { offset in
                let nodes = segment.make(offset)
                ListRowPosition.tagRows(nodes, opens: offset == opensAt, closes: offset == closesAt, sectionHasHeader: sectionHasHeader)
                return nodes
            }
            tagged.identity = segment.identity
            append(tagged)
        }
    }

    /// These rows as a list's: runs of rows outside any section become one implicit section each.
    func taggedForList() -> LazyRows {
        var result = LazyRows()
        var run = LazyRows()
        func flush() {
            if run.count > 0 { result.appendTaggedRows(run, sectionHasHeader: false, isSection: false) }
            run = LazyRows()
        }
        for segment in segments {
            if segment.isSection {
                flush()
                result.append(segment)
            } else {
                run.append(segment)
            }
        }
        flush()
        return result
    }
}

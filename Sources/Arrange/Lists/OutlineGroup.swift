import Foundation

/// A tree of rows, as SwiftUI's `OutlineGroup`: a row for each element of the data; an element
/// with children (its `children` key path is not `nil`) is a `DisclosureGroup` whose label is
/// its row and whose content is its children's outline. At rest every group is collapsed, as
/// SwiftUI shows an outline before a tap: only the top level's rows show, a parent's with its
/// chevron. In a `List` each row is a list row (`List(_:children:rowContent:)`).
public nonisolated struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// The top level's rows: a collapsed disclosure group for each parent, the row alone for a leaf.
    public var body: some View {
        ForEach(data, id: id) { element in
            if element[keyPath: children] != nil {
                DisclosureGroup(content: { EmptyView() }, label: { content(element) })
            } else {
                content(element)
            }
        }
    }
}

nonisolated extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf,
    Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>, Data.Element: Identifiable
{
    /// An outline of `data`, whose elements' `children` are their subtrees.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.data = data
        self.id = \Data.Element.id
        self.children = children
        self.content = content
    }
}

nonisolated extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    /// An outline of `data` identified by `id`, whose elements' `children` are their subtrees.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }
}

/// The children of an outline's collapsed subgroup, as SwiftUI's `OutlineSubgroupChildren`:
/// nothing shows at rest.
public nonisolated struct OutlineSubgroupChildren: View {
    public var body: EmptyView { EmptyView() }
}

nonisolated extension List where SelectionValue == Never {
    /// A list of the outline of `data` (`OutlineGroup`): a row for each top-level element, a
    /// parent's collapsed with its chevron.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    /// A list of the outline of `data` identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

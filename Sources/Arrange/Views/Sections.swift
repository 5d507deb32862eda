import Foundation

/// A view's content resolved into its sections, as SwiftUI's iOS 18 `Group(sections:)`,
/// `ForEach(sections:)`, `SectionCollection` and `SectionConfiguration`.
///
/// 1. The content is built once where the `Group` or `ForEach` stands, with each `Section`
///    tagging its nodes with itself and the part (header, content, footer) they come from.
/// 2. Its subviews are cut into sections: the nodes of one `Section` are one section; a run of
///    subviews outside any section is one section of content only, without header or footer.
/// 3. Each section's header, content and footer are `SubviewsCollection`s of the content's
///    subviews, built again where they are placed (`Subviews.swift`).
///
/// A `Section` whose header, content and footer are all empty has no node, and so is no section.
extension SubviewSource {
    /// Steps 1–2: the sections where `inputs` builds.
    func sections(inputs: _ViewInputs) -> SectionCollection {
        var marking = inputs
        marking.marksSections = true
        var outputs = _ViewOutputs()
        build(marking, &outputs)
        let nodes = outputs.nodes
        let values = nodes.map(\.containerValues)
        var sections: [SectionConfiguration] = []
        var start = 0
        while start < nodes.count {
            let section = nodes[start].sectionMark?.section
            var end = start + 1
            while end < nodes.count, nodes[end].sectionMark?.section === section { end += 1 }
            func part(_ part: SectionMark.Part) -> SubviewsCollection {
                let range = (start..<end).filter { (nodes[$0].sectionMark?.part ?? .content) == part }
                let bounds = (range.first ?? start)..<((range.last ?? start - 1) + 1)
                return SubviewsCollection(source: self, range: bounds, values: values)
            }
            sections.append(
                SectionConfiguration(
                    id: SectionConfiguration.ID(offset: sections.count), containerValues: section?.containerValues ?? ContainerValues(),
                    header: part(.header), content: part(.content), footer: part(.footer)))
            start = end
        }
        return SectionCollection(sections: sections)
    }
}

/// One section of a view's content (iOS 18): its header, content and footer as subviews, and
/// the values `containerValue(_:_:)` set on the `Section`.
public struct SectionConfiguration: Identifiable {
    /// A section's identity: its place among its content's sections.
    public struct ID: Hashable, Sendable {
        let offset: Int
    }

    /// The section's identity.
    public let id: ID
    /// The values set with `containerValue(_:_:)` on the section as a whole.
    public let containerValues: ContainerValues
    /// The subviews of the section's header (none for views outside any `Section`).
    public let header: SubviewsCollection
    /// The subviews of the section's content.
    public let content: SubviewsCollection
    /// The subviews of the section's footer (none for views outside any `Section`).
    public let footer: SubviewsCollection
}

/// The sections of a view's content, in order (iOS 18).
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    public var startIndex: Int { 0 }
    public var endIndex: Int { sections.count }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// The content of `Group(sections:transform:)`: the transform's result over the sections.
public nonisolated struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Steps 1–2, then the result built in place.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let collection = SubviewSource(view.sections).sections(inputs: inputs)
        Content._makeNodes(view.transform(collection), inputs: inputs, outputs: &outputs)
    }
}

nonisolated extension Group {
    /// The views `transform` makes from the sections of `view` (iOS 18): e.g. each section's
    /// header above a card of its content.
    public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}

/// The data of `ForEach(sections:content:)`: the sections of a view, found when the `ForEach`
/// is built (none before).
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    let source: SubviewSource
    var elements: [SectionConfiguration] = []
    /// Whether the sections have been found.
    var isResolved = false
    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { elements[position] }
}

extension ForEachSectionCollection: SubviewsForEachData {
    func resolved(inputs: _ViewInputs) -> ForEachSectionCollection<Content> {
        var copy = self
        copy.elements = Array(source.sections(inputs: inputs))
        copy.isResolved = true
        return copy
    }
}

nonisolated extension ForEach where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
    /// One view per section of `view` (iOS 18).
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
        self.init(ForEachSectionCollection(source: SubviewSource(view)), id: \SectionConfiguration.id, content: content)
    }
}

/// The section a node belongs to and which part of it the node is, set by `Section` while
/// sections are being found. A section inside another's content is the outer one's: the outer
/// section tags last.
struct SectionMark {
    /// A part of a section.
    enum Part {
        case header, content, footer
    }

    /// One `Section` as built: how many nodes it made, and the values set on it as a whole.
    final class Record {
        let nodeCount: Int
        var containerValues = ContainerValues()

        init(nodeCount: Int) {
            self.nodeCount = nodeCount
        }
    }

    let section: Record
    let part: Part

    /// Tags a section's header, content and footer nodes as one section's parts.
    static func tagSection(header: [LayoutNode], content: [LayoutNode], footer: [LayoutNode]) {
        let record = Record(nodeCount: header.count + content.count + footer.count)
        for node in header { node.sectionMark = SectionMark(section: record, part: .header) }
        for node in content { node.sectionMark = SectionMark(section: record, part: .content) }
        for node in footer { node.sectionMark = SectionMark(section: record, part: .footer) }
    }
}

/// The section mark, stored with the node's layout values under a key of its own.
enum SectionMarkKey: LayoutValueKey {
    static var defaultValue: SectionMark? { nil }
}

extension LayoutNode {
    /// The section the node belongs to, while sections are being found.
    var sectionMark: SectionMark? {
        get { layoutValues?[ObjectIdentifier(SectionMarkKey.self)] as? SectionMark }
        nonmutating set {
            var values = layoutValues ?? [:]
            values[ObjectIdentifier(SectionMarkKey.self)] = newValue
            layoutValues = values
        }
    }
}

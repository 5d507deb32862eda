import Foundation

/// A header, content and footer that belong together: in a `List` or lazy stack they become
/// rows one after another (the content's rows lazily); anywhere else they are laid out like a
/// `Group` of the three.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// The header's, the content's and the footer's nodes, in that order.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let header = Parent.makeNodeList(view.header, inputs: inputs.inListPart(.header))
        let content = Content.makeNodeList(view.content, inputs: inputs)
        let footer = Footer.makeNodeList(view.footer, inputs: inputs.inListPart(.footer))
        if inputs.environment.listRowContext != nil {
            ListRowPosition.tagSection(header: header, content: content, footer: footer)
        }
        if inputs.marksSections {
            SectionMark.tagSection(header: header, content: content, footer: footer)
        }
        outputs.nodes += header + content + footer
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of content only.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }

    /// A section headed by `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

extension Section: LazyRowSource {
    func appendRows(to rows: inout LazyRows, inputs: _ViewInputs) {
        guard inputs.environment.listRowContext != nil else {
            // In a lazy grid a header and footer are rows across the grid (`LazyGridState`).
            let headerStart = rows.segments.count
            rows.appendRows(of: header, inputs: inputs)
            rows.markSegments(from: headerStart, as: .header)
            rows.appendRows(of: content, inputs: inputs)
            let footerStart = rows.segments.count
            rows.appendRows(of: footer, inputs: inputs)
            rows.markSegments(from: footerStart, as: .footer)
            return
        }
        rows.appendSection(
            header: LazyRows.of(header, inputs: inputs.inListPart(.header)), content: LazyRows.of(content, inputs: inputs),
            footer: LazyRows.of(footer, inputs: inputs.inListPart(.footer)))
    }
}

extension _ViewInputs {
    /// The inputs for a section's header or footer: inside a list, its context names the part.
    func inListPart(_ part: ListRowContext.Part) -> _ViewInputs {
        guard let context = environment.listRowContext else { return self }
        return with {
            $0.listRowContext?.part = part
            $0.font = part == .header && context.style == .plain ? ListMetrics.plainHeaderFont : ListMetrics.headerFont
            $0.foregroundStyle = AnyShapeStyle(ListPalette.secondaryLabel)
            if part == .header && (context.style == .insetGrouped || context.style == .grouped) {
                $0.textStyleDefaults.textCase = ListMetrics.groupedHeaderTextCase
            }
        }
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section {
    /// A section with a header and footer given as views (the older form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header given as a view (the older form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer given as a view (the older form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

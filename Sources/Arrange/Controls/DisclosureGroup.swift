import Foundation

/// A label with a chevron that shows or hides its content: the label leading, the
/// `chevron.right` symbol trailing in the tint (turned down when expanded), and, when expanded
/// (as its `isExpanded` binding says; collapsed without one), the content below.
///
/// Inside a `disclosureGroupStyle(_:)` other than `.automatic`, the group is what the style
/// builds from its label, content and expansion.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
    let expansion: Binding<Bool>
    let label: Label
    let content: Content

    var isExpanded: Bool { expansion.wrappedValue }

    /// A disclosure group of `content` under `label`, collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        expansion = .constant(false)
        self.content = content()
        self.label = label()
    }

    /// A disclosure group of `content` under `label`, expanded as `isExpanded` says.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        expansion = isExpanded
        self.content = content()
        self.label = label()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `DisclosureGroup` node around the label row and, when expanded, the content; or
    /// around what the environment's style builds.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        if let style = inputs.environment[DisclosureGroupStyleKey.self] {
            let configuration = DisclosureGroupStyleConfiguration(
                label: .init(content: AnyView(view.label)),
                content: .init(content: AnyView(_EnvironmentWriter(content: view.content) { $0[DisclosureGroupStyleKey.self] = style })),
                isExpanded: view.expansion)
            // Groups the style itself builds take the standard look; those in the content, the style.
            makeControlNodes(named: "DisclosureGroup", inputs: inputs.with { $0[DisclosureGroupStyleKey.self] = nil }, outputs: &outputs) { inner, outputs in
                style.makeNodes(configuration, inner, &outputs)
            }
            return
        }
        let body = VStack(alignment: .leading, spacing: DisclosureMetrics.contentSpacing) {
            view.labelRow(in: inputs.environment)
            if view.isExpanded {
                view.content
            }
        }
        makeControlNodes(named: "DisclosureGroup", body: body, inputs: inputs, outputs: &outputs)
    }

    /// The label leading and the chevron trailing, in the tint, turned down when expanded.
    func labelRow(in environment: EnvironmentValues) -> some View {
        HStack {
            label
            Spacer()
            Image(systemName: DisclosureMetrics.chevron)
                .font(.system(size: DisclosureMetrics.chevronSize, weight: .semibold))
                .environment(\.foregroundStyle, AnyShapeStyle(ControlContext(environment).accent))
                .rotationEffect(.degrees(isExpanded ? 90 : 0))
        }
    }
}

extension DisclosureGroup: LazyRowSource {
    /// In a `List` or `Form` the group is not one row: as on iOS, its label is a row of its own
    /// and, when expanded, every view of its content is a row below it (each with its own
    /// separator and chrome; a `ForEach` inside stays lazy). Anywhere else it is one view.
    func appendRows(to rows: inout LazyRows, inputs: _ViewInputs) {
        guard inputs.environment.listRowContext != nil, inputs.environment[DisclosureGroupStyleKey.self] == nil else {
            rows.appendNodes(of: self, inputs: inputs)
            return
        }
        rows.appendRows(of: labelRow(in: inputs.environment), inputs: inputs)
        if isExpanded {
            rows.appendRows(of: content, inputs: inputs)
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group of `content` titled `title`, collapsed.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A disclosure group of `content` titled `titleKey`, collapsed.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A disclosure group of `content` titled `title`, expanded as `isExpanded` says.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }

    /// A disclosure group of `content` titled `titleKey`, expanded as `isExpanded` says.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}

/// The disclosure group's metrics (Arrange's choice; no public source gives iOS's numbers).
enum DisclosureMetrics {
    /// The chevron (SF Symbol name) and its point size.
    static let chevron = "chevron.right"
    static let chevronSize: CGFloat = 14
    /// The space between the label row and the content.
    static let contentSpacing: CGFloat = 8
}

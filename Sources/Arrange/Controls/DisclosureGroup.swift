import Foundation

/// A label with a chevron that shows or hides its content: the label leading, the
/// `chevron.right` symbol trailing in the tint (turned down when expanded), and, when expanded
/// (as its `isExpanded` binding says; collapsed without one), the content below.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
    let isExpanded: Bool
    let label: Label
    let content: Content

    /// A disclosure group of `content` under `label`, collapsed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = false
        self.content = content()
        self.label = label()
    }

    /// A disclosure group of `content` under `label`, expanded as `isExpanded` says.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded.wrappedValue
        self.content = content()
        self.label = label()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `DisclosureGroup` node around the label row and, when expanded, the content.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let context = ControlContext(inputs.environment)
        let body = VStack(alignment: .leading, spacing: DisclosureMetrics.contentSpacing) {
            HStack {
                view.label
                Spacer()
                Image(systemName: DisclosureMetrics.chevron)
                    .font(.system(size: DisclosureMetrics.chevronSize, weight: .semibold))
                    .environment(\.foregroundStyle, AnyShapeStyle(context.accent))
                    .rotationEffect(.degrees(view.isExpanded ? 90 : 0))
            }
            if view.isExpanded {
                view.content
            }
        }
        makeControlNodes(named: "DisclosureGroup", body: body, inputs: inputs, outputs: &outputs)
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

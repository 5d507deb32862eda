import Foundation

/// Controls that belong together, drawn as one: each of the content's views (usually buttons)
/// in an equal segment across the proposed width, borderless in the tint, with hairline
/// dividers between them, on a rounded `tertiarySystemFill` background.
public nonisolated struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of the controls `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `ControlGroup` node around the segments.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let count = ContentElement.nodes(of: view.content, inputs: inputs).count
        let body = ControlGroupBody(content: AnyView(view.content), count: count, context: ControlContext(inputs.environment))
        makeControlNodes(named: "ControlGroup", body: body, inputs: inputs, outputs: &outputs)
    }
}

extension ControlGroup {
    /// A group of the controls `content` builds, labelled (in menus) by `label`; the label is
    /// not shown at rest.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.init(content: content)
    }

    /// A group of the controls `content` builds, titled (in menus) `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A group of the controls `content` builds, titled (in menus) `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }
}

/// The segments, dividers and background of a control group.
nonisolated struct ControlGroupBody: View {
    let content: AnyView
    let count: Int
    let context: ControlContext

    var body: some View {
        let environment = context.environment
        let metrics = BorderedButtonMetrics.of(context.size)
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                if index > 0 {
                    Rectangle().fill(ControlColors.separator(environment))
                        .frame(width: 1 / max(environment.displayScale, 1), height: ControlGroupMetrics.dividerHeight)
                }
                ContentElement(content: content, index: index)
                    .buttonStyle(BorderlessButtonStyle())
                    .font(environment.font ?? metrics.font)
                    .padding(EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal))
                    .frame(maxWidth: .infinity)
            }
        }
        .background(RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(ControlColors.tertiarySystemFill(environment)))
    }
}

/// Arrange's choices for the control group (no public source gives iOS's numbers); segments
/// take the bordered button's padding and radius (`BorderedButtonMetrics`).
enum ControlGroupMetrics {
    /// The height of the dividers between segments.
    static let dividerHeight: CGFloat = 18
}

/// A look for control groups (`.automatic`, `.navigation`, `.menu`, `.compactMenu`, `.palette`):
/// accepted; every group is drawn as segments at rest.
public protocol ControlGroupStyle {}

/// The platform's default control group look.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The automatic style.
    public init() {}
}

/// The look of control groups in navigation bars.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation style.
    public init() {}
}

/// A group shown as a menu.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// The menu style.
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's default.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The look of control groups in navigation bars.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A group shown as a menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

nonisolated extension View {
    /// Accepted: control groups are drawn as segments at rest whatever the style.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        self
    }
}

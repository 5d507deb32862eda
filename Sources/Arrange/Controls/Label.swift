import Foundation

/// A title with an icon, drawn as the environment's label style makes it (`.automatic`: the
/// icon before the title, `LabelMetrics.iconTitleSpacing` apart, centred across).
public nonisolated struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label of the views `title` and `icon` build.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `Label` node around the view the environment's label style makes.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title(content: AnyView(view.title)),
            icon: LabelStyleConfiguration.Icon(content: AnyView(view.icon)))
        let style = inputs.environment[LabelStyleKey.self] ?? AnyLabelStyle(DefaultLabelStyle())
        makeControlNodes(named: "Label", inputs: inputs.with { $0[LabelStyleKey.self] = nil }, outputs: &outputs) { inner, outputs in
            style.makeNodes(configuration, inner, &outputs)
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled `title` with the image named `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label titled `titleKey` with the image named `name`.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label of `configuration`'s title and icon, styled by the environment's style (for use
    /// inside a `LabelStyle`).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// Arrange's choices for the default label look; no public source gives SwiftUI's numbers
/// (ios-metrics.md §5: backports use a plain `HStack`, whose default spacing is 8).
enum LabelMetrics {
    /// The space between a label's icon and its title.
    static let iconTitleSpacing: CGFloat = 8
}

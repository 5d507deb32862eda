import Foundation

/// A control that shows a list of actions when tapped. At rest only its label shows, drawn like
/// a button (iOS 16's `MenuIsButtonByDefault`, OSUI): by the environment's button style, the
/// label in the tint colour by default. The menu's content is not laid out.
public nonisolated struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu of the actions `content` builds, showing `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu that runs `primaryAction` when tapped and shows `content` on a long press.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds a `Menu` node around the view the environment's button style makes of the label.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let configuration = PrimitiveButtonStyleConfiguration(
            role: nil, label: PrimitiveButtonStyleConfiguration.Label(content: AnyView(view.label)), action: view.primaryAction ?? {})
        makeStyledButton(configuration, named: "Menu", inputs: inputs, outputs: &outputs)
    }
}

extension Menu where Label == Text {
    /// A menu titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title` that runs `primaryAction` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }

    /// A menu titled `titleKey` that runs `primaryAction` when tapped.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Arrange.Label<Text, Image> {
    /// A menu titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Arrange.Label(title, systemImage: systemImage) }
    }

    /// A menu titled `titleKey` with the symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Arrange.Label(titleKey, systemImage: systemImage) }
    }
}

/// A look for menus (`.automatic`, `.button`, `.borderlessButton`): on iOS a menu always looks
/// like a button drawn by the environment's button style, so the styles are accepted and change
/// nothing.
public protocol MenuStyle {}

/// The platform's menu look.
public struct DefaultMenuStyle: MenuStyle {
    /// The automatic menu style.
    public init() {}
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
    /// The button menu style.
    public init() {}
}

/// A menu drawn as a borderless button (deprecated in SwiftUI, still accepted).
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// The borderless button menu style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's menu look.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu drawn as a button.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu drawn as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

nonisolated extension View {
    /// Accepted: on iOS menus look like buttons whatever the menu style.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        self
    }
}

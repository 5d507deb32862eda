import Foundation

/// How a `Form` arranges its sections and rows: set with `.formStyle(_:)` on the form or any
/// ancestor. The built-in styles choose the form's list style; a style of your own builds the
/// form's body from its content, as SwiftUI's `makeBody(configuration:)`.
public protocol FormStyle: Sendable {
    /// The view the style builds.
    associatedtype Body: View
    /// The view of a form whose content is `configuration.content`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given: the form's content.
    typealias Configuration = FormStyleConfiguration
    /// How a built-in style lays the form out; `nil` for a style of your own.
    var _formListStyle: ListRowContext.Style? { get }
}

extension FormStyle {
    /// A style of your own: `makeBody(configuration:)` builds the form.
    public var _formListStyle: ListRowContext.Style? { nil }
}

/// What a `FormStyle` is given.
public nonisolated struct FormStyleConfiguration {
    /// The form's content, as a view: its sections and rows.
    public nonisolated struct Content: View {
        let view: AnyView
        /// The form's content.
        public var body: some View { view }
    }

    /// The form's content.
    public let content: Content
}

/// The platform's default: on iPhone grouped sections as inset cards (`ListStyleDefaults.formOnPhone`).
public struct AutomaticFormStyle: FormStyle {
    /// The default form style.
    public init() {}
    /// Never called: a built-in style lays the form out as its list style.
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
    /// The inset-grouped list style.
    public var _formListStyle: ListRowContext.Style? { ListStyleDefaults.formOnPhone }
}

/// Sections in grouped rounded cards, with headers above and footers below: on iPhone the same
/// as `.automatic` (iOS 16 and later draw both as inset cards).
public struct GroupedFormStyle: FormStyle {
    /// The grouped form style.
    public init() {}
    /// Never called: a built-in style lays the form out as its list style.
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
    /// The inset-grouped list style.
    public var _formListStyle: ListRowContext.Style? { FormStyleDefaults.groupedOnPhone }
}

/// A non-scrolling form with labels in a trailing-aligned column beside their values — macOS's
/// form. Named choice `FormStyleDefaults.columnsOnPhone`: on iPhone Arrange lays it out as the
/// grouped form (docs/DIFFERENCES.md).
public struct ColumnsFormStyle: FormStyle {
    /// The columns form style.
    public init() {}
    /// Never called: a built-in style lays the form out as its list style.
    public func makeBody(configuration: Configuration) -> some View { configuration.content }
    /// The list style chosen for columns on iPhone.
    public var _formListStyle: ListRowContext.Style? { FormStyleDefaults.columnsOnPhone }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and values in columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// The named choices behind the built-in form styles on iPhone.
public enum FormStyleDefaults {
    /// `.grouped` on iPhone: inset-grouped cards, as `.automatic` (iOS 17 draws the two alike).
    public static let groupedOnPhone: ListRowContext.Style = .insetGrouped
    /// `.columns` on iPhone: Arrange has no column form; it lays it out as `.grouped`.
    public static let columnsOnPhone: ListRowContext.Style = .insetGrouped
}

/// A form style kept in the environment: a built-in style's list style, or a style of your own.
struct ResolvedFormStyle: @unchecked Sendable {  // the style is Sendable; the closure only wraps it
    let listStyle: ListRowContext.Style?
    /// The style's body for a form, evaluated as every body is (`TreeBuilder.evaluateBody`):
    /// `nil` when the style reads an environment object `inputs` lack.
    let makeBody: (FormStyleConfiguration, _ViewInputs) -> AnyView?

    init<S: FormStyle>(_ style: S) {
        listStyle = style._formListStyle
        makeBody = { configuration, inputs in
            inputs.builder.evaluateBody(of: style, environment: inputs.environment, { AnyView(style.makeBody(configuration: configuration)) })
        }
    }
}

private struct FormStyleKey: EnvironmentKey {
    static let defaultValue: ResolvedFormStyle? = nil
}

extension EnvironmentValues {
    /// The style set with `.formStyle(_:)` by an ancestor, or `nil` for the form's default.
    var formStyle: ResolvedFormStyle? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the forms inside this view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        environment(\.formStyle, ResolvedFormStyle(style))
    }
}

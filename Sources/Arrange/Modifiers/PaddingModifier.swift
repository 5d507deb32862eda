import Foundation

/// The default padding on every edge when none is given: 16 points.
let defaultPadding: CGFloat = 16

/// `padding`: non-finite insets become 0 with a diagnostic; runs `PaddingLayout`.
nonisolated struct PaddingModifier: UnaryLayoutModifier {
    typealias Body = Never
    let insets: EdgeInsets
    let diagnostics: [LayoutDiagnostic.Kind]

    init(_ insets: EdgeInsets) {
        var problems: [LayoutDiagnostic.Kind] = []
        self.insets = EdgeInsets(
            top: finiteLength(insets.top, modifier: "padding", into: &problems),
            leading: finiteLength(insets.leading, modifier: "padding", into: &problems),
            bottom: finiteLength(insets.bottom, modifier: "padding", into: &problems),
            trailing: finiteLength(insets.trailing, modifier: "padding", into: &problems))
        self.diagnostics = problems
    }

    func algorithm(environment: EnvironmentValues) -> PaddingLayout {
        PaddingLayout(insets: insets)
    }

    /// Padded edges no longer carry the child's spacing preferences.
    func spacing(wrapping child: ViewSpacing) -> ViewSpacing {
        ViewSpacing(
            top: insets.top == 0 ? child.top : nil, leading: insets.leading == 0 ? child.leading : nil,
            bottom: insets.bottom == 0 ? child.bottom : nil, trailing: insets.trailing == 0 ? child.trailing : nil)
    }
}

nonisolated extension View {
    /// Adds `insets` around this view: proposes less to it, reports more.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets))
    }

    /// Padding a scene's content gets along `edges`, as `scenePadding(_:)`: on iPhone the
    /// default padding (watchOS and macOS choose theirs by the window).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges)
    }

    /// Scene padding of `padding`'s kind along `edges` (`.minimum`): the default padding on iPhone.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges)
    }

    /// Adds `length` (16 when `nil`) on each edge in `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(EdgeInsets(edges, length ?? defaultPadding)))
    }

    /// Adds `length` on every edge.
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(EdgeInsets(.all, length)))
    }
}

/// The kinds of scene padding (`scenePadding(_:edges:)`).
public struct ScenePadding: Equatable, Sendable {
    /// The least padding a scene's content needs.
    public static let minimum = ScenePadding()
    /// The padding a navigation bar's content gets (iOS 17.0).
    public static let navigationBar = ScenePadding()
}

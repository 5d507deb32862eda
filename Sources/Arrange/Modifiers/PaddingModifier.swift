import Foundation

/// The default padding on every edge when none is given: 16 points.
@usableFromInline let defaultPadding: CGFloat = 16

/// `padding`: non-finite insets become 0 with a diagnostic; runs `PaddingLayout`.
/// `@usableFromInline`, with its initializers, so that `padding(_:)` can be specialized where it
/// is called (as `frame(width:height:alignment:)`).
///
/// Keeps the insets as given, with whether they are all finite, and checks them again only
/// when not (`insets`, `diagnostics`): a modifier of plain numbers is copied and destroyed
/// without reference counting, as `FixedFrameModifier` is.
@usableFromInline
nonisolated struct PaddingModifier: UnaryLayoutModifier {
    @usableFromInline typealias Body = Never
    /// The insets given, finite or not.
    let givenInsets: EdgeInsets
    /// Whether every inset given is finite (the common case: nothing to repair or report).
    let insetsAreFinite: Bool

    /// `length` on each edge in `edges`, 0 on the others.
    @usableFromInline
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(EdgeInsets(edges, length))
    }

    @usableFromInline
    init(_ insets: EdgeInsets) {
        self.givenInsets = insets
        self.insetsAreFinite = insets.top.isFinite && insets.leading.isFinite && insets.bottom.isFinite && insets.trailing.isFinite
    }

    /// The insets laid out: a non-finite one is 0.
    var insets: EdgeInsets {
        if insetsAreFinite { return givenInsets }
        var ignored: [LayoutDiagnostic.Kind] = []
        return checkedInsets(into: &ignored)
    }

    /// Whether every inset is used as given.
    var argumentsAreValid: Bool { insetsAreFinite }

    /// A non-finite inset's value, edge by edge (top, leading, bottom, trailing), each reported
    /// once per tree.
    var diagnostics: [LayoutDiagnostic.Kind] {
        if argumentsAreValid { return [] }
        var problems: [LayoutDiagnostic.Kind] = []
        _ = checkedInsets(into: &problems)
        return problems
    }

    /// The insets with each non-finite one made 0, adding its problem to `problems`.
    private func checkedInsets(into problems: inout [LayoutDiagnostic.Kind]) -> EdgeInsets {
        EdgeInsets(
            top: finiteLength(givenInsets.top, modifier: "padding", into: &problems),
            leading: finiteLength(givenInsets.leading, modifier: "padding", into: &problems),
            bottom: finiteLength(givenInsets.bottom, modifier: "padding", into: &problems),
            trailing: finiteLength(givenInsets.trailing, modifier: "padding", into: &problems))
    }

    func algorithm(environment: EnvironmentValues) -> PaddingLayout {
        PaddingLayout(insets: insets)
    }

    /// Padded edges no longer carry the child's spacing preferences.
    func spacing(wrapping child: ViewSpacing) -> ViewSpacing {
        let insets = self.insets
        return ViewSpacing(
            top: insets.top == 0 ? child.top : nil, leading: insets.leading == 0 ? child.leading : nil,
            bottom: insets.bottom == 0 ? child.bottom : nil, trailing: insets.trailing == 0 ? child.trailing : nil)
    }

    /// Wraps each node of the content in a padding (`UnaryLayoutModifier`), declared here since
    /// the type is `@usableFromInline`.
    @usableFromInline
    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        wrapNodes(modifier: modifier, inputs: inputs, outputs: &outputs, content: content)
    }
}

nonisolated extension View {
    /// Adds `insets` around this view: proposes less to it, reports more.
    // The three `padding` methods are inlinable for the reason `frame(width:height:alignment:)` is:
    // the caller's module then knows the modified view's metadata (no look-up at run time).
    @inlinable
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
    @inlinable
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingModifier(edges, length ?? defaultPadding))
    }

    /// Adds `length` on every edge.
    @inlinable
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingModifier(.all, length))
    }
}

/// The kinds of scene padding (`scenePadding(_:edges:)`).
public struct ScenePadding: Equatable, Sendable {
    /// The least padding a scene's content needs.
    public static let minimum = ScenePadding()
    /// The padding a navigation bar's content gets (iOS 17.0).
    public static let navigationBar = ScenePadding()
}

/// A layout of the library's whose explicit alignment guides are only those its subviews state:
/// the engine need not ask it for a guide that no view inside it states.
///
/// SwiftUI asks any `Layout` for its explicit guides (`explicitAlignment(of:in:proposal:subviews:cache:)`),
/// and a user's layout may answer one of its own over subviews that state none. The engine asks
/// only subtrees that may state a guide (`LayoutNode.guidesInSubtree`), so the node of a layout
/// that is not one of these says it may state every guide (`_LayoutContainer`); these keep the
/// shortcut.
protocol SubviewGuidesOnly {
    /// Whether this value states only its subviews' guides (an `AnyLayout` does when the layout
    /// it wraps does).
    var statesSubviewGuidesOnly: Bool { get }
}

extension SubviewGuidesOnly {
    /// Yes: the library's layouts merge their subviews' guides and state none of their own.
    var statesSubviewGuidesOnly: Bool { true }
}

extension HStackLayout: SubviewGuidesOnly {}
extension VStackLayout: SubviewGuidesOnly {}
extension ZStackLayout: SubviewGuidesOnly {}
extension FlowLayout: SubviewGuidesOnly {}
extension GridLayout: SubviewGuidesOnly {}

extension AnyLayout: SubviewGuidesOnly {
    /// As the wrapped layout.
    var statesSubviewGuidesOnly: Bool { (base as? any SubviewGuidesOnly)?.statesSubviewGuidesOnly ?? false }
}

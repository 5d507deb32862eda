import Foundation

/// A scrollable view of its content.
///
/// Along its scroll axes it takes the space proposed and proposes `nil` to its content, so the
/// content takes its ideal length there (a shape its 10-point ideal); across them it proposes
/// what it was proposed and takes the content's size. Several views inside are stacked in an
/// implicit `VStack` (an `HStack` when scrolling only horizontally). The content is aligned at
/// the top-leading corner and rests where its modifiers say (`ScrollRest`: its start, an edge or
/// point of `scrollPosition(_:)`, `defaultScrollAnchor`, or the content offset
/// `scrollContentOffset(_:)`, so that the layout of a scrolled state can be inspected).
public nonisolated struct ScrollView<Content: View>: View {
    /// The directions the content scrolls in.
    public var axes: Axis.Set
    /// Whether scroll indicators would be shown (drawing only).
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// A scroll view of the views built by `content`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one node that reports the proposal along its axes and proposes its content `nil` there;
    /// several children are stacked first.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        // A diagnostic from the content that names no node is tied to the scroll view.
        outputs.nodes.append(inputs.tyingWarnings { node(of: view, inputs: inputs) })
    }

    /// The scroll view's node over its (stacked) content, inset by the content margins.
    private static func node(of view: Self, inputs: _ViewInputs) -> LayoutNode {
        let stackAxis: Axis = view.axes == .horizontal ? .horizontal : .vertical
        var nodes: [LayoutNode] = []
        inputs.descending { inner in
            var inner = inner
            inner.stackAxis = stackAxis
            inner.environment.scrollRest = ScrollRest()
            nodes = Content.makeNodeList(view.content, inputs: inner)
            if nodes.count != 1 {
                let stack = StackLayout(axis: stackAxis, alignment: stackAxis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key, spacing: nil)
                nodes = [LayoutNode(stack, children: nodes, inputs: inner)]
            }
        }
        nodes = nodes.map { insetScrollContent($0, by: inputs.environment.scrollContentMargins, environment: inputs.environment) }
        var layout = ScrollViewLayout(axes: view.axes, rest: inputs.environment.scrollRest, margins: inputs.environment.scrollContentMargins)
        let key = ScrollTargets.key(identity: inputs.identity, axes: view.axes)
        let targets = inputs.builder.states.scrollTargets
        layout.key = key
        if let scrolled = targets.offset(for: key) {
            layout.rest.contentOffset = scrolled
        } else if case .view(let id, let anchor) = layout.rest.target {
            targets.requestPosition(id, anchor: anchor, for: key)
        }
        return LayoutNode(layout, children: nodes, inputs: inputs)
    }
}

extension EnvironmentValues {
    /// How far the nearest enclosing `ScrollView`'s content is scrolled by `scrollContentOffset`.
    public var scrollContentOffset: CGPoint {
        get { scrollRest.contentOffset ?? .zero }
        set { scrollRest.contentOffset = newValue }
    }

    /// Where the nearest enclosing `ScrollView` rests (`ScrollRest`).
    var scrollRest: ScrollRest {
        get { self[ScrollRestKey.self] }
        set { self[ScrollRestKey.self] = newValue }
    }
}

private struct ScrollRestKey: EnvironmentKey {
    static let defaultValue = ScrollRest()
}

nonisolated extension View {
    /// Scrolls the `ScrollView` this modifier is applied to (or the nearest one inside it) so
    /// that the content's point `offset` is at its top-leading corner. Offsets beyond the
    /// content are clamped. Scroll views inside the content start unscrolled.
    public func scrollContentOffset(_ offset: CGPoint) -> some View {
        environment(\.scrollContentOffset, offset)
    }
}

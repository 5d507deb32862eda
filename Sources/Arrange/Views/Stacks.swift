import Foundation

/// Children side by side, left to right (leading to trailing), aligned vertically. Space is
/// shared out by the book's algorithm: least flexible first, highest layout priority first,
/// each taking remaining ÷ children left. Spacing defaults to 8 between views, 0 beside a Spacer.
public nonisolated struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontal stack of the views built by `content`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one horizontal stack node with a child node per view of the content.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        // The spacing's warning, told as the layout is made, is tied to the node with the content's.
        outputs.nodes.append(makeContainer(
            StackLayout(axis: .horizontal, alignment: view.alignment.key, spacing: validSpacing(view.spacing, inputs: inputs, in: "HStack")),
            content: view.content, childAxis: .horizontal, inputs: inputs))
    }
}

/// Children one above another, top to bottom, aligned horizontally; the same algorithm as
/// `HStack` with the axes swapped.
public nonisolated struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical stack of the views built by `content`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one vertical stack node with a child node per view of the content.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        // The spacing's warning, told as the layout is made, is tied to the node with the content's.
        outputs.nodes.append(makeContainer(
            StackLayout(axis: .vertical, alignment: view.alignment.key, spacing: validSpacing(view.spacing, inputs: inputs, in: "VStack")),
            content: view.content, childAxis: .vertical, inputs: inputs))
    }
}

/// Children on top of one another, each proposed the stack's own proposal and aligned in both
/// dimensions; the stack is as large as the union of their aligned frames.
public nonisolated struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// A stack of the views built by `content`, the first at the back.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one overlaying stack node with a child node per view of the content.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(makeContainer(ZStackLayoutAlgorithm(alignment: view.alignment), content: view.content, childAxis: nil, inputs: inputs))
    }
}

/// A container node over the nodes of `content`, built with the stack axis its children see.
/// A diagnostic raised while making the layout (a stack's spacing) or building the content that
/// names no node (a modifier on a view that makes none: `EmptyView().padding(.nan)`) is tied to
/// the container: `layout` is made once the build has begun.
func makeContainer<Content: View>(
    _ layout: @autoclosure () -> some LayoutAlgorithm, content: Content, childAxis: Axis?, inputs: _ViewInputs
) -> LayoutNode {
    inputs.tyingWarnings {
        let algorithm = layout()
        var children: [LayoutNode] = []
        inputs.descending { inner in
            var childInputs = inner
            childInputs.stackAxis = childAxis
            children = Content.makeNodeList(content, inputs: childInputs)
        }
        return LayoutNode(algorithm, children: children, inputs: inputs)
    }
}

/// A container view's spacing (`ViewSpacing.checked`), or `nil` (the default) when it is not a
/// finite number, which is told.
func validSpacing(_ spacing: CGFloat?, inputs: _ViewInputs, in stack: String) -> CGFloat? {
    let checked = ViewSpacing.checked(spacing, parameter: "\(stack)(spacing:)")
    if let problem = checked.problem { inputs.builder.warn(problem, in: stack) }
    return checked.value
}

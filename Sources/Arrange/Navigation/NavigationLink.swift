import Foundation

/// A view that pushes a destination when tapped. In a list row it is the row's label with the
/// disclosure chevron at the trailing edge; elsewhere its label in the tint colour, like a
/// button. (A still picture never pushes: the destination is not laid out.)
public nonisolated struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link to `destination` showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination` showing `label` (the older form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// In a list row: the label filling the row, then the chevron; elsewhere the tinted label.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        if inputs.environment.listRowContext?.part == .row {
            let row = HStack(spacing: ListMetrics.chevronSpacing) {
                view.label.frame(maxWidth: .infinity, alignment: .leading)
                DisclosureChevron()
            }
            outputs.nodes += makeNodes(of: row, inputs: inputs)
        } else {
            outputs.nodes += makeNodes(of: view.label.foregroundStyle(inputs.environment.controlTint), inputs: inputs)
        }
    }
}

nonisolated extension NavigationLink where Label == Text {
    /// A link titled `title` to `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }

    /// A link titled `titleKey` to `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    /// A link titled `title` to `destination` (the older form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }

    /// A link titled `titleKey` to `destination` (the older form).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }
}

nonisolated extension NavigationLink where Destination == EmptyView {
    /// A link that pushes `value` (presented by a `navigationDestination`).
    public init<P>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

nonisolated extension NavigationLink where Destination == EmptyView, Label == Text {
    /// A link titled `title` that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P>(_ title: S, value: P?) {
        self.label = Text(title)
    }

    /// A link titled `titleKey` that pushes `value`.
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }
}

/// The `chevron.right` a navigation row ends with: 17-point semibold-sized, in grey
/// (`ListMetrics.chevronSize`, `ListPalette.chevron`).
nonisolated struct DisclosureChevron: View {
    var body: some View {
        ChevronShape()
            .stroke(ListPalette.chevron, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(width: ListMetrics.chevronSize.width, height: ListMetrics.chevronSize.height)
    }
}

/// A right-pointing chevron inset by one point (half the stroke) so its round caps stay inside.
nonisolated struct ChevronShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let inset = rect.insetBy(dx: 1, dy: 1)
        path.move(to: CGPoint(x: inset.minX, y: inset.minY))
        path.addLine(to: CGPoint(x: inset.maxX, y: inset.midY))
        path.addLine(to: CGPoint(x: inset.minX, y: inset.maxY))
        return path
    }
}

nonisolated extension View {
    /// Accepted: where values pushed by links are presented (a still picture shows the root).
    public func navigationDestination<D, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// Accepted: a destination presented while `isPresented` is true.
    public func navigationDestination<B, V: View>(isPresented: B, @ViewBuilder destination: () -> V) -> some View {
        self
    }
}

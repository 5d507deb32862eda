import Foundation

nonisolated extension View {
    /// Runs `action` with `transform` of this view's geometry once laid out, and again whenever
    /// a new layout (after an action changed state) gives a different value, as
    /// `onPreferenceChange` does (see `PreferenceRounds`).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        onGeometryChange(for: type, of: transform) { _, newValue in action(newValue) }
    }

    /// Runs `action` with the previous and the new value of `transform` of this view's
    /// geometry; the first time both are the first value.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        let observer = NodePreferences.Observer(
            keyName: "onGeometryChange(for: \(String(describing: T.self)))",
            read: { node in transform(GeometryProxy(of: node)) },
            isEqual: { ($0 as? T) == ($1 as? T) },
            perform: { value in
                if let value = value as? T { action(value, value) }
            })
        return modifyingNodes("onGeometryChange") { $0.addPreferenceObserver(observer) }
    }

    /// Applies the effects `effect` makes from this view's geometry when drawn. Its content is
    /// laid out as without it; the effects (offset, scale, blur …) are not drawn in Arrange.
    public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        self
    }
}

extension GeometryProxy {
    /// The geometry of a placed node, as a `GeometryReader` of its frame would see it.
    init(of node: LayoutNode) {
        let frame = node.frame ?? .zero
        self.init(size: frame.size, safeAreaInsets: EdgeInsets(), globalFrame: frame, namedSpaces: GeometryReaderLayout.namedSpaces(above: node))
    }
}

/// Effects that change how a view is drawn but not its layout, made by `visualEffect`.
public protocol VisualEffect {}

/// The effect that changes nothing: what `visualEffect`'s closure starts from.
public struct EmptyVisualEffect: VisualEffect, Sendable {
    /// The empty effect.
    public init() {}
}

/// An effect followed by another. Arrange records neither.
public struct _ChainedVisualEffect: VisualEffect, Sendable {}

extension VisualEffect {
    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { _ChainedVisualEffect() }
    /// Moves the drawing by `x`, `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { _ChainedVisualEffect() }
    /// Scales the drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { _ChainedVisualEffect() }
    /// Scales the drawing by `s` about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { _ChainedVisualEffect() }
    /// Scales the drawing by `x`, `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect { _ChainedVisualEffect() }
    /// Rotates the drawing about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { _ChainedVisualEffect() }
    /// Draws with `opacity`.
    public func opacity(_ opacity: Double) -> some VisualEffect { _ChainedVisualEffect() }
    /// Blurs the drawing by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { _ChainedVisualEffect() }
    /// Changes the drawing's brightness.
    public func brightness(_ amount: Double) -> some VisualEffect { _ChainedVisualEffect() }
    /// Changes the drawing's contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { _ChainedVisualEffect() }
    /// Changes the drawing's saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { _ChainedVisualEffect() }
    /// Draws in shades of grey by `amount`.
    public func grayscale(_ amount: Double) -> some VisualEffect { _ChainedVisualEffect() }
    /// Turns the drawing's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { _ChainedVisualEffect() }
}

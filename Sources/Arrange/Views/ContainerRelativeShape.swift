import Foundation

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`: the shape
/// the nearest `containerShape(_:)` above set, in this view's own frame; a rectangle when none
/// is set (an app's window has square corners on iOS too).
///
/// iOS insets the container's corners by the view's distance from the container's edge, so a
/// padded view's corners stay concentric; Arrange draws the container's shape itself in the
/// view's frame (the same radius), which matters only inside padding (docs/DIFFERENCES.md).
public nonisolated struct ContainerRelativeShape: Shape {
    /// The container's shape, fixed where the view is built (`_ShapeView` asks the environment).
    var container: AnyShape?

    /// The shape of the container around.
    public init() {}

    /// The container's shape in `rect`, or `rect` itself.
    public func path(in rect: CGRect) -> Path { container?.path(in: rect) ?? Path(rect) }
}

/// The shape `containerShape(_:)` sets for `ContainerRelativeShape`s inside.
struct ContainerShapeKey: EnvironmentKey {
    static var defaultValue: AnyShape? { nil }
}

nonisolated extension EnvironmentValues {
    /// The container shape set by the nearest `containerShape(_:)`, `nil` for none.
    var containerShape: AnyShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the shape `ContainerRelativeShape`s inside this view take (`.containerShape(.rect(cornerRadius: 20))`).
    /// No effect on layout.
    public func containerShape<S: Shape>(_ shape: S) -> some View {
        environment(\.containerShape, AnyShape(shape))
    }
}

import Foundation

/// The tint of the context as a style (`.foregroundStyle(.tint)`, `.fill(.tint)`): the nearest
/// `.tint(_:)`, else the accent colour (`systemBlue`).
public nonisolated struct TintShapeStyle: ShapeStyle, Hashable {
    /// The context's tint.
    public init() {}
}

nonisolated extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the context (the accent colour unless `.tint(_:)` sets one).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

import Foundation

/// A variant of a symbol — filled, enclosed in a circle, square or rectangle, slashed — that
/// `symbolVariant(_:)` asks every `Image(systemName:)` inside to show.
///
/// Invariants: a value is a set of at most one shape (circle, square or rectangle; the last one
/// asked for wins), plus fill and slash; `.none` is the empty set.
///
/// A symbol shows a variant by its name: SF Symbols spells the variants as name components
/// after the base name in the order slash, shape, fill (`"heart"` with `.circle.fill` is
/// `"heart.circle.fill"`, `"mic"` with `.slash` is `"mic.slash"`); a component the name already
/// has is not added again. See `SymbolVariantNaming`.
public struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape, if any.
    enum Shape: String, Hashable, Sendable {
        case circle, square, rectangle
    }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: the symbol as named. Asking for it with `symbolVariant(_:)` changes nothing
    /// (SwiftUI's documentation); set `\.symbolVariants` to `.none` to remove an ancestor's.
    public static let none = SymbolVariants()
    /// The symbol enclosed in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// The symbol enclosed in a square.
    public static let square = SymbolVariants(shape: .square)
    /// The symbol enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// The symbol filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// The symbol with a slash through it.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant enclosed in a circle (`.square.circle` is a circle).
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// This variant enclosed in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// This variant enclosed in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// This variant filled (`.circle.fill`).
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant has every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// This variant with `other`'s parts added (an inner `symbolVariant` adding to an outer).
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The name of `symbol` in this variant (`SymbolVariantNaming`).
    func name(of symbol: String) -> String {
        SymbolVariantNaming.name(of: symbol, in: self)
    }
}

/// How a variant becomes a symbol name: SF Symbols' components in the order slash, shape,
/// fill, each added once.
///
/// Named choice: SwiftUI falls back to the plain symbol when SF Symbols has no such variant
/// (`"textformat"` has no `.fill`); Arrange has no SF Symbols catalogue in its core, so it always
/// names the variant and the renderer draws what it has for that name (docs/DIFFERENCES.md).
enum SymbolVariantNaming {
    static func name(of symbol: String, in variants: SymbolVariants) -> String {
        guard variants != .none else { return symbol }
        var components = symbol.split(separator: ".").map(String.init)
        // 1. Take off the variant components the name already ends with, to put them back in order.
        var filled = variants.isFilled, slashed = variants.isSlashed, shape = variants.shape
        if components.last == "fill", components.count > 1 { components.removeLast(); filled = true }
        if let last = components.last, let written = SymbolVariants.Shape(rawValue: last), components.count > 1 {
            components.removeLast()
            shape = shape ?? written
        }
        if components.last == "slash", components.count > 1 { components.removeLast(); slashed = true }
        // 2. Add slash, shape, fill.
        if slashed { components.append("slash") }
        if let shape { components.append(shape.rawValue) }
        if filled { components.append("fill") }
        return components.joined(separator: ".")
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The variant `Image(systemName:)` shows (`symbolVariant(_:)`); `.none` by default.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Makes every symbol inside show `variant` (added to an ancestor's): `.fill` turns
    /// `Image(systemName: "heart")` into `"heart.fill"`, the same size.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = $0.adding(variant) }
    }
}

import Foundation

// SF Symbols' animations (iOS 17 and 18): `symbolEffect(_:)`, `.contentTransition(.symbolEffect(…))`,
// `.transition(.symbolEffect(…))`. A symbol at rest is drawn still; each is recorded.

/// An animation of a symbol's layers, as SwiftUI's `SymbolEffect`.
public protocol SymbolEffect: Sendable, CustomStringConvertible {}
/// An effect that can replace one symbol by another (`contentTransition`).
public protocol ContentTransitionSymbolEffect {}
/// An effect that can bring a symbol in or take it out (`transition`).
public protocol TransitionSymbolEffect {}
/// An effect that runs while active (`symbolEffect(_:isActive:)`).
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once when a value changes (`symbolEffect(_:value:)`).
public protocol DiscreteSymbolEffect {}

/// A symbol effect of one kind with its options (`.replace.downUp`, `.bounce.byLayer`). The
/// kinds share this one type; each static member below names its kind.
public struct _NamedSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, TransitionSymbolEffect,
    IndefiniteSymbolEffect, DiscreteSymbolEffect, Hashable
{
    /// The kind and options as written (`replace.downUp`).
    public let description: String

    private func adding(_ option: String) -> _NamedSymbolEffect { _NamedSymbolEffect(description: description + "." + option) }

    /// The new symbol comes in from below as the old goes up.
    public var upUp: _NamedSymbolEffect { adding("upUp") }
    /// The old symbol goes down as the new comes in from above.
    public var downUp: _NamedSymbolEffect { adding("downUp") }
    /// The old symbol fades off as the new comes up.
    public var offUp: _NamedSymbolEffect { adding("offUp") }
    /// Upwards.
    public var up: _NamedSymbolEffect { adding("up") }
    /// Downwards.
    public var down: _NamedSymbolEffect { adding("down") }
    /// Each layer on its own.
    public var byLayer: _NamedSymbolEffect { adding("byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: _NamedSymbolEffect { adding("wholeSymbol") }
    /// Each part on its own, one after another (draw on/off).
    public var individually: _NamedSymbolEffect { adding("individually") }
    /// Layers in turn (variable colour).
    public var iterative: _NamedSymbolEffect { adding("iterative") }
    /// Layers added up (variable colour).
    public var cumulative: _NamedSymbolEffect { adding("cumulative") }
    /// Back and forth (variable colour).
    public var reversing: _NamedSymbolEffect { adding("reversing") }
    /// Inactive layers hidden (variable colour).
    public var hideInactiveLayers: _NamedSymbolEffect { adding("hideInactiveLayers") }
    /// Inactive layers dimmed (variable colour).
    public var dimInactiveLayers: _NamedSymbolEffect { adding("dimInactiveLayers") }
    /// Clockwise (rotate).
    public var clockwise: _NamedSymbolEffect { adding("clockwise") }
    /// Counterclockwise (rotate).
    public var counterClockwise: _NamedSymbolEffect { adding("counterClockwise") }
    /// The magic replace, falling back to `fallback` between unrelated symbols.
    public func magic(fallback: _NamedSymbolEffect) -> _NamedSymbolEffect { adding("magic") }
}

extension SymbolEffect where Self == _NamedSymbolEffect {
    /// Replaces one symbol by another.
    public static var replace: _NamedSymbolEffect { _NamedSymbolEffect(description: "replace") }
    /// Bounces the symbol.
    public static var bounce: _NamedSymbolEffect { _NamedSymbolEffect(description: "bounce") }
    /// Fades the symbol's layers in and out.
    public static var pulse: _NamedSymbolEffect { _NamedSymbolEffect(description: "pulse") }
    /// Colours the symbol's layers in turn.
    public static var variableColor: _NamedSymbolEffect { _NamedSymbolEffect(description: "variableColor") }
    /// Scales the symbol.
    public static var scale: _NamedSymbolEffect { _NamedSymbolEffect(description: "scale") }
    /// Brings the symbol in.
    public static var appear: _NamedSymbolEffect { _NamedSymbolEffect(description: "appear") }
    /// Takes the symbol out.
    public static var disappear: _NamedSymbolEffect { _NamedSymbolEffect(description: "disappear") }
    /// Wiggles the symbol.
    public static var wiggle: _NamedSymbolEffect { _NamedSymbolEffect(description: "wiggle") }
    /// Turns the symbol.
    public static var rotate: _NamedSymbolEffect { _NamedSymbolEffect(description: "rotate") }
    /// Makes the symbol breathe.
    public static var breathe: _NamedSymbolEffect { _NamedSymbolEffect(description: "breathe") }
    /// Draws the symbol's strokes on.
    public static var drawOn: _NamedSymbolEffect { _NamedSymbolEffect(description: "drawOn") }
    /// Draws the symbol's strokes off.
    public static var drawOff: _NamedSymbolEffect { _NamedSymbolEffect(description: "drawOff") }
}

/// How a symbol effect runs: how often, how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    var parts: [String] = []

    /// The effect's own way.
    public static let `default` = SymbolEffectOptions()
    /// Repeated for as long as it is active.
    public static let repeating = SymbolEffectOptions(parts: ["repeating"])
    /// Run once.
    public static let nonRepeating = SymbolEffectOptions(parts: ["nonRepeating"])
    /// Run `count` times (`nil`: for ever).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(parts: ["repeat(\(count.map(String.init) ?? "nil"))"]) }
    /// Run at `speed` times its pace.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(parts: ["speed(\(speed))"]) }
    /// These options, repeated `count` times.
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions(parts: parts + Self.repeat(count).parts) }
    /// These options at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(parts: parts + Self.speed(speed).parts) }
}

extension ContentTransition {
    /// The old symbol replaced by the new with `effect`.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(description: "symbolEffect(\(effect))")
    }

    /// The old symbol replaced by the new with the system's effect.
    public static var symbolEffect: ContentTransition { ContentTransition(description: "symbolEffect") }
}

/// A view brought in or taken out with a symbol effect (`.transition(.symbolEffect(.appear))`).
public struct SymbolEffectTransition: _BuiltinTransition {
    /// The effect's name.
    let effect: String
}

extension Transition where Self == SymbolEffectTransition {
    /// The symbol comes in and goes out with `effect`.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect.description)
    }

    /// The symbol comes in and goes out with the system's effect.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: "automatic") }
}

/// How a view reacts to the pointer hovering over it (iPad), as SwiftUI's `HoverEffect`.
public struct HoverEffect: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = HoverEffect(name: "automatic")
    /// A highlight under the pointer.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifted with a shadow.
    public static let lift = HoverEffect(name: "lift")
}

nonisolated extension View {
    /// Runs `effect` on the symbols inside while `isActive`. A still picture shows them at rest: recorded.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        recording("symbolEffect", "\(effect), isActive: \(isActive)")
    }

    /// Runs `effect` on the symbols inside each time `value` changes. Recorded.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        recording("symbolEffect", "\(effect), value")
    }

    /// Removes symbol effects inside. Recorded.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        recording("symbolEffectsRemoved", String(isEnabled))
    }

    /// How the view reacts to a hovering pointer (iPad). Recorded.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        recording("hoverEffect", ".\(effect.name)")
    }

    /// Turns hover effects inside off. Recorded.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        recording("hoverEffectDisabled", String(disabled))
    }
}

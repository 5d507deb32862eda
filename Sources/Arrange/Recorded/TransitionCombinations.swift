import Foundation

// iOS 17's `Transition` values combined and animated, as `AnyTransition`'s are
// (`.transition(.scale(0.5).combined(with: .opacity))`). At rest a transition draws its
// content unchanged; only the description is recorded.

/// Two transitions applied together.
public struct _CombinedTransition<First: Transition, Second: Transition>: _BuiltinTransition {
    let first: First
    let second: Second
}

/// A transition with its own animation.
public struct _AnimatedTransition<Base: Transition>: _BuiltinTransition {
    let base: Base
    let animation: Animation?
}

extension Transition {
    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> _CombinedTransition<Self, T> {
        _CombinedTransition(first: self, second: other)
    }

    /// This transition run with `animation`.
    public func animation(_ animation: Animation?) -> _AnimatedTransition<Self> {
        _AnimatedTransition(base: self, animation: animation)
    }
}

import Foundation

/// Keyframes for `keyframeAnimator` (iOS 17): tracks of values over time. A still picture
/// shows the animator's initial value, so keyframes are accepted and never evaluated.
public protocol Keyframes<Value> {
    /// The value the keyframes animate.
    associatedtype Value
}

/// Keyframes of one property of `Root` (the key path's value) or of the whole value.
public struct KeyframeTrack<Root, TrackValue, Content: KeyframeTrackContent>: Keyframes where Content.Value == TrackValue {
    /// The tracks animate the whole value.
    public typealias Value = Root

    /// A track animating `keyPath` of the value along `content`.
    public init(_ keyPath: WritableKeyPath<Root, TrackValue>, @KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {}
}

extension KeyframeTrack where Root == TrackValue {
    /// A track animating the whole value along `content`.
    public init(@KeyframeTrackContentBuilder<TrackValue> content: () -> Content) {}
}

/// Keyframes of a track: values to reach, and how.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes reach.
    associatedtype Value
}

/// Moves to a value at constant speed (or along `timingCurve`).
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe reaching `to` after `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// Moves to a value along a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe reaching `to` along `spring`.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// Moves to a value along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe reaching `to` after `duration` seconds.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// Jumps to a value.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// A keyframe jumping to `to`.
    public init(_ to: Value) {}
}

/// Keyframes put together by a builder.
public struct _BuiltKeyframes<Value>: Keyframes, KeyframeTrackContent {}

/// Builds a keyframe animator's tracks.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track.
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _BuiltKeyframes<Value> where K.Value == Value { _BuiltKeyframes() }
    /// Keyframes of the whole value, without a track.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframes: K) -> _BuiltKeyframes<Value> where K.Value == Value {
        _BuiltKeyframes()
    }
    /// Tracks one after another.
    public static func buildBlock(_ parts: _BuiltKeyframes<Value>...) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    /// Tracks under `if`.
    public static func buildOptional(_ part: _BuiltKeyframes<Value>?) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    /// Tracks under `if`/`else`.
    public static func buildEither(first: _BuiltKeyframes<Value>) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    /// Tracks under `if`/`else`.
    public static func buildEither(second: _BuiltKeyframes<Value>) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    /// Tracks in a loop.
    public static func buildArray(_ parts: [_BuiltKeyframes<Value>]) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
}

/// Builds a track's keyframes.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    /// A keyframe.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _BuiltKeyframes<Value> where K.Value == Value {
        _BuiltKeyframes()
    }
    /// Keyframes one after another.
    public static func buildBlock(_ parts: _BuiltKeyframes<Value>...) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    /// Keyframes under `if`.
    public static func buildOptional(_ part: _BuiltKeyframes<Value>?) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    /// Keyframes under `if`/`else`.
    public static func buildEither(first: _BuiltKeyframes<Value>) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    /// Keyframes under `if`/`else`.
    public static func buildEither(second: _BuiltKeyframes<Value>) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
    /// Keyframes in a loop.
    public static func buildArray(_ parts: [_BuiltKeyframes<Value>]) -> _BuiltKeyframes<Value> { _BuiltKeyframes() }
}

/// A timing curve from (0, 0) to (1, 1).
public struct UnitCurve: Hashable, Sendable {
    let name: String

    /// Constant speed.
    public static let linear = UnitCurve(name: "linear")
    /// Starts slowly.
    public static let easeIn = UnitCurve(name: "easeIn")
    /// Ends slowly.
    public static let easeOut = UnitCurve(name: "easeOut")
    /// Starts and ends slowly.
    public static let easeInOut = UnitCurve(name: "easeInOut")
    /// Starts slowly along a circle.
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    /// Ends slowly along a circle.
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    /// Both along a circle.
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")

    /// A cubic Bézier curve through two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

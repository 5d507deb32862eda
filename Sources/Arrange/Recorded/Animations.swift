import Foundation

/// How a change is animated: a timing curve or a spring, with delay, speed and repeats. A
/// still picture shows every view at rest — where the animation ends — so animations change
/// nothing in layout; `animation(_:value:)` records them on the node.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// How the animation is written, for the record: `easeInOut(duration: 0.3)`.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    private func adding(_ part: String) -> Animation {
        Animation(description + "." + part)
    }

    /// The default animation (a smooth spring on iOS 17).
    public static let `default` = Animation("default")
    /// Starts slowly.
    public static let easeIn = Animation("easeIn")
    /// Ends slowly.
    public static let easeOut = Animation("easeOut")
    /// Starts and ends slowly.
    public static let easeInOut = Animation("easeInOut")
    /// Constant speed.
    public static let linear = Animation("linear")
    /// A spring.
    public static let spring = Animation("spring")
    /// A fast spring for interactive changes.
    public static let interactiveSpring = Animation("interactiveSpring")
    /// A spring with some bounce.
    public static let bouncy = Animation("bouncy")
    /// A spring with a little bounce.
    public static let snappy = Animation("snappy")
    /// A spring without bounce.
    public static let smooth = Animation("smooth")

    /// Starts slowly, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { Animation("easeIn(duration: \(duration))") }
    /// Ends slowly, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { Animation("easeOut(duration: \(duration))") }
    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation("easeInOut(duration: \(duration))") }
    /// Constant speed over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { Animation("linear(duration: \(duration))") }
    /// A cubic Bézier timing curve.
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        Animation("timingCurve(duration: \(duration))")
    }

    /// A spring described by its response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// A spring described by its duration and bounce (iOS 17).
    // `.spring()` with no arguments is the older form, as in SwiftUI (which would be ambiguous otherwise).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring(duration: \(duration), bounce: \(bounce))")
    }

    /// A spring of `spring`'s parameters.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        Animation("spring(\(spring.description))")
    }

    /// A fast spring for interactive changes.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
    }

    /// A fast spring for interactive changes, by duration and bounce.
    // `.spring()` with no arguments is the older form, as in SwiftUI (which would be ambiguous otherwise).
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation("interactiveSpring(duration: \(duration))")
    }

    /// A spring described by its stiffness and damping.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
    }

    /// A spring described by its duration and bounce, interpolating.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(duration: \(duration), bounce: \(bounce))")
    }

    /// A bouncy spring of `duration` seconds.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(duration: \(duration))")
    }

    /// A snappy spring of `duration` seconds.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(duration: \(duration))")
    }

    /// A smooth spring of `duration` seconds.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(duration: \(duration))")
    }

    /// This animation after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation { adding("delay(\(delay))") }
    /// This animation `speed` times as fast.
    public func speed(_ speed: Double) -> Animation { adding("speed(\(speed))") }
    /// This animation repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { adding("repeatCount(\(repeatCount))") }
    /// This animation repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { adding("repeatForever") }
    /// The animation, counted as logically complete `duration` seconds after it starts (when a
    /// `withAnimation(_:completionCriteria:_:completion:)` completion runs).
    public func logicallyComplete(after duration: TimeInterval) -> Animation { adding("logicallyComplete(after: \(duration))") }
}

/// A spring's parameters (iOS 17): by duration and bounce, response and damping ratio, or
/// mass, stiffness and damping.
public struct Spring: Hashable, Sendable, CustomStringConvertible {
    /// How the spring is written.
    public let description: String

    /// A spring of `duration` seconds and `bounce` (0: none).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        description = "duration: \(duration), bounce: \(bounce)"
    }

    /// A spring of `response` seconds and `dampingRatio`.
    public init(response: Double, dampingRatio: Double) {
        description = "response: \(response), dampingRatio: \(dampingRatio)"
    }

    /// A spring of `mass`, `stiffness` and `damping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        description = "stiffness: \(stiffness), damping: \(damping)"
    }

    /// A smooth spring.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// A snappy spring.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// A bouncy spring.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}

/// When `withAnimation(_:completionCriteria:_:completion:)` calls its completion.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When the animation has logically finished.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation is no longer changing anything.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// The context of a state change: the animation it is made with.
public struct Transaction: Sendable {
    /// The animation of the change, `nil` for none.
    public var animation: Animation?
    /// Whether animations inside are turned off.
    public var disablesAnimations = false
    /// Whether the change comes from a continuous interaction.
    public var isContinuous = false

    /// A transaction without an animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Makes the changes in `body` with `animation`. A still picture shows the result: `body` runs
/// at once.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Makes the changes in `body` with `animation`, then calls `completion`. A still picture
/// shows the result: `body` runs at once, then `completion`.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}

/// Makes the changes in `body` within `transaction`: `body` runs at once.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

nonisolated extension View {
    /// Animates changes of `value` inside this view with `animation`. Recorded.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        recording("animation", "\(animation.map(\.description) ?? "nil"), value: \(RecordedArgument.text(value))")
    }

    /// Animates every change inside this view with `animation` (deprecated in iOS 15). Recorded.
    public func animation(_ animation: Animation?) -> some View {
        recording("animation", animation.map(\.description) ?? "nil")
    }

    /// Changes the transaction of changes inside this view. Recorded.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        recording("transaction")
    }
}

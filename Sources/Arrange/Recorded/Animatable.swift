import Foundation

/// A value an animation can interpolate: it adds, subtracts and scales. At rest nothing is
/// interpolated; the types exist so that views and shapes declaring their `animatableData`
/// compile with SwiftUI's signatures.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value `amount` of the way from this one to `other` (0 gives this value, 1 gives
    /// `other`; amounts outside 0…1 extrapolate), as iOS 17's `interpolated(towards:amount:)`:
    /// `self + (other - self) × amount`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var result = self
        result.interpolate(towards: other, amount: amount)
        return result
    }

    /// Moves this value `amount` of the way to `other`, as iOS 17's `interpolate(towards:amount:)`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// A view or modifier whose `animatableData` an animation interpolates. At rest the data is
/// whatever the view holds; nothing reads it (shapes keep `animatableData` as a plain
/// property: Arrange's `Shape` does not refine `Animatable`).
public protocol Animatable {
    /// The interpolated value's type.
    associatedtype AnimatableData: VectorArithmetic
    /// The value an animation interpolates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to interpolate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Two interpolated values together: `AnimatablePair(rows, columns)`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// The pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both zero.
    public static var zero: Self { Self(.zero, .zero) }
    /// Component-wise sum.
    public static func + (left: Self, right: Self) -> Self { Self(left.first + right.first, left.second + right.second) }
    /// Component-wise difference.
    public static func - (left: Self, right: Self) -> Self { Self(left.first - right.first, left.second - right.second) }
    /// Scales both values.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// No interpolated value.
public struct EmptyAnimatableData: VectorArithmetic {
    /// The empty value.
    public init() {}
    /// The empty value.
    public static var zero: Self { Self() }
    /// The empty value.
    public static func + (left: Self, right: Self) -> Self { Self() }
    /// The empty value.
    public static func - (left: Self, right: Self) -> Self { Self() }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

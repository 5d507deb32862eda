import Foundation

/// A length that grows with the reader's Dynamic Type size: `@ScaledMetric var iconSize = 24.0`,
/// or `@ScaledMetric(relativeTo: .caption) var spacing = 4`. At the default size (`.large`) it
/// is its value; at other sizes (`dynamicTypeSize(_:)`) it scales as the text style's point size
/// does (`DynamicTypeSizes`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    public let slot = EnvironmentSlot()

    /// `value`, scaled as `.body` text is.
    public init(wrappedValue value: Value) {
        self.init(wrappedValue: value, relativeTo: .body)
    }

    /// `value`, scaled as `textStyle` text is.
    public init(wrappedValue value: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = value
        self.textStyle = textStyle
    }

    /// The value scaled for the environment's Dynamic Type size.
    public var wrappedValue: Value {
        baseValue * Value(DynamicTypeSizes.scale(of: textStyle, at: slot.environment.dynamicTypeSize))
    }
}

extension ScaledMetric: EnvironmentReading {}

// Immutable values and an environment slot that takes a lock.
extension ScaledMetric: @unchecked Sendable {}

import Foundation

/// A length that grows with the reader's Dynamic Type size: `@ScaledMetric var iconSize = 24.0`,
/// or `@ScaledMetric(relativeTo: .caption) var spacing = 4`. At the default size (`.large`) it
/// is its value; at other sizes it scales as the text style's font size does
/// (`DynamicTypeScaling`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    let slot = EnvironmentSlot()

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
        baseValue * Value(DynamicTypeScaling.factor(at: slot.environment.scaledMetricSizeIndex))
    }
}

extension ScaledMetric: EnvironmentReading {}

/// How much a length scales at each Dynamic Type size, as the body text style's point size
/// does relative to the default (`.large`, 17 points). Sizes from Apple's Human Interface
/// Guidelines, "Typography › Dynamic Type sizes" (iOS body: 14, 15, 16, 17, 19, 21, 23, then
/// the accessibility sizes 28, 33, 40, 47, 53).
enum DynamicTypeScaling {
    /// The body size at each Dynamic Type size, from `.xSmall` to `.accessibility5`.
    static let bodyPointSizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    /// The index of the default size, `.large`.
    static let defaultIndex = 3

    /// The factor at size `index` (clamped to the known sizes).
    static func factor(at index: Int) -> Double {
        bodyPointSizes[min(max(index, 0), bodyPointSizes.count - 1)] / bodyPointSizes[defaultIndex]
    }
}

/// The Dynamic Type size `ScaledMetric` scales for, as an index into
/// `DynamicTypeScaling.bodyPointSizes`, until the environment's `dynamicTypeSize` exists.
private struct ScaledMetricSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeScaling.defaultIndex
}

extension EnvironmentValues {
    /// The Dynamic Type size `ScaledMetric` scales for (see `DynamicTypeScaling`).
    var scaledMetricSizeIndex: Int {
        get { self[ScaledMetricSizeKey.self] }
        set { self[ScaledMetricSizeKey.self] = newValue }
    }
}

import Foundation

/// Xcode's older way to declare previews: a type whose `previews` are the pictures the canvas
/// shows — one per view, so a `Group` or `ForEach` of views is several pictures, each named by
/// `previewDisplayName(_:)` and sized by `previewLayout(_:)`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; `nil` for the one the file is built for.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// The platform the file is built for.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview can be shown on.
public enum PreviewPlatform: Sendable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}

/// How a preview is sized.
public enum PreviewLayout: Sendable, Hashable {
    /// On the device's screen (the default).
    case device
    /// At the size the view takes when offered no size (its ideal size).
    case sizeThatFits
    /// In a container of this size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name: `PreviewDevice(rawValue: "iPhone 15 Pro")` or `"iPhone SE"`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device named `value`.
    public init(stringLiteral value: String) {
        rawValue = value
    }
}

/// Which way up the device is held.
public enum InterfaceOrientation: Sendable, Hashable, CaseIterable {
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned with the top to the left.
    case landscapeLeft
    /// Turned with the top to the right.
    case landscapeRight

    /// Whether the screen is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

import Foundation

/// The device, as UIKit's `UIDevice`: an iPhone running iOS 17 (what a snippet is, as
/// docs/DIFFERENCES.md's "Stand-ins" says), held in portrait, its battery not monitored.
public final class UIDevice: Sendable {
    /// The device.
    public static let current = UIDevice()

    /// `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// "iPhone".
    public var name: String { "iPhone" }
    /// "iPhone".
    public var model: String { "iPhone" }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// "17.0", the iOS whose metrics Arrange follows.
    public var systemVersion: String { "17.0" }
    /// `.portrait`.
    public var orientation: UIDeviceOrientation { .portrait }
    /// `nil`: no identifier for vendor.
    public var identifierForVendor: UUID? { nil }
    /// `false`; setting it has no effect.
    public var isBatteryMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// -1: not monitored, as UIKit reports it then.
    public var batteryLevel: Float { -1 }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// How the device is held, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    /// Whether it is portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

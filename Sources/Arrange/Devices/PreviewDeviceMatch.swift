import Foundation

/// The device a preview's `previewDevice(_:)` is drawn on. Xcode names its simulators
/// ("iPhone SE (3rd generation)", "iPhone 14 Pro"); Arrange knows four iPhones (`Device.all`).
///
/// 1. A name of a device Arrange knows — its own (`Device.named`: "iPhone 15 Pro",
///    "iphone-se") or Xcode's ("iPhone SE (3rd generation)") — is that device.
/// 2. Another iPhone Xcode names (`otherIPhones`) is the known device nearest to it in screen
///    size: the least sum of the differences of width and height, the default device among
///    equals. `namedScreen` then keeps the named phone's screen when it differs.
/// 3. Any other name (an iPad, a Mac, a watch, a misspelling) matches nothing: `nil`.
///
/// Names are compared as `Device.named` compares them: ignoring case, spaces and punctuation.
public struct PreviewDeviceMatch: Hashable, Sendable {
    /// The device the preview is drawn on.
    public let device: Device
    /// The named phone's screen in points when it is not `device`'s (an iPhone 14 is
    /// 390 × 844, drawn on a 393 × 852 iPhone 15 Pro); `nil` when they are the same.
    public let namedScreen: CGSize?

    /// The device `name` is drawn on, or `nil` when it names no iPhone (3.).
    public init?(_ name: String) {
        // 1.
        if let known = Device.named(name) ?? Self.xcodeNames[Self.key(name)] {
            device = known
            namedScreen = nil
            return
        }
        // 2.
        guard let screen = Self.otherIPhones.first(where: { $0.names.contains { Self.key($0) == Self.key(name) } })?.screen else { return nil }
        device = Self.nearest(to: screen)
        namedScreen = device.portraitSize == screen ? nil : screen
    }

    /// Xcode's names of the devices Arrange knows where they differ from Arrange's own.
    private static let xcodeNames: [String: Device] = [
        key("iPhone SE (3rd generation)"): .iPhoneSE,
    ]

    /// Other iPhones Xcode offers, by their screens upright in points (Apple's Human Interface
    /// Guidelines, Layout: "Device screen sizes and orientations"; iPhone 16 and later from
    /// Apple's technical specifications).
    static let otherIPhones: [(names: [String], screen: CGSize)] = [
        (["iPhone SE (1st generation)"], CGSize(width: 320, height: 568)),
        (["iPhone SE (2nd generation)", "iPhone 8", "iPhone 7", "iPhone 6s"], CGSize(width: 375, height: 667)),
        (["iPhone 8 Plus", "iPhone 7 Plus", "iPhone 6s Plus"], CGSize(width: 414, height: 736)),
        (["iPhone X", "iPhone Xs", "iPhone 11 Pro", "iPhone 12 mini", "iPhone 13 mini"], CGSize(width: 375, height: 812)),
        (["iPhone Xʀ", "iPhone XR", "iPhone Xs Max", "iPhone 11", "iPhone 11 Pro Max"], CGSize(width: 414, height: 896)),
        (["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 14", "iPhone 16e"], CGSize(width: 390, height: 844)),
        (["iPhone 12 Pro Max", "iPhone 13 Pro Max", "iPhone 14 Plus"], CGSize(width: 428, height: 926)),
        (["iPhone 14 Pro", "iPhone 16"], CGSize(width: 393, height: 852)),
        (["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 16 Plus"], CGSize(width: 430, height: 932)),
        (["iPhone 16 Pro", "iPhone 17", "iPhone 17 Pro"], CGSize(width: 402, height: 874)),
        (["iPhone Air"], CGSize(width: 420, height: 912)),
        (["iPhone 16 Pro Max", "iPhone 17 Pro Max"], CGSize(width: 440, height: 956)),
    ]

    /// The known device whose upright screen is nearest to `screen` (2.).
    static func nearest(to screen: CGSize) -> Device {
        func distance(_ device: Device) -> CGFloat {
            abs(device.portraitSize.width - screen.width) + abs(device.portraitSize.height - screen.height)
        }
        let least = Device.all.map(distance).min() ?? 0
        let nearest = Device.all.filter { distance($0) == least }
        return nearest.contains(.default) ? .default : nearest[0]
    }

    private static func key(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }
}

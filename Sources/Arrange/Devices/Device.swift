import Foundation

/// An iPhone a layout is for: its screen in points, pixels per point, safe-area insets and size
/// classes in each orientation, and how its system chrome sits. Figures from
/// /work/shared/notes/ios-metrics.md §1 (Apple's HIG layout tables for screens and size
/// classes; measured safe areas).
///
/// ```swift
/// let layout = ViewLayout(view, device: .iPhone15Pro, orientation: .landscape)
/// ```
public struct Device: Hashable, Sendable {
    /// The orientation a device is held in.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// Upright.
        case portrait
        /// On its side (the Dynamic Island on the left).
        case landscape
    }

    /// A size class: compact or regular, as `UserInterfaceSizeClass` has them.
    public enum SizeClass: String, Hashable, Sendable {
        /// Compact.
        case compact
        /// Regular.
        case regular
    }

    /// The device's name, as `--device` takes it: "iPhone 15 Pro".
    public let name: String
    /// The screen upright, in points.
    public let portraitSize: CGSize
    /// Pixels per point.
    public let displayScale: CGFloat
    /// The safe-area insets upright.
    public let portraitSafeArea: EdgeInsets
    /// The safe-area insets on its side.
    public let landscapeSafeArea: EdgeInsets
    /// The status bar's height upright (it is hidden on its side).
    public let statusBarHeight: CGFloat
    /// Whether the phone has a home indicator (Face ID phones) rather than a home button.
    public let hasHomeIndicator: Bool
    /// How far a navigation bar reaches up into the top inset (`navigationBarOverlap`).
    public let navigationBarOverlap: CGFloat
    /// The width size class on its side (upright it is always compact on these phones).
    public let landscapeHorizontalSizeClass: SizeClass

    /// iPhone SE (3rd generation): 375 × 667 at @2x, 20-point status bar, home button.
    public static let iPhoneSE = Device(
        name: "iPhone SE", portraitSize: CGSize(width: 375, height: 667), displayScale: 2,
        portraitSafeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0), landscapeSafeArea: EdgeInsets(),
        statusBarHeight: 20, hasHomeIndicator: false, navigationBarOverlap: 0, landscapeHorizontalSizeClass: .compact)
    /// iPhone 15: 393 × 852 at @3x, Dynamic Island.
    public static let iPhone15 = dynamicIsland(name: "iPhone 15", size: CGSize(width: 393, height: 852), landscapeWidthClass: .compact)
    /// iPhone 15 Pro: 393 × 852 at @3x, Dynamic Island (the default device).
    public static let iPhone15Pro = dynamicIsland(name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), landscapeWidthClass: .compact)
    /// iPhone 15 Pro Max: 430 × 932 at @3x, Dynamic Island; regular width on its side.
    public static let iPhone15ProMax = dynamicIsland(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), landscapeWidthClass: .regular)

    /// The devices `--device` knows, smallest first.
    public static let all: [Device] = [.iPhoneSE, .iPhone15, .iPhone15Pro, .iPhone15ProMax]
    /// The device used when none is named: iPhone 15 Pro.
    public static let `default` = Device.iPhone15Pro

    /// A Dynamic Island phone: safe area 59 / 34 upright, 59 at the sides and 21 below on its
    /// side (ios-metrics §1, FL-120682, CSL, UNITY); a 54-point status bar (JUEJIN, WRNB); the
    /// bar reaching 5.333 into the top inset (KOUKI, SO-97).
    private static func dynamicIsland(name: String, size: CGSize, landscapeWidthClass: SizeClass) -> Device {
        Device(
            name: name, portraitSize: size, displayScale: 3,
            portraitSafeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
            landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59),
            statusBarHeight: 54, hasHomeIndicator: true, navigationBarOverlap: 16.0 / 3, landscapeHorizontalSizeClass: landscapeWidthClass)
    }

    /// The device called `name`, compared ignoring case, spaces, hyphens and underscores
    /// ("iphone-15-pro", "iPhone15Pro"), or `nil`.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        return all.first { normalized($0.name) == key }
    }

    private static func normalized(_ name: String) -> String {
        name.lowercased().filter { $0.isLetter || $0.isNumber }
    }

    /// The screen in `orientation`, in points.
    public func screenSize(_ orientation: Orientation) -> CGSize {
        orientation == .portrait ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe-area insets in `orientation`.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The width size class in `orientation` (HIG-L).
    public func horizontalSizeClass(_ orientation: Orientation) -> SizeClass {
        orientation == .portrait ? .compact : landscapeHorizontalSizeClass
    }

    /// The height size class in `orientation`: regular upright, compact on its side (HIG-L).
    public func verticalSizeClass(_ orientation: Orientation) -> SizeClass {
        orientation == .portrait ? .regular : .compact
    }

    /// Whether the status bar shows in `orientation`: upright only (iOS hides it on its side on
    /// iPhone).
    public func showsStatusBar(_ orientation: Orientation) -> Bool {
        orientation == .portrait
    }

    /// `environment` as views on this device see it: its display scale and bar overlap.
    public func environment(_ orientation: Orientation, from environment: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var result = environment
        result.displayScale = displayScale
        result.navigationBarOverlap = orientation == .portrait ? navigationBarOverlap : 0
        result.deviceSizeClasses = DeviceSizeClasses(horizontal: horizontalSizeClass(orientation), vertical: verticalSizeClass(orientation))
        return result
    }
}

/// The size classes of the device a layout is for, as set by `Device.environment`.
public struct DeviceSizeClasses: Hashable, Sendable {
    /// The width size class.
    public var horizontal: Device.SizeClass
    /// The height size class.
    public var vertical: Device.SizeClass

    /// The size classes `horizontal` × `vertical`.
    public init(horizontal: Device.SizeClass, vertical: Device.SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

private struct DeviceSizeClassesKey: EnvironmentKey {
    static let defaultValue: DeviceSizeClasses? = nil
}

extension EnvironmentValues {
    /// The size classes of the device the layout is for, `nil` when no device was given
    /// (`horizontalSizeClass` and `verticalSizeClass` read them).
    public var deviceSizeClasses: DeviceSizeClasses? {
        get { self[DeviceSizeClassesKey.self] }
        set { self[DeviceSizeClassesKey.self] = newValue }
    }
}

extension ViewLayout {
    /// Lays `view` out on `device`'s screen in `orientation`: the whole screen proposed, its
    /// safe-area insets applied, its display scale, size classes and bar overlap in the
    /// environment. Frames are in screen coordinates.
    public init<V: View>(
        _ view: V, device: Device, orientation: Device.Orientation = .portrait, environment: EnvironmentValues = EnvironmentValues(),
        options: LayoutOptions = LayoutOptions()
    ) {
        self.init(
            view, proposal: ProposedViewSize(device.screenSize(orientation)), safeAreaInsets: device.safeAreaInsets(orientation),
            environment: device.environment(orientation, from: environment), options: options)
    }
}

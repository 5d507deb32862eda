import Foundation

/// What iOS draws over every app: the status bar (time, signal, battery) and the home
/// indicator, for `device` in `orientation`, laid over the whole screen. The tool adds it to
/// pictures unless `--no-chrome`; it never takes part in the app's layout.
public nonisolated struct DeviceChrome: View {
    let device: Device
    let orientation: Device.Orientation
    let hidden: SystemOverlays

    /// The chrome of `device` held in `orientation`, without the overlays `hidden` names.
    public init(device: Device, orientation: Device.Orientation = .portrait, hiding hidden: SystemOverlays = SystemOverlays()) {
        self.device = device
        self.orientation = orientation
        self.hidden = hidden
    }

    public var body: some View {
        ZStack(alignment: .top) {
            if device.showsStatusBar(orientation), !hidden.statusBarHidden {
                StatusBar(device: device).frame(height: device.statusBarHeight)
            }
            if device.hasHomeIndicator, !hidden.homeIndicatorHidden {
                Capsule()
                    .fill(DeviceChromeMetrics.foreground)
                    .frame(width: DeviceChromeMetrics.homeIndicatorSize.width, height: DeviceChromeMetrics.homeIndicatorSize.height)
                    .padding(.bottom, DeviceChromeMetrics.homeIndicatorBottomPadding)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            }
        }
        // At the top: a phone without a home indicator has only the status bar in the stack.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

/// The chrome's figures (choices: the home indicator is commonly drawn 134 × 5, 8 above the
/// bottom; ios-metrics.md §1 has no source).
public enum DeviceChromeMetrics {
    /// The home indicator's size.
    public static let homeIndicatorSize = CGSize(width: 134, height: 5)
    /// The home indicator's distance from the bottom edge.
    public static let homeIndicatorBottomPadding: CGFloat = 8
    /// The Dynamic Island's width, which the status bar leaves free in its middle.
    public static let islandWidth: CGFloat = 126
    /// The status bar's time: 17 pt semibold.
    public static let timeFont = Font.system(size: 17, weight: .semibold)
    /// The time a still picture shows, as Apple's screenshots do.
    public static let time = "9:41"
    /// The colour of the chrome: `label`, black on a light screen and white on a dark one, as
    /// the status bar's default style follows the interface style.
    static let foreground = Color(system: .label)
}

/// The status bar: the time in the left ear, signal and battery in the right one (on a home
/// button phone, the time in the middle).
nonisolated struct StatusBar: View {
    let device: Device

    var body: some View {
        if device.hasHomeIndicator {
            HStack(spacing: 0) {
                Text(DeviceChromeMetrics.time).font(DeviceChromeMetrics.timeFont).frame(maxWidth: .infinity)
                Color.clear.frame(width: DeviceChromeMetrics.islandWidth, height: 1)
                StatusIcons().frame(maxWidth: .infinity)
            }
            .foregroundStyle(DeviceChromeMetrics.foreground)
        } else {
            ZStack {
                Text(DeviceChromeMetrics.time).font(.system(size: 12, weight: .semibold))
                StatusIcons().scaleEffect(0.8).frame(maxWidth: .infinity, alignment: .trailing).padding(.trailing, 6)
            }
            .foregroundStyle(DeviceChromeMetrics.foreground)
        }
    }
}

/// Signal bars and a battery, drawn with shapes.
nonisolated struct StatusIcons: View {
    var body: some View {
        HStack(spacing: 6) {
            HStack(alignment: .bottom, spacing: 1.5) {
                ForEach([4.0, 6.0, 8.5, 11.0], id: \.self) { height in
                    RoundedRectangle(cornerRadius: 1).fill(DeviceChromeMetrics.foreground).frame(width: 3, height: height)
                }
            }
            HStack(spacing: 1) {
                ZStack {
                    RoundedRectangle(cornerRadius: 4).stroke(DeviceChromeMetrics.foreground.opacity(0.35), lineWidth: 1)
                    RoundedRectangle(cornerRadius: 2.5).fill(DeviceChromeMetrics.foreground).padding(2)
                }
                .frame(width: 25, height: 12)
                RoundedRectangle(cornerRadius: 1).fill(DeviceChromeMetrics.foreground.opacity(0.4)).frame(width: 1.5, height: 4)
            }
        }
    }
}

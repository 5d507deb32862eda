import Foundation

/// Which of iOS's own overlays a screen hides: the status bar (`statusBarHidden`) and the home
/// indicator (`persistentSystemOverlays(.hidden)`). Views ask for it as a preference, so any
/// view of the screen can; the device chrome (`deviceChrome(_:orientation:)`) reads it.
public struct SystemOverlays: Hashable, Sendable {
    /// Whether the status bar is hidden.
    public var statusBarHidden = false
    /// Whether the home indicator is hidden.
    public var homeIndicatorHidden = false

    /// Nothing hidden.
    public init(statusBarHidden: Bool = false, homeIndicatorHidden: Bool = false) {
        self.statusBarHidden = statusBarHidden
        self.homeIndicatorHidden = homeIndicatorHidden
    }
}

/// The preference that carries `SystemOverlays` up the tree: an overlay is hidden when any view
/// of the screen hides it (a still picture has no order of presentation to choose by).
struct SystemOverlaysKey: PreferenceKey {
    static let defaultValue = SystemOverlays()

    static func reduce(value: inout SystemOverlays, nextValue: () -> SystemOverlays) {
        let next = nextValue()
        value.statusBarHidden = value.statusBarHidden || next.statusBarHidden
        value.homeIndicatorHidden = value.homeIndicatorHidden || next.homeIndicatorHidden
    }
}

nonisolated extension View {
    /// Hides the status bar while this view shows (the device chrome leaves it out).
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        transformPreference(SystemOverlaysKey.self) { $0.statusBarHidden = $0.statusBarHidden || hidden }
    }

    /// Hides the status bar while this view shows (iOS 13's spelling of `statusBarHidden`).
    public func statusBar(hidden: Bool) -> some View {
        statusBarHidden(hidden)
    }

    /// Shows or hides the overlays iOS keeps over an app; on iPhone, `.hidden` hides the home
    /// indicator (the device chrome leaves it out), `.automatic` and `.visible` show it.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        transformPreference(SystemOverlaysKey.self) { $0.homeIndicatorHidden = $0.homeIndicatorHidden || visibility == .hidden }
    }

    /// Draws `device`'s status bar and home indicator over this view, the whole screen, as iOS
    /// draws them over an app, leaving out those the view hides (`statusBarHidden`,
    /// `persistentSystemOverlays(.hidden)`). The view is centred in the safe area, as a screen's
    /// root view is, and the chrome covers the whole screen however small the view is. A view
    /// that is several views (a body of `Text`, `Spacer`, `HStack` with no stack around them)
    /// is stacked first, as a screen stacks several root views in a `VStack`, so the chrome and
    /// its screen-filling frame wrap them once, not each of them.
    public func deviceChrome(_ device: Device, orientation: Device.Orientation = .portrait) -> some View {
        VStack { self }.frame(maxWidth: .infinity, maxHeight: .infinity).overlayPreferenceValue(SystemOverlaysKey.self) { hidden in
            DeviceChrome(device: device, orientation: orientation, hiding: hidden).ignoresSafeArea()
        }
    }
}

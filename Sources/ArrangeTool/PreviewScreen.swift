import Arrange

/// A device held one way: the screen a picture is laid out on and drawn as (its size, safe
/// area, scale, size classes and chrome come from `device`).
public struct PreviewScreen: Hashable, Sendable {
    /// The iPhone.
    public var device: Device
    /// How it is held.
    public var orientation: Device.Orientation

    /// `device` held in `orientation`.
    public init(device: Device, orientation: Device.Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }
}

extension ToolOptions {
    /// The screen `view` is laid out on, as Xcode's canvas shows a preview, or `nil` when it is
    /// given a bare proposal (`proposal(for:)`) instead.
    ///
    /// 1. A preview sized to fit or of a fixed size is on no screen (`ToolLayout.isScreenSized`).
    /// 2. `--device` (or `--orientation` alone: iPhone 15 Pro) wins, held as `--orientation`
    ///    says, else as the preview's orientation trait says.
    /// 3. `--size` lays it out on no device, and so does `--platform macos` (the devices are
    ///    iPhones; Xcode shows a Mac preview in a window).
    /// 4. A preview is on the device its `previewDevice(_:)` names (`PreviewDeviceMatch`), else
    ///    on the default device (`Device.default`, Xcode 15's iPhone 15 Pro), held as its
    ///    orientation trait says.
    /// 5. Any other view — a book snippet, a view of a file without previews — is on no device:
    ///    it gets the bare 390 × 844, so that the book's numbers come out as printed.
    public func screen(for view: NamedView) -> PreviewScreen? {
        // 1.
        guard ToolLayout.isScreenSized(view) else { return nil }
        let traitOrientation: Device.Orientation = view.traits.orientation?.isLandscape == true ? .landscape : .portrait
        // 2.
        if let device {
            return PreviewScreen(device: device, orientation: orientationWasGiven || !view.isPreview ? orientation : traitOrientation)
        }
        // 3., 5.
        guard !proposalIsGiven, platform == "ios", view.isPreview else { return nil }
        // 4.
        let named = view.traits.device.flatMap { PreviewDeviceMatch($0.rawValue) }
        return PreviewScreen(device: named?.device ?? .default, orientation: traitOrientation)
    }

    /// What to tell the user about the device `view` names with `previewDevice(_:)` when it is
    /// drawn on another (`screen(for:)`, 4.): an iPhone Arrange does not know is drawn on the
    /// nearest it knows, anything else on the default device. `nil` when the name is one
    /// Arrange knows, or the device is not used (`--device`, `--size`, a preview sized to fit).
    public func deviceWarning(for view: NamedView) -> String? {
        guard device == nil, !proposalIsGiven, platform == "ios", view.isPreview, ToolLayout.isScreenSized(view),
            let name = view.traits.device?.rawValue
        else { return nil }
        func size(_ size: CGSize) -> String { FramesTextFormat.size(size) }
        guard let match = PreviewDeviceMatch(name) else {
            let names = Device.all.map { "'\($0.name)'" }.joined(separator: ", ")
            return "previewDevice '\(name)' is not a device Arrange knows; drawn on \(Device.default.name) "
                + "(\(size(Device.default.portraitSize))). Arrange knows \(names); --device chooses one."
        }
        guard let namedScreen = match.namedScreen else { return nil }
        return "previewDevice '\(name)' (\(size(namedScreen))) is drawn on \(match.device.name) (\(size(match.device.portraitSize))), "
            + "the nearest device Arrange knows; its safe area is \(match.device.name)'s."
    }

    /// Pixels per point of `view`'s picture: `--scale`, else its device's, else 2.
    public func scale(for view: NamedView) -> CGFloat {
        if !scaleWasGiven, let screen = screen(for: view) { return screen.device.displayScale }
        return scale
    }
}

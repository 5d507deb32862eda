import Arrange
import Foundation

// MapKit's map-view settings that a UIKit map view is configured with. The map itself is not
// drawn (a representable shows its placeholder), so each setting is kept and has no effect.

/// A map view's camera, as MapKit's `MKMapCamera`.
open class MKMapCamera: NSObject, @unchecked Sendable {
    /// The point looked at.
    open var centerCoordinate = CLLocationCoordinate2D()
    /// The distance from it in metres.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// The tilt in degrees.
    open var pitch: CGFloat = 0
    /// The compass heading in degrees.
    open var heading: CLLocationDirection = 0
    /// A camera at the default place.
    public override init() { super.init() }
    /// A camera looking at `centerCoordinate` from `distance` metres, tilted `pitch`, facing `heading`.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }
}

/// Which points of interest a map shows, as MapKit's `MKPointOfInterestFilter`.
open class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    /// Every point of interest.
    public static let includingAll = MKPointOfInterestFilter()
    /// None.
    public static let excludingAll = MKPointOfInterestFilter()
}

/// How a map is drawn, as MapKit's `MKMapConfiguration`.
open class MKMapConfiguration: NSObject, @unchecked Sendable {
    /// Flat or realistic terrain.
    public enum ElevationStyle: Int, Sendable { case flat, realistic }
    /// Full colour or muted.
    public enum EmphasisStyle: Int, Sendable { case `default`, muted }
    /// The terrain style.
    open var elevationStyle: ElevationStyle = .flat
}

/// The standard map, as MapKit's `MKStandardMapConfiguration`.
open class MKStandardMapConfiguration: MKMapConfiguration, @unchecked Sendable {
    /// Full colour or muted.
    open var emphasisStyle: EmphasisStyle = .default
    /// Which points of interest show.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Whether traffic shows.
    open var showsTraffic = false
    /// The standard map, flat and in full colour.
    public override init() { super.init() }
    /// The standard map with `elevationStyle` and `emphasisStyle`.
    public convenience init(elevationStyle: ElevationStyle, emphasisStyle: EmphasisStyle = .default) {
        self.init()
        self.elevationStyle = elevationStyle
        self.emphasisStyle = emphasisStyle
    }
    /// The standard map with `emphasisStyle`.
    public convenience init(emphasisStyle: EmphasisStyle) {
        self.init()
        self.emphasisStyle = emphasisStyle
    }
}

/// Satellite imagery, as MapKit's `MKImageryMapConfiguration`.
open class MKImageryMapConfiguration: MKMapConfiguration, @unchecked Sendable {}

/// Imagery with roads and labels, as MapKit's `MKHybridMapConfiguration`.
open class MKHybridMapConfiguration: MKMapConfiguration, @unchecked Sendable {}

/// The settings a map view's gestures and controls read; kept, not drawn.
final class MapViewSettings: @unchecked Sendable {
    var configuration: MKMapConfiguration = MKStandardMapConfiguration()
    var camera = MKMapCamera()
    var flags: [String: Bool] = [:]
}

extension MKMapView {
    /// Each map view's settings, by identity (an extension cannot add stored properties;
    /// map views live for one still picture, so the table is not pruned).
    nonisolated(unsafe) private static var settingsByView: [ObjectIdentifier: MapViewSettings] = [:]
    private static let settingsLock = NSLock()
    private var settings: MapViewSettings {
        Self.settingsLock.lock()
        defer { Self.settingsLock.unlock() }
        if let existing = Self.settingsByView[ObjectIdentifier(self)] { return existing }
        let created = MapViewSettings()
        Self.settingsByView[ObjectIdentifier(self)] = created
        return created
    }

    /// How the map is drawn.
    public var preferredConfiguration: MKMapConfiguration {
        get { settings.configuration }
        set { settings.configuration = newValue }
    }
    /// The camera.
    public var camera: MKMapCamera {
        get { settings.camera }
        set { settings.camera = newValue }
    }
    /// Whether pinching zooms.
    public var isZoomEnabled: Bool {
        get { settings.flags["zoom"] ?? true }
        set { settings.flags["zoom"] = newValue }
    }
    /// Whether dragging scrolls.
    public var isScrollEnabled: Bool {
        get { settings.flags["scroll"] ?? true }
        set { settings.flags["scroll"] = newValue }
    }
    /// Whether two fingers tilt.
    public var isPitchEnabled: Bool {
        get { settings.flags["pitch"] ?? true }
        set { settings.flags["pitch"] = newValue }
    }
    /// Whether two fingers rotate.
    public var isRotateEnabled: Bool {
        get { settings.flags["rotate"] ?? true }
        set { settings.flags["rotate"] = newValue }
    }
    /// Whether the compass shows.
    public var showsCompass: Bool {
        get { settings.flags["compass"] ?? true }
        set { settings.flags["compass"] = newValue }
    }
    /// Whether the scale shows.
    public var showsScale: Bool {
        get { settings.flags["scale"] ?? false }
        set { settings.flags["scale"] = newValue }
    }
}

extension UIView {
    /// How a view resizes with its superview, as UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How the view resizes with its superview. Accepted and not read: Arrange lays UIKit views
    /// out with Auto Layout (a representable's view fills the space SwiftUI gives it).
    public var autoresizingMask: AutoresizingMask {
        get { [] }
        set {}
    }
}

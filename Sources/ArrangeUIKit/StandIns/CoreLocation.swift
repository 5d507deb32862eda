import Foundation

// CoreLocation's names that models and views use (`import CoreLocation` is ArrangeUIKit on an
// iPhone). Coordinates are values; the location manager never locates: a still picture has no
// position fix (docs/DIFFERENCES.md, "Stand-ins").

/// An angle in degrees, as CoreLocation's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// A distance in metres, as CoreLocation's `CLLocationDistance`.
public typealias CLLocationDistance = Double
/// A direction in degrees from north, as CoreLocation's `CLLocationDirection`.
public typealias CLLocationDirection = Double
/// A speed in metres per second, as CoreLocation's `CLLocationSpeed`.
public typealias CLLocationSpeed = Double
/// An accuracy in metres, as CoreLocation's `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double

/// A latitude and longitude, as CoreLocation's `CLLocationCoordinate2D`.
public struct CLLocationCoordinate2D: Hashable, Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    /// The coordinate (0, 0).
    public init() { self.init(latitude: 0, longitude: 0) }
    /// The coordinate at `latitude` and `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coordinate` is a latitude in −90…90 and a longitude in −180…180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A place on Earth, as CoreLocation's `CLLocation`.
open class CLLocation: NSObject, @unchecked Sendable {
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// How high, in metres.
    public let altitude: CLLocationDistance
    /// When it was measured.
    public let timestamp: Date

    /// The place at `latitude` and `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        timestamp = Date(timeIntervalSince1970: 0)
    }

    /// The great-circle distance to `location`, in metres (a sphere of 6,371 km).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_000.0
        let (φ1, φ2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let Δφ = φ2 - φ1
        let Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * radius * atan2(sqrt(a), sqrt(1 - a))
    }
}

/// Whether the app may use the location, as CoreLocation's `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
}

/// Tells where the device is, as CoreLocation's `CLLocationManager`: nothing is ever located
/// (the authorisation is `.notDetermined` and `location` is `nil`); requests are accepted.
open class CLLocationManager: NSObject {
    /// The delegate told of locations (never, at rest).
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance moved before an update.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The last location: none at rest.
    open var location: CLLocation? { nil }
    /// `.notDetermined`: nothing has been asked.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }

    public override init() { super.init() }
    /// Asks to locate while the app is in use (nothing is asked at rest).
    open func requestWhenInUseAuthorization() {}
    /// Asks to locate always (nothing is asked at rest).
    open func requestAlwaysAuthorization() {}
    /// Starts locating (nothing is located at rest).
    open func startUpdatingLocation() {}
    /// Stops locating.
    open func stopUpdatingLocation() {}
    /// Asks for one location (none comes at rest).
    open func requestLocation() {}
    /// Whether location services are on: `false`.
    open class func locationServicesEnabled() -> Bool { false }
}

/// The best accuracy.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The best accuracy, with other sensors, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Within ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Within a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Within a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Within three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The accuracy of an approximate location (iOS 14's reduced accuracy).
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// No distance filter.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// What a location manager tells, as CoreLocation's `CLLocationManagerDelegate`; every method
/// has a default, and none is called at rest.
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Locating failed.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorisation changed.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

import Foundation

// CoreLocation's geocoder, which turns places into addresses over the network. A still picture
// has no network: every request fails with `CLError.network`, so an app shows what it shows
// before the address arrives (docs/DIFFERENCES.md, "Stand-ins").

/// Turns coordinates into addresses and back, as CoreLocation's `CLGeocoder`: at rest there is
/// no network, so every request fails with `CLError(.network)`.
open class CLGeocoder: NSObject, @unchecked Sendable {
    /// Whether a request is under way: never, as each fails at once.
    open var isGeocoding: Bool { false }

    public override init() { super.init() }

    /// The addresses at `location`: throws `CLError(.network)`.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale? = nil) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Hands `completionHandler` no address and `CLError(.network)`, at once.
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale? = nil, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        completionHandler(nil, CLError(.network))
    }

    /// The places an address names: throws `CLError(.network)`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Hands `completionHandler` no place and `CLError(.network)`, at once.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, CLError(.network))
    }

    /// Cancels the request under way (there is none).
    open func cancelGeocode() {}
}

/// An address, as CoreLocation's `CLPlacemark`: every part is `nil` unless given.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// Where it is.
    public let location: CLLocation?
    /// The place's name.
    public let name: String?
    /// The street.
    public let thoroughfare: String?
    /// The street number.
    public let subThoroughfare: String?
    /// The city.
    public let locality: String?
    /// The neighbourhood.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The county.
    public let subAdministrativeArea: String?
    /// The postal code.
    public let postalCode: String?
    /// The country.
    public let country: String?
    /// The country's ISO code.
    public let isoCountryCode: String?

    /// An address of these parts (CoreLocation makes them; for previews and tests).
    public init(
        location: CLLocation? = nil, name: String? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
        locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
        subAdministrativeArea: String? = nil, postalCode: String? = nil, country: String? = nil, isoCountryCode: String? = nil
    ) {
        self.location = location
        self.name = name
        self.thoroughfare = thoroughfare
        self.subThoroughfare = subThoroughfare
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.country = country
        self.isoCountryCode = isoCountryCode
    }
}

/// A CoreLocation failure, as `CLError`.
public struct CLError: Error, Hashable, Sendable {
    /// What failed, as `CLError.Code`.
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied = 1, network = 2, headingFailure = 3
        case geocodeFoundNoResult = 8, geocodeFoundPartialResult = 9, geocodeCanceled = 10
    }

    /// What failed.
    public let code: Code

    /// The failure `code`.
    public init(_ code: Code) { self.code = code }

    /// The network could not be reached.
    public static let network = Code.network
    /// The location is not known yet.
    public static let locationUnknown = Code.locationUnknown
    /// Access to the location was denied.
    public static let denied = Code.denied
}

// CoreLocation's geocoder as a weather app uses it: the district of the user's location, asked
// for over the network, which a still picture does not have.
import ArrangeUIKit
import Foundation
import Testing

@Suite("CLGeocoder at rest")
struct GeocoderTests {
    @Test func reverseGeocodingFailsWithTheNetworkError() async {
        let geocoder = CLGeocoder()
        do {
            _ = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 37.5, longitude: 127.0), preferredLocale: Locale(identifier: "ko_KR"))
            Issue.record("geocoding should fail at rest")
        } catch let error as CLError {
            #expect(error.code == .network)
            #expect(error.code == CLError.network)
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(!geocoder.isGeocoding)
    }

    @Test func theCompletionFormAnswersAtOnceWithNoPlace() {
        var answered: (count: Int?, code: CLError.Code?)?
        CLGeocoder().geocodeAddressString("Seoul") { places, error in
            answered = (places?.count, (error as? CLError)?.code)
        }
        #expect(answered?.count == nil && answered?.code == .network)
        let place = CLPlacemark(locality: "Gangnam-gu", subLocality: "Yeoksam-dong")
        #expect(place.locality == "Gangnam-gu" && place.country == nil)
    }
}

@Suite("CoreLocation's accuracy constants")
struct LocationAccuracyTests {
    @Test func theAccuraciesAreCoreLocationsMetres() {
        let manager = CLLocationManager()
        manager.desiredAccuracy = kCLLocationAccuracyThreeKilometers
        #expect(manager.desiredAccuracy == 3000)
        #expect([kCLLocationAccuracyBestForNavigation, kCLLocationAccuracyBest, kCLLocationAccuracyNearestTenMeters,
                 kCLLocationAccuracyHundredMeters, kCLLocationAccuracyKilometer, kCLLocationAccuracyReduced] == [-2, -1, 10, 100, 1000, 3000])
    }
}
